import type { Language } from '../../schemas/conferenceSettings';
import type { Condition } from '../rules';
import { alpha2Codes } from './alpha2Codes';

export const JAPAN = 'JP';

/**
 * Addresses follow the country: a Japanese address (or none chosen yet) asks for prefecture and
 * address, and its postal code is looked up; any other country asks for province, city and street.
 */
export const inJapan: Condition = { field: 'country', equals: JAPAN, orMissing: true };

/** The codes a country field allows: Japan first, then the rest as listed. No names needed. */
export const countryCodes: readonly string[] = [JAPAN, ...alpha2Codes.filter((code) => code !== JAPAN)];

const byLanguage = new Map<Language, ReadonlyArray<{ value: string; label: string }>>();

/**
 * ISO 3166-1 alpha-2 codes (i18n-iso-countries' list) with Japan first, then the rest in the order of
 * the given language. The names are the runtime's own (Intl.DisplayNames, CLDR), so no list of
 * names in two languages is downloaded. Sorted once per language with one collator: every form
 * built in the browser asks for it.
 */
export function countryOptions(language: Language): ReadonlyArray<{ value: string; label: string }> {
  let options = byLanguage.get(language);
  if (!options) {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    const { compare } = new Intl.Collator(language);
    const rest = countryCodes
      .slice(1)
      .map((code): [string, string] => [code, names.of(code) ?? code])
      .sort(([, a], [, b]) => compare(a, b));
    options = [[JAPAN, names.of(JAPAN) ?? JAPAN] as [string, string], ...rest].map(([value, label]) => ({ value, label }));
    byLanguage.set(language, options);
  }
  return options;
}
