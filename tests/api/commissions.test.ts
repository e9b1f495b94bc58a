import { pdfOf } from '../support/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { commissions, loginEmails, mails, requestLetterFiles, users } from '../../server/db/schema';
import { seedDemoAccounts } from '../../server/seed';
import { buildTestApp, csrf, logInAs, multipart } from './helper';

const PDF = pdfOf();
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));

let app: FastifyInstance;
let headers: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test', mailRateLimit: 1000, loginRateLimit: 1000 });
  await seedDemoAccounts(app.db, 'demo', 'test');
  headers = await csrf(app);
});
afterAll(() => app.close());

const get = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });
const json = (method: 'PATCH' | 'POST', url: string, body: unknown, extra: { cookie?: string; headers?: Record<string, string> } = {}) => {
  const base = extra.headers ?? headers;
  return app.inject({
    method,
    url,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { ...base, 'content-type': 'application/json', cookie: [base.cookie, extra.cookie].filter(Boolean).join('; ') },
  });
};

const logIn = (email: string, password: string) => logInAs(app, headers, email, password);

const lastMail = async () => {
  await app.mailQueue.settled();
  return (
    await app.db
      .select()
      .from(mails)
      .orderBy(sql`${mails.id} desc`)
      .limit(1)
  )[0]!;
};
const statusOf = async (code: string) => (await app.db.select().from(commissions).where(eq(commissions.code, code)))[0]!;

async function uploadLetter(parts: Array<readonly [string, string | { name: string; type?: string; bytes: Uint8Array }]>) {
  const { payload, contentType } = await multipart(parts);
  return app.inject({ method: 'POST', url: '/web_api/request_letter_formats', payload, headers: { ...headers, 'content-type': contentType } });
}

describe('GET the answer pages', () => {
  it('answers an organizer commission in the shape of §3, attachments sorted by id', async () => {
    const response = await get('/web_api/organizer_commissions/chair-101-invite');
    expect(response.statusCode).toBe(200);
    const { organizerCommission } = response.json();
    expect(organizerCommission).toMatchObject({ code: 'chair-101-invite', roleName: '座長', roleNameEn: 'Chairperson' });
    expect(organizerCommission.organizerCommissionAttachments.map((a: { id: number }) => a.id)).toEqual([3, 12]);
    expect(organizerCommission.programSession).toMatchObject({
      kind: 'designated',
      name: '特別セッション: 計算科学の未来',
      panelType: 'yes',
      panelDurationMin: 30,
    });
    expect(organizerCommission.programSession.organizerRemark).toBe('座長は開始15分前に会場へお越しください。');
  });

  it('answers a presenter commission with its times and minutes', async () => {
    const { presenterCommission } = (await get('/web_api/presenter_commissions/pres-101-invite')).json();
    expect(presenterCommission).toMatchObject({ startTime: '13:45', endTime: '14:15', presentationMinutes: 20, qaMinutes: 10 });
    expect(presenterCommission.presenterCommissionAttachments).toHaveLength(1);
  });

  it('sends a candidate viewer names only, and a signed-in viewer what the table allows', async () => {
    const anonymous = (await get('/web_api/organizer_commissions/chair-101-invite')).json().organizerCommission.programSession;
    expect(anonymous.visibility).toMatchObject({ names: true, cvText: false, proposal: false });
    // Names and the candidate badge only: no affiliation (docs/requirements/operation-area.md §4; issue 21).
    expect(anonymous.acceptedOrganizerCommissions[0]).toMatchObject({ name1: '伊藤', affiliationName: null, cvText: null, cvImage: null });
    expect(anonymous.acceptedPresenterCommissions[0].presentationApplication).toBeNull();
    // The viewer's own invitation is not among the people.
    expect(anonymous.candidateOrganizerCommissions).toEqual([]);

    const cookie = await logIn('attendee@example.com', 'Attendee-2026!');
    const registered = (await get('/web_api/organizer_commissions/chair-101-invite', cookie)).json().organizerCommission.programSession;
    expect(registered.acceptedOrganizerCommissions[0]).toMatchObject({
      affiliationName: '西京工業大学',
      cvText: '数値解析と高性能計算を専門とする。',
      cvImage: 'https://kaigi.example/files/ito.jpg',
    });
    expect(registered.acceptedPresenterCommissions[0].presentationApplication).toMatchObject({ name: '百万原子系の第一原理計算' });

    // Candidate presenters on a general session see nobody (the flag is off in the fixture).
    const general = (await get('/web_api/presenter_commissions/pres-102-invite')).json().presenterCommission.programSession;
    expect(general.visibility.names).toBe(false);
    expect([...general.acceptedPresenterCommissions, ...general.candidatePresenterCommissions]).toEqual([]);
  });

  it.each([
    ['an unknown code', '/web_api/organizer_commissions/no-such-code'],
    ['a presenter code on the organizer route', '/web_api/organizer_commissions/pres-101-invite'],
    ['a code with characters no code has', '/web_api/organizer_commissions/%27%20or%201%3D1'],
  ])('404 with the page message for %s', async (_name, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      messageKey: 'commissionNotFound',
      messageEn: 'Request data not found. It has already been answered or the URL is wrong',
    });
  });

  it('serves the preference', async () => {
    const { preference } = (await get('/web_api/program_composition_preferences')).json();
    expect(preference).toMatchObject({ commissionStartAt: '2026-10-01T00:00:00+09:00', isRequireOrganizerRemark: true });
    expect(preference.commissionEndAt).toBeUndefined();
  });
});

