import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, csrf, logInAs, multipart } from './helper';
import { seedDemoAccounts } from '../../server/seed';
import { presentationApplications, submissionSettings } from '../../server/db/schema';
import strictSubmission from '../../fixtures/submission/strict-society.json';
import { jpegOf, pdfOf, pngBytes } from '../support/files';
import type { ApplicationData, SubmissionSettings } from '../../schemas/submission';

/**
 * Abstract submission over HTTP (issue 17) on the strict society, which sets every limit: drafts,
 * submissions refused field by field in both languages, the period, the final mark, stale saves,
 * files judged by content, malformed bodies, and the managers' list and acceptance.
 */

let app: FastifyInstance;
let headers: Record<string, string>;
const cookies = { attendee: '', member: '', manager: '' };
type Who = keyof typeof cookies | 'visitor';

const cookieOf = (who: Who) => [headers.cookie, who === 'visitor' ? '' : cookies[who]].filter(Boolean).join('; ');
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: { ...headers, cookie: cookieOf(who), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
  });

async function upload(who: Who, field: string, kind: string, name: string, bytes: Uint8Array, type = 'application/octet-stream') {
  const { payload, contentType } = await multipart([['file', { name, type, bytes }]]);
  return app.inject({
    method: 'POST',
    url: `/web_api/presentation_applications/files?field=${field}&kind=${kind}`,
    payload,
    headers: { ...headers, cookie: cookieOf(who), 'content-type': contentType },
  });
}

