import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { attendee, buildTestApp, caller, csrf, logInAs, multipart, postGraphql } from './helper';
import { affiliations, auditLog, authors, conferences, presentations, users } from '../../server/db/schema';
import { seedFromFixtures } from '../../server/seed';

/**
 * Importing accounts and presentations with their authors in the console (issue 67): a file is
 * checked first (every bad row and column named in both languages, what would change, nothing
 * written), then imported whole in one transaction; what it wrote is what the users page, sign-in,
 * the timetable and search read at once.
 */
let app: FastifyInstance;
let headers: Record<string, string>;
let manager: Awaited<ReturnType<typeof attendee>>;
let member: Awaited<ReturnType<typeof attendee>>;

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1e6, mailRateLimit: 1e6 });
  headers = await csrf(app);
  manager = await attendee(app, 'demo', { role: 'manager' });
  member = await attendee(app, 'demo');
});
afterAll(() => app?.close());

const call = caller(() => ({ app, headers }));

interface ImportView {
  id: number;
  status: string;
  rowCount: number;
  problems: { row: number; column: string | null; message: string; messageEn: string }[];
  problemCount: number;
  change: { added: number; updated: number; unchanged: number; removed: number } | null;
}

async function check(kind: 'user' | 'presentation', content: string, who = manager) {
  const { payload, contentType } = await multipart([['file', { name: `${kind}s.csv`, type: 'text/csv', bytes: new TextEncoder().encode(content) }]]);
  return app.inject({
    method: 'POST',
    url: `/web_api/mng/${kind}_imports`,
    payload,
    headers: { ...headers, cookie: `${headers.cookie}; ${who.cookie}`, 'content-type': contentType },
  });
}
const run = (kind: 'user' | 'presentation', id: number) => call(manager, 'POST', `/web_api/mng/${kind}_imports/${id}/run`);
const audited = async (action: 'userImport' | 'presentationImport') =>
  (await app.db.select().from(auditLog).where(eq(auditLog.action, action))).map((entry) => entry.detail as Record<string, unknown>);

const userHeading =
  'Email address,Family name,Given name,Family name (kana),Given name (kana),First name (English),Last name (English),Affiliation name,Affiliation name (English),Department,Position,Roles';
const userHeadingJa = 'メールアドレス,姓,名,姓（カナ）,名（カナ）,名（英語）,姓（英語）,所属名,所属名（英語）,部署,役職,権限';

