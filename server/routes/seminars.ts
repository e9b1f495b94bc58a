import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { seminarApplicationInputSchema, seminarInputSchema, type SeminarApplicationInput, type SeminarInput } from '../../schemas/seminars';
import { dateTime, failures, idParam, noQuery, object, ok, params } from '../core/routeSchemas';
import { sessionOrAddress } from '../plugins/rateLimits';
import { audit, audited } from '../services/audit';
import { applyForSlot, cancelApplication, listSeminars, myApplications, removeSeminar, saveSeminar, seminarApplicants } from '../services/seminars';
import { featureUser } from './featureAccess';

const slotView = object({
  id: { type: 'integer' },
  startsAt: dateTime,
  endsAt: dateTime,
  room: { type: 'string' },
  capacity: { type: 'integer' },
  taken: { type: 'integer' },
});
const seminarView = object({
  id: { type: 'integer' },
  titleJa: { type: 'string' },
  titleEn: { type: 'string' },
  hostJa: { type: 'string' },
  hostEn: { type: 'string' },
  descriptionJa: { type: 'string' },
  descriptionEn: { type: 'string' },
  slots: { type: 'array', items: slotView },
});
const applicationView = object({
  id: { type: 'integer' },
  slotId: { type: 'integer' },
  seminarId: { type: 'integer' },
  startsAt: dateTime,
  endsAt: dateTime,
  note: { type: 'string' },
  createdAt: dateTime,
});
const applicantView = object({
  id: { type: 'integer' },
  slotId: { type: 'integer' },
  userId: { type: 'integer' },
  name: object({ ja: { type: 'string' }, en: { type: 'string' } }),
  email: { type: 'string' },
  note: { type: 'string' },
  createdAt: dateTime,
});
const seminarPage = object({ seminars: { type: 'array', items: seminarView }, applications: { type: 'array', items: applicationView } });
/** Applying is limited per session: a person applies a few times, a script hammers a full slot. */
const applying = { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: sessionOrAddress } };

/**
 * Co-hosted (lunch) seminars (issue 66). Participants: approved accounts while the dashboard's
 * isLunchSeminar is on and isLunchSeminarMngOnly off; managers always (they prepare the seminars
 * with the switch on for managers only). Managers write seminars and cancel applications, audited.
 */
const seminarRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;

  const participant = async (request: FastifyRequest) =>
    (await featureUser(app, request, (settings) => settings.isLunchSeminar && !settings.isLunchSeminarMngOnly, 'seminarOff')).user;

  app.get('/web_api/seminars', { schema: { querystring: noQuery, response: { 200: seminarPage, ...failures } } }, async (request) => {
    const user = await participant(request);
    const [seminars, applications] = await Promise.all([listSeminars(app.db, conferenceId), myApplications(app.db, conferenceId, user.id)]);
    return { seminars, applications };
  });

  app.post<{ Params: { id: number }; Body: SeminarApplicationInput }>(
    '/web_api/seminar_slots/:id/applications',
    {
      config: applying,
      schema: {
        params: params({ id: idParam }),
        querystring: noQuery,
        body: seminarApplicationInputSchema,
        response: { 201: object({ id: { type: 'integer' } }), ...failures },
      },
    },
    async (request, reply) => {
      const user = await participant(request);
      return reply.status(201).send({ id: await applyForSlot(app.db, conferenceId, user.id, request.params.id, request.body) });
    },
  );

  app.get(
    '/web_api/mng/seminars',
    { schema: { querystring: noQuery, response: { 200: object({ seminars: { type: 'array', items: seminarView } }), ...failures } } },
    async (request) => {
      await app.requireManager(request);
      return { seminars: await listSeminars(app.db, conferenceId) };
    },
  );

  app.post<{ Body: SeminarInput }>(
    '/web_api/mng/seminars',
    { schema: { querystring: noQuery, body: seminarInputSchema, response: { 201: object({ id: { type: 'integer' } }), ...failures } } },
    async (request, reply) => {
      const { user } = await app.requireManager(request);
      const id = await audited(
        app.db,
        (tx) => saveSeminar(tx, conferenceId, request.body),
        (created) => ({ conferenceId, action: 'seminarSave', actor: user, detail: { seminarId: created, title: request.body.titleJa } }),
      );
      return reply.status(201).send({ id });
    },
  );

  app.put<{ Params: { id: number }; Body: SeminarInput }>(
    '/web_api/mng/seminars/:id',
    { schema: { params: params({ id: idParam }), querystring: noQuery, body: seminarInputSchema, response: { 200: ok, ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      await audited(app.db, (tx) => saveSeminar(tx, conferenceId, request.body, request.params.id), {
        conferenceId,
        action: 'seminarSave',
        actor: user,
        detail: { seminarId: request.params.id, title: request.body.titleJa },
      });
      return { ok: true };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/web_api/mng/seminars/:id',
    { schema: { params: params({ id: idParam }), querystring: noQuery, response: { 200: ok, ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      await audited(
        app.db,
        (tx) => removeSeminar(tx, conferenceId, request.params.id),
        (removed) => ({ conferenceId, action: 'seminarRemove', actor: user, detail: { seminarId: removed.id, title: removed.titleJa } }),
      );
      return { ok: true };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/web_api/mng/seminars/:id/applications',
    {
      schema: {
        params: params({ id: idParam }),
        querystring: noQuery,
        response: { 200: object({ items: { type: 'array', items: applicantView } }), ...failures },
      },
    },
    async (request) => {
      await app.requireManager(request);
      return { items: await seminarApplicants(app.db, conferenceId, request.params.id) };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/web_api/mng/seminar_applications/:id',
    { schema: { params: params({ id: idParam }), querystring: noQuery, response: { 200: ok, ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      await app.db.transaction(async (tx) => {
        const cancelled = await cancelApplication(tx, conferenceId, request.params.id);
        await audit(tx, {
          conferenceId,
          action: 'seminarApplicationCancel',
          actor: user,
          target: { id: cancelled.userId, email: cancelled.email },
          detail: { seminarId: cancelled.seminarId, slotId: cancelled.slotId },
        });
      });
      return { ok: true };
    },
  );
};

export default seminarRoutes;
