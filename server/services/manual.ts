import { eq } from 'drizzle-orm';
import { manualProblems } from '../../engine/community';
import type { ManualInput } from '../../schemas/community';
import { ApiError, fieldErrors } from '../core/errors';
import type { Writer } from '../db/openDatabase';
import { manuals } from '../db/schema';
import { sanitizeRichText } from './sanitize';

/** The conference's manual (issue 65), or an empty one at version 0 before a manager writes it. */
export async function readManual(db: Writer, conferenceId: string) {
  const [row] = await db.select().from(manuals).where(eq(manuals.conferenceId, conferenceId));
  return row
    ? { bodyJa: row.bodyJa, bodyEn: row.bodyEn, version: row.version, updatedAt: row.updatedAt.toISOString() }
    : { bodyJa: '', bodyEn: '', version: 0, updatedAt: null };
}

/**
 * Saves the manual, sanitized, over the version the manager started from; a manual saved since
 * is not overwritten (409, naming the version now stored). The row is locked while it is compared.
 */
export async function saveManual(tx: Writer, conferenceId: string, actorId: number, input: ManualInput) {
  const problems = manualProblems(input);
  if (problems.length > 0) throw fieldErrors(problems);
  const [current] = await tx.select({ version: manuals.version }).from(manuals).where(eq(manuals.conferenceId, conferenceId)).for('update');
  const stored = current?.version ?? 0;
  if (stored !== input.version) throw new ApiError(409, 'manualSavedMeanwhile', { params: { version: stored } });
  const values = {
    bodyJa: sanitizeRichText(input.bodyJa),
    bodyEn: sanitizeRichText(input.bodyEn),
    version: stored + 1,
    updatedBy: actorId,
    updatedAt: new Date(),
  };
  if (current) await tx.update(manuals).set(values).where(eq(manuals.conferenceId, conferenceId));
  else {
    // The first manual: two managers writing it at once, the second finds the first's.
    const [created] = await tx
      .insert(manuals)
      .values({ conferenceId, ...values })
      .onConflictDoNothing()
      .returning({ version: manuals.version });
    if (!created) throw new ApiError(409, 'manualSavedMeanwhile', { params: { version: 1 } });
  }
  return readManual(tx, conferenceId);
}
