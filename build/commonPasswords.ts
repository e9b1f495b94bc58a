import type { Plugin } from 'vite';
import { selectCommonPasswords } from '../engine/commonPasswords';

const id = 'virtual:common-passwords';

/**
 * `import('virtual:common-passwords')` in the browser: the same selection the server makes from
 * the same package, written into a chunk of its own at build time (about 45 KB gzip) that loads
 * only when a password is checked.
 */
export function commonPasswords(): Plugin {
  return {
    name: 'kaigi:common-passwords',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const { default: ranked } = (await import('@zxcvbn-ts/language-common/dist/passwords.json.mjs')) as { default: string[] };
      return `export default ${JSON.stringify(selectCommonPasswords(ranked))};`;
    },
  };
}
