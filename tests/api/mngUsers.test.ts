import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp, csrf, logInAs, multipart, postGraphql, refusalOf } from './helper';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/seed';
import { affiliations, orders, presentationApplications, users } from '../../server/db/schema';

/**
 * The users side of the managers' console (issue 19) over GraphQL: every filter alone and with the
 * pager, width/case/kana search, role checks, bulk approval of 1,000 users in one call, lock and
 * unlock as login sees them, an e-mail change typed twice, and malformed input.
 */

let app: FastifyInstance;
let headers: Record<string, string>;
const cookies = { member: '', manager: '', admin: '' };
type Who = keyof typeof cookies | 'visitor';
const cookieOf = (who: Who) => [headers.cookie, who === 'visitor' ? '' : cookies[who]].filter(Boolean).join('; ');

const gql = (who: Who, query: string, variables?: object) => postGraphql(app, headers, cookieOf(who), query, variables);
const refusal = refusalOf;
const list = async (args: string, who: Who = 'manager') => {
  const answer = await gql(
    who,
    `{ mngUsers(${args}) { pager { totalCount totalPages currentPage isLastPage } items { id email roles isVerified isLocked affiliation } } }`,
  );
  expect(answer.errors, args).toBeUndefined();
  return answer.data!.mngUsers as {
    pager: { totalCount: number; totalPages: number; currentPage: number; isLastPage: boolean };
    items: { id: number; email: string; roles: string[]; isVerified: boolean; isLocked: boolean; affiliation: string | null }[];
  };
};
const logIn = async (email: string, password: string) => {
  const { payload, contentType } = await multipart([
    ['email', email],
    ['password', password],
  ]);
  return app.inject({ method: 'POST', url: '/session', payload, headers: { ...headers, 'content-type': contentType } });
};

const BULK = 1000;
/** The demo accounts and the one account this file adds beside the bulk. */
const OTHERS = DEMO_ACCOUNTS.length + 1;

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1e6 });
  await seedDemoAccounts(app.db, 'demo', 'test');
  headers = await csrf(app);
  const [manager] = await app.db.select().from(users).where(eq(users.email, 'manager@example.com'));
  // The people a search should find.
  const [kana] = await app.db
    .insert(users)
    .values({
      conferenceId: 'demo',
      email: 'Kaigi.Taro@example.org',
      passwordHash: manager!.passwordHash,
      nameSei: 'Kaigi',
      nameMei: 'Taro',
      nameSeiKanji: '会議',
      nameMeiKanji: '太郎',
      nameSeiKana: 'カイギ',
      nameMeiKana: 'タロウ',
      nameEn1: 'Taro',
      nameEn3: 'KAIGI',
      qualificationStatus: 'done',
      isReviewable: true,
      isTermAgreed: true,
      isPolicyAgreed: true,
    })
    .returning();
  await app.db.insert(affiliations).values({ userId: kana!.id, name: 'ＡＢＣ研究所', kind: 'others' });
  await app.db
    .insert(presentationApplications)
    .values({ conferenceId: 'demo', userId: kana!.id, kind: 'oral', status: 'presenter_temp', data: { title: '下書き' } });
  // A thousand accounts waiting for approval.
  const bulk = Array.from({ length: BULK }, (_, i) => ({
    conferenceId: 'demo',
    email: `bulk${i}@example.net`,
    passwordHash: manager!.passwordHash,
    nameSei: `Bulk${i}`,
    nameMei: 'Person',
    isTermAgreed: true,
    isPolicyAgreed: true,
  }));
  await app.db.insert(users).values(bulk);
  cookies.member = await logInAs(app, headers, 'member@example.com', 'Member-2026!');
  cookies.manager = await logInAs(app, headers, 'manager@example.com', 'Manager-2026!');
  cookies.admin = await logInAs(app, headers, 'admin@example.com', 'Admin-2026!');
}, 120_000);
afterAll(() => app.close());

