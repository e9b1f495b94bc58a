import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicationStatuses } from '../../schemas/submission';
import { ApiError } from '../core/errors';
import { audited } from '../services/audit';
import { manager, Refusal as SubmissionError, refusing } from './refusal';
import { acceptApplication, setFinal, type ApplicationRow } from '../services/presentationApplications';
import { applicantOf, listApplications } from '../services/applicationList';
import type { ApplicationData } from '../../schemas/submission';

/**
 * The managers' side of abstract submission over GraphQL (docs/requirements/operation-area.md §7
 * PresentationApplications; issue 17): the list with its filters, the final mark and acceptance.
 */

export const submissionTypes = /* GraphQL */ `
enum ApplicationStatus { ${applicationStatuses.join(' ')} }
"A presentation application (spec §3): its title as name, abstract, isPublic, confirmedAt, user and keywords, with its state."
type PresentationApplication {
  id: Int!
  kind: String!
  status: ApplicationStatus!
  version: Int!
  isFinal: Boolean!
  name: String!
  nameEn: String
  abstract: String
  isPublic: Boolean!
  confirmedAt: String
  updatedAt: String!
  presentationId: Int
  "The managers' decision after peer review."
  peerReviewStatus: PeerReviewStatus!
  authorNames: [String!]!
  instituteNames: [String!]!
  keywordIds: [Int!]!
  user: PresentationUser!
}
type PresentationApplicationPage { pager: Pager! items: [PresentationApplication!]! }
`;

const STATUS_FILTERS = [...applicationStatuses, 'final', 'accepted'] as const;

export const submissionQueries = /* GraphQL */ `
  "status: ${STATUS_FILTERS.join(', ')}."
  presentationApplications(q: String, name: String, authorName: String, instituteName: String, status: String, page: Int = 1): PresentationApplicationPage!
`;

export const submissionMutations = /* GraphQL */ `
  setPresentationApplicationFinal(id: Int!, isFinal: Boolean!): PresentationApplication!
  acceptPresentationApplication(id: Int!): PresentationApplication!
`;

type UserSummary = {
  id: number;
  nameSei: string;
  nameMei: string;
  nameMid: string | null;
  nameSeiKanji: string | null;
  nameMeiKanji: string | null;
  nameEn1: string | null;
  nameEn3: string | null;
};

function applicationView(row: ApplicationRow, user: UserSummary) {
  const data = row.data as ApplicationData;
  const keys = new Map((data.institutes ?? []).map((institute) => [institute.key, institute]));
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    version: row.version,
    isFinal: row.isFinal,
    name: data.title || data.titleEn || '',
    nameEn: data.titleEn ?? null,
    abstract: data.abstract ?? null,
    isPublic: data.isPublic ?? true,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    presentationId: row.presentationId,
    peerReviewStatus: row.peerReviewStatus,
    authorNames: (data.authors ?? []).map((author) => `${author.lastName ?? ''} ${author.firstName ?? ''}`.trim()),
    instituteNames: [...keys.values()].map((institute) => institute.name || institute.nameEn || ''),
    keywordIds: data.keywordIds ?? [],
    user,
  };
}

export function submissionResolvers(app: FastifyInstance) {
  const conferenceId = app.config.conference;
  const withUser = async (row: ApplicationRow) => applicationView(row, await applicantOf(app.db, row.userId));
  return {
    Query: {
      presentationApplications: async (
        _root: unknown,
        args: { q?: string; name?: string; authorName?: string; instituteName?: string; status?: string; page?: number },
        { reply }: { reply: { request: FastifyRequest } },
      ) => {
        await manager(reply.request);
        if (args.status && !(STATUS_FILTERS as readonly string[]).includes(args.status)) {
          throw new SubmissionError(new ApiError(400, 'invalidFilter', { params: { name: 'status', problem: `one of ${STATUS_FILTERS.join(', ')}` } }));
        }
        if (args.page !== undefined && args.page !== null && (args.page < 1 || args.page > 100_000)) {
          throw new SubmissionError(new ApiError(400, 'invalidFilter', { params: { name: 'page', problem: 'from 1 to 100000' } }));
        }
        for (const name of ['q', 'name', 'authorName', 'instituteName'] as const) {
          if ((args[name]?.length ?? 0) > 200)
            throw new SubmissionError(new ApiError(400, 'invalidFilter', { params: { name, problem: 'at most 200 characters' } }));
        }
        const { rows, pager } = await listApplications(app.db, conferenceId, args);
        return { pager, items: rows.map(({ application, user }) => applicationView(application, user)) };
      },
    },
    Mutation: {
      setPresentationApplicationFinal: async (
        _root: unknown,
        { id, isFinal }: { id: number; isFinal: boolean },
        { reply }: { reply: { request: FastifyRequest } },
      ) => {
        const actor = await manager(reply.request);
        const entry = { conferenceId, action: isFinal ? 'applicationFinal' : 'applicationUnfinal', actor, detail: { applicationId: id } } as const;
        return refusing(async () => withUser(await audited(app.db, (tx) => setFinal(tx, conferenceId, id, isFinal), entry)));
      },
      acceptPresentationApplication: async (_root: unknown, { id }: { id: number }, { reply }: { reply: { request: FastifyRequest } }) => {
        const actor = await manager(reply.request);
        const entry = (row: { presentationId: number | null }) =>
          ({ conferenceId, action: 'applicationAccept', actor, detail: { applicationId: id, presentationId: row.presentationId } }) as const;
        return refusing(async () => withUser(await audited(app.db, (tx) => acceptApplication(tx, conferenceId, id), entry)));
      },
    },
  };
}
