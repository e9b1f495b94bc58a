import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { perDatabase } from '../db/perDatabase';
import { sessions, userActiveDays, users } from '../db/schema';
import { formatTokyo } from '../../engine/commission/dates';
import { hashToken, newToken } from './tokens';
import { isManagerRole } from '../../engine/roles';
import { audit } from './audit';

/** Without "remember me" a session ends with the browser, and on the server after 12 idle hours. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** However active, a session without "remember me" ends 24 hours after login (ASVS 3.3.2). */
export const SESSION_ABSOLUTE_TTL_MS = 24 * 60 * 60 * 1000;
/** "Remember me": a persistent cookie and session for 30 days. */
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** "People at the venue now": sessions seen within this window. */
export const ACTIVE_WINDOW_MS = 5 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export type UserRow = typeof users.$inferSelect;

/** Notes that the user was signed in on this day in Tokyo (a certificate of attendance may ask for a conference day). */
async function recordActiveDay(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .insert(userActiveDays)
    .values({ userId, day: formatTokyo(now, 'yyyy-MM-dd') })
    .onConflictDoNothing();
}

export async function createSession(db: Database, userId: number, remember: boolean, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS));
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, remember, expiresAt, lastSeenAt: now, createdAt: now });
  await recordActiveDay(db, userId, now);
  // Opportunistic clean-up of this user's dead sessions.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  return { token, expiresAt };
}

/**
 * Every request with a cookie asks this; prepared once per database, it skips building the SQL of
 * the user's 80 columns each time (and PostgreSQL parses it once per connection).
 */
const sessionLookup = perDatabase((db) =>
  db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('kaigi_session_lookup'),
);

/**
 * The user behind a session cookie, sliding the expiry of an idle (non-remembered) session up to
 * its absolute end. A manager's session acting as someone (impersonation, issue 19) answers that
 * user, with the manager as `impersonator`.
 */
export async function findSessionUser(db: Database, token: string | undefined, now = new Date()): Promise<SessionUser | undefined> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const tokenHash = hashToken(token);
  const [row] = await sessionLookup(db).execute({ tokenHash, now: now.toISOString() });
  // A locked account's sessions end with the lock; this also covers one that slipped past it.
  if (!row || row.user.lockedAt) return undefined;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    const expiresAt = row.session.remember
      ? row.session.expiresAt
      : new Date(Math.min(now.getTime() + SESSION_TTL_MS, row.session.createdAt.getTime() + SESSION_ABSOLUTE_TTL_MS));
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    // The user, not a manager acting as them: the day a person was here is theirs.
    await recordActiveDay(db, row.user.id, now);
  }
  if (row.session.actingAsUserId !== null) {
    const [acting] = await db.select().from(users).where(eq(users.id, row.session.actingAsUserId));
    if (acting && !acting.lockedAt && !isManagerRole(acting.role) && isManagerRole(row.user.role)) return { user: acting, tokenHash, impersonator: row.user };
    // The rules hold for the whole visit, not only at its start. The changes that break them end the
    // impersonation where they are made (mngUsers.ts); this ends one that slipped past, for good.
    const reason = !isManagerRole(row.user.role) ? 'impersonatorDemoted' : !acting ? 'targetRemoved' : acting.lockedAt ? 'targetLocked' : 'targetPromoted';
    await db.transaction(async (tx) => {
      await tx.update(sessions).set({ actingAsUserId: null }).where(eq(sessions.tokenHash, tokenHash));
      await audit(tx, {
        conferenceId: row.user.conferenceId,
        action: 'impersonationEnd',
        actor: row.user,
        ...(acting ? { target: acting } : {}),
        detail: { reason },
      });
    });
  }
  return { user: row.user, tokenHash };
}

export interface SessionUser {
  user: UserRow;
  tokenHash: string;
  /** The manager acting as `user`, while impersonating. */
  impersonator?: UserRow;
}

export async function deleteSession(db: Database, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteUserSessions(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Distinct users with a live session seen in the last five minutes. */
export async function countActiveUsers(db: Database, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${sessions.userId})::int` })
    .from(sessions)
    .where(and(gt(sessions.lastSeenAt, new Date(now.getTime() - ACTIVE_WINDOW_MS)), gt(sessions.expiresAt, now)));
  return Number(row?.count ?? 0);
}

/** What the browser may know about the signed-in user: the response schema of every call that answers it. */
export const publicUserSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'email',
    'nameSei',
    'nameMei',
    'nameSeiKanji',
    'nameMeiKanji',
    'nameEn1',
    'nameEn3',
    'role',
    'isManager',
    'approvalStatus',
    'isApproved',
    'qualificationStatus',
    'isPresentable',
    'isEvaluatable',
    'isSponsor',
    'isReviewable',
  ],
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    nameSei: { type: 'string' },
    nameMei: { type: 'string' },
    nameSeiKanji: { type: ['string', 'null'] },
    nameMeiKanji: { type: ['string', 'null'] },
    nameEn1: { type: ['string', 'null'] },
    nameEn3: { type: ['string', 'null'] },
    role: { type: 'string' },
    isManager: { type: 'boolean' },
    approvalStatus: { type: 'string' },
    isApproved: { type: 'boolean' },
    qualificationStatus: { type: ['string', 'null'] },
    isPresentable: { type: 'boolean' },
    isEvaluatable: { type: 'boolean' },
    isSponsor: { type: 'boolean' },
    isReviewable: { type: 'boolean' },
  },
} as const;

export function publicUser(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    nameSei: user.nameSei,
    nameMei: user.nameMei,
    nameSeiKanji: user.nameSeiKanji,
    nameMeiKanji: user.nameMeiKanji,
    nameEn1: user.nameEn1,
    nameEn3: user.nameEn3,
    role: user.role,
    isManager: isManagerRole(user.role),
    approvalStatus: user.approvalStatus,
    isApproved: user.approvalStatus === 'approved',
    qualificationStatus: user.qualificationStatus,
    isPresentable: user.isPresentable,
    isEvaluatable: user.isEvaluatable,
    isSponsor: user.isSponsor,
    isReviewable: user.isReviewable,
  };
}
export type PublicUser = ReturnType<typeof publicUser>;
// The schema names every property the function answers, and no other.
type SchemaKeys = (typeof publicUserSchema.required)[number];
const _sameKeys: [SchemaKeys, keyof PublicUser] extends [keyof PublicUser, SchemaKeys] ? true : never = true;
void _sameKeys;
