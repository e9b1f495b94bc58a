import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every TypeScript source file under the given folders (from the project root), with its text. */
export function sourceFiles(...dirs: string[]): { name: string; text: string }[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(file) : /\.tsx?$/.test(entry.name) ? [file] : [];
    });
  return dirs.flatMap((dir) => walk(path.resolve(dir))).map((file) => ({ name: path.relative(process.cwd(), file), text: readFileSync(file, 'utf8') }));
}

/** A string catalogue's keys, dotted (`program.pager.first`). */
export const catalogueKeys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => catalogueKeys(inner, `${prefix}${key}.`)) : [prefix.slice(0, -1)];
