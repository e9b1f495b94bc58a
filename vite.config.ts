import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';
import { chunkReport } from './build/chunkReport';
import { ownModuleGroups, sharedSmallModules } from './build/sharedSmallModules';
import { commonPasswords } from './build/commonPasswords';
import { countryCodes } from './build/countryCodes';
import { fontWarmup } from './build/fontWarmup';

/**
 * A module of ours in place of one a library imports: `source` as imported from a file matching
 * `importer`. The dev server keeps the library's own unless `buildOnly` is false.
 */
function standIn(name: string, { source, importer, file, buildOnly = true }: { source: RegExp; importer: RegExp; file: string; buildOnly?: boolean }): Plugin {
  return {
    name: `kaigi:${name}`,
    ...(buildOnly ? { apply: 'build' as const } : {}),
    enforce: 'pre',
    resolveId: (imported, by) => (source.test(imported) && by !== undefined && importer.test(by) ? path.resolve(import.meta.dirname, file) : null),
  };
}

/** RJSF's utilities take fast-uri for two calls the browser's URL parser answers; AJV keeps fast-uri. */
const uriResolverForRjsf = standIn('uri-resolver-for-rjsf', {
  source: /^fast-uri$/,
  importer: /\/@rjsf\/utils\//,
  file: 'src/forms/uriResolver.ts',
  buildOnly: false,
});

/**
 * RJSF's default registry without the parts both of Kaigi's RJSF themes replace (src/forms/coreRegistry.ts):
 * @rjsf/core's Form, and its index for our own use of a core field, start from it.
 */
const coreRegistryForRjsf = standIn('core-registry-for-rjsf', {
  source: /(^|\/)getDefaultRegistry\.js$/,
  importer: /\/@rjsf\/core\/lib\//,
  file: 'src/forms/coreRegistry.ts',
});

/** RJSF's allOf merge, which no schema Kaigi hands RJSF needs (src/forms/allOfMergeForRjsf.ts). */
const allOfMergeForRjsf = standIn('allof-merge-for-rjsf', {
  source: /(^|\/)shallowAllOfMerge\.js$/,
  importer: /\/@rjsf\/utils\/lib\//,
  file: 'src/forms/allOfMergeForRjsf.ts',
});

/**
 * MUI's theme with CSS variables and its provider, which `createTheme` and `ThemeProvider` import
 * whether or not a theme uses them; Kaigi's does not (src/kit/themeWithoutCssVars.ts).
 */
const muiThemeWithoutCssVars = standIn('mui-theme-without-css-vars', {
  source: /(^|\/)(createThemeWithVars|ThemeProviderWithVars)\.mjs$/,
  importer: /\/@mui\/material\/styles\/(createTheme|ThemeProvider)\.mjs$/,
  file: 'src/kit/themeWithoutCssVars.ts',
});

/** Emotion writes a part's CSS while it renders, not in React's commit (src/kit/emotionInsertion.ts). */
const emotionInsertionInRender = standIn('emotion-insertion-in-render', {
  source: /^@emotion\/use-insertion-effect-with-fallbacks$/,
  importer: /\/@emotion\/(react|styled)\//,
  file: 'src/kit/emotionInsertion.ts',
});

/**
 * react-router 7 names only its development build in its package exports, so a production bundle
 * gets its development warnings (remix-run/react-router#14102). The build takes its production
 * build instead: the same code with those warnings off.
 */
const reactRouterBuilds = new Map([
  ['react-router', 'index.mjs'],
  ['react-router/dom', 'dom-export.mjs'],
]);
const reactRouterProduction: Plugin = {
  name: 'kaigi:react-router-production',
  apply: 'build',
  enforce: 'pre',
  resolveId(source) {
    const file = reactRouterBuilds.get(source);
    return file ? path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production', file) : null;
  },
};

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [
    react(),
    uriResolverForRjsf,
    coreRegistryForRjsf,
    allOfMergeForRjsf,
    reactRouterProduction,
    muiThemeWithoutCssVars,
    emotionInsertionInRender,
    commonPasswords(),
    countryCodes(),
    fontWarmup(),
    chunkReport(),
    // Every built asset also as .br and .gz; the server sends the one the browser accepts (server/plugins/spa.ts).
    compression({
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|mjs|css|svg|json|html|txt)$/,
      logLevel: 'silent',
    }),
  ],
  // RJSF imports a Markdown parser it uses only when markdown is enabled in a uiSchema; ours never do.
  resolve: { alias: { 'markdown-to-jsx/react': path.resolve(import.meta.dirname, 'src/forms/plainMarkdown.tsx') } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
    // Everything the entry needs in one file: a first visit asks for two scripts before the page's
    // own chunk, not sixteen (each a round trip and ~300 bytes of headers on a slow phone network).
    // The second group gathers modules of a few hundred bytes that nearly every page's chunks share
    // (with what they import) into one file: on their own they were ten requests on sign-up, each
    // costing more than its code (BENCHMARKS.md, session 26). The other groups gather parts that
    // pages import together (the lean inputs, a form's fields, rich text, sign-up's parts), each
    // without what it imports: sign-up asked for 34 files, now 26 (session 31).
    rolldownOptions: {
      output: {
        // Seven base-64 characters (the least rolldown allows for this many chunks) name a file apart; each
        // name is written in every chunk that imports it, and a character fewer in each helped take
        // sign-up's first load back under its budget (BENCHMARKS.md).
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            { name: 'common', test: sharedSmallModules },
            ...ownModuleGroups.map((group) => ({ ...group, includeDependenciesRecursively: false })),
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/web_api': apiTarget,
      '/graphql': apiTarget,
      '/session': apiTarget,
      '/dev': apiTarget,
    },
  },
});