describe('the accounts import', () => {
  it('is for managers only', async () => {
    expect((await call(undefined, 'GET', '/web_api/mng/user_imports')).statusCode).toBe(401);
    expect((await call(member, 'GET', '/web_api/mng/user_imports')).statusCode).toBe(403);
    expect((await check('user', `${userHeadingJa}\nx@example.org,甲,乙,,,,,,,,,`, member)).statusCode).toBe(403);
  });

  it('names every bad row and column in both languages, and writes no account', async () => {
    const before = await app.db.select({ id: users.id }).from(users);
    const response = await check(
      'user',
      `\uFEFF${userHeadingJa}\nok@example.org,甲,乙,,,,,,,,,\nbroken@,丙,丁,,,,,,,,,\nok@example.org,戊,己,,,,,,,,,\nboss@example.org,庚,辛,,,,,,,,,運営\n`,
    );
    expect(response.statusCode).toBe(201);
    const checked = response.json<ImportView>();
    expect(checked).toMatchObject({ status: 'check_failed', rowCount: 4, problemCount: 3, change: null });
    expect(checked.problems).toEqual([
      { row: 3, column: 'email', message: expect.any(String), messageEn: expect.stringMatching(/email/i) },
      { row: 4, column: 'email', message: '2行目と重複しています', messageEn: 'Already given on row 2' },
      {
        row: 5,
        column: 'roles',
        message: '「運営」の権限はユーザー管理の画面で付与してください',
        messageEn: 'The role "運営" is granted on the users page, not by an import',
      },
    ]);
    expect(await app.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
    expect((await run('user', checked.id)).statusCode).toBe(409);
  });

  it('refuses an address another conference holds, naming its row', async () => {
    await app.db.insert(conferences).values({ id: 'another-society', settings: {} });
    await app.db.insert(users).values({
      conferenceId: 'another-society',
      email: 'elsewhere@example.org',
      passwordHash: 'x',
      nameSei: '他',
      nameMei: '会',
      isTermAgreed: true,
      isPolicyAgreed: true,
    });
    const checked = (await check('user', `${userHeading}\nfine@example.org,A,B,,,,,,,,,\nElsewhere@example.org,C,D,,,,,,,,,\n`)).json<ImportView>();
    expect(checked.problems).toEqual([expect.objectContaining({ row: 3, column: 'email', messageEn: 'This email address is already in use' })]);
  });

  it('adds approved accounts without a password and replaces a known account’s names, affiliation and roles, all at once', async () => {
    const known = await attendee(app, 'demo', { isReviewable: true });
    const file = [
      userHeading,
      `speaker1@example.org,山田,花子,ヤマダ,ハナコ,Hanako,Yamada,東京大学,University of Tokyo,理学部,教授,"Presenter, Organizer"`,
      `speaker2@example.org,Smith,Alice,,,Alice,Smith,,,,,`,
      `${known.email.toUpperCase()},鈴木,一郎,,,,,京都大学,,,,発表者`,
    ].join('\n');
    const checked = (await check('user', file)).json<ImportView>();
    expect(checked).toMatchObject({ status: 'check_successful', rowCount: 3, problems: [], change: { added: 2, updated: 1, unchanged: 0, removed: 0 } });
    // The check wrote nothing.
    expect(await app.db.select().from(users).where(eq(users.email, 'speaker1@example.org'))).toEqual([]);

    const done = (await run('user', checked.id)).json<ImportView>();
    expect(done).toMatchObject({ status: 'import_successful', change: { added: 2, updated: 1, unchanged: 0, removed: 0 } });
    const [speaker] = await app.db
      .select({ user: users, affiliation: affiliations })
      .from(users)
      .leftJoin(affiliations, eq(affiliations.userId, users.id))
      .where(eq(users.email, 'speaker1@example.org'));
    expect(speaker!.user).toMatchObject({
      approvalStatus: 'approved',
      nameSei: '山田',
      nameSeiKana: 'ヤマダ',
      nameEn3: 'Yamada',
      department: '理学部',
      rank: '教授',
      isPresentable: true,
      isOrganizable: true,
      isReviewable: false,
      role: 'attendee',
    });
    expect(speaker!.affiliation).toMatchObject({ name: '東京大学', nameEn: 'University of Tokyo' });
    const [changed] = await app.db.select().from(users).where(eq(users.id, known.id));
    expect(changed).toMatchObject({ nameSei: '鈴木', nameMei: '一郎', isPresentable: true, isReviewable: false, role: 'attendee' });

    // No password works for an imported account until its owner sets one.
    for (const password of ['none', '', 'Manager-2026!'])
      await expect(logInAs(app, headers, 'speaker1@example.org', password)).rejects.toThrow(/failed: 4\d\d/);
    // It ran once, and it is in the audit log with what it changed.
    expect((await run('user', checked.id)).statusCode).toBe(409);
    expect(await audited('userImport')).toEqual([expect.objectContaining({ importId: checked.id, added: 2, updated: 1 })]);

    // The same file again changes nothing.
    const again = (await check('user', file)).json<ImportView>();
    expect(again.change).toEqual({ added: 0, updated: 0, unchanged: 3, removed: 0 });
  });

  it('is listed newest first, and reads the users page’s own roles column back', async () => {
    const list = (await call(manager, 'GET', '/web_api/mng/user_imports')).json<{ imports: ImportView[] }>().imports;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]!.id).toBeGreaterThan(list[1]!.id);
    const csv = (await call(manager, 'GET', '/web_api/mng/users.csv?lang=en')).body;
    expect(csv).toMatch(/Presenter, Organizer/);
  });
});

