import { asc, count, eq } from 'drizzle-orm';
import { memberColumns, memberListChange, readMemberList, type MemberRecord } from '../../../engine/imports/members';
import type { Database } from '../../db/openDatabase';
import { externalMembers } from '../../db/schema';
import { imported, type Importer } from './dataImports';

/**
 * The society's member list, imported in the console (issue 67): the import replaces the whole
 * list in one transaction, so sign-up's member collation reads the old list or the new one, never
 * half of each. Once a list has been imported, restarting no longer lays the program file's
 * members over it (server/seed.ts).
 */

const INSERT_BATCH = 1000;

const currentMembers = (db: Pick<Database, 'select'>, conferenceId: string) =>
  db
    .select({
      memberCode: externalMembers.memberCode,
      nameSei: externalMembers.nameSei,
      nameMei: externalMembers.nameMei,
      affiliation: externalMembers.affiliation,
      externalMemberId: externalMembers.externalMemberId,
    })
    .from(externalMembers)
    .where(eq(externalMembers.conferenceId, conferenceId));

export const memberImporter: Importer<MemberRecord> = {
  kind: 'members',
  columns: memberColumns,
  action: 'memberImport',
  read(records) {
    const { members, problems } = readMemberList(records);
    return { rows: members, problems };
  },
  async change(db, conferenceId, rows) {
    return memberListChange(await currentMembers(db, conferenceId), rows);
  },
  async apply(tx, conferenceId, rows) {
    await tx.delete(externalMembers).where(eq(externalMembers.conferenceId, conferenceId));
    for (let at = 0; at < rows.length; at += INSERT_BATCH) {
      await tx.insert(externalMembers).values(rows.slice(at, at + INSERT_BATCH).map((member) => ({ ...member, conferenceId })));
    }
  },
};

/** Whether a manager has imported the member list (then the program file's members no longer replace it). */
export const memberListImported = (db: Pick<Database, 'select'>, conferenceId: string) => imported(db, conferenceId, 'members');

export const MEMBERS_PER_PAGE = 50;

/** A page of the member list, by member number. */
export async function listMembers(db: Database, conferenceId: string, page: number) {
  const where = eq(externalMembers.conferenceId, conferenceId);
  const [totals, members] = await Promise.all([
    db.select({ total: count() }).from(externalMembers).where(where),
    currentMembers(db, conferenceId)
      .orderBy(asc(externalMembers.memberCode))
      .limit(MEMBERS_PER_PAGE)
      .offset((page - 1) * MEMBERS_PER_PAGE),
  ]);
  const total = Number(totals[0]?.total ?? 0);
  return { members, totalCount: total, page, totalPages: Math.max(1, Math.ceil(total / MEMBERS_PER_PAGE)) };
}
