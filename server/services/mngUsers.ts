import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Writer } from '../db/openDatabase';
import { affiliations, orders, presentationApplications, sessions, users, personNameColumns, sponsorBanners, sponsorExhibitions } from '../db/schema';
import { flagOfRole, needsAdmin, rolesOf, type UserRole } from '../../engine/roles';
import { escapeLike, searchTerms } from '../../engine/program/search';
import { normalizeEmail } from '../../engine/account';
import { ApiError } from '../core/errors';
import { localize } from '../../engine/messages';
import type { UserRow } from './sessions';
import { randomBytes } from 'node:crypto';
import { hashPassword, type PasswordHashCost } from './passwords';
import { audit, audited } from './audit';
import { endImpersonationsBy, endImpersonationsOf } from './impersonation';

/**
 * The users side of the managers' console (docs/requirements/operation-area.md §3 "Management user list item",
 * §6, §7 MngUsersQuery; issue 19): the list with its filters, bulk approval, lock and unlock, an
 * e-mail change without confirmation, and the roles of §6.
 */

export interface UserFilters {
  q?: string | null;
  roles?: readonly UserRole[] | null;
  /** How the live order (pending or paid) is paid: card, bankTransfer or free. */
  paymentProtocols?: readonly string[] | null;
  /** The plan of the live order. */
  planIds?: readonly number[] | null;
  /** The state of any of the account's orders: pending, paid, refunded or error. */
  payments?: readonly string[] | null;
  qualificationStatus?: readonly string[] | null;
  /** Approved (true) or waiting for approval (false). */
  verified?: boolean | null;
  /** Has an application (true) or none (false). */
  presentationApplication?: boolean | null;
  locked?: boolean | null;
  /** Dummy accounts made for a rehearsal (true) or real ones (false). */
  dummy?: boolean | null;
}

export const userSorts = ['id', 'name', 'email', 'createdAt'] as const;
export type UserSort = (typeof userSorts)[number];

/** Names, e-mail and affiliation as the database folds them on write (server/db/schema.ts `foldedText`). */
const searchable = sql`(coalesce(${users.searchText}, '') || ' ' || coalesce(${affiliations.searchText}, ''))`;

const roleCondition = (role: UserRole): SQL => {
  if (role === 'participant') return sql`true`;
  if (role === 'admin') return eq(users.role, 'admin');
  if (role === 'manager') return inArray(users.role, ['manager', 'admin']);
  return eq(users[flagOfRole[role]], true);
};

export function userConditions(conferenceId: string, filters: UserFilters): SQL {
  const conditions: SQL[] = [eq(users.conferenceId, conferenceId)];
  for (const term of searchTerms(filters.q)) conditions.push(sql`${searchable} like ${`%${escapeLike(term)}%`}`);
  if (filters.roles?.length) conditions.push(or(...filters.roles.map(roleCondition))!);
  const hasOrder = (condition: SQL) => sql`exists (select 1 from ${orders} where ${orders.userId} = ${users.id} and ${condition})`;
  const live = sql`${orders.status} in ('pending', 'paid')`;
  if (filters.paymentProtocols?.length) conditions.push(hasOrder(sql`${live} and ${inArray(orders.method, [...filters.paymentProtocols])}`));
  if (filters.planIds?.length) conditions.push(hasOrder(sql`${live} and ${inArray(orders.planId, [...filters.planIds])}`));
  if (filters.payments?.length) conditions.push(hasOrder(inArray(orders.status, [...filters.payments])));
  if (filters.qualificationStatus?.length) conditions.push(inArray(users.qualificationStatus, [...filters.qualificationStatus]));
  if (filters.verified !== undefined && filters.verified !== null) conditions.push(eq(users.approvalStatus, filters.verified ? 'approved' : 'unapproved'));
  if (filters.locked !== undefined && filters.locked !== null) conditions.push(filters.locked ? isNotNull(users.lockedAt) : isNull(users.lockedAt));
  if (filters.dummy !== undefined && filters.dummy !== null) conditions.push(eq(users.isDummy, filters.dummy));
  if (filters.presentationApplication !== undefined && filters.presentationApplication !== null) {
    const has = sql`exists (select 1 from ${presentationApplications} where ${presentationApplications.userId} = ${users.id})`;
    conditions.push(filters.presentationApplication ? has : sql`not ${has}`);
  }
  return and(...conditions)!;
}

const orderOf = (sort: UserSort, descending: boolean) => {
  const column = { id: users.id, name: users.nameSei, email: users.email, createdAt: users.createdAt }[sort];
  return [descending ? desc(column) : asc(column), asc(users.id)];
};