describe('PATCH .../answer', () => {
  it('records a decline without an account, once', async () => {
    const response = await json('PATCH', '/web_api/presenter_commissions/pres-102-second/answer', { kind: 'rejected', committer_note: '都合がつきません' });
    expect(response.statusCode).toBe(200);
    expect(await statusOf('pres-102-second')).toMatchObject({ status: 'rejected', committerNote: '都合がつきません', userId: null });
    const again = await json('PATCH', '/web_api/presenter_commissions/pres-102-second/answer', { kind: 'rejected' });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageKey).toBe('alreadyAnswered');
    expect((await get('/web_api/presenter_commissions/pres-102-second')).statusCode).toBe(404);
  });

  it('refuses an acceptance without a login, and records one with it', async () => {
    const refused = await json('PATCH', '/web_api/organizer_commissions/chair-102-invite/answer', { kind: 'accepted' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().messageKey).toBe('loginToAccept');
    expect((await statusOf('chair-102-invite')).status).toBe('candidate');

    // An account the secretariat has not approved is told so, and nothing changes.
    const unapproved = await json(
      'PATCH',
      '/web_api/organizer_commissions/chair-102-invite/answer',
      { kind: 'accepted' },
      { cookie: await logIn('attendee@example.com', 'Attendee-2026!') },
    );
    expect(unapproved.statusCode).toBe(403);
    expect(unapproved.json()).toMatchObject({ messageKey: 'approvalRequired', messageEn: 'You can accept once your account has been approved' });
    expect((await statusOf('chair-102-invite')).status).toBe('candidate');

    const cookie = await logIn('manager@example.com', 'Manager-2026!');
    const accepted = await json('PATCH', '/web_api/organizer_commissions/chair-102-invite/answer', { kind: 'accepted', committer_note: '' }, { cookie });
    expect(accepted.statusCode).toBe(200);
    const [manager] = await app.db.select().from(users).where(eq(users.email, 'manager@example.com'));
    expect(await statusOf('chair-102-invite')).toMatchObject({ status: 'accepted', userId: manager!.id });
    expect(manager!.isOrganizable).toBe(true);
  });

  it('records one of many concurrent answers to one commission', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => json('PATCH', '/web_api/organizer_commissions/chair-301-x/answer', { kind: 'rejected', committer_note: `n${i}` })),
    );
    // chair-301-x does not exist in the demo: every answer is a 404 and nothing is written.
    expect(responses.every((response) => response.statusCode === 404)).toBe(true);

    const raced = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        json('PATCH', '/web_api/presenter_commissions/pres-101-invite/answer', { kind: 'rejected', committer_note: `n${i}` }),
      ),
    );
    const codes = raced.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
    const winner = raced.findIndex((response) => response.statusCode === 200);
    expect((await statusOf('pres-101-invite')).committerNote).toBe(`n${winner}`);
  });

  it.each([
    ['no body', undefined, 400],
    ['a body that is not JSON', '{kind:', 400],
    ['a list', [], 400],
    ['no kind', { committer_note: 'x' }, 422],
    ['an unknown kind', { kind: 'maybe' }, 422],
    // The route's schema refuses a wrong type before the handler: a 400 naming the field.
    ['a note that is not text', { kind: 'rejected', committer_note: 5 }, 400],
    ['a note over 2000 characters', { kind: 'rejected', committer_note: 'x'.repeat(2001) }, 422],
    ['an unknown key', { kind: 'rejected', status: 'accepted' }, 422],
  ])('refuses %s (status $2) and changes nothing', async (_name, body, status) => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/web_api/organizer_commissions/chair-101-invite/answer',
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBeTruthy();
    expect((await statusOf('chair-101-invite')).status).toBe('candidate');
  });

  it('refuses a missing or forged CSRF token', async () => {
    const { ['x-csrf-token']: _token, ...withoutToken } = headers;
    expect((await json('PATCH', '/web_api/organizer_commissions/chair-101-invite/answer', { kind: 'rejected' }, { headers: withoutToken })).statusCode).toBe(
      403,
    );
    expect(
      (
        await json(
          'PATCH',
          '/web_api/organizer_commissions/chair-101-invite/answer',
          { kind: 'rejected' },
          { headers: { ...headers, 'x-csrf-token': 'forged' } },
        )
      ).statusCode,
    ).toBe(403);
    expect((await statusOf('chair-101-invite')).status).toBe('candidate');
  });
});

