import { createContext, useContext } from 'react';
import { redactPath } from '../../engine/routes';
/**
 * Page views (docs/requirements/public-area.md §2): one per route change, with the user id when known. The
 * adapter is GA4 when the server names a measurement id in `<meta name="kaigi-ga-id">`, and
 * none otherwise. react-ga4 loads only when an id is configured.
 */
export interface Analytics {
  pageView(path: string, userId: number | undefined): void;
}

export const noAnalytics: Analytics = { pageView: () => undefined };

/** Where the browser is, with tokens and codes replaced (gtag reports the location with every hit). */
const redactedLocation = (path: string) => `${window.location.origin}${redactPath(path)}`;

export function ga4Analytics(measurementId: string): Analytics {
  const ready = import('react-ga4').then(({ default: ReactGA }) => {
    // Page views are sent by us on route changes, not by gtag on load; never the real address.
    ReactGA.initialize(measurementId, { gtagOptions: { send_page_view: false, page_location: redactedLocation(window.location.pathname) } });
    return ReactGA;
  });
  return {
    pageView(path, userId) {
      void ready.then((ReactGA) => {
        const page = redactPath(path);
        ReactGA.set({ user_id: userId === undefined ? undefined : String(userId), page_location: redactedLocation(path), page_path: page });
        ReactGA.send({ hitType: 'pageview', page, page_location: redactedLocation(path), ...(userId === undefined ? {} : { user_id: String(userId) }) });
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