/** The plan of an account's live order: its name (Japanese, then English) and price, as it was ordered. */
const livePlan = sql<{
  name: string;
  nameEn: string;
  price: number;
} | null>`(select ${orders.lines} -> 0 from ${orders} where ${orders.userId} = ${users.id} and ${orders.status} in ('pending', 'paid') limit 1)`;

export function mngUserView(row: {
  user: UserRow;
  affiliation: string | null;
  applications: number;
  plan: { name: string; nameEn: string; price: number } | null;
  hasSponsorBanner: boolean;
  hasScanCode: boolean;
}) {
  const { user } = row;
  return {
    id: user.id,
    email: user.email,
    nameSei: user.nameSei,
    nameMei: user.nameMei,
    nameSeiKanji: user.nameSeiKanji,
    nameMeiKanji: user.nameMeiKanji,
    nameEn1: user.nameEn1,
    nameEn3: user.nameEn3,
    isVerified: user.approvalStatus === 'approved',
    affiliation: row.affiliation,
    department: user.department,
    rank: user.rank,
    qualification: { status: user.qualificationStatus },
    isBackdoorUsed: user.backdoorUsedAt !== null,
    isFreePlan: row.plan?.price === 0,
    plan: row.plan?.name ?? null,
    planEn: row.plan?.nameEn ?? null,
    roles: rolesOf(user),
    hasSponsorBanner: row.hasSponsorBanner,
    hasScanCode: row.hasScanCode,
    isLocked: user.lockedAt !== null,
    isDummy: user.isDummy,
    presentationApplications: row.applications,
    createdAt: user.createdAt.toISOString(),
  };
}

const applicationCount = sql<number>`(select count(*) from ${presentationApplications} where ${presentationApplications.userId} = ${users.id})::int`;
/** A sponsor with a banner, and with an exhibition (whose point-rally QR code it prints). */
const hasSponsorBanner = sql<boolean>`exists (select 1 from ${sponsorBanners} join ${sponsorExhibitions} on ${sponsorExhibitions.id} = ${sponsorBanners.exhibitionId} where ${sponsorExhibitions.userId} = ${users.id})`;
const hasScanCode = sql<boolean>`exists (select 1 from ${sponsorExhibitions} where ${sponsorExhibitions.userId} = ${users.id})`;

export async function listUsers(
  db: Database,
  conferenceId: string,
  filters: UserFilters,
  page: number,
  per: number,
  sort: UserSort = 'id',
  descending = false,
) {
  const where = userConditions(conferenceId, filters);
  const [{ total }] = (await db.select({ total: count() }).from(users).leftJoin(affiliations, eq(affiliations.userId, users.id)).where(where)) as [
    { total: number },
  ];
  const rows = await db
    .select({ user: users, affiliation: affiliations.name, applications: applicationCount, plan: livePlan, hasSponsorBanner, hasScanCode })
    .from(users)
    .leftJoin(affiliations, eq(affiliations.userId, users.id))
    .where(where)
    .orderBy(...orderOf(sort, descending))
    .limit(per)
    .offset((page - 1) * per);
  const totalCount = Number(total);
  const totalPages = Math.max(1, Math.ceil(totalCount / per));
  return {
    pager: { currentPage: page, totalPages, limitValue: per, isLastPage: page >= totalPages, totalCount, nextPage: page < totalPages ? page + 1 : null },
    items: rows.map(mngUserView),
  };
}

/** One account as the list shows it. */
export async function mngUser(db: Database, id: number) {
  const [row] = await db
    .select({ user: users, affiliation: affiliations.name, applications: applicationCount, plan: livePlan, hasSponsorBanner, hasScanCode })
    .from(users)
    .leftJoin(affiliations, eq(affiliations.userId, users.id))
    .where(eq(users.id, id));
  if (!row) throw new ApiError(404, 'userNotFound');
  return mngUserView(row);
}

async function userIn(db: Database, conferenceId: string, id: number): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.conferenceId, conferenceId)));
  if (!user) throw new ApiError(404, 'userNotFound');
  return user;
}

