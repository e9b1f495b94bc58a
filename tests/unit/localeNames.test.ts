import { describe, expect, it } from 'vitest';
import ja from '../../src/locales/ja.json';
import en from '../../src/locales/en.json';

describe('the noting editor names each place as its page does (issue 21, item 9)', () => {
  it.each([
    ['ja', ja],
    ['en', en],
  ] as const)('%s: the user-registration form is called by its page title', (_language, catalogue) => {
    expect(catalogue.notings.place.signupForm.toLowerCase()).toContain(catalogue.signup.title.toLowerCase());
  });
});
