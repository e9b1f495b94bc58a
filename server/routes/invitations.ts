import type { FastifyPluginAsync } from 'fastify';
import { invitationInputSchema, invitationMailSchema, invitationSchema, invitationSessionSchema, type InvitationInput } from '../../schemas/invitations';
import { failures, idParam, noBody, noQuery, object, ok, params } from '../core/routeSchemas';
import { invitationSessions, listInvitations, previewInvitation, remindInvitation, sendInvitation, withdrawInvitation } from '../services/invitations';

/**
 * The console's chairperson and presenter invitations (issue 67), for managers: list them by
 * session, preview the request mail, send, remind and withdraw. The person answers on the
 * commission area's page (routes/commissions.ts).
 */
const invitationRoutes: FastifyPluginAsync = async (app) => {
  const { conference: conferenceId, publicUrl } = app.config;
  const byId = { params: params({ id: idParam }), querystring: noQuery };

  app.get<{ Querystring: { sessionId?: number } }>(
    '/web_api/mng/invitations',
    {
      schema: {
        querystring: object({ sessionId: idParam }, []),
        response: {
          200: object({ sessions: { type: 'array', items: invitationSessionSchema }, invitations: { type: 'array', items: invitationSchema } }),
          ...failures,
        },
      },
    },
    async (request) => {
      await app.requireManager(request);
      const [sessions, invitations] = await Promise.all([
        invitationSessions(app.db, conferenceId),
        listInvitations(app.db, conferenceId, publicUrl, request.query.sessionId),
      ]);
      return { sessions, invitations };
    },
  );

  app.post<{ Body: InvitationInput }>(
    '/web_api/mng/invitations/preview',
    { schema: { querystring: noQuery, body: invitationInputSchema, response: { 200: invitationMailSchema, ...failures } } },
    async (request) => {
      await app.requireManager(request);
      return previewInvitation(app.db, conferenceId, publicUrl, request.body);
    },
  );

  app.post<{ Body: InvitationInput }>(
    '/web_api/mng/invitations',
    { schema: { querystring: noQuery, body: invitationInputSchema, response: { 201: object({ id: { type: 'integer' } }), ...failures } } },
    async (request, reply) => {
      const { user } = await app.requireManager(request);
      const id = await sendInvitation(app.db, app.mailer, { conferenceId, publicUrl, actor: user }, request.body);
      return reply.status(201).send({ id });
    },
  );

  app.post<{ Params: { id: number } }>(
    '/web_api/mng/invitations/:id/remind',
    { schema: { ...byId, ...noBody, response: { 200: ok, ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      await remindInvitation(app.db, app.mailer, { conferenceId, publicUrl, actor: user }, request.params.id);
      return { ok: true };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/web_api/mng/invitations/:id/withdraw',
    { schema: { ...byId, ...noBody, response: { 200: ok, ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      await withdrawInvitation(app.db, { conferenceId, actor: user }, request.params.id);
      return { ok: true };
    },
  );
};

export default invitationRoutes;
