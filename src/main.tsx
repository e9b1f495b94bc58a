import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createI18n } from './app/i18n';
import { AppRoutes } from './app/routes';
import { AnalyticsContext, analyticsFromPage } from './app/analytics';
import { preload } from 'swr';
import { conferenceKey, getConference } from './api/get-conference';

// Every page needs the conference: ask for it before the first page's code has even loaded.
void preload(conferenceKey, getConference);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders i18n={createI18n()}>
      <AnalyticsContext value={analyticsFromPage()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AnalyticsContext>
    </AppProviders>
  </StrictMode>,
);
