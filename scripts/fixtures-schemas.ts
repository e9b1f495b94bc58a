/**
 * npm run fixtures:schemas [-- --check]: writes fixtures/schemas/<kind>.schema.json from schemas/,
 * so VS Code and other editors complete keys, list enum values and flag mistakes in a fixture as it
 * is typed. With --check, writes nothing and exits 1 when a file is missing or out of date (CI).
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EDITOR_SCHEMA_DIR, editorSchemaFiles } from '../server/fixtures/editorSchemas';

const { values } = parseArgs({
  options: { check: { type: 'boolean', default: false }, dir: { type: 'string', default: process.env.FIXTURES_DIR ?? 'fixtures' } },
});
const dir = path.resolve(values.dir!, EDITOR_SCHEMA_DIR);
const files = editorSchemaFiles();
const stale: string[] = [];
for (const [name, text] of files) {
  const current = await readFile(path.join(dir, name), 'utf8').catch(() => undefined);
  if (current === text) continue;
  stale.push(name);
  if (!values.check) {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
}
const extra = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.schema.json') && !files.has(name));
if (values.check) {
  for (const name of stale) console.log(`${path.join(path.relative(process.cwd(), dir), name)}: out of date; run npm run fixtures:schemas`);
  for (const name of extra) console.log(`${path.join(path.relative(process.cwd(), dir), name)}: no fixture kind has this schema; delete it`);
  console.log(
    stale.length + extra.length === 0 ? `${files.size} fixture schemas are current.` : `${stale.length + extra.length} fixture schema file(s) to fix.`,
  );
  process.exit(stale.length + extra.length === 0 ? 0 : 1);
}
console.log(`${files.size} fixture schemas in ${path.relative(process.cwd(), dir)}: ${stale.length} written, ${files.size - stale.length} already current.`);