/** Approves the users named, or every user the filters match; answers how many changed. */
export async function approveUsers(db: Writer, conferenceId: string, target: { ids: readonly number[] } | { filters: UserFilters }) {
  const which = 'ids' in target ? and(eq(users.conferenceId, conferenceId), inArray(users.id, [...target.ids])) : userConditions(conferenceId, target.filters);
  const unapproved = and(which, eq(users.approvalStatus, 'unapproved'));
  // The filters may name affiliations: the ids are chosen with the join, the update is by id.
  const chosen = db.select({ id: users.id }).from(users).leftJoin(affiliations, eq(affiliations.userId, users.id)).where(unapproved);
  const changed = await db
    .update(users)
    .set({ approvalStatus: 'approved', approvedAt: new Date() })
    .where(inArray(users.id, chosen))
    .returning({ id: users.id });
  return changed.length;
}

/** Locks or unlocks an account; a lock ends its sessions at once. */
export async function setLocked(db: Database, conferenceId: string, actor: UserRow, id: number, locked: boolean) {
  const user = await userIn(db, conferenceId, id);
  if (user.id === actor.id) throw new ApiError(422, 'cannotLockSelf');
  if (needsAdmin(actor, user)) throw new ApiError(403, 'adminsOnly');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ lockedAt: locked ? new Date() : null })
      .where(eq(users.id, id))
      .returning();
    if (locked) {
      await endImpersonationsOf(tx, conferenceId, user, 'targetLocked');
      await tx.delete(sessions).where(eq(sessions.userId, id));
    }
    await audit(tx, { conferenceId, action: locked ? 'userLock' : 'userUnlock', actor, target: user });
    return row!;
  });
}

