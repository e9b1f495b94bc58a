import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database, Writer } from '../db/openDatabase';
import { auditLog } from '../db/schema';
import type { AuditAction } from '../../engine/auditActions';
import type { UserRow } from './sessions';

export interface AuditEntry {
  conferenceId: string;
  action: AuditAction;
  actor: UserRow;
  target?: Pick<UserRow, 'id' | 'email'>;
  detail?: Record<string, string | number | boolean | null>;
}

/** One entry of the managers' audit log; written in the same transaction as the change it records. */
export async function audit(db: Pick<Writer, 'insert'>, entry: AuditEntry) {
  await db.insert(auditLog).values({
    conferenceId: entry.conferenceId,
    action: entry.action,
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    targetUserId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    detail: entry.detail ?? {},
  });
}

/**
 * Runs a privileged change and writes its entry in one transaction: no change without its entry,
 * no entry for a change that was refused. The entry may depend on what the change answered.
 */
export async function audited<T>(db: Database, change: (tx: Writer) => Promise<T>, entry: AuditEntry | ((result: T) => AuditEntry)): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await audit(tx, typeof entry === 'function' ? entry(result) : entry);
    return result;
  });
}

/** The log, newest first, a page at a time; optionally only some actions, or the entries about one user (as target). */
export async function listAudit(db: Database, conferenceId: string, options: { actions?: readonly AuditAction[]; userId?: number; page: number; per: number }) {
  const conditions: SQL[] = [eq(auditLog.conferenceId, conferenceId)];
  if (options.actions?.length) conditions.push(inArray(auditLog.action, [...options.actions]));
  if (options.userId !== undefined) conditions.push(eq(auditLog.targetUserId, options.userId));
  const where = and(...conditions);
  const [{ total }] = (await db.select({ total: count() }).from(auditLog).where(where)) as [{ total: number }];
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(options.per)
    .offset((options.page - 1) * options.per);
  return {
    total: Number(total),
    entries: rows.map((row) => ({
      id: row.id,
      action: row.action as AuditAction,
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      targetUserId: row.targetUserId,
      targetEmail: row.targetEmail,
      detail: row.detail as Record<string, string | number | boolean | null>,
      at: row.at.toISOString(),
    })),
  };
}
