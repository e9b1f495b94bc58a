import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import ja from 'i18n-iso-countries/langs/ja.json';
import type { Language } from '../../schemas/conferenceSettings';

countries.registerLocale(en);
countries.registerLocale(ja);

export const JAPAN = 'JP';

/** ISO 3166-1 alpha-2 codes with Japan first, then the rest in the order of the given language. */
export function countryOptions(language: Language): Array<{ value: string; label: string }> {
  const names = countries.getNames(language, { select: 'official' });
  const rest = Object.entries(names)
    .filter(([code]) => code !== JAPAN)
    .sort(([, a], [, b]) => a.localeCompare(b, language));
  return [[JAPAN, names[JAPAN]] as [string, string], ...rest].map(([value, label]) => ({ value, label }));
}

