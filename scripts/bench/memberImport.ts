/**
 * npm run bench:members — the member list import at a large society's size (issue 67): a CSV of
 * --size members (default 10,000) checked (the dry run) and imported through the console's calls
 * over real HTTP, on PGlite in this process; then the same list downloaded as CSV, the reference
 * measured in the same run. Prints each step's time, its ratio to the download, and the process's
 * resident memory before and at its highest. Options: --size 10000
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/core/config';
import { seedDemoAccounts } from '../../server/seed';

const { values: args } = parseArgs({ options: { size: { type: 'string', default: '10000' } } });
const size = Number(args.size);

const app = await buildApp(
  {
    ...readConfig({ FIXTURES_DIR: path.resolve('fixtures') }),
    conference: 'demo',
    demo: true,
    dataDir: 'memory://',
    logLevel: 'warn',
    passwordHashCost: 'test',
    loginRateLimit: 1e6,
  },
  { logger: false },
);
await app.ready();
await seedDemoAccounts(app.db, 'demo', 'test');
const url = await app.listen({ port: 0, host: '127.0.0.1' });

// A manager's session, as the browser holds it.
const jar = new Map<string, string>();
const remember = (response: Response) => {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const at = pair!.indexOf('=');
    jar.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
};
const first = await fetch(`${url}/web_api/csrf_token`);
remember(first);
let token = ((await first.json()) as { token: string }).token;
const headers = () => ({ cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '), 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest' });
const login = new FormData();
login.append('email', 'manager@example.com');
login.append('password', 'Manager-2026!');
const session = await fetch(`${url}/session`, { method: 'POST', body: login, headers: headers() });
remember(session);
token = session.headers.get('x-csrf-token') ?? token;
if (!session.ok) throw new Error(`login: ${session.status} ${await session.text()}`);

const family = ['佐藤', '鈴木', '高橋', '田中', '伊藤', 'Smith', 'García', '渡辺'];
const given = ['一郎', '花子', '健', '美咲', 'Alice', 'Lucas', '大輔', '結衣'];
const lines = ['会員番号,姓,名,所属,学会の会員ID'];
for (let i = 1; i <= size; i++) {
  lines.push(`KAIGI-${String(i).padStart(6, '0')},${family[i % 8]},${given[(i * 7) % 8]},東都大学 大学院理学研究科 ${i % 300},EXT-${i}`);
}
const csv = `\uFEFF${lines.join('\r\n')}\r\n`;

let highest = process.memoryUsage().rss;
const rssBefore = highest;
const sampler = setInterval(() => (highest = Math.max(highest, process.memoryUsage().rss)), 50);
const timed = async <T>(run: () => Promise<T>) => {
  const start = performance.now();
  const result = await run();
  return { result, ms: performance.now() - start };
};

const check = await timed(async () => {
  const body = new FormData();
  body.append('file', new Blob([csv], { type: 'text/csv' }), 'members.csv');
  const response = await fetch(`${url}/web_api/mng/member_imports`, { method: 'POST', body, headers: headers() });
  if (!response.ok) throw new Error(`check: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number; status: string; change: unknown };
});
const run = await timed(async () => {
  const response = await fetch(`${url}/web_api/mng/member_imports/${check.result.id}/run`, { method: 'POST', headers: headers() });
  return (await response.json()) as { status: string; change: unknown };
});
const download = await timed(async () => (await fetch(`${url}/web_api/mng/downloads/members?lang=ja`, { headers: headers() })).text());
clearInterval(sampler);

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
console.log(`member list import, ${size} members, ${(Buffer.byteLength(csv) / 1e6).toFixed(2)} MB CSV, PGlite, Node ${process.version}`);
console.log(`check (dry run): ${check.result.status} in ${check.ms.toFixed(0)} ms (${(check.ms / download.ms).toFixed(1)}x the download)`);
console.log(`import:          ${run.result.status} in ${run.ms.toFixed(0)} ms (${(run.ms / download.ms).toFixed(1)}x the download)`);
console.log(`download (reference): ${download.result.split('\r\n').length - 2} rows in ${download.ms.toFixed(0)} ms`);
console.log(`resident memory: ${mib(rssBefore)} before, ${mib(highest)} at the highest`);
await app.close();
