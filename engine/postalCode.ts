/**
 * Japanese postal codes (docs/requirements/public-area.md §4, §9): 7 digits. Full-width digits and any kind of
 * hyphen are accepted as typed and normalized to seven ASCII digits.
 */

const hyphens = /[-\u2010-\u2015\u2212\u30fc\uff0d\uff70]/g;

/** NFKC folds full-width digits; hyphens and spaces go. Anything else is left for the check to name. */
export function normalizePostalCode(input: string): string {
  return input.normalize('NFKC').replace(hyphens, '').replace(/\s+/g, '');
}

/** Seven ASCII digits: the one statement of the rule, used by the form's schema and by lookups. */
export const POSTAL_CODE_PATTERN = '^[0-9]{7}$';
const postalCode = new RegExp(POSTAL_CODE_PATTERN);
export const isPostalCode = (value: string) => postalCode.test(value);

/** One address a postal code leads to: the prefecture (its Japanese name) and the rest. */
export interface PostalAddress {
  pref: string;
  address: string;
}
