import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteTemplate } from '../../server/db/openDatabase';
import { chromiumPath, fullChromiumPath } from './browser';

/** Builds the app once and makes the database template; browser tests then drive dist/ as shipped. */
export default async function setup(project: TestProject) {
  // Built even without Chromium: the first-load check reads the build's chunk report.
  // NODE_ENV is "test" under Vitest, and Vite keeps it: without this the tests would drive React's development build.
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', '.vitest-tmp/dist'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const browser = chromiumPath();
  if (!browser) {
    if (process.env.E2E_REQUIRED === '1') throw new Error('E2E_REQUIRED=1 but no Chromium was found (set CHROMIUM_PATH or install chromium)');
    const skipped = readdirSync(path.resolve('tests/e2e')).filter((file) => file.endsWith('.test.ts'));
    console.warn(`No Chromium found: the browser tests are skipped (${skipped.join(', ')}). Install Debian's chromium or set CHROMIUM_PATH.`);
    return;
  }
  if (!fullChromiumPath()) {
    if (process.env.E2E_REQUIRED === '1') throw new Error('E2E_REQUIRED=1 but Chromium itself was not found (set CHROMIUM_FULL_PATH or install chromium)');
    console.warn(
      "Chromium's headless shell only: the tests that need Chromium itself are skipped (venue.test.ts). Install Debian's chromium or set CHROMIUM_FULL_PATH.",
    );
  }
  const dir = path.resolve('.vitest-tmp');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'pglite-template-e2e.tar');
  await writeFile(file, Buffer.from(await (await createPgliteTemplate()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  if (!existsSync(path.join(dir, 'dist', 'index.html'))) throw new Error('The build produced no index.html');
}
