import { Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import type { Language } from '../../schemas/conferenceSettings';

/**
 * Every CSV the product writes, written one way: UTF-8 with a byte-order mark (Excel then opens
 * Japanese as it is), CRLF rows, and formula injection neutralised (issue 62): a cell that
 * begins with =, +, -, @, a tab or a carriage return (or their full-width forms) is written with a
 * leading apostrophe, so a spreadsheet shows the text instead of running it.
 */
export function csvStringifier(): Stringifier {
  return stringify({ bom: true, record_delimiter: 'windows', escape_formulas: true });
}

/** A column of an export: its heading in each language and its cell, written once. */
export interface CsvColumn<Row> {
  ja: string;
  en: string;
  cell: (row: Row, language: Language) => string;
}

/** The heading row, then a row per record, read a batch at a time (never the whole list at once). */
export async function* csvRecords<Row>(columns: readonly CsvColumn<Row>[], batches: AsyncIterable<readonly Row[]>, language: Language) {
  yield columns.map((column) => column[language]);
  for await (const batch of batches) for (const row of batch) yield columns.map((column) => column.cell(row, language));
}

/**
 * Streams a CSV download: `name-ja.csv` or `name-en.csv`, never cached, with the row count first
 * in `X-Total-Count` when it is known, for the page's progress bar.
 */
export function sendCsv(
  reply: FastifyReply,
  download: { name: string; language: Language; total?: number; records: AsyncIterable<readonly string[]> | Iterable<readonly string[]> },
) {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${download.name}-${download.language}.csv"`)
    .header('cache-control', 'no-store');
  if (download.total !== undefined) reply.header('x-total-count', String(download.total));
  return reply.send(Readable.from(download.records).pipe(csvStringifier()));
}
