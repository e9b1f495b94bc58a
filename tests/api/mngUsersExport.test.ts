import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildTestApp, csrf, logInAs } from './helper';
import { seedDemoAccounts } from '../../server/seed';
import { sql } from 'drizzle-orm';
import { affiliations, users } from '../../server/db/schema';

/**
 * The users list as CSV (issue 19): a Japanese round trip as Excel reads it, the filters, and
 * 50,000 users streamed over a real socket with memory that does not grow with the list.
 */

const TOTAL = 50_000;

/** V8's collector, so a sample of the heap counts what is live, not garbage not yet collected. */
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
let app: FastifyInstance;
let url: string;
let headers: Record<string, string>;
let managerCookie = '';

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1e6 });
  await seedDemoAccounts(app.db, 'demo', 'test');
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  headers = await csrf(app);
  managerCookie = await logInAs(app, headers, 'manager@example.com', 'Manager-2026!');
  const [kana] = await app.db
    .insert(users)
    .values({
      conferenceId: 'demo',
      email: 'hanako@example.jp',
      passwordHash: 'x',
      nameSei: 'Yamada',
      nameMei: 'Hanako',
      nameSeiKanji: '山田',
      nameMeiKanji: '花子',
      nameEn1: 'Hanako',
      nameEn3: 'Yamada',
      department: '情報学部, 第一研究室',
      isTermAgreed: true,
      isPolicyAgreed: true,
    })
    .returning();
  await app.db.insert(affiliations).values({ userId: kana!.id, name: '東京大学 "本郷"', kind: 'others' });
  const made = await app.db.select({ id: users.id }).from(users);
  const rest = TOTAL - made.length;
  // One statement in the database: 50,000 rows sent from here as values took about 30 s on two cores.
  await app.db.execute(sql`
    INSERT INTO users (conference_id, email, password_hash, name_sei, name_mei, is_term_agreed, is_policy_agreed)
    SELECT 'demo', 'many' || i || '@example.net', 'x', '参加者' || i, '太郎', true, true FROM generate_series(0, ${rest - 1}) AS i`);
}, 300_000);
afterAll(() => app.close());

const get = (query: string) =>
  fetch(`${url}/web_api/mng/users.csv${query}`, { headers: { cookie: [headers.cookie, managerCookie].join('; '), 'x-requested-with': 'XMLHttpRequest' } });

describe('users as CSV', () => {
  it('is for managers only', async () => {
    expect((await fetch(`${url}/web_api/mng/users.csv`)).status).toBe(401);
    expect((await get('?roles=nobody')).status).toBe(400);
    expect((await get('?verified=maybe')).status).toBe(400);
  });

  it('round-trips Japanese, commas and quotes as Excel reads them, with headings in the chosen language', async () => {
    const response = await get('?q=山田&lang=ja');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('x-total-count')).toBe('1');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(Buffer.from(bytes).toString('utf8'), { bom: true }) as string[][];
    expect(rows[0]!.slice(0, 6)).toEqual(['ID', 'メールアドレス', '氏名', '氏名（漢字）', '氏名（英語）', '所属']);
    expect(rows[1]!.slice(1, 7)).toEqual(['hanako@example.jp', 'Yamada Hanako', '山田 花子', 'Hanako Yamada', '東京大学 "本郷"', '情報学部, 第一研究室']);
    expect(rows).toHaveLength(2);
    const english = parse(await (await get('?q=hanako&lang=en')).text(), { bom: true }) as string[][];
    expect(english[0]!.slice(0, 3)).toEqual(['ID', 'E-mail', 'Name']);
    // The heading, the manager and the admin (an admin is a manager too).
    expect(parse(await (await get('?roles=manager')).text(), { bom: true })).toHaveLength(3);
  });

  // Issue 68, item 4: the CSV showed stored values ("todo", "participant manager").
  it('names the participation status and roles as the console does, in the chosen language', async () => {
    const cells = async (lang: string) => {
      const [head, ...rows] = parse(await (await get(`?roles=manager&lang=${lang}`)).text(), { bom: true }) as string[][];
      const column = (name: string) => head!.indexOf(name);
      return { rows, column };
    };
    const ja = await cells('ja');
    expect(ja.rows.map((row) => row[ja.column('参加資格')])).toEqual(['未登録', '未登録']);
    expect(ja.rows.map((row) => row[ja.column('権限')]).sort()).toEqual(['参加者、運営', '参加者、運営、管理者'].sort());
    const en = await cells('en');
    expect(en.rows.map((row) => row[en.column('Qualification')])).toEqual(['Not registered yet', 'Not registered yet']);
    expect(en.rows.map((row) => row[en.column('Roles')]).sort()).toEqual(['Participant, Manager', 'Participant, Manager, Admin'].sort());
  });

  it('streams 50,000 users without holding them: the JavaScript heap stays flat, RSS is measured', async () => {
    const stream = async (query: string) => {
      collect();
      const before = process.memoryUsage();
      let peakRss = before.rss;
      let peakHeap = before.heapUsed;
      let reads = 0;
      const response = await get(query);
      const total = Number(response.headers.get('x-total-count'));
      let lines = 0;
      const reader = response.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const byte of value) if (byte === 0x0a) lines += 1;
        reads += 1;
        if (reads % 25 === 0) collect();
        const now = process.memoryUsage();
        peakRss = Math.max(peakRss, now.rss);
        if (reads % 25 === 0) peakHeap = Math.max(peakHeap, now.heapUsed);
      }
      const mb = (bytes: number) => bytes / 1024 / 1024;
      return { total, lines, rssMb: mb(peakRss - before.rss), heapMb: mb(peakHeap - before.heapUsed) };
    };
    const small = await stream('?q=many1&lang=ja');
    const all = await stream('?lang=ja');
    const again = await stream('?lang=ja');
    expect(all.total).toBe(TOTAL);
    expect(all.lines).toBe(TOTAL + 1);
    expect(again.lines).toBe(TOTAL + 1);
    const line = (run: typeof all) => `${run.total} users: RSS +${run.rssMb.toFixed(1)} MB, live JS heap peak +${run.heapMb.toFixed(1)} MB`;
    console.log(
      `CSV export (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite, whose database lives in this process'}): ${line(small)}; ${line(all)}; again ${line(again)}`,
    );
    // Held in memory, 50,000 rows as objects take well over 100 MB of heap; a batch is 1,000 rows.
    expect(all.heapMb).toBeLessThan(24);
    expect(all.heapMb).toBeLessThan(small.heapMb + 16);
  }, 120_000);
});
