import type { FastifyPluginAsync } from 'fastify';
import { loadConference, loadKeywordCategories, loadLatestQuestions } from '../services/conference';

/** Public, read-only data of the conference (spec/public-area.md §7). */
const conferenceRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;

  app.get('/web_api/conference', async (_request, reply) => {
    const conference = await loadConference(app.db, conferenceId);
    if (!conference) return reply.callNotFound();
    return { ...conference.settings, version: conference.version };
  });

  app.get('/web_api/custom_user_questions/latest', async () => {
    const { version, items } = await loadLatestQuestions(app.db, conferenceId);
    return { version, items };
  });

  app.get('/web_api/keywords', async () => ({ categories: await loadKeywordCategories(app.db, conferenceId) }));
};

export default conferenceRoutes;
