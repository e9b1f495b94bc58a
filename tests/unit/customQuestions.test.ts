import { describe, expect, it } from 'vitest';
import {
  buildRegistrationForm,
  checkQuestionSet,
  compiledWith,
  createAjv,
  formatMessage,
  pruneToVisible,
  resolveSettings,
  validateForm,
  type FormData,
  type MessageKey,
} from '../../engine';
import type { CustomQuestion } from '../../schemas/customQuestions';
import { createValidatorCache } from '../../engine/validatorCache';

/**
 * docs/requirements/public-area.md §5 "Custom questions", one row per type and validation: the answer, the
 * message it gets (or none), in both languages.
 */
const validator = createValidatorCache(compiledWith(createAjv()));
const settings = resolveSettings({ conferenceTitle: 'x', conferenceTitleEn: 'x', registrableUserRoleKind: 'participant_only' });
const uuid = '00000000-0000-4000-8000-000000000001';
const options = [
  { value: 'a', label: 'あ', labelEn: 'A' },
  { value: 'b', label: 'い', labelEn: 'B' },
  { value: 'c', label: 'う', labelEn: 'C' },
];

/** The message the question's answer gets on submit, or undefined when it is accepted. */
function answerError(question: Omit<CustomQuestion, 'uuid'>, answer: unknown, language: 'ja' | 'en' = 'en'): string | undefined {
  const form = buildRegistrationForm({ settings, language, questions: [{ uuid, ...question } as CustomQuestion] });
  const data: FormData = pruneToVisible(form, { customAnswers: answer === undefined ? {} : { [uuid]: answer } });
  const error = validateForm(form, data, validator(form)).find((e) => e.path === `customAnswers.${uuid}`);
  return error && formatMessage(error.code, language, error.params);
}

const required = { validations: { required: true } };
const cases: Array<[string, Omit<CustomQuestion, 'uuid'>, unknown, MessageKey | undefined, Record<string, number>?]> = [
  ['text: required, empty', { type: 'text', ...required }, undefined, 'required'],
  ['text: required, spaces only', { type: 'text', ...required }, '   ', 'required'],
  ['text: required, answered', { type: 'text', ...required }, 'yes', undefined],
  ['text: optional, empty', { type: 'text' }, undefined, undefined],
  ['text: minLength 3, 2 characters', { type: 'text', validations: { minLength: 3 } }, 'ab', 'minLength', { limit: 3 }],
  ['text: minLength 3, 3 characters', { type: 'text', validations: { minLength: 3 } }, 'abc', undefined],
  ['text: maxLength 5, 6 characters', { type: 'text', validations: { maxLength: 5 } }, 'abcdef', 'maxLength', { limit: 5 }],
  ['text: maxLength 5, 5 characters', { type: 'text', validations: { maxLength: 5 } }, 'abcde', undefined],
  ['textarea: required, empty', { type: 'textarea', ...required }, '', 'required'],
  ['textarea: minLength 10, short', { type: 'textarea', validations: { minLength: 10 } }, 'short', 'minLength', { limit: 10 }],
  ['textarea: maxLength 10, long', { type: 'textarea', validations: { maxLength: 10 } }, 'x'.repeat(11), 'maxLength', { limit: 10 }],
  ['textarea: number instead of text', { type: 'textarea' }, 5, 'invalidValue'],
  ['text-array: required, no lines', { type: 'text-array', ...required }, [], 'required'],
  ['text-array: required, blank lines only', { type: 'text-array', ...required }, ['', ' '], 'required'],
  ['text-array: required, one line', { type: 'text-array', ...required }, ['x'], undefined],
  ['switch: required, off', { type: 'switch', ...required }, false, 'required'],
  ['switch: required, on', { type: 'switch', ...required }, true, undefined],
  ['switch: optional, off', { type: 'switch' }, false, undefined],
  ['single-checkbox: required, unchecked', { type: 'single-checkbox', ...required }, undefined, 'required'],
  ['single-checkbox: required, checked', { type: 'single-checkbox', ...required }, true, undefined],
  ['checkbox: required, none', { type: 'checkbox', options, ...required }, [], 'required'],
  ['checkbox: minOptions 2, one', { type: 'checkbox', options, validations: { minOptions: 2 } }, ['a'], 'minOptions', { limit: 2 }],
  ['checkbox: minOptions 2, two', { type: 'checkbox', options, validations: { minOptions: 2 } }, ['b', 'a'], undefined],
  ['checkbox: maxOptions 2, three', { type: 'checkbox', options, validations: { maxOptions: 2 } }, ['a', 'b', 'c'], 'maxOptions', { limit: 2 }],
  ['checkbox: an option that is not one', { type: 'checkbox', options }, ['z'], 'invalidChoice'],
  ['select: required, none', { type: 'select', options, ...required }, undefined, 'required'],
  ['select: an option', { type: 'select', options, ...required }, 'b', undefined],
  ['select: not an option', { type: 'select', options }, 'z', 'invalidChoice'],
  ['radio: required, none', { type: 'radio', options, ...required }, undefined, 'required'],
  ['radio: not an option', { type: 'radio', options }, 'z', 'invalidChoice'],
  ['rate-field: required, none', { type: 'rate-field', minRate: 1, maxRate: 5, ...required }, undefined, 'required'],
  ['rate-field: in range', { type: 'rate-field', minRate: 1, maxRate: 5 }, 5, undefined],
  ['rate-field: out of range', { type: 'rate-field', minRate: 1, maxRate: 5 }, 6, 'invalidChoice'],
  ['rate-field: text instead of a number', { type: 'rate-field' }, '3', 'invalidValue'],
  ['date: required, none', { type: 'date', ...required }, undefined, 'required'],
  ['date: not a date', { type: 'date' }, '2027-02-30', 'invalidDate'],
  ['date: before minDate', { type: 'date', validations: { minDate: '2027-09-01' } }, '2027-08-31', 'dateBelowRange'],
  ['date: on minDate', { type: 'date', validations: { minDate: '2027-09-01' } }, '2027-09-01', undefined],
  ['date: after maxDate', { type: 'date', validations: { maxDate: '2027-09-06' } }, '2027-09-07', 'dateAboveRange'],
  ['date: on maxDate', { type: 'date', validations: { maxDate: '2027-09-06' } }, '2027-09-06', undefined],
  ['file: required, none', { type: 'file', ...required }, undefined, 'required'],
  ['file: required, chosen', { type: 'file', ...required }, 'data:application/pdf;name=a.pdf;base64,JVBERi0=', undefined],
];

