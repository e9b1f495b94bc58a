import type { FastifyPluginAsync } from 'fastify';
import { memberKindsInputSchema, type MemberKindsInput } from '../../schemas/memberKinds';
import { dateTime, failures, noQuery, nullable, object } from '../core/routeSchemas';
import { audited } from '../services/audit';
import { memberKindsForEditing, saveMemberKinds } from '../services/payment/memberKinds';

const count = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const listSchema = object({
  kinds: { type: 'array', items: object({ id: count, value: text, name: text, nameEn: text, planIds: { type: 'array', items: count } }) },
  plans: { type: 'array', items: object({ id: count, name: text, nameEn: text }) },
  version: count,
  savedAt: nullable(dateTime),
});

/**
 * The society's member kinds on the member authentication page (issue 67; docs/features/console.md
 * "Member kinds"): read with the plans they may offer, and saved whole on top of a version.
 * Managers only; a save is audited.
 */
const memberKindRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;

  app.get('/web_api/mng/member_kinds', { schema: { querystring: noQuery, response: { 200: listSchema, ...failures } } }, async (request) => {
    await app.requireManager(request);
    return memberKindsForEditing(app.db, conferenceId);
  });

  app.put<{ Body: MemberKindsInput }>(
    '/web_api/mng/member_kinds',
    { schema: { querystring: noQuery, body: memberKindsInputSchema, response: { 200: listSchema, ...failures } } },
    async (request) => {
      const { user } = await app.requireManager(request);
      await audited(
        app.db,
        (tx) => saveMemberKinds(tx, conferenceId, request.body, user.email),
        (saved) => ({ conferenceId, action: 'memberKindsSave', actor: user, detail: { version: saved.version, kinds: saved.kinds } }),
      );
      return memberKindsForEditing(app.db, conferenceId);
    },
  );
};

export default memberKindRoutes;
