import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig, type Config } from '../../server/core/config';
import { lendPglite } from '../support/pglitePool';
import { builtDistDir } from './built';

/**
 * The browser the tests drive: CHROMIUM_PATH, else Debian's headless shell (Chromium's old headless
 * mode, without the desktop browser's UI: a new context's first page came up in about half the
 * time, and the browser suite ran 17 % faster), else Chromium itself.
 */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  return candidates.find((candidate) => existsSync(candidate));
}

export const hasChromium = chromiumPath() !== undefined;

/**
 * Chromium itself, for what the headless shell lacks: it answers getUserMedia with
 * NotSupportedError, where Chromium plays its fake camera and microphone (the audio and camera check).
 */
export function fullChromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_FULL_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((candidate) => existsSync(candidate));
}

/** A describe block of browser tests: skipped without Chromium (globalSetup says so), never in CI (E2E_REQUIRED=1). */
export const describeInChromium = describe.runIf(hasChromium || process.env.E2E_REQUIRED === '1');
/** The same for tests that need Chromium itself rather than its headless shell (`fullChromiumPath`). */
export const describeInFullChromium = describe.runIf(fullChromiumPath() !== undefined || process.env.E2E_REQUIRED === '1');

export interface ChromiumSuite {
  app: FastifyInstance;
  url: string;
  browser: Browser;
}

/**
 * The set-up every browser suite shares: before its tests, the built app on a fresh database
 * (`startServer(server)`) and a Chromium; `started` then hands them to the suite (and does what
 * else it needs first, such as seeding accounts); after each test, no Content-Security-Policy
 * violation; after the suite, both closed (closing the browser closes its contexts).
 */
export function chromiumSuite(
  server: Partial<Config>,
  started: (suite: ChromiumSuite) => void | Promise<void>,
  browserOptions: {
    /** Chromium's own switches for this suite, once the app is up (a host mapped to a sandbox, say). */
    args?: (app: FastifyInstance) => string[];
    /** Chromium itself rather than its headless shell (see `fullChromiumPath`). */
    full?: boolean;
  } = {},
): void {
  let suite: ChromiumSuite | undefined;
  beforeAll(async () => {
    const { app, url } = await startServer(server);
    suite = {
      app,
      url,
      browser: await launchBrowser(browserOptions.args?.(app), browserOptions.full ? fullChromiumPath() : chromiumPath()).catch(async (error: unknown) => {
        await app.close();
        throw error;
      }),
    };
    await started(suite);
  });
  // A failed test prints what its pages met on the way (a chunk that did not load, an error answer,
  // an error in the page), which a flow's timeout alone does not say.
  beforeEach(({ onTestFailed }) => {
    takeBrowserLog(suite?.browser);
    onTestFailed(async () => {
      const log = [...takeBrowserLog(suite?.browser), ...(await shownOnFailure(suite?.browser))];
      if (log.length > 0) console.error(`What the browser met during the failed test:\n${log.join('\n')}`);
    });
  });
  afterEach(() => expect(takeCspViolations(suite?.browser)).toEqual([]));
  afterAll(async () => {
    await suite?.browser.close();
    await suite?.app.close();
  });
}

