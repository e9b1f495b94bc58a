import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp, csrf, logInAs } from './helper';
import { seedDemoAccounts } from '../../server/seed';
import { presentationApplications, users } from '../../server/db/schema';
import { acceptApplication } from '../../server/services/presentationApplications';

/** What a new user tripped over (issue 68), where a caller of the API sees it too. */

let app: FastifyInstance;
let headers: Record<string, string>;
let cookie: string;

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test' });
  await seedDemoAccounts(app.db, 'demo', 'test');
  headers = await csrf(app);
  cookie = `${headers.cookie}; ${await logInAs(app, headers, 'member@example.com', 'Member-2026!')}`;
}, 60_000);
afterAll(() => app.close());

const gql = async (query: string, variables?: object, language?: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query, variables },
      headers: { ...headers, cookie, 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
    })
  ).json();

describe('search and the abstract (items 1 to 3)', () => {
  it('finds an abstract by the text a reader sees, and answers the abstract on the presentation', async () => {
    const [member] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'member@example.com'));
    const [application] = await app.db
      .insert(presentationApplications)
      .values({
        conferenceId: 'demo',
        userId: member!.id,
        kind: 'oral',
        status: 'presenter_submit',
        data: {
          title: '水の観察',
          abstract: '水（H<sub>2</sub>O）を観察した。',
          institutes: [{ key: 'i1', name: '東京大学' }],
          authors: [{ lastName: '山田', firstName: '太郎', isPresenter: true, instituteKeys: ['i1'] }],
        },
      })
      .returning();
    const { presentationId } = await acceptApplication(app.db, 'demo', application!.id);
    for (const q of ['H2O', 'h2o', 'Ｈ２Ｏ']) {
      const found = await gql('query($q: String) { oralPresentations(q: $q) { collection { id } } }', { q });
      expect(
        found.data.oralPresentations.collection.map((item: { id: number }) => item.id),
        q,
      ).toContain(presentationId);
    }
    expect(
      (await gql('query($q: String) { oralPresentations(q: $q) { metadata { totalCount } } }', { q: 'sub' })).data.oralPresentations.metadata.totalCount,
    ).toBe(0);
    const presentation = await gql('query($id: Int!) { presentation(id: $id) { abstract } }', { id: presentationId });
    expect(presentation.data.presentation.abstract).toBe('水（H<sub>2</sub>O）を観察した。');
  });
});

describe('messages in one language (item 15)', () => {
  const tooMany = 'query($per: Int) { oralPresentations(per: $per) { metadata { totalCount } } }';

  it('says what a search filter broke in Japanese in the Japanese message, and in English in the English one', async () => {
    const extensions = (await gql(tooMany, { per: 1000 })).errors[0].extensions;
    expect(extensions.message).toBe('検索条件 per が正しくありません: 100以下にしてください');
    expect(extensions.messageEn).toBe('The search condition per is invalid: must be at most 100');
  });

  it.each([
    [undefined, '検索条件 per が正しくありません: 100以下にしてください'],
    ['ja', '検索条件 per が正しくありません: 100以下にしてください'],
    ['en-GB,en;q=0.9', 'The search condition per is invalid: must be at most 100'],
  ])('answers the top-level message in the language asked (Accept-Language %s)', async (language, message) => {
    expect((await gql(tooMany, { per: 1000 }, language)).errors[0].message).toBe(message);
  });
});

describe('a request the schema refuses, in one language per message (item 15)', () => {
  it.each([
    ['?page=0', '送信内容の クエリ が正しくありません: page: 1以上にしてください', 'The request query is invalid: page: must be at least 1'],
    [
      `?q=${'a'.repeat(201)}`,
      '送信内容の クエリ が正しくありません: q: 200文字以内にしてください',
      'The request query is invalid: q: must be at most 200 characters',
    ],
    ['?colour=red', '送信内容の クエリ が正しくありません: colour は使えません', 'The request query is invalid: colour is not allowed'],
  ])('answers %s with what was wrong, in Japanese and in English', async (query, ja, en) => {
    const response = await app.inject({ url: `/web_api/participants${query}`, headers: { ...headers, cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: ja, messageEn: en });
  });
});

describe('the dashboard follows what the conference has (item 7)', () => {
  const menu =
    '{ dashboardSettings { isTimetable isPosterPresentations isSearchModal isMySchedule isSubmissionMenu isEvaluationMenu isMyEval isEvaluatorLink isMypage hasJudging } }';

  it('offers everything on a conference with a program, submission and judging', async () => {
    expect((await gql(menu)).data.dashboardSettings).toEqual({
      isTimetable: true,
      isPosterPresentations: true,
      isSearchModal: true,
      isMySchedule: true,
      isSubmissionMenu: true,
      isEvaluationMenu: true,
      isMyEval: true,
      isEvaluatorLink: true,
      isMypage: true,
      hasJudging: true,
    });
  });

  it.each(['participant-only', 'english-only'])('offers no program, submission, evaluation or awards on %s, whose switches are all on', async (conference) => {
    const other = await buildTestApp({ conference, demo: true, passwordHashCost: 'test' });
    try {
      await seedDemoAccounts(other.db, conference, 'test');
      const otherHeaders = await csrf(other);
      const otherCookie = `${otherHeaders.cookie}; ${await logInAs(other, otherHeaders, 'member@example.com', 'Member-2026!')}`;
      const answer = (
        await other.inject({
          method: 'POST',
          url: '/graphql',
          payload: { query: menu },
          headers: { ...otherHeaders, cookie: otherCookie, 'content-type': 'application/json' },
        })
      ).json();
      expect(answer.data.dashboardSettings).toEqual({
        isTimetable: false,
        isPosterPresentations: false,
        isSearchModal: false,
        isMySchedule: false,
        isSubmissionMenu: false,
        isEvaluationMenu: false,
        isMyEval: false,
        isEvaluatorLink: false,
        isMypage: true,
        hasJudging: false,
      });
    } finally {
      await other.close();
    }
  });
});
