import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';

/** The reference pages of `npm run bench:forms`, built like the app (production React). */
export default defineConfig({
  root: path.resolve(__dirname),
  base: '/',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: path.resolve('.bench/pages'),
    emptyOutDir: true,
    rollupOptions: { input: ['rjsf', 'rhf', 'empty'].map((name) => path.resolve(__dirname, `${name}.html`)) },
  },
});
