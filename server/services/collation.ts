import { and, eq } from 'drizzle-orm';
import { collate, normalizeMemberCode, type CollationInput, type CollationResult } from '../../engine/registration/collation';
import type { Database } from '../db/openDatabase';
import { externalMembers } from '../db/schema';

/** Collates typed member details against the member records seeded for the conference. */
export async function collateMember(db: Database, conferenceId: string, input: CollationInput): Promise<CollationResult> {
  const code = normalizeMemberCode(input.memberCode);
  const [record] = code
    ? await db
        .select()
        .from(externalMembers)
        .where(and(eq(externalMembers.conferenceId, conferenceId), eq(externalMembers.memberCode, code)))
    : [];
  return collate(input, record);
}
