import type { PreviewInput } from './FormPreview';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The new input, with each part that equals the previous one replaced by the previous object. */
export function keepUnchanged(previous: PreviewInput | undefined, next: PreviewInput): PreviewInput {
  if (!previous) return next;
  const kept = {
    settings: same(previous.settings, next.settings) ? previous.settings : next.settings,
    questions: same(previous.questions, next.questions) ? previous.questions : next.questions,
    keywordCategories: same(previous.keywordCategories, next.keywordCategories) ? previous.keywordCategories : next.keywordCategories,
  };
  return kept.settings === previous.settings && kept.questions === previous.questions && kept.keywordCategories === previous.keywordCategories
    ? previous
    : kept;
}
