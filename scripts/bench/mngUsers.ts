/**
 * npm run bench:users — the managers' two long lists at the size of a large conference (issues 19
 * and 69): users and presentation applications. For each size (default 20 as the reference, then
 * 10,000 and 50,000 accounts with as many applications) on PGlite, or on PostgreSQL with DATABASE_URL:
 *   - MngUsersQuery over HTTP: the first page, the last page, a free-text search and the approval
 *     filter, 50 per page as the page asks; p50/p95 beside the viewer's own record (optional_me)
 *     measured in the same run;
 *   - each list in Chromium at 4x CPU, median of three: navigation to the first row on screen,
 *     beside the terms page's heading measured the same way (a page with no data); "next page" and
 *     a search typed at a person's pace, each to its new first row, with the longest task (a
 *     PerformanceObserver of long tasks) while it ran.
 * Options: --sizes 20,10000,50000 --runs 40
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/core/config';
import { seedDemoAccounts } from '../../server/seed';
import { logIn, percentile, signedInBrowser } from './http';
import { seedAccounts, seedApplications } from './seedAccounts';
import type { Locator, Page } from 'playwright-core';

const { values: args } = parseArgs({
  options: { sizes: { type: 'string', default: '20,10000,50000' }, runs: { type: 'string', default: '40' }, dist: { type: 'string', default: '.bench/dist' } },
});
const RUNS = Number(args.runs);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path.join(args.dist!, 'index.html'))) {
  console.error(`Build the app first: npx vite build --outDir ${args.dist} (npm run bench:bundle does it)`);
  process.exit(1);
}

const LIST = `query($q: String, $verified: Boolean, $page: Int) { mngUsers(q: $q, verified: $verified, page: $page, per: 50) {
  pager { totalCount totalPages } items { id email nameSei nameMei nameSeiKanji nameMeiKanji nameEn1 nameEn3 isVerified affiliation department rank qualification { status } roles isLocked isDummy isBackdoorUsed presentationApplications createdAt } } }`;

async function timed(call: () => Promise<Response>) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await call();
    await response.text();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** One list page as the bench drives it: where it is, its first row, and its search box. */
interface ListPage {
  name: string;
  path: string;
  firstRow: (page: Page) => Locator;
  search: { label: string; text: string };
}
const listPages: ListPage[] = [
  {
    name: 'users',
    path: '/mng/user_list',
    firstRow: (page) => page.getByRole('button', { name: /^Details of / }).first(),
    search: { label: 'Name, e-mail or affiliation', text: '山田 太郎' },
  },
  {
    name: 'applications',
    path: '/mng/presentation_applications',
    firstRow: (page) => page.locator('main tbody tr').first(),
    search: { label: 'Anything', text: '津波' },
  },
];

