import { describe, expect, it } from 'vitest';
import ja from '../../src/locales/ja.json';
import en from '../../src/locales/en.json';
import { clientRoutes } from '../../engine/routes';

describe('the noting editor names each place as its page does (issue 21, item 9)', () => {
  it.each([
    ['ja', ja],
    ['en', en],
  ] as const)('%s: the user-registration form is called by its page title', (_language, catalogue) => {
    expect(catalogue.notings.place.signupForm.toLowerCase()).toContain(catalogue.signup.title.toLowerCase());
  });
});

describe('every page names itself in the browser tab (issue 68, item 12)', () => {
  it.each([
    ['ja', ja],
    ['en', en],
  ] as const)('%s: a title for each route', (_language, catalogue) => {
    const titles = catalogue.pageTitle as Record<string, string>;
    expect(Object.keys(clientRoutes).filter((route) => !titles[route])).toEqual([]);
    expect(Object.keys(titles).filter((route) => !(route in clientRoutes))).toEqual([]);
  });
});
