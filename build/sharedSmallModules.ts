/**
 * Modules of a few hundred bytes that nearly every page's chunks share, gathered with what they
 * import into one `common` chunk (vite.config.ts): on their own each was a request, costing more
 * than its code. tests/e2e/firstLoad.test.ts checks that each still names a module of that chunk.
 */
export const sharedSmallModules = modulesNamed([
  'src/kit/Loading\\.tsx',
  'src/kit/staticStyles\\.ts',
  'src/kit/useLatest\\.ts',
  'engine/roles\\.ts',
  'engine/graphemes\\.ts',
  'engine/passwordPolicy\\.ts',
  '@mui/material/FormControl/useFormControl\\.mjs',
  '@mui/material/Divider/dividerClasses\\.mjs',
  '@mui/utils/visuallyHidden/visuallyHidden\\.mjs',
  '@rjsf/utils/lib/constants\\.js',
]);

/** The lean inputs and the label they share: every page with an input imports them together. */
export const leanInputModules = modulesNamed([
  'src/forms/LeanFieldFrame\\.tsx',
  'src/forms/LeanTextField\\.tsx',
  'src/forms/leanStyles\\.ts',
  'src/forms/widgets/LeanChoice\\.tsx',
  'src/forms/widgets/WidgetLabel\\.tsx',
]);

/** What a generated form reads beside RJSF: the question fields and the widget testers and names. */
export const formFieldModules = modulesNamed(['engine/questions/questionFields\\.ts', 'engine/widgetTesters\\.ts', 'engine/widgetNames\\.ts']);

/** Staff rich text: its rules and the hook that sanitizes it for a page, two requests before. */
export const richTextModules = modulesNamed(['engine/richText\\.ts', 'src/kit/useSafeHtml\\.ts']);

/**
 * The sign-up pages' small parts and calls (banner, expired link, terms links, keyword and question
 * lists), and what the other pages that send a generated form share with them (its whole check,
 * and the file a data URL holds): alone, those two were a request each on sign-up.
 */
export const signupPartModules = modulesNamed([
  'src/pages/signup/DummyBanner\\.tsx',
  'src/pages/signup/ExpiredLink\\.tsx',
  'src/pages/signup/TermsLinks\\.tsx',
  'src/api/get-keywords\\.ts',
  'src/api/get-custom-questions\\.ts',
  'src/forms/useFormCheck\\.ts',
  'src/api/dataUrlFile\\.ts',
]);

/**
 * Groups that take only their own modules (`ownModuleGroups`): parts that pages import together,
 * one request instead of several of 1–5 KB each. What they import (React, MUI's parts, the
 * engine's rules) stays where the pages that use it without them find it. On HTTP/1.1's six
 * connections sign-up asked for its 34 files in six waves, and Lighthouse's model of a slow phone
 * network pays each wave's round trip; with these groups it asks for 26 (BENCHMARKS.md, session
 * 31). Built per page, no page loads more than 1 KB (gzip) more than before. Each is built as one
 * chunk of its name (vite.config.ts).
 */
export const ownModuleGroups = [
  { name: 'lean-inputs', test: leanInputModules },
  { name: 'form-fields', test: formFieldModules },
  { name: 'rich-text', test: richTextModules },
  { name: 'signup-parts', test: signupPartModules },
] as const;

/** One pattern for a list of files, each matched under either path separator. */
function modulesNamed(files: readonly string[]): RegExp {
  return new RegExp(files.map((file) => file.replaceAll('/', '[\\\\/]')).join('|'));
}
