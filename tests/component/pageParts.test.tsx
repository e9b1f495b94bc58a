import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resolveSettings } from '../../engine';
import { AppProviders } from '../../src/app/AppProviders';
import { createI18n } from '../../src/app/i18n';
import { AppRoutes } from '../../src/app/routes';
import { baseSettings } from '../support/presenceTable';

describe('code a page loads apart from its own', () => {
  const conference = { ...resolveSettings(baseSettings), version: 1 };
  beforeAll(() => vi.stubGlobal('fetch', (url: string) => Promise.resolve(Response.json(url.endsWith('/web_api/conference') ? conference : {}))));

  // Sign-up shows its notice (DOMPurify) while the form's runtime downloads: both are asked for
  // once the first frame is up, without waiting for the page's code to have run. ICU's locale data
  // (the country list's names) loads then too, rather than inside the task that builds the form.
  it('asks for DOMPurify, then the sign-up form, then loads the locale data, once the first frame is up', async () => {
    const [{ purifyCode }, { signupFlowCode }, { localeData }] = await Promise.all([
      import('../../src/app/purifyCode'),
      import('../../src/pages/signup/signupFlowCode'),
      import('../../src/app/localeData'),
    ]);
    const purify = vi.spyOn(purifyCode, 'load');
    const flow = vi.spyOn(signupFlowCode, 'load');
    const locale = vi.spyOn(localeData, 'load');
    const regionNames = vi.spyOn(Intl, 'DisplayNames');
    render(
      <AppProviders i18n={createI18n('ja')}>
        <MemoryRouter initialEntries={['/signup/sample']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    await waitFor(() => expect(flow).toHaveBeenCalled());
    expect(purify).toHaveBeenCalled();
    expect(purify.mock.invocationCallOrder[0]).toBeLessThan(flow.mock.invocationCallOrder[0]!);
    expect(locale.mock.invocationCallOrder[0]).toBeGreaterThan(flow.mock.invocationCallOrder[0]!);
    expect(regionNames).toHaveBeenCalledWith(['ja'], { type: 'region' });
  });
});

describe('a module loaded on demand', () => {
  it('is asked for once, and again after a failed load', async () => {
    const { lazyModule } = await import('../../src/app/lazyModule');
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ answer: 42 });
    const lazy = lazyModule(load);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.current).toBeUndefined();
    await expect(Promise.all([lazy.load(), lazy.load()])).resolves.toEqual([{ answer: 42 }, { answer: 42 }]);
    expect(lazy.current).toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
