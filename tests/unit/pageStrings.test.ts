import { describe, expect, it } from 'vitest';
import mainJa from '../../src/locales/ja.json';
import mainEn from '../../src/locales/en.json';
import operationJa from '../../src/locales/operation.ja.json';
import operationEn from '../../src/locales/operation.en.json';
import commissionJa from '../../src/locales/commission.ja.json';
import commissionEn from '../../src/locales/commission.en.json';
import qualificationJa from '../../src/locales/qualification.ja.json';
import qualificationEn from '../../src/locales/qualification.en.json';
import homeJa from '../../src/locales/home.ja.json';
import homeEn from '../../src/locales/home.en.json';
import feedbackJa from '../../src/locales/feedback.ja.json';
import feedbackEn from '../../src/locales/feedback.en.json';
import accountJa from '../../src/locales/account.ja.json';
import accountEn from '../../src/locales/account.en.json';
import venueJa from '../../src/locales/venue.ja.json';
import mngProgramJa from '../../src/locales/mngProgram.ja.json';
import mngProgramEn from '../../src/locales/mngProgram.en.json';
import venueEn from '../../src/locales/venue.en.json';
import { catalogueKeys as keys, sourceFiles } from '../support/sources';

type Catalogue = Record<string, unknown>;

/**
 * The catalogues shipped with some pages instead of in every first load (src/kit/pageStrings.ts),
 * each with the calls that add it before returning `t`.
 */
const pageCatalogues: { name: string; ja: Catalogue; en: Catalogue; adding: RegExp }[] = [
  {
    name: 'operation',
    ja: operationJa,
    en: operationEn,
    adding: /\buse(Operation|Judging|Console|Home|Venue)Translation\(|\busePageStrings\(operationStrings\b/,
  },
  { name: 'commission', ja: commissionJa, en: commissionEn, adding: /\buseCommissionTranslation\(|\busePageStrings\([^)]*\bcommissionStrings\b/ },
  {
    name: 'qualification',
    ja: qualificationJa,
    en: qualificationEn,
    adding: /\buseQualificationTranslation\(|\bwithLabels\(|\busePageStrings\([^)]*\bqualificationStrings\b/,
  },
  { name: 'home', ja: homeJa, en: homeEn, adding: /\buseHomeTranslation\(/ },
  { name: 'feedback', ja: feedbackJa, en: feedbackEn, adding: /\buseFeedbackTranslation\(/ },
  { name: 'account', ja: accountJa, en: accountEn, adding: /\buseAccountTranslation\(/ },
  { name: 'venue', ja: venueJa, en: venueEn, adding: /\buseVenueTranslation\(/ },
  { name: 'mngProgram', ja: mngProgramJa, en: mngProgramEn, adding: /\buseMngProgramTranslation\(/ },
];

const usesKeysOf = (catalogue: Catalogue) => new RegExp(`['"\`](${Object.keys(catalogue).join('|')})\\.[a-zA-Z]`);

/** Files that use a catalogue's key but neither call a hook that adds it nor take an i18n from one. */
const offenders = (files: { name: string; text: string }[], { en, adding }: { en: Catalogue; adding: RegExp }) =>
  files
    .filter(({ text }) => usesKeysOf(en).test(text))
    .filter(({ text }) => /\buseTranslation\(/.test(text) || !(adding.test(text) || /\bi18n: I18n\b/.test(text)))
    .map(({ name }) => name);

describe.each(pageCatalogues)('the $name strings (src/locales/$name.*.json)', (catalogue) => {
  const namespaces = Object.keys(catalogue.en);
  const others = [{ ja: mainJa, en: mainEn }, ...pageCatalogues.filter((other) => other !== catalogue)];

  it('exist in both languages, and share no namespace with the main catalogue or another page catalogue', () => {
    expect(keys(catalogue.ja).sort()).toEqual(keys(catalogue.en).sort());
    expect(Object.keys(catalogue.ja).sort()).toEqual([...namespaces].sort());
    // pageTitle is shared on purpose: a page whose strings ship with it names itself there too
    // (tests/unit/localeNames.test.ts checks that no route has two titles).
    expect(namespaces.filter((namespace) => namespace !== 'pageTitle' && others.some(({ ja, en }) => namespace in ja || namespace in en))).toEqual([]);
  });

  // A component that used one of these keys through plain useTranslation would show the key itself
  // on a page that had not loaded the catalogue (a widget on sign-up, a story in Storybook).
  it('are used only where a hook adds them, or through an i18n handed down by such a component', () => {
    const files = sourceFiles('src');
    expect(files.filter(({ text }) => usesKeysOf(catalogue.en).test(text)).length).toBeGreaterThan(0);
    expect(offenders(files, catalogue)).toEqual([]);
  });
});

describe('the page catalogue check', () => {
  it('finds a file that reads a page catalogue through plain useTranslation (a test of the test)', () => {
    const [operation, commission] = pageCatalogues;
    const files = [
      { name: 'plain.tsx', text: "const { t } = useTranslation();\nreturn t('program.timetableTitle');" },
      { name: 'hooked.tsx', text: "const { t } = useOperationTranslation();\nreturn t('program.timetableTitle');" },
      { name: 'handed.tsx', text: "function A({ i18n }: { i18n: I18n }) { return i18n.t('program.presenter'); }" },
      { name: 'public.tsx', text: "const { t } = useTranslation();\nreturn t('signup.title');" },
      { name: 'both.tsx', text: "const { t } = usePageStrings(operationStrings, commissionStrings);\nreturn t('commission.session.undecided');" },
      { name: 'wrongHook.tsx', text: "const { t } = useOperationTranslation();\nreturn t('commission.session.undecided');" },
    ];
    expect(offenders(files, operation!)).toEqual(['plain.tsx']);
    expect(offenders(files, commission!)).toEqual(['wrongHook.tsx']);
  });
});
