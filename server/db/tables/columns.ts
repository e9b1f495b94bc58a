import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Text folded as engine/program/search.ts folds it (NFKC for width, lower case, katakana as
 * hiragana), computed by the database on every write: the managers' user search compares against
 * it without folding each row again (issue 19).
 */
const KATAKANA = Array.from({ length: 0x30f6 - 0x30a1 + 1 }, (_, i) => String.fromCharCode(0x30a1 + i)).join('');

const HIRAGANA = Array.from({ length: 0x30f6 - 0x30a1 + 1 }, (_, i) => String.fromCharCode(0x3041 + i)).join('');

export const foldedText = (...columns: string[]) =>
  sql.raw(`translate(lower(normalize(${columns.map((column) => `coalesce(${column}, '')`).join(` || ' ' || `)}, NFKC)), '${KATAKANA}', '${HIRAGANA}')`);
