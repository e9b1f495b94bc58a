/**
 * npm run forms -- --conference <fixture> [--questions <fixture>] [--lang ja|en]: prints every field
 * the registration form of that conference shows: key, label, widget, required or optional, and the
 * rule that put it there. The custom questions are the conference's own set unless --questions
 * names another file under custom-questions/.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildRegistrationForm } from '../engine/registration/buildRegistrationForm';
import { resolveSettings } from '../engine/settings';
import { checkFixtureFile, FixtureError, loadConferenceFixture } from '../server/fixtures/loadFixtures';
import type { CustomQuestionSet } from '../schemas/customQuestions';

const truncate = (text: string, max: number) => ([...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text);

const { values } = parseArgs({
  options: {
    conference: { type: 'string', default: process.env.CONFERENCE ?? 'demo' },
    lang: { type: 'string', default: 'ja' },
    questions: { type: 'string' },
    dir: { type: 'string', default: process.env.FIXTURES_DIR ?? 'fixtures' },
  },
});
if (values.lang !== 'ja' && values.lang !== 'en') {
  console.error(`--lang must be ja or en, found "${values.lang}"`);
  process.exit(1);
}
const language = values.lang;

try {
  const fixture = await loadConferenceFixture(path.resolve(values.dir!), values.conference!);
  const keywordCategories = fixture.keywords.categories.map((c) => ({ ...c, keywords: c.keywords.map((k) => ({ ...k, categoryId: c.id })) }));
  let questions = fixture.customQuestions;
  if (values.questions) {
    const file = path.resolve(values.dir!, 'custom-questions', `${values.questions}.json`);
    const checked = await checkFixtureFile('custom-questions', file).catch(() => ({
      problems: [{ file, path: '/', expected: 'a question set file', found: 'no such file' }],
      data: undefined,
    }));
    if (checked.problems.length > 0) throw new FixtureError(checked.problems);
    questions = checked.data as CustomQuestionSet;
  }
  const form = buildRegistrationForm({ settings: resolveSettings(fixture.settings), language, keywordCategories, questions: questions.items });
  const rows = form.fields.map((field) => [
    field.path,
    // Display questions are labelled by their text: tags go, long text is cut.
    truncate(field.label[language].replace(/<[^>]*>/g, '').trim(), 40),
    field.widget,
    field.presence,
    field.reason,
  ]);
  const header = ['key', 'label', 'widget', 'state', 'rule'];
  const width = (text: string) => [...text].reduce((sum, ch) => sum + (/[\u3000-\uffff]/.test(ch) ? 2 : 1), 0);
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((row) => width(row[i]!))));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell + ' '.repeat(widths[i]! - width(cell)))
      .join('  ')
      .trimEnd();
  const questionNote = values.questions ? ` with the questions of "${values.questions}"` : '';
  console.log(`Registration form of "${values.conference}"${questionNote} (${language}): ${rows.length} fields`);
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row as string[]));
} catch (error) {
  if (!(error instanceof FixtureError)) throw error;
  console.error(error.message);
  process.exit(1);
}
