import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { checkContent } from '../services/fileContent';
import { ApiError, fieldErrors } from '../core/errors';
import { clientReports } from '../db/schema';
import type { FieldError } from '../../engine/validate';
import { multipartParts, partBytes } from '../services/multipartParts';
import { failures, idParam, multipart, noQuery, object, params } from '../core/routeSchemas';
import { audited } from '../services/audit';
import { csvRecords, sendCsv } from '../services/csv';
import {
  countFeedbackReports,
  feedbackReportBatches,
  feedbackReportCsvColumns,
  listFeedbackReports,
  setFeedbackReportStatus,
} from '../services/feedbackReports';
import { FEEDBACK_REPORTS_PER_PAGE, feedbackReportStatuses, type FeedbackReportStatus } from '../../engine/feedbackReports';
import type { Language } from '../../schemas/conferenceSettings';
import { feedbackReportSchema } from '../../schemas/feedbackReports';

/** A full-window capture of a large screen, with room to spare. */
const SCREEN_MAX_BYTES = 15 * 1024 * 1024;
const COMMENTS_MAX = 50;
const COMMENT_MAX = 2000;

/** Width and height from a PNG's IHDR chunk (bytes 16 to 24). */
const pngSize = (data: Buffer) => ({ width: data.readUInt32BE(16), height: data.readUInt32BE(20) });

/**
 * Feedback mode's report (docs/requirements/operation-area.md §7): anyone may send one (no role check, §6),
 * with CSRF like every state-changing call; the screen must be a PNG by its bytes. Managers list
 * them, open their images, move them through §4's states and download them as CSV.
 */
const clientReportRoutes: FastifyPluginAsync = async (app) => {
  const conference = app.config.conference;
  app.post(
    '/web_api/client_reports',
    {
      config: { rateLimit: { max: app.config.uploadRateLimit, timeWindow: '1 hour' } },
      schema: { ...multipart, querystring: noQuery, response: { 201: object({ ok: { type: 'boolean' }, id: { type: 'integer' } }), ...failures } },
    },
    async (request, reply) => {
      const comments: string[] = [];
      let location: string | undefined;
      let screen: Buffer | undefined;
      const problems: FieldError[] = [];
      try {
        for await (const part of multipartParts(request, { files: 1, fields: COMMENTS_MAX + 2, fieldSize: COMMENT_MAX * 4, fileSize: SCREEN_MAX_BYTES })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'client_report[screen]' || screen) {
              problems.push({ path: part.fieldname, code: 'unknownField', params: { key: part.fieldname } });
              await part.toBuffer().catch(() => undefined);
            } else {
              screen = await partBytes(part);
            }
            continue;
          }
          if (part.valueTruncated) throw new ApiError(413, 'bodyTooLarge');
          const value = String(part.value);
          if (part.fieldname === 'client_report[comments][]') comments.push(value.slice(0, COMMENT_MAX));
          else if (part.fieldname === 'client_report[location]' && location === undefined) location = value.slice(0, 2000);
          else problems.push({ path: part.fieldname, code: 'unknownField', params: { key: part.fieldname } });
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw fieldErrors([{ path: 'client_report[screen]', code: 'fileTooLarge', params: { limit: SCREEN_MAX_BYTES / (1024 * 1024) } }]);
        }
        throw error;
      }
      if (!screen) problems.push({ path: 'client_report[screen]', code: 'required' });
      else if ((await fileTypeFromBuffer(screen))?.mime !== 'image/png' || !(await checkContent('image/png', screen)).ok)
        problems.push({ path: 'client_report[screen]', code: 'screenNotPng' });
      if (!location) problems.push({ path: 'client_report[location]', code: 'required' });
      if (problems.length > 0) throw fieldErrors(problems);
      const viewer = await request.viewer();
      await app.takeUploadCapacity(screen!.length, viewer?.user.id);
      const { width, height } = pngSize(screen!);
      const [row] = await app.db
        .insert(clientReports)
        .values({
          conferenceId: conference,
          comments,
          screen: screen!,
          width,
          height,
          location: location!,
          userId: viewer?.user.id ?? null,
          userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
        })
        .returning({ id: clientReports.id });
      return reply.status(201).send({ ok: true, id: row!.id });
    },
  );

  const reportView = feedbackReportSchema;
  const status = { type: 'string', enum: [...feedbackReportStatuses] } as const;

  /** The console's list of feedback reports (issue 67): newest first, a page at a time, by state. */
  app.get<{ Querystring: { status?: FeedbackReportStatus; page?: number } }>(
    '/web_api/mng/client_reports',
    {
      schema: {
        querystring: object({ status, page: { type: 'integer', minimum: 1, maximum: 100_000 } }, []),
        response: {
          200: object({
            clientReports: { type: 'array', items: reportView },
            totalCount: { type: 'integer' },
            page: { type: 'integer' },
            totalPages: { type: 'integer' },
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      await app.requireManager(request);
      const page = request.query.page ?? 1;
      const { reports, total } = await listFeedbackReports(app.db, conference, { status: request.query.status, page, per: FEEDBACK_REPORTS_PER_PAGE });
      return { clientReports: reports, totalCount: total, page, totalPages: Math.max(1, Math.ceil(total / FEEDBACK_REPORTS_PER_PAGE)) };
    },
  );

  app.put<{ Params: { id: number }; Body: { status: FeedbackReportStatus } }>(
    '/web_api/mng/client_reports/:id/status',
    {
      schema: {
        params: params({ id: idParam }),
        querystring: noQuery,
        body: object({ status }),
        response: { 200: object({ ok: { type: 'boolean' } }), ...failures },
      },
    },
    async (request) => {
      const { user } = await app.requireManager(request);
      const { id } = request.params;
      const to = request.body.status;
      await audited(
        app.db,
        (tx) => setFeedbackReportStatus(tx, conference, id, to),
        (from) => ({
          conferenceId: conference,
          action: 'feedbackReportStatus',
          actor: user,
          detail: { reportId: id, previousStatus: from, status: to },
        }),
      );
      return { ok: true };
    },
  );

  app.get<{ Querystring: { status?: FeedbackReportStatus; lang?: Language } }>(
    '/web_api/mng/client_reports.csv',
    { schema: { querystring: object({ status, lang: { type: 'string', enum: ['ja', 'en'] } }, []), response: failures } },
    async (request, reply) => {
      await app.requireManager(request);
      const language = request.query.lang ?? 'ja';
      const { status: only } = request.query;
      return sendCsv(reply, {
        name: 'feedback-reports',
        language,
        total: await countFeedbackReports(app.db, conference, only),
        records: csvRecords(feedbackReportCsvColumns, feedbackReportBatches(app.db, conference, only), language),
      });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/web_api/mng/client_reports/:id/screen',
    {
      // 200 is the PNG's bytes, not JSON.
      schema: { params: params({ id: idParam }), querystring: noQuery, response: failures },
    },
    async (request, reply) => {
      await app.requireManager(request);
      const [row] = await app.db
        .select({ screen: clientReports.screen })
        .from(clientReports)
        .where(and(eq(clientReports.id, request.params.id), eq(clientReports.conferenceId, conference)));
      if (!row) throw new ApiError(404, 'fileNotFound');
      return reply
        .header('Content-Type', 'image/png')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(row.screen);
    },
  );
};

export default clientReportRoutes;
