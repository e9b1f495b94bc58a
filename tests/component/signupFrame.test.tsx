import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { resolveSettings } from '../../engine';
import { notingKeys } from '../../engine/notings/notingKeys';
import { AppProviders } from '../../src/app/AppProviders';
import { createI18n } from '../../src/app/i18n';
import { SignupPage } from '../../src/pages/signup/SignupPage';
import { baseSettings } from '../support/presenceTable';

// The form's code arrives when the test lets it: the page around the form must not wait for it.
const gate = vi.hoisted(() => {
  let release = () => {};
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release: () => release() };
});
vi.mock('../../src/pages/signup/signupFlowCode', async () => {
  const { lazyModule } = await import('../../src/app/lazyModule');
  return { signupFlowCode: lazyModule(() => gate.opened.then(() => import('../../src/pages/signup/SignupFlow'))) };
});

const answers: Record<string, unknown> = {
  '/web_api/login_emails/good-token': { ok: true, email: 'hanako@example.com', isDummy: false },
  '/web_api/conference': { ...resolveSettings(baseSettings), version: 1 },
  '/web_api/keywords': { categories: [] },
  '/web_api/custom_user_questions/latest': { version: 1, items: [] },
  '/web_api/notings': { notings: { [notingKeys.signupForm]: { ja: '<p>会場は本館です。</p>', en: '<p>The venue is the main hall.</p>' } } },
};

describe('the sign-up page while the form loads', () => {
  beforeAll(() =>
    vi.stubGlobal('fetch', (url: string) => {
      const body = answers[new URL(url, 'http://localhost').pathname];
      return Promise.resolve(body ? Response.json(body) : new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }));
    }),
  );
  afterAll(() => vi.unstubAllGlobals());

  it('shows the steps and the notice before the form, then the form', async () => {
    render(
      <AppProviders i18n={createI18n('ja')}>
        <MemoryRouter initialEntries={['/signup/good-token']}>
          <Routes>
            <Route path="/signup/:token" element={<SignupPage />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    // The notice and where the attendee is, with the form's place still loading.
    expect(await screen.findByText('会場は本館です。')).toBeTruthy();
    expect(screen.getByText('入力')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/読み込み中/);
    expect(screen.queryByRole('button', { name: '確認' })).toBeNull();

    await act(async () => gate.release());
    expect(await screen.findByRole('button', { name: '確認' }, { timeout: 5000 })).toBeTruthy();
    // The notice stays where it was: one of it, above the form.
    expect(screen.getAllByText('会場は本館です。')).toHaveLength(1);
  });
});
