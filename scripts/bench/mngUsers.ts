/**
 * npm run bench:users — the managers' users page at the size of a large conference (issue 19).
 * For each size (default 20 as the reference, then 10,000 and 50,000 accounts) on PGlite, or on
 * PostgreSQL with DATABASE_URL:
 *   - MngUsersQuery over HTTP: the first page, the last page, a free-text search and the approval
 *     filter, 50 per page as the page asks; p50/p95 beside the viewer's own record (optional_me)
 *     measured in the same run;
 *   - the page in Chromium at 4x CPU throttle: navigation to the first row on screen, and a page
 *     change (click "next page" to the new rows on screen), median of three.
 * Options: --sizes 20,10000,50000 --runs 40
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/core/config';
import { seedDemoAccounts } from '../../server/seed';
import { logIn, percentile, signedInBrowser } from './http';
import { seedAccounts } from './seedAccounts';

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

async function inBrowser(url: string, auth: { cookie: string }, size: number) {
  const { browser, context } = await signedInBrowser(url, auth, chromiumPath);
  await context.addInitScript(() => localStorage.setItem('kaigi.language', 'en'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const loads: number[] = [];
  const turns: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    await page.goto('about:blank');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
    const started = Date.now();
    await page.goto(`${url}/mng/user_list`, { waitUntil: 'commit' });
    await page
      .getByRole('button', { name: /^Details of / })
      .first()
      .waitFor({ timeout: 60_000 });
    loads.push(Date.now() - started);
    if (size > 50) {
      const before = await page.getByRole('row').nth(1).textContent();
      const turned = Date.now();
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.waitForFunction((text) => document.querySelectorAll('tr')[1]?.textContent !== text, before, { timeout: 60_000 });
      turns.push(Date.now() - turned);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  await browser.close();
  const median = (values: number[]) => values.sort((a, b) => a - b)[1];
  return { load: median(loads)!, turn: median(turns) };
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
  print(`${String(size).padStart(6)}  Chromium 4x CPU: first row ${browser.load} ms${browser.turn !== undefined ? `, next page ${browser.turn} ms` : ''}`);
  await app.close();
}
console.log('\nSummary\n' + rows.join('\n'));
