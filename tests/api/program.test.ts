import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrf, logInAs } from './helper';
import { seedDemoAccounts } from '../../server/seed';
import demoProgram from '../../fixtures/program/demo.json';
import demoKeywords from '../../fixtures/keywords/demo.json';
import { normalizeSearchText, searchTerms } from '../../engine/program/search';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { presentations } from '../../server/db/schema';
import { migrationsFolder } from '../../server/db/openDatabase';

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
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: { ...headers, 'content-type': 'application/json', cookie },
  });
  expect(response.statusCode).toBeLessThan(500);
  return response.json() as { data?: Record<string, any>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

const LIST = /* GraphQL */ `
  query OralPresentations(
    $q: String
    $name: String
    $abstract: String
    $authorName: String
    $instituteName: String
    $seriesId: Int
    $sessionId: Int
    $categoryId: Int
    $keywordId: Int
    $date: String
    $language: PresentationLanguage
    $withPublic: Boolean
    $isRandomOrder: Boolean
    $randomSeed: Int
    $programRoomId: Int
    $isSponsor: Boolean
    $per: Int
    $page: Int
  ) {
    oralPresentations(
      q: $q
      name: $name
      abstract: $abstract
      authorName: $authorName
      instituteName: $instituteName
      seriesId: $seriesId
      sessionId: $sessionId
      categoryId: $categoryId
      keywordId: $keywordId
      date: $date
      language: $language
      withPublic: $withPublic
      isRandomOrder: $isRandomOrder
      randomSeed: $randomSeed
      programRoomId: $programRoomId
      isSponsor: $isSponsor
      per: $per
      page: $page
    ) {
      collection {
        id
        presentationId
        presentation {
          code
          name
          nameEn
          isPublic
          authors {
            lastName
            firstName
            isPresenter
            institutes {
              name
              position
            }
          }
          keywords {
            id
            name
          }
        }
        programSession {
          id
          code
          programRoom {
            name
          }
        }
      }
      metadata {
        currentPage
        totalPages
        limitValue
        isLastPage
        totalCount
        nextPage
      }
    }
  }
`;

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

// The oracle: the fixture read in JavaScript, independent of the SQL under test.
type Fixture = (typeof demoProgram.presentations)[number];
const institutes = new Map(demoProgram.institutes.map((institute) => [institute.id, institute]));
const sessions = new Map(demoProgram.sessions.map((session) => [session.id, session]));
const keywordCategory = new Map(demoKeywords.categories.flatMap((category) => category.keywords.map((keyword) => [keyword.id, category.id])));
const text = {
  name: (p: Fixture) => [p.code, p.name, p.nameEn],
  abstract: (p: Fixture) => [p.abstract, p.abstractEn],
  authorName: (p: Fixture) => p.authors.flatMap((a) => [`${a.lastName}${a.firstName}`, `${a.lastName} ${a.firstName}`, `${a.firstNameEn} ${a.lastNameEn}`]),
  instituteName: (p: Fixture) => p.authors.flatMap((a) => a.instituteIds.flatMap((id) => [institutes.get(id)!.name, institutes.get(id)!.nameEn])),
};
const contains = (texts: (string | undefined)[], query: string) =>
  searchTerms(query).every((term) => texts.some((t) => t && normalizeSearchText(t).includes(term)));
const tokyoDate = (iso: string) => new Date(new Date(iso).getTime() + 9 * 3600_000).toISOString().slice(0, 10);
const oral = demoProgram.presentations.filter((p) => p.kind === 'oral');
const published = (list: Fixture[]) => list.filter((p) => p.isPublic !== false);
const firstSession = oral[0]!.sessionId;
const someKeyword = oral[0]!.keywordIds[0]!;
const someRoom = sessions.get(firstSession)!.roomId;

const filterRows: [string, Record<string, unknown>, (p: Fixture) => boolean][] = [
  ['seriesId', { seriesId: 2 }, (p) => p.seriesId === 2],
  ['sessionId', { sessionId: firstSession }, (p) => p.sessionId === firstSession],
  ['categoryId', { categoryId: 2 }, (p) => p.keywordIds.some((id) => keywordCategory.get(id) === 2)],
  ['keywordId', { keywordId: someKeyword }, (p) => p.keywordIds.includes(someKeyword)],
  [
    'q (Japanese substring)',
    { q: '過程回帰' },
    (p) =>
      contains(
        Object.values(text).flatMap((f) => f(p)),
        '過程回帰',
      ),
  ],
  [
    'q (English word, any case)',
    { q: 'TSUNAMI' },
    (p) =>
      contains(
        Object.values(text).flatMap((f) => f(p)),
        'tsunami',
      ),
  ],
  [
    'q (two words narrow)',
    { q: '津波 spectral' },
    (p) =>
      contains(
        Object.values(text).flatMap((f) => f(p)),
        '津波 spectral',
      ),
  ],
  ['name', { name: '高速化' }, (p) => contains(text.name(p), '高速化')],
  ['abstract', { abstract: 'strong scaling' }, (p) => contains(text.abstract(p), 'strong scaling')],
  ['authorName (kanji)', { authorName: '佐藤' }, (p) => contains(text.authorName(p), '佐藤')],
  ['authorName (romaji)', { authorName: 'sato' }, (p) => contains(text.authorName(p), 'sato')],
  ['instituteName (Japanese)', { instituteName: '京都大学' }, (p) => contains(text.instituteName(p), '京都大学')],
  ['instituteName (English)', { instituteName: 'Kyoto University' }, (p) => contains(text.instituteName(p), 'kyoto university')],
  ['date', { date: '2027-03-11' }, (p) => tokyoDate(sessions.get(p.sessionId)!.startAt) === '2027-03-11'],
  ['language', { language: 'english' }, (p) => p.language === 'english'],
  ['programRoomId', { programRoomId: someRoom }, (p) => sessions.get(p.sessionId)!.roomId === someRoom],
  ['isSponsor', { isSponsor: false }, (p) => p.isSponsor !== true],
  [
    'combined: date, language and a word',
    { date: '2027-03-10', language: 'japanese', q: 'の' },
    (p) =>
      tokyoDate(sessions.get(p.sessionId)!.startAt) === '2027-03-10' &&
      p.language === 'japanese' &&
      contains(
        Object.values(text).flatMap((f) => f(p)),
        'の',
      ),
  ],
  ['combined: series and institute', { seriesId: 1, instituteName: 'university' }, (p) => p.seriesId === 1 && contains(text.instituteName(p), 'university')],
];

describe('filters', () => {
  it.each(filterRows)('%s alone or combined finds what the fixture holds', async (_name, filters, predicate) => {
    const expected = published(oral)
      .filter(predicate)
      .map((p) => p.code)
      .sort();
    const { data, errors } = await gql('member', LIST, { ...filters, per: 100 });
    expect(errors).toBeUndefined();
    expect(data!.oralPresentations.collection.map((item: { presentation: { code: string } }) => item.presentation.code).sort()).toEqual(expected);
    expect(data!.oralPresentations.metadata.totalCount).toBe(expected.length);
    const count = await gql('member', `query ($q: String, $date: String) { oralPresentationsHitsCount(q: $q, date: $date) }`, {
      q: filters.q,
      date: filters.date,
    });
    if (Object.keys(filters).every((key) => key === 'q' || key === 'date')) expect(count.data!.oralPresentationsHitsCount).toBe(expected.length);
  });

  it('has rows that find something and rows that narrow', () => {
    // A table whose every row matched all or nothing would test nothing.
    const sizes = filterRows.map(([, , predicate]) => published(oral).filter(predicate).length);
    expect(sizes.every((size) => size > 0)).toBe(true);
    expect(sizes.every((size) => size < published(oral).length)).toBe(false);
    expect(sizes.filter((size) => size < published(oral).length).length).toBeGreaterThan(filterRows.length - 2);
  });
});

describe('search as a Japanese attendee types it', () => {
  const rows: [string, string, string][] = [
    ['half-width katakana', 'ｶﾞｳｽ', 'ガウス'],
    ['hiragana for katakana', 'がうす', 'ガウス'],
    ['full-width latin', 'ＧＡＵＳＳＩＡＮ', 'gaussian'],
    ['upper case', 'MONTE CARLO', 'monte carlo'],
    ['full-width digits in a code', '１Ａ１', '1a1'],
  ];
  it.each(rows)('%s: %s finds what %s finds', async (_name, typed, plain) => {
    const typedResult = await gql('member', LIST, { q: typed, per: 100 });
    const plainResult = await gql('member', LIST, { q: plain, per: 100 });
    expect(typedResult.data!.oralPresentations.metadata.totalCount).toBeGreaterThan(0);
    expect(typedResult.data!.oralPresentations.collection).toEqual(plainResult.data!.oralPresentations.collection);
  });

  it('treats LIKE wildcards as text and explains nothing found with an empty page', async () => {
    // As wildcards 'a%z' and '_x_' would match many abstracts; as text, none.
    for (const q of ['a%z', '_x_', '%%%%', 'zzzz-no-such-word']) {
      const { data } = await gql('member', LIST, { q });
      expect(data!.oralPresentations.metadata).toMatchObject({ totalCount: 0, totalPages: 0, isLastPage: true, nextPage: null });
    }
  });
});

describe('pager', () => {
  it('pages through every published oral presentation once, in code order', async () => {
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const { data } = await gql('member', LIST, { per: 7, page });
      const { metadata, collection } = data!.oralPresentations;
      expect(metadata).toMatchObject({
        currentPage: page,
        limitValue: 7,
        totalCount: published(oral).length,
        totalPages: Math.ceil(published(oral).length / 7),
      });
      seen.push(...collection.map((item: { presentation: { code: string } }) => item.presentation.code));
      if (metadata.isLastPage) {
        expect(metadata.nextPage).toBeNull();
        break;
      }
      expect(metadata.nextPage).toBe(page + 1);
    }
    expect(seen).toEqual(published(oral).map((p) => p.code));
    const beyond = await gql('member', LIST, { per: 7, page: 999 });
    expect(beyond.data!.oralPresentations.collection).toEqual([]);
  });

  it('keeps one random order for one seed across pages, another for another seed', async () => {
    const order = async (seed: number) => {
      const pages = [];
      for (const page of [1, 2, 3])
        pages.push(
          ...(await gql('member', LIST, { isRandomOrder: true, randomSeed: seed, per: 20, page })).data!.oralPresentations.collection.map(
            (item: { id: number }) => item.id,
          ),
        );
      return pages;
    };
    const first = await order(42);
    expect(await order(42)).toEqual(first);
    expect(new Set(first).size).toBe(published(oral).length);
    expect(await order(43)).not.toEqual(first);
    expect(first).not.toEqual([...first].sort((a, b) => a - b));
  });
});

