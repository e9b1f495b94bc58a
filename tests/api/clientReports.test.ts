import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { seedDemoAccounts } from '../../server/seed';
import { parse } from 'csv-parse/sync';
import { buildTestApp, csrf, logInAs, multipart, type Part } from './helper';

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, ...new Uint8Array(40)]);

let app: FastifyInstance;
let headers: Record<string, string>;

const logIn = (email: string, password: string) => logInAs(app, headers, email, password);

const report = async (parts: Part[], base = headers) => {
  const { payload, contentType } = await multipart(parts);
  return app.inject({ method: 'POST', url: '/web_api/client_reports', payload, headers: { ...base, 'content-type': contentType } });
};
const screen = (bytes: Uint8Array, name = 'screen.png'): Part => ['client_report[screen]', { name, type: 'image/png', bytes }];

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', passwordHashCost: 'test', loginRateLimit: 1000 });
  await seedDemoAccounts(app.db, 'demo', 'test');
  headers = await csrf(app);
});
afterAll(() => app.close());

describe('client reports', () => {
  it('stores a report from anyone, and managers read it with its PNG', async () => {
    const response = await report([
      ['client_report[comments][]', 'ボタンが押せません'],
      ['client_report[comments][]', 'Typo here'],
      screen(PNG),
      ['client_report[location]', '/signup/abc?x=1'],
    ]);
    expect(response.statusCode).toBe(201);
    const manager = await logIn('manager@example.com', 'Manager-2026!');
    const list = (await app.inject({ url: '/web_api/mng/client_reports', headers: { cookie: manager } })).json().clientReports;
    expect(list[0]).toMatchObject({ comments: ['ボタンが押せません', 'Typo here'], location: '/signup/abc?x=1', width: 1, height: 1, status: 'todo' });
    const image = await app.inject({ url: list[0].screenUrl, headers: { cookie: manager } });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(PNG))).toBe(true);
  });

  it('keeps the list and images from non-managers', async () => {
    const attendee = await logIn('attendee@example.com', 'Attendee-2026!');
    expect((await app.inject({ url: '/web_api/mng/client_reports', headers: { cookie: attendee } })).statusCode).toBe(403);
    expect((await app.inject({ url: '/web_api/mng/client_reports' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/web_api/mng/client_reports/1/screen' })).statusCode).toBe(401);
  });

  it.each([
    ['a JPEG named .png', [screen(JPEG), ['client_report[location]', '/']], 'Send the screen as a PNG image'],
    ['text named .png', [screen(new TextEncoder().encode('<svg onload=alert(1)>')), ['client_report[location]', '/']], 'Send the screen as a PNG image'],
    [
      'no screen',
      [
        ['client_report[comments][]', 'x'],
        ['client_report[location]', '/'],
      ],
      'Required field',
    ],
    ['no location', [screen(PNG)], 'Required field'],
    ['a stray part', [screen(PNG), ['client_report[location]', '/'], ['client_report[user_id]', '1']], 'Unknown'],
  ] as Array<[string, Part[], string]>)('refuses %s with 422', async (_name, parts, message) => {
    const response = await report(parts);
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json().errors)).toContain(message);
  });

  it('refuses a missing or forged CSRF token and a JSON body', async () => {
    const { ['x-csrf-token']: _token, ...withoutToken } = headers;
    expect((await report([screen(PNG), ['client_report[location]', '/']], withoutToken)).statusCode).toBe(403);
    expect((await report([screen(PNG), ['client_report[location]', '/']], { ...headers, 'x-csrf-token': 'forged' })).statusCode).toBe(403);
    const json = await app.inject({
      method: 'POST',
      url: '/web_api/client_reports',
      payload: '{}',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(415);
  });

  it("moves a report through §4's states, lists them by state a page at a time, and names the sender", async () => {
    const member = await logIn('member@example.com', 'Member-2026!');
    const sent = await report([['client_report[comments][]', 'From a member'], screen(PNG), ['client_report[location]', '/timetable']], {
      ...headers,
      cookie: `${headers.cookie}; ${member}`,
    });
    const id = sent.json().id as number;
    const manager = `${headers.cookie}; ${await logIn('manager@example.com', 'Manager-2026!')}`;
    const list = async (query = '') => (await app.inject({ url: `/web_api/mng/client_reports${query}`, headers: { cookie: manager } })).json();
    const first = await list();
    expect(first).toMatchObject({ page: 1, totalPages: 1 });
    expect(first.clientReports[0]).toMatchObject({
      id,
      status: 'todo',
      location: '/timetable',
      userEmail: 'member@example.com',
      userName: { ja: '会員 次郎', en: 'Jiro Kaiin' },
    });
    expect(first.clientReports.at(-1)).toMatchObject({ userId: null, userEmail: null, userName: null });

    const put = (status: unknown, target = id, cookie = manager, extra: Record<string, string> = {}) =>
      app.inject({
        method: 'PUT',
        url: `/web_api/mng/client_reports/${target}/status`,
        payload: { status },
        headers: { ...headers, 'content-type': 'application/json', cookie, ...extra },
      });
    for (const status of ['wip', 'needs_details', 'completed', 'aborted', 'todo', 'wip']) expect((await put(status)).statusCode).toBe(200);
    expect((await list('?status=wip')).clientReports.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await list('?status=wip')).totalCount).toBe(1);
    expect((await list('?status=completed')).clientReports).toEqual([]);

    // A made-up state, an unknown report, someone else, no CSRF token: refused, nothing changed.
    const bad = await put('done');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messageEn).toMatch(/status/);
    expect((await put('completed', 999_999)).statusCode).toBe(404);
    expect((await put('completed', id, `${headers.cookie}; ${member}`)).statusCode).toBe(403);
    expect((await put('completed', id, manager, { 'x-csrf-token': 'forged' })).statusCode).toBe(403);
    expect((await list('?status=wip')).totalCount).toBe(1);
    expect((await app.inject({ url: '/web_api/mng/client_reports?status=done', headers: { cookie: manager } })).statusCode).toBe(400);
    expect((await app.inject({ url: '/web_api/mng/client_reports?page=0', headers: { cookie: manager } })).statusCode).toBe(400);

    const log = await app.inject({ url: '/web_api/mng/audit_log?action=feedbackReportStatus', headers: { cookie: manager } });
    expect(log.json().entries[0].detail).toEqual({ reportId: id, previousStatus: 'todo', status: 'wip' });
  });

  it("downloads the reports as CSV with the language's headings and labels, a formula written as text", async () => {
    await report([
      ['client_report[comments][]', '=HYPERLINK("https://evil.example")'],
      ['client_report[comments][]', '二行目'],
      screen(PNG),
      ['client_report[location]', '/search'],
    ]);
    const manager = `${headers.cookie}; ${await logIn('manager@example.com', 'Manager-2026!')}`;
    const csv = async (query: string) => {
      const response = await app.inject({ url: `/web_api/mng/client_reports.csv${query}`, headers: { cookie: manager } });
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      return {
        rows: parse(response.body, { bom: true }) as string[][],
        total: Number(response.headers['x-total-count']),
        disposition: response.headers['content-disposition'],
      };
    };
    const ja = await csv('?lang=ja&status=todo');
    expect(ja.rows[0]!.slice(0, 4)).toEqual(['ID', '状態', 'ページ', 'コメント']);
    expect(ja.rows[1]!.slice(1, 4)).toEqual(['未対応', '/search', `'=HYPERLINK("https://evil.example")\n二行目`]);
    expect(ja.rows).toHaveLength(ja.total + 1);
    expect(ja.disposition).toBe('attachment; filename="feedback-reports-ja.csv"');
    const en = await csv('?lang=en');
    expect(en.rows[0]!.slice(0, 4)).toEqual(['ID', 'Status', 'Page', 'Comments']);
    expect(new Set(en.rows.slice(1).map((row) => row[1]))).toEqual(new Set(['To do', 'In progress']));
    expect(en.rows).toHaveLength(en.total + 1);
    const member = await logIn('member@example.com', 'Member-2026!');
    expect((await app.inject({ url: '/web_api/mng/client_reports.csv', headers: { cookie: `${headers.cookie}; ${member}` } })).statusCode).toBe(403);
  });
});
