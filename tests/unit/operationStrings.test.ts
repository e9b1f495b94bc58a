import { describe, expect, it } from 'vitest';
import mainJa from '../../src/locales/ja.json';
import mainEn from '../../src/locales/en.json';
import operationJa from '../../src/locales/operation.ja.json';
import operationEn from '../../src/locales/operation.en.json';
import { catalogueKeys as keys, sourceFiles } from '../support/sources';

/** The hooks that add the operation area's catalogue before returning `t`. */
const addingHooks = /\buse(Operation|Judging|Console)Translation\(/;

const namespaces = Object.keys(operationEn);
const usesOperationKeys = new RegExp(`['"\`](${namespaces.join('|')})\\.[a-zA-Z]`);

/** Files that use an operation key but neither call a hook that adds the catalogue nor take an i18n from one. */
const offenders = (files: { name: string; text: string }[]) =>
  files
    .filter(({ text }) => usesOperationKeys.test(text))
    .filter(({ text }) => /\buseTranslation\(/.test(text) || !(addingHooks.test(text) || /\bi18n: I18n\b/.test(text)))
    .map(({ name }) => name);

describe("the operation area's strings (src/locales/operation.*.json)", () => {
  it('exist in both languages, and share no namespace with the main catalogue', () => {
    expect(keys(operationJa).sort()).toEqual(keys(operationEn).sort());
    expect(Object.keys(operationJa).sort()).toEqual([...namespaces].sort());
    expect(namespaces.filter((namespace) => namespace in mainJa || namespace in mainEn)).toEqual([]);
  });

  // A component that used one of these keys through plain useTranslation would show the key itself
  // on a page that had not loaded the catalogue (a widget on sign-up, a story in Storybook).
  it('are used only where a hook adds them, or through an i18n handed down by such a component', () => {
    const files = sourceFiles('src');
    expect(files.filter(({ text }) => usesOperationKeys.test(text)).length).toBeGreaterThan(20);
    expect(offenders(files)).toEqual([]);
  });

  it('finds a file that reads them through plain useTranslation (a test of the test)', () => {
    const files = [
      { name: 'plain.tsx', text: "const { t } = useTranslation();\nreturn t('program.timetableTitle');" },
      { name: 'hooked.tsx', text: "const { t } = useOperationTranslation();\nreturn t('program.timetableTitle');" },
      { name: 'handed.tsx', text: "function A({ i18n }: { i18n: I18n }) { return i18n.t('program.presenter'); }" },
      { name: 'public.tsx', text: "const { t } = useTranslation();\nreturn t('signup.title');" },
    ];
    expect(offenders(files)).toEqual(['plain.tsx']);
  });
});
