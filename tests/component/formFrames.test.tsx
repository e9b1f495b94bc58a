import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { resolveSettings } from '../../engine';
import { notingKeys } from '../../engine/notings/notingKeys';
import { AppProviders } from '../../src/shell/AppProviders';
import { createI18n } from '../../src/kit/i18n';
import { CommitterSignupPage } from '../../src/pages/committer/CommitterSignupPage';
import { SignupPage } from '../../src/pages/signup/SignupPage';
import { baseSettings } from '../support/presenceTable';

// Each form's code arrives when the test lets it: the page around the form must not wait for it.
const gates = vi.hoisted(() => {
  const gate = () => {
    let release = () => {};
    const opened = new Promise<void>((resolve) => (release = resolve));
    return { opened, release: () => release() };
  };
  return { signup: gate(), committer: gate() };
});
vi.mock('../../src/pages/signup/signupFlowCode', async () => {
  const { lazyModule } = await import('../../src/kit/lazyModule');
  return { signupFlowCode: lazyModule(() => gates.signup.opened.then(() => import('../../src/pages/signup/SignupFlow'))) };
});
vi.mock('../../src/pages/committer/committerFlowCode', async () => {
  const { lazyModule } = await import('../../src/kit/lazyModule');
  return { committerFlowCode: lazyModule(() => gates.committer.opened.then(() => import('../../src/pages/committer/CommitterSignupFlow'))) };
});

const answers: Record<string, unknown> = {
  '/web_api/login_emails/good-token': { ok: true, email: 'hanako@example.com', isDummy: false },
  '/web_api/commission_login_emails/good-token': { ok: true, email: 'chair@example.com', kind: 'organizer', isDummy: false },
  '/web_api/conference': { ...resolveSettings(baseSettings), version: 1 },
  '/web_api/keywords': { categories: [] },
  '/web_api/custom_user_questions/latest': { version: 1, items: [] },
  '/web_api/notings': {
    notings: {
      [notingKeys.signupForm]: { ja: '<p>会場は本館です。</p>', en: '<p>The venue is the main hall.</p>' },
      [notingKeys.committerSignupForm]: { ja: '<p>座長の方は事前にご登録ください。</p>', en: '<p>Chairs, please register in advance.</p>' },
    },
  },
};

describe('a form page while its form loads', () => {
  beforeAll(() =>
    vi.stubGlobal('fetch', (url: string) => {
      const body = answers[new URL(url, 'http://localhost').pathname];
      return Promise.resolve(body ? Response.json(body) : Response.json({}, { status: 404 }));
    }),
  );
  afterAll(() => vi.unstubAllGlobals());

  it.each<[string, string, ComponentType, keyof typeof gates, string, string, string]>([
    ['sign-up', '/signup/:token', SignupPage, 'signup', '会場は本館です。', '入力', '確認'],
    [
      'commission registration',
      '/committer_signup/:token',
      CommitterSignupPage,
      'committer',
      '座長の方は事前にご登録ください。',
      '座長としてのアカウントを登録します。',
      '登録する',
    ],
  ])('%s: the frame and the notice first, then the form', async (_name, path, Page, gate, notice, frameText, button) => {
    render(
      <AppProviders i18n={createI18n('ja')}>
        <MemoryRouter initialEntries={[path.replace(':token', 'good-token')]}>
          <Routes>
            <Route path={path} element={<Page />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    // The notice and what frames the form, with the form's place still loading.
    expect(await screen.findByText(notice)).toBeTruthy();
    expect(screen.getByText(frameText)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/読み込み中/);
    expect(screen.queryByRole('button', { name: button })).toBeNull();

    await act(async () => gates[gate].release());
    expect(await screen.findByRole('button', { name: button }, { timeout: 5000 })).toBeTruthy();
    // The notice stays where it was: one of it, above the form.
    expect(screen.getAllByText(notice)).toHaveLength(1);
  });
});
