import type { Language } from '../schemas/conferenceSettings';

/** The stored parts of a person's name: the registration form's name fields. */
export interface PersonNameParts {
  nameSei: string;
  nameMei: string;
  nameSeiKanji?: string | null;
  nameMeiKanji?: string | null;
  nameEn1?: string | null;
  nameEn3?: string | null;
}

/**
 * A person's name, one rule for every page (issue 68, item 11): in Japanese the kanji name, family
 * name first, else the name as registered, family name first; in English the English name, given
 * name first, else the registered name, given name first.
 */
export function personName(person: PersonNameParts, language: Language): string {
  const join = (...parts: Array<string | null | undefined>) =>
    parts
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
  if (language === 'ja') return join(person.nameSeiKanji, person.nameMeiKanji) || join(person.nameSei, person.nameMei);
  return join(person.nameEn1, person.nameEn3) || join(person.nameMei, person.nameSei);
}
