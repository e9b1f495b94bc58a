/**
 * npm run fixtures:check [-- --dir DIR]: validates every fixture file and names each problem with
 * its file, JSON path, what was expected and what was found. Exits 1 on any problem.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkAllFixtures, formatProblem } from '../server/fixtures/loadFixtures';

const { values } = parseArgs({ options: { dir: { type: 'string', default: process.env.FIXTURES_DIR ?? 'fixtures' } } });
const dir = path.resolve(values.dir!);
const { files, problems } = await checkAllFixtures(dir);
for (const problem of problems) console.log(formatProblem({ ...problem, file: path.relative(process.cwd(), problem.file) }));
if (files === 0) {
  console.log(`No fixture files found under ${dir}`);
  process.exit(1);
}
console.log(problems.length === 0 ? `${files} fixture files checked, no problems.` : `${files} fixture files checked, ${problems.length} problem(s).`);
process.exit(problems.length === 0 ? 0 : 1);
