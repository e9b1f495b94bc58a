import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { buildTestApp, csrf, logInAs } from './helper';
import { seedDemoAccounts } from '../../server/seed';
import { presentationApplications, presentations, reviewRequests, reviews, users, venuePasses } from '../../server/db/schema';
import demoProgram from '../../fixtures/program/demo.json';

/** The console's downloads page's own lists (issue 67): the program, inquiries, and entries and exits. */
let app: FastifyInstance;
let headers: Record<string, string>;
let manager = '';
let member = '';

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1e6, mailRateLimit: 1e6 });
  await seedDemoAccounts(app.db, 'demo', 'test');
  headers = await csrf(app);
  manager = `${headers.cookie}; ${await logInAs(app, headers, 'manager@example.com', 'Manager-2026!')}`;
  member = `${headers.cookie}; ${await logInAs(app, headers, 'member@example.com', 'Member-2026!')}`;
});
afterAll(() => app.close());

async function download(name: string, lang: 'ja' | 'en') {
  const response = await app.inject({ url: `/web_api/mng/downloads/${name}?lang=${lang}`, headers: { cookie: manager } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}-${lang}.csv"`);
  expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [heading, ...rows] = parse(response.body, { bom: true }) as string[][];
  expect(rows).toHaveLength(Number(response.headers['x-total-count']));
  const cell = (row: string[], column: string) => row[heading!.indexOf(column)]!;
  return { heading: heading!, rows, cell };
}

describe('the downloads page’s lists', () => {
  it('are for managers only, by a name the page knows', async () => {
    expect((await app.inject({ url: '/web_api/mng/downloads/presentations' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/web_api/mng/downloads/presentations', headers: { cookie: member } })).statusCode).toBe(403);
    const unknown = await app.inject({ url: '/web_api/mng/downloads/passwords', headers: { cookie: manager } });
    expect(unknown.statusCode).toBe(400);
    expect((await app.inject({ url: '/web_api/mng/downloads/presentations?lang=de', headers: { cookie: manager } })).statusCode).toBe(400);
  });

  it('write the program a presentation a row, with its session, room, times and authors, in words of the chosen language', async () => {
    const ja = await download('presentations', 'ja');
    expect(ja.rows).toHaveLength(demoProgram.presentations.length);
    expect(ja.heading.slice(0, 6)).toEqual(['ID', '発表番号', '種別', '題目', '題目（英語）', '著者']);
    const oral = demoProgram.presentations.find((p) => p.kind === 'oral' && p.isPublic !== false)!;
    const row = ja.rows.find((candidate) => ja.cell(candidate, '発表番号') === oral.code)!;
    expect(ja.cell(row, '種別')).toBe('口頭発表');
    expect(ja.cell(row, '題目')).toBe(oral.name);
    expect(ja.cell(row, '公開')).toBe('はい');
    expect(ja.cell(row, 'セッション番号')).not.toBe('');
    expect(ja.cell(row, '開始')).toMatch(/^2027\/03\/\d\d \d\d:\d\d$/);
    const en = await download('presentations', 'en');
    const enRow = en.rows.find((candidate) => en.cell(candidate, 'Code') === oral.code)!;
    const [stored] = await app.db.select({ isLocked: presentations.isLocked }).from(presentations).where(eq(presentations.code, oral.code));
    expect([en.cell(enRow, 'Kind'), en.cell(enRow, 'Published'), en.cell(enRow, 'Locked')]).toEqual(['Oral', 'Yes', stored!.isLocked ? 'Yes' : 'No']);
    expect(en.cell(enRow, 'Authors')).not.toBe('');
  });

  it('write abstract applications with their authors, applicant and state as the console names them', async () => {
    const [person] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'member@example.com'));
    const data = {
      title: '津波の数値予測',
      titleEn: 'Numerical tsunami forecasts',
      institutes: [{ key: 'i1', name: '東北大学', nameEn: 'Tohoku University' }],
      authors: [{ lastName: '会員', firstName: '次郎', lastNameEn: 'Kaiin', firstNameEn: 'Jiro', isPresenter: true, instituteKeys: ['i1'] }],
    };
    const [draft, final] = await app.db
      .insert(presentationApplications)
      .values([
        { conferenceId: 'demo', userId: person!.id, kind: 'oral', status: 'presenter_temp', data },
        { conferenceId: 'demo', userId: person!.id, kind: 'poster', status: 'presenter_submit', isFinal: true, peerReviewStatus: 'confirmed', data },
      ])
      .returning({ id: presentationApplications.id });
    const en = await download('applications', 'en');
    const row = (id: number) => en.rows.find((candidate) => candidate[0] === String(id))!;
    expect(['Kind', 'Title', 'Authors', 'Institutes', 'Applicant', 'Status', 'Peer review'].map((column) => en.cell(row(final!.id), column))).toEqual([
      'Poster presentation',
      '津波の数値予測',
      'Jiro Kaiin',
      'Tohoku University',
      'Jiro Kaiin',
      'Final',
      'Accepted after review',
    ]);
    expect(en.cell(row(draft!.id), 'Status')).toBe('Draft');
    const ja = await download('applications', 'ja');
    const jaRow = ja.rows.find((candidate) => candidate[0] === String(draft!.id))!;
    expect(['種別', '著者', '応募者', '状態', '査読の判定'].map((column) => ja.cell(jaRow, column))).toEqual([
      '口頭発表',
      '会員 次郎',
      '会員 次郎',
      '下書き',
      '未判定',
    ]);
  });

  it('write peer-review requests with the reviewer, the answer and the result, as a manager reads them', async () => {
    const [person] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'member@example.com'));
    const [reviewer] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'reviewer@example.com'));
    const [application] = await app.db
      .insert(presentationApplications)
      .values({ conferenceId: 'demo', userId: person!.id, kind: 'oral', status: 'presenter_submit', data: { title: '査読される演題' } })
      .returning({ id: presentationApplications.id });
    const [answered, waiting] = await app.db
      .insert(reviewRequests)
      .values([
        { applicationId: application!.id, reviewerId: reviewer!.id, status: 'accepted', answeredAt: new Date('2027-02-01T01:00:00Z') },
        { applicationId: application!.id, reviewerId: person!.id, status: 'pending' },
      ])
      .returning({ id: reviewRequests.id });
    await app.db.insert(reviews).values({ requestId: answered!.id, result: 'conditional' });
    const en = await download('reviews', 'en');
    const row = (id: number) => en.rows.find((candidate) => candidate[0] === String(id))!;
    expect(['Application ID', 'Title', 'E-mail', 'Request', 'Answered at', 'Result'].map((column) => en.cell(row(answered!.id), column))).toEqual([
      String(application!.id),
      '査読される演題',
      'reviewer@example.com',
      'Accepted',
      '2027/02/01 10:00',
      'Accept with conditions',
    ]);
    expect([en.cell(row(waiting!.id), 'Request'), en.cell(row(waiting!.id), 'Result')]).toEqual(["Awaiting the reviewer's reply", '']);
    const ja = await download('reviews', 'ja');
    expect(
      ja.cell(
        ja.rows.find((candidate) => candidate[0] === String(answered!.id))!,
        '査読結果',
      ),
    ).toBe('条件付き採択');
  });

  it('write inquiries with their sender, read mark and replies, a formula written as text', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/web_api/inquiries',
      payload: { subject: '=1+1', body: '領収書の宛名について' },
      headers: { ...headers, 'content-type': 'application/json', cookie: member },
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().inquiry.id as number;
    const replied = await app.inject({
      method: 'POST',
      url: `/web_api/mng/inquiries/${id}/replies`,
      payload: { body: '承知しました' },
      headers: { ...headers, 'content-type': 'application/json', cookie: manager },
    });
    expect(replied.statusCode).toBe(201);
    const ja = await download('inquiries', 'ja');
    const row = ja.rows.find((candidate) => candidate[0] === String(id))!;
    expect([ja.cell(row, '氏名'), ja.cell(row, 'メールアドレス'), ja.cell(row, '件名'), ja.cell(row, '内容'), ja.cell(row, '返信数')]).toEqual([
      '会員 次郎',
      'member@example.com',
      "'=1+1",
      '領収書の宛名について',
      '1',
    ]);
    const en = await download('inquiries', 'en');
    expect(
      en.cell(
        en.rows.find((candidate) => candidate[0] === String(id))!,
        'Name',
      ),
    ).toBe('Jiro Kaiin');
  });

  it('write every scan at the door, more than one batch of them, with what each did', async () => {
    const [person] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'member@example.com'));
    const [staff] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'manager@example.com'));
    const scannedAt = new Date('2027-03-10T00:30:00Z');
    await app.db.insert(venuePasses).values(
      Array.from({ length: 1_201 }, (_, i) => ({
        conferenceId: 'demo',
        scanId: `scan-${i}`,
        userId: person!.id,
        kind: i % 2 === 0 ? 'entry' : 'exit',
        outcome: i === 1_200 ? 'alreadyIn' : 'accepted',
        scannedAt,
        staffId: staff!.id,
      })),
    );
    const en = await download('attendance', 'en');
    expect(en.rows).toHaveLength(1_201);
    expect(new Set(en.rows.map((row) => row[0])).size).toBe(1_201);
    expect(en.rows.slice(0, 2).map((row) => [en.cell(row, 'Entry or exit'), en.cell(row, 'Result'), en.cell(row, 'Scanned by')])).toEqual([
      ['Entry', 'Recorded', 'manager@example.com'],
      ['Exit', 'Recorded', 'manager@example.com'],
    ]);
    expect(en.cell(en.rows.at(-1)!, 'Result')).toBe('Already checked in');
    expect(en.cell(en.rows[0]!, 'Scanned at')).toBe('2027/03/10 09:30');
    const ja = await download('attendance', 'ja');
    expect([ja.cell(ja.rows[0]!, '入場/退場'), ja.cell(ja.rows.at(-1)!, '結果')]).toEqual(['入場', '既に入場済みです']);
  });
});

// The page's download of the program, through its own presentations table (not the search's).
it('counts a presentation the console unpublished, as the console sees the program', async () => {
  const [first] = await app.db.select({ id: presentations.id }).from(presentations).limit(1);
  await app.db.update(presentations).set({ isPublic: false }).where(eq(presentations.id, first!.id));
  const en = await download('presentations', 'en');
  expect(
    en.cell(
      en.rows.find((row) => row[0] === String(first!.id))!,
      'Published',
    ),
  ).toBe('No');
});