/** The built app on a real port with a fresh database, as `npm start` runs it. */
export async function startServer(overrides: Partial<Config> = {}): Promise<{ app: FastifyInstance; url: string }> {
  const config: Config = {
    ...readConfig({ FIXTURES_DIR: path.resolve('fixtures') }),
    dataDir: 'memory://',
    databaseUrl: undefined,
    distDir: builtDistDir,
    logLevel: 'warn',
    ...overrides,
  };
  const app = await buildApp(config, { pglite: await lendPglite(inject('pgliteTemplate')), logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // Links in mails point at this server, as PUBLIC_URL would in production.
  app.config.publicUrl = address;
  return { app, url: address };
}

const violations = new WeakMap<Browser, string[]>();
const browserLogs = new WeakMap<Browser, string[]>();
const unanswered = new WeakMap<Browser, () => string[]>();

/**
 * Chromium for the browser tests. Every page it opens reports Content-Security-Policy violations
 * (the server's real header), which `takeCspViolations` hands to the test: a flow that needs
 * something the policy forbids fails where it happens.
 */
export async function launchBrowser(extraArgs: readonly string[] = [], executablePath = chromiumPath()): Promise<Browser> {
  if (!executablePath) throw new Error('No Chromium was found (set CHROMIUM_PATH, or install chromium-headless-shell or chromium)');
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
  const seen: string[] = [];
  violations.set(browser, seen);
  const log: string[] = [];
  browserLogs.set(browser, log);
  const started = Date.now();
  const note = (text: string) => log.push(`  +${((Date.now() - started) / 1000).toFixed(1)} s ${text}`);
  // Requests asked for and not yet answered: one that never ends is a flow's silent stop.
  const pending = new Map<Request, number>();
  unanswered.set(browser, () => {
    const waiting = [...pending].map(
      ([request, since]) => `  still waiting after ${((Date.now() - since) / 1000).toFixed(1)} s: ${request.method()} ${request.url()}`,
    );
    pending.clear();
    return waiting;
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    context.on('request', (request) => pending.set(request, Date.now()));
    context.on('requestfinished', (request) => pending.delete(request));
    context.on('requestfailed', (request) => {
      pending.delete(request);
      note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
    });
    context.on('response', (response) => {
      if (response.status() >= 400) note(`answer ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
    context.on('console', (message) => {
      if (message.type() === 'error') note(`console error on ${message.page()?.url()}: ${message.text()}`);
    });
    // A new page's about:blank runs the context's init scripts too, and refuses their localStorage: not the app's error.
    context.on('weberror', (error) => error.page()?.url() !== 'about:blank' && note(`page error: ${error.error().message}`));
    await context.exposeBinding('__kaigiCspViolation', ({ page }, text: string) => void seen.push(`${new URL(page.url()).pathname}: ${text}`));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __kaigiCspViolation(text: string): void }).__kaigiCspViolation(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    return context;
  };
  browser.newPage = async (...args: Parameters<Browser['newPage']>) => (await browser.newContext(...args)).newPage();
  return browser;
}

/** What the browser's pages met since the last call: failed requests, error answers, console and page errors. */
export function takeBrowserLog(browser: Browser | undefined): string[] {
  const log = browser ? browserLogs.get(browser) : undefined;
  return [...(log ? log.splice(0) : []), ...((browser && unanswered.get(browser)?.()) ?? [])];
}

/**
 * What each open page shows when a test fails: its address, headings and alerts (a refusal in the
 * form's own words, which no error answer or console line carries). Bounded: a hung page says so.
 */
async function shownOnFailure(browser: Browser | undefined): Promise<string[]> {
  const pages = browser?.contexts().flatMap((context) => context.pages()) ?? [];
  const shown = await Promise.all(
    pages.map(async (page) => {
      const texts = page
        .locator('h1, h2, [role="alert"], [role="status"]')
        .allInnerTexts()
        .then((all) => all.map((text) => text.trim().replace(/\s+/g, ' ')).filter(Boolean));
      const timeout = new Promise<string[]>((resolve) => setTimeout(() => resolve(['(the page did not answer within 3 s)']), 3000));
      const lines = await Promise.race([texts, timeout]).catch((error: unknown) => [`(could not be read: ${String(error)})`]);
      return `  page ${page.url()} shows: ${lines.join(' | ').slice(0, 600)}`;
    }),
  );
  return shown;
}

/** The CSP violations seen since the last call; none is the only right answer. */
export function takeCspViolations(browser: Browser | undefined): string[] {
  const seen = browser ? violations.get(browser) : undefined;
  return seen ? seen.splice(0) : [];
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Ends every finite animation on the page now (`Animation.finish()`), as a person reads it once
 * the transition is over: a dialog still fading in has its text at part opacity, and axe would
 * judge the contrast of a frame nobody reads. Spinners (infinite) are left running. Nothing here
 * awaits an animation's `finished` promise: in headless Chromium that promise can stay pending
 * for good under load, and the test then hung until its own timeout without naming the step.
 */
async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations !== Infinity && animation.playState !== 'finished') animation.finish();
    }
  });
}

/** How long axe-core may take on one page before the test says so (a page's run takes 0.3–3 s). */
const axeTimeoutMs = 30_000;

/** axe-core's violations on the page as it is now (WCAG 2.1 A and AA, and what Lighthouse adds). */
export async function axeViolations(page: Page): Promise<Array<{ id: string; help: string; nodes: string[] }>> {
  await finishAnimations(page);
  // Parsing axe-core took about 270 ms a call: once per document, then reused.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const run = page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> }> };
      }
    ).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Two best-practice rules Lighthouse's accessibility score counts.
      rules: { 'aria-allowed-role': { enabled: true }, 'heading-order': { enabled: true } },
      // Only the violations are read: the passing and incomplete nodes are not collected.
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`axe-core did not finish within ${axeTimeoutMs / 1000} s on ${page.url()}`)), axeTimeoutMs);
  });
  try {
    return await Promise.race([run, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A new browser context in `language`, signed in as `account`, on the dashboard. The session comes
 * from the server's login call made as the login form makes it (CSRF token, multipart body); the
 * form itself, with the venue transition's second (§2), is what account.test.ts drives, and it
 * cost 2.2 s of every other test's sign-in. The context is added to `contexts` for the caller to close.
 */
export async function signedInPage(
  browser: Browser,
  url: string,
  language: 'ja' | 'en',
  account: { email: string; password: string },
  contexts: BrowserContext[],
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  contexts.push(context);
  await context.addInitScript((lang) => localStorage.setItem('kaigi.language', lang), language);
  const { token } = (await (await context.request.get(new URL('/web_api/csrf_token', url).href)).json()) as { token: string };
  const login = await context.request.post(new URL('/session', url).href, {
    headers: { 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest' },
    multipart: { email: account.email, password: account.password },
  });
  expect(login.status(), `logging in as ${account.email}`).toBe(200);
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('heading', { name: language === 'ja' ? /ようこそ/ : /Welcome/ }).waitFor();
  return page;
}

/**
 * Resolves once no animation runs on the page, spinners included: what was loading has arrived.
 * Polled on a timer rather than on animation frames, which a headless page under load may not
 * draw; bounded by the context's default timeout, so a page that never settles names this step.
 */
export async function waitForStillPage(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { polling: 50 });
}

/** axe once the page has settled: a button fading back from disabled is not a contrast failure. */
export async function axeWhenStill(page: Page) {
  await waitForStillPage(page);
  return axeViolations(page);
}

/**
 * The colour a person sees at the centre of an element, read from a screenshot of the page (what
 * is painted, stacking included), as [r, g, b].
 */
export async function paintedColourAtCentre(page: Page, element: Locator): Promise<[number, number, number]> {
  const box = (await element.boundingBox())!;
  const x = Math.round(box.x + box.width / 2);
  const y = Math.round(box.y + box.height / 2);
  const png = (await page.screenshot({ clip: { x, y, width: 1, height: 1 } })).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  }, png);
}
