import type { Plugin } from 'vite';
import { fontStack } from '../src/kit/fontStack';

/** Japanese and Latin letters, digits and full-width punctuation: what the first screen sets in the stack. */
const WARMUP_TEXT = '会議の参加登録 Kaigi 2026（）：';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A line of hidden text in the page's fonts, regular and bold, inside the app's root: the browser
 * lays it out while the app's code is still downloading, and React's first render replaces it.
 *
 * A page's first text in a font costs the browser a lookup of the system's fonts and the opening
 * of each file, whatever text comes first: 40–60 ms at 4x CPU on Linux with Noto CJK, inside the
 * task that lays out the app's first frame (BENCHMARKS.md, session 29). Done here, it falls in the
 * time the main thread waits for the network. Hidden text is no contentful paint and is not read
 * out (aria-hidden); without the app's code it stays hidden.
 */
export function fontWarmup(): Plugin {
  const style = `position:absolute;visibility:hidden;pointer-events:none;font-family:${fontStack}`;
  const warmup = `<div aria-hidden="true" data-font-warmup style="${escapeAttribute(style)}">${WARMUP_TEXT}<b>${WARMUP_TEXT}</b></div>`;
  return {
    name: 'kaigi:font-warmup',
    // The app's pages (index.html, studio.html); Storybook's frame has no such root.
    transformIndexHtml: (html) => html.replace('<div id="root"></div>', `<div id="root">${warmup}</div>`),
  };
}
