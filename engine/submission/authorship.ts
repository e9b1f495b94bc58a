import type { ApplicationAuthor, ApplicationData, ApplicationInstitute } from '../../schemas/submission';

/**
 * The authors and institutes as a printed abstract shows them: institutes numbered in the order
 * the authors first name them, each author with the numbers of theirs (superscripts). Institutes
 * no author ticked are not printed.
 */
export function numberedAuthorship(data: Pick<ApplicationData, 'authors' | 'institutes'>): {
  authors: { author: ApplicationAuthor; numbers: number[] }[];
  institutes: { number: number; institute: ApplicationInstitute }[];
} {
  const byKey = new Map((data.institutes ?? []).map((institute) => [institute.key, institute]));
  const numbers = new Map<string, number>();
  const authors = (data.authors ?? []).map((author) => ({
    author,
    numbers: (author.instituteKeys ?? [])
      .filter((key) => byKey.has(key))
      .map((key) => {
        if (!numbers.has(key)) numbers.set(key, numbers.size + 1);
        return numbers.get(key)!;
      })
      .sort((a, b) => a - b),
  }));
  return { authors, institutes: [...numbers].map(([key, number]) => ({ number, institute: byKey.get(key)! })) };
}

/** A fresh institute key, unused in the list. */
export function newInstituteKey(institutes: readonly ApplicationInstitute[]): string {
  const used = new Set(institutes.map((institute) => institute.key));
  for (let n = institutes.length + 1; ; n += 1) if (!used.has(`i${n}`)) return `i${n}`;
}

/** The list with one item moved by `offset` places (reordering authors); out of range changes nothing. */
export function moved<T>(list: readonly T[], index: number, offset: number): T[] {
  const target = index + offset;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next;
}

/** Removing an institute unticks it on every author. */
export function withoutInstitute(data: Pick<ApplicationData, 'authors' | 'institutes'>, key: string) {
  return {
    institutes: (data.institutes ?? []).filter((institute) => institute.key !== key),
    authors: (data.authors ?? []).map((author) =>
      author.instituteKeys?.includes(key) ? { ...author, instituteKeys: author.instituteKeys.filter((k) => k !== key) } : author,
    ),
  };
}
