import { audited } from '../services/audit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { FieldError } from '../../engine/validate';
import { ApiError, fieldErrors } from '../core/errors';
import { notings } from '../db/schema';
import { sanitizeRichText } from '../services/sanitize';
import { NOTING_KEY_PATTERN, NOTING_MAX_LENGTH } from '../../schemas/notings';
import { RICH_TEXT_MARKUP_FACTOR, visibleLength } from '../../engine/richText';
import { failures, idParam, noQuery, object, params } from '../core/routeSchemas';

const KEY = new RegExp(NOTING_KEY_PATTERN);

function body(request: FastifyRequest, allowed: readonly string[]): Record<string, unknown> {
  const value = request.body;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ApiError(400, 'malformedBody');
  const unknown = Object.keys(value).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw fieldErrors(unknown.map((key) => ({ path: key, code: 'unknownField', params: { key } })));
  return value as Record<string, unknown>;
}

/** The two texts and the location, checked; each text is sanitized before it is stored. */
function texts(values: Record<string, unknown>) {
  const problems: FieldError[] = (['ja', 'en'] as const).flatMap((language): FieldError[] => {
    const text = values[language];
    if (typeof text !== 'string') return [{ path: language, code: 'required' }];
    // The limit counts what a reader sees; the markup around it is bounded too.
    return visibleLength(text) > NOTING_MAX_LENGTH || text.length > NOTING_MAX_LENGTH * RICH_TEXT_MARKUP_FACTOR
      ? [{ path: language, code: 'maxLength', params: { limit: NOTING_MAX_LENGTH } }]
      : [];
  });
  if (values.location !== undefined && (typeof values.location !== 'string' || values.location.length > 2000))
    problems.push({ path: 'location', code: 'invalidValue' });
  if (problems.length > 0) throw fieldErrors(problems);
  return { ja: sanitizeRichText(values.ja as string), en: sanitizeRichText(values.en as string), location: (values.location as string | undefined) ?? null };
}

const view = (row: typeof notings.$inferSelect) => ({ id: row.id, key: row.key, ja: row.ja, en: row.en });

/** Notings (docs/requirements/operation-area.md §7): everyone reads them; managers create and change them. */
const notingRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;

  const notingView = object({ id: { type: 'integer' }, key: { type: 'string' }, ja: { type: 'string' }, en: { type: 'string' } });
  const notingText = { type: 'string' } as const;
  app.get(
    '/web_api/notings',
    {
      schema: {
        querystring: noQuery,
        response: {
          200: object({
            notings: { type: 'object', additionalProperties: object({ id: { type: 'integer' }, ja: { type: 'string' }, en: { type: 'string' } }) },
          }),
          ...failures,
        },
      },
    },
    async () => {
      const rows = await app.db.select().from(notings).where(eq(notings.conferenceId, conferenceId));
      return { notings: Object.fromEntries(rows.map((row) => [row.key, { id: row.id, en: row.en, ja: row.ja }])) };
    },
  );

  app.post(
    '/web_api/mng/notings',
    {
      schema: {
        querystring: noQuery,
        body: { type: 'object', properties: { key: { type: 'string' }, ja: notingText, en: notingText, location: notingText } },
        response: { 201: object({ noting: notingView }), ...failures },
      },
    },
    async (request, reply) => {
      const viewer = await app.requireManager(request);
      const values = body(request, ['key', 'ja', 'en', 'location']);
      if (typeof values.key !== 'string' || !KEY.test(values.key)) throw fieldErrors([{ path: 'key', code: 'invalidValue' }]);
      const key = values.key;
      const row = await audited(
        app.db,
        async (tx) => {
          const [created] = await tx
            .insert(notings)
            .values({ conferenceId, key, ...texts(values), updatedBy: viewer.user.id })
            .onConflictDoNothing()
            .returning();
          if (!created) throw fieldErrors([{ path: 'key', code: 'notingExists' }]);
          return created;
        },
        { conferenceId, action: 'notingCreate', actor: viewer.user, detail: { subject: key } },
      );
      return reply.status(201).send({ noting: view(row) });
    },
  );

  app.patch<{ Params: { id: number } }>(
    '/web_api/mng/notings/:id',
    {
      schema: {
        params: params({ id: idParam }),
        querystring: noQuery,
        body: { type: 'object', properties: { ja: notingText, en: notingText, location: notingText } },
        response: { 200: object({ noting: notingView }), ...failures },
      },
    },
    async (request) => {
      const viewer = await app.requireManager(request);
      const id = request.params.id;
      const values = body(request, ['ja', 'en', 'location']);
      const row = await audited(
        app.db,
        async (tx) => {
          const [changed] = await tx
            .update(notings)
            .set({ ...texts(values), updatedBy: viewer.user.id, updatedAt: new Date() })
            .where(and(eq(notings.id, id), eq(notings.conferenceId, conferenceId)))
            .returning();
          if (!changed) throw new ApiError(404, 'notingNotFound');
          return changed;
        },
        (changed) => ({ conferenceId, action: 'notingUpdate', actor: viewer.user, detail: { subject: changed.key } }),
      );
      return { noting: view(row) };
    },
  );
};

export default notingRoutes;
