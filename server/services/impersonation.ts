import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Writer } from '../db/openDatabase';
import { sessions, users } from '../db/schema';
import { isManagerRole } from '../../engine/roles';
import { ApiError } from '../core/errors';
import { audit } from './audit';
import type { SessionUser, UserRow } from './sessions';

/**
 * Impersonation (issue 19): a manager's session acts as an attendee to see what they see. The
 * session keeps its manager; only `acting_as_user_id` changes, so "back" is one update and the
 * manager never needs to sign in again. Every start and end is in the audit log, and the user is
 * marked isBackdoorUsed.
 */
export async function startImpersonation(db: Database, conferenceId: string, viewer: SessionUser, targetId: number) {
  if (viewer.impersonator) throw new ApiError(409, 'alreadyImpersonating');
  const actor = viewer.user;
  if (!isManagerRole(actor.role)) throw new ApiError(403, 'managersOnly');
  const [target] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, targetId), eq(users.conferenceId, conferenceId)));
  if (!target) throw new ApiError(404, 'userNotFound');
  if (target.id === actor.id || isManagerRole(target.role)) throw new ApiError(403, 'cannotImpersonateManager');
  if (target.lockedAt) throw new ApiError(409, 'cannotImpersonateLocked');
  return db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(sessions).set({ actingAsUserId: target.id }).where(eq(sessions.tokenHash, viewer.tokenHash));
    await tx
      .update(users)
      .set({ backdoorUsedAt: sql`coalesce(${users.backdoorUsedAt}, ${now})` })
      .where(eq(users.id, target.id));
    await audit(tx, { conferenceId, action: 'impersonationStart', actor, target });
    return target;
  });
}

/** Why an impersonation ended: the manager's choice, or a change that makes it no longer allowed. */
export type ImpersonationEndReason = 'back' | 'logout' | 'targetLocked' | 'targetPromoted' | 'targetRemoved' | 'impersonatorDemoted';

/**
 * Back to the manager's own account; `ended` says whether there was anything to end. A session
 * whose impersonation the server already ended (the user was locked or made a manager) has
 * nothing left to end: it answers `ended: false`, and the audit log already holds the end.
 */
export async function endImpersonation(db: Database, conferenceId: string, viewer: SessionUser | undefined, reason: ImpersonationEndReason = 'back') {
  if (!viewer?.impersonator) return { ended: false };
  const { impersonator, user: target } = viewer;
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ actingAsUserId: null }).where(eq(sessions.tokenHash, viewer.tokenHash));
    await audit(tx, { conferenceId, action: 'impersonationEnd', actor: impersonator, target, detail: { reason } });
  });
  return { ended: true };
}

/**
 * Ends, for good and in the audit log, every impersonation of `target` (locked, made a manager,
 * removed): the sessions forget whom they acted as, so nothing comes back when the change is undone.
 */
export async function endImpersonationsOf(tx: Writer, conferenceId: string, target: UserRow, reason: ImpersonationEndReason) {
  const ended = await tx.update(sessions).set({ actingAsUserId: null }).where(eq(sessions.actingAsUserId, target.id)).returning({ userId: sessions.userId });
  await auditEnds(
    tx,
    conferenceId,
    ended.map((row) => row.userId),
    target,
    reason,
  );
}

/** Ends every impersonation a manager's sessions hold (the manager was demoted). */
export async function endImpersonationsBy(tx: Writer, conferenceId: string, impersonator: UserRow, reason: ImpersonationEndReason) {
  const ended = await tx
    .update(sessions)
    .set({ actingAsUserId: null })
    .where(and(eq(sessions.userId, impersonator.id), isNotNull(sessions.actingAsUserId)))
    .returning({ targetId: sessions.actingAsUserId });
  const targets = ended.map((row) => row.targetId).filter((id): id is number => id !== null);
  if (targets.length === 0) return;
  const rows = await tx.select().from(users).where(inArray(users.id, targets));
  for (const target of rows) await audit(tx, { conferenceId, action: 'impersonationEnd', actor: impersonator, target, detail: { reason } });
}

async function auditEnds(tx: Writer, conferenceId: string, impersonatorIds: number[], target: UserRow, reason: ImpersonationEndReason) {
  if (impersonatorIds.length === 0) return;
  const managers = await tx
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(impersonatorIds)]));
  for (const actor of managers) await audit(tx, { conferenceId, action: 'impersonationEnd', actor, target, detail: { reason } });
}
