import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createPgliteTemplate } from '../../server/db/openDatabase';

let made: Promise<string> | undefined;

/**
 * The migrated PGlite database every test app starts from, as a dump file: made once per run
 * (about 4 s) and shared by the API and browser projects' global set-ups, which run in one process.
 */
export function pgliteTemplateFile(): Promise<string> {
  made ??= (async () => {
    const dir = path.resolve('.vitest-tmp');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, 'pglite-template.tar');
    await writeFile(file, Buffer.from(await (await createPgliteTemplate()).arrayBuffer()));
    return file;
  })();
  return made;
}
