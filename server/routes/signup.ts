import type { FastifyPluginAsync } from 'fastify';
import type { WireEntry } from '../../engine/registration/wire';
import { ApiError } from '../errors';
import { lookUpSignupToken, registerUser } from '../services/registration';

/** Multipart limits: generous for any real form, small enough that no body can hurt the server. */
const limits = { fieldNameSize: 200, fieldSize: 64 * 1024, fields: 300, files: 0, parts: 300, headerPairs: 100 };

const signupRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { token: string } }>('/web_api/login_emails/:token', async (request) => {
    const state = await lookUpSignupToken(app.db, request.params.token);
    return state.ok ? { ok: true, email: state.email, isDummy: state.isDummy } : { ok: false };
  });

  app.post('/web_api/users', async (request, reply) => {
    if (!request.isMultipart()) throw new ApiError(415, 'malformedBody');
    const entries: WireEntry[] = [];
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') throw new ApiError(400, 'malformedBody');
      if (part.valueTruncated || part.fieldnameTruncated) throw new ApiError(413, 'bodyTooLarge');
      entries.push([part.fieldname, String(part.value)]);
    }
    const user = await registerUser(app.db, app.config.conference, entries, app.config.passwordHashCost);
    return reply.status(201).send({ ok: true, id: user.id, email: user.email });
  });
};

export default signupRoutes;