const presentationHeading =
  "Code,Kind,Session code,Start,End,Title,Title (English),Abstract,Abstract (English),Published,Author's family name,Author's given name,Author's family name (English),Author's given name (English),Author's affiliations,Presenter";

const search = async (q: string) =>
  (
    await postGraphql(
      app,
      headers,
      `${headers.cookie}; ${member.cookie}`,
      `{ oralPresentations(q: ${JSON.stringify(q)}) { metadata { totalCount } collection { presentation { code name authors { lastName institutes { name } } } } } }`,
    )
  ).data?.oralPresentations as {
    metadata: { totalCount: number };
    collection: { presentation: { code: string; name: string; authors: { lastName: string; institutes: { name: string }[] }[] } }[];
  };

describe('the presentations import', () => {
  it('is for managers only', async () => {
    expect((await call(member, 'GET', '/web_api/mng/presentation_imports')).statusCode).toBe(403);
    expect((await check('presentation', presentationHeading, member)).statusCode).toBe(403);
  });

  it('names rows that disagree, unknown sessions and kinds that do not fit, and writes nothing', async () => {
    const count = async () => (await app.db.select({ id: presentations.id }).from(presentations)).length;
    const before = await count();
    const file = [
      presentationHeading,
      'X-01,Oral,1A1,2027/03/10 16:00,2027/03/10 16:15,題目,,,,Yes,山田,一郎,,,東京大学,Yes',
      'X-01,,,,,違う題目,,,,,鈴木,二郎,,,東京大学,No',
      'X-02,Oral,9Z9,,,題目2,,,,,佐藤,三郎,,,京都大学,Yes',
      'X-03,Poster,1A1,,,題目3,,,,,高橋,四郎,,,大阪大学,Yes',
    ].join('\n');
    const checked = (await check('presentation', file)).json<ImportView>();
    expect(checked.status).toBe('check_failed');
    expect(checked.problems).toEqual([
      expect.objectContaining({ row: 3, column: 'name', messageEn: 'Differs from row 2 of the same presentation (leave it empty or repeat it)' }),
    ]);
    // The database's own checks come once the file reads cleanly.
    const second = (await check('presentation', [presentationHeading, ...file.split('\n').slice(3)].join('\n'))).json<ImportView>();
    expect(second.problems).toEqual([
      { row: 2, column: 'sessionCode', message: '「9Z9」というセッションはありません', messageEn: 'There is no session "9Z9"' },
      expect.objectContaining({ row: 3, column: 'kind', messageEn: 'Not the kind of its session (oral or poster)' }),
    ]);
    expect(await count()).toBe(before);
  });

  it('adds presentations with their authors and institutes, replaces a known code’s, and the timetable and search follow', async () => {
    const [existing] = await app.db.select().from(presentations).where(eq(presentations.code, '1A1-01'));
    await app.db.update(presentations).set({ isLocked: true }).where(eq(presentations.id, existing!.id));
    const file = [
      presentationHeading,
      'IMP-01,Oral,1A1,2027/03/10 16:00,2027/03/10 16:15,取り込まれた流体の発表,Imported fluid talk,"H<sub>2</sub>O の流れ\n二行目",,Yes,山田,一郎,Yamada,Ichiro,東京大学; 新しい研究所,Yes',
      'IMP-01,,,,,,,,,,鈴木,二郎,,,新しい研究所,No',
      'IMP-02,Poster,P1,,,取り込まれたポスター,,,,No,佐藤,三郎,,,京都大学,Yes',
      '1a1-01,Oral,1A1,2027/03/10 09:30,2027/03/10 09:45,置き換えた題目,Replaced title,,,Yes,田中,五郎,,,東京大学,Yes',
    ].join('\n');
    const checked = (await check('presentation', file)).json<ImportView>();
    expect(checked).toMatchObject({ status: 'check_successful', rowCount: 3, change: { added: 2, updated: 1, unchanged: 0, removed: 0 } });
    const done = (await run('presentation', checked.id)).json<ImportView>();
    expect(done).toMatchObject({ status: 'import_successful', change: { added: 2, updated: 1 } });

    const [talk] = await app.db.select().from(presentations).where(eq(presentations.code, 'IMP-01'));
    expect(talk).toMatchObject({ kind: 'oral', sessionId: 1001, name: '取り込まれた流体の発表', abstract: 'H<sub>2</sub>O の流れ<br>二行目', isPublic: true });
    expect(talk!.id).toBeGreaterThanOrEqual(2_000_001);
    expect(talk!.startAt?.toISOString()).toBe('2027-03-10T07:00:00.000Z');
    const talkAuthors = await app.db.select().from(authors).where(eq(authors.presentationId, talk!.id));
    expect(talkAuthors.map((author) => [author.position, author.lastName, author.isPresenter])).toEqual([
      [0, '山田', true],
      [1, '鈴木', false],
    ]);
    const [poster] = await app.db.select().from(presentations).where(eq(presentations.code, 'IMP-02'));
    expect(poster).toMatchObject({ kind: 'poster', isPublic: false });

    // The known code kept its lock and id, and its version moved on (a console edit from before is refused).
    const [replaced] = await app.db.select().from(presentations).where(eq(presentations.id, existing!.id));
    expect(replaced).toMatchObject({ code: '1a1-01', name: '置き換えた題目', isLocked: true });
    expect(replaced!.version).toBeGreaterThan(existing!.version);

    // Search finds the new one by its title, its author and the institute the import made.
    for (const words of ['取り込まれた流体', '鈴木', '新しい研究所']) {
      const found = await search(words);
      expect(
        found.collection.map((item) => item.presentation.code),
        words,
      ).toContain('IMP-01');
    }
    const [hit] = (await search('Imported fluid')).collection;
    expect(hit!.presentation.authors.map((author) => [author.lastName, author.institutes.map((institute) => institute.name)])).toEqual([
      ['山田', ['東京大学', '新しい研究所']],
      ['鈴木', ['新しい研究所']],
    ]);
    // An unpublished one is not shown to attendees.
    expect((await search('取り込まれたポスター')).metadata.totalCount).toBe(0);
    expect(await audited('presentationImport')).toEqual([expect.objectContaining({ importId: checked.id, added: 2, updated: 1 })]);

    // The same file again changes nothing.
    expect((await check('presentation', file)).json<ImportView>().change).toEqual({ added: 0, updated: 0, unchanged: 3, removed: 0 });
  });

  it('keeps imported presentations when the program file is laid over again at a restart', async () => {
    await seedFromFixtures(app.db, path.resolve('fixtures'), 'demo');
    const codes = (
      await app.db
        .select({ code: presentations.code })
        .from(presentations)
        .where(sql`${presentations.id} >= 2000001`)
    ).map((row) => row.code);
    expect(codes.sort()).toEqual(['IMP-01', 'IMP-02']);
  });

  it('leaves nothing half-written when writing fails, and says the import failed', async () => {
    const checked = (
      await check('presentation', [presentationHeading, 'IMP-09,Oral,,,,途中で失敗,,,,,山田,一郎,,,東京大学,Yes'].join('\n'))
    ).json<ImportView>();
    expect(checked.status).toBe('check_successful');
    // A second presentation with the same code, written behind the import's back, makes its insert fail.
    await app.db.execute(sql`alter table presentations add constraint imports_test_no_09 check (code <> 'IMP-09')`);
    try {
      const done = (await run('presentation', checked.id)).json<ImportView>();
      expect(done.status).toBe('import_failed');
    } finally {
      await app.db.execute(sql`alter table presentations drop constraint imports_test_no_09`);
    }
    expect(await app.db.select().from(presentations).where(eq(presentations.code, 'IMP-09'))).toEqual([]);
    expect(
      await app.db
        .select()
        .from(authors)
        .where(and(eq(authors.lastName, '山田'), eq(authors.firstName, '一郎'), sql`${authors.presentationId} >= 2000003`)),
    ).toEqual([]);
  });
});