describe('custom question validations (§5)', () => {
  it.each(cases)('%s', (_name, question, answer, code, params) => {
    for (const language of ['ja', 'en'] as const) {
      expect(answerError(question, answer, language)).toBe(code && formatMessage(code, language, params));
    }
  });

  it('has the spec wording in both languages', () => {
    expect(answerError({ type: 'text', validations: { minLength: 3 } }, 'a', 'ja')).toBe('3文字以上で入力してください');
    expect(answerError({ type: 'text', validations: { maxLength: 2 } }, 'abc', 'en')).toBe('Enter at most 2 characters');
    expect(answerError({ type: 'checkbox', options, validations: { minOptions: 2 } }, ['a'], 'en')).toBe('Select at least 2');
    expect(answerError({ type: 'checkbox', options, validations: { maxOptions: 1 } }, ['a', 'b'], 'ja')).toBe('1個以内で選んでください');
    expect(answerError({ type: 'date', validations: { maxDate: '2027-01-01' } }, '2027-01-02', 'en')).toBe('Exceeds the allowed range');
    expect(answerError({ type: 'date', validations: { minDate: '2027-01-01' } }, '2026-12-31', 'ja')).toBe('許可された範囲を下回っています');
    expect(answerError({ type: 'radio', options, ...required }, undefined, 'ja')).toBe('必須項目です');
  });

  it('stores answers in the shapes of §3: a checkbox answer sorted, text lists without blank lines', () => {
    const questions = [
      { uuid, type: 'checkbox', options },
      { uuid: '00000000-0000-4000-8000-000000000002', type: 'text-array' },
      { uuid: '00000000-0000-4000-8000-000000000003', type: 'title-display', text: 'x' },
    ] as CustomQuestion[];
    const form = buildRegistrationForm({ settings, language: 'en', questions });
    const data = pruneToVisible(form, {
      customAnswers: { [uuid]: ['c', 'a'], '00000000-0000-4000-8000-000000000002': ['x', ' ', 'y'], '00000000-0000-4000-8000-000000000003': 'z' },
    });
    expect(data.customAnswers).toEqual({ [uuid]: ['a', 'c'], '00000000-0000-4000-8000-000000000002': ['x', 'y'] });
  });

  it('labels, placeholders, descriptions, tooltips and options follow the language', () => {
    const question = {
      uuid,
      type: 'select',
      label: '色',
      labelEn: 'Colour',
      placeholder: '選ぶ',
      placeholderEn: 'Choose',
      description: '説明',
      descriptionEn: 'About',
      tooltip: 'ヒント',
      tooltipEn: 'Hint',
      options,
      hideLabel: true,
    } as CustomQuestion;
    for (const [language, title, names, placeholder, tooltip] of [
      ['ja', '色', { a: 'あ', b: 'い', c: 'う' }, '選ぶ', 'ヒント'],
      ['en', 'Colour', { a: 'A', b: 'B', c: 'C' }, 'Choose', 'Hint'],
    ] as const) {
      const form = buildRegistrationForm({ settings, language, questions: [question] });
      const schema = (form.schema.properties as Record<string, { properties: Record<string, { title: string }> }>).customAnswers!.properties[uuid]!;
      const ui = (form.uiSchema.customAnswers as Record<string, Record<string, unknown>>)[uuid]!;
      expect(schema.title).toBe(title);
      expect(ui['ui:enumNames']).toEqual(names);
      expect(ui['ui:placeholder']).toBe(placeholder);
      expect(ui['ui:options']).toMatchObject({ tooltip, hideLabel: true });
    }
    const textarea = buildRegistrationForm({ settings, language: 'en', questions: [{ uuid, type: 'textarea' }] });
    expect((textarea.uiSchema.customAnswers as Record<string, Record<string, { rows: number }>>)[uuid]!['ui:options']!.rows).toBe(3);
    const rate = buildRegistrationForm({ settings, language: 'en', questions: [{ uuid, type: 'rate-field', minRate: 0, maxRate: 10 }] });
    expect((rate.schema.properties as Record<string, { properties: Record<string, { enum: number[] }> }>).customAnswers!.properties[uuid]!.enum).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });
});

