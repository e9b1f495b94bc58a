import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp, csrf, issueToken, logInAs, postGraphql, refusalOf, postUser } from './helper';
import { seedDemoAccounts } from '../../server/seed';
import { customQuestionAnswers, customQuestionSets, users } from '../../server/db/schema';
import { Q, requiredAnswers } from '../../devkit/answers';

/**
 * The managers' settings pages (issue 20): who may call them, versions and the refusal of a save
 * made on an old version, rollback, a question-set change that leaves old registrations their
 * answers, the count of registrations a risky change reaches, malformed settings (4xx, never 5xx).
 */

let app: FastifyInstance;
let headers: Record<string, string>;
const cookies = { attendee: '', manager: '', admin: '' };
type Who = keyof typeof cookies | 'visitor';

const call = async (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
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
type State = {
  version: number;
  value: Record<string, any>;
  history: { version: number; source: string; savedByEmail: string | null; restoredVersion: number | null }[];
};
const read = async (kind: string) => (await call('manager', 'GET', `/web_api/mng/settings/${kind}`)).json<State>();
let registrant: number;

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1e6, publicDataMaxAgeMs: 0 });
  await seedDemoAccounts(app.db, 'demo', 'test');
  headers = await csrf(app);
  for (const [who, email, password] of [
    ['attendee', 'attendee@example.com', 'Attendee-2026!'],
    ['manager', 'manager@example.com', 'Manager-2026!'],
    ['admin', 'admin@example.com', 'Admin-2026!'],
  ] as const) {
    cookies[who] = await logInAs(app, headers, email, password);
  }
  // A registration with answers, made before any change.
  const token = await issueToken(app, { email: 'early@example.com' });
  const response = await postUser(
    app,
    [
      ['user[login_email_token]', token],
      ['user[registration_language]', 'ja'],
      ['custom_user_question_answer', JSON.stringify(requiredAnswers)],
      ['user[name_sei]', '早田'],
      ['user[name_mei]', '一'],
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
    ],
    headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  registrant = (await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'early@example.com')))[0]!.id;
}, 60_000);
afterAll(() => app.close());

describe('who may use the settings pages', () => {
  it.each(['conference', 'custom-questions', 'keywords', 'qualification', 'review', 'dashboard'])(
    '%s: a visitor 401, an attendee 403, a manager reads it at version 0 with no history',
    async (kind) => {
      expect((await call('visitor', 'GET', `/web_api/mng/settings/${kind}`)).statusCode).toBe(401);
      const refused = await call('attendee', 'PUT', `/web_api/mng/settings/${kind}`, { baseVersion: 0, value: {} });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().messageEn).toMatch(/managers/i);
      const state = await read(kind);
      expect(state.version).toBe(0);
      expect(state.history).toEqual([]);
    },
  );
});

