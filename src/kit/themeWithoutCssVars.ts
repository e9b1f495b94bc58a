/**
 * What MUI's `createTheme` and `ThemeProvider` reach for only when a theme asks for CSS variables
 * or colour schemes. Kaigi's theme (theme.ts) asks for neither, so the build puts these in place of
 * MUI's CSS-variables theme and provider (vite.config.ts), which every page would otherwise
 * download and never run. A theme that starts asking for them fails loudly here instead of
 * rendering unstyled.
 */
const unsupported = (): never => {
  throw new Error(
    'Kaigi builds MUI without CSS-variable themes: remove cssVariables and colorSchemes from src/kit/theme.ts, or remove the muiThemeWithoutCssVars plugin',
  );
};

export default unsupported;
export const CssVarsProvider = unsupported;
