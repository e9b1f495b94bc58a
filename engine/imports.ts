import { interpretedValidator } from './interpretedValidator';
import type { JsonSchema } from './formModel';
import type { LocalizedText, MessageKey, MessageParams } from './messages';
import { normalizeMemberCode } from './registration/collation';
import { toFieldErrors } from './validate';
import { externalMembersSchema } from '../schemas/externalMembers';

/**
 * Imports from a spreadsheet (issue 67): a CSV is checked first (the dry run: every bad row and
 * column named, and what would change), then imported whole or not at all. Their states are §4's
 * (docs/requirements/operation-area.md §4 "Import").
 */
export const importStatuses = ['not_started', 'checking', 'check_successful', 'check_failed', 'importing', 'import_successful', 'import_failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

export const importStatusLabels: Record<ImportStatus, LocalizedText> = {
  not_started: { ja: '未開始', en: 'Not started' },
  checking: { ja: '確認中', en: 'Checking' },
  check_successful: { ja: '確認済み（取り込み待ち）', en: 'Checked: ready to import' },
  check_failed: { ja: '確認で問題あり', en: 'Check failed' },
  importing: { ja: '取り込み中', en: 'Importing' },
  import_successful: { ja: '取り込み完了', en: 'Imported' },
  import_failed: { ja: '取り込みに失敗', en: 'Import failed' },
};

/** A column of an import (and of the export it round-trips with): its key and its heading in each language. */
export interface ImportColumn<Key extends string = string> {
  key: Key;
  ja: string;
  en: string;
}

/** What stops an import: the spreadsheet's row (1 is the heading row), the column's key if one, and what is wrong. */
export interface ImportProblem {
  row: number;
  column: string | null;
  code: MessageKey;
  params?: MessageParams;
}

/** At most this many problems are kept and shown: a file wrong throughout says so in its first few hundred. */
export const IMPORT_PROBLEMS_SHOWN = 200;

/**
 * Reads a spreadsheet's records against its columns and the schema one row must meet: the heading
 * row names the columns in Japanese or English, in any order; each later row becomes an object
 * checked by the schema (the forms' own checker), its problems named by row and column. Empty rows
 * are skipped. Cells are trimmed.
 */
export function readImportRows<Key extends string>(
  records: readonly (readonly string[])[],
  columns: readonly ImportColumn<Key>[],
  rowSchema: JsonSchema,
): { rows: { row: number; values: Record<Key, string> }[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const [heading = [], ...lines] = records;
  const byHeading = new Map(columns.flatMap((column) => [[column.ja, column] as const, [column.en, column] as const, [column.key as string, column] as const]));
  const positions = new Map<Key, number>();
  heading.forEach((title, index) => {
    const column = byHeading.get(title.trim());
    if (!title.trim()) return;
    if (!column) problems.push({ row: 1, column: null, code: 'importUnknownColumn', params: { column: title.trim() } });
    else if (positions.has(column.key)) problems.push({ row: 1, column: column.key, code: 'importColumnTwice' });
    else positions.set(column.key, index);
  });
  for (const column of columns) if (!positions.has(column.key)) problems.push({ row: 1, column: column.key, code: 'importMissingColumn' });
  if (records.length === 0) problems.push({ row: 1, column: null, code: 'importEmpty' });
  if (problems.length > 0) return { rows: [], problems };

  const check = interpretedValidator(rowSchema);
  const rows: { row: number; values: Record<Key, string> }[] = [];
  lines.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => !cell.trim())) return;
    const values = Object.fromEntries(columns.map((column) => [column.key, (cells[positions.get(column.key)!] ?? '').trim()])) as Record<Key, string>;
    // An empty cell is a value not given: the schema's `required` names it.
    const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    const errors = toFieldErrors({ messageOverrides: {} }, check(given));
    for (const error of errors) problems.push({ row, column: error.path, code: error.code, ...(error.params ? { params: error.params } : {}) });
    rows.push({ row, values });
  });
  if (rows.length === 0 && problems.length === 0) problems.push({ row: 2, column: null, code: 'importEmpty' });
  return { rows, problems };
}

/** The member list's columns (fixtures/external-members `members`), as the import reads them and the export writes them. */
export const memberColumns = [
  { key: 'memberCode', ja: '会員番号', en: 'Member number' },
  { key: 'nameSei', ja: '姓', en: 'Family name' },
  { key: 'nameMei', ja: '名', en: 'Given name' },
  { key: 'affiliation', ja: '所属', en: 'Affiliation' },
  { key: 'externalMemberId', ja: '学会の会員ID', en: 'Society member ID' },
] as const satisfies readonly ImportColumn[];
export type MemberKey = (typeof memberColumns)[number]['key'];
export type MemberRecord = Record<MemberKey, string>;

/**
 * The society's member list from a spreadsheet: each row checked as the fixture's member records
 * are (schemas/externalMembers.ts), the member number normalized as sign-up's collation compares
 * it, and a number used twice named on its second row.
 */
export function readMemberList(records: readonly (readonly string[])[]): { members: MemberRecord[]; problems: ImportProblem[] } {
  const { rows, problems } = readImportRows(records, memberColumns, externalMembersSchema.properties.members.items as unknown as JsonSchema);
  const firstRow = new Map<string, number>();
  const members: MemberRecord[] = [];
  for (const { row, values } of rows) {
    const code = normalizeMemberCode(values.memberCode);
    const earlier = firstRow.get(code);
    if (code && earlier !== undefined) problems.push({ row, column: 'memberCode', code: 'importDuplicate', params: { row: earlier } });
    else if (code) firstRow.set(code, row);
    members.push({ ...values, memberCode: code });
  }
  return { members, problems: problems.sort((a, b) => a.row - b.row) };
}

/** What an import of a member list would change: members new, changed, the same, and no longer listed. */
export interface MemberListChange {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
}

export function memberListChange(current: readonly MemberRecord[], next: readonly MemberRecord[]): MemberListChange {
  const now = new Map(current.map((member) => [member.memberCode, member]));
  const change = { added: 0, updated: 0, unchanged: 0, removed: 0 };
  const seen = new Set<string>();
  for (const member of next) {
    seen.add(member.memberCode);
    const before = now.get(member.memberCode);
    if (!before) change.added += 1;
    else if (memberColumns.some((column) => before[column.key] !== member[column.key])) change.updated += 1;
    else change.unchanged += 1;
  }
  change.removed = current.filter((member) => !seen.has(member.memberCode)).length;
  return change;
}
