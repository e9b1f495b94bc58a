import { describe, expect, it, vi } from 'vitest';
import { buildRegistrationForm, createAjv, effectiveLanguage, formatMessage, initialRoleFlags, resolveSettings, validateForm } from '../../engine';
import { registrationFields } from '../../engine/registration/fields';
import { countryCodes, countryOptions } from '../../engine/lists/countries';
import { choicesOnDemand, onDemandKey } from '../../engine/lists/choicesOnDemand';
import { summarize } from '../../engine/summary';
import { registrationRules } from '../../engine/registration/registrationRules';
import { alwaysTable, baseSettings, presenceInSchema, presenceTable } from '../support/presenceTable';
import keywordFixture from '../../fixtures/keywords/demo.json';
import questionFixture from '../../fixtures/custom-questions/demo.json';
import type { CustomQuestion } from '../../schemas/customQuestions';

const keywordCategories = keywordFixture.categories.map((c) => ({ ...c, keywords: c.keywords.map((k) => ({ ...k, categoryId: c.id })) }));

describe('the rules table', () => {
  it('names every field of the catalogue exactly once', () => {
    const ruled = registrationRules.map((row) => row.field);
    expect(new Set(ruled).size).toBe(ruled.length);
    expect([...ruled].sort()).toEqual(registrationFields.map((field) => field.path).sort());
  });

  describe.each(presenceTable)('$setting = $value', ({ setting, value, expect: expected }) => {
    const form = buildRegistrationForm({ settings: resolveSettings({ ...baseSettings, [setting]: value }), language: 'ja', keywordCategories });
    it.each(Object.entries(expected))('%s is %s', (path, presence) => {
      expect(presenceInSchema(form, path)).toBe(presence);
    });
  });

  it.each(Object.entries(alwaysTable))('%s is always %s', (path, presence) => {
    for (const settings of [baseSettings, { ...baseSettings, userFormNameEnKind: 'required' as const, isRequireUserCountry: true }]) {
      expect(presenceInSchema(buildRegistrationForm({ settings: resolveSettings(settings), language: 'en' }), path)).toBe(presence);
    }
  });
});

describe('addresses follow the country', () => {
  const form = buildRegistrationForm({
    settings: resolveSettings({ ...baseSettings, isRequireUserPrefecture: true, isRequireUserAddress: true }),
    language: 'en',
  });
  const validator = createAjv().compile(form.schema);
  const errorsFor = (data: Record<string, unknown>) => validateForm(form, data, (d) => (validator(d) ? [] : validator.errors!)).map((e) => e.path);

  it.each([
    ['no country (Japan assumed)', {}, ['prefecture', 'address'], ['province', 'city', 'streetAddress']],
    ['Japan', { country: 'JP' }, ['prefecture', 'address'], ['province', 'city', 'streetAddress']],
    ['abroad', { country: 'FR' }, ['province', 'city', 'streetAddress'], ['prefecture', 'address']],
  ])('%s: asks for the right address fields', (_case, data, required, notAsked) => {
    const paths = errorsFor(data);
    for (const path of required) expect(paths).toContain(path);
    for (const path of notAsked) expect(paths).not.toContain(path);
  });
});

