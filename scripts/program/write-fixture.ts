/**
 * npm run program:generate -- --conference demo --oral 60 --poster 40 --rooms 4: writes
 * fixtures/program/<conference>.json from the conference's days and keywords. Staff edit the
 * result like any fixture; running it again starts over.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { editorSchemaReference } from '../../server/fixtures/editorSchemas';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateProgram } from '../../devkit/programGenerator';

const { values } = parseArgs({
  options: {
    conference: { type: 'string', default: 'demo' },
    oral: { type: 'string', default: '60' },
    poster: { type: 'string', default: '40' },
    rooms: { type: 'string', default: '4' },
    dir: { type: 'string', default: process.env.FIXTURES_DIR ?? 'fixtures' },
  },
});
const dir = path.resolve(values.dir!);
const conference = JSON.parse(await readFile(path.join(dir, 'conferences', `${values.conference}.json`), 'utf8')) as { days: string[] };
const keywords = JSON.parse(await readFile(path.join(dir, 'keywords', `${values.conference}.json`), 'utf8').catch(() => '{"categories":[]}')) as {
  categories: { keywords: { id: number }[] }[];
};
const program = generateProgram({
  days: conference.days,
  keywordIds: keywords.categories.flatMap((category) => category.keywords.map((keyword) => keyword.id)),
  oral: Number(values.oral),
  poster: Number(values.poster),
  rooms: Number(values.rooms),
});
const file = path.join(dir, 'program', `${values.conference}.json`);
await mkdir(path.dirname(file), { recursive: true });
await writeFile(file, `${JSON.stringify({ $schema: editorSchemaReference('program'), ...program }, null, 2)}\n`);
console.log(
  `${file}: ${program.sessions.length} sessions, ${program.presentations.length} presentations, ${program.presentations.reduce((n, p) => n + p.authors.length, 0)} authors`,
);
