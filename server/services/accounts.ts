import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { minutesUntil, normalizeEmail } from '../../engine/account';
import type { Config } from '../config';
import type { Database } from '../db/openDatabase';
import { loginEmails, loginFailures, passwordResets, users } from '../db/schema';
import { hashPassword, verifyPassword, type PasswordHashCost } from './passwords';
import { deleteUserSessions, type UserRow } from './sessions';
import { hashToken, isTokenShaped, newToken, SIGNUP_TOKEN_TTL_MS } from './tokens';

export type LoginOutcome =
  | { ok: true; user: UserRow }
  | { ok: false; reason: 'invalidCredentials'; remaining: number }
  | { ok: false; reason: 'locked'; minutes: number };

const dummyHashes = new Map<PasswordHashCost, Promise<string>>();
/** A hash to verify against when the address has no account, so both take the same time. */
const dummyHash = (cost: PasswordHashCost) => {
  if (!dummyHashes.has(cost)) dummyHashes.set(cost, hashPassword(newToken(), cost));
  return dummyHashes.get(cost)!;
};

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${normalizeEmail(email)}`);
  return user;
}

/**
 * Password login with lockout (spec/public-area.md §8). Failures count per e-mail address, for
 * addresses with and without an account alike; at `loginMaxAttempts` the address is locked for
 * `loginLockMinutes`, and while locked the password is not even checked. One atomic upsert
 * counts each failure, so parallel guesses cannot slip past the limit.
 */
export async function attemptLogin(
  db: Database,
  config: Pick<Config, 'loginMaxAttempts' | 'loginLockMinutes' | 'passwordHashCost'>,
  email: string,
  password: string,
  now = new Date(),
): Promise<LoginOutcome> {
  const key = normalizeEmail(email);
  const [failure] = await db.select().from(loginFailures).where(eq(loginFailures.email, key));
  if (failure?.lockedUntil && failure.lockedUntil > now) return { ok: false, reason: 'locked', minutes: minutesUntil(failure.lockedUntil, now) };

  const user = await findUserByEmail(db, key);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash(config.passwordHashCost)));
  if (user && valid) {
    await db.delete(loginFailures).where(eq(loginFailures.email, key));
    return { ok: true, user };
  }

  const max = config.loginMaxAttempts;
  const lockUntil = new Date(now.getTime() + config.loginLockMinutes * 60_000);
  const expired = sql`(${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} <= ${now})`;
  const counted = sql`(case when ${expired} then 1 else ${loginFailures.count} + 1 end)`;
  const [row] = await db
    .insert(loginFailures)
    .values({ email: key, count: 1, lockedUntil: max <= 1 ? lockUntil : null, updatedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        count: counted,
        lockedUntil: sql`(case when ${counted} >= ${max} then ${lockUntil}::timestamptz when ${expired} then null else ${loginFailures.lockedUntil} end)`,
        updatedAt: now,
      },
    })
    .returning();
  if (row!.lockedUntil && row!.lockedUntil > now) return { ok: false, reason: 'locked', minutes: minutesUntil(row!.lockedUntil, now) };
  return { ok: false, reason: 'invalidCredentials', remaining: Math.max(0, max - row!.count) };
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
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
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
    if (user) await tx.delete(loginFailures).where(eq(loginFailures.email, normalizeEmail(user.email)));
    return true;
  });
}
