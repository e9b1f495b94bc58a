import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

/**
 * The layers of ARCHITECTURE.md, enforced. Each folder is an element; an element may import only
 * the elements listed for it below, so every arrow points one way. Product code never imports
 * the build, the dev kit, scripts or tests; scripts and tests never import each other (what both
 * need lives in devkit/). `npm run lint` fails on any import outside these lists.
 */
const element = (type, pattern) => ({ type, pattern, partialMatch: false });
const elements = [
  element('schemas', 'schemas/**'),
  element('engine', 'engine/**'),
  element('src-api', 'src/api/**'),
  element('src-locales', 'src/locales/**'),
  element('src-kit', 'src/kit/**'),
  element('src-forms', 'src/forms/**'),
  element('src-studio', 'src/studio/**'),
  element('src-features', 'src/features/**'),
  element('src-pages', 'src/pages/**'),
  element('src-shell', 'src/shell/**'),
  element('server-db', 'server/db/**'),
  element('server-core', 'server/core/**'),
  element('server-fixtures', 'server/fixtures/**'),
  element('server-services', 'server/services/**'),
  element('server-sandbox', 'server/sandbox/**'),
  element('server-plugins', 'server/plugins/**'),
  element('server-api', 'server/{routes,graphql}/**'),
  element('build', 'build/**'),
  element('devkit', 'devkit/**'),
  element('scripts', 'scripts/**'),
  element('tests', 'tests/**'),
  element('stories', '{stories,.storybook}/**'),
  element('types', 'types/**'),
  // Last, so that only the files directly in these folders fall to them: the entries.
  { type: 'src-shell', pattern: 'src', partialMatch: true },
  { type: 'server-top', pattern: 'server', partialMatch: true },
];

const pure = ['schemas', 'engine'];
const srcBelow = {
  'src-api': [],
  'src-locales': [],
  'src-kit': ['src-api', 'src-locales'],
  'src-forms': ['src-kit', 'src-api', 'src-locales'],
  'src-studio': ['src-forms', 'src-kit', 'src-api', 'src-locales'],
  'src-features': ['src-forms', 'src-kit', 'src-api', 'src-locales'],
  'src-pages': ['src-features', 'src-studio', 'src-forms', 'src-kit', 'src-api', 'src-locales'],
};
const src = [...Object.keys(srcBelow), 'src-shell'];
const serverBelow = {
  'server-db': [],
  'server-core': [],
  'server-fixtures': ['server-core'],
  'server-services': ['server-db', 'server-core', 'server-fixtures'],
  'server-sandbox': [],
  'server-plugins': ['server-services', 'server-sandbox', 'server-db', 'server-core'],
  'server-api': ['server-services', 'server-db', 'server-core', 'server-plugins'],
};
const server = [...Object.keys(serverBelow), 'server-top'];
const product = [...pure, ...src, ...server];

/** [element, what it may import besides itself] */
const allowed = [
  ['schemas', []],
  ['engine', ['schemas']],
  ...Object.entries(srcBelow).map(([type, below]) => [type, [...below, ...pure]]),
  ['src-shell', [...src, ...pure]],
  ...Object.entries(serverBelow).map(([type, below]) => [type, [...below, ...pure]]),
  ['server-top', [...server, ...pure]],
  ['build', [...product]],
  ['devkit', ['build', ...product]],
  ['scripts', ['devkit', 'build', ...product]],
  ['tests', ['devkit', 'build', 'stories', 'types', ...product]],
  ['stories', ['devkit', ...product]],
  ['types', []],
];

const uiServerOrNode = [
  'react',
  'react-dom',
  'react-*',
  '@mui/*',
  '@emotion/*',
  '@rjsf/*',
  'fastify',
  '@fastify/*',
  'i18next',
  'swr',
  'drizzle-orm',
  'drizzle-orm/*',
  '@electric-sql/*',
  'pg',
  'node:*',
];

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'storybook-static/', 'node_modules/', '.vitest-tmp/', 'data/', '.bench/'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['**/*.{ts,tsx,js,mjs,json}'],
      // The tools' own configuration files at the root: they import the build and nothing imports them but devkit's studio.
      'boundaries/ignore': ['*.config.{ts,js}'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: allowed.map(([type, others]) => ({ from: { element: { type } }, allow: { to: { element: { types: { anyOf: [type, ...others] } } } } })),
        },
      ],
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    files: ['schemas/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: uiServerOrNode, message: 'schemas/ stays pure.' }] }] },
  },
  {
    files: ['engine/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: uiServerOrNode, message: 'engine/ stays pure: no UI, server or Node APIs.' }] }] },
  },
);
