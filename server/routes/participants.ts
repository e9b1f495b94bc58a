import type { FastifyPluginAsync } from 'fastify';
import { failures, noQuery, nullable, object, pagerSchema } from '../core/routeSchemas';
import { listParticipants, setListed } from '../services/participants';
import { featureUser } from './featureAccess';

const bilingual = object({ ja: { type: 'string' }, en: nullable({ type: 'string' }) });

/**
 * The participant list (issue 65): for approved participants and managers while the dashboard's
 * isUserListPage is on (managers also when it is off, to see what it would show); and the
 * viewer's own choice to appear in it.
 */
const participantRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;

  const reader = async (request: Parameters<typeof app.requireUser>[0]) =>
    (await featureUser(app, request, (settings) => settings.isUserListPage, 'participantListOff')).user;

  app.get<{ Querystring: { q?: string; page?: number } }>(
    '/web_api/participants',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { q: { type: 'string', maxLength: 200 }, page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 } },
        },
        response: {
          200: object({
            items: {
              type: 'array',
              items: object({ id: { type: 'integer' }, name: object({ ja: { type: 'string' }, en: { type: 'string' } }), affiliation: nullable(bilingual) }),
            },
            pager: pagerSchema,
            listed: { type: 'boolean' },
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      const user = await reader(request);
      return { ...(await listParticipants(app.db, conferenceId, request.query.q, request.query.page ?? 1)), listed: user.isListed };
    },
  );

  app.put<{ Body: { listed: boolean } }>(
    '/web_api/participants/me',
    {
      schema: {
        querystring: noQuery,
        body: { type: 'object', additionalProperties: false, required: ['listed'], properties: { listed: { type: 'boolean' } } },
        response: { 200: object({ listed: { type: 'boolean' } }), ...failures },
      },
    },
    async (request) => {
      const user = await reader(request);
      return { listed: await setListed(app.db, user.id, request.body.listed) };
    },
  );
};

export default participantRoutes;
