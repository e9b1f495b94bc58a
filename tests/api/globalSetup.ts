import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteTemplate } from '../../server/db/openDatabase';

/** One migrated PGlite dump for every API test file: each app starts from it in well under a second. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const dir = path.resolve('.vitest-tmp');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'pglite-template.tar');
  await writeFile(file, Buffer.from(await (await createPgliteTemplate()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
