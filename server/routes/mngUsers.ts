import type { FastifyPluginAsync } from 'fastify';
import { roleLabels, rolesOf, userRoles, type UserRole } from '../../engine/roles';
import { qualificationStatusLabel } from '../../engine/qualification';
import { joinLabels } from '../../engine/messages';
import { formatTokyo } from '../../engine/commission/dates';
import { countUsers, userCsvColumns, usersForExport, type UserFilters } from '../services/mngUsers';
import { sendCsv } from '../services/csv';
import { failures, object } from '../core/routeSchemas';

const list = { type: 'string', maxLength: 1000 } as const;
const flag = { type: 'string', enum: ['true', 'false'] } as const;

interface ExportQuery {
  lang?: 'ja' | 'en';
  q?: string;
  roles?: string;
  qualificationStatus?: string;
  paymentProtocols?: string;
  planIds?: string;
  payments?: string;
  verified?: 'true' | 'false';
  presentationApplication?: 'true' | 'false';
  locked?: 'true' | 'false';
}

const split = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : undefined;
const bool = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');

/**
 * The users list as CSV (issue 19), for the filters the page shows (lists comma-separated):
 * streamed a batch at a time, UTF-8 with a byte-order mark so Excel opens Japanese as it is, the
 * column names in the chosen language, and the row count first in `X-Total-Count` for the page's
 * progress bar.
 */
const mngUserRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;
  app.get<{ Querystring: ExportQuery }>(
    '/web_api/mng/users.csv',
    {
      schema: {
        querystring: object(
          {
            lang: { type: 'string', enum: ['ja', 'en'] },
            q: { type: 'string', maxLength: 200 },
            roles: { type: 'string', pattern: `^((${userRoles.join('|')})(,|$))*$`, maxLength: 200 },
            qualificationStatus: list,
            paymentProtocols: list,
            planIds: list,
            payments: list,
            verified: flag,
            presentationApplication: flag,
            locked: flag,
          },
          [],
        ),
        response: failures,
      },
    },
    async (request, reply) => {
      await app.requireManager(request);
      const query = request.query;
      const language = query.lang ?? 'ja';
      const filters: UserFilters = {
        q: query.q,
        roles: split(query.roles) as UserRole[] | undefined,
        qualificationStatus: split(query.qualificationStatus),
        paymentProtocols: split(query.paymentProtocols),
        planIds: split(query.planIds)?.map(Number),
        payments: split(query.payments),
        verified: bool(query.verified),
        presentationApplication: bool(query.presentationApplication),
        locked: bool(query.locked),
      };
      const total = await countUsers(app.db, conferenceId, filters);
      const yes = language === 'ja' ? 'はい' : 'yes';
      async function* records() {
        yield userCsvColumns.map((column) => column[language]);
        for await (const batch of usersForExport(app.db, conferenceId, filters)) {
          for (const { user, affiliation } of batch) {
            yield [
              String(user.id),
              user.email,
              `${user.nameSei} ${user.nameMei}`,
              [user.nameSeiKanji, user.nameMeiKanji].filter(Boolean).join(' '),
              [user.nameEn1, user.nameEn3].filter(Boolean).join(' '),
              affiliation ?? '',
              user.department ?? '',
              user.rank ?? '',
              user.approvalStatus === 'approved' ? yes : '',
              qualificationStatusLabel(user.qualificationStatus)[language],
              joinLabels(
                rolesOf(user).map((role) => roleLabels[role][language]),
                language,
              ),
              user.lockedAt ? yes : '',
              formatTokyo(user.createdAt),
            ];
          }
        }
      }
      return sendCsv(reply, { name: 'users', language, total, records: records() });
    },
  );
};

export default mngUserRoutes;
