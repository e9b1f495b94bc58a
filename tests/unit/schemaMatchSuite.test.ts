import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesSchema, supportedKeywords, unsupportedKeywords } from '../../engine/schemaMatch';

/**
 * The official JSON-Schema-Test-Suite against the condition matcher, for every case whose schema
 * uses only keywords the matcher claims. CI runs the suite the npm package `json-schema-test-suite`
 * ships (draft 4: every claimed keyword but const and if/then/else, which the agreement test in
 * schemaMatch.test.ts checks against AJV); JSON_SCHEMA_SUITE_DIR points at a checkout's
 * tests/draft7 to run that draft too.
 */
interface SuiteGroup {
  description: string;
  schema: unknown;
  tests: Array<{ description: string; data: unknown; valid: boolean }>;
}

const suites = [path.join(path.dirname(createRequire(import.meta.url).resolve('json-schema-test-suite/package.json')), 'tests', 'draft4')];
if (process.env.JSON_SCHEMA_SUITE_DIR) suites.push(process.env.JSON_SCHEMA_SUITE_DIR);

for (const dir of suites) {
  const draft = path.basename(dir);
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  const cases = files.flatMap((file) =>
    (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SuiteGroup[])
      .filter((group) => unsupportedKeywords(group.schema).size === 0)
      .flatMap((group) =>
        group.tests.map((test) => ({ name: `${file} · ${group.description} · ${test.description}`, schema: group.schema, data: test.data, valid: test.valid })),
      ),
  );

  describe(`the condition matcher on JSON-Schema-Test-Suite ${draft}`, () => {
    it('is the suite it claims to be', () => {
      expect(existsSync(dir)).toBe(true);
      expect(files).toContain('properties.json');
    });

    it('has a case for every keyword it claims that the draft defines', () => {
      const newerThanDraft4 = new Set(['const', 'if', 'then', 'else']);
      const covered = new Set(files.map((file) => file.replace(/\.json$/, '')));
      const claimed = [...supportedKeywords].filter((keyword) => draft !== 'draft4' || !newerThanDraft4.has(keyword));
      expect(
        claimed.filter((keyword) => !covered.has(keyword) && !(keyword === 'then' || keyword === 'else') && !(keyword === 'if' && covered.has('if-then-else'))),
      ).toEqual([]);
      expect(cases.length).toBeGreaterThan(140);
    });

    it.each(cases)('$name', ({ schema, data, valid }) => {
      expect(matchesSchema(schema as boolean | Record<string, unknown>, data)).toBe(valid);
    });
  });
}
