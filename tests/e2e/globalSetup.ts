import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { pgliteTemplateFile } from '../support/pgliteTemplate';
import { chromiumPath, fullChromiumPath } from './browser';
import { buildMarker, builtDistDir } from './built';

/**
 * Starts building the app and makes the database template; browser tests then drive dist/ as
 * shipped. The build runs in the background while the other projects' files run (it is mostly one
 * core's work, and the browser files come last): `tests/e2e/built.ts` makes each browser file wait
 * for it, and says why it failed.
 */
export default async function setup(project: TestProject) {
  const dir = path.resolve('.vitest-tmp');
  await mkdir(dir, { recursive: true });
  await rm(buildMarker, { force: true });
  await rm(builtDistDir, { recursive: true, force: true });
  // Built even without Chromium: the first-load check reads the build's chunk report.
  // NODE_ENV is "test" under Vitest, and Vite keeps it: without this the tests would drive React's development build.
  const build = spawn(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', builtDistDir], {
    stdio: ['ignore', 'inherit', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let errors = '';
  build.stderr.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    errors += chunk.toString();
  });
  build.on('close', (code) => {
    const ok = code === 0 && existsSync(path.join(builtDistDir, 'index.html'));
    // Written whole, then renamed: a browser file never reads half of it.
    writeFileSync(`${buildMarker}.tmp`, JSON.stringify({ ok, message: ok ? '' : `The build failed (exit ${code}): ${errors.slice(-2000)}` }));
    renameSync(`${buildMarker}.tmp`, buildMarker);
  });

  const browser = chromiumPath();
  if (!browser) {
    if (process.env.E2E_REQUIRED === '1') throw new Error('E2E_REQUIRED=1 but no Chromium was found (set CHROMIUM_PATH or install chromium)');
    const skipped = readdirSync(path.resolve('tests/e2e')).filter((file) => file.endsWith('.test.ts'));
    console.warn(`No Chromium found: the browser tests are skipped (${skipped.join(', ')}). Install Debian's chromium or set CHROMIUM_PATH.`);
  } else if (!fullChromiumPath()) {
    if (process.env.E2E_REQUIRED === '1') throw new Error('E2E_REQUIRED=1 but Chromium itself was not found (set CHROMIUM_FULL_PATH or install chromium)');
    console.warn(
      "Chromium's headless shell only: the tests that need Chromium itself are skipped (venue.test.ts). Install Debian's chromium or set CHROMIUM_FULL_PATH.",
    );
  }
  project.provide('pgliteTemplate', await pgliteTemplateFile());
  return () => {
    if (build.exitCode === null) build.kill();
  };
}
