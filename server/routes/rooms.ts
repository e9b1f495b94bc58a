import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { meetingUrlProblem } from '../../engine/live/rooms';
import { ApiError, fieldErrors } from '../core/errors';
import { failures, idParam, noBody, noQuery, nullable, object, ok, params } from '../core/routeSchemas';
import { loadConference } from '../services/conference';
import { joinRoom, leaveRoom, removeRoom, roomOf, roomView, setRoom, stayInRoom } from '../services/live/rooms';
import { onPresentation } from './presentationAccess';
import { sessionOrAddress } from '../plugins/rateLimits';

const roomSchema = object({
  id: { type: 'integer' },
  joined: { type: 'boolean' },
  full: { type: 'boolean' },
  meetingUrl: nullable({ type: 'string' }),
  capacity: nullable({ type: 'integer' }),
});
const presentationParams = params({ id: idParam });

/**
 * A presentation's discussion room (issue 65): whether there is one and whether it is full; a
 * place taken, kept (the page's heartbeat) and given back; a manager's room settings. Those who may
 * take part on the presentation's page may enter (presentationAccess.ts).
 */
const roomRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;
  const defaultCapacity = async () => (await loadConference(app.db, conferenceId))?.settings.discussionRoomCapacity ?? 50;

  /** The room of a presentation the viewer may see, or 404 roomNotFound. */
  async function roomFor(request: FastifyRequest<{ Params: { id: number } }>) {
    const viewer = await onPresentation(app, request, request.params.id);
    const room = await roomOf(app.db, conferenceId, request.params.id);
    if (!room) throw new ApiError(404, 'roomNotFound');
    return { viewer, room };
  }

  app.get<{ Params: { id: number } }>(
    '/web_api/presentations/:id/room',
    {
      schema: {
        params: presentationParams,
        querystring: noQuery,
        response: { 200: object({ room: nullable(roomSchema), mayManage: { type: 'boolean' }, defaultCapacity: nullable({ type: 'integer' }) }), ...failures },
      },
    },
    async (request) => {
      const viewer = await onPresentation(app, request, request.params.id);
      const [room, capacity] = await Promise.all([roomOf(app.db, conferenceId, request.params.id), defaultCapacity()]);
      return {
        room: room ? await roomView(app.db, room, viewer.userId, capacity, viewer.isManager) : null,
        mayManage: viewer.isManager,
        // The capacity is not shown to attendees (§9).
        defaultCapacity: viewer.isManager ? capacity : null,
      };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/web_api/presentations/:id/room/join',
    {
      schema: { params: presentationParams, querystring: noQuery, ...noBody, response: { 200: object({ room: roomSchema }), ...failures } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: sessionOrAddress } },
    },
    async (request) => {
      const viewer = await onPresentation(app, request, request.params.id);
      return { room: await joinRoom(app.db, conferenceId, request.params.id, viewer.userId, await defaultCapacity()) };
    },
  );

  app.put<{ Params: { id: number } }>(
    '/web_api/presentations/:id/room/presence',
    {
      schema: { params: presentationParams, querystring: noQuery, ...noBody, response: { 200: ok, ...failures } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: sessionOrAddress } },
    },
    async (request) => {
      const { viewer, room } = await roomFor(request);
      await stayInRoom(app.db, room.id, viewer.userId);
      return { ok: true };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/web_api/presentations/:id/room/presence',
    { schema: { params: presentationParams, querystring: noQuery, ...noBody, response: { 200: ok, ...failures } } },
    async (request) => {
      const { viewer, room } = await roomFor(request);
      await leaveRoom(app.db, room.id, viewer.userId);
      return { ok: true };
    },
  );

  app.put<{ Params: { id: number }; Body: { meetingUrl: string; capacity?: number | null } }>(
    '/web_api/mng/presentations/:id/room',
    {
      schema: {
        params: presentationParams,
        querystring: noQuery,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['meetingUrl'],
          properties: {
            meetingUrl: { type: 'string', maxLength: 2000 },
            capacity: { anyOf: [{ type: 'integer', minimum: 1, maximum: 10000 }, { type: 'null' }] },
          },
        },
        response: { 200: object({ room: roomSchema }), ...failures },
      },
    },
    async (request) => {
      const manager = await app.requireManager(request);
      await onPresentation(app, request, request.params.id);
      const problem = meetingUrlProblem(request.body.meetingUrl);
      if (problem) throw fieldErrors([{ path: 'meetingUrl', code: problem }]);
      const room = await setRoom(
        app.db,
        { conferenceId, presentationId: request.params.id },
        { meetingUrl: request.body.meetingUrl.trim(), capacity: request.body.capacity ?? null },
        manager.user,
      );
      return { room: await roomView(app.db, room, manager.user.id, await defaultCapacity(), true) };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/web_api/mng/presentations/:id/room',
    { schema: { params: presentationParams, querystring: noQuery, ...noBody, response: { 200: ok, ...failures } } },
    async (request) => {
      const manager = await app.requireManager(request);
      await removeRoom(app.db, conferenceId, request.params.id, manager.user);
      return { ok: true };
    },
  );
};

export default roomRoutes;
