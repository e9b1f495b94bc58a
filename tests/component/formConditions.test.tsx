import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import Form from '@rjsf/core';
import { buildRegistrationForm, resolveSettings } from '../../engine';
import { buildCommissionForm } from '../../engine/commission/buildCommissionForm';
import type { GeneratedForm } from '../../engine/formModel';
import type { FormData } from '../../engine/formModel';
import { AppProviders } from '../../src/shell/AppProviders';
import { createI18n } from '../../src/kit/i18n';
import { GeneratedFormView, withFormDefaults } from '../../src/forms/GeneratedFormView';
import { baseSettings } from '../support/presenceTable';

afterEach(cleanup);

const form = buildRegistrationForm({
  settings: resolveSettings({ ...baseSettings, isRequireUserPrefecture: true, isRequireUserAddress: true }),
  language: 'en',
  keywordCategories: [],
});

function renderForm(shown: GeneratedForm = form) {
  const form = shown;
  const reported: FormData[] = [];
  let data = withFormDefaults(form, { ...form.initialData });
  const view = () => (
    <AppProviders i18n={createI18n('en')}>
      <GeneratedFormView form={form} formData={data} onChange={(next) => reported.push((data = next))} errors={[]} language="en" />
    </AppProviders>
  );
  const result = render(view());
  return { reported, rerender: () => result.rerender(view()), latest: () => data };
}

function chooseCountry(name: string) {
  fireEvent.mouseDown(document.getElementById('root_country')!);
  fireEvent.click(screen.getByRole('option', { name }));
}

const shown = (path: string) => document.getElementById(`root_${path}`) !== null;
const requiredMark = (path: string) =>
  document.getElementById(`root_${path}`)!.closest('.MuiFormControl-root')!.querySelector('.MuiFormLabel-asterisk') !== null;

describe('a condition’s source changes without laying the form out again', () => {
  it('abroad shows province, city and street (required) and hides prefecture and address; RJSF derives nothing', () => {
    const { rerender } = renderForm();
    expect([shown('prefecture'), shown('address'), shown('province'), shown('city')]).toEqual([true, true, false, false]);
    const derived = vi.spyOn(Form.prototype as unknown as { getStateFromProps: () => unknown }, 'getStateFromProps');
    chooseCountry('United States');
    rerender();
    expect([shown('prefecture'), shown('address'), shown('province'), shown('city'), shown('streetAddress')]).toEqual([false, false, true, true, true]);
    expect(['province', 'city', 'streetAddress'].map(requiredMark)).toEqual([true, true, true]);
    expect(derived).not.toHaveBeenCalled();
    derived.mockRestore();
  });

  it('a hidden field keeps its value (submitting prunes it), and shows it again when it returns', () => {
    const { latest, rerender } = renderForm();
    chooseCountry('United States');
    rerender();
    const city = document.getElementById('root_city') as HTMLInputElement;
    act(() => {
      fireEvent.change(city, { target: { value: 'Boston' } });
      fireEvent.blur(city);
    });
    rerender();
    expect(latest().city).toBe('Boston');
    chooseCountry('Japan');
    rerender();
    expect(shown('city')).toBe(false);
    expect(latest().city).toBe('Boston');
    chooseCountry('United States');
    rerender();
    expect(latest().city).toBe('Boston');
    expect((document.getElementById('root_city') as HTMLInputElement).value).toBe('Boston');
  });

  it('a field that appears gets what RJSF fills in (a required list starts empty)', async () => {
    const commission = buildCommissionForm({ settings: resolveSettings({ ...baseSettings, isRequireRequestLetterKind: true }), language: 'en' });
    const { latest, rerender } = renderForm(commission);
    expect(screen.queryByText('Request letter format')).toBeNull();
    expect(latest().requestLetterFormats).toBeUndefined();
    fireEvent.click(screen.getByRole('radio', { name: 'Needed' }));
    rerender();
    expect(latest().requestLetterFormats).toEqual([]);
    // The request letters' widget is a deferred part: its code arrives first (a cold import can take
    // seconds in a test worker under load).
    expect((await screen.findAllByText('Request letter format', undefined, { timeout: 10_000 })).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Not needed' }));
    rerender();
    expect(screen.queryByText('Request letter format')).toBeNull();
  });
});