describe('who may call what', () => {
  const calls = [
    '{ mngUsers { pager { totalCount } } }',
    'mutation { approveUsers(ids: [1]) }',
    'mutation { setUserLocked(id: 1, locked: true) { id } }',
    'mutation { changeUserEmail(id: 1, email: "a@example.com", emailConfirmation: "a@example.com") { id } }',
    'mutation { setUserRole(id: 1, role: reviewer, granted: true) { id } }',
  ];
  it.each(calls)('%s: visitors log in, attendees are refused', async (query) => {
    expect(refusal(await gql('visitor', query))?.code).toBe('UNAUTHENTICATED');
    expect(refusal(await gql('member', query))).toMatchObject({ code: 'FORBIDDEN', messageEn: 'Only managers can do this' });
  });

  it('refuses managers what only admins may do, and lets admins do it', async () => {
    const [member] = await app.db.select().from(users).where(eq(users.email, 'member@example.com'));
    const grantAdmin = `mutation { setUserRole(id: ${member!.id}, role: admin, granted: true) { roles } }`;
    expect(refusal(await gql('manager', grantAdmin))).toMatchObject({ code: 'FORBIDDEN', messageEn: 'Only admins can do this' });
    const [admin] = await app.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect(refusal(await gql('manager', `mutation { setUserLocked(id: ${admin!.id}, locked: true) { id } }`))?.messageEn).toBe('Only admins can do this');
    expect(refusal(await gql('manager', `mutation { setUserRole(id: ${admin!.id}, role: manager, granted: false) { id } }`))?.messageEn).toBe(
      'Only admins can do this',
    );
    expect((await gql('admin', grantAdmin)).data!.setUserRole.roles).toEqual(['participant', 'manager', 'admin']);
    expect((await gql('admin', `mutation { setUserRole(id: ${member!.id}, role: manager, granted: false) { roles } }`)).data!.setUserRole.roles).toEqual([
      'participant',
    ]);
    expect(refusal(await gql('admin', `mutation { setUserRole(id: ${member!.id}, role: participant, granted: false) { roles } }`))?.messageEn).toBe(
      'This role cannot be granted or removed',
    );
  });

  it('lets a manager grant and remove the other roles', async () => {
    const [member] = await app.db.select().from(users).where(eq(users.email, 'member@example.com'));
    for (const role of ['presenter', 'evaluator', 'organizer', 'sponsor', 'reviewer']) {
      expect((await gql('manager', `mutation { setUserRole(id: ${member!.id}, role: ${role}, granted: true) { roles } }`)).data!.setUserRole.roles).toContain(
        role,
      );
      expect(
        (await gql('manager', `mutation { setUserRole(id: ${member!.id}, role: ${role}, granted: false) { roles } }`)).data!.setUserRole.roles,
      ).not.toContain(role);
    }
  });
});

