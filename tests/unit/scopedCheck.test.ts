import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createAjv } from '../../engine/ajv';
import { buildRegistrationForm } from '../../engine/registration/buildRegistrationForm';
import { pruneToVisible } from '../../engine/registration/wire';
import { resolveSettings } from '../../engine/settings';
import { sampleAnswers } from '../../engine/sampleAnswers';
import { writePath } from '../../engine/paths';
import { checkScopeOf, concerns, validateForm, validateScope } from '../../engine/validate';
import type { FormData, GeneratedForm } from '../../engine/formModel';
import type { ConferenceSettings } from '../../schemas/conferenceSettings';
import type { CustomQuestion } from '../../schemas/customQuestions';

/**
 * After the first Confirm, a committed value checks only its own field again (issue 23 §2). This
 * proves that what it finds is exactly what the whole check finds for that field, on every field
 * of every fixture conference, with data empty, filled, and with each field in turn emptied and
 * given a value of the wrong shape.
 */
const read = (kind: string, name: string) => {
  try {
    return JSON.parse(readFileSync(path.resolve('fixtures', kind, `${name}.json`), 'utf8'));
  } catch {
    return undefined;
  }
};
const ajv = createAjv();
const forms = readdirSync(path.resolve('fixtures/conferences')).map((file) => {
  const name = file.replace(/\.json$/, '');
  const settings = resolveSettings(read('conferences', name) as ConferenceSettings);
  const questions = (read('custom-questions', name)?.items ?? []) as CustomQuestion[];
  return { name, form: buildRegistrationForm({ settings, language: 'ja', questions, keywordCategories: read('keywords', name)?.categories ?? [] }) };
});

function variants(form: GeneratedForm, path: string): FormData[] {
  const filled = sampleAnswers(form, 'sample');
  const emptied = structuredClone(filled);
  writePath(emptied, path, undefined);
  const wrong = structuredClone(filled);
  writePath(wrong, path, 'x'.repeat(2000));
  return [structuredClone(form.initialData), filled, emptied, wrong];
}

describe('checking one changed field gives what the whole check gives for it', () => {
  it.each(forms)('$name', ({ form }) => {
    const validate = ajv.compile(form.schema);
    const validator = (data: unknown) => (validate(data), validate.errors ?? []);
    let scoped = 0;
    for (const field of form.fields) {
      const scope = checkScopeOf(form, field.path);
      if (scope === undefined) continue;
      scoped += 1;
      for (const data of variants(form, field.path)) {
        const pruned = pruneToVisible(form, data);
        const whole = validateForm(form, pruned, validator).filter((error) => concerns(scope, error.path));
        expect(validateScope(form, pruned, validator, scope), `${field.path}`).toEqual(whole);
      }
    }
    // Most fields are checked alone; the rest (conditions, password, confirmations) whole.
    expect(scoped).toBeGreaterThan(form.fields.length / 2);
  });

  it('checks the whole form for a field a condition reads, a field under a condition, the password and a confirmation', () => {
    const { form } = forms.find(({ name }) => name === 'strict-society')!;
    const conditional = form.fields.find((field) => field.onlyWhen);
    const source = conditional?.onlyWhen?.field;
    const crossed = form.crossChecks[0];
    for (const path of [conditional?.path, source, 'password', crossed?.path, crossed?.equalsPath].filter((item): item is string => Boolean(item))) {
      expect(checkScopeOf(form, path), path).toBeUndefined();
    }
    expect(checkScopeOf(form, 'nameSei')).toBe('nameSei');
  });
});
