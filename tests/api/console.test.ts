import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp, csrf, logInAs, postGraphql, refusalOf } from './helper';
import { seedDemoAccounts } from '../../server/seed';
import { mails, users } from '../../server/db/schema';

/**
 * The managers' console beyond the users list (issue 19): impersonation with its rules and audit
 * log, announcements with read and unread, inquiries with replies by mail; who may call what
 * (visitor, attendee, manager, impersonating manager); limits and malformed input (4xx, never 5xx).
 */

let app: FastifyInstance;
let headers: Record<string, string>;
const cookies = { member: '', attendee: '', manager: '', admin: '' };
type Who = keyof typeof cookies | 'visitor';
const ids: Record<string, number> = {};

const call = async (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: {
      ...headers,
      ...(payload ? { 'content-type': 'application/json' } : {}),
      cookie: [headers.cookie, who === 'visitor' ? '' : cookies[who]].filter(Boolean).join('; '),
    },
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
  return response;
};
const me = async (who: Who) =>
  (await call(who, 'GET', '/web_api/user_common_resources/optional_me')).json<{
    user: { id: number; email: string } | null;
    impersonator: { id: number; email: string } | null;
  }>();
const gql = (who: Who, query: string) => postGraphql(app, headers, [headers.cookie, who === 'visitor' ? '' : cookies[who]].filter(Boolean).join('; '), query);
const audit = async () =>
  (await call('admin', 'GET', '/web_api/mng/audit_log?per=100')).json<{
    total: number;
    entries: { action: string; actorEmail: string; targetEmail: string | null; detail: Record<string, unknown> }[];
  }>();

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1e6, mailRateLimit: 1e6 });
  await seedDemoAccounts(app.db, 'demo', 'test');
  headers = await csrf(app);
  for (const [who, email, password] of [
    ['member', 'member@example.com', 'Member-2026!'],
    ['attendee', 'attendee@example.com', 'Attendee-2026!'],
    ['manager', 'manager@example.com', 'Manager-2026!'],
    ['admin', 'admin@example.com', 'Admin-2026!'],
  ] as const) {
    cookies[who] = await logInAs(app, headers, email, password);
    ids[who] = (await me(who)).user!.id;
  }
}, 60_000);
afterAll(() => app.close());

