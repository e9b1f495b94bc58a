import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { affiliations, customQuestionAnswers, loginEmails, userKeywords, users } from '../../server/db/schema';
import { hashToken } from '../../server/services/tokens';
import { buildTestApp, csrf, issueToken, postUser } from './helper';
import { Q, requiredAnswers } from '../../devkit/answers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** A complete, valid registration for the demo conference. */
const validEntries = (token: string): Array<[string, string]> => [
  ['user[login_email_token]', token],
  ['user[registration_language]', 'ja'],
  ['custom_user_question_answer', JSON.stringify(requiredAnswers)],
  ['user[name_sei]', '山田'],
  ['user[name_mei]', '花子'],
  ['user[password]', 'correct horse'],
  ['user[password_confirmation]', 'correct horse'],
  ['user[jsi_membership]', 'member'],
  ['user[affiliation_attributes][kind]', 'university'],
  ['user[affiliation_attributes][name]', '東都大学'],
  ['user[location]', 'onsite'],
  ['user[keyword_ids][]', '101'],
  ['user[keyword_ids][]', '301'],
  ['user[is_presentable]', 'true'],
  ['user[is_evaluatable]', 'false'],
  ['user[is_sponsor]', 'false'],
  ['user[is_reviewable]', 'false'],
  ['user[is_term_agreed]', 'true'],
  ['user[is_policy_agreed]', 'true'],
];

const replace = (entries: Array<[string, string]>, key: string, value: string | undefined) =>
  value === undefined ? entries.filter(([k]) => k !== key) : entries.map(([k, v]): [string, string] => [k, k === key ? value : v]);

const userCount = async () => (await app.db.select({ id: users.id }).from(users)).length;

