import { describe, expect, it } from 'vitest';
import ja from '../../src/locales/ja.json';
import en from '../../src/locales/en.json';
import { readFileSync } from 'node:fs';
import operationJa from '../../src/locales/operation.ja.json';
import operationEn from '../../src/locales/operation.en.json';
import { clientRoutes, pageSource, type RouteName } from '../../engine/routes';

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
    ['ja', ja, operationJa],
    ['en', en, operationEn],
  ] as const)(
    "%s: a title for each route, once: in every first load, or with the operation area's strings its page loads",
    (_language, catalogue, operation) => {
      const shell = catalogue.pageTitle as Record<string, string>;
      const own = operation.pageTitle as Record<string, string>;
      const titles = { ...shell, ...own };
      expect(Object.keys(clientRoutes).filter((route) => !titles[route])).toEqual([]);
      expect(Object.keys(titles).filter((route) => !(route in clientRoutes))).toEqual([]);
      expect(Object.keys(shell).filter((route) => route in own)).toEqual([]);
      // A title that comes with the operation area's strings belongs to a page that loads them.
      const loadsOperationStrings = (route: RouteName) =>
        /useOperationTranslation|useConsoleTranslation|ManagerPage|ProgramGate/.test(readFileSync(pageSource(route), 'utf8'));
      expect((Object.keys(own) as RouteName[]).filter((route) => !loadsOperationStrings(route))).toEqual([]);
    },
  );
});
