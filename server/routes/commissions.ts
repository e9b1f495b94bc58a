import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { uploadRules } from '../../engine/uploads';
import { checkAnswer, checkAnswerWithRegister, type AnswerKind } from '../../engine/commission/answer';
import type { ViewerRole } from '../../schemas/commissions';
import { ApiError, fieldErrors } from '../core/errors';
import {
  answerCommission,
  answerWithRegister,
  commissionView,
  findRequestLetter,
  loadPreference,
  lookUpCommissionToken,
  revokeAnswerWithRegister,
  storeRequestLetter,
} from '../services/commissions';
import { registerCommitter } from '../services/commissionRegistration';
import { receiveUpload, type ReceivedFile } from '../services/uploads';
import { multipartParts } from '../services/multipartParts';
import { sendAttachment } from './attachment';
import { failures, multipart, noQuery, object, ok, params, stored, tokenParam } from '../core/routeSchemas';
import { isManagerRole } from '../../engine/roles';

const roles: ViewerRole[] = ['organizer', 'presenter'];
/** Request payloads keep snake_case (ARCHITECTURE.md "The path of one form"); the answer's keys on the wire. */
const answerWire: Record<string, string> = { kind: 'kind', committerNote: 'committer_note', email: 'email' };

function jsonBody(request: FastifyRequest, allowed: readonly string[]): Record<string, unknown> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'malformedBody');
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw fieldErrors(unknown.map((key) => ({ path: key, code: 'unknownField', params: { key } })));
  return body as Record<string, unknown>;
}

/**
 * The commission area's calls (docs/requirements/operation-area.md §7): the answer pages, answering (with or
 * without registering), the commission registration link, request letter uploads and the
 * registration itself.
 */
const commissionRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const mailLimit = { rateLimit: { max: config.mailRateLimit, timeWindow: '15 minutes' } };
  const uploadLimit = { rateLimit: { max: config.uploadRateLimit, timeWindow: '1 hour' } };
  // Codes are guessed by asking: views and answers are limited per client.
  const answerLimit = { rateLimit: { max: config.answerRateLimit, timeWindow: '15 minutes' } };

  const codeRoute = { params: params({ code: tokenParam }), querystring: noQuery };
  const answerText = { type: 'string' } as const;
  app.get(
    '/web_api/program_composition_preferences',
    { schema: { querystring: noQuery, response: { 200: object({ preference: stored }), ...failures } } },
    async () => ({ preference: await loadPreference(app.db, config.conference) }),
  );

  for (const role of roles) {
    const base = `/web_api/${role}_commissions/:code`;

    // The view's shape is schemas/commissions.ts; the visibility table decides what it holds.
    app.get<{ Params: { code: string } }>(base, { config: answerLimit, schema: { ...codeRoute, response: { 200: stored, ...failures } } }, async (request) => {
      const signedIn = (await request.viewer()) !== undefined;
      return commissionView(app.db, config.conference, role, request.params.code, signedIn);
    });

    app.patch<{ Params: { code: string } }>(
      `${base}/answer`,
      {
        config: answerLimit,
        schema: {
          ...codeRoute,
          body: { type: 'object', properties: { kind: answerText, committer_note: answerText } },
          response: { 200: object({ ok: { type: 'boolean' }, kind: { type: 'string' } }), ...failures },
        },
      },
      async (request) => {
        const body = jsonBody(request, ['kind', 'committer_note']);
        const answer = { kind: body.kind, committerNote: body.committer_note ?? '' };
        const problems = checkAnswer(answer);
        if (problems.length > 0) throw fieldErrors(problems, (path) => answerWire[path] ?? path);
        const viewer = await request.viewer();
        await answerCommission(app.db, config.conference, role, request.params.code, answer as { kind: AnswerKind; committerNote: string }, viewer?.user);
        return { ok: true, kind: answer.kind };
      },
    );

    app.patch<{ Params: { code: string } }>(
      `${base}/answer_with_register`,
      {
        config: mailLimit,
        schema: {
          ...codeRoute,
          body: { type: 'object', properties: { email: answerText, kind: answerText, committer_note: answerText } },
          response: { 200: ok, ...failures },
        },
      },
      async (request) => {
        const body = jsonBody(request, ['email', 'kind', 'committer_note']);
        const values = { email: body.email, kind: body.kind, committerNote: body.committer_note ?? '' };
        const problems = checkAnswerWithRegister(values);
        if (problems.length > 0) throw fieldErrors(problems, (path) => answerWire[path] ?? path);
        const email = String(values.email).trim();
        let issued;
        try {
          issued = await answerWithRegister(app.db, config.conference, role, request.params.code, { email, committerNote: String(values.committerNote) });
        } catch (error) {
          if (error instanceof ApiError && error.messageKey === 'emailAlreadyUsed') {
            throw fieldErrors([{ path: 'email', code: 'emailAlreadyUsed' }], (path) => answerWire[path] ?? path);
          }
          throw error;
        }
        const link = `${config.publicUrl}/committer_signup/${issued.token}`;
        const roleName = role === 'organizer' ? { ja: '座長', en: 'chairperson' } : { ja: '講演者', en: 'presenter' };
        try {
          await app.mailer.send('committerRegistration', email, { ja: { role: roleName.ja, link }, en: { role: roleName.en, link } });
        } catch (error) {
          await revokeAnswerWithRegister(app.db, issued);
          throw error;
        }
        return { ok: true };
      },
    );
  }

  app.get<{ Params: { token: string } }>(
    '/web_api/commission_login_emails/:token',
    {
      schema: {
        params: params({ token: tokenParam }),
        querystring: noQuery,
        response: {
          200: object({ ok: { type: 'boolean' }, email: { type: 'string' }, kind: { type: 'string' }, isDummy: { type: 'boolean' } }, ['ok']),
          ...failures,
        },
      },
    },
    async (request) => {
      const state = await lookUpCommissionToken(app.db, request.params.token);
      return state.ok ? { ok: true, email: state.email, kind: state.kind, isDummy: state.isDummy } : { ok: false };
    },
  );

  const letter = object({ code: { type: 'string' }, fileName: { type: 'string' }, url: { type: 'string' } });
  app.post(
    '/web_api/request_letter_formats',
    { config: uploadLimit, schema: { ...multipart, querystring: noQuery, response: { 201: object({ file: letter }), ...failures } } },
    async (request, reply) => {
      let file: ReceivedFile | undefined;
      let problem: ApiError | undefined;
      let fileName: string | undefined;
      const unknown: string[] = [];
      try {
        for await (const part of multipartParts(request, {
          files: 1,
          fields: 2,
          parts: 3,
          fieldSize: 1024,
          fieldNameSize: 100,
          fileSize: uploadRules.requestLetter.maxBytes,
        })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'request_letter_format[file]' || file || problem) {
              unknown.push(part.fieldname);
              await part.toBuffer().catch(() => undefined);
              continue;
            }
            const received = await receiveUpload(part, 'file', 'requestLetter');
            if ('code' in received) problem = fieldErrors([{ ...received, path: 'request_letter_format[file]' }]);
            else file = received;
            continue;
          }
          if (part.fieldname === 'request_letter_format[file_name]' && fileName === undefined) fileName = String(part.value);
          else unknown.push(part.fieldname);
        }
      } catch (error) {
        // A file over the part limit ends the multipart stream; say what the limit is.
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw fieldErrors([
            { path: 'request_letter_format[file]', code: 'fileTooLarge', params: { limit: uploadRules.requestLetter.maxBytes / (1024 * 1024) } },
          ]);
        }
        throw error;
      }
      if (unknown.length > 0) throw fieldErrors(unknown.map((key) => ({ path: key, code: 'unknownField', params: { key } })));
      if (problem) throw problem;
      if (!file) throw fieldErrors([{ path: 'request_letter_format[file]', code: 'required' }]);
      // The name the form gives, or the file's own when it sends '-' (§7).
      const name =
        (fileName && fileName.trim() !== '-' ? fileName : file.fileName)
          .normalize('NFC')
          .replace(/[\\/\u0000-\u001f]/g, '_')
          .trim()
          .slice(0, 200) || 'request-letter';
      await app.takeUploadCapacity(file.data.length);
      return reply.status(201).send({ file: await storeRequestLetter(app.db, file, name) });
    },
  );

  /**
   * The file behind an upload's url: to anyone holding the unguessable code until an account
   * claims it, then to that account and to managers.
   */
  // 200 is the file's bytes.
  app.get<{ Params: { code: string } }>('/web_api/request_letter_formats/:code', { schema: { ...codeRoute, response: failures } }, async (request, reply) => {
    const row = await findRequestLetter(app.db, request.params.code);
    if (!row) throw new ApiError(404, 'fileNotFound');
    if (row.userId !== null) {
      const viewer = await request.viewer();
      if (!viewer || (viewer.user.id !== row.userId && !isManagerRole(viewer.user.role))) throw new ApiError(404, 'fileNotFound');
    }
    return sendAttachment(reply, row);
  });

  // The body is the commission registration form's; the engine's schema checks it field by field.
  app.post(
    '/web_api/users/commission_create',
    {
      schema: {
        querystring: noQuery,
        body: { type: 'object' },
        response: { 201: object({ ok: { type: 'boolean' }, id: { type: 'integer' }, email: { type: 'string' } }), ...failures },
      },
    },
    async (request, reply) => {
      const user = await registerCommitter(app.db, config.conference, request.body, config.passwordHashCost);
      return reply.status(201).send({ ok: true, id: user.id, email: user.email });
    },
  );
};

export default commissionRoutes;
