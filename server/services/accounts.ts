import { and, eq, gt, inArray, isNull, like, sql } from 'drizzle-orm';
import { minutesUntil, normalizeEmail } from '../../engine/account';
import type { Config } from '../core/config';
import type { Database } from '../db/openDatabase';
import { loginEmails, loginFailures, passwordResets, users } from '../db/schema';
import { hashPassword, verifyPassword, type PasswordHashCost } from './passwords';
import { deleteUserSessions, type UserRow } from './sessions';
import { hashToken, isTokenShaped, newToken, SIGNUP_TOKEN_TTL_MS } from './tokens';

export type LoginOutcome =
  | { ok: true; user: UserRow }
  | { ok: false; reason: 'invalidCredentials'; remaining: number }
  | { ok: false; reason: 'locked'; minutes: number }
  | { ok: false; reason: 'disabled' };

const dummyHashes = new Map<PasswordHashCost, Promise<string>>();
/** A hash to verify against when the address has no account, so both take the same time. */
const dummyHash = (cost: PasswordHashCost) => {
  if (!dummyHashes.has(cost)) dummyHashes.set(cost, hashPassword(newToken(), cost));
  return dummyHashes.get(cost)!;
};

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`);
  return user;
}

/** The counter of one address tried from one client, and of one address from everywhere. */
export const loginFailureKeys = (email: string, client: string) => ({
  pair: `pair:${client}:${normalizeEmail(email)}`,
  account: `account:${normalizeEmail(email)}`,
});

export interface LoginAttempt {
  /** The client's address as the server sees it (the socket, or the named proxies' header). */
  client: string;
  /** This browser signed in to this address before (a signed device cookie). */
  knownDevice: boolean;
}

/**
 * Password login with lockout (docs/requirements/public-area.md §8; docs/decisions.md "Lockout"). Failures count
 * per e-mail address (with and without an account alike) twice: per client, where
 * `loginMaxAttempts` locks that client out of the address for `loginLockMinutes`; and from all
 * clients, where `loginAccountMaxFailures` within the lock time lets only browsers that signed in
 * to it before go on trying. So an attacker elsewhere cannot lock the owner out, and many
 * addresses guessing together are stopped too. While locked the password is not checked at all.
 * One atomic upsert counts each failure, so parallel guesses cannot slip past a limit.
 */
export async function attemptLogin(
  db: Database,
  config: Pick<Config, 'loginMaxAttempts' | 'loginLockMinutes' | 'loginAccountMaxFailures' | 'passwordHashCost'>,
  email: string,
  password: string,
  attempt: LoginAttempt,
  now = new Date(),
): Promise<LoginOutcome> {
  const keys = loginFailureKeys(email, attempt.client);
  const rows = await db
    .select()
    .from(loginFailures)
    .where(inArray(loginFailures.key, [keys.pair, keys.account]));
  for (const row of rows) {
    if (row.key === keys.account && attempt.knownDevice) continue;
    if (row.lockedUntil && row.lockedUntil > now) return { ok: false, reason: 'locked', minutes: minutesUntil(row.lockedUntil, now) };
  }

  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash(config.passwordHashCost)));
  if (user && valid) {
    await db.delete(loginFailures).where(eq(loginFailures.key, keys.pair));
    // Locked by a manager: said only to whoever knows the password.
    if (user.lockedAt) return { ok: false, reason: 'disabled' };
    return { ok: true, user };
  }

  const windowMs = config.loginLockMinutes * 60_000;
  const [pair] = await Promise.all([
    countFailure(db, keys.pair, config.loginMaxAttempts, windowMs, now),
    countFailure(db, keys.account, config.loginAccountMaxFailures, windowMs, now),
  ]);
  if (pair.lockedUntil && pair.lockedUntil > now) return { ok: false, reason: 'locked', minutes: minutesUntil(pair.lockedUntil, now) };
  return { ok: false, reason: 'invalidCredentials', remaining: Math.max(0, config.loginMaxAttempts - pair.count) };
}

/** One more failure under `key`: a count that starts over after a quiet lock time or an ended lock. */
async function countFailure(db: Database, key: string, max: number, windowMs: number, now: Date) {
  const lockUntil = new Date(now.getTime() + windowMs);
  const stale = new Date(now.getTime() - windowMs);
  const expired = sql`((${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} <= ${now}) or (${loginFailures.lockedUntil} is null and ${loginFailures.updatedAt} < ${stale}))`;
  const counted = sql`(case when ${expired} then 1 else ${loginFailures.count} + 1 end)`;
  const [row] = await db
    .insert(loginFailures)
    .values({ key, count: 1, lockedUntil: max <= 1 ? lockUntil : null, updatedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: counted,
        lockedUntil: sql`(case when ${counted} >= ${max} then ${lockUntil}::timestamptz when ${expired} then null else ${loginFailures.lockedUntil} end)`,
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

/** A sign-up link for a new address, valid 24 hours. */
export async function issueSignupLink(db: Database, email: string, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(loginEmails).values({ tokenHash: hashToken(token), email: email.trim(), expiresAt: new Date(now.getTime() + SIGNUP_TOKEN_TTL_MS) });
  return token;
}

export const RESET_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** A reset link for the account; earlier unused links of the account stop working. */
export async function issuePasswordReset(db: Database, userId: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
  });
  return token;
}

export async function isResetTokenValid(db: Database, token: string, now = new Date()): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)));
  return Boolean(row);
}

/**
 * Consumes the link and sets the password in one transaction: of two concurrent uses one wins.
 * The account's sessions end and its failed-login count is cleared. False when the link is dead.
 */
export async function resetPassword(db: Database, token: string, password: string, cost: PasswordHashCost, now = new Date()): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  const passwordHash = await hashPassword(password, cost);
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!reset) return false;
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId)).returning({ email: users.email });
    await deleteUserSessions(tx as unknown as Database, reset.userId);
    // The owner proved the address: every client's count on it starts over.
    if (user) await tx.delete(loginFailures).where(like(loginFailures.key, `%:${normalizeEmail(user.email).replace(/[\\%_]/g, (c) => `\\${c}`)}`));
    return true;
  });
}
