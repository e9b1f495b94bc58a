/**
 * The production server: server/main.ts bundled with esbuild into dist-server/main.js (and the
 * abstract book's worker into dist-server/abstractBookWorker.js; packages
 * stay in node_modules), with the migrations beside it. It runs with plain `node`; no tsx or
 * Vite at run time.
 */
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';

/** Packages stay external, except their JSON files: Node needs an import attribute for those that the sources do not write. */
function externalPackagesButJson() {
  return {
    name: 'external-packages-but-json',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.endsWith('.json') ? undefined : { path: args.path, external: true }));
    },
  };
}

await rm('dist-server', { recursive: true, force: true });
await build({
  // The abstract book's worker thread is loaded from a file of its own beside main.js.
  entryPoints: { main: 'server/main.ts', abstractBookWorker: 'server/services/abstractBookWorker.ts' },
  outdir: 'dist-server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackagesButJson()],
  sourcemap: true,
  logLevel: 'warning',
});
await cp('server/db/migrations', 'dist-server/migrations', { recursive: true });
