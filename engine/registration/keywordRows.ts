/**
 * The keyword rows of the registration form (docs/requirements/public-area.md §3, §4): each row is none, then
 * categoryOnly once a category is chosen, then full once a keyword is chosen. Changing the
 * category resets the row to categoryOnly; a row is added only when every row is full; rows after
 * the first can be removed; only full rows are submitted.
 */
export interface KeywordRow {
  categoryId?: number;
  keywordId?: number;
}

export type KeywordRowState = 'none' | 'categoryOnly' | 'full';

export function rowState(row: KeywordRow): KeywordRowState {
  if (row.categoryId === undefined) return 'none';
  return row.keywordId === undefined ? 'categoryOnly' : 'full';
}

export const emptyRows = (): KeywordRow[] => [{}];

export function chooseCategory(rows: readonly KeywordRow[], index: number, categoryId: number | undefined): KeywordRow[] {
  return rows.map((row, i) => (i !== index ? row : categoryId === undefined ? {} : { categoryId }));
}

export function chooseKeyword(rows: readonly KeywordRow[], index: number, keywordId: number | undefined): KeywordRow[] {
  return rows.map((row, i) => {
    if (i !== index || row.categoryId === undefined) return row;
    return keywordId === undefined ? { categoryId: row.categoryId } : { categoryId: row.categoryId, keywordId };
  });
}

export const canAddRow = (rows: readonly KeywordRow[]) => rows.every((row) => rowState(row) === 'full');

export function addRow(rows: readonly KeywordRow[]): KeywordRow[] {
  return canAddRow(rows) ? [...rows, {}] : [...rows];
}

export const canRemoveRow = (rows: readonly KeywordRow[], index: number) => index > 0 && index < rows.length;

export function removeRow(rows: readonly KeywordRow[], index: number): KeywordRow[] {
  return canRemoveRow(rows, index) ? rows.filter((_, i) => i !== index) : [...rows];
}

/** The keyword ids sent: full rows only, in row order, each once. */
export function submittedKeywordIds(rows: readonly KeywordRow[]): number[] {
  const ids: number[] = [];
  for (const row of rows) if (row.keywordId !== undefined && !ids.includes(row.keywordId)) ids.push(row.keywordId);
  return ids;
}

/** Rows for keyword ids already chosen (a restored draft): one full row each, or one empty row. */
export function rowsFromIds(ids: readonly number[], categories: ReadonlyArray<{ id: number; keywords: ReadonlyArray<{ id: number }> }>): KeywordRow[] {
  const categoryOf = new Map(categories.flatMap((category) => category.keywords.map((keyword) => [keyword.id, category.id] as const)));
  const rows = ids.filter((id) => categoryOf.has(id)).map((id) => ({ categoryId: categoryOf.get(id)!, keywordId: id }));
  return rows.length > 0 ? rows : emptyRows();
}