describe('refusals are GraphQL errors, never 5xx', () => {
  const rows: [string, string, Record<string, unknown>, string][] = [
    ['an unknown filter', '{ oralPresentations(speaker: "x") { metadata { totalCount } } }', {}, 'GRAPHQL_VALIDATION_FAILED'],
    ['a wrong type', '{ oralPresentations(seriesId: "one") { metadata { totalCount } } }', {}, 'GRAPHQL_VALIDATION_FAILED'],
    ['a page size over the limit', 'query ($per: Int) { oralPresentations(per: $per) { metadata { totalCount } } }', { per: 1000 }, 'BAD_USER_INPUT'],
    ['page zero', 'query ($page: Int) { oralPresentations(page: $page) { metadata { totalCount } } }', { page: 0 }, 'BAD_USER_INPUT'],
    ['a date that is none', 'query ($date: String) { oralPresentations(date: $date) { metadata { totalCount } } }', { date: '2027-02-30' }, 'BAD_USER_INPUT'],
    ['an endless query', 'query ($q: String) { oralPresentations(q: $q) { metadata { totalCount } } }', { q: 'x'.repeat(201) }, 'BAD_USER_INPUT'],
  ];
  it.each(rows)('%s', async (_name, query, variables, code) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query, variables },
      headers: { ...headers, 'content-type': 'application/json', cookie: `${headers.cookie}; ${cookies.member}` },
    });
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json();
    expect(body.errors[0].extensions?.code ?? (response.statusCode === 400 ? 'GRAPHQL_VALIDATION_FAILED' : undefined)).toBe(code);
    if (code === 'BAD_USER_INPUT') expect(body.errors[0].extensions.messageEn).toMatch(/search condition (per|page|date|q)/);
  });
});

