import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resolveSettings } from '../../engine';
import { AppProviders } from '../../src/shell/AppProviders';
import { createI18n } from '../../src/kit/i18n';
import { AppRoutes } from '../../src/shell/routes';
import { baseSettings } from '../support/presenceTable';

// The conference for every page; other calls answer with an empty object.
const conference = { ...resolveSettings(baseSettings), version: 1 };
beforeAll(() => vi.stubGlobal('fetch', (url: string) => Promise.resolve(Response.json(url.endsWith('/web_api/conference') ? conference : {}))));

describe('code a page loads apart from its own', () => {
  // Sign-up shows its notice (DOMPurify) while the form's runtime downloads: both are asked for
  // once the first frame is up, without waiting for the page's code to have run. The country list
  // is named when it is read (lists/choicesOnDemand.ts), so its locale data is not loaded at all.
  it('asks for DOMPurify, then the sign-up form, once the first frame is up, and names no region', async () => {
    const [{ purifyCode }, { signupFlowCode }] = await Promise.all([import('../../src/kit/purifyCode'), import('../../src/pages/signup/signupFlowCode')]);
    const purify = vi.spyOn(purifyCode, 'load');
    const flow = vi.spyOn(signupFlowCode, 'load');
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
    await flow.mock.results[0]!.value;
    expect(regionNames).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('the routes', () => {
  const at = (path: string) =>
    render(
      <AppProviders i18n={createI18n('en')}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );

  it('render a page inside the header and its frame', async () => {
    const view = at('/term_en');
    expect(await view.findByRole('banner')).toBeTruthy();
    expect(view.container.querySelector('main#main')).toBeTruthy();
    view.unmount();
  });

  it.each(['/nowhere', '/signup', '/TERM'])('show the plain 404 for %s, no route of the table', async (path) => {
    const view = at(path);
    expect(await view.findByText('404 Not Found')).toBeTruthy();
    expect(view.queryByRole('banner')).toBeNull();
    view.unmount();
  });
});

describe('a module loaded on demand', () => {
  it('is asked for once, and again after a failed load', async () => {
    const { lazyModule } = await import('../../src/kit/lazyModule');
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ answer: 42 });
    const lazy = lazyModule(load);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.current).toBeUndefined();
    await expect(Promise.all([lazy.load(), lazy.load()])).resolves.toEqual([{ answer: 42 }, { answer: 42 }]);
    expect(lazy.current).toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
