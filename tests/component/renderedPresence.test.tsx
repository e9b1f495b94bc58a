import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { buildRegistrationForm, resolveSettings } from '../../engine';
import { AppProviders } from '../../src/shell/AppProviders';
import { createI18n } from '../../src/kit/i18n';
import { fieldElementId } from '../../src/forms/displayErrors';
import { GeneratedFormView } from '../../src/forms/GeneratedFormView';
import keywordFixture from '../../fixtures/keywords/demo.json';
import { baseSettings, presenceTable } from '../support/presenceTable';

const keywordCategories = keywordFixture.categories.map((c) => ({ ...c, keywords: c.keywords.map((k) => ({ ...k, categoryId: c.id })) }));
const i18n = createI18n('ja');
afterEach(cleanup);

/** The field as a person meets it: absent, or present with or without the required mark. */
function presenceOnPage(container: HTMLElement, path: string): 'absent' | 'optional' | 'required' {
  const id = fieldElementId(path);
  const element = container.querySelector(`[id="${id}"], [id^="${id}-"]`);
  if (!element) return 'absent';
  const control = element.closest('.MuiFormControl-root') ?? element.closest('fieldset') ?? element.parentElement!;
  return control.querySelector('.MuiFormLabel-asterisk') || element.hasAttribute('required') ? 'required' : 'optional';
}

// The SNS group's "at least one" rule has no per-field mark; the schema table covers it.
const cases = presenceTable.filter((row) => row.setting !== 'isRequireUserSns');

describe('the rendered form follows the rules table', () => {
  it.each(cases)('$setting = $value', ({ setting, value, expect: expected }) => {
    const form = buildRegistrationForm({ settings: resolveSettings({ ...baseSettings, [setting]: value }), language: 'ja', keywordCategories });
    const { container } = render(
      <AppProviders i18n={i18n}>
        <GeneratedFormView form={form} formData={form.initialData} onChange={() => undefined} errors={[]} language="ja" />
      </AppProviders>,
    );
    for (const [path, presence] of Object.entries(expected)) expect([path, presenceOnPage(container, path)]).toEqual([path, presence]);
  });
});
