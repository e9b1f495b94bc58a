import type { Browser, Page } from 'playwright-core';

/**
 * What Chromium transfers for one page, read from Resource Timing after the page has settled
 * (network idle): the navigation and every resource, by kind. `transferSize` is the bytes on the
 * wire for the response, headers included, and 0 for what came from the browser's cache.
 */
export interface Transfer {
  total: number;
  scripts: number;
  styles: number;
  document: number;
  data: number;
  other: number;
  /** Requests made, cached ones included. */
  requests: number;
}

export interface RouteTransfer {
  path: string;
  first: Transfer;
  repeat: Transfer;
}

function collect(): Transfer {
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
  const sizes = { total: 0, scripts: 0, styles: 0, document: 0, data: 0, other: 0, requests: entries.length };
  for (const entry of entries) {
    const { pathname } = new URL(entry.name);
    const kind =
      entry.entryType === 'navigation'
        ? 'document'
        : /\.m?js$/.test(pathname)
          ? 'scripts'
          : /\.css$/.test(pathname)
            ? 'styles'
            : entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest'
              ? 'data'
              : 'other';
    sizes[kind] += entry.transferSize;
    sizes.total += entry.transferSize;
  }
  return sizes;
}

async function settle(page: Page, url: string): Promise<Transfer> {
  await page.goto(url, { waitUntil: 'networkidle' });
  // Work the page starts when the browser is idle (AJV, for one) is part of a first visit.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  return page.evaluate(collect);
}

/**
 * A first visit (a new browser profile: empty cache, no cookies) and a repeat visit (the same
 * profile opening the page again) of each path.
 */
export async function measureTransfers(
  browser: Browser,
  baseUrl: string,
  paths: readonly string[],
  options: { acceptEncoding?: string } = {},
): Promise<RouteTransfer[]> {
  const results: RouteTransfer[] = [];
  for (const path of paths) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      ...(options.acceptEncoding ? { extraHTTPHeaders: { 'accept-encoding': options.acceptEncoding } } : {}),
    });
    const page = await context.newPage();
    const first = await settle(page, `${baseUrl}${path}`);
    await page.goto('about:blank');
    const repeat = await settle(page, `${baseUrl}${path}`);
    results.push({ path, first, repeat });
    await context.close();
  }
  return results;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
