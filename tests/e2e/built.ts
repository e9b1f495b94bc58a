import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Where the e2e global setup builds the app, and the file it writes once the build has ended. */
export const builtDistDir = path.resolve('.vitest-tmp/dist');
export const buildMarker = path.resolve('.vitest-tmp/build-done.json');

/** Waits for the global setup's build (a few minutes at most), and fails with the build's own error. */
export async function waitForBuild(limitMs = 600_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (!existsSync(buildMarker)) {
    if (Date.now() > until) throw new Error(`The app was not built within ${limitMs / 1000} s`);
    await sleep(250);
  }
  const { ok, message } = JSON.parse(readFileSync(buildMarker, 'utf8')) as { ok: boolean; message: string };
  if (!ok) throw new Error(message);
}
