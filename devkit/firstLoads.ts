import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { clientRoutes, pageSource, type RouteName } from '../engine/routes';
import { entryFiles as entryFilesOf, pageFiles, readChunks } from '../server/services/pageCode';

export interface FirstLoad {
  /** The routes the page renders (`/signup/:token`). */
  route: string;
  /** Its source module. */
  page: string;
  files: string[];
  gzipBytes: number;
  rawBytes: number;
  modules: Record<string, number>;
}

/** The JavaScript each route needs before it is interactive, with gzip sizes of the built files. */
export function firstLoads(distDir: string): FirstLoad[] {
  const chunks = readChunks(distDir);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryFiles = entryFilesOf(chunks);
  const gzip = new Map<string, { gz: number; raw: number }>();
  const size = (file: string) => {
    if (!gzip.has(file)) {
      const bytes = readFileSync(path.join(distDir, file));
      gzip.set(file, { gz: gzipSync(bytes, { level: 9 }).length, raw: bytes.length });
    }
    return gzip.get(file)!;
  };
  // One row per page module, named by the routes it renders.
  const routesOf = new Map<string, string[]>();
  for (const [route, pathPattern] of Object.entries(clientRoutes) as [RouteName, string][])
    routesOf.set(pageSource(route), [...(routesOf.get(pageSource(route)) ?? []), pathPattern]);
  return [...routesOf].map(([page, paths]) => {
    const files = new Set([...entryFiles, ...pageFiles(chunks, page, entryFiles)]);
    const modules: Record<string, number> = {};
    for (const file of files) Object.assign(modules, byFile.get(file)?.modules ?? {});
    return {
      route: paths.join(', '),
      page,
      files: [...files],
      gzipBytes: [...files].reduce((sum, file) => sum + size(file).gz, 0),
      rawBytes: [...files].reduce((sum, file) => sum + size(file).raw, 0),
      modules,
    };
  });
}

/** Packages by rendered bytes in a set of modules: `@mui/material`, `react-dom`, `(app)`. */
export function byPackage(modules: Record<string, number>): Array<[string, number]> {
  const totals = new Map<string, number>();
  for (const [id, bytes] of Object.entries(modules)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
    const name = match ? match[1]! : '(app)';
    totals.set(name, (totals.get(name) ?? 0) + bytes);
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}
