import { evaluationItemKeys, type JudgingSettings } from '../../schemas/judging';
import type { CustomQuestion } from '../../schemas/customQuestions';
import { checkQuestionSet } from '../questions/checkQuestionSet';
import type { SchemaProblem } from '../schemaProblems';

/** Rules of a judging file that its JSON Schema cannot state. */
export function judgingProblems(settings: JudgingSettings): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const key of evaluationItemKeys) {
    const item = settings.evaluation.items[key];
    if (item && item.min >= item.max) {
      problems.push({
        path: `/evaluation/items/${key}/max`,
        expected: `a number above min (${item.min})`,
        found: String(item.max),
        suggestion: `set max to ${item.min + 4}`,
      });
    }
  }
  const questions = (settings.reviewQuestions ?? []) as CustomQuestion[];
  questions.forEach((question, index) => {
    if (question.type === 'file') {
      problems.push({
        path: `/reviewQuestions/${index}/type`,
        expected: 'a question type other than file (reviews take no uploads)',
        found: '"file"',
        suggestion: 'use "textarea"',
      });
    }
  });
  for (const problem of checkQuestionSet(questions)) problems.push({ ...problem, path: problem.path.replace(/^\/items/, '/reviewQuestions') });
  const seen = new Set<string>();
  (settings.assignments ?? []).forEach((assignment, index) => {
    const email = assignment.evaluator.toLowerCase();
    if (seen.has(email))
      problems.push({
        path: `/assignments/${index}/evaluator`,
        expected: 'each evaluator once',
        found: JSON.stringify(assignment.evaluator),
        suggestion: 'merge the two entries',
      });
    seen.add(email);
  });
  return problems;
}
