import Bowser from 'bowser';

/**
 * docs/requirements/public-area.md §4 "Browser check": no warning for Safari 12 or later, Chrome 80 or later,
 * or Edge; every other browser gets the warning. The user agent is parsed with bowser.
 */
export function isRecommendedBrowser(userAgent: string): boolean {
  if (!userAgent) return false;
  const browser = Bowser.getParser(userAgent);
  const name = browser.getBrowserName(true);
  if (name === 'microsoft edge') return true;
  return Boolean(
    browser.satisfies({
      safari: '>=12',
      chrome: '>=80',
      chromium: '>=80',
    }),
  );
}
