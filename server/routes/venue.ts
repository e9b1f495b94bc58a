import type { FastifyPluginAsync } from 'fastify';
import { NAME_CARDS_MAX, passKinds, type PassKind } from '../../engine/venue';
import { dateTime, failures, idParam, noQuery, nullable, object } from '../core/routeSchemas';
import { audited } from '../services/audit';
import { loadConference } from '../services/conference';
import { nameCardsFor, renderNameCards } from '../services/nameCards';
import { doorPeople, recordPass } from '../services/entrance';
import { sessionOrAddress } from '../plugins/rateLimits';

const passInput = object({
  /** The scanning page's id for this scan (a UUID): sent again, it is the same scan. */
  scanId: { type: 'string', pattern: '^[0-9a-fA-F-]{36}$' },
  code: { type: 'string', maxLength: 200 },
  kind: { type: 'string', enum: passKinds },
  scannedAt: dateTime,
});
const bilingualName = object({ ja: { type: 'string' }, en: { type: 'string' } });
const passResult = object({
  scanId: { type: 'string' },
  outcome: { type: 'string', enum: ['accepted', 'alreadyIn', 'alreadyOut', 'consecutive', 'unknownCode'] },
  kind: { type: 'string', enum: passKinds },
  person: nullable(bilingualName),
  repeated: { type: 'boolean' },
  message: { type: 'string' },
  messageEn: { type: 'string' },
});
const doorAnswer = object({
  people: {
    type: 'array',
    items: object({ userId: { type: 'integer' }, name: bilingualName, affiliation: { type: 'string' }, code: { type: 'string' }, inside: { type: 'boolean' } }),
  },
  inside: { type: 'integer' },
});
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

  /**
   * The door: one scan, counted or refused with §8's reason, answered in both languages. Refusals
   * are answers (200), not errors: the scanning page shows them, and a queued scan sent again gets
   * the same one.
   */
  app.post<{ Body: { scanId: string; code: string; kind: PassKind; scannedAt: string } }>(
    '/web_api/mng/entrance/passes',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute', keyGenerator: sessionOrAddress } },
      schema: { querystring: noQuery, body: passInput, response: { 200: passResult, ...failures } },
    },
    async (request) => {
      const { user } = await app.requireManager(request);
      return app.db.transaction((tx) => recordPass(tx, conferenceId, user.id, request.body));
    },
  );

  app.get<{ Querystring: { q?: string } }>(
    '/web_api/mng/entrance',
    { schema: { querystring: object({ q: { type: 'string', maxLength: 200 } }, []), response: { 200: doorAnswer, ...failures } } },
    async (request) => {
      await app.requireManager(request);
      return doorPeople(app.db, conferenceId, request.query.q ?? '');
    },
  );
};

export default venueRoutes;
