import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrf, logInAs } from './helper';
import { seedDemoAccounts } from '../../server/seed';
import demoProgram from '../../fixtures/program/demo.json';

/** The program over GraphQL (issue 22) on the demo conference's program fixture. */

let app: FastifyInstance;
let headers: Record<string, string>;
const cookies: Record<'attendee' | 'member' | 'manager', string> = { attendee: '', member: '', manager: '' };

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1000 });
  await seedDemoAccounts(app.db, 'demo', 'test');
  headers = await csrf(app);
  cookies.attendee = await logInAs(app, headers, 'attendee@example.com', 'Attendee-2026!');
  cookies.member = await logInAs(app, headers, 'member@example.com', 'Member-2026!');
  cookies.manager = await logInAs(app, headers, 'manager@example.com', 'Manager-2026!');
});
afterAll(() => app.close());

type Who = keyof typeof cookies | 'visitor';
async function gql(who: Who, query: string, variables?: object) {
  const cookie = [headers.cookie, who === 'visitor' ? '' : cookies[who]].filter(Boolean).join('; ');
  const response = await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: { ...headers, 'content-type': 'application/json', cookie } });
  expect(response.statusCode).toBeLessThan(500);
  return response.json() as { data?: Record<string, any>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

const LIST = /* GraphQL */ `
  query OralPresentations($q: String, $name: String, $abstract: String, $authorName: String, $instituteName: String, $seriesId: Int, $sessionId: Int,
    $categoryId: Int, $keywordId: Int, $date: String, $language: PresentationLanguage, $withPublic: Boolean, $isRandomOrder: Boolean, $randomSeed: Int,
    $programRoomId: Int, $isSponsor: Boolean, $per: Int, $page: Int) {
    oralPresentations(q: $q, name: $name, abstract: $abstract, authorName: $authorName, instituteName: $instituteName, seriesId: $seriesId,
      sessionId: $sessionId, categoryId: $categoryId, keywordId: $keywordId, date: $date, language: $language, withPublic: $withPublic,
      isRandomOrder: $isRandomOrder, randomSeed: $randomSeed, programRoomId: $programRoomId, isSponsor: $isSponsor, per: $per, page: $page) {
      collection { id presentationId presentation { code name nameEn isPublic authors { lastName firstName isPresenter institutes { name position } } keywords { id name } } programSession { id code programRoom { name } } }
      metadata { currentPage totalPages limitValue isLastPage totalCount nextPage }
    }
  }`;

describe('who sees the program', () => {
  it('asks a visitor to log in and tells an unapproved account why', async () => {
    const visitor = await gql('visitor', LIST);
    expect(visitor.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const unapproved = await gql('attendee', LIST);
    expect(unapproved.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', messageEn: expect.stringMatching(/approved/) });
  });

  it('shows an approved attendee the published program', async () => {
    const { data } = await gql('member', LIST, { per: 100 });
    const published = demoProgram.presentations.filter((p) => p.kind === 'oral' && p.isPublic !== false);
    expect(data!.oralPresentations.metadata.totalCount).toBe(published.length);
    expect(data!.oralPresentations.collection[0].presentation.authors.filter((a: { isPresenter: boolean }) => a.isPresenter)).toHaveLength(1);
  });
});

describe('search', () => {
  it('finds a Japanese substring across widths and kana', async () => {
    const { data, errors } = await gql('member', LIST, { q: 'ｶﾞｳｽ', per: 100 });
    expect(errors).toBeUndefined();
    expect(data!.oralPresentations.metadata.totalCount).toBeGreaterThan(0);
    for (const item of data!.oralPresentations.collection) expect(JSON.stringify(item)).toMatch(/ガウス|Gauss/i);
  });
});
