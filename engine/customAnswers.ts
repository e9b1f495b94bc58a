import type { CustomQuestion } from '../schemas/customQuestions';

/** Types that ask nothing: their uuids never carry an answer. */
const displayOnly = new Set(['text-display', 'title-display']);

export type CustomAnswerValue = string | number | boolean | string[];

/**
 * Checks the shape of `custom_user_question_answer` (spec/public-area.md §3: answers keyed by
 * uuid): keys are questions of the set, values are strings, numbers, booleans or string lists.
 * Per-type rules (required, lengths, options, dates) come with the question builder.
 */
export function parseCustomAnswers(raw: string | undefined, questions: readonly CustomQuestion[]): { answers: Record<string, CustomAnswerValue> } | { error: string } {
  if (raw === undefined || raw === '') return { answers: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { error: 'custom_user_question_answer is not JSON' };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { error: 'custom_user_question_answer must be an object keyed by question uuid' };
  const known = new Set(questions.filter((q) => !displayOnly.has(q.type)).map((q) => q.uuid));
  const answers: Record<string, CustomAnswerValue> = {};
  for (const [uuid, value] of Object.entries(parsed)) {
    if (!known.has(uuid)) return { error: `no question ${uuid}` };
    const ok =
      (typeof value === 'string' && value.length <= 10_000) ||
      (typeof value === 'number' && Number.isFinite(value)) ||
      typeof value === 'boolean' ||
      (Array.isArray(value) && value.length <= 200 && value.every((item) => typeof item === 'string' && item.length <= 10_000));
    if (!ok) return { error: `answer to ${uuid} has the wrong shape` };
    answers[uuid] = value as CustomAnswerValue;
  }
  return { answers };
}
