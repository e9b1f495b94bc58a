import type { FastifyPluginAsync } from 'fastify';
import { HIDE_REASON_MAX_LENGTH } from '../../engine/live/comments';
import { ApiError, fieldErrors } from '../core/errors';
import { failures, idParam, noBody, noQuery, nullable, object, ok, params } from '../core/routeSchemas';
import { loadConference } from '../services/conference';
import { deleteComment, editComment, hideComment, postComment, presentationTalk, setLike } from '../services/live/comments';
import { sessionOrAddress } from '../plugins/rateLimits';
import { onPresentation, participant } from './presentationAccess';
import { eventBounds, eventsAfter, RESUME_LIMIT, type LiveEvent } from '../services/live/liveEvents';

/** Pages one process holds open at most; the next is told to come back (503). */
export const MAX_OPEN_PAGES = 10_000;
/** A page that reads slower than events arrive is let go past this many unsent bytes; it reconnects and resumes. */
const MAX_UNSENT_BYTES = 1024 * 1024;
const PING_EVERY_MS = 25_000;

const name = object({ ja: { type: 'string' }, en: { type: 'string' } });
const commentView = object({
  id: { type: 'integer' },
  presentationId: { type: 'integer' },
  authorId: { type: 'integer' },
  author: name,
  body: { type: 'string' },
  createdAt: { type: 'string' },
  editedAt: nullable({ type: 'string' }),
  hidden: nullable(object({ reason: { type: 'string' } })),
});
const likesView = object({ count: { type: 'integer' }, liked: { type: 'boolean' } });
const bodyOnly = (property: string, maxLength: number) => ({
  type: 'object',
  additionalProperties: false,
  required: [property],
  properties: { [property]: { type: 'string', maxLength } },
});
// The schema bounds what is read; the conference's own limit (in graphemes) is checked after.
const commentBody = bodyOnly('body', 20_000);
const presentationParams = params({ id: idParam });

/**
 * Comments, likes and the live stream of a presentation's page (issue 65), for those who may take
 * part on it (presentationAccess.ts).
 */
const liveRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;

  const maxLength = async () => (await loadConference(app.db, conferenceId))?.settings.commentMaxLength ?? 1000;

  app.get<{ Params: { id: number } }>(
    '/web_api/presentations/:id/talk',
    {
      schema: {
        params: presentationParams,
        querystring: noQuery,
        response: {
          200: object({ comments: { type: 'array', items: commentView }, likes: likesView, lastEventId: { type: 'integer' }, maxLength: { type: 'integer' } }),
          ...failures,
        },
      },
    },
    async (request) => {
      const viewer = await onPresentation(app, request, request.params.id);
      return { ...(await presentationTalk(app.db, conferenceId, request.params.id, viewer)), maxLength: await maxLength() };
    },
  );

  app.post<{ Params: { id: number }; Body: { body: string } }>(
    '/web_api/presentations/:id/comments',
    {
      schema: { params: presentationParams, querystring: noQuery, body: commentBody, response: { 201: object({ comment: commentView }), ...failures } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: sessionOrAddress } },
    },
    async (request, reply) => {
      const viewer = await onPresentation(app, request, request.params.id);
      const comment = await postComment(app.db, conferenceId, request.params.id, viewer.userId, request.body.body, await maxLength());
      return reply.code(201).send({ comment });
    },
  );

  app.patch<{ Params: { id: number }; Body: { body: string } }>(
    '/web_api/comments/:id',
    { schema: { params: params({ id: idParam }), querystring: noQuery, body: commentBody, response: { 200: object({ comment: commentView }), ...failures } } },
    async (request) => {
      const viewer = await participant(request);
      return { comment: await editComment(app.db, conferenceId, request.params.id, viewer.userId, request.body.body, await maxLength()) };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/web_api/comments/:id',
    { schema: { params: params({ id: idParam }), querystring: noQuery, response: { 200: ok, ...failures } } },
    async (request) => {
      const viewer = await participant(request);
      await deleteComment(app.db, conferenceId, request.params.id, viewer.userId);
      return { ok: true };
    },
  );

  app.post<{ Params: { id: number }; Body: { reason: string } }>(
    '/web_api/mng/comments/:id/hide',
    {
      schema: {
        params: params({ id: idParam }),
        querystring: noQuery,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['reason'],
          properties: { reason: { type: 'string', minLength: 1, maxLength: HIDE_REASON_MAX_LENGTH } },
        },
        response: { 200: object({ comment: commentView }), ...failures },
      },
    },
    async (request) => {
      const manager = await app.requireManager(request);
      const reason = request.body.reason.trim();
      if (!reason) throw fieldErrors([{ path: 'reason', code: 'required' }]);
      return { comment: await hideComment(app.db, conferenceId, request.params.id, manager.user, reason) };
    },
  );

  for (const [method, liked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route<{ Params: { id: number } }>({
      method,
      url: '/web_api/presentations/:id/like',
      schema: { params: presentationParams, querystring: noQuery, ...noBody, response: { 200: object({ likes: likesView }), ...failures } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: sessionOrAddress } },
      handler: async (request) => {
        const viewer = await onPresentation(app, request, request.params.id);
        return { likes: await setLike(app.db, conferenceId, request.params.id, viewer.userId, liked) };
      },
    });
  }

  /**
   * The page's live stream (server-sent events): each event of the presentation after the last one
   * the page has (`Last-Event-ID` when the browser reconnects, else `after`, the id the comments
   * were read at), then every new one as it is committed, on whichever process it happened. A page
   * that was away for too long, or for events no longer kept, is sent `reset` and reads the
   * comments again.
   */
  app.get<{ Params: { id: number }; Querystring: { after?: number } }>(
    '/web_api/presentations/:id/live',
    {
      schema: {
        params: presentationParams,
        querystring: { type: 'object', additionalProperties: false, properties: { after: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } } },
        response: { ...failures },
      },
      config: { liveStream: true },
    },
    async (request, reply) => {
      const presentationId = request.params.id;
      await onPresentation(app, request, presentationId);
      if (app.liveHub.openPages >= MAX_OPEN_PAGES) throw new ApiError(503, 'liveStreamsFull');
      const resumeFrom = Number(request.headers['last-event-id']);
      let lastId = Number.isSafeInteger(resumeFrom) && resumeFrom >= 0 ? resumeFrom : (request.query.after ?? (await eventBounds(app.db, presentationId)).last);

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      const send = (text: string) => {
        if (raw.destroyed) return;
        if (raw.writableLength > MAX_UNSENT_BYTES) {
          raw.destroy();
          return;
        }
        raw.write(text);
      };
      const write = (event: LiveEvent) => {
        if (event.id <= lastId) return;
        lastId = event.id;
        send(`id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`);
      };
      send('retry: 2000\n\n');

      // While the events after lastId are read, new ones wait here, and are sent after (once each).
      let waiting: LiveEvent[] | undefined;
      let again = false;
      const catchUp = async () => {
        if (waiting) {
          again = true;
          return;
        }
        waiting = [];
        try {
          do {
            again = false;
            const { last, oldestKept } = await eventBounds(app.db, presentationId);
            const lost = lastId > 0 && lastId < last && (oldestKept === 0 || lastId < oldestKept - 1);
            const events = lost ? [] : await eventsAfter(app.db, presentationId, lastId);
            if (lost || events.length > RESUME_LIMIT) {
              lastId = Math.max(lastId, last);
              send(`id: ${lastId}\nevent: reset\ndata: {}\n\n`);
            } else {
              for (const event of events) write(event);
            }
          } while (again);
        } catch (error) {
          request.log.warn({ err: error, presentationId }, 'live catch-up failed');
          raw.destroy();
        } finally {
          const held = waiting ?? [];
          waiting = undefined;
          for (const event of held) write(event);
        }
      };
      const unsubscribe = app.liveHub.subscribe(presentationId, {
        event: (event) => (waiting ? waiting.push(event) : write(event)),
        catchUp: () => void catchUp(),
        // The server is closing: the connection goes with it, and the page reconnects (to another process).
        end: () => raw.destroy(),
      });
      const ping = setInterval(() => send(': ping\n\n'), PING_EVERY_MS);
      raw.on('close', () => {
        clearInterval(ping);
        unsubscribe();
      });
      await catchUp();
    },
  );
};

export default liveRoutes;
