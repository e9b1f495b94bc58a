import type { Plugin } from 'vite';
import type { ChunkInfo } from '../server/services/pageCode';

/**
 * A Vite plugin that writes `.vite/chunks.json` beside the build: every JavaScript chunk with its
 * static and dynamic imports and its modules (rendered bytes), so the bundle report and the
 * first-load test can say exactly which code a route needs before it is interactive.
 */
export function chunkReport(): Plugin {
  return {
    name: 'kaigi-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          facadeModuleId: output.facadeModuleId ? output.facadeModuleId.replace(process.cwd() + '/', '') : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.fromEntries(Object.entries(output.modules).map(([id, info]) => [id.replace(process.cwd() + '/', ''), info.renderedLength])),
        });
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}
