import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createAjv } from '../../engine/ajv';
import { interpretedValidator } from '../../engine/interpretedValidator';
import { checkScopeOf, toFieldErrors, validateScope, type SchemaValidator } from '../../engine/validate';
import type { GeneratedForm, JsonSchema } from '../../engine/formModel';
import { answerFor, randomOf } from '../support/randomAnswers';
import { fixtureConferences, fixtureForms } from '../support/fixtureForms';

/**
 * The browser checks forms with an interpreter, the server with AJV (engine/interpretedValidator.ts).
 * For every form the fixtures give (every conference's registration, commission and question
 * forms, abstract submission of each kind, evaluation and review, every settings file) and random
 * answers, right and wrong, both find the same messages on the same fields.
 */
const conferences = fixtureConferences;
const forms = fixtureForms();

const ajv = createAjv();
const byAjv = (schema: JsonSchema): SchemaValidator => {
  const validate = ajv.compile(schema);
  return (data) => (validate(data) ? [] : (validate.errors ?? []));
};
const sorted = <T extends { path: string; code: string }>(errors: T[]) =>
  [...errors].sort((a, b) => `${a.path} ${a.code}`.localeCompare(`${b.path} ${b.code}`));

describe("the browser's interpreter and the server's AJV", () => {
  it.each(forms)('find the same messages on the same fields: %s', (_name, form) => {
    const server = byAjv(form.schema);
    const browser = interpretedValidator(form.schema);
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const data = answerFor(form.schema, randomOf(seed));
        expect(sorted(toFieldErrors(form, browser(data)))).toEqual(sorted(toFieldErrors(form, server(data))));
      }),
      { numRuns: 150 },
    );
  });

  const scopesOf = (form: GeneratedForm) => form.fields.map((field) => checkScopeOf(form, field.path)).filter((scope): scope is string => scope !== undefined);
  const scoped = forms.filter(
    (entry): entry is [string, GeneratedForm] => 'fields' in entry[1] && 'crossChecks' in entry[1] && scopesOf(entry[1] as GeneratedForm).length > 0,
  );
  it('have forms with fields checked alone in every fixture conference', () => expect(scoped.length).toBeGreaterThan(conferences.length));
  it.each(scoped)('find the same messages on a field checked alone, as after a committed value: %s', (_name, form) => {
    const server = byAjv(form.schema);
    const browser = interpretedValidator(form.schema);
    const scopes = scopesOf(form);
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...scopes), (seed, scope) => {
        const data = answerFor(form.schema, randomOf(seed)) as Record<string, unknown>;
        expect(sorted(validateScope(form, data, browser, scope))).toEqual(sorted(validateScope(form, data, server, scope)));
      }),
      { numRuns: 200 },
    );
  });

  it('read an absent property and one holding undefined alike, as form state has them', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] } as JsonSchema;
    expect(interpretedValidator(schema)({ a: undefined })).toEqual([{ keyword: 'required', instancePath: '', params: { missingProperty: 'a' } }]);
  });

  it('check the date bounds of a question in a branch that applies, and only there', () => {
    const schema = {
      type: 'object',
      properties: { kind: { type: 'string' }, day: { type: 'string', format: 'date' } },
      allOf: [
        {
          if: { properties: { kind: { const: 'visit' } }, required: ['kind'] },
          then: { properties: { day: { format: 'date', formatMinimum: '2027-03-01', formatMaximum: '2027-03-31' } } },
        },
      ],
    } as unknown as JsonSchema;
    const check = interpretedValidator(schema);
    expect(check({ kind: 'visit', day: '2027-02-28' })).toEqual([{ keyword: 'formatMinimum', instancePath: '/day', params: { limit: '2027-03-01' } }]);
    expect(check({ kind: 'visit', day: '2027-04-01' })).toEqual([{ keyword: 'formatMaximum', instancePath: '/day', params: { limit: '2027-03-31' } }]);
    expect(check({ kind: 'other', day: '2027-02-28' })).toEqual([]);
    expect(byAjv(schema)({ kind: 'visit', day: '2027-02-28' }).map((error) => error.keyword)).toContain('formatMinimum');
  });

  it('name a field whose key needs escaping in a pointer as AJV does', () => {
    const schema = { type: 'object', properties: { 'a/b~c#d': { type: 'string', maxLength: 1 }, 質問: { type: 'string', format: 'email' } } } as JsonSchema;
    const data = { 'a/b~c#d': 'xx', 質問: 'no' };
    const pick = (errors: readonly { keyword: string; instancePath: string; params: Record<string, unknown> }[]) =>
      errors.map(({ keyword, instancePath, params }) => ({ keyword, instancePath, params: { limit: params.limit, format: params.format } }));
    expect(pick(interpretedValidator(schema)(data))).toEqual(pick(byAjv(schema)(data)));
  });
});