async function gql(who: Who, query: string, variables?: object) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: { ...headers, 'content-type': 'application/json', cookie: cookieOf(who) },
  });
  expect(response.statusCode).toBeLessThan(500);
  return response.json() as { data?: Record<string, any>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** The periods of the file, moved around today so the tests do not age. */
async function setPeriods(change: (kind: SubmissionSettings['kinds']['oral'] & object) => void) {
  const settings = structuredClone(strictSubmission) as SubmissionSettings;
  for (const kind of Object.values(settings.kinds)) change(kind!);
  await app.db.update(submissionSettings).set({ value: settings }).where(eq(submissionSettings.conferenceId, 'strict-society'));
}
const DAY = 86_400_000;
const openNow = () =>
  setPeriods((kind) => {
    kind.proposalStartAt = new Date(Date.now() - DAY).toISOString();
    kind.proposalEndAt = new Date(Date.now() + DAY).toISOString();
  });

let abstractPdfId: number;

function validOral(): ApplicationData {
  return {
    title: '深層学習による地震波形の自動分類',
    titleEn: 'Automatic classification of seismic waveforms by deep learning',
    abstract: '本研究では<b>深層学習</b>を用いてH<sub>2</sub>O…',
    abstractEn: 'We classify <i>seismic</i> waveforms.',
    language: 'japanese',
    isPublic: true,
    keywordIds: [101, 201],
    institutes: [
      { key: 'i1', name: '東京大学', nameEn: 'The University of Tokyo' },
      { key: 'i2', name: '京都大学', nameEn: 'Kyoto University' },
    ],
    authors: [
      { lastName: '山田', firstName: '太郎', lastNameEn: 'Yamada', firstNameEn: 'Taro', isPresenter: true, instituteKeys: ['i1'] },
      { lastName: '佐藤', firstName: '花子', lastNameEn: 'Sato', firstNameEn: 'Hanako', isPresenter: false, instituteKeys: ['i1', 'i2'] },
      { lastName: 'スズキ', firstName: '一郎', lastNameEn: 'Suzuki', firstNameEn: 'Ichiro', isPresenter: false, instituteKeys: ['i2'] },
    ],
    abstractPdf: abstractPdfId,
  };
}

beforeAll(async () => {
  app = await buildTestApp({ conference: 'strict-society', demo: true, passwordHashCost: 'test', loginRateLimit: 1000, uploadRateLimit: 1000 });
  await seedDemoAccounts(app.db, 'strict-society', 'test');
  headers = await csrf(app);
  cookies.attendee = await logInAs(app, headers, 'attendee@example.com', 'Attendee-2026!');
  cookies.member = await logInAs(app, headers, 'member@example.com', 'Member-2026!');
  cookies.manager = await logInAs(app, headers, 'manager@example.com', 'Manager-2026!');
  await openNow();
  const response = await upload('attendee', 'abstractPdf', 'oral', 'abstract.pdf', pdfOf(2000), 'application/pdf');
  expect(response.statusCode).toBe(201);
  abstractPdfId = response.json().file.id;
});
afterAll(() => app.close());
beforeEach(openNow);

const submit = (who: Who, data: unknown, kind = 'oral') => call(who, 'POST', '/web_api/presentation_applications', { action: 'submit', kind, data });
const errorsOf = (response: { json: () => unknown }) => (response.json() as { errors: { field: string; message: string; messageEn: string }[] }).errors;

describe('drafts and submissions', () => {
  it('stores a draft as it is, even invalid, and gives it back on any device', async () => {
    const draft = await call('attendee', 'POST', '/web_api/presentation_applications', {
      action: 'draft',
      kind: 'oral',
      data: { title: 'まだ途中', authors: [{ lastName: '山田' }] },
    });
    expect(draft.statusCode).toBe(201);
    const { application } = draft.json();
    expect(application).toMatchObject({ status: 'presenter_temp', version: 1, isFinal: false, data: { title: 'まだ途中' } });
    const again = await call('attendee', 'GET', `/web_api/presentation_applications/${application.id}`);
    expect(again.json().application.data).toEqual({ title: 'まだ途中', authors: [{ lastName: '山田' }] });
    const mine = await call('attendee', 'GET', '/web_api/presentation_applications');
    expect(mine.json().applications.map((a: { id: number }) => a.id)).toContain(application.id);
  });

  it('submits a valid application, with its files, and marks it presenter_submit', async () => {
    const response = await submit('attendee', validOral());
    expect(response.statusCode).toBe(201);
    expect(response.json().application).toMatchObject({ status: 'presenter_submit', files: { abstractPdf: { fileName: 'abstract.pdf' } } });
    expect(response.json().application.confirmedAt).toBeTruthy();
  });

  it('refuses a submission field by field, in both languages, naming author and institute positions', async () => {
    const data = validOral();
    data.authors![1]!.isPresenter = true;
    data.authors![2]!.instituteKeys = [];
    data.authors![2]!.lastName = ' ';
    data.institutes![1]!.nameEn = '';
    data.keywordIds = [101];
    const response = await submit('attendee', data);
    expect(response.statusCode).toBe(422);
    const errors = errorsOf(response);
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'authors', message: '著者のうち1名だけを発表者にしてください', messageEn: 'Mark exactly one author as the presenter' },
        { field: 'authors.2.instituteKeys', message: '著者3: 所属機関を1つ以上選んでください', messageEn: 'Author 3: Choose at least one institute' },
        { field: 'authors.2.lastName', message: '著者3: 必須項目です', messageEn: 'Author 3: Required field' },
        { field: 'institutes.1.nameEn', message: '所属機関2: 必須項目です', messageEn: 'Institute 2: Required field' },
        { field: 'keywordIds', message: '2個以上選んでください', messageEn: 'Select at least 2' },
      ]),
    );
    expect(errors).toHaveLength(5);
  });

  it('counts Japanese in characters and English in words, never markup, with full-width text as a reader reads it', async () => {
    const limits = strictSubmission.kinds.oral.limits;
    const atLimit = validOral();
    atLimit.title = 'Ａ'.repeat(limits.titleChars);
    atLimit.abstract = `<b>${'あ'.repeat(limits.abstractChars - 10)}</b><br>${'&amp;'.repeat(10)}`;
    atLimit.abstractEn = `<i>${'word '.repeat(limits.abstractEnWords - 1)}</i> ｆｉｎａｌ`;
    expect((await submit('attendee', atLimit)).statusCode).toBe(201);
    const over = validOral();
    over.title = 'Ａ'.repeat(limits.titleChars + 1);
    over.titleEn = 'ＡＢＣ　ｄｅｆ '.repeat(13);
    const response = await submit('attendee', over);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      {
        field: 'title',
        message: `${limits.titleChars}文字以内にしてください（現在${limits.titleChars + 1}文字）`,
        messageEn: `Use at most ${limits.titleChars} characters (now ${limits.titleChars + 1})`,
      },
      { field: 'titleEn', message: `${limits.titleEnWords}語以内にしてください（現在26語）`, messageEn: `Use at most ${limits.titleEnWords} words (now 26)` },
    ]);
  });

  it('refuses more authors than the conference allows', async () => {
    const data = validOral();
    data.authors = Array.from({ length: strictSubmission.kinds.oral.limits.maxAuthors + 1 }, (_, i) => ({
      lastName: `著者${i}`,
      firstName: '名',
      lastNameEn: 'A',
      firstNameEn: 'B',
      isPresenter: i === 0,
      instituteKeys: ['i1'],
    }));
    const response = await submit('attendee', data);
    expect(errorsOf(response)).toEqual([
      {
        field: 'authors',
        message: `著者は${strictSubmission.kinds.oral.limits.maxAuthors}名までです`,
        messageEn: `At most ${strictSubmission.kinds.oral.limits.maxAuthors} authors`,
      },
    ]);
  });

  it('cleans abstracts to the marks abstracts use', async () => {
    const data = validOral();
    data.abstract = '<img src=x onerror=alert(1)><script>alert(1)</script>CO<sub>2</sub> <a href="javascript:alert(1)">link</a>';
    const response = await submit('attendee', data);
    expect(response.json().application.data.abstract).toBe('CO<sub>2</sub> link');
  });
});

