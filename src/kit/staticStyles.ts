import { useInsertionEffect } from 'react';
import { useTheme, type Theme } from '@mui/material/styles';

/** A short fingerprint of a stylesheet's text (FNV-1a), so equal themes share one sheet. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * Static CSS for parts a page repeats many times, written once per theme from its tokens: the
 * parts get fixed class names and every state is a selector, so mounting one runs no styling
 * engine (emotion serializes and hashes a styled component's styles on every render). Each part's
 * class is `<prefix>-<fingerprint>-<part>`, named after the CSS it carries, so a theme object made
 * again with the same tokens (a remounted provider, a story) finds its sheet already written.
 * The returned hook gives the class names; the sheet is in the document before the first paint.
 */
export function staticStyles<Part extends string>(prefix: string, parts: readonly Part[], cssFor: (theme: Theme, classes: Record<Part, string>) => string) {
  const written = new WeakMap<Theme, { classes: Record<Part, string>; css: string }>();
  const classesWith = (base: string) => Object.fromEntries(parts.map((part) => [part, `${base}-${part}`])) as Record<Part, string>;
  const sheetFor = (theme: Theme) => {
    let sheet = written.get(theme);
    if (!sheet) {
      const base = `${prefix}-${fingerprint(cssFor(theme, classesWith(prefix)))}`;
      const classes = classesWith(base);
      sheet = { classes, css: cssFor(theme, classes) };
      written.set(theme, sheet);
    }
    return sheet;
  };
  return function useStaticClasses(): Record<Part, string> {
    const sheet = sheetFor(useTheme());
    useInsertionEffect(() => {
      const id = `${Object.values<string>(sheet.classes)[0]}-css`;
      if (document.getElementById(id)) return;
      const style = document.createElement('style');
      style.id = id;
      style.textContent = sheet.css;
      document.head.appendChild(style);
    }, [sheet]);
    return sheet.classes;
  };
}
