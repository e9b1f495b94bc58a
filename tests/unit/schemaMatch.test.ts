import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createAjv } from '../../engine/ajv';
import { matchesSchema, unsupportedKeywords } from '../../engine/schemaMatch';
import { buildRegistrationForm } from '../../engine/registration/buildRegistrationForm';
import { resolveSettings } from '../../engine/settings';
import type { ConferenceSettings } from '../../schemas/conferenceSettings';
import type { CustomQuestion } from '../../schemas/customQuestions';

const ajv = createAjv();
const read = (kind: string, name: string) => {
  try {
    return JSON.parse(readFileSync(path.resolve('fixtures', kind, `${name}.json`), 'utf8'));
  } catch {
    return undefined;
  }
};

/** Every schema RJSF asks the matcher about: each `if`, and each option of a `oneOf`/`anyOf`. */
function askedSchemas(node: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(node)) node.forEach((item) => askedSchemas(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'if') found.push(value);
      if ((key === 'oneOf' || key === 'anyOf') && Array.isArray(value)) found.push(...value);
      askedSchemas(value, found);
    }
  }
  return found;
}

const forms = readdirSync(path.resolve('fixtures/conferences')).flatMap((file) => {
  const name = file.replace(/\.json$/, '');
  const settings = resolveSettings(read('conferences', name) as ConferenceSettings);
  const questions = (read('custom-questions', name)?.items ?? []) as CustomQuestion[];
  return (['ja', 'en'] as const).map((language) => ({ name: `${name} (${language})`, form: buildRegistrationForm({ settings, language, questions }) }));
});

describe('the schema matcher RJSF resolves conditions with', () => {
  it.each(forms)('understands every condition and option of $name', ({ form }) => {
    for (const schema of askedSchemas(form.schema)) expect([...unsupportedKeywords(schema)]).toEqual([]);
  });

  const samples: unknown[] = [
    undefined,
    null,
    '',
    'JP',
    'US',
    'jp',
    0,
    1,
    2.5,
    true,
    false,
    [],
    ['a'],
    ['a', 'b', 'c', 'd'],
    {},
    { country: 'JP' },
    { country: 'US' },
    { country: '' },
    { country: null },
    { country: 'JP', prefecture: '東京都' },
    { other: 1 },
  ];
  it.each(forms)('agrees with AJV on every condition and option of $name', ({ form }) => {
    for (const schema of askedSchemas(form.schema)) {
      const validate = ajv.compile(schema as object);
      for (const sample of samples) expect(matchesSchema(schema as Record<string, unknown>, sample), JSON.stringify({ schema, sample })).toBe(validate(sample));
    }
  });

  it.each([
    [{ type: 'string', minLength: 2 }, 'a', false],
    [{ type: 'string', minLength: 2 }, '日本', true],
    [{ type: ['string', 'null'] }, null, true],
    [{ enum: ['a', 'b'] }, 'c', false],
    [{ const: { a: [1, 2] } }, { a: [1, 2] }, true],
    [{ required: ['a'] }, { a: undefined }, false],
    [{ not: { const: 'JP' } }, 'US', true],
    [{ anyOf: [{ const: 1 }, { const: 2 }] }, 2, true],
    [{ oneOf: [{ minimum: 1 }, { minimum: 2 }] }, 3, false],
    [{ items: { type: 'integer' }, maxItems: 2 }, [1, 2], true],
    [{ items: { type: 'integer' }, maxItems: 2 }, [1, 2.5], false],
    [{ pattern: '^[0-9]{7}$' }, '1000001', true],
    [{ if: { const: 'a' }, then: { minLength: 2 } }, 'a', false],
  ])('%j on %j: %s', (schema, data, expected) => {
    expect(matchesSchema(schema, data)).toBe(expected);
    expect(ajv.validate(schema, data)).toBe(expected);
  });
});