describe('the period, the final mark and stale copies', () => {
  it('refuses a save outside the application period and writes nothing', async () => {
    await setPeriods((kind) => {
      kind.proposalEndAt = new Date(Date.now() - 1000).toISOString();
    });
    const [{ count: before }] = await app.db.select({ count: sql<number>`count(*)::int` }).from(presentationApplications);
    const response = await submit('attendee', validOral());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: '現在、応募期間外です', messageEn: 'It is currently outside the application period' });
    const draft = await call('attendee', 'POST', '/web_api/presentation_applications', { action: 'draft', kind: 'oral', data: {} });
    expect(draft.statusCode).toBe(403);
    const [{ count: after }] = await app.db.select({ count: sql<number>`count(*)::int` }).from(presentationApplications);
    expect(after).toBe(before);
  });

  it('refuses the later save of a stale copy, naming the conflict, and keeps the newer one', async () => {
    const created = (await submit('attendee', validOral())).json().application;
    const first = await call('attendee', 'PUT', `/web_api/presentation_applications/${created.id}`, {
      action: 'draft',
      version: created.version,
      data: { ...validOral(), title: 'タブA' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().application.version).toBe(created.version + 1);
    const stale = await call('attendee', 'PUT', `/web_api/presentation_applications/${created.id}`, {
      action: 'draft',
      version: created.version,
      data: { ...validOral(), title: 'タブB' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageEn).toContain(`version ${created.version + 1}`);
    const stored = await call('attendee', 'GET', `/web_api/presentation_applications/${created.id}`);
    expect(stored.json().application.data.title).toBe('タブA');
  });

  it('lets a manager save for the presenter (mng_temp, mng_submit), even after the period', async () => {
    const created = (await submit('attendee', validOral())).json().application;
    await setPeriods((kind) => {
      kind.proposalEndAt = new Date(Date.now() - 1000).toISOString();
    });
    const draft = await call('manager', 'PUT', `/web_api/presentation_applications/${created.id}`, {
      action: 'draft',
      version: created.version,
      data: validOral(),
    });
    expect(draft.json().application.status).toBe('mng_temp');
    const submitted = await call('manager', 'PUT', `/web_api/presentation_applications/${created.id}`, {
      action: 'submit',
      version: created.version + 1,
      data: validOral(),
    });
    expect(submitted.json().application.status).toBe('mng_submit');
    // The presenter, outside the period, cannot.
    const late = await call('attendee', 'PUT', `/web_api/presentation_applications/${created.id}`, {
      action: 'draft',
      version: created.version + 2,
      data: validOral(),
    });
    expect(late.statusCode).toBe(403);
  });

  it('refuses every change to a final abstract, from the presenter and from a manager', async () => {
    const created = (await submit('attendee', validOral())).json().application;
    const marked = await gql('manager', 'mutation($id: Int!) { setPresentationApplicationFinal(id: $id, isFinal: true) { id isFinal version } }', {
      id: created.id,
    });
    expect(marked.data!.setPresentationApplicationFinal).toMatchObject({ isFinal: true });
    const version = marked.data!.setPresentationApplicationFinal.version;
    for (const who of ['attendee', 'manager'] as const) {
      const response = await call(who, 'PUT', `/web_api/presentation_applications/${created.id}`, { action: 'submit', version, data: validOral() });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: '抄録は確定済みのため変更できません', messageEn: 'The abstract is final and cannot be modified' });
    }
  });

  it('keeps applications to their owner and managers', async () => {
    const created = (await submit('attendee', validOral())).json().application;
    expect((await call('member', 'GET', `/web_api/presentation_applications/${created.id}`)).statusCode).toBe(404);
    expect(
      (await call('member', 'PUT', `/web_api/presentation_applications/${created.id}`, { action: 'draft', version: created.version, data: {} })).statusCode,
    ).toBe(404);
    expect((await call('visitor', 'GET', '/web_api/presentation_applications')).statusCode).toBe(401);
    expect((await call('manager', 'GET', `/web_api/presentation_applications/${created.id}`)).statusCode).toBe(200);
    const file = await app.inject({ url: `/web_api/presentation_applications/files/${abstractPdfId}`, headers: { cookie: cookieOf('member') } });
    expect(file.statusCode).toBe(404);
    const own = await app.inject({ url: `/web_api/presentation_applications/files/${abstractPdfId}`, headers: { cookie: cookieOf('attendee') } });
    expect(own.headers['content-type']).toBe('application/pdf');
  });
});

