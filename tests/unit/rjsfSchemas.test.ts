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

  it.each(settingsKinds.flatMap((kind) => (['ja', 'en'] as const).map((language) => [kind, language] as const)))(
    'the settings form: %s, %s',
    (kind, language) => {
      expect(allOfIn(buildSettingsForm(kind, language).schema)).toEqual([]);
    },
  );
});

/** The ui:widget names and string formats under which RJSF reaches a widget the build fetches on first use (src/forms/coreRegistry.ts). */
const fetchedWidgets = new Set([
  'checkboxes',
  'alt-date',
  'alt-datetime',
  'color',
  'file',
  'files',
  'range',
  'rating',
  'CheckboxesWidget',
  'AltDateWidget',
  'AltDateTimeWidget',
  'ColorWidget',
  'FileWidget',
  'RangeWidget',
  'RatingWidget',
]);
const fetchedFormats = new Set(['data-url', 'color']);

/** Where a schema or uiSchema reaches one of them. */
function fetchedIn(node: unknown, at = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => fetchedIn(item, `${at}/${index}`));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => [
    ...((key === 'ui:widget' && typeof value === 'string' && fetchedWidgets.has(value)) ||
    (key === 'format' && typeof value === 'string' && fetchedFormats.has(value))
      ? [`${at}/${key}=${value}`]
      : []),
    ...fetchedIn(value, `${at}/${key}`),
  ]);
}

// A generated form shows every field at its first paint: none may wait for a widget's code.
describe('no generated form reaches a widget fetched on first use', () => {
  const generated = fixtureForms().filter((entry): entry is [string, GeneratedForm] => 'fields' in entry[1]);

  it.each(generated)('%s', (_name, form) => {
    expect([...fetchedIn(layoutFor(form).schema), ...fetchedIn(form.uiSchema)]).toEqual([]);
  });

  it('finds one (a test of the test)', () => {
    expect(fetchedIn({ properties: { stars: { type: 'integer' }, picture: { type: 'string', format: 'data-url' } } })).toEqual([
      '/properties/picture/format=data-url',
    ]);
    expect(fetchedIn({ stars: { 'ui:widget': 'rating' }, name: { 'ui:widget': 'text' } })).toEqual(['/stars/ui:widget=rating']);
  });
});
