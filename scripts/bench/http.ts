/** What the benches that talk to a running server share: a signed-in session and a percentile. */
import { chromium } from 'playwright-core';

/** Logs in over HTTP as a page would; answers the cookies and the CSRF token the session then needs. */
export async function logIn(url: string, email: string, password: string) {
  const csrf = await fetch(`${url}/web_api/csrf_token`);
  const csrfCookie = String(csrf.headers.get('set-cookie')).split(';')[0]!;
  const token = ((await csrf.json()) as { token: string }).token;
  const body = new FormData();
  body.append('email', email);
  body.append('password', password);
  const login = await fetch(`${url}/session`, {
    method: 'POST',
    body,
    headers: { cookie: csrfCookie, 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest' },
  });
  // A login renews the CSRF secret: its cookie and token replace the first ones.
  const jar = new Map([csrfCookie, ...login.headers.getSetCookie().map((value) => value.split(';')[0]!)].map((pair) => [pair.split('=')[0]!, pair]));
  if (!jar.has('kaigi_session')) throw new Error(`login failed: ${login.status}`);
  return { cookie: [...jar.values()].join('; '), token: login.headers.get('x-csrf-token') ?? token };
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Chromium at 1280 px, signed in with the cookies logIn answered, as the browser benches start. */
export async function signedInBrowser(url: string, auth: { cookie: string }, chromiumPath: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const host = new URL(url);
  await context.addCookies(
    auth.cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), domain: host.hostname, path: '/' };
    }),
  );
  return { browser, context };
}
