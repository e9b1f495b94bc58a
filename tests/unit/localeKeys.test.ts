import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every visible string exists in both languages: each Japanese catalogue has an English twin with
// the same keys. Plural forms differ by language (i18next: Japanese has only `_other`, English
// `_one` and `_other`), so a key is compared without its plural suffix.
const dir = 'src/locales';
const pairs = readdirSync(dir)
  .filter((file) => /(^|\.)ja\.json$/.test(file))
  .map((ja) => [ja, ja.replace(/ja\.json$/, 'en.json')] as const);

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value).flatMap(([key, item]) => keysOf(item, prefix ? `${prefix}.${key}` : key));
}
const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown;

describe('the catalogues in both languages', () => {
  it('come in pairs', () => {
    expect(pairs.length).toBeGreaterThan(1);
    expect(readdirSync(dir).filter((file) => file.endsWith('.json')).length).toBe(pairs.length * 2);
  });

  it.each(pairs)('%s and %s have the same keys', (ja, en) => {
    const jaKeys = new Set(keysOf(read(ja)));
    const enKeys = new Set(keysOf(read(en)));
    expect({ onlyInJapanese: [...jaKeys].filter((key) => !enKeys.has(key)), onlyInEnglish: [...enKeys].filter((key) => !jaKeys.has(key)) }).toEqual({
      onlyInJapanese: [],
      onlyInEnglish: [],
    });
  });
});
