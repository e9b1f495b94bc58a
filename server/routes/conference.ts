import type { FastifyPluginAsync } from 'fastify';
import { cachedJson, sendCached } from '../services/cachedResponse';
import { loadKeywordCategories, loadLatestQuestions, publicConference } from '../services/conference';
import { failures, noQuery, stored } from '../core/routeSchemas';

/**
 * Public, read-only data of the conference (docs/requirements/public-area.md §7): serialized once per second
 * at most, with an ETag so a browser's revalidation costs a 304.
 */
const conferenceRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;
  const maxAge = app.config.publicDataMaxAgeMs;

  const conference = publicConference(app.db, conferenceId, maxAge);
  const questions = cachedJson(maxAge, async () => {
    const { version, items } = await loadLatestQuestions(app.db, conferenceId);
    return { version, items };
  });
  const keywords = cachedJson(maxAge, async () => ({ categories: await loadKeywordCategories(app.db, conferenceId) }));

  // Sent pre-serialized (with an ETag); the shapes are schemas/conferenceSettings.ts,
  // schemas/customQuestions.ts and schemas/keywords.ts, checked when the fixtures are seeded.
  const publicData = { querystring: noQuery, response: { 200: stored, ...failures } };
  app.get('/web_api/conference', { schema: publicData }, async (request, reply) => {
    const cached = await conference();
    return cached ? sendCached(request, reply, cached) : reply.callNotFound();
  });
  app.get('/web_api/custom_user_questions/latest', { schema: publicData }, async (request, reply) => sendCached(request, reply, (await questions())!));
  app.get('/web_api/keywords', { schema: publicData }, async (request, reply) => sendCached(request, reply, (await keywords())!));
};

export default conferenceRoutes;
