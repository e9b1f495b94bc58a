import { lazyModule } from './lazyModule';

/**
 * ICU's locale data, which a page loads at its first use of region names or dates: 15–18 ms at 1x
 * CPU in Chromium (60–70 ms at 4x), wherever that use falls. A registration form's country list is
 * that first use, inside the long task that builds the form. Pages with such a form load the data
 * as one of their parts, while the form's code is still on its way (BENCHMARKS.md, session 18).
 */
export const localeData = lazyModule(async () => {
  new Intl.DisplayNames([document.documentElement.lang || 'ja'], { type: 'region' }).of('JP');
});
