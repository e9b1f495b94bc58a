import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { commonPasswords } from './scripts/vite/commonPasswords';

export default defineConfig({
  plugins: [react(), commonPasswords()],
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      // Rendering RJSF and MUI in jsdom beside the API and browser projects on two cores can take longer than
      // the default 5 s per test; these tests assert what renders, not how fast.
      { extends: true, test: { name: 'component', include: ['tests/component/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['tests/component/setup.ts'], testTimeout: 30_000 } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
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
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
