/**
 * Modules of a few hundred bytes that nearly every page's chunks share, gathered with what they
 * import into one `common` chunk (vite.config.ts): on their own each was a request, costing more
 * than its code. tests/e2e/firstLoad.test.ts checks that each still names a module of that chunk.
 */
export const sharedSmallModules = new RegExp(
  [
    'src/app/Loading\\.tsx', 'src/app/staticStyles\\.ts', 'src/app/useLatest\\.ts',
    'engine/roles\\.ts', 'engine/graphemes\\.ts', 'engine/passwordPolicy\\.ts',
    '@mui/material/FormControl/useFormControl\\.mjs', '@mui/material/Divider/dividerClasses\\.mjs', '@mui/utils/visuallyHidden/visuallyHidden\\.mjs',
    '@rjsf/utils/lib/constants\\.js',
  ].map((file) => file.replaceAll('/', '[\\\\/]')).join('|'),
);
