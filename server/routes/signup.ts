import type { FastifyPluginAsync } from 'fastify';
import { localizeError, type FieldError } from '../../engine/validate';
import { pathOfUploadKey, wireNameOf, type WireEntry } from '../../engine/registration/wire';
import { ApiError } from '../core/errors';
import { lookUpSignupToken, registerUser } from '../services/registration';
import { receiveUpload, type ReceivedFile } from '../services/uploads';
import { uploadRules } from '../../engine/uploads';
import { multipartParts } from '../services/multipartParts';
import { failures, multipart, noQuery, object, params, tokenParam } from '../core/routeSchemas';

/** Multipart limits: generous for any real form, small enough that no body can hurt the server. */
const limits = {
  fieldNameSize: 200,
  fieldSize: 64 * 1024,
  fields: 300,
  files: 21,
  parts: 320,
  headerPairs: 100,
  fileSize: Math.max(uploadRules.profileImage.maxBytes, uploadRules.questionFile.maxBytes),
};

const signupRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { token: string } }>(
    '/web_api/login_emails/:token',
    {
      schema: {
        params: params({ token: tokenParam }),
        querystring: noQuery,
        response: { 200: object({ ok: { type: 'boolean' }, email: { type: 'string' }, isDummy: { type: 'boolean' } }, ['ok']), ...failures },
      },
    },
    async (request) => {
      const state = await lookUpSignupToken(app.db, request.params.token);
      return state.ok ? { ok: true, email: state.email, isDummy: state.isDummy } : { ok: false };
    },
  );

  // The fields are the registration form's: the engine's schema checks them once they are read.
  app.post(
    '/web_api/users',
    {
      schema: {
        ...multipart,
        querystring: noQuery,
        response: { 201: object({ ok: { type: 'boolean' }, id: { type: 'integer' }, email: { type: 'string' } }), ...failures },
      },
    },
    async (request, reply) => {
      const entries: WireEntry[] = [];
      const files: ReceivedFile[] = [];
      const fileErrors: FieldError[] = [];
      const strayParts: string[] = [];
      try {
        for await (const part of multipartParts(request, limits)) {
          if (part.type === 'file') {
            const path = pathOfUploadKey(part.fieldname);
            if (!path || files.some((file) => file.path === path)) {
              strayParts.push(part.fieldname);
              await part.toBuffer().catch(() => undefined);
              continue;
            }
            const received = await receiveUpload(part, path, path === 'profileImage' ? 'profileImage' : 'questionFile');
            if ('code' in received) fileErrors.push(received);
            else files.push(received);
            continue;
          }
          if (part.valueTruncated || part.fieldnameTruncated) throw new ApiError(413, 'bodyTooLarge');
          entries.push([part.fieldname, String(part.value)]);
        }
      } catch (error) {
        // A file over every limit ends the multipart stream: name its field and the limit.
        const { code, part } = error as { code?: string; part?: { fieldname?: string } };
        const path = code === 'FST_REQ_FILE_TOO_LARGE' ? pathOfUploadKey(part?.fieldname ?? '') : undefined;
        if (!path) throw error;
        const limit = uploadRules[path === 'profileImage' ? 'profileImage' : 'questionFile'].maxBytes / (1024 * 1024);
        const text = localizeError({ path, code: 'fileTooLarge', params: { limit } });
        throw new ApiError(422, 'entryHasErrors', { errors: [{ field: wireNameOf(path), message: text.ja, messageEn: text.en }] });
      }
      if (strayParts.length > 0) {
        throw new ApiError(422, 'entryHasErrors', {
          errors: strayParts.map((key) => ({ field: key, ...localizedUnknown(key) })),
        });
      }
      const user = await registerUser(app.db, app.config.conference, { entries, files, fileErrors }, app.config.passwordHashCost);
      return reply.status(201).send({ ok: true, id: user.id, email: user.email });
    },
  );
};

function localizedUnknown(key: string) {
  const text = localizeError({ path: wireNameOf(key), code: 'unknownField', params: { key } });
  return { message: text.ja, messageEn: text.en };
}

export default signupRoutes;
