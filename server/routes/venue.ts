import type { FastifyPluginAsync } from 'fastify';
import { NAME_CARDS_MAX } from '../../engine/venue';
import { failures, idParam, noQuery, object } from '../core/routeSchemas';
import { audited } from '../services/audit';
import { loadConference } from '../services/conference';
import { nameCardsFor, renderNameCards } from '../services/nameCards';

const nameCardsInput = object({ userIds: { type: 'array', maxItems: NAME_CARDS_MAX, uniqueItems: true, items: idParam } }, []);

/**
 * The venue's managers' calls (issue 66). Name cards: a PDF of A4 sheets for the participants
 * chosen (every approved account when none is named), drawing the entry codes the cards print;
 * audited, as it hands out codes that open the doors.
 */
const venueRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;

  app.post<{ Body: { userIds?: number[] } }>(
    '/web_api/mng/name_cards',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { querystring: noQuery, body: nameCardsInput, response: failures },
    },
    async (request, reply) => {
      const { user } = await app.requireManager(request);
      const cards = await audited(
        app.db,
        (tx) => nameCardsFor(tx, conferenceId, request.body.userIds),
        (printed) => ({ conferenceId, action: 'nameCardsPrint', actor: user, detail: { count: printed.length, chosen: request.body.userIds !== undefined } }),
      );
      const conference = await loadConference(app.db, conferenceId);
      const pdf = await renderNameCards(cards, conference?.settings.conferenceTitle ?? conferenceId);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="name-cards.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default venueRoutes;
