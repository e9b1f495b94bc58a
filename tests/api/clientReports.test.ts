import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { seedDemoAccounts } from '../../server/seed';
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
});
