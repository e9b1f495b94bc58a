import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';

/** A page that shows one toast when it mounts: an error in both languages. */
async function renderToast(language: 'ja' | 'en' = 'en') {
  const [{ AppProviders }, { createI18n }, { useToast }] = await Promise.all([
    import('../../src/shell/AppProviders'),
    import('../../src/kit/i18n'),
    import('../../src/kit/toast'),
  ]);
  function Page() {
    const toast = useToast();
    useEffect(() => toast.error(new Error('offline'), undefined, { ja: '送信できませんでした', en: 'Could not send' }), [toast]);
    return null;
  }
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return render(
    <AppProviders i18n={createI18n(language)}>
      <Page />
    </AppProviders>,
  );
}

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.doUnmock('../../src/kit/ToastView');
    vi.resetModules();
  });

  it('show in a snackbar once its code is in, as an alert in the page language', async () => {
    await renderToast('en');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not send');
    expect(alert.closest('.MuiSnackbar-root')).not.toBeNull();
  });

  it('still show, and close by their button, when the snackbar cannot load', async () => {
    vi.resetModules();
    vi.doMock('../../src/kit/ToastView', () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await renderToast('ja');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('送信できませんでした');
    expect(alert.closest('.MuiSnackbar-root')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('close by themselves after their time when the snackbar cannot load', async () => {
    vi.resetModules();
    vi.doMock('../../src/kit/ToastView', () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderToast('en');
    await screen.findByRole('alert');
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.queryByRole('alert')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
