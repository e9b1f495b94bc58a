import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildRegistrationForm, resolveSettings } from '../../engine';
import type { ConferenceSettings } from '../../schemas/conferenceSettings';
import type { CustomQuestion } from '../../schemas/customQuestions';
import { AppProviders } from '../../src/shell/AppProviders';
import { createI18n } from '../../src/kit/i18n';
import { FORM_PART_FIELDS, PARTS_PER_GROUP } from '../../src/forms/templates/FormPart';
import { SignupFormStep } from '../../src/pages/signup/SignupFormStep';
import { withFormDefaults } from '../../src/forms/GeneratedFormView';
import type { FormData } from '../../engine/formModel';

const fixture = (kind: string) => JSON.parse(readFileSync(path.resolve('fixtures', kind, 'strict-society-long.json'), 'utf8')) as unknown;

describe('the long registration form', () => {
  const form = buildRegistrationForm({
    settings: resolveSettings(fixture('conferences') as ConferenceSettings),
    language: 'en',
    email: 'a@example.com',
    questions: (fixture('custom-questions') as { items: CustomQuestion[] }).items,
  });

  it('puts every field in a form element of its own part, never nested, each small enough for autofill to read quickly', async () => {
    const onConfirm = vi.fn();
    const { container } = render(
      <AppProviders i18n={createI18n('en')}>
        <MemoryRouter>
          <SignupFormStep form={form} formData={form.initialData} onChange={() => undefined} errors={[]} onConfirm={onConfirm} />
        </MemoryRouter>
      </AppProviders>,
    );
    // The last question arrives with the rest of the form, after the first pass.
    await waitFor(() => expect(container.querySelector('[id="root_customAnswers_b0000000-0000-4000-8000-000000000186"]')).toBeTruthy(), { timeout: 20_000 });
    const forms = [...container.querySelectorAll('form')];
    expect(forms.some((element) => element.parentElement?.closest('form'))).toBe(false);
    const fields = [...container.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), textarea, select')];
    expect(fields.length).toBeGreaterThan(250);
    expect(fields.filter((field) => !field.form).map((field) => field.id)).toEqual([]);
    // The profile sections share one part; the 200 questions come in parts of FORM_PART_FIELDS.
    const profile = (container.querySelector('#root_nameSei') as HTMLInputElement).form!;
    const lastQuestion = (container.querySelector('[id="root_customAnswers_b0000000-0000-4000-8000-000000000183"]') as HTMLInputElement).form!;
    expect(profile).not.toBe(lastQuestion);
    // Autofill and password managers still see the account and profile fields as one form.
    expect((container.querySelector('#root_password') as HTMLInputElement).form).toBe(profile);
    const questionParts = forms.filter((element) => element.querySelector('[id^="root_customAnswers_"]'));
    expect(questionParts.length).toBe(Math.ceil(200 / FORM_PART_FIELDS));
    expect(
      forms
        .filter((element) => !questionParts.includes(element) && element !== profile)
        .map((element) => [...element.elements].map((field) => field.id).filter(Boolean)),
    ).toEqual([['root_isTermAgreed', 'root_isPolicyAgreed']]);
    for (const part of questionParts) expect(part.elements.length).toBeLessThan(4 * FORM_PART_FIELDS);
    // The parts come in groups of PARTS_PER_GROUP, in order, side by side in one column.
    const groups = [...new Set(questionParts.map((part) => part.parentElement!))];
    expect(groups.map((group) => group.children.length)).toEqual([PARTS_PER_GROUP, 200 / FORM_PART_FIELDS - PARTS_PER_GROUP]);
    expect(groups.flatMap((group) => [...group.children])).toEqual(questionParts);
    expect(new Set(groups.map((group) => group.parentElement)).size).toBe(1);
    // The question parts save no control state for the history entry; their text inputs still offer what was typed before.
    expect(questionParts.map((part) => part.getAttribute('autocomplete'))).toEqual(questionParts.map(() => 'off'));
    expect(profile.getAttribute('autocomplete')).toBeNull();
    const questionInputs = questionParts.flatMap((part) => [...part.querySelectorAll<HTMLInputElement>('input')]);
    const textInputs = questionInputs.filter((input) => input.type === 'text');
    expect(textInputs.length).toBeGreaterThan(50);
    expect(textInputs.filter((input) => input.getAttribute('autocomplete') !== 'on').map((input) => input.id)).toEqual([]);
    expect(questionInputs.filter((input) => input.type === 'radio' || input.type === 'checkbox').every((input) => !input.hasAttribute('autocomplete'))).toBe(
      true,
    );

    // Enter in a field sends nothing; the page's button confirms the whole form.
    fireEvent.submit(profile);
    fireEvent.submit(lastQuestion);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  }, 30_000);

  const renderWith = (formData: FormData, onChange: (data: FormData) => void) =>
    render(
      <AppProviders i18n={createI18n('en')}>
        <MemoryRouter>
          <SignupFormStep form={form} formData={formData} onChange={onChange} errors={[]} onConfirm={() => undefined} />
        </MemoryRouter>
      </AppProviders>,
    );

  it.each([
    ["the engine's initial data: RJSF fills in empty lists and unchecked consents and reports them", () => form.initialData, 1],
    ['the same data with those filled in: nothing to report, the form is not derived twice while it loads', () => withFormDefaults(form, form.initialData), 0],
  ])(
    'starting from %s',
    async (_name, data, reports) => {
      const onChange = vi.fn();
      const { container, unmount } = renderWith(data(), onChange);
      await waitFor(() => expect(container.querySelector('[id="root_customAnswers_b0000000-0000-4000-8000-000000000186"]')).toBeTruthy(), { timeout: 20_000 });
      expect(onChange).toHaveBeenCalledTimes(reports);
      unmount();
    },
    30_000,
  );
});
