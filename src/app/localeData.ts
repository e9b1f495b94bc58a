import { lazyModule } from './lazyModule';

/**
 * ICU's locale data, which a page loads at its first use of region names, dates or a collator:
 * 15–18 ms at 1x CPU in Chromium (60–70 ms at 4x) for region names, and 30–70 ms at 4x more for
 * the collator that sorts them, wherever that use falls. A registration form's country list is
 * that first use, inside the long task that builds the form. Pages with such a form load the data
 * as one of their parts, while the form's code is still on its way (BENCHMARKS.md, sessions 18 and
 * 28), each half in a task of its own.
 */
export const localeData = lazyModule(async () => {
  const language = document.documentElement.lang || 'ja';
  new Intl.DisplayNames([language], { type: 'region' }).of('JP');
  await new Promise((resolve) => setTimeout(resolve));
  new Intl.Collator(language).compare('a', 'b');
});