describe('files, judged by their content', () => {
  it('refuses a PNG named .pdf, a graphical abstract of the wrong size, and an abstract PDF over the conference limit', async () => {
    const png = await upload('attendee', 'abstractPdf', 'oral', 'abstract.pdf', pngBytes, 'application/pdf');
    expect(png.statusCode).toBe(422);
    expect(errorsOf(png)).toEqual([{ field: 'abstractPdf', message: 'PDFファイルを選んでください', messageEn: 'Choose a PDF file' }]);
    const small = await upload('attendee', 'graphicalAbstract', 'oral', 'ga.jpg', jpegOf(600, 600), 'image/jpeg');
    expect(errorsOf(small)[0]!.messageEn).toBe('Choose a JPEG image of exactly 1200 × 1200 px and at most 1 MB');
    const right = await upload('attendee', 'graphicalAbstract', 'oral', 'ga.jpg', jpegOf(1200, 1200), 'image/jpeg');
    expect(right.statusCode).toBe(201);
    const large = await upload('attendee', 'abstractPdf', 'oral', 'big.pdf', pdfOf(11 * 1024 * 1024), 'application/pdf');
    expect(errorsOf(large)).toEqual([{ field: 'abstractPdf', message: '10MB以下のファイルを選んでください', messageEn: 'Choose a file of at most 10 MB' }]);
    const notAsked = await upload('attendee', 'posterPdf', 'oral', 'poster.pdf', pdfOf(), 'application/pdf');
    expect(notAsked.statusCode).toBe(404);
  });

  it("refuses a submission naming someone else's file or a file of another field", async () => {
    const others = (await upload('member', 'abstractPdf', 'oral', 'theirs.pdf', pdfOf(), 'application/pdf')).json().file.id;
    const response = await submit('attendee', { ...validOral(), abstractPdf: others });
    expect(errorsOf(response)).toEqual([{ field: 'abstractPdf', message: 'ファイルが見つかりません', messageEn: 'The file was not found' }]);
    const image = (await upload('attendee', 'graphicalAbstract', 'oral', 'ga.jpg', jpegOf(1200, 1200), 'image/jpeg')).json().file.id;
    expect(errorsOf(await submit('attendee', { ...validOral(), abstractPdf: image }))[0]!.field).toBe('abstractPdf');
  });
});

describe('malformed requests', () => {
  const cases: [string, 'POST' | 'PUT', string, unknown][] = [
    ['data not an object', 'POST', '/web_api/presentation_applications', { action: 'draft', kind: 'oral', data: 'x' }],
    ['unknown action', 'POST', '/web_api/presentation_applications', { action: 'publish', kind: 'oral', data: {} }],
    ['unknown kind', 'POST', '/web_api/presentation_applications', { action: 'draft', kind: 'keynote', data: {} }],
    ['unknown key in data', 'POST', '/web_api/presentation_applications', { action: 'draft', kind: 'oral', data: { evil: 1 } }],
    ['authors not a list', 'POST', '/web_api/presentation_applications', { action: 'draft', kind: 'oral', data: { authors: 'me' } }],
    ['an institute key with markup', 'POST', '/web_api/presentation_applications', { action: 'draft', kind: 'oral', data: { institutes: [{ key: '<x>' }] } }],
    ['a title over the hard cap', 'POST', '/web_api/presentation_applications', { action: 'draft', kind: 'oral', data: { title: 'x'.repeat(50_001) } }],
    ['a keyword id out of range', 'POST', '/web_api/presentation_applications', { action: 'draft', kind: 'oral', data: { keywordIds: [1e30] } }],
    ['a version as text', 'PUT', '/web_api/presentation_applications/1', { action: 'draft', version: 'one', data: {} }],
    ['an id out of range', 'PUT', '/web_api/presentation_applications/99999999999', { action: 'draft', version: 1, data: {} }],
    ['no body', 'POST', '/web_api/presentation_applications', undefined],
  ];
  it.each(cases)('%s: a 4xx naming the problem, never a 5xx', async (_name, method, url, payload) => {
    const response = await call('attendee', method, url, payload);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ message: expect.any(String), messageEn: expect.any(String) });
  });

  it('names the place of a shape problem', async () => {
    const response = await call('attendee', 'POST', '/web_api/presentation_applications', {
      action: 'draft',
      kind: 'oral',
      data: { authors: [{ lastName: 3 }] },
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]!.field).toBe('authors.0.lastName');
  });
});

