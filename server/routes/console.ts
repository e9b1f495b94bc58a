import { audit, audited } from '../services/audit';
import type { FastifyPluginAsync } from 'fastify';
import { auditActions, type AuditAction } from '../../engine/auditActions';
import { clientRoutes } from '../../engine/routes';
import {
  announcementInputSchema,
  inquiryInputSchema,
  replyInputSchema,
  type AnnouncementInput,
  type InquiryInput,
  type ReplyInput,
} from '../../schemas/console';
import { listAudit } from '../services/audit';
import {
  createAnnouncement,
  deleteAnnouncement,
  managedAnnouncements,
  markAnnouncementRead,
  publishedAnnouncements,
  setAnnouncementPublished,
  updateAnnouncement,
} from '../services/announcements';
import { endImpersonation, startImpersonation } from '../services/impersonation';
import {
  createInquiry,
  inquiryStatuses,
  managedInquiries,
  markRepliesRead,
  myInquiries,
  openInquiry,
  replyToInquiry,
  setInquiryRead,
  type InquiryStatus,
} from '../services/inquiries';
import { publicUser, publicUserSchema } from '../services/sessions';
import { failures, idParam, noBody, noQuery, object, ok, params } from '../core/routeSchemas';

const timestamp = { type: 'string' } as const;
const announcementFields = {
  id: { type: 'integer' },
  titleJa: { type: 'string' },
  titleEn: { type: 'string' },
  bodyJa: { type: 'string' },
  bodyEn: { type: 'string' },
  publishedAt: { type: ['string', 'null'] },
  updatedAt: timestamp,
};
const replyView = object({ id: { type: 'integer' }, body: { type: 'string' }, createdAt: timestamp, isRead: { type: 'boolean' } });
const inquiryFields = { id: { type: 'integer' }, subject: { type: 'string' }, body: { type: 'string' }, createdAt: timestamp, isRead: { type: 'boolean' } };
const senderView = object({
  id: { type: 'integer' },
  email: { type: 'string' },
  nameSei: { type: 'string' },
  nameMei: { type: 'string' },
  nameSeiKanji: { type: ['string', 'null'] },
  nameMeiKanji: { type: ['string', 'null'] },
  nameEn1: { type: ['string', 'null'] },
  nameEn3: { type: ['string', 'null'] },
});
const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  per: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

/**
 * The managers' console beyond the users list (issue 19): impersonation and its audit log,
 * announcements, and inquiries with replies. Attendees' sides: reading announcements, writing
 * inquiries and reading replies.
 */
const consoleRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;
  const mailLimit = { rateLimit: { max: app.config.mailRateLimit, timeWindow: '15 minutes' } };

  // Impersonation: the session stays the manager's; the viewer becomes the user until "back".
  app.post<{ Body: { userId: number } }>(
    '/web_api/mng/impersonation',
    {
      schema: { querystring: noQuery, body: object({ userId: idParam }), response: { 200: object({ user: publicUserSchema }), ...failures } },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const target = await startImpersonation(app.db, conferenceId, viewer, request.body.userId);
      return { user: publicUser(target) };
    },
  );

  app.delete(
    '/web_api/impersonation',
    { schema: { querystring: noQuery, response: { 200: object({ ended: { type: 'boolean' } }), ...failures } } },
    async (request) => {
      const { ended } = await endImpersonation(app.db, conferenceId, await request.viewer());
      return { ended };
    },
  );

  app.get<{ Querystring: { page: number; per: number; action?: AuditAction; userId?: number } }>(
    '/web_api/mng/audit_log',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...pageQuery, action: { type: 'string', enum: auditActions }, userId: idParam },
        },
        response: {
          200: object({
            total: { type: 'integer' },
            entries: {
              type: 'array',
              items: object({
                id: { type: 'integer' },
                action: { type: 'string', enum: auditActions },
                actorId: { type: ['integer', 'null'] },
                actorEmail: { type: 'string' },
                targetUserId: { type: ['integer', 'null'] },
                targetEmail: { type: ['string', 'null'] },
                detail: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } },
                at: timestamp,
              }),
            },
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      await app.requireManager(request);
      const { page, per, action, userId } = request.query;
      return listAudit(app.db, conferenceId, { page, per, actions: action ? [action] : undefined, userId });
    },
  );

  // Announcements.
  app.get(
    '/web_api/announcements',
    {
      schema: {
        querystring: noQuery,
        response: {
          200: object({ items: { type: 'array', items: object({ ...announcementFields, isRead: { type: 'boolean' } }) }, unreadCount: { type: 'integer' } }),
          ...failures,
        },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return publishedAnnouncements(app.db, conferenceId, user.id);
    },
  );

  app.put<{ Params: { id: number } }>(
    '/web_api/announcements/:id/read',
    { schema: { params: params({ id: idParam }), querystring: noQuery, ...noBody, response: { 200: ok, ...failures } } },
    async (request) => {
      const { user } = await app.requireUser(request);
      await markAnnouncementRead(app.db, conferenceId, user.id, request.params.id);
      return { ok: true };
    },
  );

  const managedView = object({ ...announcementFields, readCount: { type: 'integer' } });
  app.get(
    '/web_api/mng/announcements',
    { schema: { querystring: noQuery, response: { 200: object({ items: { type: 'array', items: managedView } }), ...failures } } },
    async (request) => {
      await app.requireManager(request);
      return { items: await managedAnnouncements(app.db, conferenceId) };
    },
  );

  const announcementBody = { ...announcementInputSchema, properties: { ...announcementInputSchema.properties, publish: { type: 'boolean' } } };
  app.post<{ Body: AnnouncementInput & { publish?: boolean } }>(
    '/web_api/mng/announcements',
    {
      schema: { querystring: noQuery, body: announcementBody, response: { 201: object({ announcement: object(announcementFields) }), ...failures } },
    },
    async (request, reply) => {
      const { user } = await app.requireManager(request);
      const { publish = false, ...input } = request.body;
      const announcement = await audited(
        app.db,
        (tx) => createAnnouncement(tx, conferenceId, user, input, publish),
        (created) => ({ conferenceId, action: 'announcementCreate', actor: user, detail: { announcementId: created.id, subject: created.titleJa } }),
      );
      return reply.status(201).send({ announcement });
    },
  );

  app.put<{ Params: { id: number }; Body: AnnouncementInput }>(
    '/web_api/mng/announcements/:id',
    {
      schema: {
        params: params({ id: idParam }),
        querystring: noQuery,
        body: announcementInputSchema,
        response: { 200: object({ announcement: object(announcementFields) }), ...failures },
      },
    },
    async (request) => {
      const { user } = await app.requireManager(request);
      const entry = (changed: { id: number; titleJa: string }) =>
        ({ conferenceId, action: 'announcementUpdate', actor: user, detail: { announcementId: changed.id, subject: changed.titleJa } }) as const;
      return { announcement: await audited(app.db, (tx) => updateAnnouncement(tx, conferenceId, user, request.params.id, request.body), entry) };
    },
  );

  app.put<{ Params: { id: number }; Body: { published: boolean } }>(
    '/web_api/mng/announcements/:id/published',
    {
      schema: {
        params: params({ id: idParam }),
        querystring: noQuery,
        body: object({ published: { type: 'boolean' } }),
        response: { 200: object({ announcement: object(announcementFields) }), ...failures },
      },
    },
    async (request) => {
      const { user } = await app.requireManager(request);
      const action = request.body.published ? 'announcementPublish' : 'announcementUnpublish';
      const entry = (changed: { id: number; titleJa: string }) =>
        ({ conferenceId, action, actor: user, detail: { announcementId: changed.id, subject: changed.titleJa } }) as const;
      return {
        announcement: await audited(app.db, (tx) => setAnnouncementPublished(tx, conferenceId, user, request.params.id, request.body.published), entry),
      };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/web_api/mng/announcements/:id',
    { schema: { params: params({ id: idParam }), querystring: noQuery, response: { 200: ok, ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      const { id } = request.params;
      await audited(app.db, (tx) => deleteAnnouncement(tx, conferenceId, id), {
        conferenceId,
        action: 'announcementDelete',
        actor: user,
        detail: { announcementId: id },
      });
      return { ok: true };
    },
  );

  // Inquiries.
  const myInquiryView = object({ ...inquiryFields, replies: { type: 'array', items: replyView } });
  app.get(
    '/web_api/inquiries',
    {
      schema: {
        querystring: noQuery,
        response: { 200: object({ items: { type: 'array', items: myInquiryView }, unreadReplies: { type: 'integer' } }), ...failures },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return myInquiries(app.db, conferenceId, user.id);
    },
  );

  app.post<{ Body: InquiryInput }>(
    '/web_api/inquiries',
    {
      config: mailLimit,
      schema: { querystring: noQuery, body: inquiryInputSchema, response: { 201: object({ inquiry: myInquiryView }), ...failures } },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      return reply.status(201).send({ inquiry: await createInquiry(app.db, conferenceId, user, request.body) });
    },
  );

  app.put<{ Params: { id: number } }>(
    '/web_api/inquiries/:id/read',
    { schema: { params: params({ id: idParam }), querystring: noQuery, ...noBody, response: { 200: ok, ...failures } } },
    async (request) => {
      const { user } = await app.requireUser(request);
      await markRepliesRead(app.db, conferenceId, user.id, request.params.id);
      return { ok: true };
    },
  );

  const managedInquiry = object({ ...inquiryFields, sender: senderView, replyCount: { type: 'integer' } });
  app.get<{ Querystring: { status: InquiryStatus; page: number; per: number } }>(
    '/web_api/mng/inquiries',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { status: { type: 'string', enum: inquiryStatuses, default: 'all' }, ...pageQuery },
        },
        response: {
          200: object({ total: { type: 'integer' }, unreadCount: { type: 'integer' }, items: { type: 'array', items: managedInquiry } }),
          ...failures,
        },
      },
    },
    async (request) => {
      await app.requireManager(request);
      const { status, page, per } = request.query;
      return managedInquiries(app.db, conferenceId, status, page, per);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/web_api/mng/inquiries/:id',
    {
      schema: {
        params: params({ id: idParam }),
        querystring: noQuery,
        response: { 200: object({ inquiry: object({ ...inquiryFields, sender: senderView, replies: { type: 'array', items: replyView } }) }), ...failures },
      },
    },
    async (request) => {
      await app.requireManager(request);
      return { inquiry: await openInquiry(app.db, conferenceId, request.params.id) };
    },
  );

  app.put<{ Params: { id: number }; Body: { read: boolean } }>(
    '/web_api/mng/inquiries/:id/read',
    {
      schema: { params: params({ id: idParam }), querystring: noQuery, body: object({ read: { type: 'boolean' } }), response: { 200: ok, ...failures } },
    },
    async (request) => {
      const { user } = await app.requireManager(request);
      const { id } = request.params;
      const action = request.body.read ? 'inquiryRead' : 'inquiryUnread';
      await audited(app.db, (tx) => setInquiryRead(tx, conferenceId, id, request.body.read), { conferenceId, action, actor: user, detail: { inquiryId: id } });
      return { ok: true };
    },
  );

  app.post<{ Params: { id: number }; Body: ReplyInput }>(
    '/web_api/mng/inquiries/:id/replies',
    {
      schema: { params: params({ id: idParam }), querystring: noQuery, body: replyInputSchema, response: { 201: object({ reply: replyView }), ...failures } },
    },
    async (request, reply) => {
      const { user } = await app.requireManager(request);
      const link = new URL(clientRoutes.inquiries, app.config.publicUrl).toString();
      // Not one transaction: the mail is queued in between, and a reply whose mail cannot be queued is taken back.
      const sent = await replyToInquiry(app.db, app.mailer, { conferenceId, actor: user, id: request.params.id, input: request.body, link });
      await audit(app.db, { conferenceId, action: 'inquiryReply', actor: user, detail: { inquiryId: request.params.id } });
      return reply.status(201).send({ reply: sent });
    },
  );
};

export default consoleRoutes;
