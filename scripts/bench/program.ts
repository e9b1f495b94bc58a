/**
 * npm run bench:program — the program at the size of a large conference (issue 22), on PGlite and
 * on PostgreSQL (DATABASE_URL, or a throwaway cluster from Debian's postgresql package):
 *   - search by a Japanese substring, an English word, an author and an institute, first page of
 *     20 with authors and institutes as the search page asks it, from 20 concurrent clients;
 *     p50/p95 and req/s printed beside a lookup of one presentation by id in the same run, with
 *     the CPU a request costs the server, PostgreSQL and this client (from /proc, on Linux); and
 *     beside each search, the same page assembled from the ids it found (each presentation by id,
 *     in one request), whose CPU a request is the search's reference (issue 69: within 2x);
 *   - the timetable of a day and the poster list in Chromium at 4x CPU throttle: time from
 *     navigation to the first presentation on screen (median of five loads), beside the terms
 *     page's heading measured the same way (the floor of a first screen on this machine).
 * Each at 1,000 and 10,000 presentations. Options: --sizes 1000,10000 --duration 5 --drivers pglite,postgres
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { freshPostgres, postgresBin } from '../../devkit/postgres';
import { logIn, percentile, signedInBrowser } from './http';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000' },
    duration: { type: 'string', default: '5' },
    drivers: { type: 'string', default: 'pglite,postgres' },
  },
});
const DURATION_MS = Number(args.duration) * 1000;
const CLIENTS = 20;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync('.bench/dist/index.html')) {
  console.error('Build the app first: npx vite build --outDir .bench/dist (npm run bench:bundle does it)');
  process.exit(1);
}

function startServer(size: number, env: Record<string, string>): Promise<{ url: string; line: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    // Node itself (not tsx's wrapper process), so that the CPU it uses is the server's.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/programServer.ts', '--size', String(size)], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready (http:\/\/\S+)(.*)/.exec(output);
      if (match) resolve({ url: match[1]!, line: match[2]!.trim(), child });
    });
    child.on('exit', (code) => reject(new Error(`program server exited with ${code}: ${output}`)));
  });
}

/** What the search page shows of each presentation, asked the same way by the search and by id. */
const SHOWN =
  'id code name nameEn abstract abstractEn section { startAt endAt } authors { lastName firstName lastNameEn firstNameEn isPresenter institutes { id name nameEn } } isFavourite';
const SESSION = 'id code name startAt programRoom { name }';
const SEARCH = `query Search($q: String, $authorName: String, $instituteName: String) {
  oralPresentations(q: $q, authorName: $authorName, instituteName: $instituteName, per: 20, page: 1) {
    collection { id presentation { ${SHOWN} } programSession { ${SESSION} } }
    metadata { totalCount totalPages }
  } }`;
/**
 * The same page assembled from the ids the search found, each presentation by id: requests of ten
 * aliases, as a request may hold 15 (GRAPHQL_LIMITS), so a page of 20 is two requests.
 */
const BY_IDS_A_REQUEST = 10;
const byIds = (ids: readonly number[]) =>
  Array.from({ length: Math.ceil(ids.length / BY_IDS_A_REQUEST) }, (_, part) => ids.slice(part * BY_IDS_A_REQUEST, (part + 1) * BY_IDS_A_REQUEST)).map(
    (chunk) => `query ByIds { ${chunk.map((id, i) => `p${i}: presentation(id: ${id}) { ${SHOWN} session { ${SESSION} } }`).join(' ')} }`,
  );
const BY_ID = 'query GetPresentation($id: Int!) { presentation(id: $id) { id code name } }';

/** CPU time (ms) a process has used, from /proc (Linux); 0 where there is none. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in USER_HZ ticks
  } catch {
    return 0;
  }
}
const postgresPids = () =>
  (existsSync('/proc') ? readdirSync('/proc') : [])
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres');
      } catch {
        return false;
      }
    });
/** Where the CPU goes: the server process, PostgreSQL's processes (PGlite runs inside the server), this client. */
const cpuNow = (serverPid: number) => ({
  server: cpuMs(serverPid),
  database: postgresPids().reduce((sum, pid) => sum + cpuMs(pid), 0),
  client: cpuMs(process.pid),
});

async function load(
  url: string,
  auth: { cookie: string; token: string },
  query: string | readonly string[],
  variables: (i: number) => object,
  serverPid: number,
) {
  const queries = typeof query === 'string' ? [query] : query;
  const latencies: number[] = [];
  const cpuBefore = cpuNow(serverPid);
  let hits = -1;
  const end = Date.now() + DURATION_MS;
  let i = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: auth.cookie, 'x-csrf-token': auth.token, 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify({ query: queries[i % queries.length], variables: variables(i++) }),
        });
        const body = (await response.json()) as { data?: { oralPresentations?: { metadata: { totalCount: number } } }; errors?: unknown };
        latencies.push(performance.now() - started);
        if (!response.ok || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
        hits = body.data?.oralPresentations?.metadata.totalCount ?? hits;
      }
    }),
  );
  const cpuAfter = cpuNow(serverPid);
  const perRequest = (key: keyof typeof cpuAfter) => (cpuAfter[key] - cpuBefore[key]) / latencies.length;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / (DURATION_MS / 1000),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    hits,
    cpu: { server: perRequest('server'), database: perRequest('database'), client: perRequest('client') },
  };
}

