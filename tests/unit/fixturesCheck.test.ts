import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { brokenFixtures } from '../support/brokenFixtures';
import { checkAllFixtures, fixtureKinds, formatProblem, listFixtureFiles, type FixtureKind } from '../../server/fixtures/loadFixtures';
import { editorSchemaFiles, editorSchemaReference } from '../../server/fixtures/editorSchemas';

const run = promisify(execFile);
const cli = (dir: string) =>
  run(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/fixtures-check.ts', '--dir', dir]).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );

const copyOfFixtures = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kaigi-broken-'));
  await cp('fixtures', dir, { recursive: true });
  return dir;
};

describe('npm run fixtures:check', { timeout: 60_000 }, () => {
  it('passes on the shipped fixtures', async () => {
    const { code, stdout } = await cli('fixtures');
    expect(code).toBe(0);
    expect(stdout).toMatch(/fixture files checked, no problems/);
  });

  it('exits 1 and names file, JSON path, expectation and finding on a broken copy', async () => {
    const dir = await copyOfFixtures();
    const row = brokenFixtures[0]!;
    const file = path.join(dir, row.file);
    await writeFile(file, row.edit(await readFile(file, 'utf8')));
    const { code, stdout } = await cli(dir);
    expect(code).toBe(1);
    expect(stdout).toContain(row.says);
    expect(stdout).toMatch(/30 fixture files checked, 1 problem\(s\)\./);
  });

  it.each(brokenFixtures)('refuses $name', async (row) => {
    const dir = await copyOfFixtures();
    const file = path.join(dir, row.file);
    await writeFile(file, row.edit(await readFile(file, 'utf8')));
    const { problems } = await checkAllFixtures(dir);
    const lines = problems.map((problem) => formatProblem({ ...problem, file: path.relative(dir, problem.file) }));
    expect(
      lines.some((line) => (typeof row.says === 'string' ? line === row.says : row.says.test(line))),
      lines.join('\n'),
    ).toBe(true);
  });
});

describe('npm run fixtures:schemas (the editor schemas)', { timeout: 60_000 }, () => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();
  const editorCheck = async (kind: string) => {
    if (!compiled.has(kind))
      compiled.set(kind, ajv.compile(JSON.parse(await readFile(path.join('fixtures/schemas', `${kind}.schema.json`), 'utf8')) as object));
    return compiled.get(kind)!;
  };
  /** What an editor reports: nothing for a file it accepts. */
  const editorAccepts = async (kind: string, text: string) => {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return false;
    }
    return (await editorCheck(kind))(data);
  };

  it('are current (CI fails when a schema changed and the files were not written again)', async () => {
    for (const [name, text] of editorSchemaFiles()) expect(await readFile(path.join('fixtures/schemas', name), 'utf8'), name).toBe(text);
    const { stdout } = await run(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/fixtures-schemas.ts', '--check']);
    expect(stdout).toContain('11 fixture schemas are current.');
  });

  it('are named by every shipped fixture, and accept it', async () => {
    for (const kind of Object.keys(fixtureKinds) as FixtureKind[]) {
      for (const file of await listFixtureFiles('fixtures', kind)) {
        const text = await readFile(file, 'utf8');
        expect((JSON.parse(text) as { $schema?: string }).$schema, file).toBe(editorSchemaReference(kind));
        expect(await editorAccepts(kind, text), file).toBe(true);
      }
    }
  });

  it.each(brokenFixtures)('$name: refused in the editor too unless only fixtures:check can tell', async (row) => {
    const kind = row.file.split('/')[0]!;
    const text = row.edit(await readFile(path.join('fixtures', row.file), 'utf8'));
    expect(await editorAccepts(kind, text)).toBe(!row.editorRefuses);
  });
});

describe('npm run forms', { timeout: 60_000 }, () => {
  it('prints every field with its state and the rule that put it there', async () => {
    const { stdout } = await run(process.execPath, [
      path.resolve('node_modules/tsx/dist/cli.mjs'),
      'scripts/forms.ts',
      '--conference',
      'participant-only',
      '--lang',
      'en',
    ]);
    expect(stdout).toMatch(/^nameSeiKana\s+Family name \(kana\)\s+text\s+optional\s+userRegisterFormKanaNameKind=optional$/m);
    expect(stdout).toMatch(/^prefecture\s+Prefecture\s+select\s+optional\s+isRequireUserPrefecture=false; only when country = JP or empty$/m);
    expect(stdout).not.toMatch(/^phoneNumber/m);
  });
});