describe('public conference data', () => {
  it.each(['/web_api/conference', '/web_api/custom_user_questions/latest', '/web_api/keywords'])(
    'answers %s with an ETag and 304 for a current copy',
    async (url) => {
      const first = await app.inject({ url });
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{20}"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await app.inject({ url, headers: { 'if-none-match': `W/${etag}` } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const stale = await app.inject({ url, headers: { 'if-none-match': '"something-else-entirely"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual(first.json());
    },
  );

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=0.5, br;q=1', 'br'],
    ['identity', undefined],
    ['', undefined],
  ])('sends the question set compressed for Accept-Encoding "%s" (%s), the same JSON once decoded', async (accept, encoding) => {
    const url = '/web_api/custom_user_questions/latest';
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    const response = await app.inject({ url, headers: { 'accept-encoding': accept } });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const bytes = response.rawPayload;
    const decoded = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
    expect(JSON.parse(decoded.toString('utf8'))).toEqual(plain.json());
    if (encoding) expect(bytes.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('answers the settings, keywords and latest questions of the seeded conference', async () => {
    const conference = await app.inject({ url: '/web_api/conference' });
    expect(conference.statusCode).toBe(200);
    expect(conference.json()).toMatchObject({
      conferenceTitleEn: '12th Symposium on Computational Science',
      isPreRegisterEnabled: true,
      userPasswordPolicy: 0,
    });
    const keywords = (await app.inject({ url: '/web_api/keywords' })).json();
    expect(keywords.categories[0].keywords[0]).toEqual({ id: 101, categoryId: 1, name: '有限要素法', nameEn: 'Finite element method' });
    const questions = (await app.inject({ url: '/web_api/custom_user_questions/latest' })).json();
    expect(questions.version).toBe(1);
    expect(questions.items).toHaveLength(14);
  });
});

describe('GET /web_api/login_emails/:token', () => {
  it('answers ok, email and isDummy for a valid token and not ok otherwise', async () => {
    const token = await issueToken(app, { email: 'lookup@example.com' });
    expect((await app.inject({ url: `/web_api/login_emails/${token}` })).json()).toEqual({ ok: true, email: 'lookup@example.com', isDummy: false });
    const dummy = await issueToken(app, { isDummy: true });
    expect((await app.inject({ url: `/web_api/login_emails/${dummy}` })).json()).toMatchObject({ ok: true, isDummy: true });
    const expired = await issueToken(app, { expiresInMs: -1 });
    // A NUL character is refused before the handler runs.
    expect((await app.inject({ url: '/web_api/login_emails/%00%2F..' })).statusCode).toBe(400);
    for (const bad of [expired, 'unknown-token-value', '%2F..', 'x'.repeat(90)]) {
      const response = await app.inject({ url: `/web_api/login_emails/${bad}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: false });
    }
    expect((await app.inject({ url: `/web_api/login_emails/${'x'.repeat(500)}` })).statusCode).toBe(414);
  });
});

describe('POST /web_api/users', () => {
  it('stores the user, affiliation, keywords and answers, and consumes the token', async () => {
    const token = await issueToken(app, { email: 'hanako@example.com' });
    const response = await postUser(app, validEntries(token));
    expect(response.statusCode).toBe(201);
    const [user] = await app.db.select().from(users).where(eq(users.email, 'hanako@example.com'));
    expect(user).toMatchObject({
      nameSei: '山田',
      nameMei: '花子',
      location: 'onsite',
      isPresentable: true,
      approvalStatus: 'unapproved',
      registrationLanguage: 'ja',
    });
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    expect(user!.passwordHash).not.toContain('correct horse');
    const [affiliation] = await app.db.select().from(affiliations).where(eq(affiliations.userId, user!.id));
    expect(affiliation).toMatchObject({ kind: 'university', name: '東都大学' });
    const chosen = await app.db.select().from(userKeywords).where(eq(userKeywords.userId, user!.id));
    expect(chosen.map((row) => row.keywordId).sort()).toEqual([101, 301]);
    const [answers] = await app.db.select().from(customQuestionAnswers).where(eq(customQuestionAnswers.userId, user!.id));
    expect(answers!.answers).toEqual(requiredAnswers);
    expect(Object.keys(answers!.answers as object)).not.toContain(Q.title);
    const [login] = await app.db
      .select()
      .from(loginEmails)
      .where(eq(loginEmails.tokenHash, hashToken(token)));
    expect(login!.usedAt).not.toBeNull();
    expect((await postUser(app, validEntries(token))).statusCode).toBe(410);
  });

  it.each([
    ['name_sei missing', 'user[name_sei]', undefined, 'name_sei', '必須項目です', 'Required field'],
    ['name over 50 characters', 'user[name_mei]', 'あ'.repeat(51), 'name_mei', '50文字以内で入力してください', 'Enter at most 50 characters'],
    ['short password', 'user[password]', 'short', 'password', 'パスワードは8文字以上で入力してください', 'Use at least 8 characters'],
    ['confirmation differs', 'user[password_confirmation]', 'correct horsf', 'password_confirmation', '一致しません', 'Does not match'],
    ['terms not agreed', 'user[is_term_agreed]', 'false', 'is_term_agreed', '確認しないと先に進めません', 'You cannot proceed unless you confirm'],
    ['policy not agreed', 'user[is_policy_agreed]', undefined, 'is_policy_agreed', '確認しないと先に進めません', 'You cannot proceed unless you confirm'],
    ['affiliation name missing', 'user[affiliation_attributes][name]', undefined, 'affiliation_attributes.name', '必須項目です', 'Required field'],
    ['location missing (required by the demo)', 'user[location]', undefined, 'location', '必須項目です', 'Required field'],
    ['unknown membership', 'user[jsi_membership]', 'gold', 'jsi_membership', '選択肢から選んでください', 'Choose one of the options'],
    ['sponsor flag forged (not offered)', 'user[is_sponsor]', 'true', 'participation_type', '選択肢から選んでください', 'Choose one of the options'],
    ['flags that name no type', 'user[is_evaluatable]', 'true', 'participation_type', '選択肢から選んでください', 'Choose one of the options'],
    ['keyword that does not exist', 'user[keyword_ids][]', '999', 'keyword_ids', '選択肢から選んでください', 'Choose one of the options'],
  ])('refuses %s with a message in both languages and stores nothing', async (_case, key, value, field, message, messageEn) => {
    const before = await userCount();
    const token = await issueToken(app);
    const response = await postUser(app, replace(validEntries(token), key, value));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({ field, message, messageEn });
    expect(await userCount()).toBe(before);
    expect((await app.inject({ url: `/web_api/login_emails/${token}` })).json().ok).toBe(true);
  });

  it.each(['password', '12345678', 'aaaaaaaa', 'QWERTYUIOP', 'iloveyou'])(
    'refuses the common password %s at policy level 0, in both languages',
    async (password) => {
      const before = await userCount();
      const token = await issueToken(app);
      const response = await postUser(app, replace(replace(validEntries(token), 'user[password]', password), 'user[password_confirmation]', password));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toContainEqual({
        field: 'password',
        message: 'よく使われているパスワードのため使用できません。推測されにくいものにしてください',
        messageEn: 'This password is too common. Choose one that is harder to guess',
      });
      expect(await userCount()).toBe(before);
    },
  );

  it('checks SNS and laboratory URLs', async () => {
    const token = await issueToken(app);
    const response = await postUser(app, [...validEntries(token), ['user[lab_url]', 'javascript:alert(1)'], ['user[sns_twitter_url]', 'not a url']]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'lab_url', message: 'URLが正しくありません', messageEn: 'Invalid URL' },
        { field: 'sns_twitter_url', message: 'URLが正しくありません', messageEn: 'Invalid URL' },
      ]),
    );
  });

  it('refuses used, expired, dummy and unknown tokens with nothing stored', async () => {
    const before = await userCount();
    const expired = await issueToken(app, { expiresInMs: -1000 });
    const dummy = await issueToken(app, { isDummy: true });
    expect((await postUser(app, validEntries(expired))).statusCode).toBe(410);
    expect((await postUser(app, validEntries('no-such-token-value'))).statusCode).toBe(410);
    expect((await postUser(app, replace(validEntries('x'), 'user[login_email_token]', undefined))).statusCode).toBe(410);
    const refused = await postUser(app, validEntries(dummy));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageEn).toBe('Dummy Page. You cannot complete this registration.');
    expect(await userCount()).toBe(before);
  });

  it('creates exactly one account from 20 concurrent submits with one token', async () => {
    const token = await issueToken(app, { email: 'race@example.com' });
    const headers = await csrf(app);
    const responses = await Promise.all(Array.from({ length: 20 }, () => postUser(app, validEntries(token), headers)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 410)).toBe(true);
    expect(await app.db.select().from(users).where(eq(users.email, 'race@example.com'))).toHaveLength(1);
  });

  it('refuses a second account for an e-mail already registered', async () => {
    await postUser(app, validEntries(await issueToken(app, { email: 'twice@example.com' })));
    const second = await postUser(app, validEntries(await issueToken(app, { email: 'TWICE@example.com' })));
    expect(second.statusCode).toBe(409);
    expect(second.json().messageEn).toBe('This email address is already in use');
  });

  it('refuses state changes without the CSRF token or the XMLHttpRequest marker', async () => {
    const token = await issueToken(app);
    const headers = await csrf(app);
    const { 'x-csrf-token': _token, ...withoutToken } = headers;
    const { 'x-requested-with': _marker, ...withoutMarker } = headers;
    for (const bad of [withoutToken, withoutMarker, { ...headers, 'x-csrf-token': 'forged' }, { ...headers, cookie: '' }]) {
      const response = await postUser(app, validEntries(token), bad as Record<string, string>);
      expect(response.statusCode).toBe(403);
      expect(response.json().messageEn).toMatch(/Reload the page/);
    }
    expect((await app.inject({ url: `/web_api/login_emails/${token}` })).json().ok).toBe(true);
  });

  describe('malformed bodies get 4xx, never 5xx', () => {
    it.each([
      ['unknown key', (t: string) => [...validEntries(t), ['user[is_admin]', 'true']]],
      ['repeated key', (t: string) => [...validEntries(t), ['user[name_sei]', 'again']]],
      ['boolean that is not one', (t: string) => replace(validEntries(t), 'user[is_term_agreed]', 'maybe')],
      ['keyword id that is not a number', (t: string) => replace(validEntries(t), 'user[keyword_ids][]', 'abc')],
      ['answers that are not JSON', (t: string) => replace(validEntries(t), 'custom_user_question_answer', '{oops')],
      ['answers to unknown questions', (t: string) => replace(validEntries(t), 'custom_user_question_answer', '{"nope": 1}')],
      [
        'answers of the wrong shape',
        (t: string) => replace(validEntries(t), 'custom_user_question_answer', '{"6f1c1e2a-5b1d-4c55-9a0e-0d6c1b2a7f02": {"a": 1}}'),
      ],
      ['huge string', (t: string) => [...validEntries(t), ['user[address]', 'x'.repeat(200_000)]]],
      ['string over its limit', (t: string) => [...validEntries(t), ['user[address]', 'x'.repeat(300)]]],
      ['only a token', (t: string) => [['user[login_email_token]', t]]],
    ] as Array<[string, (token: string) => Array<[string, string]>]>)('%s', async (_case, build) => {
      const before = await userCount();
      const response = await postUser(app, build(await issueToken(app)));
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().messageEn).toEqual(expect.any(String));
      expect(await userCount()).toBe(before);
    });

    it('names an unknown key in both languages', async () => {
      const response = await postUser(app, [...validEntries(await issueToken(app)), ['user[is_admin]', 'true']]);
      expect(response.json().errors).toEqual([
        { field: 'user[is_admin]', message: '想定外の項目、または重複した項目です: user[is_admin]', messageEn: 'Unknown or repeated field: user[is_admin]' },
      ]);
    });

    it('a JSON body, an empty body and a file part', async () => {
      const headers = await csrf(app);
      const json = await app.inject({ method: 'POST', url: '/web_api/users', payload: { user: { name_sei: 'x' } }, headers });
      expect(json.statusCode).toBe(415);
      const empty = await app.inject({ method: 'POST', url: '/web_api/users', headers });
      expect(empty.statusCode).toBeGreaterThanOrEqual(400);
      expect(empty.statusCode).toBeLessThan(500);
      const body = new FormData();
      body.append('user[profile_image]', new Blob(['GIF89a']), 'x.gif');
      const request = new Request('http://localhost', { method: 'POST', body });
      const file = await app.inject({
        method: 'POST',
        url: '/web_api/users',
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { ...headers, 'content-type': request.headers.get('content-type')! },
      });
      expect(file.statusCode).toBeGreaterThanOrEqual(400);
      expect(file.statusCode).toBeLessThan(500);
    });
  });
});