/** Loads a page five times at 4x CPU and answers the median time from navigation to `shown` visible. */
async function firstOnScreen(url: string, auth: { cookie: string }, path: string, shown = 'article') {
  const { browser, context } = await signedInBrowser(url, auth, chromiumPath);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    await page.goto('about:blank');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = Date.now();
    await page.goto(`${url}${path}`, { waitUntil: 'commit' });
    await page.locator(shown).first().waitFor({ state: 'visible', timeout: 60_000 });
    times.push(Date.now() - started);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  await browser.close();
  return times.sort((a, b) => a - b)[2]!; // the median of five; the first also fills caches
}

const rows: string[] = [];
for (const driver of args.drivers!.split(',')) {
  for (const size of args.sizes!.split(',').map(Number)) {
    let database: Awaited<ReturnType<typeof freshPostgres>> | undefined;
    if (driver === 'postgres') {
      if (!process.env.DATABASE_URL && !postgresBin()) {
        console.log('PostgreSQL: skipped (no DATABASE_URL and no Debian postgresql package)');
        continue;
      }
      database = await freshPostgres();
    }
    const server = await startServer(size, database ? { DATABASE_URL: database.url } : {});
    try {
      const auth = await logIn(server.url, 'member@example.com', 'Member-2026!');
      console.log(`\n${driver}, ${size} presentations: ${server.line}`);
      const reference = await load(server.url, auth, BY_ID, (i) => ({ id: (i % size) + 1 }), server.child.pid!);
      const line = (name: string, result: Awaited<ReturnType<typeof load>>) => {
        const text = `${driver.padEnd(8)} ${String(size).padStart(6)}  ${name.padEnd(34)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  p95 ${result.p95.toFixed(1).padStart(6)} ms${result.hits >= 0 ? `  hits ${result.hits}` : ''}`;
        const { server: serverMs, database: databaseMs, client: clientMs } = result.cpu;
        const cpu = `${''.padEnd(17)}  CPU a request: server ${serverMs.toFixed(2)} ms, ${driver === 'postgres' ? `PostgreSQL ${databaseMs.toFixed(2)} ms` : 'PGlite inside the server'}, this client ${clientMs.toFixed(2)} ms`;
        console.log(`${text}\n${cpu}`);
        rows.push(text, cpu);
      };
      line('reference: presentation by id', reference);
      for (const [name, variables] of [
        ['search: Japanese substring 過程', { q: '過程' }],
        ['search: English word tsunami', { q: 'tsunami' }],
        ['search: author 佐藤', { authorName: '佐藤' }],
        ['search: institute 京都大学', { instituteName: '京都大学' }],
      ] as const) {
        // Issue 69's reference: the CPU of assembling the same page of presentations by their ids.
        const found = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: auth.cookie, 'x-csrf-token': auth.token, 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify({ query: SEARCH, variables }),
        });
        const ids = (
          (await found.json()) as { data: { oralPresentations: { collection: { presentation: { id: number } }[] } } }
        ).data.oralPresentations.collection.map((item) => item.presentation.id);
        const parts = byIds(ids);
        const assembled = await load(server.url, auth, parts, () => ({}), server.child.pid!);
        line(`reference: its ${ids.length} by id (${parts.length} requests)`, assembled);
        const result = await load(server.url, auth, SEARCH, () => variables, server.child.pid!);
        line(name, result);
        const cpuOf = (measured: typeof result) => measured.cpu.server + measured.cpu.database;
        const ratio = `${''.padEnd(17)}→ CPU a search ${(cpuOf(result) / (cpuOf(assembled) * parts.length)).toFixed(2)}x of assembling its page by id (target ≤ 2); ${((result.rps / reference.rps) * 100).toFixed(0)}% of the lookup's req/s`;
        console.log(ratio);
        rows.push(ratio);
      }
      // The server settles after the searches' load; the terms page (one heading, no data) shows
      // what a first screen costs on this machine at this moment, beside the program's.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const floor = await firstOnScreen(server.url, auth, '/term', 'main h1');
      const text = `${driver.padEnd(8)} ${String(size).padStart(6)}  ${'reference: terms page, 4x CPU'.padEnd(34)} heading on screen ${floor} ms`;
      console.log(text);
      rows.push(text);
      for (const [name, path] of [
        ['timetable of a day, 4x CPU', '/timetable?day=2027-03-10'],
        ['poster list, 4x CPU', '/posters'],
      ] as const) {
        const ms = await firstOnScreen(server.url, auth, path);
        const text = `${driver.padEnd(8)} ${String(size).padStart(6)}  ${name.padEnd(34)} first presentation on screen ${ms} ms (target ≤ 1500; median of 5)`;
        console.log(text);
        rows.push(text);
      }
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
      await database?.stop();
    }
  }
}
console.log(`\nSummary\n${rows.join('\n')}`);
