import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createI18n } from './app/i18n';
import { AppRoutes } from './app/routes';
import { AnalyticsContext, analyticsFromPage } from './app/analytics';
import { preload } from 'swr';
import { conferenceOnce } from './api/get-conference';
import { getJson } from './api/http';
import { optionalMeKey } from './api/session';
import { preloadRoute } from './app/routes';

// Every page needs the conference and who is signed in, and the first page its own code and data:
// all asked for before React's first render.
conferenceOnce().catch(() => undefined);
preload(optionalMeKey, getJson).catch(() => undefined);
preloadRoute(window.location.pathname, window.location.search)?.catch(() => undefined);

// The first render is a transition: React renders it in slices of a few milliseconds with the
// browser free between them, instead of one task that holds the first taps and keys (Lighthouse's
// blocking time before and after: BENCHMARKS.md, session 23).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders i18n={createI18n()}>
        <AnalyticsContext value={analyticsFromPage()}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AnalyticsContext>
      </AppProviders>
    </StrictMode>,
  ),
);
