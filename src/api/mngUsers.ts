import useSWR from 'swr';
import type { UserRole } from '../../engine/roles';
import type { Pager } from '../../schemas/program';
import { graphql } from './graphql';
import { requestRaw } from './http';

/** The managers' users (issue 19) over GraphQL, and the CSV export. */

export interface MngUser {
  id: number;
  email: string;
  nameSei: string;
  nameMei: string;
  nameSeiKanji: string | null;
  nameMeiKanji: string | null;
  nameEn1: string | null;
  nameEn3: string | null;
  isVerified: boolean;
  affiliation: string | null;
  department: string | null;
  rank: string | null;
  qualification: { status: string | null };
  roles: UserRole[];
  isLocked: boolean;
  isDummy: boolean;
  /** A manager has acted as this user (issue 19 impersonation). */
  isBackdoorUsed: boolean;
  presentationApplications: number;
  createdAt: string;
}

/** The filters and order the page keeps in its address. */
export const userListParams = ['q', 'role', 'verified', 'locked', 'application', 'sort', 'descending', 'page'] as const;
export type UserListParams = Partial<Record<(typeof userListParams)[number], string>>;

const FIELDS =
  'id email nameSei nameMei nameSeiKanji nameMeiKanji nameEn1 nameEn3 isVerified affiliation department rank qualification { status } roles isLocked isDummy isBackdoorUsed presentationApplications createdAt';
const flag = (value: string | undefined) => (value === 'true' ? true : value === 'false' ? false : undefined);

export function filterVariables(params: UserListParams) {
  return {
    q: params.q || undefined,
    roles: params.role ? [params.role] : undefined,
    verified: flag(params.verified),
    locked: flag(params.locked),
    presentationApplication: flag(params.application),
  };
}

export const PER_PAGE = 50;

export function useMngUsers(params: UserListParams, enabled: boolean) {
  const variables = {
    ...filterVariables(params),
    page: Number(params.page) || 1,
    per: PER_PAGE,
    sort: params.sort || 'id',
    descending: params.descending === 'true',
  };
  return useSWR(
    enabled ? ['mngUsers', JSON.stringify(variables)] : null,
    async () =>
      (
        await graphql<{ mngUsers: { pager: Pager; items: MngUser[] } }>(
          `query($q: String, $roles: [UserRole!], $verified: Boolean, $locked: Boolean, $presentationApplication: Boolean, $page: Int, $per: Int, $sort: UserSort, $descending: Boolean) {
        mngUsers(q: $q, roles: $roles, verified: $verified, locked: $locked, presentationApplication: $presentationApplication, page: $page, per: $per, sort: $sort, descending: $descending) {
          pager { currentPage totalPages limitValue isLastPage totalCount nextPage } items { ${FIELDS} }
        }
      }`,
          variables,
        )
      ).mngUsers,
    { keepPreviousData: true },
  );
}

export const approveUsers = async (target: { ids: number[] } | { filter: ReturnType<typeof filterVariables> }) =>
  (await graphql<{ approveUsers: number }>('mutation($ids: [Int!], $filter: MngUsersFilter) { approveUsers(ids: $ids, filter: $filter) }', target))
    .approveUsers;
export const setUserLocked = async (id: number, locked: boolean) =>
  (await graphql<{ setUserLocked: MngUser }>(`mutation($id: Int!, $l: Boolean!) { setUserLocked(id: $id, locked: $l) { ${FIELDS} } }`, { id, l: locked }))
    .setUserLocked;
export const changeUserEmail = async (id: number, email: string, emailConfirmation: string) =>
  (
    await graphql<{ changeUserEmail: MngUser }>(
      `mutation($id: Int!, $e: String!, $c: String!) { changeUserEmail(id: $id, email: $e, emailConfirmation: $c) { ${FIELDS} } }`,
      { id, e: email, c: emailConfirmation },
    )
  ).changeUserEmail;
export const setUserRole = async (id: number, role: UserRole, granted: boolean) =>
  (
    await graphql<{ setUserRole: MngUser }>(`mutation($id: Int!, $r: UserRole!, $g: Boolean!) { setUserRole(id: $id, role: $r, granted: $g) { ${FIELDS} } }`, {
      id,
      r: role,
      g: granted,
    })
  ).setUserRole;

/** The CSV URL for the filters shown. */
export function usersCsvUrl(params: UserListParams, language: 'ja' | 'en'): string {
  const query = new URLSearchParams({ lang: language });
  if (params.q) query.set('q', params.q);
  if (params.role) query.set('roles', params.role);
  if (params.verified) query.set('verified', params.verified);
  if (params.locked) query.set('locked', params.locked);
  if (params.application) query.set('presentationApplication', params.application);
  return `/web_api/mng/users.csv?${query}`;
}

export const createDummyUsers = async (count: number) =>
  (
    await graphql<{ createDummyUsers: { email: string; password: string }[] }>('mutation($n: Int!) { createDummyUsers(count: $n) { email password } }', {
      n: count,
    })
  ).createDummyUsers;
export const removeDummyUsers = async () => (await graphql<{ removeDummyUsers: number }>('mutation { removeDummyUsers }')).removeDummyUsers;

/** POST /web_api/mng/name_cards (server/routes/venue.ts): the chosen participants' name cards, or every approved one's, as a PDF. */
export async function downloadNameCards(userIds?: number[]): Promise<Blob> {
  const response = await requestRaw(
    '/web_api/mng/name_cards',
    { method: 'POST', body: JSON.stringify(userIds ? { userIds } : {}), headers: { 'Content-Type': 'application/json' } },
    'application/pdf',
  );
  return response.blob();
}
