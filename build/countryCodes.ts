import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * `engine/lists/alpha2Codes.ts` in the browser's build: the list it computes from i18n-iso-countries,
 * written out at build time (about 1 KB instead of the package's 18 KB of code tables).
 */
export function countryCodes(): Plugin {
  const module = path.resolve('engine/lists/alpha2Codes.ts');
  return {
    name: 'kaigi:country-codes',
    async load(id) {
      if (id.split('?')[0] !== module) return null;
      const { alpha2Codes } = await import('../engine/lists/alpha2Codes');
      return `export const alpha2Codes = ${JSON.stringify(alpha2Codes)};`;
    },
  };
}