describe('saving, versions and rollback', () => {
  it('saves the conference settings as a new version, refuses a save made on an old version, and rolls back', async () => {
    const before = await read('conference');
    expect(before.value.conferenceTitleEn).toBe('12th Symposium on Computational Science');
    const saved = await call('manager', 'PUT', '/web_api/mng/settings/conference', {
      baseVersion: 0,
      value: { ...before.value, conferenceTitleEn: 'Renamed symposium' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<State>();
    // Version 1 keeps what the first save replaced (the fixture's settings).
    expect(after.version).toBe(2);
    expect(after.history.map((entry) => [entry.version, entry.source, entry.savedByEmail])).toEqual([
      [2, 'browser', 'manager@example.com'],
      [1, 'fixtures', null],
    ]);
    expect((await call('visitor', 'GET', '/web_api/conference')).json().conferenceTitleEn).toBe('Renamed symposium');

    // The admin edited version 0 too: refused, naming who saved in between.
    const stale = await call('admin', 'PUT', '/web_api/mng/settings/conference', {
      baseVersion: 0,
      value: { ...before.value, conferenceTitleEn: 'Lost edit' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageEn).toMatch(/^manager@example\.com saved version 2 at \d{4}\/\d\d\/\d\d \d\d:\d\d\. Load the latest settings/);
    expect(stale.json().message).toContain('manager@example.com さんが');
    expect((await call('visitor', 'GET', '/web_api/conference')).json().conferenceTitleEn).toBe('Renamed symposium');

    // Two saves on the same version at once: one wins, one is refused.
    const both = await Promise.all(
      ['First', 'Second'].map((title) =>
        call('manager', 'PUT', '/web_api/mng/settings/conference', { baseVersion: 2, value: { ...before.value, conferenceTitleEn: title } }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);

    const rolled = await call('admin', 'POST', '/web_api/mng/settings/conference/rollback', { baseVersion: 3, version: 1 });
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect(rolled.json<State>().history[0]).toMatchObject({ version: 4, source: 'rollback', restoredVersion: 1, savedByEmail: 'admin@example.com' });
    expect((await call('visitor', 'GET', '/web_api/conference')).json().conferenceTitleEn).toBe('12th Symposium on Computational Science');
    expect((await call('admin', 'POST', '/web_api/mng/settings/conference/rollback', { baseVersion: 4, version: 99 })).statusCode).toBe(404);

    const log = (await call('admin', 'GET', '/web_api/mng/audit_log?per=100')).json<{
      entries: { action: string; actorEmail: string; detail: Record<string, unknown> }[];
    }>();
    expect(log.entries.filter((entry) => entry.action.startsWith('settings')).map((entry) => [entry.action, entry.actorEmail, entry.detail])).toEqual([
      ['settingsRollback', 'admin@example.com', { kind: 'conference', version: 4, restoredVersion: 1 }],
      ['settingsSave', 'manager@example.com', { kind: 'conference', version: 3 }],
      ['settingsSave', 'manager@example.com', { kind: 'conference', version: 2 }],
    ]);
  });

  it('makes a changed question set a new version; the earlier registration keeps its version and answers', async () => {
    const { value, version } = await read('custom-questions');
    const items = (value.items as { uuid: string }[]).filter((item) => item.uuid !== Q.text);
    const saved = await call('manager', 'PUT', '/web_api/mng/settings/custom-questions', { baseVersion: version, value: { items } });
    expect(saved.statusCode, saved.body).toBe(200);
    const latest = (await call('visitor', 'GET', '/web_api/custom_user_questions/latest')).json<{ version: number; items: { uuid: string }[] }>();
    expect(latest.version).toBe(2);
    expect(latest.items.map((item) => item.uuid)).not.toContain(Q.text);
    const [answers] = await app.db.select().from(customQuestionAnswers).where(eq(customQuestionAnswers.userId, registrant));
    const [answered] = await app.db.select().from(customQuestionSets).where(eq(customQuestionSets.id, answers!.questionSetId));
    expect(answered!.version).toBe(1);
    expect((answered!.items as { uuid: string }[]).map((item) => item.uuid)).toContain(Q.text);
    expect((answers!.answers as Record<string, unknown>)[Q.text]).toBe(requiredAnswers[Q.text]);
  });

  it('keeps the operation settings changed by the GraphQL mutations in the same history', async () => {
    const answer = await postGraphql(
      app,
      headers,
      [headers.cookie, cookies.manager].join('; '),
      'mutation { updateDashboardSettings(dashboardSettings: { isManual: false }) { isManual isTimetable } }',
    );
    expect(answer.data?.updateDashboardSettings).toEqual({ isManual: false, isTimetable: true });
    const state = await read('dashboard');
    expect(state.version).toBe(2);
    expect(state.value.isManual).toBe(false);
    const saved = await call('manager', 'PUT', '/web_api/mng/settings/dashboard', {
      baseVersion: 2,
      value: { ...state.value, isManual: true, timetableType: 'grid' },
    });
    expect(saved.json<State>().value).toMatchObject({ isManual: true, timetableType: 'grid' });
  });
});

describe('the operation settings pages save through the GraphQL mutations, with the version they edited', () => {
  const mutation =
    'mutation Save($value: QualificationSettingsInput!, $baseVersion: Int) { updateQualificationSettings(input: $value, baseVersion: $baseVersion) { isQualificationClosed } }';
  const save = (value: Record<string, unknown>, baseVersion: number) =>
    postGraphql(app, headers, [headers.cookie, cookies.manager].join('; '), mutation, { value, baseVersion });

  it('saves on the current version, and refuses one made on an older version (CONFLICT, in both languages), leaving the settings as they were', async () => {
    const before = await read('qualification');
    const first = await save({ ...before.value, isQualificationClosed: true }, before.version);
    expect(first.errors).toBeUndefined();
    expect(first.data?.updateQualificationSettings).toEqual({ isQualificationClosed: true });
    const after = await read('qualification');
    expect(after.version).toBe(before.version === 0 ? 2 : before.version + 1);
    expect(after.history[0]).toMatchObject({ source: 'browser', savedByEmail: 'manager@example.com' });

    const stale = await save({ ...before.value, isQualificationClosed: false }, before.version);
    expect(stale.data).toBeNull();
    expect(refusalOf(stale)).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('manager@example.com さんが'),
      messageEn: expect.stringContaining('manager@example.com'),
    });
    const unchanged = await read('qualification');
    expect(unchanged.version).toBe(after.version);
    expect(unchanged.value.isQualificationClosed).toBe(true);
  });
});

describe('every kind saves and is read back as saved', () => {
  it.each([
    [
      'keywords',
      (value: Record<string, any>) => ({
        categories: value.categories.map((category: any, c: number) => (c === 0 ? { ...category, nameEn: 'Renamed category' } : category)),
      }),
      (value: Record<string, any>) => value.categories[0].nameEn,
      'Renamed category',
    ],
    [
      'qualification',
      (value: Record<string, any>) => ({ ...value, isQualificationClosed: true }),
      (value: Record<string, any>) => value.isQualificationClosed,
      true,
    ],
    [
      'review',
      (value: Record<string, any>) => ({ ...value, reviewRequestDescription: '査読をお願いします', reviewableFrom: '2027-01-10T00:00:00.000Z' }),
      (value: Record<string, any>) => value.reviewRequestDescription,
      '査読をお願いします',
    ],
  ] as const)('%s', async (kind, edit, read_, expected) => {
    const before = await read(kind);
    const saved = await call('manager', 'PUT', `/web_api/mng/settings/${kind}`, { baseVersion: before.version, value: edit(before.value) });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await read(kind);
    expect(after.version).toBe(before.version === 0 ? 2 : before.version + 1);
    expect(read_(after.value)).toEqual(expected);
  });

  it('keeps the public keyword list in step with a saved one', async () => {
    const keywords = (await call('visitor', 'GET', '/web_api/keywords')).json<{ categories: { nameEn: string }[] }>();
    expect(keywords.categories[0]!.nameEn).toBe('Renamed category');
  });
});

describe('what a change would reach', () => {
  it('counts the registrations a removed question, a removed option, a narrowed limit and a removed keyword touch', async () => {
    const { value } = await read('custom-questions');
    const items = structuredClone(value.items) as { uuid: string; options?: { value: string }[]; validations?: Record<string, unknown> }[];
    const kept = items.filter((item) => item.uuid !== Q.textArray);
    const select = kept.find((item) => item.uuid === Q.select)!;
    select.options = select.options!.filter((option) => option.value !== requiredAnswers[Q.select]);
    kept.find((item) => item.uuid === Q.textarea)!.validations = { maxLength: 3 };
    const impact = await call('manager', 'POST', '/web_api/mng/settings/custom-questions/impact', { value: { items: kept } });
    expect(impact.statusCode, impact.body).toBe(200);
    const changes = impact.json<{ changes: { reason: string; count: number; label: { en: string } }[] }>().changes;
    expect(changes.map((change) => [change.reason, change.count])).toEqual(
      expect.arrayContaining([
        ['questionRemoved', 1],
        ['optionRemoved', 1],
      ]),
    );
    // Nobody answered the textarea, so narrowing it reaches no one and is not flagged.
    expect(changes.map((change) => change.reason)).not.toContain('maxLengthNarrowed');

    const keywords = await read('keywords');
    const categories = structuredClone(keywords.value.categories) as { keywords: { id: number }[] }[];
    for (const category of categories) category.keywords = category.keywords.filter((keyword) => keyword.id !== 101);
    const keywordImpact = (await call('manager', 'POST', '/web_api/mng/settings/keywords/impact', { value: { categories } })).json<{
      changes: { reason: string; count: number; keywordId: number }[];
    }>();
    expect(keywordImpact.changes).toEqual([expect.objectContaining({ reason: 'keywordRemoved', keywordId: 101, count: 1 })]);

    const settings = await read('conference');
    const settingsImpact = (
      await call('manager', 'POST', '/web_api/mng/settings/conference/impact', { value: { ...settings.value, userFormRankKind: 'required' } })
    ).json<{ changes: { reason: string; path: string; count: number }[] }>();
    expect(settingsImpact.changes).toEqual(expect.arrayContaining([expect.objectContaining({ reason: 'fieldNowRequired', path: 'rank' })]));
    expect(settingsImpact.changes.find((change) => change.path === 'rank')!.count).toBeGreaterThan(0);
  });
});

describe('malformed settings', () => {
  it.each([
    ['conference', { conferenceTitle: '', conferenceTitleEn: 'x' }, 'conferenceTitle'],
    ['conference', { conferenceTitle: 'x', conferenceTitleEn: 'x', userFormRankKind: 'mandatory' }, 'userFormRankKind'],
    ['custom-questions', { items: [{ uuid: '6f1c1e2a-5b1d-4c55-9a0e-0d6c1b2a7f99', type: 'select', label: '色' }] }, 'items.0.options'],
    [
      'custom-questions',
      { items: [{ uuid: '6f1c1e2a-5b1d-4c55-9a0e-0d6c1b2a7f99', type: 'text', validations: { minLength: 9, maxLength: 2 } }] },
      'items.0.validations',
    ],
    [
      'keywords',
      {
        categories: [
          { id: 1, name: 'a', nameEn: 'a', keywords: [{ id: 5, name: 'b', nameEn: 'b' }] },
          { id: 1, name: 'c', nameEn: 'c', keywords: [] },
        ],
      },
      'categories.1.id',
    ],
    ['review', { reviewableFrom: 'tomorrow' }, 'reviewableFrom'],
  ])('%s: %j is a 422 naming %s in both languages, and nothing is saved', async (kind, value, field) => {
    const before = await read(kind);
    const refused = await call('manager', 'PUT', `/web_api/mng/settings/${kind}`, { baseVersion: before.version, value });
    expect(refused.statusCode, refused.body).toBe(422);
    const error = refused.json<{ errors: { field: string; message: string; messageEn: string }[] }>().errors.find((candidate) => candidate.field === field);
    expect(error, refused.body).toBeDefined();
    expect(error!.message).not.toBe(error!.messageEn);
    expect((await read(kind)).version).toBe(before.version);
  });

  it.each([
    ['an unknown kind', 'PUT', '/web_api/mng/settings/payments', { baseVersion: 0, value: {} }],
    ['a value that is not an object', 'PUT', '/web_api/mng/settings/conference', { baseVersion: 0, value: 'x' }],
    ['a negative version', 'PUT', '/web_api/mng/settings/conference', { baseVersion: -1, value: {} }],
    ['no version to restore', 'POST', '/web_api/mng/settings/conference/rollback', { baseVersion: 0 }],
  ] as const)('%s is a 400', async (_name, method, url, payload) => {
    expect((await call('manager', method, url, payload)).statusCode).toBe(400);
  });
});
