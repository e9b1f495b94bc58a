import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { exhibitionPointsInputSchema, prizeInputSchema, rallyScanInputSchema, type PrizeInput, type RallyScanInput } from '../../schemas/sponsors';
import { dateTime, failures, idParam, noBody, noQuery, nullable, object, ok, params } from '../core/routeSchemas';
import { sessionOrAddress } from '../plugins/rateLimits';
import { audited } from '../services/audit';
import { claimPrize, listPrizes, rallyExhibitions, rallyView, removePrize, savePrize, scanRallyCode, setExhibitionPoints } from '../services/pointRally';
import { featureUser } from './featureAccess';

const prizeView = object({
  id: { type: 'integer' },
  nameJa: { type: 'string' },
  nameEn: { type: 'string' },
  points: { type: 'integer' },
  stock: nullable({ type: 'integer' }),
  claimed: { type: 'integer' },
});
const rallyAnswer = object({
  earned: { type: 'integer' },
  balance: { type: 'integer' },
  scans: {
    type: 'array',
    items: object({
      exhibitionId: { type: 'integer' },
      nameJa: { type: 'string' },
      nameEn: { type: 'string' },
      points: { type: 'integer' },
      createdAt: dateTime,
    }),
  },
  prizes: { type: 'array', items: prizeView },
  claims: { type: 'array', items: object({ prizeId: { type: 'integer' }, createdAt: dateTime }) },
  exhibitions: { type: 'integer' },
});
const scanAnswer = object({ exhibitionId: { type: 'integer' }, nameJa: { type: 'string' }, nameEn: { type: 'string' }, points: { type: 'integer' } });
const rallyExhibition = object({
  id: { type: 'integer' },
  nameJa: { type: 'string' },
  nameEn: { type: 'string' },
  booth: { type: 'string' },
  sponsorEmail: { type: 'string' },
  isPublished: { type: 'boolean' },
  rallyCode: { type: 'string' },
  rallyPoints: { type: 'integer' },
  scans: { type: 'integer' },
});
/**
 * A person scans a few dozen booths in a day. Guessing a code (50 bits) at this rate would take
 * longer than the conference by far; the limit is per session and per address.
 */
const scanning = { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: sessionOrAddress } };

/**
 * The point rally (issue 66, §8). Participants (approved, while the dashboard's isPointRally is
 * on; managers always) scan exhibitions' codes and claim prizes. Managers set each exhibition's
 * points, read its code for printing, and keep the prizes, audited.
 */
const pointRallyRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;

  const participant = async (request: FastifyRequest) => (await featureUser(app, request, (settings) => settings.isPointRally, 'pointRallyOff')).user;

  app.get('/web_api/point_rally', { schema: { querystring: noQuery, response: { 200: rallyAnswer, ...failures } } }, async (request) => {
    const user = await participant(request);
    return rallyView(app.db, conferenceId, user.id);
  });

  app.post<{ Body: RallyScanInput }>(
    '/web_api/point_rally/scans',
    { config: scanning, schema: { querystring: noQuery, body: rallyScanInputSchema, response: { 201: scanAnswer, ...failures } } },
    async (request, reply) => {
      const user = await participant(request);
      return reply.status(201).send(await scanRallyCode(app.db, conferenceId, user.id, request.body.code));
    },
  );

  app.post<{ Params: { id: number } }>(
    '/web_api/point_rally/prizes/:id/claims',
    { config: scanning, schema: { ...noBody, params: params({ id: idParam }), querystring: noQuery, response: { 201: ok, ...failures } } },
    async (request, reply) => {
      const user = await participant(request);
      await app.db.transaction((tx) => claimPrize(tx, conferenceId, user.id, request.params.id));
      return reply.status(201).send({ ok: true });
    },
  );

  app.get(
    '/web_api/mng/point_rally',
    {
      schema: {
        querystring: noQuery,
        response: { 200: object({ exhibitions: { type: 'array', items: rallyExhibition }, prizes: { type: 'array', items: prizeView } }), ...failures },
      },
    },
    async (request) => {
      await app.requireManager(request);
      const [exhibitions, prizes] = await Promise.all([rallyExhibitions(app.db, conferenceId), listPrizes(app.db, conferenceId)]);
      return { exhibitions, prizes };
    },
  );

  app.put<{ Params: { id: number }; Body: { points: number } }>(
    '/web_api/mng/sponsor_exhibitions/:id/rally_points',
    { schema: { params: params({ id: idParam }), querystring: noQuery, body: exhibitionPointsInputSchema, response: { 200: ok, ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      await audited(
        app.db,
        (tx) => setExhibitionPoints(tx, conferenceId, request.params.id, request.body.points),
        (row) => ({
          conferenceId,
          action: 'rallyPointsSet',
          actor: user,
          detail: { exhibitionId: row.id, name: row.nameJa, points: request.body.points },
        }),
      );
      return { ok: true };
    },
  );

  app.post<{ Body: PrizeInput }>(
    '/web_api/mng/rally_prizes',
    { schema: { querystring: noQuery, body: prizeInputSchema, response: { 201: object({ id: { type: 'integer' } }), ...failures } } },
    async (request, reply) => {
      const { user } = await app.requireManager(request);
      const id = await audited(
        app.db,
        (tx) => savePrize(tx, conferenceId, request.body),
        (created) => ({
          conferenceId,
          action: 'prizeSave',
          actor: user,
          detail: { prizeId: created, name: request.body.nameJa, points: request.body.points },
        }),
      );
      return reply.status(201).send({ id });
    },
  );

  app.put<{ Params: { id: number }; Body: PrizeInput }>(
    '/web_api/mng/rally_prizes/:id',
    { schema: { params: params({ id: idParam }), querystring: noQuery, body: prizeInputSchema, response: { 200: ok, ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      await audited(app.db, (tx) => savePrize(tx, conferenceId, request.body, request.params.id), {
        conferenceId,
        action: 'prizeSave',
        actor: user,
        detail: { prizeId: request.params.id, name: request.body.nameJa, points: request.body.points },
      });
      return { ok: true };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/web_api/mng/rally_prizes/:id',
    { schema: { params: params({ id: idParam }), querystring: noQuery, response: { 200: ok, ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      await audited(
        app.db,
        (tx) => removePrize(tx, conferenceId, request.params.id),
        (removed) => ({
          conferenceId,
          action: 'prizeRemove',
          actor: user,
          detail: { prizeId: removed.id, name: removed.nameJa },
        }),
      );
      return { ok: true };
    },
  );
};

export default pointRallyRoutes;
