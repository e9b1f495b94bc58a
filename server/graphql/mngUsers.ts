import type { FastifyInstance } from 'fastify';
import { userRoles, type UserRole } from '../../engine/roles';
import { ApiError } from '../core/errors';
import {
  approveUsers,
  changeEmail,
  createDummyUsers,
  listUsers,
  mngUser,
  removeDummyUsers,
  setLocked,
  setRole,
  userSorts,
  type UserFilters,
  type UserSort,
} from '../services/mngUsers';
import { audited } from '../services/audit';
import { admin, manager, notImpersonating, Refusal, refusing, type ResolverContext } from './refusal';

/** The managers' users over GraphQL (docs/requirements/operation-area.md §7 MngUsersQuery; issue 19). */

const filterArguments = `q: String, roles: [UserRole!], paymentProtocols: [String!], qualificationStatus: [String!], verified: Boolean, presentationApplication: Boolean, planIds: [Int!], payments: [String!], locked: Boolean, dummy: Boolean`;

export const mngUserTypes = /* GraphQL */ `
enum UserRole { ${userRoles.join(' ')} }
enum UserSort { ${userSorts.join(' ')} }
type UserQualification { status: String }
"A Management user list item (spec §3)."
type MngUser {
  id: Int!
  email: String!
  nameSei: String!
  nameMei: String!
  nameSeiKanji: String
  nameMeiKanji: String
  nameEn1: String
  nameEn3: String
  isVerified: Boolean!
  affiliation: String
  department: String
  rank: String
  qualification: UserQualification!
  isBackdoorUsed: Boolean!
  "Whether the plan of the live (pending or paid) order costs nothing."
  isFreePlan: Boolean!
  "The plan of the live order, in Japanese; planEn in English."
  plan: String
  planEn: String
  roles: [UserRole!]!
  hasSponsorBanner: Boolean!
  hasScanCode: Boolean!
  isLocked: Boolean!
  isDummy: Boolean!
  presentationApplications: Int!
  createdAt: String!
}
type MngUserPage { pager: Pager! items: [MngUser!]! }
"A dummy account and its password, answered once."
type DummyAccount { email: String! password: String! }
input MngUsersFilter { ${filterArguments} }
`;

export const mngUserQueries = /* GraphQL */ `
  "paymentProtocols (card, bankTransfer, free) and planIds match the live order; payments (pending, paid, refunded, error) any order."
  mngUsers(${filterArguments}, page: Int = 1, per: Int = 20, sort: UserSort = id, descending: Boolean = false): MngUserPage!
`;

export const mngUserMutations = /* GraphQL */ `
  "The users named by ids, or every user the filter matches; answers how many were approved."
  approveUsers(ids: [Int!], filter: MngUsersFilter): Int!
  setUserLocked(id: Int!, locked: Boolean!): MngUser!
  changeUserEmail(id: Int!, email: String!, emailConfirmation: String!): MngUser!
  setUserRole(id: Int!, role: UserRole!, granted: Boolean!): MngUser!
  "Admins only: 1 to 100 approved dummy accounts for a rehearsal."
  createDummyUsers(count: Int!): [DummyAccount!]!
  "Admins only: removes every dummy account; answers how many."
  removeDummyUsers: Int!
`;

const invalid = (name: string, problem: string) => new Refusal(new ApiError(400, 'invalidFilter', { params: { name, problem } }));

function checkedFilters(args: UserFilters): UserFilters {
  if ((args.q?.length ?? 0) > 200) throw invalid('q', 'at most 200 characters');
  for (const name of ['paymentProtocols', 'qualificationStatus', 'payments', 'planIds', 'roles'] as const) {
    if ((args[name]?.length ?? 0) > 50) throw invalid(name, 'at most 50 values');
  }
  return args;
}

export function mngUserResolvers(app: FastifyInstance) {
  const conferenceId = app.config.conference;
  const db = app.db;
  const viewById = (id: number) => mngUser(db, id);
  return {
    Query: {
      mngUsers: async (_root: unknown, args: UserFilters & { page: number; per: number; sort: UserSort; descending: boolean }, { reply }: ResolverContext) => {
        await manager(reply.request);
        if (args.page < 1 || args.page > 100_000) throw invalid('page', 'from 1 to 100000');
        if (args.per < 1 || args.per > 100) throw invalid('per', 'from 1 to 100');
        return listUsers(db, conferenceId, checkedFilters(args), args.page, args.per, args.sort, args.descending);
      },
    },
    Mutation: {
      approveUsers: async (_root: unknown, args: { ids?: number[] | null; filter?: UserFilters | null }, { reply }: ResolverContext) => {
        const actor = await manager(reply.request);
        if ((args.ids ? 1 : 0) + (args.filter ? 1 : 0) !== 1) throw invalid('ids', 'either ids or filter, not both');
        if (args.ids && args.ids.length > 10_000) throw invalid('ids', 'at most 10000');
        const target = args.ids ? { ids: args.ids } : { filters: checkedFilters(args.filter!) };
        return audited(
          db,
          (tx) => approveUsers(tx, conferenceId, target),
          (count) => ({ conferenceId, action: 'usersApprove', actor, detail: { count } }),
        );
      },
      setUserLocked: async (_root: unknown, { id, locked }: { id: number; locked: boolean }, { reply }: ResolverContext) => {
        await notImpersonating(reply.request);
        const actor = await manager(reply.request);
        return refusing(async () => viewById((await setLocked(db, conferenceId, actor, id, locked)).id));
      },
      changeUserEmail: async (_root: unknown, args: { id: number; email: string; emailConfirmation: string }, { reply }: ResolverContext) => {
        await notImpersonating(reply.request);
        const actor = await manager(reply.request);
        return refusing(async () => viewById((await changeEmail(db, conferenceId, actor, args.id, args.email, args.emailConfirmation)).id));
      },
      setUserRole: async (_root: unknown, args: { id: number; role: UserRole; granted: boolean }, { reply }: ResolverContext) => {
        await notImpersonating(reply.request);
        const actor = await manager(reply.request);
        return refusing(async () => viewById((await setRole(db, conferenceId, actor, args.id, args.role, args.granted)).id));
      },
      createDummyUsers: async (_root: unknown, { count }: { count: number }, { reply }: ResolverContext) => {
        const actor = await admin(reply.request);
        return refusing(() => createDummyUsers(db, conferenceId, actor, count, app.config.passwordHashCost));
      },
      removeDummyUsers: async (_root: unknown, _args: unknown, { reply }: ResolverContext) => {
        const actor = await admin(reply.request);
        return audited(
          db,
          (tx) => removeDummyUsers(tx, conferenceId),
          (removed) => ({ conferenceId, action: 'dummyUsersRemove', actor, detail: { count: removed } }),
        );
      },
    },
  };
}
