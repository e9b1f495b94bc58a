import tseslint from 'typescript-eslint';

/**
 * The import direction of DESIGN.md, enforced: schemas <- engine <- (src, server); engine and
 * schemas stay pure (no UI, server or Node packages); src and server never import each other.
 */
const uiServerOrNode = ['react', 'react-dom', 'react-*', '@mui/*', '@emotion/*', '@rjsf/*', 'fastify', '@fastify/*', 'i18next', 'swr', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'pg', 'node:*'];

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'node_modules/', '.vitest-tmp/', 'data/'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
  },
  {
    files: ['schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/engine/**', '**/src/**', '**/server/**'], message: 'schemas/ imports nothing of ours.' }, { group: uiServerOrNode, message: 'schemas/ stays pure.' }] }],
    },
  },
  {
    files: ['engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**', '**/server/**'], message: 'engine/ imports only schemas/ and itself.' }, { group: uiServerOrNode, message: 'engine/ stays pure: no UI, server or Node APIs.' }] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'src/ never imports server/.' }] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**'], message: 'server/ never imports src/.' }] }] },
  },
);