describe('impersonation', () => {
  it('lets a manager act as an attendee, with the manager named, the user marked and the start logged', async () => {
    expect((await call('visitor', 'POST', '/web_api/mng/impersonation', { userId: ids.member })).statusCode).toBe(401);
    const refused = await call('attendee', 'POST', '/web_api/mng/impersonation', { userId: ids.member });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageEn).toBe('Only managers can do this');

    const started = await call('manager', 'POST', '/web_api/mng/impersonation', { userId: ids.member });
    expect(started.statusCode).toBe(200);
    expect(started.json().user.email).toBe('member@example.com');
    expect(await me('manager')).toMatchObject({ user: { email: 'member@example.com' }, impersonator: { email: 'manager@example.com' } });
    const listed = await gql('admin', `{ mngUsers(q: "member@example.com") { items { email isBackdoorUsed } } }`);
    expect(listed.data!.mngUsers.items).toEqual([{ email: 'member@example.com', isBackdoorUsed: true }]);
    expect((await audit()).entries[0]).toMatchObject({ action: 'impersonationStart', actorEmail: 'manager@example.com', targetEmail: 'member@example.com' });
  });

  it('gives the impersonating session no manager rights and no account-security changes', async () => {
    expect((await call('manager', 'GET', '/web_api/mng/audit_log')).statusCode).toBe(403);
    expect((await call('manager', 'GET', '/web_api/mng/inquiries')).statusCode).toBe(403);
    expect(refusalOf(await gql('manager', '{ mngUsers { pager { totalCount } } }'))?.code).toBe('FORBIDDEN');
    for (const mutation of [
      `mutation { setUserRole(id: ${ids.attendee}, role: reviewer, granted: true) { id } }`,
      `mutation { changeUserEmail(id: ${ids.member}, email: "x@example.com", emailConfirmation: "x@example.com") { id } }`,
      `mutation { setUserLocked(id: ${ids.attendee}, locked: true) { id } }`,
    ]) {
      expect(refusalOf(await gql('manager', mutation)), mutation).toMatchObject({
        code: 'FORBIDDEN',
        messageEn: 'Passwords, e-mail addresses and roles cannot be changed while acting as another user',
      });
    }
    const reset = await app.inject({
      method: 'PUT',
      url: '/web_api/password_resets/anything',
      headers: { ...headers, cookie: `${headers.cookie}; ${cookies.manager}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().messageEn).toMatch(/while acting as another user/);
    // Every manager call, refused to the impersonating session.
    for (const [method, url, payload] of [
      ['GET', '/web_api/mng/announcements'],
      ['POST', '/web_api/mng/announcements', { titleJa: 'x', bodyJa: 'x' }],
      ['PUT', '/web_api/mng/announcements/1/published', { published: true }],
      ['DELETE', '/web_api/mng/announcements/1'],
      ['GET', '/web_api/mng/inquiries/1'],
      ['POST', '/web_api/mng/inquiries/1/replies', { body: 'x' }],
      ['PUT', '/web_api/mng/inquiries/1/read', { read: true }],
      ['GET', '/web_api/mng/users.csv'],
      ['GET', '/web_api/mng/users'],
      ['GET', '/web_api/mng/evaluation_results.csv'],
    ] as const) {
      expect((await call('manager', method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const query of ['mutation { approveUsers(ids: [1]) }', 'mutation { createDummyUsers(count: 1) { email } }', 'mutation { removeDummyUsers }']) {
      expect(refusalOf(await gql('manager', query))?.code, query).toBe('FORBIDDEN');
    }
    const again = await call('manager', 'POST', '/web_api/mng/impersonation', { userId: ids.attendee });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageEn).toMatch(/Go back to your own account first/);
  });

  it('goes back in one call, logged, and then has nothing to end', async () => {
    expect((await call('manager', 'DELETE', '/web_api/impersonation')).json()).toEqual({ ended: true });
    expect(await me('manager')).toMatchObject({ user: { email: 'manager@example.com' }, impersonator: null });
    expect((await audit()).entries[0]).toMatchObject({
      action: 'impersonationEnd',
      actorEmail: 'manager@example.com',
      targetEmail: 'member@example.com',
      detail: { reason: 'back' },
    });
    expect((await call('manager', 'DELETE', '/web_api/impersonation')).json()).toEqual({ ended: false });
  });

  it('refuses managers, admins, oneself, locked accounts, unknown and malformed ids', async () => {
    const cases: [unknown, number, RegExp][] = [
      [ids.admin, 403, /cannot act as a manager or admin/],
      [ids.manager, 403, /cannot act as a manager or admin/],
      [999_999, 404, /user was not found/],
      ['abc', 400, /userId/],
      [0, 400, /userId/],
    ];
    for (const [userId, status, message] of cases) {
      const response = await call('manager', 'POST', '/web_api/mng/impersonation', { userId });
      expect(response.statusCode, String(userId)).toBe(status);
      expect(response.json().messageEn).toMatch(message);
    }
    expect((await call('manager', 'POST', '/web_api/mng/impersonation', { userId: ids.member, extra: 1 })).statusCode).toBe(400);
    await app.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, ids.attendee!));
    expect((await call('manager', 'POST', '/web_api/mng/impersonation', { userId: ids.attendee })).statusCode).toBe(409);
    await app.db.update(users).set({ lockedAt: null }).where(eq(users.id, ids.attendee!));
  });

  it('stops acting as a user who is locked or made a manager meanwhile', async () => {
    await call('admin', 'POST', '/web_api/mng/impersonation', { userId: ids.member });
    expect((await me('admin')).user!.email).toBe('member@example.com');
    await app.db.update(users).set({ role: 'manager' }).where(eq(users.id, ids.member!));
    expect(await me('admin')).toMatchObject({ user: { email: 'admin@example.com' }, impersonator: null });
    await app.db.update(users).set({ role: 'attendee' }).where(eq(users.id, ids.member!));
    await call('admin', 'DELETE', '/web_api/impersonation');
  });

  it('ends with the logout and logs why', async () => {
    const own = await logInAs(app, headers, 'manager@example.com', 'Manager-2026!');
    await app.inject({
      method: 'POST',
      url: '/web_api/mng/impersonation',
      payload: { userId: ids.member },
      headers: { ...headers, 'content-type': 'application/json', cookie: `${headers.cookie}; ${own}` },
    });
    const out = await app.inject({ method: 'DELETE', url: '/session', headers: { ...headers, cookie: `${headers.cookie}; ${own}` } });
    expect(out.statusCode).toBe(200);
    expect((await audit()).entries[0]).toMatchObject({ action: 'impersonationEnd', detail: { reason: 'logout' } });
  });
});

describe('the audit log', () => {
  it('records lock, unlock, role and e-mail changes with who did them', async () => {
    await gql('manager', `mutation { setUserLocked(id: ${ids.attendee}, locked: true) { id } }`);
    await gql('manager', `mutation { setUserLocked(id: ${ids.attendee}, locked: false) { id } }`);
    await gql('manager', `mutation { setUserRole(id: ${ids.attendee}, role: reviewer, granted: true) { id } }`);
    await gql(
      'manager',
      `mutation { changeUserEmail(id: ${ids.attendee}, email: "attendee2@example.com", emailConfirmation: "attendee2@example.com") { id } }`,
    );
    const { entries } = await audit();
    expect(entries.slice(0, 4).map((entry) => [entry.action, entry.actorEmail, entry.detail])).toEqual([
      ['emailChange', 'manager@example.com', { from: 'attendee@example.com', to: 'attendee2@example.com' }],
      ['roleGrant', 'manager@example.com', { role: 'reviewer' }],
      ['userUnlock', 'manager@example.com', {}],
      ['userLock', 'manager@example.com', {}],
    ]);
    const onlyLocks = (await call('manager', 'GET', '/web_api/mng/audit_log?action=userLock')).json();
    expect(onlyLocks.entries.every((entry: { action: string }) => entry.action === 'userLock')).toBe(true);
    const paged = (await call('manager', 'GET', '/web_api/mng/audit_log?per=2&page=2')).json();
    expect(paged.entries).toHaveLength(2);
    expect(paged.total).toBeGreaterThanOrEqual(8);
    for (const query of ['per=0', 'per=101', 'page=abc', 'action=dropTables', 'userId=-1']) {
      expect((await call('manager', 'GET', `/web_api/mng/audit_log?${query}`)).statusCode, query).toBe(400);
    }
    expect((await call('member', 'GET', '/web_api/mng/audit_log')).statusCode).toBe(403);
    // Log back in: the lock ended the attendee's sessions.
    await app.db.update(users).set({ email: 'attendee@example.com' }).where(eq(users.id, ids.attendee!));
    cookies.attendee = await logInAs(app, headers, 'attendee@example.com', 'Attendee-2026!');
  });
});

const text = (length: number) => `<p>${'字'.repeat(length)}</p>`;

describe('announcements', () => {
  let id = 0;
  it('are written by managers only, checked field by field in both languages, and sanitized', async () => {
    const draft = {
      titleJa: '会場のご案内',
      titleEn: 'Venue',
      bodyJa: '<p>受付は<b>1階</b>です<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      bodyEn: '<p>Reception is on the <b>1st floor</b></p>',
    };
    expect((await call('visitor', 'POST', '/web_api/mng/announcements', draft)).statusCode).toBe(401);
    expect((await call('member', 'POST', '/web_api/mng/announcements', draft)).statusCode).toBe(403);
    const empty = await call('manager', 'POST', '/web_api/mng/announcements', { titleJa: '  ', bodyJa: '<p></p>' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([
      { field: 'titleJa', message: '必須項目です', messageEn: 'Required field' },
      { field: 'bodyJa', message: '必須項目です', messageEn: 'Required field' },
    ]);
    const long = await call('manager', 'POST', '/web_api/mng/announcements', { titleJa: 'x', bodyJa: text(10_001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors[0]).toMatchObject({ field: 'bodyJa', messageEn: 'Enter at most 10000 characters' });
    expect((await call('manager', 'POST', '/web_api/mng/announcements', { titleJa: 'x', bodyJa: text(10_000) })).statusCode).toBe(201);
    for (const bad of [
      { titleJa: 1, bodyJa: 'x' },
      { bodyJa: 'x' },
      { titleJa: 'x', bodyJa: 'x', extra: true },
      { titleJa: 'x', bodyJa: 'x'.repeat(40_001) },
    ]) {
      expect((await call('manager', 'POST', '/web_api/mng/announcements', bad)).statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
    const created = await call('manager', 'POST', '/web_api/mng/announcements', draft);
    expect(created.statusCode).toBe(201);
    const announcement = created.json().announcement;
    id = announcement.id;
    expect(announcement.bodyJa).toBe('<p>受付は<b>1階</b>です</p>');
    expect(announcement.publishedAt).toBeNull();
  });

  it('reach attendees once published, unread until opened, with the count on the common resources', async () => {
    const before = (await call('member', 'GET', '/web_api/announcements')).json();
    expect(before.items.map((item: { id: number }) => item.id)).not.toContain(id);
    expect((await call('manager', 'PUT', `/web_api/mng/announcements/${id}/published`, { published: true })).json().announcement.publishedAt).not.toBeNull();
    const after = (await call('member', 'GET', '/web_api/announcements')).json();
    expect(after.items[0]).toMatchObject({ id, titleJa: '会場のご案内', isRead: false });
    expect(after.unreadCount).toBe(1);
    expect((await call('member', 'GET', '/web_api/user_common_resources')).json().unreadAnnouncements).toBe(1);
    expect((await call('member', 'PUT', `/web_api/announcements/${id}/read`)).statusCode).toBe(200);
    expect((await call('member', 'PUT', `/web_api/announcements/${id}/read`)).statusCode).toBe(200);
    expect((await call('member', 'GET', '/web_api/announcements')).json()).toMatchObject({ unreadCount: 0, items: [{ id, isRead: true }] });
    expect((await call('member', 'GET', '/web_api/user_common_resources')).json().unreadAnnouncements).toBe(0);
    expect((await call('attendee', 'GET', '/web_api/announcements')).json().unreadCount).toBe(1);
    const managed = (await call('manager', 'GET', '/web_api/mng/announcements')).json().items.find((item: { id: number }) => item.id === id);
    expect(managed.readCount).toBe(1);
  });

  it('keep read state through an edit, hide when unpublished, and are gone when deleted', async () => {
    const edited = await call('manager', 'PUT', `/web_api/mng/announcements/${id}`, { titleJa: '会場のご案内（更新）', bodyJa: '<p>受付は2階です</p>' });
    expect(edited.json().announcement).toMatchObject({ titleJa: '会場のご案内（更新）', titleEn: '', bodyEn: '' });
    expect((await call('member', 'GET', '/web_api/announcements')).json().items[0]).toMatchObject({ titleJa: '会場のご案内（更新）', isRead: true });
    await call('manager', 'PUT', `/web_api/mng/announcements/${id}/published`, { published: false });
    expect((await call('member', 'GET', '/web_api/announcements')).json().items.map((item: { id: number }) => item.id)).not.toContain(id);
    expect((await call('member', 'PUT', `/web_api/announcements/${id}/read`)).statusCode).toBe(404);
    expect((await call('manager', 'DELETE', `/web_api/mng/announcements/${id}`)).statusCode).toBe(200);
    const gone = await call('manager', 'PUT', `/web_api/mng/announcements/${id}`, { titleJa: 'x', bodyJa: 'x' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().messageEn).toBe('The announcement was not found');
    expect((await call('manager', 'PUT', '/web_api/mng/announcements/abc', { titleJa: 'x', bodyJa: 'x' })).statusCode).toBe(400);
  });
});

describe('inquiries', () => {
  let id = 0;
  it('are written by signed-in attendees within the limits', async () => {
    expect((await call('visitor', 'POST', '/web_api/inquiries', { subject: 'a', body: 'b' })).statusCode).toBe(401);
    const empty = await call('member', 'POST', '/web_api/inquiries', { subject: '', body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.map((error: { field: string }) => error.field)).toEqual(['subject', 'body']);
    expect((await call('member', 'POST', '/web_api/inquiries', { subject: 'a', body: '字'.repeat(10_001) })).json().errors[0].messageEn).toBe(
      'Enter at most 10000 characters',
    );
    expect((await call('member', 'POST', '/web_api/inquiries', { subject: 'a' })).statusCode).toBe(400);
    const sent = await call('member', 'POST', '/web_api/inquiries', { subject: '領収書について', body: '領収書の宛名を変更できますか。' });
    expect(sent.statusCode).toBe(201);
    id = sent.json().inquiry.id;
    expect((await call('member', 'GET', '/web_api/inquiries')).json()).toMatchObject({
      unreadReplies: 0,
      items: [{ id, subject: '領収書について', replies: [] }],
    });
    expect((await call('attendee', 'GET', '/web_api/inquiries')).json().items).toEqual([]);
  });

  it('are listed for managers as unread until opened, and can be marked unread again', async () => {
    expect((await call('member', 'GET', '/web_api/mng/inquiries')).statusCode).toBe(403);
    const listed = (await call('manager', 'GET', '/web_api/mng/inquiries?status=unread')).json();
    expect(listed).toMatchObject({ total: 1, unreadCount: 1, items: [{ id, isRead: false, replyCount: 0, sender: { email: 'member@example.com' } }] });
    const opened = (await call('manager', 'GET', `/web_api/mng/inquiries/${id}`)).json().inquiry;
    expect(opened).toMatchObject({ id, isRead: true, body: '領収書の宛名を変更できますか。' });
    expect((await call('manager', 'GET', '/web_api/mng/inquiries?status=unread')).json()).toMatchObject({ total: 0, unreadCount: 0 });
    await call('manager', 'PUT', `/web_api/mng/inquiries/${id}/read`, { read: false });
    expect((await call('manager', 'GET', '/web_api/mng/inquiries?status=unread')).json().total).toBe(1);
    expect((await call('manager', 'GET', '/web_api/mng/inquiries?status=unanswered')).json().total).toBe(1);
    expect((await call('manager', 'GET', '/web_api/mng/inquiries?status=everything')).statusCode).toBe(400);
    expect((await call('manager', 'GET', '/web_api/mng/inquiries/999999')).statusCode).toBe(404);
  });

  it('are answered by a reply that is mailed and shown to the attendee, unread until they open it', async () => {
    expect((await call('manager', 'POST', `/web_api/mng/inquiries/${id}/replies`, { body: ' ' })).statusCode).toBe(422);
    const replied = await call('manager', 'POST', `/web_api/mng/inquiries/${id}/replies`, { body: '可能です。マイページから変更してください。' });
    expect(replied.statusCode).toBe(201);
    await app.mailQueue.settled();
    const [mail] = await app.db.select().from(mails).where(eq(mails.to, 'member@example.com'));
    expect(mail!.subject).toContain('領収書について');
    expect(mail!.text).toContain('可能です。マイページから変更してください。');
    expect(mail!.text).toContain('/inquiries');
    const mine = (await call('member', 'GET', '/web_api/inquiries')).json();
    expect(mine).toMatchObject({ unreadReplies: 1, items: [{ id, replies: [{ body: '可能です。マイページから変更してください。', isRead: false }] }] });
    expect((await call('member', 'GET', '/web_api/user_common_resources')).json().unreadInquiryReplies).toBe(1);
    expect((await call('attendee', 'PUT', `/web_api/inquiries/${id}/read`)).statusCode).toBe(404);
    await call('member', 'PUT', `/web_api/inquiries/${id}/read`);
    expect((await call('member', 'GET', '/web_api/inquiries')).json().unreadReplies).toBe(0);
    expect((await call('manager', 'GET', '/web_api/mng/inquiries?status=unanswered')).json().total).toBe(0);
    expect((await call('manager', 'GET', '/web_api/mng/inquiries')).json().items[0]).toMatchObject({ id, isRead: true, replyCount: 1 });
  });
});
