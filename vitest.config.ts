import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { commonPasswords } from './build/commonPasswords';

/**
 * Component files that test what happens once per page load (answers a page carries, code loaded
 * apart, a stylesheet written once, module mocks): each needs its own module cache and document.
 */
const componentFilesOnAFreshPage = [
  'carriedAnswers',
  'firstCalls',
  'formFrames',
  'leanInputs',
  'listPrimer',
  'pageParts',
  'routes',
  'toast',
  'validatorArrival',
].map((name) => `tests/component/${name}.test.tsx`);

export default defineConfig({
  plugins: [react(), commonPasswords()],
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, where every
    // file then waited for the one before it (npm test 1,030 s; 735 s with two workers).
    maxWorkers: 2,
    projects: [
      // Unit and API files share their worker's module cache (isolate: false): each API file builds its own
      // app on its own database, so only the import of the server (about 2 s a file) is shared.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false } },
      // Rendering RJSF and MUI in jsdom beside the API and browser projects on two cores can take longer than
      // the default 5 s per test; these tests assert what renders, not how fast.
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          exclude: componentFilesOnAFreshPage,
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 30_000,
          // One module cache (and one jsdom) for these files, as for the API files: each file then skips
          // importing React, MUI and RJSF again (the project took 55 s alone, 30 s this way).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'component-fresh',
          include: componentFilesOnAFreshPage,
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/api/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          // Waits for the app the global setup builds in the background (tests/e2e/built.ts).
          setupFiles: ['tests/e2e/setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One browser file at a time, after the other projects' files (a later group). Two side by
          // side took 352 s instead of 460 s alone, but on a busy machine a sign-up step then missed
          // its 30 s wait (2026-12-07, and once before). E2E_WORKERS=2 runs two at a time.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
          // expect.poll's default of one second is a flaky test on a busy machine (an iframe that
          // took longer to appear failed the Vimeo test): as long as a locator's wait.
          expect: { poll: { timeout: 30_000 } },
          sequence: { groupOrder: 1 },
          // One module cache for all browser files, as for the API files: a file then starts about 4 s sooner
          // (the server's and Playwright's imports are done once), 15 files about 50 s in all.
          isolate: false,
        },
      },
    ],
  },
});
