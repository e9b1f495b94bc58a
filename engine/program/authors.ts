import type { Language } from '../../schemas/conferenceSettings';

/** An author as the program stores one: names in both scripts, institutes in their order. */
export interface AuthorNames {
  lastName: string;
  firstName: string;
  lastNameEn: string | null;
  firstNameEn: string | null;
}

/**
 * An author's name as the program prints it, on a page and in the abstract book: in Japanese the
 * family name first; in English the English name, given name first, else the Japanese one.
 */
export const authorName = (author: AuthorNames, language: Language) =>
  language === 'en' && author.lastNameEn && author.firstNameEn ? `${author.firstNameEn} ${author.lastNameEn}` : `${author.lastName} ${author.firstName}`;

/** Institutes numbered in order of first appearance, as an abstract book numbers affiliations. */
export function numberedInstitutes<I extends { id: number }>(authors: readonly { institutes: readonly I[] }[]) {
  const order: I[] = [];
  const numbers = new Map<number, number>();
  for (const author of authors) {
    for (const institute of author.institutes) {
      if (!numbers.has(institute.id)) {
        order.push(institute);
        numbers.set(institute.id, order.length);
      }
    }
  }
  return { order, numbers };
}
