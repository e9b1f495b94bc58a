/**
 * Writes the benchmark conference `strict-society-long`: the strict conference's settings,
 * keywords and member records with a 200-question custom set (its 14 all-types questions plus
 * 186 generated ones, mostly text), about 300 inputs in all. Deterministic, so the fixture in
 * git is exactly what this prints. Run: npx tsx scripts/bench/makeLongQuestionSet.ts
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const fixtures = path.resolve('fixtures');
const id = 'strict-society-long';
const base = JSON.parse(await readFile(path.join(fixtures, 'custom-questions', 'strict-society.json'), 'utf8')) as { items: object[] };

const uuid = (n: number) => `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const kinds = ['text', 'text', 'text', 'textarea', 'select', 'radio', 'text', 'checkbox', 'text', 'switch'] as const;
const options = ['a', 'b', 'c', 'd'].map((value) => ({ value, label: `選択肢${value.toUpperCase()}`, labelEn: `Option ${value.toUpperCase()}` }));

const generated = Array.from({ length: 186 }, (_, i) => {
  const n = i + 1;
  const type = kinds[i % kinds.length]!;
  const common = { uuid: uuid(n), type, label: `質問${n}`, labelEn: `Question ${n}` };
  switch (type) {
    case 'text':
      return { ...common, placeholder: `回答${n}`, placeholderEn: `Answer ${n}`, validations: { required: n % 3 === 0, maxLength: 100 } };
    case 'textarea':
      return { ...common, rows: 2, validations: { maxLength: 500 } };
    case 'select':
    case 'radio':
      return { ...common, options, validations: { required: n % 2 === 0 } };
    case 'checkbox':
      return { ...common, options, validations: { maxOptions: 3 } };
    default:
      return common;
  }
});

await writeFile(path.join(fixtures, 'custom-questions', `${id}.json`), `${JSON.stringify({ $schema: '../schemas/custom-questions.schema.json', items: [...base.items, ...generated] }, null, 2)}\n`);
for (const kind of ['conferences', 'keywords', 'external-members', 'companies', 'operation-settings']) {
  await copyFile(path.join(fixtures, kind, 'strict-society.json'), path.join(fixtures, kind, `${id}.json`));
}
console.log(`wrote fixtures/*/${id}.json: ${base.items.length + generated.length} questions`);
