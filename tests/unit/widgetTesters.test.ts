import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chooseWidget, NOT_APPLICABLE, widgetTesters, type WidgetSubject } from '../../engine/widgetTesters';
import { kaigiWidgetNames, rjsfWidgetNames, type FieldWidget } from '../../engine/widgetNames';
import { buildRegistrationForm } from '../../engine/registration/buildRegistrationForm';
import { buildCommissionForm } from '../../engine/commission/buildCommissionForm';
import { buildQuestionsForm } from '../../engine/questions/buildQuestionsForm';
import { buildSubmissionForm } from '../../engine/submission/buildSubmissionForm';
import { buildEvaluationForm, buildReviewForm } from '../../engine/judging/forms';
import { resolveSettings } from '../../engine/settings';
import type { GeneratedForm } from '../../engine/formModel';
import type { ConferenceSettings } from '../../schemas/conferenceSettings';
import type { CustomQuestion, CustomQuestionType } from '../../schemas/customQuestions';
import type { JudgingSettings } from '../../schemas/judging';
import type { KindSettings } from '../../schemas/submission';
import type { KeywordCategory } from '../../schemas/keywords';

/**
 * Widgets are chosen by testers with ranks (engine/widgetTesters.ts): one table of what a field
 * is and the widget it gets, then every generated form of every fixture conference, whose
 * uiSchema and field states must name the same widget.
 */
const text = { type: 'string' };
const cases: Array<[string, WidgetSubject, FieldWidget | undefined]> = [
  ['a string', { schema: text }, 'text'],
  ['an integer', { schema: { type: 'integer' } }, 'text'],
  ['a yes or no', { schema: { type: 'boolean' } }, 'checkbox'],
  ['a string with choices', { schema: text, choices: [{ value: 'a' }] }, 'select'],
  ['a string with an enum', { schema: { type: 'string', enum: ['a', 'b'] } }, 'select'],
  ['a list of choices', { schema: { type: 'array', items: { type: 'string', enum: ['a'] } } }, 'select'],
  ['a long text', { schema: text, rows: 4 }, 'textarea'],
  ['a date', { schema: { type: 'string', format: 'date' } }, 'date'],
  ['an e-mail address', { schema: { type: 'string', format: 'email' } }, 'email'],
  ['a secret', { schema: text, secret: true }, 'password'],
  ['a counted text', { schema: text, counted: { unit: 'words' } }, 'countedText'],
  ['a counted long text', { schema: text, counted: { unit: 'characters' }, rows: 8 }, 'countedText'],
  ['a profile image', { schema: text, upload: 'profileImage' }, 'profileImage'],
  ['choices the field shows as radios', { schema: text, choices: [{ value: 'a' }], widget: 'radio' }, 'radio'],
  ['an e-mail address the field shows as plain text', { schema: { type: 'string', format: 'email' }, widget: 'text' }, 'text'],
  ['a hidden value', { schema: text, widget: 'hidden' }, 'hidden'],
  ['nothing to answer (a display question)', { schema: { type: 'null' } }, undefined],
];
const questionCases: Array<[CustomQuestionType, WidgetSubject['schema'], FieldWidget | undefined, number?]> = [
  ['text', text, 'text'],
  ['textarea', text, 'textarea', 3],
  ['text-array', { type: 'array', items: text }, 'textArray'],
  ['switch', { type: 'boolean' }, 'switch'],
  ['single-checkbox', { type: 'boolean' }, 'checkbox'],
  ['checkbox', { type: 'array', items: { type: 'string', enum: ['a'] }, uniqueItems: true }, 'sortedCheckboxes'],
  ['select', { type: 'string', enum: ['a'] }, 'select'],
  ['radio', { type: 'string', enum: ['a'] }, 'toggleRadio'],
  ['rate-field', { type: 'integer', enum: [1, 2, 3] }, 'rate'],
  ['date', { type: 'string', format: 'date' }, 'date'],
  ['file', { type: 'string', maxLength: 255 }, 'questionFile'],
  ['text-display', { type: 'null' }, undefined],
  ['title-display', { type: 'null' }, undefined],
];

