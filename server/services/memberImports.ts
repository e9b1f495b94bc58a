import { and, asc, count, desc, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import {
  IMPORT_PROBLEMS_SHOWN,
  memberColumns,
  memberListChange,
  readMemberList,
  type ImportProblem,
  type ImportStatus,
  type MemberListChange,
  type MemberRecord,
} from '../../engine/imports';
import { ApiError } from '../core/errors';
import type { Database } from '../db/openDatabase';
import { dataImports, externalMembers } from '../db/schema';
import { audit, type AuditEntry } from './audit';

/**
 * The society's member list, imported from a spreadsheet in the console (issue 67): checked first
 * (every bad row and column named, and what would change), then imported whole: the list is
 * replaced in one transaction, so sign-up's member collation reads the old list or the new one,
 * never half of each. Once a list has been imported, restarting no longer lays the program
 * file's members over it (server/seed.ts).
 */

const INSERT_BATCH = 1000;

export interface MemberImportView {
  id: number;
  status: ImportStatus;
  fileName: string;
  rowCount: number;
  problems: ImportProblem[];
  problemCount: number;
  change: MemberListChange | null;
  createdAt: string;
  updatedAt: string;
}

type ImportRow = typeof dataImports.$inferSelect;
const view = (row: ImportRow): MemberImportView => ({
  id: row.id,
  status: row.status as ImportStatus,
  fileName: row.fileName,
  rowCount: row.rowCount,
  problems: row.problems as ImportProblem[],
  problemCount: row.problemCount,
  change: row.change as MemberListChange | null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

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

/** The file as records: UTF-8 (a byte-order mark is allowed), CSV; anything else is one problem. */
function recordsOf(data: Buffer): string[][] | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
    return parse(text, { relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch {
    return undefined;
  }
}

/** The dry run: reads and checks the file, and works out what importing it would change. Nothing is imported. */
export async function checkMemberList(
  db: Database,
  conferenceId: string,
  fileName: string,
  data: Buffer,
  actor: AuditEntry['actor'],
): Promise<MemberImportView> {
  const [created] = await db.insert(dataImports).values({ conferenceId, kind: 'members', fileName, status: 'checking', createdById: actor.id }).returning();
  const records = recordsOf(data);
  const { members, problems } = records
    ? readMemberList(records)
    : { members: [], problems: [{ row: 1, column: null, code: 'importNotCsv' } as ImportProblem] };
  const change = problems.length === 0 ? memberListChange(await currentMembers(db, conferenceId), members) : null;
  const [checked] = await db
    .update(dataImports)
    .set({
      status: problems.length > 0 ? 'check_failed' : 'check_successful',
      rowCount: members.length,
      rows: problems.length > 0 ? null : members,
      problems: problems.slice(0, IMPORT_PROBLEMS_SHOWN),
      problemCount: problems.length,
      change,
      updatedAt: new Date(),
    })
    .where(eq(dataImports.id, created!.id))
    .returning();
  return view(checked!);
}

/**
 * Imports a checked list, all or nothing: the conference's members are replaced by the file's in one
 * transaction. An import runs once; a failure leaves the list as it was and the import failed.
 */
export async function importMemberList(
  db: Database,
  conferenceId: string,
  id: number,
  actor: AuditEntry['actor'],
  log: (error: unknown) => void,
): Promise<MemberImportView> {
  const [claimed] = await db
    .update(dataImports)
    .set({ status: 'importing', updatedAt: new Date() })
    .where(and(eq(dataImports.id, id), eq(dataImports.conferenceId, conferenceId), eq(dataImports.kind, 'members'), eq(dataImports.status, 'check_successful')))
    .returning();
  if (!claimed) {
    const [exists] = await db
      .select({ id: dataImports.id })
      .from(dataImports)
      .where(and(eq(dataImports.id, id), eq(dataImports.conferenceId, conferenceId), eq(dataImports.kind, 'members')));
    throw new ApiError(exists ? 409 : 404, exists ? 'importNotReady' : 'notFound');
  }
  const members = claimed.rows as MemberRecord[];
  try {
    await db.transaction(async (tx) => {
      // What changes is worked out again against the list as it is now: another import may have run since the check.
      const change = memberListChange(await currentMembers(tx, conferenceId), members);
      await tx.delete(externalMembers).where(eq(externalMembers.conferenceId, conferenceId));
      for (let at = 0; at < members.length; at += INSERT_BATCH) {
        await tx.insert(externalMembers).values(members.slice(at, at + INSERT_BATCH).map((member) => ({ ...member, conferenceId })));
      }
      await tx.update(dataImports).set({ status: 'import_successful', rows: null, change, updatedAt: new Date() }).where(eq(dataImports.id, id));
      await audit(tx, { conferenceId, action: 'memberImport', actor, detail: { importId: id, fileName: claimed.fileName, ...change } });
    });
  } catch (error) {
    log(error);
    await db.update(dataImports).set({ status: 'import_failed', updatedAt: new Date() }).where(eq(dataImports.id, id));
  }
  const [row] = await db.select().from(dataImports).where(eq(dataImports.id, id));
  return view(row!);
}

/** The latest imports of the member list, newest first. */
export async function listMemberImports(db: Database, conferenceId: string): Promise<MemberImportView[]> {
  const rows = await db
    .select()
    .from(dataImports)
    .where(and(eq(dataImports.conferenceId, conferenceId), eq(dataImports.kind, 'members')))
    .orderBy(desc(dataImports.createdAt), desc(dataImports.id))
    .limit(10);
  return rows.map(view);
}

/** Whether a manager has imported the member list (then the program file's members no longer replace it). */
export async function memberListImported(db: Pick<Database, 'select'>, conferenceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dataImports.id })
    .from(dataImports)
    .where(and(eq(dataImports.conferenceId, conferenceId), eq(dataImports.kind, 'members'), eq(dataImports.status, 'import_successful')))
    .limit(1);
  return row !== undefined;
}

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

export { memberColumns };
