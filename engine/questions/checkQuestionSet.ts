import type { CustomQuestion } from '../../schemas/customQuestions';
import { DEFAULT_MAX_RATE, DEFAULT_MIN_RATE } from './questionFields';

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
}

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
      problems.push({ path: `${at}/uuid`, expected: `${name}: a uuid used once`, found: `the uuid of item ${first + 1} again` });
    } else seen.set(question.uuid.toLowerCase(), index);
    if (v.minLength !== undefined && v.maxLength !== undefined && v.minLength > v.maxLength) {
      problems.push({ path: `${at}/validations`, expected: `${name}: minLength at most maxLength`, found: `minLength ${v.minLength} > maxLength ${v.maxLength}` });
    }
    if (v.minOptions !== undefined && v.maxOptions !== undefined && v.minOptions > v.maxOptions) {
      problems.push({ path: `${at}/validations`, expected: `${name}: minOptions at most maxOptions`, found: `minOptions ${v.minOptions} > maxOptions ${v.maxOptions}` });
    }
    if (v.minDate !== undefined && v.maxDate !== undefined && v.minDate > v.maxDate) {
      problems.push({ path: `${at}/validations`, expected: `${name}: minDate on or before maxDate`, found: `minDate ${v.minDate} > maxDate ${v.maxDate}` });
    }
    const minRate = question.minRate ?? DEFAULT_MIN_RATE;
    const maxRate = question.maxRate ?? DEFAULT_MAX_RATE;
    if (question.type === 'rate-field' && minRate > maxRate) {
      problems.push({ path: at, expected: `${name}: minRate at most maxRate`, found: `minRate ${minRate} > maxRate ${maxRate}` });
    }
    if (question.type === 'rate-field' && maxRate - minRate > 100) {
      problems.push({ path: at, expected: `${name}: at most 101 rates`, found: `${maxRate - minRate + 1} rates` });
    }
    if (choiceTypes.has(question.type)) {
      const options = question.options ?? [];
      if (options.length === 0) problems.push({ path: `${at}/options`, expected: `${name}: at least one option for a ${question.type}`, found: 'none' });
      const values = new Set<string>();
      options.forEach((option, o) => {
        if (values.has(option.value)) problems.push({ path: `${at}/options/${o}/value`, expected: `${name}: option values used once`, found: JSON.stringify(option.value) });
        values.add(option.value);
      });
      if (question.type === 'checkbox' && options.length > 0 && (v.minOptions ?? 0) > options.length) {
        problems.push({ path: `${at}/validations/minOptions`, expected: `${name}: minOptions at most the ${options.length} options`, found: String(v.minOptions) });
      }
    }
    if ((question.type === 'text-display' || question.type === 'title-display') && !question.text && !question.textEn && !question.label && !question.labelEn) {
      problems.push({ path: at, expected: `${name}: text or textEn to show`, found: 'nothing' });
    }
  });
  return problems;
}
