import countries from 'i18n-iso-countries';

/**
 * The ISO 3166-1 alpha-2 codes, from i18n-iso-countries. The browser's build gets the list itself,
 * written at build time (build/countryCodes.ts), instead of the package's tables of alpha-3
 * and numeric codes.
 */
export const alpha2Codes: readonly string[] = Object.keys(countries.getAlpha2Codes());
