import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isManagerRole } from '../../engine/roles';
import { boardReplyInputSchema, manualInputSchema, threadInputSchema, type BoardReplyInput, type ManualInput, type ThreadInput } from '../../schemas/community';
import { ApiError } from '../core/errors';
import { dateTime, failures, idParam, noQuery, nullable, object, ok, pagerSchema, params } from '../core/routeSchemas';
import { sessionOrAddress } from '../plugins/rateLimits';
import { audit, audited } from '../services/audit';
import { createThread, listThreads, markThreadRead, readThread, removeReply, removeThread, replyToThread, type BoardViewer } from '../services/board';
import { loadOperationSettings } from '../services/operationSettings';
import { readManual, saveManual } from '../services/manual';
import { featureUser } from './featureAccess';

const bilingual = object({ ja: { type: 'string' }, en: { type: 'string' } });
const manualView = object({ bodyJa: { type: 'string' }, bodyEn: { type: 'string' }, version: { type: 'integer' }, updatedAt: nullable(dateTime) });
const threadSummary = object({
  id: { type: 'integer' },
  title: { type: 'string' },
  author: bilingual,
  createdAt: dateTime,
  lastPostedAt: dateTime,
  replyCount: { type: 'integer' },
  unread: { type: 'boolean' },
  mine: { type: 'boolean' },
});
const replyView = object({
  id: { type: 'integer' },
  author: bilingual,
  body: { type: 'string' },
  createdAt: dateTime,
  unread: { type: 'boolean' },
  mine: { type: 'boolean' },
});
const threadView = object({
  id: { type: 'integer' },
  title: { type: 'string' },
  body: { type: 'string' },
  author: bilingual,
  createdAt: dateTime,
  lastPostedAt: dateTime,
  mine: { type: 'boolean' },
  replies: { type: 'array', items: replyView },
});
/** Posting is limited per session, as comments are: a participant writes, a script floods. */
const posting = { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: sessionOrAddress } };

/**
 * The manual and the message board (issue 65). The manual: read by signed-in users while the
 * dashboard's isManual is on, written by managers. The board: approved participants and managers
 * while isMessageBoard is on; a post is removed by its writer or a manager (audited).
 */
const communityRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;

  app.get('/web_api/manual', { schema: { querystring: noQuery, response: { 200: manualView, ...failures } } }, async (request) => {
    const { user } = await app.requireUser(request);
    if (!isManagerRole(user.role) && !(await loadOperationSettings(app.db, conferenceId, 'dashboard')).isManual) throw new ApiError(403, 'manualOff');
    return readManual(app.db, conferenceId);
  });

  app.put<{ Body: ManualInput }>(
    '/web_api/mng/manual',
    { schema: { querystring: noQuery, body: manualInputSchema, response: { 200: manualView, ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      return audited(
        app.db,
        (tx) => saveManual(tx, conferenceId, user.id, request.body),
        (saved) => ({ conferenceId, action: 'manualSave', actor: user, detail: { version: saved.version } }),
      );
    },
  );

  async function boardViewer(request: FastifyRequest): Promise<BoardViewer & { user: Awaited<ReturnType<typeof app.requireUser>>['user'] }> {
    const { user, isManager } = await featureUser(app, request, (settings) => settings.isMessageBoard, 'boardOff');
    return { userId: user.id, isManager, user };
  }

  app.get<{ Querystring: { page?: number } }>(
    '/web_api/board/threads',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 } } },
        response: { 200: object({ items: { type: 'array', items: threadSummary }, pager: pagerSchema, unreadCount: { type: 'integer' } }), ...failures },
      },
    },
    async (request) => listThreads(app.db, conferenceId, await boardViewer(request), request.query.page ?? 1),
  );

  app.post<{ Body: ThreadInput }>(
    '/web_api/board/threads',
    { config: posting, schema: { querystring: noQuery, body: threadInputSchema, response: { 201: object({ id: { type: 'integer' } }), ...failures } } },
    async (request, reply) => reply.status(201).send({ id: await createThread(app.db, conferenceId, await boardViewer(request), request.body) }),
  );

  app.get<{ Params: { id: number } }>(
    '/web_api/board/threads/:id',
    { schema: { params: params({ id: idParam }), querystring: noQuery, response: { 200: threadView, ...failures } } },
    async (request) => readThread(app.db, conferenceId, await boardViewer(request), request.params.id),
  );

  app.put<{ Params: { id: number }; Body: { seenAt: string } }>(
    '/web_api/board/threads/:id/read',
    { schema: { params: params({ id: idParam }), querystring: noQuery, body: object({ seenAt: dateTime }), response: { 200: ok, ...failures } } },
    async (request) => {
      await markThreadRead(app.db, conferenceId, await boardViewer(request), request.params.id, new Date(request.body.seenAt));
      return { ok: true };
    },
  );

  app.post<{ Params: { id: number }; Body: BoardReplyInput }>(
    '/web_api/board/threads/:id/replies',
    {
      config: posting,
      schema: {
        params: params({ id: idParam }),
        querystring: noQuery,
        body: boardReplyInputSchema,
        response: { 201: object({ id: { type: 'integer' } }), ...failures },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ id: await replyToThread(app.db, conferenceId, await boardViewer(request), request.params.id, request.body) }),
  );

  /** A writer removes their own post; a manager removing someone else's is audited in the same transaction. */
  const removal = (remove: typeof removeThread) => async (request: FastifyRequest<{ Params: { id: number } }>) => {
    const viewer = await boardViewer(request);
    await app.db.transaction(async (tx) => {
      const removed = await remove(tx, conferenceId, viewer, request.params.id);
      if (removed.owner.id !== viewer.userId)
        await audit(tx, { conferenceId, action: 'boardRemove', actor: viewer.user, target: removed.owner, detail: { subject: removed.subject } });
    });
    return { ok: true };
  };
  const removeSchema = { schema: { params: params({ id: idParam }), querystring: noQuery, response: { 200: ok, ...failures } } };
  app.delete<{ Params: { id: number } }>('/web_api/board/threads/:id', removeSchema, removal(removeThread));
  app.delete<{ Params: { id: number } }>('/web_api/board/replies/:id', removeSchema, removal(removeReply));
};

export default communityRoutes;
