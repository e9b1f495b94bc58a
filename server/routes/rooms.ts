import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { meetingUrlProblem, roomOwnerKinds, roomOwnerSegments, type RoomOwner, type RoomOwnerKind } from '../../engine/live/rooms';
import { ApiError, fieldErrors } from '../core/errors';
import { failures, idParam, noBody, noQuery, nullable, object, ok, params } from '../core/routeSchemas';
import { programSessions } from '../db/schema';
import { loadConference } from '../services/conference';
import { joinRoom, leaveRoom, removeRoom, roomOf, roomView, setRoom, stayInRoom } from '../services/live/rooms';
import type { Viewer } from '../services/live/comments';
import { onPresentation, participant } from './presentationAccess';
import { sessionOrAddress } from '../plugins/rateLimits';

const roomSchema = object({
  id: { type: 'integer' },
  joined: { type: 'boolean' },
  full: { type: 'boolean' },
  meetingUrl: nullable({ type: 'string' }),
  capacity: nullable({ type: 'integer' }),
});
const ownerParams = params({ id: idParam });

/**
 * Discussion rooms of presentations and of sessions (issue 65), the same calls under
 * `/web_api/presentations/:id/room` and `/web_api/sessions/:id/room`: whether there is one and
 * whether it is full; a place taken, kept (the page's heartbeat) and given back; a manager's room
 * settings under `/web_api/mng/…`. Those who may take part on a presentation's page may enter
 * (presentationAccess.ts); a session's room, those who may read the program.
 */
const roomRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;
  const defaultCapacity = async () => (await loadConference(app.db, conferenceId))?.settings.discussionRoomCapacity ?? 50;

  /** A participant on an owner they may see: a presentation (public unless a manager asks) or a session of the conference. */
  async function onOwner(request: FastifyRequest, owner: RoomOwner): Promise<Viewer> {
    if (owner.kind === 'presentation') return onPresentation(app, request, owner.id);
    const viewer = await participant(request);
    const [session] = await app.db
      .select({ id: programSessions.id })
      .from(programSessions)
      .where(and(eq(programSessions.conferenceId, conferenceId), eq(programSessions.id, owner.id)));
    if (!session) throw new ApiError(404, 'roomNotFound');
    return viewer;
  }

  for (const kind of roomOwnerKinds) registerRoutes(kind);

  function registerRoutes(kind: RoomOwnerKind) {
    const base = `/web_api/${roomOwnerSegments[kind]}/:id/room`;
    const ownerOf = (request: FastifyRequest<{ Params: { id: number } }>): RoomOwner => ({ kind, id: request.params.id });

    /** The room of an owner the viewer may see, or 404 roomNotFound. */
    async function roomFor(request: FastifyRequest<{ Params: { id: number } }>) {
      const viewer = await onOwner(request, ownerOf(request));
      const room = await roomOf(app.db, conferenceId, ownerOf(request));
      if (!room) throw new ApiError(404, 'roomNotFound');
      return { viewer, room };
    }

    app.get<{ Params: { id: number } }>(
      base,
      {
        schema: {
          params: ownerParams,
          querystring: noQuery,
          response: {
            200: object({ room: nullable(roomSchema), mayManage: { type: 'boolean' }, defaultCapacity: nullable({ type: 'integer' }) }),
            ...failures,
          },
        },
      },
      async (request) => {
        const viewer = await onOwner(request, ownerOf(request));
        const [room, capacity] = await Promise.all([roomOf(app.db, conferenceId, ownerOf(request)), defaultCapacity()]);
        return {
          room: room ? await roomView(app.db, room, viewer.userId, capacity, viewer.isManager) : null,
          mayManage: viewer.isManager,
          // The capacity is not shown to attendees (§9).
          defaultCapacity: viewer.isManager ? capacity : null,
        };
      },
    );

    app.post<{ Params: { id: number } }>(
      `${base}/join`,
      {
        schema: { params: ownerParams, querystring: noQuery, ...noBody, response: { 200: object({ room: roomSchema }), ...failures } },
        config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: sessionOrAddress } },
      },
      async (request) => {
        const viewer = await onOwner(request, ownerOf(request));
        return { room: await joinRoom(app.db, conferenceId, ownerOf(request), viewer.userId, await defaultCapacity()) };
      },
    );

    app.put<{ Params: { id: number } }>(
      `${base}/presence`,
      {
        schema: { params: ownerParams, querystring: noQuery, ...noBody, response: { 200: ok, ...failures } },
        config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: sessionOrAddress } },
      },
      async (request) => {
        const { viewer, room } = await roomFor(request);
        await stayInRoom(app.db, room.id, viewer.userId);
        return { ok: true };
      },
    );

    app.delete<{ Params: { id: number } }>(
      `${base}/presence`,
      { schema: { params: ownerParams, querystring: noQuery, ...noBody, response: { 200: ok, ...failures } } },
      async (request) => {
        const { viewer, room } = await roomFor(request);
        await leaveRoom(app.db, room.id, viewer.userId);
        return { ok: true };
      },
    );

    app.put<{ Params: { id: number }; Body: { meetingUrl: string; capacity?: number | null } }>(
      `/web_api/mng/${roomOwnerSegments[kind]}/:id/room`,
      {
        schema: {
          params: ownerParams,
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
        await onOwner(request, ownerOf(request));
        const problem = meetingUrlProblem(request.body.meetingUrl);
        if (problem) throw fieldErrors([{ path: 'meetingUrl', code: problem }]);
        const room = await setRoom(
          app.db,
          conferenceId,
          ownerOf(request),
          { meetingUrl: request.body.meetingUrl.trim(), capacity: request.body.capacity ?? null },
          manager.user,
        );
        return { room: await roomView(app.db, room, manager.user.id, await defaultCapacity(), true) };
      },
    );

    app.delete<{ Params: { id: number } }>(
      `/web_api/mng/${roomOwnerSegments[kind]}/:id/room`,
      { schema: { params: ownerParams, querystring: noQuery, ...noBody, response: { 200: ok, ...failures } } },
      async (request) => {
        const manager = await app.requireManager(request);
        await removeRoom(app.db, conferenceId, ownerOf(request), manager.user);
        return { ok: true };
      },
    );
  }
};

export default roomRoutes;
