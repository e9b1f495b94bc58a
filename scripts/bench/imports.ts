/**
 * npm run bench:imports — the console's imports at a large conference's size (issue 67): --size
 * (default 10,000) members, accounts, and presentations with four authors each (abstracts of about
 * 600 and 1,600 characters), each file checked (the dry run) and imported through the console's
 * calls over real HTTP, on PGlite in this process. The reference, measured in the same run, is the
 * same list downloaded as CSV afterwards. Prints each step's time, its ratio to the download, and
 * the process's resident memory before and at its highest. Options: --size 10000, --only members|users|presentations
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/core/config';
import { seedDemoAccounts } from '../../server/seed';
import { importKinds, type ImportKind } from '../../engine/imports/common';
import { presentationImportColumns } from '../../engine/imports/presentations';
import { userImportColumns } from '../../engine/imports/users';

const { values: args } = parseArgs({ options: { size: { type: 'string', default: '10000' }, only: { type: 'string' } } });
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
const csvOf = (lines: string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;
const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

function members() {
  const lines = ['会員番号,姓,名,所属,学会の会員ID'];
  for (let i = 1; i <= size; i++) {
    lines.push(`KAIGI-${String(i).padStart(6, '0')},${family[i % 8]},${given[(i * 7) % 8]},東都大学 大学院理学研究科 ${i % 300},EXT-${i}`);
  }
  return csvOf(lines);
}

function accounts() {
  const roles = ['', '発表者', '発表者、座長', 'Reviewer', ''];
  const lines = [userImportColumns.map((column) => column.ja).join(',')];
  for (let i = 1; i <= size; i++) {
    const [sei, mei] = [family[i % 8]!, given[(i * 7) % 8]!];
    lines.push(
      [
        `bench-user-${i}@example.org`,
        sei,
        mei,
        'サトウ',
        'イチロウ',
        'Ichiro',
        'Sato',
        `東都大学 ${i % 300}`,
        `Toto University ${i % 300}`,
        '理学部',
        '教授',
        quoted(roles[i % 5]!),
      ].join(','),
    );
  }
  return csvOf(lines);
}

const sentence = 'スペクトル法を用いた高精度な数値計算により、乱流の構造を詳しく調べた。';
const sentenceEn = 'We studied the structure of turbulence with accurate spectral computations and compared them with experiments. ';
function presentations() {
  const lines = [
    presentationImportColumns
      .map((column) => column.en)
      .map(quoted)
      .join(','),
  ];
  const day = (i: number) => 10 + (i % 3);
  for (let i = 1; i <= size; i++) {
    const minute = (i % 24) * 15;
    const start = `2027/03/${day(i)} ${String(9 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    const endMinute = minute + 15;
    const end = `2027/03/${day(i)} ${String(9 + Math.floor(endMinute / 60)).padStart(2, '0')}:${String(endMinute % 60).padStart(2, '0')}`;
    for (let author = 0; author < 4; author++) {
      const own =
        author === 0
          ? [
              'Oral',
              '',
              start,
              end,
              `${sentence.slice(0, 20)} ${i}`,
              `Turbulence study ${i}`,
              quoted(sentence.repeat(17)),
              quoted(sentenceEn.repeat(14)),
              'Yes',
            ]
          : ['', '', '', '', '', '', '', '', ''];
      lines.push(
        [
          `B-${i}`,
          ...own,
          family[(i + author) % 8],
          given[(i * 3 + author) % 8],
          'Sato',
          'Ichiro',
          quoted(`東都大学 ${(i + author) % 400}; 理化学研究所`),
          author === 0 ? 'Yes' : 'No',
        ].join(','),
      );
    }
  }
  return csvOf(lines);
}

const files: Record<ImportKind, { csv: () => string; reference: string; unit: string }> = {
  members: { csv: members, reference: '/web_api/mng/downloads/members?lang=ja', unit: 'members' },
  users: { csv: accounts, reference: '/web_api/mng/users.csv?lang=ja', unit: 'accounts' },
  presentations: { csv: presentations, reference: '/web_api/mng/downloads/presentations?lang=ja', unit: 'presentations with 4 authors each' },
};

const timed = async <T>(run: () => Promise<T>) => {
  const start = performance.now();
  const result = await run();
  return { result, ms: performance.now() - start };
};
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

console.log(`the console's imports, --size ${size}, PGlite, Node ${process.version}`);
for (const kind of (args.only ? [args.only] : Object.keys(files)) as ImportKind[]) {
  const csv = files[kind].csv();
  let highest = process.memoryUsage().rss;
  const rssBefore = highest;
  const sampler = setInterval(() => (highest = Math.max(highest, process.memoryUsage().rss)), 50);
  const check = await timed(async () => {
    const body = new FormData();
    body.append('file', new Blob([csv], { type: 'text/csv' }), `${kind}.csv`);
    const response = await fetch(`${url}/web_api/mng/${importKinds[kind]}`, { method: 'POST', body, headers: headers() });
    if (!response.ok) throw new Error(`check: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: number; status: string; change: unknown; problems: unknown[] };
  });
  if (check.result.status !== 'check_successful') throw new Error(`check: ${JSON.stringify(check.result.problems.slice(0, 3))}`);
  const run = await timed(async () => {
    const response = await fetch(`${url}/web_api/mng/${importKinds[kind]}/${check.result.id}/run`, { method: 'POST', headers: headers() });
    return (await response.json()) as { status: string; change: unknown };
  });
  const download = await timed(async () => (await fetch(`${url}${files[kind].reference}`, { headers: headers() })).text());
  clearInterval(sampler);
  console.log(`\n${kind}: ${size} ${files[kind].unit}, ${(Buffer.byteLength(csv) / 1e6).toFixed(2)} MB CSV`);
  console.log(`  check (dry run): ${check.result.status} in ${check.ms.toFixed(0)} ms (${(check.ms / download.ms).toFixed(1)}x the download)`);
  console.log(
    `  import:          ${run.result.status} in ${run.ms.toFixed(0)} ms (${(run.ms / download.ms).toFixed(1)}x the download) ${JSON.stringify(run.result.change)}`,
  );
  console.log(`  download (reference): ${download.result.split('\r\n').length - 2} rows in ${download.ms.toFixed(0)} ms`);
  console.log(`  resident memory: ${mib(rssBefore)} before, ${mib(highest)} at the highest`);
}
await app.close();
