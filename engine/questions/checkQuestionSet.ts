import type { CustomQuestion } from '../../schemas/customQuestions';
import { DEFAULT_MAX_RATE, DEFAULT_MIN_RATE } from './questionFields';
import type { LocalizedText } from '../messages';

/**
 * Rules of a question set that JSON Schema cannot say: each problem names the item by position,
 * uuid and label, so staff find it in the file. The schema itself (types, known fields) is
 * checked first by schemas/customQuestions.ts.
 */
export interface QuestionSetProblem {
  /** JSON pointer into the file. */
  path: string;
  expected: string;
  found: string;
  /** What the settings page shows at the question, in both languages. */
  message: LocalizedText;
}

const say = (ja: string, en: string): LocalizedText => ({ ja, en });

const choiceTypes = new Set(['checkbox', 'select', 'radio']);

function itemName(question: CustomQuestion, index: number): string {
  const label = question.label ?? question.labelEn ?? question.text ?? question.textEn;
  return `item ${index + 1} (${question.uuid}${label ? `, "${label.slice(0, 40)}"` : ''})`;
}

export function checkQuestionSet(items: readonly CustomQuestion[]): QuestionSetProblem[] {
  const problems: QuestionSetProblem[] = [];
  const seen = new Map<string, number>();
  items.forEach((question, index) => {
    const at = `/items/${index}`;
    const name = itemName(question, index);
    const v = question.validations ?? {};
    const first = seen.get(question.uuid.toLowerCase());
    if (first !== undefined) {
      problems.push({
        path: `${at}/uuid`,
        expected: `${name}: a uuid used once`,
        found: `the uuid of item ${first + 1} again`,
        message: say(`ID が ${first + 1} 番目の質問と同じです。`, `The ID is the same as question ${first + 1}'s.`),
      });
    } else seen.set(question.uuid.toLowerCase(), index);
    if (v.minLength !== undefined && v.maxLength !== undefined && v.minLength > v.maxLength) {
      problems.push({
        path: `${at}/validations`,
        expected: `${name}: minLength at most maxLength`,
        found: `minLength ${v.minLength} > maxLength ${v.maxLength}`,
        message: say('最小文字数が最大文字数を超えています。', 'The fewest characters exceed the most characters.'),
      });
    }
    if (v.minOptions !== undefined && v.maxOptions !== undefined && v.minOptions > v.maxOptions) {
      problems.push({
        path: `${at}/validations`,
        expected: `${name}: minOptions at most maxOptions`,
        found: `minOptions ${v.minOptions} > maxOptions ${v.maxOptions}`,
        message: say('最小選択数が最大選択数を超えています。', 'The fewest choices exceed the most choices.'),
      });
    }
    if (v.minDate !== undefined && v.maxDate !== undefined && v.minDate > v.maxDate) {
      problems.push({
        path: `${at}/validations`,
        expected: `${name}: minDate on or before maxDate`,
        found: `minDate ${v.minDate} > maxDate ${v.maxDate}`,
        message: say('最も早い日付が最も遅い日付より後です。', 'The earliest date is after the latest date.'),
      });
    }
    const minRate = question.minRate ?? DEFAULT_MIN_RATE;
    const maxRate = question.maxRate ?? DEFAULT_MAX_RATE;
    if (question.type === 'rate-field' && minRate > maxRate) {
      problems.push({
        path: at,
        expected: `${name}: minRate at most maxRate`,
        found: `minRate ${minRate} > maxRate ${maxRate}`,
        message: say('最小の評価が最大の評価を超えています。', 'The lowest rating exceeds the highest rating.'),
      });
    }
    if (question.type === 'rate-field' && maxRate - minRate > 100) {
      problems.push({
        path: at,
        expected: `${name}: at most 101 rates`,
        found: `${maxRate - minRate + 1} rates`,
        message: say('評価の段階は101までです。', 'A rating has at most 101 steps.'),
      });
    }
    if (choiceTypes.has(question.type)) {
      const options = question.options ?? [];
      if (options.length === 0)
        problems.push({
          path: `${at}/options`,
          expected: `${name}: at least one option for a ${question.type}`,
          found: 'none',
          message: say('選択肢を1つ以上追加してください。', 'Add at least one option.'),
        });
      const values = new Set<string>();
      options.forEach((option, o) => {
        if (values.has(option.value))
          problems.push({
            path: `${at}/options/${o}/value`,
            expected: `${name}: option values used once`,
            found: JSON.stringify(option.value),
            message: say('選択肢の値が重複しています。', 'This option value is used twice.'),
          });
        values.add(option.value);
      });
      if (question.type === 'checkbox' && options.length > 0 && (v.minOptions ?? 0) > options.length) {
        problems.push({
          path: `${at}/validations/minOptions`,
          expected: `${name}: minOptions at most the ${options.length} options`,
          found: String(v.minOptions),
          message: say(`最小選択数は選択肢の数（${options.length}）以下にしてください。`, `The fewest choices must be at most the ${options.length} options.`),
        });
      }
    }
    if ((question.type === 'text-display' || question.type === 'title-display') && !question.text && !question.textEn && !question.label && !question.labelEn) {
      problems.push({
        path: at,
        expected: `${name}: text or textEn to show`,
        found: 'nothing',
        message: say('表示する文を入力してください。', 'Write the text to show.'),
      });
    }
  });
  return problems;
}
