import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { buildRegistrationForm, resolveSettings } from '../../engine';
import type { FormData } from '../../engine/formModel';
import { AppProviders } from '../../src/shell/AppProviders';
import { createI18n } from '../../src/kit/i18n';
import { GeneratedFormView } from '../../src/forms/GeneratedFormView';
import { RegistrationWidgetContext } from '../../src/forms/widgets/formContext';
import { usePostalLookup } from '../../src/pages/signup/useRegistrationLookups';
import { baseSettings } from '../support/presenceTable';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const form = buildRegistrationForm({ settings: resolveSettings({ ...baseSettings, isRequireUserZipCode: true }), language: 'en', keywordCategories: [] });
const HINT = '7 digits; the prefecture and address are filled in for you';

function renderPostalCode(data: FormData) {
  const { result } = renderHook(() => usePostalLookup(true, data, () => undefined));
  render(
    <AppProviders i18n={createI18n('en')}>
      <RegistrationWidgetContext.Provider value={{ postal: result.current }}>
        <GeneratedFormView form={form} formData={data} onChange={() => undefined} errors={[]} language="en" />
      </RegistrationWidgetContext.Provider>
    </AppProviders>,
  );
  return result.current;
}

describe('the postal code’s hint follows the country', () => {
  it.each([
    ['no country chosen yet', {}, true],
    ['Japan', { country: 'JP' }, true],
    ['abroad', { country: 'US' }, false],
  ] as const)('%s', (_case, data, japanese) => {
    const lookups = vi.spyOn(globalThis, 'fetch');
    const state = renderPostalCode({ ...data, zipCode: '02139' });
    expect(state.japanese).toBe(japanese);
    expect(screen.queryByText(HINT) !== null).toBe(japanese);
    // Five digits are looked up nowhere; abroad, nothing is looked up at all.
    expect(lookups).not.toHaveBeenCalled();
  });
});