describe('access to each query', () => {
  const unpublished = demoProgram.presentations.find((p) => p.isPublic === false)!;
  const queries: [string, string, Record<string, unknown>?][] = [
    ['OralPresentations', '{ oralPresentations { metadata { totalCount } } }'],
    ['PosterPresentations', '{ posterPresentations { metadata { totalCount } } }'],
    ['hits count', '{ posterPresentationsHitsCount }'],
    ['OralPresentationOptions', '{ oralPresentationOptions(name: "法") { collection { code } metadata { limitValue } } }'],
    ['PosterPresentationOptionsByCode', '{ posterPresentationOptionsByCode(code: "P0") { collection { code } metadata { limitValue } } }'],
    ['OralPresentationSeries', '{ oralPresentationSeries { id name sessions { code } } }'],
    ['GetPresentation', 'query ($id: Int!) { presentation(id: $id) { code } }', { id: 1 }],
    ['timetable', '{ programSessions(date: "2027-03-10") { code presentations { id } } }'],
    ['my schedule', '{ mySchedule { overlapsWith } }'],
  ];
  it.each(queries)('%s: visitors log in, unapproved accounts learn why, approved ones and managers are answered', async (_name, query, variables) => {
    expect((await gql('visitor', query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const unapproved = await gql('attendee', query, variables);
    expect(unapproved.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/承認/),
      messageEn: expect.stringMatching(/approved/),
    });
    for (const who of ['member', 'manager'] as const) {
      const answered = await gql(who, query, variables);
      expect(answered.errors).toBeUndefined();
      expect(Object.values(answered.data!)[0]).toBeTruthy();
    }
  });

  it('never shows an unpublished presentation to an attendee; a manager sees it when asking withPublic: false', async () => {
    const get = 'query ($id: Int!) { presentation(id: $id) { code isPublic } }';
    expect((await gql('member', get, { id: unpublished.id })).data!.presentation).toBeNull();
    expect((await gql('manager', get, { id: unpublished.id })).data!.presentation).toEqual({ code: unpublished.code, isPublic: false });
    const kind = `${unpublished.kind}Presentations`;
    const list = `query ($w: Boolean) { ${kind}(withPublic: $w, per: 100) { collection { presentation { code } } } }`;
    const codes = (body: { data?: Record<string, any> }) =>
      body.data![kind].collection.map((item: { presentation: { code: string } }) => item.presentation.code);
    expect(codes(await gql('member', list, { w: false }))).not.toContain(unpublished.code);
    expect(codes(await gql('manager', list, { w: true }))).not.toContain(unpublished.code);
    expect(codes(await gql('manager', list, { w: false }))).toContain(unpublished.code);
  });

  it('answers several presentations asked by id in one request, each one or null, unpublished ones to managers only', async () => {
    const shown = published(oral).slice(0, 3);
    const ids = [...shown.map((presentation) => presentation.id), unpublished.id, 999_999];
    const query = `{ ${ids.map((id, i) => `p${i}: presentation(id: ${id}) { id code }`).join(' ')} }`;
    const answers = (body: { data?: Record<string, { id: number; code: string } | null> }) => ids.map((_, i) => body.data![`p${i}`]?.code ?? null);
    expect(answers(await gql('member', query))).toEqual([...shown.map((presentation) => presentation.code), null, null]);
    expect(answers(await gql('manager', query))).toEqual([...shown.map((presentation) => presentation.code), unpublished.code, null]);
  });

  it('answers options 5 a page by name words and by the start of a code', async () => {
    const byCode = (await gql('member', '{ oralPresentationOptionsByCode(code: "1a") { collection { code } metadata { totalCount limitValue } } }')).data!
      .oralPresentationOptionsByCode;
    expect(byCode.metadata.limitValue).toBe(5);
    expect(byCode.collection).toHaveLength(Math.min(5, published(oral).filter((p) => p.code.startsWith('1A')).length));
    for (const option of byCode.collection) expect(option.code).toMatch(/^1A/);
    const byName = (await gql('member', '{ oralPresentationOptions(name: "ガウス") { collection { name } metadata { totalCount } } }')).data!
      .oralPresentationOptions;
    expect(byName.metadata.totalCount).toBe(published(oral).filter((p) => contains(text.name(p), 'ガウス')).length);
  });

  it('gives a presentation its authors with institutes in order, one presenter, keywords with counts, its session and room', async () => {
    const fixture = published(oral)[0]!;
    const { data } = await gql(
      'member',
      `query ($id: Int!) { presentation(id: $id) {
      decoratedName decoratedNameWithoutCode hasAbstract hasAbstractEn section { startAt endAt }
      authors { position lastName isPresenter institutes { id position } }
      keywords { id oralPresentationsCount posterPresentationsCount }
      session { code programRoom { name } } series { id } } }`,
      { id: fixture.id },
    );
    const presentation = data!.presentation;
    expect(presentation.decoratedName).toBe(`${fixture.code} ${fixture.name}`);
    expect(presentation.authors.map((a: { lastName: string }) => a.lastName)).toEqual(fixture.authors.map((a) => a.lastName));
    expect(presentation.authors.map((a: { institutes: { id: number }[] }) => a.institutes.map((i) => i.id))).toEqual(
      fixture.authors.map((a) => a.instituteIds),
    );
    expect(presentation.authors.filter((a: { isPresenter: boolean }) => a.isPresenter)).toHaveLength(1);
    const keyword = fixture.keywordIds[0]!;
    expect(presentation.keywords.find((k: { id: number }) => k.id === keyword).oralPresentationsCount).toBe(
      published(oral).filter((p) => p.keywordIds.includes(keyword)).length,
    );
    expect(presentation.session.code).toBe(sessions.get(fixture.sessionId)!.code);
    expect(new Date(presentation.section.startAt).toISOString()).toBe(new Date(fixture.startAt!).toISOString());
  });
});

describe('favourites and my schedule', () => {
  const add = (id: number) => gql('member', 'mutation ($id: Int!) { addFavourite(presentationId: $id) { isFavourite overlapping { code } } }', { id });
  const remove = (id: number) => gql('member', 'mutation ($id: Int!) { removeFavourite(presentationId: $id) { isFavourite } }', { id });

  it('marks two presentations at one time and says they overlap; touching ones do not', async () => {
    const [a, b] = published(oral).filter((p) => p.startAt === published(oral)[0]!.startAt);
    const next = published(oral).find((p) => p.startAt === a!.endAt && p.sessionId === a!.sessionId)!;
    expect((await add(a!.id)).data!.addFavourite).toEqual({ isFavourite: true, overlapping: [] });
    expect((await add(b!.id)).data!.addFavourite.overlapping).toEqual([{ code: a!.code }]);
    expect((await add(next.id)).data!.addFavourite.overlapping).toEqual([]);
    const schedule = (await gql('member', '{ mySchedule { presentation { id } overlapsWith } }')).data!.mySchedule;
    expect(schedule).toEqual(
      expect.arrayContaining([
        { presentation: { id: a!.id }, overlapsWith: [b!.id] },
        { presentation: { id: next.id }, overlapsWith: [] },
      ]),
    );
    const listed = await gql('member', 'query ($id: Int!) { presentation(id: $id) { isFavourite } }', { id: a!.id });
    expect(listed.data!.presentation.isFavourite).toBe(true);
    // Another attendee's schedule is their own.
    expect((await gql('manager', '{ mySchedule { presentation { id } } }')).data!.mySchedule).toEqual([]);

    expect((await remove(b!.id)).data!.removeFavourite.isFavourite).toBe(false);
    const again = await remove(b!.id);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', messageEn: 'Favourite removal failed' });
    const unpublished = demoProgram.presentations.find((p) => p.isPublic === false)!;
    expect((await add(unpublished.id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses favourites to visitors and unapproved accounts', async () => {
    for (const who of ['visitor', 'attendee'] as const) {
      const { errors } = await gql(who, 'mutation { addFavourite(presentationId: 1) { isFavourite } }');
      expect(errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    }
  });
});

describe('the timetable', () => {
  it('gives the sessions of a day in the rooms asked for, or in the first rooms by position', async () => {
    const day = '2027-03-10';
    const oralRooms = [...new Set(demoProgram.sessions.filter((s) => s.presentationKind === 'oral').map((s) => s.roomId))].sort((a, b) => a - b);
    const codes = (rooms: number[]) =>
      demoProgram.sessions
        .filter((s) => rooms.includes(s.roomId) && tokyoDate(s.startAt) === day && s.presentationKind === 'oral')
        .map((s) => s.code)
        .sort();
    const query =
      'query ($roomIds: [Int!], $firstRooms: Int) { programSessions(date: "2027-03-10", roomIds: $roomIds, firstRooms: $firstRooms) { code programRoom { id } } }';
    const answer = async (variables: object) => (await gql('member', query, variables)).data!.programSessions.map((s: { code: string }) => s.code).sort();
    expect(await answer({ firstRooms: 2 })).toEqual(codes(oralRooms.slice(0, 2)));
    expect(await answer({ roomIds: [oralRooms[2]] })).toEqual(codes([oralRooms[2]!]));
    expect(await answer({})).toEqual(codes(oralRooms));
    expect((await gql('member', query, { firstRooms: 0 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('stored search pieces', () => {
  it('writes each seeded presentation once, with its authors: no dead row for a search to read past', async () => {
    await app.db.execute(sql`select pg_stat_force_next_flush()`);
    const { rows } = await app.db.execute<{ live: number; dead: number; updated: number }>(
      sql`select n_live_tup::int as live, n_dead_tup::int as dead, n_tup_upd::int as updated from pg_stat_user_tables where relname = 'presentations'`,
    );
    expect(rows[0]!.live).toBeGreaterThan(50);
    expect(rows[0]).toMatchObject({ dead: 0, updated: 0 });
  });

  it("leaves nothing in the search index's pending list after seeding: a search reads the index alone", async () => {
    const { rows } = await app.db.execute<{ pages: number }>(sql`select gin_clean_pending_list('presentations_grams')::int as pages`);
    expect(rows[0]!.pages).toBe(0);
  });
  it('the migration that added three-character pieces computes, in SQL, exactly the pieces the server writes', async () => {
    const read = async () =>
      new Map(
        (await app.db.select({ id: presentations.id, grams: presentations.searchGrams }).from(presentations)).map((row) => [row.id, [...row.grams].sort()]),
      );
    const written = await read();
    expect(written.size).toBeGreaterThan(50);
    await app.db.execute(sql.raw(readFileSync(path.join(migrationsFolder, '0017_search_trigrams.sql'), 'utf8')));
    expect(await read()).toEqual(written);
  });
});