describe('the list and its filters', () => {
  it('pages through every account, sorted', async () => {
    const all = await list('per: 100');
    expect(all.pager.totalCount).toBe(BULK + OTHERS);
    expect(all.pager.totalPages).toBe(Math.ceil((BULK + OTHERS) / 100));
    const last = await list(`per: 100, page: ${all.pager.totalPages}`);
    expect(last.pager).toMatchObject({ isLastPage: true, currentPage: all.pager.totalPages });
    expect(last.items).toHaveLength((BULK + OTHERS) % 100);
    const byEmail = await list('per: 3, sort: email, descending: true');
    expect(byEmail.items.map((item) => item.email)).toEqual([...byEmail.items.map((item) => item.email)].sort().reverse());
    expect((await list('per: 100, page: 500')).items).toEqual([]);
  });

  it.each([
    ['かいぎ', 'kana in hiragana finds katakana'],
    ['カイギ　タロウ', 'katakana with a full-width space: both words'],
    ['ＫＡＩＧＩ．ＴＡＲＯ', 'full-width upper case finds the e-mail'],
    ['kaigi.taro@EXAMPLE.org', 'an e-mail in any case'],
    ['会議', 'the kanji name'],
    ['abc研究', 'a half-width piece of a full-width affiliation'],
  ])('q=%s: %s', async (q) => {
    const found = await list(`q: ${JSON.stringify(q)}`);
    expect(found.items.map((item) => item.email)).toEqual(['Kaigi.Taro@example.org']);
  });

  it('treats LIKE wildcards as text and an unknown word as no match', async () => {
    expect((await list('q: "%"')).pager.totalCount).toBe(0);
    expect((await list('q: "_"')).pager.totalCount).toBe(0);
    expect((await list('q: "会議 nobody"')).pager.totalCount).toBe(0);
  });

  it('filters by role, qualification, approval, application and lock, alone and together', async () => {
    expect((await list('roles: [reviewer]')).items.map((item) => item.email).sort()).toEqual(['Kaigi.Taro@example.org', 'reviewer@example.com']);
    expect((await list('roles: [admin]')).items.map((item) => item.email)).toEqual(['admin@example.com']);
    expect((await list('roles: [manager]')).items.map((item) => item.email).sort()).toEqual(['admin@example.com', 'manager@example.com']);
    expect((await list('roles: [participant], per: 1')).pager.totalCount).toBe(BULK + OTHERS);
    expect((await list('qualificationStatus: ["done"]')).items.map((item) => item.email)).toEqual(['Kaigi.Taro@example.org']);
    expect((await list('verified: true')).pager.totalCount).toBe(DEMO_ACCOUNTS.filter((account) => account.approved).length);
    expect((await list('verified: false, per: 1')).pager.totalCount).toBe(BULK + 2);
    expect((await list('verified: false, roles: [reviewer]')).items.map((item) => item.email)).toEqual(['Kaigi.Taro@example.org']);
    expect((await list('presentationApplication: true')).items.map((item) => item.email)).toEqual(['Kaigi.Taro@example.org']);
    expect((await list('presentationApplication: false, per: 1')).pager.totalCount).toBe(BULK + OTHERS - 1);
    expect((await list('presentationApplication: true, roles: [admin]')).pager.totalCount).toBe(0);
    expect((await list('locked: true')).pager.totalCount).toBe(0);
    expect((await list('q: "bulk1", verified: false, per: 5, page: 2')).items).toHaveLength(5);
  });

  it("filters by the orders' plan, method and state, and names the plan", async () => {
    for (const args of ['paymentProtocols: ["card"]', 'planIds: [1]', 'payments: ["paid"]']) expect((await list(args)).pager.totalCount, args).toBe(0);
    const [taro] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'Kaigi.Taro@example.org'));
    const line = { kind: 'plan', id: 2, name: '会員', nameEn: 'Member', price: 8000, taxType: 'standard10' };
    await app.db.insert(orders).values([
      { conferenceId: 'demo', userId: taro!.id, planId: 1, lines: [{ ...line, id: 1 }], total: 12000, method: 'card', status: 'error', cardStatus: 'error' },
      { conferenceId: 'demo', userId: taro!.id, planId: 2, lines: [line], total: 8000, method: 'card', status: 'paid', cardStatus: 'captured' },
    ]);
    const emails = async (args: string) => (await list(args)).items.map((item) => item.email);
    expect(await emails('paymentProtocols: ["card"]')).toEqual(['Kaigi.Taro@example.org']);
    expect(await emails('paymentProtocols: ["bankTransfer", "free"]')).toEqual([]);
    expect(await emails('planIds: [2]')).toEqual(['Kaigi.Taro@example.org']);
    // The ended order's plan is not the account's plan.
    expect(await emails('planIds: [1]')).toEqual([]);
    expect(await emails('payments: ["error"]')).toEqual(['Kaigi.Taro@example.org']);
    expect((await list('paymentProtocols: [], per: 1')).pager.totalCount).toBe(BULK + OTHERS);
    const answer = await gql('manager', '{ mngUsers(planIds: [2]) { items { plan planEn isFreePlan } } }');
    expect(answer.data!.mngUsers.items).toEqual([{ plan: '会員', planEn: 'Member', isFreePlan: false }]);
  });

  it('answers malformed arguments with a GraphQL error, never a 5xx', async () => {
    for (const args of ['per: 0', 'per: 101', 'page: 0', `q: ${JSON.stringify('x'.repeat(201))}`])
      expect(refusal(await gql('manager', `{ mngUsers(${args}) { pager { totalCount } } }`))?.code, args).toBe('BAD_USER_INPUT');
    for (const args of ['roles: [nobody]', 'verified: "yes"', 'sort: size', 'per: "10"'])
      expect((await gql('manager', `{ mngUsers(${args}) { pager { totalCount } } }`)).errors?.length, args).toBeGreaterThan(0);
  });
});

