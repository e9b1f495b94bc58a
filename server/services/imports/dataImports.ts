import { and, desc, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import {
  IMPORT_PROBLEMS_SHOWN,
  type ImportChange,
  type ImportColumn,
  type ImportKind,
  type ImportProblem,
  type ImportStatus,
} from '../../../engine/imports/common';
import type { AuditAction } from '../../../engine/auditActions';
import { ApiError } from '../../core/errors';
import type { Database, Transaction } from '../../db/openDatabase';
import { dataImports } from '../../db/schema';
import { audit, type AuditEntry } from '../audit';

/**
 * Imports from a spreadsheet in the console (issue 67), whatever they import: a file is checked
 * first (the dry run: every bad row and column named, and what importing would change), then
 * imported whole or not at all, in one transaction. Their states are §4's. What each kind reads
 * and writes is its importer (members.ts, users.ts, presentations.ts).
 */
export interface Importer<Row> {
  kind: ImportKind;
  /** The file's columns, as the console lists them (the page asks for them: they stay out of its code). */
  columns: readonly ImportColumn[];
  /** The audit log's name for an import that ran. */
  action: Extract<AuditAction, `${string}Import`>;
  /** The file's records as rows, with the problems the file alone shows. */
  read(records: readonly (readonly string[])[]): { rows: Row[]; problems: ImportProblem[] };
  /** Problems only the database shows (a session code that is not there), if any. */
  check?(db: Database, conferenceId: string, rows: readonly Row[]): Promise<ImportProblem[]>;
  /** What importing the rows would change now. */
  change(db: Database | Transaction, conferenceId: string, rows: readonly Row[]): Promise<ImportChange>;
  /** Writes the rows, inside the import's transaction. */
  apply(tx: Transaction, conferenceId: string, rows: readonly Row[]): Promise<void>;
}

/** A list in batches of 1,000: what one statement reads or writes of an import's rows. */
export const inBatches = <T>(list: readonly T[], size = 1000): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) => list.slice(index * size, (index + 1) * size));

export interface ImportView {
  id: number;
  status: ImportStatus;
  fileName: string;
  rowCount: number;
  problems: ImportProblem[];
  problemCount: number;
  change: ImportChange | null;
  createdAt: string;
  updatedAt: string;
}

type ImportRow = typeof dataImports.$inferSelect;
const view = (row: ImportRow): ImportView => ({
  id: row.id,
  status: row.status as ImportStatus,
  fileName: row.fileName,
  rowCount: row.rowCount,
  problems: row.problems as ImportProblem[],
  problemCount: row.problemCount,
  change: row.change as ImportChange | null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The file as records: UTF-8 (a byte-order mark is allowed), CSV; anything else is undefined. */
export function readCsvFile(data: Buffer): string[][] | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
    return parse(text, { relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch {
    return undefined;
  }
}

/** The dry run: reads and checks the file, and works out what importing it would change. Nothing is imported. */
export async function checkImport<Row>(
  db: Database,
  importer: Importer<Row>,
  options: { conferenceId: string; fileName: string; data: Buffer; actor: AuditEntry['actor'] },
): Promise<ImportView> {
  const { conferenceId } = options;
  const [created] = await db
    .insert(dataImports)
    .values({ conferenceId, kind: importer.kind, fileName: options.fileName, status: 'checking', createdById: options.actor.id })
    .returning();
  const records = readCsvFile(options.data);
  const read = records ? importer.read(records) : { rows: [] as Row[], problems: [{ row: 1, column: null, code: 'importNotCsv' } as ImportProblem] };
  const problems = [...read.problems];
  if (problems.length === 0 && importer.check) problems.push(...(await importer.check(db, conferenceId, read.rows)));
  problems.sort((a, b) => a.row - b.row);
  const change = problems.length === 0 ? await importer.change(db, conferenceId, read.rows) : null;
  const [checked] = await db
    .update(dataImports)
    .set({
      status: problems.length > 0 ? 'check_failed' : 'check_successful',
      rowCount: read.rows.length,
      rows: problems.length > 0 ? null : read.rows,
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
 * Imports a checked file, all or nothing, in one transaction. An import runs once; a failure
 * (a check the database makes at the last moment, a lost connection) leaves everything as it was
 * and the import failed, its cause in the log.
 */
export async function runImport<Row>(
  db: Database,
  importer: Importer<Row>,
  options: { conferenceId: string; id: number; actor: AuditEntry['actor']; log: (error: unknown) => void },
): Promise<ImportView> {
  const { conferenceId, id } = options;
  const ours = and(eq(dataImports.id, id), eq(dataImports.conferenceId, conferenceId), eq(dataImports.kind, importer.kind));
  const [claimed] = await db
    .update(dataImports)
    .set({ status: 'importing', updatedAt: new Date() })
    .where(and(ours, eq(dataImports.status, 'check_successful')))
    .returning();
  if (!claimed) {
    const [exists] = await db.select({ id: dataImports.id }).from(dataImports).where(ours);
    throw new ApiError(exists ? 409 : 404, exists ? 'importNotReady' : 'notFound');
  }
  const rows = claimed.rows as Row[];
  try {
    await db.transaction(async (tx) => {
      // What changes is worked out again against the data as it is now: it may have changed since the check.
      const change = await importer.change(tx, conferenceId, rows);
      await importer.apply(tx, conferenceId, rows);
      await tx.update(dataImports).set({ status: 'import_successful', rows: null, change, updatedAt: new Date() }).where(eq(dataImports.id, id));
      await audit(tx, { conferenceId, action: importer.action, actor: options.actor, detail: { importId: id, fileName: claimed.fileName, ...change } });
    });
  } catch (error) {
    options.log(error);
    await db.update(dataImports).set({ status: 'import_failed', updatedAt: new Date() }).where(eq(dataImports.id, id));
  }
  const [row] = await db.select().from(dataImports).where(eq(dataImports.id, id));
  return view(row!);
}

/** The latest imports of one kind, newest first. */
export async function listImports(db: Database, conferenceId: string, kind: ImportKind): Promise<ImportView[]> {
  const rows = await db
    .select()
    .from(dataImports)
    .where(and(eq(dataImports.conferenceId, conferenceId), eq(dataImports.kind, kind)))
    .orderBy(desc(dataImports.createdAt), desc(dataImports.id))
    .limit(10);
  return rows.map(view);
}

/** Whether a file of this kind has been imported (then the fixtures no longer replace what it brought). */
export async function imported(db: Pick<Database, 'select'>, conferenceId: string, kind: ImportKind): Promise<boolean> {
  const [row] = await db
    .select({ id: dataImports.id })
    .from(dataImports)
    .where(and(eq(dataImports.conferenceId, conferenceId), eq(dataImports.kind, kind), eq(dataImports.status, 'import_successful')))
    .limit(1);
  return row !== undefined;
}