/** Long tasks (over 50 ms of main thread) since the page was opened or the count was last read. */
const longTasksScript = () => {
  const seen: number[] = [];
  (window as unknown as { takeLongTasks: () => number[] }).takeLongTasks = () => seen.splice(0);
  new PerformanceObserver((list) => seen.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask', buffered: true });
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * At 4x CPU, three times: navigation to the terms page's heading (the reference: a page with no
 * data), navigation to each list's first row; then a page change and a search typed at a person's
 * pace (150 ms a key), each to its new first row, with the longest task while it ran.
 */
async function inBrowser(url: string, auth: { cookie: string }, size: number) {
  const { browser, context } = await signedInBrowser(url, auth, chromiumPath);
  await context.addInitScript(() => localStorage.setItem('kaigi.language', 'en'));
  await context.addInitScript(longTasksScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const takeLongTasks = () => page.evaluate(() => (window as unknown as { takeLongTasks: () => number[] }).takeLongTasks());
  const settled = () => page.waitForTimeout(500);
  const firstText = async (list: ListPage) => (await list.firstRow(page).textContent()) ?? '';
  const waitForNewFirst = async (list: ListPage, before: string) => {
    const started = Date.now();
    while (Date.now() - started < 60_000) {
      const now = await list
        .firstRow(page)
        .textContent({ timeout: 60_000 })
        .catch(() => before);
      if (now !== before) return;
      await page.waitForTimeout(20);
    }
    throw new Error(`${list.name}: the first row did not change within 60 s`);
  };
  const reference: number[] = [];
  const results = new Map(
    listPages.map((list) => [
      list.name,
      { loads: [] as number[], turns: [] as number[], turnLong: [] as number[], searches: [] as number[], searchLong: [] as number[] },
    ]),
  );
  for (let run = 0; run < 3; run += 1) {
    const open = async (path: string, shown: () => Locator) => {
      await page.goto('about:blank');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
      const started = Date.now();
      await page.goto(`${url}${path}`, { waitUntil: 'commit' });
      await shown().waitFor({ timeout: 60_000 });
      return Date.now() - started;
    };
    reference.push(await open('/term', () => page.locator('main h1')));
    for (const list of listPages) {
      const result = results.get(list.name)!;
      result.loads.push(await open(list.path, () => list.firstRow(page)));
      await settled();
      if (size > 50) {
        const before = await firstText(list);
        await takeLongTasks();
        const turned = Date.now();
        await page.getByRole('button', { name: 'Next page' }).click();
        await waitForNewFirst(list, before);
        result.turns.push(Date.now() - turned);
        await settled();
        result.turnLong.push(Math.max(0, ...(await takeLongTasks())));
      }
      await takeLongTasks();
      const box = page.getByRole('search').getByLabel(list.search.label, { exact: true });
      await box.click();
      await box.pressSequentially(list.search.text, { delay: 150 });
      // The answer may begin with the same row (the newest application may match): the search is
      // done when its answer has come and the page has painted twice since.
      const answered = page.waitForResponse(
        (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(list.search.text),
        { timeout: 60_000 },
      );
      const searched = Date.now();
      await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
      await answered;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await list.firstRow(page).waitFor({ timeout: 60_000 });
      result.searches.push(Date.now() - searched);
      await settled();
      result.searchLong.push(Math.max(0, ...(await takeLongTasks())));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  }
  await browser.close();
  return { reference: median(reference)!, lists: [...results].map(([name, result]) => ({ name, ...result })) };
}

const rows: string[] = [];
const print = (line: string) => {
  console.log(line);
  rows.push(line);
};
for (const size of args.sizes!.split(',').map(Number)) {
  const app = await buildApp(
    {
      ...readConfig({ FIXTURES_DIR: path.resolve('fixtures') }),
      conference: 'demo',
      demo: true,
      dataDir: 'memory://',
      databaseUrl: process.env.DATABASE_URL,
      distDir: path.resolve(args.dist!),
      logLevel: 'warn' as const,
      passwordHashCost: 'test' as const,
      loginRateLimit: 100000,
    },
    { logger: false },
  );
  await app.ready();
  await seedDemoAccounts(app.db, 'demo', 'test');
  const seeding = Date.now();
  await seedAccounts(app.db, size);
  await seedApplications(app.db, size);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const auth = await logIn(url, 'manager@example.com', 'Manager-2026!');
  const headers = { cookie: auth.cookie, 'x-csrf-token': auth.token, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
  const list = (variables: object) => () => fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: LIST, variables }) });
  console.log(`\n${process.env.DATABASE_URL ? 'postgres' : 'pglite'}, ${size} accounts (seeded in ${Date.now() - seeding} ms)`);
  const reference = await timed(() => fetch(`${url}/web_api/user_common_resources/optional_me`, { headers }));
  const line = (name: string, result: { p50: number; p95: number }) =>
    print(`${String(size).padStart(6)}  ${name.padEnd(36)} p50 ${result.p50.toFixed(1).padStart(6)} ms  p95 ${result.p95.toFixed(1).padStart(6)} ms`);
  line('reference: optional_me', reference);
  const lastPage = Math.max(1, Math.ceil((size + 6) / 50));
  line('mngUsers: first page of 50', await timed(list({ page: 1 })));
  line(`mngUsers: last page (${lastPage})`, await timed(list({ page: lastPage })));
  line('mngUsers: search 山田 太郎', await timed(list({ q: '山田 太郎' })));
  line('mngUsers: waiting for approval', await timed(list({ verified: false })));
  const browser = await inBrowser(url, auth, size);
  print(`${String(size).padStart(6)}  Chromium 4x CPU, median of 3: terms page heading (reference) ${browser.reference} ms`);
  for (const list of browser.lists) {
    const load = median(list.loads)!;
    const turn = list.turns.length > 0 ? `; next page ${median(list.turns)} ms, longest task ${Math.round(Math.max(...list.turnLong))} ms` : '';
    print(
      `${String(size).padStart(6)}  ${list.name.padEnd(12)} first row ${load} ms (${(load / browser.reference).toFixed(2)}x the reference; target ≤ 1.3x)${turn}; search ${median(list.searches)} ms, longest task ${Math.round(Math.max(...list.searchLong))} ms (target ≤ 50)`,
    );
  }
  await app.close();
}
console.log('\nSummary\n' + rows.join('\n'));
