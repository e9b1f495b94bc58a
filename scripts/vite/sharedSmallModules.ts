/**
 * Modules of a few hundred bytes that nearly every page's chunks share, gathered with what they
 * import into one `common` chunk (vite.config.ts): on their own each was a request, costing more
 * than its code. tests/e2e/firstLoad.test.ts checks that each still names a module of that chunk.
 */
export const sharedSmallModules = modulesNamed([
  'src/app/Loading\\.tsx', 'src/app/staticStyles\\.ts', 'src/app/useLatest\\.ts',
  'engine/roles\\.ts', 'engine/graphemes\\.ts', 'engine/passwordPolicy\\.ts',
  '@mui/material/FormControl/useFormControl\\.mjs', '@mui/material/Divider/dividerClasses\\.mjs', '@mui/utils/visuallyHidden/visuallyHidden\\.mjs',
  '@rjsf/utils/lib/constants\\.js',
]);

/**
 * The lean inputs, the label they share and the checks and messages they show (src/forms/Lean*,
 * engine/validate.ts, engine/messages.ts): every page with an input imports them together, and on
 * their own they were seven requests of 1–5 KB. Only these modules: what they import (React, MUI's
 * parts, the engine's small rules) stays where the pages that use it without an input find it.
 * On HTTP/1.1's six connections, sign-up asked for its files in six waves; Lighthouse's model of a
 * slow phone network pays each wave's round trip (BENCHMARKS.md, session 31).
 */
export const leanInputModules = modulesNamed([
  'src/forms/LeanFieldFrame\\.tsx', 'src/forms/LeanTextField\\.tsx', 'src/forms/leanStyles\\.ts',
  'src/forms/widgets/LeanChoice\\.tsx', 'src/forms/widgets/WidgetLabel\\.tsx',
  'engine/validate\\.ts', 'engine/paths\\.ts', 'engine/messages\\.ts',
]);

/** One pattern for a list of files, each matched under either path separator. */
function modulesNamed(files: readonly string[]): RegExp {
  return new RegExp(files.map((file) => file.replaceAll('/', '[\\\\/]')).join('|'));
}
