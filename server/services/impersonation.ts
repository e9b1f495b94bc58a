import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { sessions, users } from '../db/schema';
import { isManagerRole } from '../../engine/roles';
import { ApiError } from '../errors';
import { audit } from './audit';
import type { SessionUser } from './sessions';

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
  const [target] = await db.select().from(users).where(and(eq(users.id, targetId), eq(users.conferenceId, conferenceId)));
  if (!target) throw new ApiError(404, 'userNotFound');
  if (target.id === actor.id || isManagerRole(target.role)) throw new ApiError(403, 'cannotImpersonateManager');
  if (target.lockedAt) throw new ApiError(409, 'cannotImpersonateLocked');
  return db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(sessions).set({ actingAsUserId: target.id }).where(eq(sessions.tokenHash, viewer.tokenHash));
    await tx.update(users).set({ backdoorUsedAt: sql`coalesce(${users.backdoorUsedAt}, ${now})` }).where(eq(users.id, target.id));
    await audit(tx, { conferenceId, action: 'impersonationStart', actor, target });
    return target;
  });
}

/** Back to the manager's own account; `ended` says whether there was anything to end. */
export async function endImpersonation(db: Database, conferenceId: string, viewer: SessionUser | undefined, reason: 'back' | 'logout' = 'back') {
  if (!viewer?.impersonator) return { ended: false };
  const { impersonator, user: target } = viewer;
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ actingAsUserId: null }).where(eq(sessions.tokenHash, viewer.tokenHash));
    await audit(tx, { conferenceId, action: 'impersonationEnd', actor: impersonator, target, detail: { reason } });
  });
  return { ended: true };
}