describe('question set check (load and seed)', () => {
  const item = (over: Partial<CustomQuestion>, n = 1) =>
    ({ uuid: `00000000-0000-4000-8000-00000000000${n}`, type: 'text', label: `Q${n}`, ...over }) as CustomQuestion;
  it.each([
    ['a duplicate uuid', [item({}), item({}, 1)], '/items/1/uuid', 'item 2 (00000000-0000-4000-8000-000000000001, "Q1"): a uuid used once'],
    ['minLength above maxLength', [item({ validations: { minLength: 5, maxLength: 2 } })], '/items/0/validations', 'minLength 5 > maxLength 2'],
    ['minRate above maxRate', [item({ type: 'rate-field', minRate: 5, maxRate: 1 })], '/items/0', 'minRate 5 > maxRate 1'],
    [
      'minOptions above maxOptions',
      [
        item({
          type: 'checkbox',
          options: [
            { value: 'a', label: 'a' },
            { value: 'b', label: 'b' },
          ],
          validations: { minOptions: 2, maxOptions: 1 },
        }),
      ],
      '/items/0/validations',
      'minOptions 2 > maxOptions 1',
    ],
    [
      'minDate after maxDate',
      [item({ type: 'date', validations: { minDate: '2027-02-01', maxDate: '2027-01-01' } })],
      '/items/0/validations',
      'minDate 2027-02-01 > maxDate 2027-01-01',
    ],
    ['a radio without options', [item({ type: 'radio' })], '/items/0/options', 'none'],
    [
      'an option value used twice',
      [
        item({
          type: 'select',
          options: [
            { value: 'a', label: 'a' },
            { value: 'a', label: 'b' },
          ],
        }),
      ],
      '/items/0/options/1/value',
      '"a"',
    ],
  ] as const)('refuses %s, naming the item', (_name, items, path, text) => {
    const problems = checkQuestionSet(items as unknown as CustomQuestion[]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.path).toBe(path);
    expect(`${problems[0]!.expected} ${problems[0]!.found}`).toContain(text);
  });

  it('passes the shipped all-types set', async () => {
    const set = (await import('../../fixtures/custom-questions/demo.json')).default;
    expect(checkQuestionSet(set.items as CustomQuestion[])).toEqual([]);
    expect(new Set(set.items.map((q) => q.type)).size).toBe(13);
  });
});
