import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './shell/AppProviders';
import { createI18n } from './kit/i18n';
import { AppRoutes } from './shell/routes';
import { AnalyticsContext, analyticsFromPage } from './kit/analytics';
import { mutate, preload } from 'swr';
import { conferenceOnce } from './api/get-conference';
import { dropCarriedAnswers, getJson } from './api/http';
import { optionalMeKey } from './api/session';
import { preloadRoute } from './shell/routes';

// Every page needs the conference and who is signed in, and the first page its own code and data:
// all asked for before React's first render. The page carries the answers to these first calls
// (src/api/http.ts); any it carries that were not asked for here are dropped.
conferenceOnce().catch(() => undefined);
preload(optionalMeKey, getJson).catch(() => undefined);
preloadRoute(window.location.pathname, window.location.search)?.catch(() => undefined);
const answered = dropCarriedAnswers();

/** The browser's turn: input, a frame, other tasks, before the next part of starting the page. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in three tasks, not one: the code's evaluation, the strings, the first render, with the
 * browser free between them (each was part of one task of 60–110 ms at 1x: BENCHMARKS.md, session
 * 31). What the page's answers served is in the cache before the first render (the answers are
 * already here), so the page renders with it at once; arriving during that render, each would have
 * made every component reading it render again at once, synchronously (SWR's store updates are),
 * in one long task.
 */
async function start() {
  const answers = Promise.allSettled(answered.map((key) => preload(key, getJson).then((value) => mutate(key, value, { revalidate: false }))));
  await nextTask();
  const i18n = createI18n();
  await nextTask();
  await answers;
  // The first render is a transition: React renders it in slices of a few milliseconds with the
  // browser free between them, instead of one task that holds the first taps and keys (Lighthouse's
  // blocking time before and after: BENCHMARKS.md, session 23).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders i18n={i18n}>
          <AnalyticsContext value={analyticsFromPage()}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AnalyticsContext>
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start();