describe('outside the answer period', () => {
  let closed: FastifyInstance;
  beforeAll(async () => {
    closed = await buildTestApp({ conference: 'strict-society', passwordHashCost: 'test' });
  });
  afterAll(() => closed.close());

  it('still shows the request but refuses every answer with the page message', async () => {
    expect((await closed.inject({ url: '/web_api/organizer_commissions/chair-201-invite' })).statusCode).toBe(200);
    const h = await csrf(closed);
    for (const [url, body] of [
      ['/web_api/organizer_commissions/chair-201-invite/answer', { kind: 'rejected' }],
      ['/web_api/presenter_commissions/pres-201-invite/answer_with_register', { kind: 'accepted', email: 'late@example.com' }],
    ] as const) {
      const response = await closed.inject({ method: 'PATCH', url, payload: JSON.stringify(body), headers: { ...h, 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ messageKey: 'outsideAnswerPeriod', messageEn: 'It is currently outside the answer period' });
    }
  });
});

describe('answer with register, and commission registration', () => {
  let token: string;

  it('checks the e-mail and the kind', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ kind: 'accepted' }, 'email', 'Required field'],
      [{ kind: 'accepted', email: 'not-an-address' }, 'email', 'Invalid Email'],
      [{ kind: 'rejected', email: 'a@example.com' }, 'kind', 'Registering by e-mail is only for accepting'],
      [{ kind: 'accepted', email: 'attendee@example.com' }, 'email', 'This email address is already used'],
    ];
    for (const [body, field, message] of cases) {
      const response = await json('PATCH', '/web_api/organizer_commissions/chair-101-invite/answer_with_register', body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, messageEn: expect.stringContaining(message.split(' ')[0]!) })]),
      );
    }
    expect((await statusOf('chair-101-invite')).status).toBe('candidate');
  });

  it('records the acceptance and mails a registration link', async () => {
    const response = await json('PATCH', '/web_api/organizer_commissions/chair-101-invite/answer_with_register', {
      kind: 'accepted',
      email: ' New.Chair@example.com ',
      committer_note: 'よろしくお願いします',
    });
    expect(response.statusCode).toBe(200);
    expect(await statusOf('chair-101-invite')).toMatchObject({
      status: 'accepted',
      answerEmail: 'New.Chair@example.com',
      committerNote: 'よろしくお願いします',
    });
    const mail = await lastMail();
    expect(mail.to).toBe('New.Chair@example.com');
    token = /\/committer_signup\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const lookup = (await get(`/web_api/commission_login_emails/${token}`)).json();
    expect(lookup).toEqual({ ok: true, email: 'New.Chair@example.com', kind: 'organizer', isDummy: false });
    // A commission link is no ordinary sign-up link, and the other way round.
    expect((await get(`/web_api/login_emails/${token}`)).json()).toEqual({ ok: false });
  });

  it.each(['nope', 'x'.repeat(64), 'demo-dummy-signup-link'])('answers not-ok for the token %s', async (bad) => {
    expect((await get(`/web_api/commission_login_emails/${bad}`)).json()).toEqual({ ok: false });
  });

  let letter: { code: string; fileName: string; url: string };

  it('takes a request letter checked by content, under the given name or its own', async () => {
    const named = await uploadLetter([
      ['request_letter_format[file]', { name: 'scan.pdf', type: 'application/pdf', bytes: PDF }],
      ['request_letter_format[file_name]', '依頼状.pdf'],
    ]);
    expect(named.statusCode).toBe(201);
    letter = named.json().file;
    expect(letter).toMatchObject({ fileName: '依頼状.pdf', url: `/web_api/request_letter_formats/${letter.code}` });
    const own = await uploadLetter([
      ['request_letter_format[file]', { name: 'photo.png', type: 'image/png', bytes: PNG }],
      ['request_letter_format[file_name]', '-'],
    ]);
    expect(own.json().file.fileName).toBe('photo.png');
    const download = await get(letter.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(Buffer.from(PDF))).toBe(true);
  });

  it.each([
    [
      'a text file named .pdf',
      [['request_letter_format[file]', { name: 'letter.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('just text') }]],
      'Choose a PDF, JPEG or PNG file',
    ],
    [
      'an HTML page claiming to be a PNG',
      [['request_letter_format[file]', { name: 'x.png', type: 'image/png', bytes: new TextEncoder().encode('<html><script>alert(1)</script>') }]],
      'Choose a PDF, JPEG or PNG file',
    ],
    [
      'a PDF over 10 MB',
      [['request_letter_format[file]', { name: 'big.pdf', type: 'application/pdf', bytes: new Uint8Array([...PDF, ...new Uint8Array(10 * 1024 * 1024)]) }]],
      'at most 10 MB',
    ],
    ['no file', [['request_letter_format[file_name]', 'x.pdf']], 'Required'],
    [
      'an unknown part',
      [
        ['request_letter_format[file]', { name: 'a.pdf', bytes: PDF }],
        ['other', 'x'],
      ],
      'Unknown',
    ],
  ] as const)('refuses %s with 4xx', async (_name, parts, message) => {
    const response = await uploadLetter(parts as never);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it('refuses a JSON body on the upload call', async () => {
    expect((await json('POST', '/web_api/request_letter_formats', { file: 'x' })).statusCode).toBe(415);
  });

  const user = () => ({
    password: 'Chair-2026!',
    password_confirmation: 'Chair-2026!',
    name_sei: '高橋',
    name_mei: '健一',
    affiliation_attributes: { kind: 'university', name: '東都大学' },
    member_status: 'member',
    participate_method: 'remote',
    emergency_contact: '090-0000-0000',
    request_letter_kind: 'yes',
    request_letter_formats: [letter.code],
    location: 'onsite',
    contact_kind: 'other',
    contact_name: '秘書 花子',
    contact_email: 'secretary@example.com',
    contact_phone: '03-1234-5678',
    is_term_agreed: true,
    is_policy_agreed: true,
    registration_language: 'ja',
  });

  it.each([
    ['a missing emergency contact for remote', { emergency_contact: undefined }, 'emergency_contact', 'Required field'],
    ['a contact e-mail that is not one', { contact_email: 'secretary' }, 'contact_email', 'Invalid Email Format'],
    ['a missing contact name', { contact_name: undefined }, 'contact_name', 'Required field'],
    ['no request letter although one is needed', { request_letter_formats: [] }, 'request_letter_formats', 'Upload the request letter format'],
    [
      'a request letter code that does not exist',
      { request_letter_formats: ['00000000-0000-4000-8000-000000000000'] },
      'request_letter_formats',
      'The file was not found',
    ],
    ['a request letter code that is no code', { request_letter_formats: ['../etc/passwd'] }, 'request_letter_formats', 'The file was not found'],
    ['different passwords', { password_confirmation: 'Other-2026!' }, 'password_confirmation', 'Does not match'],
    ['terms not agreed', { is_term_agreed: false }, 'is_term_agreed', 'You cannot proceed'],
    ['a name over 50 characters', { name_sei: 'あ'.repeat(51) }, 'name_sei', 'at most 50'],
    ['an unknown member status', { member_status: 'vip' }, 'member_status', 'Choose one of the options'],
    ['a field the form does not have', { is_admin: true }, 'is_admin', 'Unknown'],
    ['the e-mail (it comes from the link)', { email: 'other@example.com' }, 'email', 'Unknown'],
  ])('refuses %s and writes nothing', async (_name, change, field, message) => {
    const body = { token, user: { ...user(), ...change } };
    const response = await json('POST', '/web_api/users/commission_create', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, messageEn: expect.stringContaining(message) })]));
    expect(await app.db.select().from(users).where(eq(users.email, 'New.Chair@example.com'))).toEqual([]);
  });

  it.each([
    ['no body', undefined, 400],
    ['a list', [], 400],
    ['an unknown top-level key', { token: 'x', user: {}, extra: 1 }, 422],
    ['a bad token', { token: 'nope', user: {} }, 410],
  ])('refuses %s', async (_name, body, status) => {
    const response = await app.inject({
      method: 'POST',
      url: '/web_api/users/commission_create',
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(status);
  });

  it('registers the committer once: account, affiliation, commission and letters together', async () => {
    const response = await json('POST', '/web_api/users/commission_create', { token, user: user() });
    expect(response.statusCode).toBe(201);
    const [created] = await app.db.select().from(users).where(eq(users.email, 'New.Chair@example.com'));
    expect(created).toMatchObject({
      nameSei: '高橋',
      isOrganizable: true,
      approvalStatus: 'approved',
      participateMethod: 'remote',
      emergencyContact: '090-0000-0000',
      contactKind: 'other',
    });
    expect((await statusOf('chair-101-invite')).userId).toBe(created!.id);
    expect((await app.db.select().from(requestLetterFiles).where(eq(requestLetterFiles.code, letter.code)))[0]!.userId).toBe(created!.id);
    const [link] = await app.db.select().from(loginEmails).where(eq(loginEmails.email, 'New.Chair@example.com'));
    expect(link!.usedAt).not.toBeNull();

    // The link is spent; the claimed letter is no longer open to anyone with its code.
    expect((await json('POST', '/web_api/users/commission_create', { token, user: user() })).statusCode).toBe(410);
    expect((await get(`/web_api/commission_login_emails/${token}`)).json()).toEqual({ ok: false });
    expect((await get(letter.url)).statusCode).toBe(404);
    // The new account logs in.
    await logIn('New.Chair@example.com', 'Chair-2026!');
  });
});

describe('a registration mail the mail server refuses', () => {
  let failing: FastifyInstance;
  beforeAll(async () => {
    failing = await buildTestApp({ conference: 'demo', passwordHashCost: 'test', smtpUrl: 'smtp://127.0.0.1:9', mailRateLimit: 1000 });
  });
  afterAll(() => failing.close());

  it('keeps the answer, records the failed attempt and leaves the mail queued for its retries', async () => {
    const h = await csrf(failing);
    const response = await failing.inject({
      method: 'PATCH',
      url: '/web_api/presenter_commissions/pres-102-invite/answer_with_register',
      payload: JSON.stringify({ kind: 'accepted', email: 'someone@example.com' }),
      headers: { ...h, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    await failing.mailQueue.settled();
    const attempts = await failing.db.select().from(mails).where(eq(mails.to, 'someone@example.com'));
    expect(attempts).toEqual([expect.objectContaining({ transport: 'smtp', error: expect.stringMatching(/ECONNREFUSED|connect/) })]);
    expect(await failing.db.select().from(loginEmails).where(eq(loginEmails.email, 'someone@example.com'))).toHaveLength(1);
    // The job waits for its next attempt (retries 30 s apart, doubling), with the same text.
    // (The attempt is recorded just before the queue marks the job for its retry.)
    const job = async () =>
      (await failing.dbExecuteSql(`select state, retry_limit, start_after > now() as later, data->>'to' as "to" from pgboss.job where name = 'mail'`)).rows;
    await expect.poll(job, { timeout: 10_000, interval: 50 }).toEqual([{ state: 'retry', retry_limit: 5, later: true, to: 'someone@example.com' }]);
  });
});
