import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import ja from 'i18n-iso-countries/langs/ja.json';
import type { Language } from '../../schemas/conferenceSettings';

countries.registerLocale(en);
countries.registerLocale(ja);

export const JAPAN = 'JP';

const byLanguage = new Map<Language, ReadonlyArray<{ value: string; label: string }>>();

/**
 * ISO 3166-1 alpha-2 codes with Japan first, then the rest in the order of the given language.
 * Sorted once per language with one collator: every form built in the browser asks for it.
 */
export function countryOptions(language: Language): ReadonlyArray<{ value: string; label: string }> {
  let options = byLanguage.get(language);
  if (!options) {
    const names = countries.getNames(language, { select: 'official' });
    const { compare } = new Intl.Collator(language);
    const rest = Object.entries(names)
      .filter(([code]) => code !== JAPAN)
      .sort(([, a], [, b]) => compare(a, b));
    options = [[JAPAN, names[JAPAN]] as [string, string], ...rest].map(([value, label]) => ({ value, label }));
    byLanguage.set(language, options);
  }
  return options;
}
