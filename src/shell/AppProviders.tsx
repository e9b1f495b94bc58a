import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { theme } from '../kit/theme';
import { ToastProvider } from '../kit/toast';

/** Theme, language and data providers: shared by the app, Storybook and component tests. */
export function AppProviders({ i18n, swr, children }: { i18n: I18n; swr?: SWRConfiguration; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SWRConfig value={{ shouldRetryOnError: false, ...swr }}>
          <ToastProvider>{children}</ToastProvider>
        </SWRConfig>
      </ThemeProvider>
    </I18nextProvider>
  );
}