/** A manager changes an address without the mailed confirmation, typed twice. */
export async function changeEmail(db: Database, conferenceId: string, actor: UserRow, id: number, email: string, confirmation: string) {
  const user = await userIn(db, conferenceId, id);
  if (needsAdmin(actor, user)) throw new ApiError(403, 'adminsOnly');
  const next = normalizeEmail(email);
  if (next !== normalizeEmail(confirmation))
    throw new ApiError(422, 'emailsMustMatch', { errors: [{ field: 'emailConfirmation', ...message('emailsMustMatch') }] });
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(next) || next.length > 254)
    throw new ApiError(422, 'invalidEmail', { errors: [{ field: 'email', ...message('invalidEmail') }] });
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${next}`, sql`${users.id} <> ${id}`));
  if (taken) throw new ApiError(409, 'emailTaken', { errors: [{ field: 'email', ...message('emailTaken') }] });
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ email: next }).where(eq(users.id, id)).returning();
    await audit(tx, { conferenceId, action: 'emailChange', actor, target: user, detail: { from: user.email, to: next } });
    return row!;
  });
}

/** Grants or removes one role of §6. Participant is every account's; admin, and any role of an admin, need an admin. */
export async function setRole(db: Database, conferenceId: string, actor: UserRow, id: number, role: UserRole, granted: boolean) {
  const user = await userIn(db, conferenceId, id);
  if (role === 'participant') throw new ApiError(422, 'roleNotGrantable');
  if (needsAdmin(actor, user, role)) throw new ApiError(403, 'adminsOnly');
  if (user.id === actor.id && (role === 'manager' || role === 'admin') && !granted) throw new ApiError(422, 'roleNotGrantable');
  let change: Partial<UserRow>;
  if (role === 'admin') change = { role: granted ? 'admin' : 'manager' };
  else if (role === 'manager') change = { role: granted ? (user.role === 'admin' ? 'admin' : 'manager') : 'attendee' };
  else change = { [flagOfRole[role]]: granted };
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set(change).where(eq(users.id, id)).returning();
    if (granted && (role === 'manager' || role === 'admin')) await endImpersonationsOf(tx, conferenceId, user, 'targetPromoted');
    if (!granted && (role === 'manager' || role === 'admin') && row!.role === 'attendee')
      await endImpersonationsBy(tx, conferenceId, user, 'impersonatorDemoted');
    await audit(tx, { conferenceId, action: granted ? 'roleGrant' : 'roleRemove', actor, target: user, detail: { role } });
    return row!;
  });
}

function message(key: 'emailsMustMatch' | 'invalidEmail' | 'emailTaken') {
  const text = localize(key);
  return { message: text.ja, messageEn: text.en };
}

/** The CSV columns of the users list, named in the chosen language. */
export const userCsvColumns = [
  { key: 'id', ja: 'ID', en: 'ID' },
  { key: 'email', ja: 'メールアドレス', en: 'E-mail' },
  { key: 'name', ja: '氏名', en: 'Name' },
  { key: 'nameKanji', ja: '氏名（漢字）', en: 'Name (kanji)' },
  { key: 'nameEn', ja: '氏名（英語）', en: 'Name (English)' },
  { key: 'affiliation', ja: '所属', en: 'Affiliation' },
  { key: 'department', ja: '部署', en: 'Department' },
  { key: 'rank', ja: '役職', en: 'Rank' },
  { key: 'approval', ja: '承認', en: 'Approval' },
  { key: 'qualification', ja: '参加資格', en: 'Qualification' },
  { key: 'roles', ja: '権限', en: 'Roles' },
  { key: 'locked', ja: 'ロック', en: 'Locked' },
  { key: 'createdAt', ja: '登録日時', en: 'Registered at' },
] as const;

const BATCH = 500;

/** The columns the CSV shows: a row of the export is a fifth of the account's 80 columns. */
const exportColumns = {
  id: users.id,
  email: users.email,
  ...personNameColumns,
  department: users.department,
  rank: users.rank,
  approvalStatus: users.approvalStatus,
  qualificationStatus: users.qualificationStatus,
  role: users.role,
  lockedAt: users.lockedAt,
  createdAt: users.createdAt,
  ...(Object.fromEntries(Object.values(flagOfRole).map((flag) => [flag, users[flag]])) as {
    [K in (typeof flagOfRole)[keyof typeof flagOfRole]]: (typeof users)[K];
  }),
};

/**
 * The users the filters match, a batch at a time in id order (keyset, not offset), so an export
 * of any size holds one batch in memory; between batches the event loop serves other requests.
 */
export async function* usersForExport(db: Database, conferenceId: string, filters: UserFilters) {
  const where = userConditions(conferenceId, filters);
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ user: exportColumns, affiliation: affiliations.name })
      .from(users)
      .leftJoin(affiliations, eq(affiliations.userId, users.id))
      .where(and(where, sql`${users.id} > ${after}`))
      .orderBy(asc(users.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)!.user.id;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export async function countUsers(db: Database, conferenceId: string, filters: UserFilters): Promise<number> {
  const [{ total }] = (await db
    .select({ total: count() })
    .from(users)
    .leftJoin(affiliations, eq(affiliations.userId, users.id))
    .where(userConditions(conferenceId, filters))) as [{ total: number }];
  return Number(total);
}

export const DUMMY_LIMIT = { min: 1, max: 100 } as const;

/**
 * Dummy accounts for a rehearsal (spec §5 "Dummy user count must be between 1 and 100"): approved,
 * marked dummy, each with its own password, answered once so the admin can hand them out.
 */
export async function createDummyUsers(db: Database, conferenceId: string, actor: UserRow, howMany: number, cost: PasswordHashCost) {
  if (!Number.isInteger(howMany) || howMany < DUMMY_LIMIT.min || howMany > DUMMY_LIMIT.max) throw new ApiError(422, 'dummyCount');
  const batch = randomBytes(4).toString('hex');
  const made = await Promise.all(
    Array.from({ length: howMany }, async (_, i) => {
      const number = String(i + 1).padStart(3, '0');
      const password = `Dummy-${randomBytes(9).toString('base64url')}1!`;
      return { number, password, email: `dummy-${batch}-${number}@dummy.invalid`, passwordHash: await hashPassword(password, cost) };
    }),
  );
  const now = new Date();
  // Hashed before the transaction: it holds the database no longer than the insert and its entry.
  await audited(
    db,
    (tx) =>
      tx.insert(users).values(
        made.map(({ number, email, passwordHash }) => ({
          conferenceId,
          email,
          passwordHash,
          isDummy: true,
          approvalStatus: 'approved',
          approvedAt: now,
          nameSei: 'Dummy',
          nameMei: number,
          nameSeiKanji: 'ダミー',
          nameMeiKanji: number,
          nameEn1: 'Dummy',
          nameEn3: number,
          isTermAgreed: true,
          isPolicyAgreed: true,
        })),
      ),
    { conferenceId, action: 'dummyUsersCreate', actor, detail: { count: howMany } },
  );
  return made.map(({ email, password }) => ({ email, password }));
}

/** Removes every dummy account with what it made (sessions, applications, evaluations cascade). */
export async function removeDummyUsers(db: Writer, conferenceId: string): Promise<number> {
  const dummies = await db
    .select()
    .from(users)
    .where(and(eq(users.conferenceId, conferenceId), eq(users.isDummy, true)));
  for (const dummy of dummies) await endImpersonationsOf(db, conferenceId, dummy, 'targetRemoved');
  const removed = await db
    .delete(users)
    .where(and(eq(users.conferenceId, conferenceId), eq(users.isDummy, true)))
    .returning({ id: users.id });
  return removed.length;
}