describe('the country list', () => {
  const settings = resolveSettings({ ...baseSettings, isRequireUserCountry: true });
  it.each(['ja', 'en'] as const)('%s: allows every country, Japan first, and leaves the names to whoever reads the list', (language) => {
    const form = buildRegistrationForm({ settings, language });
    const named = countryOptions(language);
    const schema = (form.schema.properties as Record<string, { enum: string[] }>).country;
    const ui = form.uiSchema.country as Record<string, unknown>;
    expect([...schema.enum].sort()).toEqual(named.map((option) => option.value).sort());
    expect(schema.enum[0]).toBe('JP');
    // No names in the form: the select asks for them (lists/choicesOnDemand.ts) when it is read.
    expect(ui['ui:enumNames']).toBeUndefined();
    expect(onDemandKey(ui)).toBe('countries');
    expect(choicesOnDemand.countries(language)).toBe(named);
    // The confirmation step shows the chosen country by its name.
    const address = summarize(form, { country: 'JP' })
      .flatMap((section) => section.rows)
      .find((row) => row.path === 'country');
    expect(address?.value).toBe(language === 'ja' ? '日本' : 'Japan');
  });

  it('builds the form without naming a country', async () => {
    vi.resetModules();
    const fresh = await import('../../engine');
    const spy = vi.spyOn(Intl, 'DisplayNames');
    try {
      fresh.buildRegistrationForm({ settings, language: 'ja' });
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('lists the allowed codes without naming a country in any language', async () => {
    // Fresh modules: no list of names cached by the forms built above.
    vi.resetModules();
    const fresh = { ...(await import('../../engine/registration/fields')), ...(await import('../../engine/fields/catalogue')) };
    const spy = vi.spyOn(Intl, 'DisplayNames');
    try {
      const field = fresh.registrationFields.find((candidate) => candidate.path === 'country')!;
      expect(fresh.choiceValues(field, { keywordCategories: [], participationTypes: [] })).toEqual(countryCodes);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('initial role flags (§4)', () => {
  it.each([
    ['participant_only', {}],
    ['presenter_only', { isPresentable: true }],
    ['presenter_and_participant', { isPresentable: true }],
    ['presenter_and_participant_and_sponsor', { isPresentable: true }],
    ['evaluator_only', { isEvaluatable: true }],
    ['sponsor_only', { isSponsor: true }],
  ] as const)('%s', (kind, on) => {
    const flags = { isPresentable: false, isEvaluatable: false, isSponsor: false, isReviewable: false, ...on };
    expect(initialRoleFlags(kind)).toEqual(flags);
    const form = buildRegistrationForm({ settings: resolveSettings({ ...baseSettings, registrableUserRoleKind: kind }), language: 'ja' });
    expect(form.roleFlags[form.initialData.participationType as string]).toEqual(flags);
  });
});

describe('password policy levels (§5)', () => {
  const policyErrors = (level: 0 | 1 | 2, password: string) => {
    const form = buildRegistrationForm({ settings: resolveSettings({ ...baseSettings, userPasswordPolicy: level }), language: 'ja' });
    const validator = createAjv().compile(form.schema);
    return validateForm(form, { password }, (d) => (validator(d) ? [] : validator.errors!)).filter((e) => e.path === 'password');
  };
  it.each([
    [0, 'short', false],
    [0, 'abcdefgh', true],
    [1, 'abcdefgh', false],
    [1, 'Abcdefg1', true],
    [1, 'ABCDEFG1', false],
    [2, 'Abcdefg1', false],
    [2, 'Abcdef1!', true],
    [2, 'Abcdef1¥', true],
    [2, 'Abcdef1\\', true],
    [2, "Abcdef1'", true],
    [2, 'Abcdef1~', false],
    [2, 'Ab1!', false],
  ] as const)('level %i: %s passes = %s', (level, password, passes) => {
    const errors = policyErrors(level, password);
    expect(errors.length === 0).toBe(passes);
    if (!passes) expect(errors[0]!.code).toBe(`passwordPolicy${level}`);
  });
});

describe('the message catalogue', () => {
  it.each([
    ['required', 'ja', '必須項目です'],
    ['required', 'en', 'Required field'],
    ['mismatch', 'en', 'Does not match'],
    ['mustAgree', 'en', 'You cannot proceed unless you confirm'],
    ['invalidUrl', 'en', 'Invalid URL'],
    ['maxLength', 'ja', '50文字以内で入力してください'],
    ['maxLength', 'en', 'Enter at most 50 characters'],
  ] as const)('%s in %s', (key, language, text) => {
    expect(formatMessage(key, language, { limit: 50 })).toBe(text);
  });
});

describe('keywords', () => {
  it('are left out when the conference has none to choose from', () => {
    const form = buildRegistrationForm({ settings: resolveSettings({ ...baseSettings, isRequireUserKeyword: true }), language: 'ja' });
    expect(presenceInSchema(form, 'keywordIds')).toBe('absent');
  });
  it('need the conference minimum when required', () => {
    const settings = resolveSettings({ ...baseSettings, isRequireUserKeyword: true, minUserKeywordCount: 2 });
    const form = buildRegistrationForm({ settings, language: 'en', keywordCategories });
    const validator = createAjv().compile(form.schema);
    const errors = validateForm(form, { keywordIds: [101] }, (d) => (validator(d) ? [] : validator.errors!));
    expect(errors.find((e) => e.path === 'keywordIds')).toEqual({ path: 'keywordIds', code: 'minItems', params: { limit: 2 } });
  });
});

describe('the engine output', () => {
  it('survives JSON.stringify', () => {
    const form = buildRegistrationForm({ settings: resolveSettings(baseSettings), language: 'ja' });
    expect(JSON.parse(JSON.stringify(form))).toEqual(form);
  });
});

describe('the conference language list (§1)', () => {
  it.each([
    ['ja', ['ja', 'en'], 'ja'],
    ['en', ['ja', 'en'], 'en'],
    ['ja', ['en'], 'en'],
    ['en', ['ja'], 'ja'],
    [undefined, ['ja', 'en'], 'ja'],
    ['fr', ['en'], 'en'],
  ] as const)('current %s with languages %j uses %s', (current, languages, expected) => {
    expect(effectiveLanguage(current, languages)).toBe(expected);
  });
});

/** How the confirmation step shows one custom question's answer. */
const confirmedAnswer = (question: CustomQuestion, answer: unknown, language: 'ja' | 'en') =>
  summarize(buildRegistrationForm({ settings: resolveSettings(baseSettings), language, questions: [question] }), { customAnswers: { [question.uuid]: answer } })
    .flatMap((section) => section.rows)
    .find((row) => row.path.endsWith(question.uuid))?.value;

// Issue 68, item 14: ticked options were listed in the order ticked, joined with ", " in Japanese too.
describe('a multiple-choice answer on the confirmation step', () => {
  const question = (questionFixture.items as CustomQuestion[]).find((candidate) => candidate.type === 'checkbox')!;
  it.each([
    ['ja', 'センサ、イメージング'],
    ['en', 'Sensors, Imaging'],
  ] as const)('%s: the options in their order, listed as the language lists', (language, shown) => {
    expect(confirmedAnswer(question, ['imaging', 'sensors'], language)).toBe(shown);
  });
});

// Issue 68, item 16: a phone number in full-width digits was "Invalid value", not §5's half-width message.
describe('half-width input', () => {
  const form = buildRegistrationForm({ settings: resolveSettings({ ...baseSettings, userFormPhoneKind: 'required' }), language: 'ja' });
  const validator = createAjv().compile(form.schema);
  it.each([
    ['03-1234-5678', undefined],
    ['+81 (3) 1234-5678', undefined],
    ['０３−１２３４−５６７８', '半角の数字と + ( ) - で入力してください'],
    ['03 1234 5678 内線12', '半角の数字と + ( ) - で入力してください'],
  ])('a phone number of %j', (phoneNumber, message) => {
    const error = validateForm(form, { phoneNumber }, (d) => (validator(d) ? [] : validator.errors!)).find((e) => e.path === 'phoneNumber');
    expect(error && formatMessage(error.code, 'ja', error.params)).toBe(message);
  });
});

// Issue 68, item 29: the language radio started at the page's language; the spec's default is ja.
describe("the person's language", () => {
  it.each([
    ['ja page', 'ja', ['ja', 'en'], 'ja'],
    ['en page', 'en', ['ja', 'en'], 'ja'],
    ['English-only conference', 'en', ['en'], 'en'],
  ] as const)('%s starts at %s', (_case, language, languages, expected) => {
    const form = buildRegistrationForm({ settings: resolveSettings({ ...baseSettings, isRequireLanguage: true, languages: [...languages] }), language });
    expect(form.initialData.language).toBe(expected);
  });
});

// Issue 68, item 13: a date answer was shown as stored ("2027-09-01") under a hint in the language's words.
describe('a date answer on the confirmation step', () => {
  const question = (questionFixture.items as CustomQuestion[]).find((candidate) => candidate.type === 'date')!;
  it.each([
    ['ja', '2027年09月01日'],
    ['en', 'Sep 1, 2027'],
  ] as const)('%s: as the language writes a day', (language, shown) => {
    expect(confirmedAnswer(question, '2027-09-01', language)).toBe(shown);
  });
});
