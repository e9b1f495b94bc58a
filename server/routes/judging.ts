import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from '../services/csv';
import {
  evaluationDataSchema,
  evaluationStatuses,
  reviewDataSchema,
  reviewRequestStatuses,
  reviewResults,
  type EvaluationData,
  type ReviewData,
} from '../../schemas/judging';
import { resultTable } from '../../engine/judging/results';
import { loadJudging, resultRows, saveEvaluation } from '../services/evaluations';
import { getReview, reviewerView, saveReview } from '../services/reviews';
import { failures, idParam, noQuery, object, params, stored } from '../core/routeSchemas';

const version = { type: 'integer', minimum: 0, maximum: 2_147_483_647 } as const;
const evaluationView = object({
  id: { type: 'integer' },
  status: { type: 'string', enum: evaluationStatuses },
  version: { type: 'integer' },
  scores: { type: 'object', additionalProperties: { type: 'integer' } },
  comment: { type: 'string' },
  confirmedAt: { type: ['string', 'null'] },
});
const reviewView = object({
  requestId: { type: 'integer' },
  result: { type: 'string', enum: reviewResults },
  version: { type: 'integer' },
  data: { type: 'object', additionalProperties: true },
  updatedAt: { type: 'string' },
});

/**
 * The judging forms over HTTP (issue 18): their settings, an evaluator's save or confirmation, a
 * reviewer's save, and the managers' results as CSV. Bodies are the forms' values; the services run
 * the engine's checks, as the browser did.
 */
const judgingRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;

  app.get(
    '/web_api/judging_forms',
    { schema: { querystring: noQuery, response: { 200: object({ evaluation: stored, reviewQuestions: { type: 'array', items: stored } }), ...failures } } },
    async (request) => {
      await app.requireUser(request);
      const settings = await loadJudging(app.db, conferenceId);
      const { questions } = await reviewerView(app.db, conferenceId);
      return { evaluation: settings.evaluation, reviewQuestions: questions };
    },
  );

  app.put<{ Params: { presentationId: number }; Body: EvaluationData & { confirm: boolean; version: number } }>(
    '/web_api/evaluations/:presentationId',
    {
      schema: {
        params: params({ presentationId: idParam }),
        querystring: noQuery,
        body: object({ ...evaluationDataSchema.properties, confirm: { type: 'boolean' }, version }, ['confirm', 'version']),
        response: { 200: object({ evaluation: evaluationView }), ...failures },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      const { confirm, version: read, ...data } = request.body;
      const row = await saveEvaluation(app.db, { conferenceId, user, presentationId: request.params.presentationId, data, confirm, version: read });
      return {
        evaluation: {
          id: row.id,
          status: row.status,
          version: row.version,
          scores: row.scores as Record<string, number>,
          comment: row.comment,
          confirmedAt: row.confirmedAt?.toISOString() ?? null,
        },
      };
    },
  );

  app.get<{ Params: { requestId: number } }>(
    '/web_api/reviews/:requestId',
    {
      schema: {
        params: params({ requestId: idParam }),
        querystring: noQuery,
        response: {
          200: object({
            request: object({ id: { type: 'integer' }, status: { type: 'string', enum: reviewRequestStatuses } }),
            application: object({
              id: { type: 'integer' },
              kind: { type: 'string' },
              name: { type: 'string' },
              nameEn: { type: ['string', 'null'] },
              data: stored,
            }),
            review: { anyOf: [reviewView, { type: 'null' }] },
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      const { request: asked, application, review } = await getReview(app.db, conferenceId, user, request.params.requestId);
      return {
        request: { id: asked.id, status: asked.status },
        application: {
          id: application.id,
          kind: application.kind,
          name: application.name,
          nameEn: application.nameEn,
          data: application.data as Record<string, unknown>,
        },
        review: review
          ? {
              requestId: review.requestId,
              result: review.result,
              version: review.version,
              data: review.data as Record<string, unknown>,
              updatedAt: review.updatedAt.toISOString(),
            }
          : null,
      };
    },
  );

  app.put<{ Params: { requestId: number }; Body: { data: ReviewData; version: number } }>(
    '/web_api/reviews/:requestId',
    {
      schema: {
        params: params({ requestId: idParam }),
        querystring: noQuery,
        body: object({ data: reviewDataSchema, version }),
        response: { 200: object({ review: reviewView }), ...failures },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      const row = await saveReview(app.db, { conferenceId, user, requestId: request.params.requestId, data: request.body.data, version: request.body.version });
      return {
        review: {
          requestId: row.requestId,
          result: row.result,
          version: row.version,
          data: row.data as Record<string, unknown>,
          updatedAt: row.updatedAt.toISOString(),
        },
      };
    },
  );

  /** The results table as CSV, UTF-8 with a byte-order mark so Excel reads the Japanese as it is. */
  app.get<{ Querystring: { lang?: 'ja' | 'en' } }>(
    '/web_api/mng/evaluation_results.csv',
    {
      schema: { querystring: object({ lang: { type: 'string', enum: ['ja', 'en'] } }, []), response: failures },
    },
    async (request, reply) => {
      await app.requireManager(request);
      const settings = await loadJudging(app.db, conferenceId);
      const language = request.query.lang ?? 'ja';
      const table = resultTable(settings.evaluation, await resultRows(app.db, conferenceId), language);
      return sendCsv(reply, { name: 'evaluation-results', language, total: table.length - 1, records: table });
    },
  );
};

export default judgingRoutes;