describe('choosing a widget by testers with ranks', () => {
  it.each(cases)('%s', (_name, subject, widget) => {
    expect(chooseWidget(subject)).toBe(widget);
  });

  it.each(questionCases)('a %s question', (questionType, schema, widget, rows) => {
    expect(chooseWidget({ schema, questionType, ...(rows ? { rows } : {}) })).toBe(widget);
  });

  it('lets a field name any widget there is, above every other tester', () => {
    for (const widget of [...rjsfWidgetNames, ...kaigiWidgetNames]) {
      expect(chooseWidget({ schema: { type: 'string', format: 'email' }, secret: true, counted: {}, questionType: 'radio', widget })).toBe(widget);
    }
  });

  it('answers NOT_APPLICABLE from every tester for a value no widget shows', () => {
    expect(widgetTesters.map(({ tester }) => tester({ schema: { type: 'null' } }))).toEqual(widgetTesters.map(() => NOT_APPLICABLE));
  });
});

const read = (kind: string, name: string) => {
  try {
    return JSON.parse(readFileSync(path.resolve('fixtures', kind, `${name}.json`), 'utf8'));
  } catch {
    return undefined;
  }
};
const names = (kind: string) => readdirSync(path.resolve('fixtures', kind)).map((file) => file.replace(/\.json$/, ''));

function uiAt(form: GeneratedForm, fieldPath: string): Record<string, unknown> | undefined {
  let node: unknown = form.uiSchema;
  for (const part of fieldPath.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node as Record<string, unknown> | undefined;
}

const forms: Array<{ name: string; form: GeneratedForm }> = [];
for (const name of names('conferences')) {
  const settings = resolveSettings(read('conferences', name) as ConferenceSettings);
  const questions = (read('custom-questions', name)?.items ?? []) as CustomQuestion[];
  const keywordCategories = (read('keywords', name)?.categories ?? []) as KeywordCategory[];
  for (const language of ['ja', 'en'] as const) {
    forms.push({ name: `registration, ${name} (${language})`, form: buildRegistrationForm({ settings, language, questions, keywordCategories }) });
    forms.push({ name: `commission, ${name} (${language})`, form: buildCommissionForm({ settings, language }) });
    forms.push({ name: `questions, ${name} (${language})`, form: buildQuestionsForm(questions, language) });
  }
}
for (const name of names('submission')) {
  const file = read('submission', name) as { kinds: Record<string, KindSettings> };
  const keywordCategories = (read('keywords', name)?.categories ?? []) as KeywordCategory[];
  for (const [kind, settings] of Object.entries(file.kinds)) {
    forms.push({ name: `submission ${kind}, ${name}`, form: buildSubmissionForm({ kind: kind as 'oral', settings, language: 'ja', keywordCategories }) });
  }
}
for (const name of names('judging')) {
  const settings = read('judging', name) as JudgingSettings;
  forms.push({ name: `evaluation, ${name}`, form: buildEvaluationForm(settings.evaluation, 'en') });
  forms.push({ name: `review, ${name}`, form: buildReviewForm(settings.reviewQuestions ?? [], 'en') });
}

describe('every generated form of every fixture', () => {
  it('has forms to check', () => expect(forms.length).toBeGreaterThan(20));

  it.each(forms)('$name: the uiSchema shows each field with the widget its state names', ({ form }) => {
    for (const field of form.fields) {
      const ui = uiAt(form, field.path);
      expect(ui, field.path).toBeDefined();
      expect(ui!['ui:widget'], field.path).toBe(field.widget);
    }
  });
});

describe('the registration fields keep their widgets', () => {
  const settings = resolveSettings(read('conferences', 'strict-society') as ConferenceSettings);
  const form = buildRegistrationForm({ settings, language: 'ja', keywordCategories: read('keywords', 'strict-society').categories });
  const widgetOf = (fieldPath: string) => form.fields.find((field) => field.path === fieldPath)?.widget;
  it.each([
    ['email', 'email'],
    ['password', 'password'],
    ['nameSei', 'text'],
    ['honorificTitle', 'select'],
    ['affiliation.kind', 'radio'],
    ['zipCode', 'postalCode'],
    ['prefecture', 'select'],
    ['keywordIds', 'keywordRows'],
    ['isTermAgreed', 'checkbox'],
  ])('%s: %s', (fieldPath, widget) => {
    expect(widgetOf(fieldPath)).toBe(widget);
  });
});
