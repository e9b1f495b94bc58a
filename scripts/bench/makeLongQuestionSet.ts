/**
 * Writes the benchmark conference `strict-society-long`: the strict conference's settings,
 * keywords and member records with a 200-question custom set (its 14 all-types questions plus
 * 186 generated ones, mostly text), about 300 inputs in all. Deterministic, so the fixture in
 * git is exactly what this prints. Run: npx tsx scripts/bench/makeLongQuestionSet.ts
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generatedQuestions } from '../../devkit/generatedQuestions';

const fixtures = path.resolve('fixtures');
const id = 'strict-society-long';
const base = JSON.parse(await readFile(path.join(fixtures, 'custom-questions', 'strict-society.json'), 'utf8')) as { items: object[] };

const generated = generatedQuestions(186);

await writeFile(
  path.join(fixtures, 'custom-questions', `${id}.json`),
  `${JSON.stringify({ $schema: '../schemas/custom-questions.schema.json', items: [...base.items, ...generated] }, null, 2)}\n`,
);
for (const kind of ['conferences', 'keywords', 'external-members', 'companies', 'operation-settings']) {
  await copyFile(path.join(fixtures, kind, 'strict-society.json'), path.join(fixtures, kind, `${id}.json`));
}
console.log(`wrote fixtures/*/${id}.json: ${base.items.length + generated.length} questions`);
