/**
 * npm run bench:stall — can one caller stall everyone else (issue 62)? The server of bench:program
 * (its own process, PGlite in memory) with --size presentations and --users accounts. A visitor's
 * cheap call (who am I) is timed alone, then while:
 *   - 10 attendees each send, over and over, the heaviest program query the limits let through
 *     (the most aliases of 100 presentations with their authors that one request may list);
 *   - 5 managers each download users.csv over and over.
 * Printed: the visitor's p50, p95 and worst time under each load, as a ratio to its time alone in
 * the same run. Options: --size 2000 --users 10000 --seconds 8 --aliases N (default: as many as
 * the limit allows; 15 was the old limit's worst case)
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { logIn, percentile } from './http';

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '2000' },
    users: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '8' },
    aliases: { type: 'string', default: '2' },
  },
});
const LOAD_MS = Number(args.seconds) * 1000;

const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/programServer.ts', '--size', args.size!, '--users', args.users!], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise<string>((resolve, reject) => {
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const match = /ready (http:\/\/\S+)/.exec(output);
    if (match) resolve(match[1]!);
  });
  server.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
});

const member = await logIn(url, 'member@example.com', 'Member-2026!');
const manager = await logIn(url, 'manager@example.com', 'Manager-2026!');
const heavy = `{ ${Array.from(
  { length: Number(args.aliases) },
  (_, i) => `a${i}: oralPresentations(per: 100, page: ${i + 1}) {
  collection { presentation { id code name nameEn abstract abstractEn authors { lastName firstName lastNameEn firstNameEn institutes { name nameEn } } keywords { name nameEn } } programSession { name } }
  metadata { totalCount } }`,
).join(' ')} }`;

async function visitorTimes(until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (until()) {
    const started = performance.now();
    await (await fetch(`${url}/web_api/user_common_resources/optional_me`)).arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times.sort((a, b) => a - b);
}

async function underLoad(name: string, load: () => Promise<number>, clients: number) {
  let running = true;
  const bytes: number[] = [];
  const workers = Array.from({ length: clients }, async () => {
    while (running) bytes.push(await load());
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const deadline = Date.now() + LOAD_MS;
  const times = await visitorTimes(() => Date.now() < deadline);
  running = false;
  await Promise.all(workers);
  return { name, times, calls: bytes.length, bytes: bytes.reduce((sum, n) => sum + n, 0) / Math.max(1, bytes.length) };
}

const aloneUntil = Date.now() + 3000;
const alone = await visitorTimes(() => Date.now() < aloneUntil);
const program = await underLoad(
  `10 attendees, ${args.aliases} × 100 presentations each call`,
  async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      body: JSON.stringify({ query: heavy }),
      headers: { cookie: member.cookie, 'x-csrf-token': member.token, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    });
    return (await response.arrayBuffer()).byteLength;
  },
  10,
);
const exports = await underLoad(
  `5 managers, users.csv of ${Number(args.users).toLocaleString('en')} accounts`,
  async () => {
    const response = await fetch(`${url}/web_api/mng/users.csv?lang=en`, { headers: { cookie: manager.cookie } });
    return (await response.arrayBuffer()).byteLength;
  },
  5,
);
server.kill('SIGTERM');

const ms = (value: number) => `${value.toFixed(1)} ms`;
const p50 = percentile(alone, 50);
console.log(`visitor's call alone: p50 ${ms(p50)}, p95 ${ms(percentile(alone, 95))}, worst ${ms(alone.at(-1)!)} (${alone.length} calls)`);
for (const run of [program, exports]) {
  const ratio = (value: number) => `${ms(value)} (×${(value / p50).toFixed(1)})`;
  console.log(
    `${run.name}: ${run.calls} calls of ${(run.bytes / 1024).toFixed(0)} KB; visitor's call p50 ${ratio(percentile(run.times, 50))}, p95 ${ratio(percentile(run.times, 95))}, worst ${ratio(run.times.at(-1)!)}`,
  );
}