describe('bulk approval, lock and e-mail', () => {
  it('approves 1,000 filtered users in one call', async () => {
    const started = Date.now();
    const answer = await gql('manager', 'mutation { approveUsers(filter: { q: "bulk", verified: false }) }');
    expect(answer.data!.approveUsers).toBe(BULK);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await list('q: "bulk", verified: false')).pager.totalCount).toBe(0);
    const [kana] = await app.db.select().from(users).where(eq(users.email, 'Kaigi.Taro@example.org'));
    expect((await gql('manager', `mutation { approveUsers(ids: [${kana!.id}]) }`)).data!.approveUsers).toBe(1);
    expect((await gql('manager', `mutation { approveUsers(ids: [${kana!.id}]) }`)).data!.approveUsers).toBe(0);
    expect(refusal(await gql('manager', `mutation { approveUsers(ids: [1], filter: { q: "x" }) }`))?.code).toBe('BAD_USER_INPUT');
  });

  it('locks an account out of login and ends its sessions; unlocking lets it back', async () => {
    const [member] = await app.db.select().from(users).where(eq(users.email, 'member@example.com'));
    const before = await app.inject({ url: '/web_api/user_common_resources/optional_me', headers: { ...headers, cookie: cookieOf('member') } });
    expect(before.json().user?.email).toBe('member@example.com');
    expect((await gql('manager', `mutation { setUserLocked(id: ${member!.id}, locked: true) { isLocked } }`)).data!.setUserLocked.isLocked).toBe(true);
    const after = await app.inject({ url: '/web_api/user_common_resources/optional_me', headers: { ...headers, cookie: cookieOf('member') } });
    expect(after.json().user ?? null).toBeNull();
    const refused = await logIn('member@example.com', 'Member-2026!');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'このアカウントはロックされています。事務局にお問い合わせください',
      messageEn: 'This account is locked. Please contact the secretariat',
    });
    // A wrong password is not told about the lock.
    expect((await logIn('member@example.com', 'Wrong-2026!')).statusCode).toBe(401);
    expect((await list('locked: true')).items.map((item) => item.email)).toEqual(['member@example.com']);
    await gql('manager', `mutation { setUserLocked(id: ${member!.id}, locked: false) { isLocked } }`);
    expect((await logIn('member@example.com', 'Member-2026!')).statusCode).toBe(200);
    const [manager] = await app.db.select().from(users).where(eq(users.email, 'manager@example.com'));
    expect(refusal(await gql('manager', `mutation { setUserLocked(id: ${manager!.id}, locked: true) { id } }`))?.messageEn).toBe(
      'You cannot lock your own account',
    );
  });

  it('changes an e-mail without confirmation when typed twice alike', async () => {
    const [kana] = await app.db.select().from(users).where(eq(users.email, 'Kaigi.Taro@example.org'));
    const change = (email: string, confirmation: string) =>
      gql('manager', 'mutation($id: Int!, $e: String!, $c: String!) { changeUserEmail(id: $id, email: $e, emailConfirmation: $c) { email } }', {
        id: kana!.id,
        e: email,
        c: confirmation,
      });
    expect(refusal(await change('new@example.org', 'neu@example.org'))).toMatchObject({
      message: 'メールアドレスが一致しません',
      messageEn: 'Emails must match',
    });
    expect(refusal(await change('manager@example.com', 'manager@example.com'))?.code).toBe('CONFLICT');
    expect(refusal(await change('not-an-address', 'not-an-address'))?.code).toBe('BAD_USER_INPUT');
    expect((await change(' New@Example.org ', 'new@example.org')).data!.changeUserEmail.email).toBe('new@example.org');
    expect((await logIn('new@example.org', 'Manager-2026!')).statusCode).toBe(200);
  });
});

describe('dummy users for rehearsals', () => {
  const create = (who: Who, count: number) => gql(who, 'mutation($n: Int!) { createDummyUsers(count: $n) { email password } }', { n: count });

  it('are made by admins only, 1 to 100 at a time, approved and able to log in', async () => {
    expect(refusal(await create('manager', 2))).toMatchObject({ code: 'FORBIDDEN', messageEn: 'Only admins can do this' });
    for (const count of [0, 101, -5]) {
      expect(refusal(await create('admin', count))).toMatchObject({
        message: 'ダミーユーザー数は1〜100で指定してください',
        messageEn: 'The number of dummy users must be between 1 and 100',
      });
    }
    const made = (await create('admin', 100)).data!.createDummyUsers as { email: string; password: string }[];
    expect(made).toHaveLength(100);
    expect(new Set(made.map((account) => account.email)).size).toBe(100);
    expect((await logIn(made[99]!.email, made[99]!.password)).statusCode).toBe(200);
    const listed = await gql('manager', '{ mngUsers(dummy: true, per: 1) { pager { totalCount } items { isDummy isVerified } } }');
    expect(listed.data!.mngUsers).toMatchObject({ pager: { totalCount: 100 }, items: [{ isDummy: true, isVerified: true }] });
  });

  it('are removed together, by admins only, leaving real accounts', async () => {
    const real = (await list('dummy: false, per: 1')).pager.totalCount;
    expect(refusal(await gql('manager', 'mutation { removeDummyUsers }'))?.code).toBe('FORBIDDEN');
    expect((await gql('admin', 'mutation { removeDummyUsers }')).data!.removeDummyUsers).toBe(100);
    expect((await list('dummy: true')).pager.totalCount).toBe(0);
    expect((await list('dummy: false, per: 1')).pager.totalCount).toBe(real);
  });
});
