import { describe, expect, it } from 'vitest';
import { theme } from '../../src/kit/theme';
import unsupported, { CssVarsProvider } from '../../src/kit/themeWithoutCssVars';

// The build leaves MUI's CSS-variables theme and provider out (vite.config.ts): that holds only
// while Kaigi's theme asks for neither CSS variables nor colour schemes.
describe("Kaigi's theme, built without MUI's CSS-variables theme", () => {
  it('is a plain theme: no colour schemes, no CSS variables', () => {
    expect('colorSchemes' in theme).toBe(false);
    expect((theme as { vars?: unknown }).vars).toBeUndefined();
    expect(theme.palette.primary.main).toBe('#1f4e8c');
  });

  it('fails loudly where a theme with CSS variables would reach for what the build left out', () => {
    expect(() => unsupported()).toThrow(/without CSS-variable themes/);
    expect(() => CssVarsProvider()).toThrow(/without CSS-variable themes/);
  });
});
