import type { MessageKey } from '../messages';

/**
 * A bank statement as a manager imports it to confirm transfers (issue 64). The file's shape is
 * Kaigi's own (banks differ): CSV with a header row naming, in Japanese or English, the columns
 * 日付/date, 金額/amount and 振込依頼人/payer; other columns are ignored. A row is matched to the
 * pending bank-transfer order whose payer name (compared as kana, half- or full-width alike) and
 * total are the row's. Rows that match nothing (other deposits) are listed and left alone; a row
 * that cannot be read, or that two orders would match, stops the import and is named.
 */

export interface StatementRow {
  /** The line in the file, the header being line 1. */
  line: number;
  date: string;
  amount: number;
  payer: string;
  /** The order it confirms; null when none matches. */
  orderId: number | null;
}

export interface StatementProblem {
  line: number;
  code: MessageKey;
}

const headers = {
  date: ['日付', '取引日', 'date'],
  amount: ['金額', '入金額', 'amount'],
  payer: ['振込依頼人', '振込依頼人名', '依頼人', 'payer', 'name'],
} as const;

/** A payer's name as banks print it, folded: NFKC (half-width kana become full-width), no spaces, upper case. */
export const foldPayer = (name: string): string =>
  name
    .normalize('NFKC')
    .replace(/[\s\u3000]/g, '')
    .toUpperCase();

/** yyyy/MM/dd, yyyy-MM-dd or yyyyMMdd, as ISO; undefined when it is no day. */
function dayOf(text: string): string | undefined {
  const match = /^(\d{4})[/-]?(\d{1,2})[/-]?(\d{1,2})$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

export interface PendingTransfer {
  id: number;
  total: number;
  payerKana: string;
}

/** The pending transfers a payer and an amount would confirm: one is a match, several cannot be told apart. */
export function transferMatcher(pending: readonly PendingTransfer[]): (payer: string, amount: number) => PendingTransfer[] {
  const byKey = new Map<string, PendingTransfer[]>();
  for (const order of pending) {
    const key = `${foldPayer(order.payerKana)}|${order.total}`;
    byKey.set(key, [...(byKey.get(key) ?? []), order]);
  }
  return (payer, amount) => byKey.get(`${foldPayer(payer)}|${amount}`) ?? [];
}

/** Reads the records of a statement and matches each row to a pending transfer. */
export function readStatement(
  records: readonly (readonly string[])[],
  pending: readonly PendingTransfer[],
): { rows: StatementRow[]; problems: StatementProblem[] } {
  const [head, ...body] = records;
  const column = (names: readonly string[]) => (head ?? []).findIndex((cell) => names.includes(cell.trim().toLowerCase()));
  const at = { date: column(headers.date), amount: column(headers.amount), payer: column(headers.payer) };
  if (!head || at.date < 0 || at.amount < 0 || at.payer < 0) return { rows: [], problems: [{ line: 1, code: 'statementHeader' }] };
  const candidatesOf = transferMatcher(pending);
  const rows: StatementRow[] = [];
  const problems: StatementProblem[] = [];
  body.forEach((record, index) => {
    const line = index + 2;
    if (record.every((cell) => cell.trim() === '')) return;
    const date = dayOf(record[at.date] ?? '');
    const amountText = (record[at.amount] ?? '').normalize('NFKC').replace(/[,\s円¥]/g, '');
    const amount = /^\d{1,9}$/.test(amountText) ? Number(amountText) : NaN;
    const payer = (record[at.payer] ?? '').trim();
    if (!date) return problems.push({ line, code: 'statementDate' });
    if (!Number.isInteger(amount) || amount <= 0) return problems.push({ line, code: 'statementAmount' });
    if (!payer) return problems.push({ line, code: 'statementPayer' });
    const candidates = candidatesOf(payer, amount);
    if (candidates.length > 1) return problems.push({ line, code: 'statementAmbiguous' });
    rows.push({ line, date, amount, payer, orderId: candidates[0]?.id ?? null });
  });
  // Two rows for one order: the second is a payment the order does not expect.
  const seen = new Set<number>();
  for (const row of rows) {
    if (row.orderId === null) continue;
    if (seen.has(row.orderId)) problems.push({ line: row.line, code: 'statementTwice' });
    seen.add(row.orderId);
  }
  return { rows, problems };
}

/** What identifies a line across imports: its day, amount and payer, and which of the equal lines of its file it is. */
export function lineIdentities(rows: readonly StatementRow[]): string[] {
  const count = new Map<string, number>();
  return rows.map((row) => {
    const base = `${row.date}|${row.amount}|${foldPayer(row.payer)}`;
    const occurrence = (count.get(base) ?? 0) + 1;
    count.set(base, occurrence);
    return `${base}|${occurrence}`;
  });
}

/** §4's import statuses, shared by every import (engine/imports.ts). */
export { importStatuses, type ImportStatus } from '../imports/common';
