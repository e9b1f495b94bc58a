import { xssPayloads } from '../support/xssPayloads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { seedDemoAccounts } from '../../server/seed';
import { buildTestApp, csrf, logInAs } from './helper';

let app: FastifyInstance;
let headers: Record<string, string>;
let managerCookie: string;
let attendeeCookie: string;

const logIn = (email: string, password: string) => logInAs(app, headers, email, password);

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', passwordHashCost: 'test', loginRateLimit: 1000 });
  await seedDemoAccounts(app.db, 'demo', 'test');
  headers = await csrf(app);
  managerCookie = await logIn('manager@example.com', 'Manager-2026!');
  attendeeCookie = await logIn('attendee@example.com', 'Attendee-2026!');
});
afterAll(() => app.close());

const send = (method: 'POST' | 'PATCH', url: string, body: unknown, cookie?: string, base = headers) =>
  app.inject({
    method,
    url,
    payload: JSON.stringify(body),
    headers: { ...base, 'content-type': 'application/json', cookie: [base.cookie, cookie].filter(Boolean).join('; ') },
  });

describe('notings', () => {
  let id: number;

  it("starts with the fixture's notings and lets a manager create one, keyed", async () => {
    const seeded = (await app.inject({ url: '/web_api/notings' })).json().notings;
    expect(Object.keys(seeded).sort()).toEqual(['committer_signup.form', 'presenter_commission.answer', 'signup.form']);
    expect(seeded['signup.form'].en).toContain('<strong>your name as it appears officially</strong>');
    const response = await send(
      'POST',
      '/web_api/mng/notings',
      { key: 'signup.top', ja: '<p>ご注意<b>ください</b></p>', en: '<p>Please <b>note</b></p>', location: '/signup/x' },
      managerCookie,
    );
    expect(response.statusCode).toBe(201);
    id = response.json().noting.id;
    expect((await app.inject({ url: '/web_api/notings' })).json().notings['signup.top']).toEqual({
      id,
      ja: '<p>ご注意<b>ください</b></p>',
      en: '<p>Please <b>note</b></p>',
    });
    const again = await send('POST', '/web_api/mng/notings', { key: 'signup.top', ja: '', en: '' }, managerCookie);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({ field: 'key', messageEn: 'A noting with this key already exists' });
  });

  it('changes one by id', async () => {
    const response = await send('PATCH', `/web_api/mng/notings/${id}`, { ja: '変更', en: 'Changed', location: '/' }, managerCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().noting).toMatchObject({ ja: '変更', en: 'Changed' });
    expect((await send('PATCH', '/web_api/mng/notings/999999', { ja: 'x', en: 'x' }, managerCookie)).statusCode).toBe(404);
    expect((await send('PATCH', '/web_api/mng/notings/abc', { ja: 'x', en: 'x' }, managerCookie)).statusCode).toBe(400);
  });

  it.each(xssPayloads)('strips %s on the server', async (payload) => {
    const response = await send('PATCH', `/web_api/mng/notings/${id}`, { ja: `安全${payload}`, en: `safe${payload}` }, managerCookie);
    expect(response.statusCode).toBe(200);
    const stored = (await app.inject({ url: '/web_api/notings' })).json().notings['signup.top'];
    for (const text of [stored.ja, stored.en]) {
      expect(text).not.toMatch(/<script|onerror|onload|ontoggle|javascript:|<iframe|formaction|style=/i);
    }
  });

  it('keeps links but drops images and media that would load from elsewhere', async () => {
    const html =
      '<p>See <a href="https://example.org/venue">the venue</a></p><img src="https://tracker.example/p.gif"><video src="https://x.example/v.mp4"></video><picture><source srcset="https://x.example/a.webp"></picture>';
    expect((await send('PATCH', `/web_api/mng/notings/${id}`, { ja: html, en: html }, managerCookie)).statusCode).toBe(200);
    const stored = (await app.inject({ url: '/web_api/notings' })).json().notings['signup.top'];
    expect(stored.en).toBe('<p>See <a href="https://example.org/venue">the venue</a></p>');
  });

  it.each([
    ['no login', undefined, headers, 401],
    ['an attendee', () => attendeeCookie, headers, 403],
  ] as const)('refuses %s', async (_name, cookie, base, status) => {
    const response = await send('POST', '/web_api/mng/notings', { key: 'other', ja: 'x', en: 'x' }, typeof cookie === 'function' ? cookie() : undefined, base);
    expect(response.statusCode).toBe(status);
    expect(
      (await send('PATCH', `/web_api/mng/notings/${id}`, { ja: 'x', en: 'x' }, typeof cookie === 'function' ? cookie() : undefined, base)).statusCode,
    ).toBe(status);
  });

  it('refuses a missing or forged CSRF token, even from a manager', async () => {
    const { ['x-csrf-token']: _token, ...withoutToken } = headers;
    expect((await send('POST', '/web_api/mng/notings', { key: 'csrf', ja: 'x', en: 'x' }, managerCookie, withoutToken)).statusCode).toBe(403);
    expect((await send('PATCH', `/web_api/mng/notings/${id}`, { ja: 'x', en: 'x' }, managerCookie, { ...headers, 'x-csrf-token': 'forged' })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ url: '/web_api/notings' })).json().notings.csrf).toBeUndefined();
  });

  it.each([
    ['a list', [], 400],
    ['a bad key', { key: '<b>', ja: 'x', en: 'x' }, 422],
    ['no English text', { key: 'k1', ja: 'x' }, 422],
    ['a text over 20000 characters', { key: 'k2', ja: 'x'.repeat(20_001), en: 'x' }, 422],
    ['an unknown field', { key: 'k3', ja: 'x', en: 'x', id: 5 }, 422],
  ])('refuses %s', async (_name, body, status) => {
    expect((await send('POST', '/web_api/mng/notings', body, managerCookie)).statusCode).toBe(status);
  });
});
