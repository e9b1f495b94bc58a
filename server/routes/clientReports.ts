import type { FastifyPluginAsync } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { checkContent } from '../services/fileContent';
import { ApiError, fieldErrors } from '../core/errors';
import { clientReports } from '../db/schema';
import type { FieldError } from '../../engine/validate';
import { multipartParts, partBytes } from '../services/multipartParts';
import { failures, idParam, multipart, noQuery, object, params } from '../core/routeSchemas';

/** A full-window capture of a large screen, with room to spare. */
const SCREEN_MAX_BYTES = 15 * 1024 * 1024;
const COMMENTS_MAX = 50;
const COMMENT_MAX = 2000;

/** Width and height from a PNG's IHDR chunk (bytes 16 to 24). */
const pngSize = (data: Buffer) => ({ width: data.readUInt32BE(16), height: data.readUInt32BE(20) });

/**
 * Feedback mode's report (docs/requirements/operation-area.md §7): anyone may send one (no role check, §6),
 * with CSRF like every state-changing call; the screen must be a PNG by its bytes. Managers list
 * them and open their images.
 */
const clientReportRoutes: FastifyPluginAsync = async (app) => {
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
          conferenceId: app.config.conference,
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

  const report = object({
    id: { type: 'integer' },
    comments: { type: 'array', items: { type: 'string' } },
    location: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    status: { type: 'string' },
    userId: { type: ['integer', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    screenUrl: { type: 'string' },
  });
  app.get(
    '/web_api/mng/client_reports',
    { schema: { querystring: noQuery, response: { 200: object({ clientReports: { type: 'array', items: report } }), ...failures } } },
    async (request) => {
      await app.requireManager(request);
      const rows = await app.db
        .select({
          id: clientReports.id,
          comments: clientReports.comments,
          location: clientReports.location,
          width: clientReports.width,
          height: clientReports.height,
          status: clientReports.status,
          userId: clientReports.userId,
          createdAt: clientReports.createdAt,
        })
        .from(clientReports)
        .where(eq(clientReports.conferenceId, app.config.conference))
        .orderBy(desc(clientReports.id))
        .limit(200);
      return { clientReports: rows.map((row) => ({ ...row, screenUrl: `/web_api/mng/client_reports/${row.id}/screen` })) };
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
      const [row] = await app.db.select().from(clientReports).where(eq(clientReports.id, request.params.id));
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
