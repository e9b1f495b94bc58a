import { describe, expect, it } from 'vitest';
import { layoutFor } from '../../src/forms/GeneratedFormView';
import { buildSettingsForm } from '../../engine/studio/settingsForm';
import { settingsKinds } from '../../engine/studio/settingsKinds';
import type { GeneratedForm } from '../../engine/formModel';
import { fixtureForms } from '../support/fixtureForms';

/** Where in a schema an `allOf` sits, if anywhere. */
function allOfIn(node: unknown, at = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => allOfIn(item, `${at}/${index}`));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => [...(key === 'allOf' ? [`${at}/allOf`] : []), ...allOfIn(value, `${at}/${key}`)]);
}

// The build leaves RJSF's allOf merge out (src/forms/allOfMergeForRjsf.ts): that holds only while
// no schema Kaigi hands RJSF has an allOf.
describe('no schema handed to RJSF has an allOf', () => {
  const generated = fixtureForms().filter((entry): entry is [string, GeneratedForm] => 'fields' in entry[1]);

  it('has the fixture forms to look at, conditions included', () => {
    expect(generated.length).toBeGreaterThan(10);
    expect(generated.filter(([, form]) => allOfIn(form.schema).length > 0).length).toBeGreaterThan(0);
  });

  it.each(generated)('a generated form as laid out for RJSF: %s', (_name, form) => {
    expect(allOfIn(layoutFor(form).schema)).toEqual([]);
  });

  it.each(settingsKinds.flatMap((kind) => (['ja', 'en'] as const).map((language) => [kind, language] as const)))('the settings form: %s, %s', (kind, language) => {
    expect(allOfIn(buildSettingsForm(kind, language).schema)).toEqual([]);
  });
});
