import { stringify, type Stringifier } from 'csv-stringify';

/**
 * Every CSV the product writes, written one way: UTF-8 with a byte-order mark (Excel then opens
 * Japanese as it is), CRLF rows, and formula injection neutralised (issue 62): a cell that
 * begins with =, +, -, @, a tab or a carriage return (or their full-width forms) is written with a
 * leading apostrophe, so a spreadsheet shows the text instead of running it.
 */
export function csvStringifier(): Stringifier {
  return stringify({ bom: true, record_delimiter: 'windows', escape_formulas: true });
}
