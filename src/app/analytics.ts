import { createContext, useContext } from 'react';
/**
 * Page views (spec/public-area.md §2): one per route change, with the user id when known. The
 * adapter is GA4 when the server names a measurement id in `<meta name="kaigi-ga-id">`, and
 * none otherwise. react-ga4 loads only when an id is configured.
 */
export interface Analytics {
  pageView(path: string, userId: number | undefined): void;
}

export const noAnalytics: Analytics = { pageView: () => undefined };

export function ga4Analytics(measurementId: string): Analytics {
  const ready = import('react-ga4').then(({ default: ReactGA }) => {
    // Page views are sent by us on route changes, not by gtag on load.
    ReactGA.initialize(measurementId, { gtagOptions: { send_page_view: false } });
    return ReactGA;
  });
  return {
    pageView(path, userId) {
      void ready.then((ReactGA) => {
        ReactGA.set({ user_id: userId === undefined ? undefined : String(userId) });
        ReactGA.send({ hitType: 'pageview', page: path, ...(userId === undefined ? {} : { user_id: String(userId) }) });
      });
    },
  };
}

export function analyticsFromPage(): Analytics {
  const id = typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>('meta[name="kaigi-ga-id"]')?.content;
  return id ? ga4Analytics(id) : noAnalytics;
}

export const AnalyticsContext = createContext<Analytics>(noAnalytics);
export const useAnalytics = () => useContext(AnalyticsContext);
