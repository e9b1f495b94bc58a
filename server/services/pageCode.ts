import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clientRoutes, firstScreenSources, routeNameOf, type RouteName } from '../../engine/routes';

/** The module that renders sanitized rich text (src/kit/useSafeHtml.ts), as the chunk report names it. */
const SAFE_HTML_MODULE = 'src/kit/useSafeHtml.ts';

/** One built chunk: what it statically needs, what it loads on demand, and the modules inside (rendered bytes). */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: Record<string, number>;
}

/** The build's chunk report (`.vite/chunks.json`, written by build/chunkReport.ts); none before a build. */
export function readChunks(distDir: string): ChunkInfo[] {
  try {
    return JSON.parse(readFileSync(path.join(distDir, '.vite', 'chunks.json'), 'utf8')) as ChunkInfo[];
  } catch {
    return [];
  }
}

/** The chunks files need, themselves included: what they import statically, all the way down. */
export function staticClosure(chunks: readonly ChunkInfo[], files: readonly string[], into = new Set<string>()): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const visit = (file: string) => {
    if (into.has(file)) return;
    into.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  files.forEach(visit);
  return into;
}

/** What the entry loads by itself (the page's `<script>` and its `modulepreload`s). */
export const entryFiles = (chunks: readonly ChunkInfo[]) =>
  staticClosure(
    chunks,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );

/**
 * The files a page's module (`src/pages/…tsx`) needs beyond the entry: the chunk holding it and
 * what that imports. Empty for a page in the entry.
 */
export function pageFiles(chunks: readonly ChunkInfo[], source: string, loaded: ReadonlySet<string> = entryFiles(chunks)): string[] {
  const own = chunks.find((chunk) => !chunk.isEntry && source in chunk.modules);
  if (!own) return [];
  return [...staticClosure(chunks, [own.fileName], new Set(loaded))].filter((file) => !loaded.has(file));
}

/**
 * `<link rel="modulepreload">` tags for each route's page code, worked out once from the build.
 * A first visit then asks for the page's chunks as the HTML arrives, beside the entry, instead of
 * once the entry has downloaded and run (on a phone network, a round trip plus the entry's
 * evaluation later). The parts a page loads at once for its first screen (the sign-up form) follow
 * its own code; data and what a page loads later are not hinted: they would compete with it.
 */
export function pageCodeHints(distDir: string): (pathname: string) => string {
  const chunks = readChunks(distDir);
  const loaded = entryFiles(chunks);
  const sanitizer = chunks.find((chunk) => Object.keys(chunk.modules).some((id) => id.includes('node_modules/dompurify/')));
  const hints = new Map<RouteName, string>();
  for (const route of Object.keys(clientRoutes) as RouteName[]) {
    // The page's chunks, then those of the parts it loads at once, each file named once.
    const files = new Set<string>();
    for (const source of firstScreenSources(route)) for (const file of pageFiles(chunks, source, new Set([...loaded, ...files]))) files.add(file);
    // A first screen that shows staff's rich text (its code sanitizes HTML) needs DOMPurify, which
    // the page asks for only once its code has run: named here, it comes with the page's code.
    if (sanitizer && [...files].some((file) => chunks.find((chunk) => chunk.fileName === file)?.modules[SAFE_HTML_MODULE] !== undefined))
      files.add(sanitizer.fileName);
    hints.set(route, [...files].map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`).join(''));
  }
  return (pathname) => {
    const route = routeNameOf(pathname);
    return route ? (hints.get(route) ?? '') : '';
  };
}