describe('managers', () => {
  const LIST = /* GraphQL */ `
    query ($q: String, $name: String, $authorName: String, $instituteName: String, $status: String, $page: Int) {
      presentationApplications(q: $q, name: $name, authorName: $authorName, instituteName: $instituteName, status: $status, page: $page) {
        pager {
          totalCount
          currentPage
          totalPages
        }
        items {
          id
          status
          isFinal
          name
          authorNames
          instituteNames
          keywordIds
          presentationId
          user {
            id
            nameSei
          }
        }
      }
    }
  `;

  it('finds applications by author name (kana and width as the program search reads them), institute, title and status', async () => {
    const data = validOral();
    data.title = '固有の演題名ゼータ';
    data.authors![2]!.lastName = 'タカハシ';
    const created = (await submit('attendee', data)).json().application;
    for (const [filters, found] of [
      [{ authorName: 'たかはし' }, true],
      [{ authorName: 'ﾀｶﾊｼ' }, true],
      [{ instituteName: 'kyoto' }, true],
      [{ name: 'ぜーた' }, true],
      [{ q: 'タカハシ ゼータ' }, true],
      [{ authorName: 'たかはし', status: 'presenter_submit' }, true],
      [{ authorName: 'たかはし', status: 'presenter_temp' }, false],
      [{ authorName: 'たかはし', status: 'final' }, false],
      [{ authorName: 'なかむら' }, false],
    ] as const) {
      const { data: result, errors } = await gql('manager', LIST, filters);
      expect(errors, JSON.stringify(filters)).toBeUndefined();
      expect(
        result!.presentationApplications.items.some((item: { id: number }) => item.id === created.id),
        JSON.stringify(filters),
      ).toBe(found);
    }
  });

  it('refuses the list to non-managers and a status it does not know', async () => {
    expect((await gql('member', LIST)).errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await gql('visitor', LIST)).errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await gql('manager', LIST, { status: 'bogus' })).errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('accepts a submitted application into the program, with its authors, institutes and keywords, once', async () => {
    const data = validOral();
    data.title = '採択される演題';
    const created = (await submit('attendee', data)).json().application;
    const draft = (await call('attendee', 'POST', '/web_api/presentation_applications', { action: 'draft', kind: 'oral', data })).json().application;
    const refused = await gql('manager', 'mutation($id: Int!) { acceptPresentationApplication(id: $id) { id } }', { id: draft.id });
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', messageEn: 'Only a submitted application can be accepted' });
    const accepted = await gql('manager', 'mutation($id: Int!) { acceptPresentationApplication(id: $id) { id presentationId } }', { id: created.id });
    const presentationId = accepted.data!.acceptPresentationApplication.presentationId;
    expect(presentationId).toBeGreaterThan(1_000_000);
    const again = await gql('manager', 'mutation($id: Int!) { acceptPresentationApplication(id: $id) { id } }', { id: created.id });
    expect(again.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT' });
    const { data: program } = await gql(
      'manager',
      `query($id: Int!) { presentation(id: $id) { name nameEn presentationApplicationId authors { lastName isPresenter institutes { name position } } keywords { id } } }`,
      { id: presentationId },
    );
    expect(program!.presentation).toMatchObject({
      name: '採択される演題',
      presentationApplicationId: created.id,
      authors: [
        { lastName: '山田', isPresenter: true, institutes: [{ name: '東京大学', position: 0 }] },
        { lastName: '佐藤', isPresenter: false, institutes: [{ name: '東京大学' }, { name: '京都大学' }] },
        { lastName: 'スズキ', isPresenter: false, institutes: [{ name: '京都大学' }] },
      ],
      keywords: [{ id: 101 }, { id: 201 }],
    });
    const search = await gql('manager', 'query { oralPresentations(authorName: "すずき", withPublic: false) { collection { presentationId } } }');
    expect(search.data!.oralPresentations.collection.map((item: { presentationId: number }) => item.presentationId)).toContain(presentationId);
  });
});
