import { interpretedValidator } from '../interpretedValidator';
import type { JsonSchema } from '../formModel';
import type { LocalizedText, MessageKey, MessageParams } from '../messages';
import { toFieldErrors } from '../validate';

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

/** What a manager can import, and the calls of each: /web_api/mng/{calls}, /web_api/mng/{calls}/:id/run. */
export const importKinds = { members: 'member_imports', users: 'user_imports', presentations: 'presentation_imports' } as const;
export type ImportKind = keyof typeof importKinds;

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

/** What an import changes: records new, changed, the same, and (for a list replaced whole) no longer there. */
export interface ImportChange {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
}

/**
 * Counts what replacing or merging `current` with `next` changes, records matched by `key` and
 * compared by `same`. With `replaces`, records not in `next` are removed; otherwise they stay.
 */
export function importChange<Current, Next>(
  current: ReadonlyMap<string, Current>,
  next: readonly Next[],
  key: (record: Next) => string,
  same: (before: Current, after: Next) => boolean,
  replaces: boolean,
): ImportChange {
  const change: ImportChange = { added: 0, updated: 0, unchanged: 0, removed: 0 };
  const seen = new Set<string>();
  for (const record of next) {
    seen.add(key(record));
    const before = current.get(key(record));
    if (before === undefined) change.added += 1;
    else if (same(before, record)) change.unchanged += 1;
    else change.updated += 1;
  }
  if (replaces) for (const id of current.keys()) if (!seen.has(id)) change.removed += 1;
  return change;
}

/** The words a yes-or-no cell may hold, in either language; an empty cell is no. */
export const yesWords = ['はい', 'yes', 'Yes', 'YES', '1', 'true', 'TRUE', '○'] as const;
export const noWords = ['いいえ', 'no', 'No', 'NO', '0', 'false', 'FALSE', '×'] as const;
export const yesNoCell = { type: 'string', enum: [...yesWords, ...noWords] } as const;
export const isYes = (cell: string) => (yesWords as readonly string[]).includes(cell);

/**
 * Names a key used twice: the first row it was on is kept, and each later row is a problem
 * (`importDuplicate`, with the first row) in `column`.
 */
export function duplicateKeys<T>(rows: readonly { row: number; values: T }[], key: (values: T) => string, column: string): ImportProblem[] {
  const firstRow = new Map<string, number>();
  const problems: ImportProblem[] = [];
  for (const { row, values } of rows) {
    const id = key(values);
    if (!id) continue;
    const earlier = firstRow.get(id);
    if (earlier !== undefined) problems.push({ row, column, code: 'importDuplicate', params: { row: earlier } });
    else firstRow.set(id, row);
  }
  return problems;
}
