import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buildRegistrationForm, resolveSettings } from '../../engine';
import { AppProviders } from '../../src/shell/AppProviders';
import { createI18n, currentLanguage } from '../../src/kit/i18n';
import { fromEngineErrors } from '../../src/forms/displayErrors';
import { SignupFormStep } from '../../src/pages/signup/SignupFormStep';

function FormInCurrentLanguage() {
  const { i18n } = useTranslation();
  const form = buildRegistrationForm({ settings: resolveSettings({ conferenceTitle: 'T', conferenceTitleEn: 'T' }), language: currentLanguage(i18n.language) });
  const errors = fromEngineErrors([
    { path: 'nameSei', code: 'required' },
    { path: 'isTermAgreed', code: 'mustAgree' },
  ]);
  return <SignupFormStep form={form} formData={form.initialData} onChange={() => undefined} errors={errors} onConfirm={() => undefined} />;
}

describe('SignupFormStep', () => {
  it('shows errors under their fields and switches their language at once', async () => {
    const i18n = createI18n('ja');
    render(
      <AppProviders i18n={i18n}>
        <MemoryRouter>
          <FormInCurrentLanguage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByText('必須項目です')).toBeTruthy();
    expect(screen.getByText('確認しないと先に進めません')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^姓\s*\*?$/ })).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Required field')).toBeTruthy();
    expect(screen.getByText('You cannot proceed unless you confirm')).toBeTruthy();
    expect(screen.queryByText('必須項目です')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Family name\s*\*?$/ })).toBeTruthy();
    expect(screen.getByText('The entered content has errors.')).toBeTruthy();
  });
});
