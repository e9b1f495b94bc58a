import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildRegistrationForm, resolveSettings } from '../../engine';
import type { ConferenceSettings } from '../../schemas/conferenceSettings';
import { AppProviders } from '../../src/shell/AppProviders';
import { createI18n } from '../../src/kit/i18n';
import { SignupFormStep } from '../../src/pages/signup/SignupFormStep';

describe('the sign-up e-mail address (issue 68, item 28)', () => {
  it('is read-only, not disabled: focusable, selectable and read aloud with its value', async () => {
    const settings = resolveSettings(JSON.parse(readFileSync(path.resolve('fixtures/conferences/demo.json'), 'utf8')) as ConferenceSettings);
    const form = buildRegistrationForm({ settings, language: 'ja', email: 'invited@example.com', questions: [] });
    const { container } = render(
      <AppProviders i18n={createI18n('ja')}>
        <MemoryRouter>
          <SignupFormStep form={form} formData={form.initialData} onChange={() => undefined} errors={[]} onConfirm={() => undefined} />
        </MemoryRouter>
      </AppProviders>,
    );
    await waitFor(() => expect(container.querySelector('#root_email')).toBeTruthy());
    const email = container.querySelector<HTMLInputElement>('#root_email')!;
    expect(email.value).toBe('invited@example.com');
    expect(email.readOnly).toBe(true);
    expect(email.disabled).toBe(false);
    email.focus();
    expect(document.activeElement).toBe(email);
  });
});
