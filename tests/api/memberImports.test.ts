import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, csrf, logInAs, multipart } from './helper';
import { seedDemoAccounts, seedFromFixtures } from '../../server/seed';
import { auditLog } from '../../server/db/schema';

/**
 * Member authentication (issue 67): the society's member list that sign-up's collation reads,
 * imported from a spreadsheet in the console: checked first with every bad row and column named
 * and what would change, then imported whole; the collation reads the new list at once.
 */
let app: FastifyInstance;
let headers: Record<string, string>;
let manager = '';
let member = '';

beforeAll(async () => {
  app = await buildTestApp({ conference: 'strict-society', demo: true, passwordHashCost: 'test', loginRateLimit: 1e6, lookupRateLimit: 1e6 });
  await seedDemoAccounts(app.db, 'strict-society', 'test');
  headers = await csrf(app);
  manager = `${headers.cookie}; ${await logInAs(app, headers, 'manager@example.com', 'Manager-2026!')}`;
  member = `${headers.cookie}; ${await logInAs(app, headers, 'member@example.com', 'Member-2026!')}`;
});
afterAll(() => app.close());

interface ImportView {
  id: number;
  status: string;
  rowCount: number;
  problems: { row: number; column: string | null; message: string; messageEn: string }[];
  problemCount: number;
  change: { added: number; updated: number; unchanged: number; removed: number } | null;
}

async function upload(content: string | Uint8Array, cookie = manager, name = 'members.csv') {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const { payload, contentType } = await multipart([['file', { name, type: 'text/csv', bytes }]]);
  return app.inject({ method: 'POST', url: '/web_api/mng/member_imports', payload, headers: { ...headers, cookie, 'content-type': contentType } });
}
const run = (id: number) => app.inject({ method: 'POST', url: `/web_api/mng/member_imports/${id}/run`, headers: { ...headers, cookie: manager } });
const members = async () =>
  (await app.inject({ url: '/web_api/mng/members', headers: { cookie: manager } })).json<{ members: Record<string, string>[]; totalCount: number }>();
const collate = (body: Record<string, string>) =>
  app
    .inject({ method: 'POST', url: '/web_api/external_members/collate', headers: { ...headers }, payload: body })
    .then((response) => response.json<{ ok: boolean }>());

const heading = '会員番号,姓,名,所属,学会の会員ID';

describe('the member list import', () => {
  it('is for managers only', async () => {
    expect((await app.inject({ url: '/web_api/mng/members' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/web_api/mng/member_imports', headers: { cookie: member } })).statusCode).toBe(403);
    expect((await upload(`${heading}\nX1,甲,乙,所,I`, member)).statusCode).toBe(403);
  });

  it('names a part it does not take', async () => {
    const { payload, contentType } = await multipart([['upload', { name: 'members.csv', type: 'text/csv', bytes: new TextEncoder().encode(heading) }]]);
    const response = await app.inject({
      method: 'POST',
      url: '/web_api/mng/member_imports',
      payload,
      headers: { ...headers, cookie: manager, 'content-type': contentType },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'upload' })]);
  });

  let before: Awaited<ReturnType<typeof members>>;
  it('names every bad row and column on a failed check, and imports nothing', async () => {
    before = await members();
    expect(before.totalCount).toBeGreaterThan(0);
    const response = await upload(`\uFEFF${heading}\nNEW-0001,新規,一郎,東京大学,N1\nNEW-0002,,二郎,京都大学,N2\nnew0001,重複,三郎,大阪大学,N3\n`);
    expect(response.statusCode).toBe(201);
    const checked = response.json<ImportView>();
    expect(checked).toMatchObject({ status: 'check_failed', problemCount: 2, change: null });
    expect(checked.problems).toEqual([
      { row: 3, column: 'nameSei', message: '必須項目です', messageEn: 'Required field' },
      { row: 4, column: 'memberCode', message: '2行目と重複しています', messageEn: 'Already given on row 2' },
    ]);
    const refused = await run(checked.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageEn).toBe('This import has not passed its check');
    expect((await members()).totalCount).toBe(before.totalCount);
  });

  it('refuses a file that is not UTF-8 CSV, and one with a column it does not know', async () => {
    const shiftJis = new Uint8Array([0x89, 0xef, 0x88, 0xf5, 0x94, 0xd4, 0x8d, 0x86, 0x0a]);
    expect((await upload(shiftJis)).json<ImportView>()).toMatchObject({
      status: 'check_failed',
      problems: [{ row: 1, column: null, messageEn: 'The file cannot be read as a UTF-8 CSV file' }],
    });
    expect((await upload(`${heading},電話\nA,甲,乙,所,I,03`)).json<ImportView>().problems).toEqual([
      { row: 1, column: null, message: '「電話」という列は取り込めません', messageEn: 'The column "電話" is not one this import reads' },
    ]);
  });

  it('checks a good file as a dry run (what would change), imports it whole, and collation reads the new list at once', async () => {
    const kept = before.members[0]!;
    const csv = [
      'Member number,Family name,Given name,Affiliation,Society member ID',
      `${kept.memberCode},${kept.nameSei},${kept.nameMei},${kept.affiliation},${kept.externalMemberId}`,
      'NEW-0001,新規,一郎,東京大学,N1',
      'NEW-0002,新規,二郎,京都大学,N2',
    ].join('\r\n');
    const checked = (await upload(csv)).json<ImportView>();
    expect(checked).toMatchObject({
      status: 'check_successful',
      rowCount: 3,
      problems: [],
      change: { added: 2, updated: 0, unchanged: 1, removed: before.totalCount - 1 },
    });
    // A dry run changes nothing.
    expect((await members()).totalCount).toBe(before.totalCount);
    expect(await collate({ memberCode: 'NEW0001', nameSei: '新規', nameMei: '一郎', affiliation: '東京大学' })).toMatchObject({ ok: false });

    const imported = await run(checked.id);
    expect(imported.statusCode).toBe(200);
    expect(imported.json<ImportView>()).toMatchObject({ status: 'import_successful', change: { added: 2, unchanged: 1 } });
    const after = await members();
    expect(after.totalCount).toBe(3);
    expect(after.members.map((row) => row.memberCode)).toEqual([kept.memberCode, 'NEW0001', 'NEW0002'].sort());
    expect(await collate({ memberCode: 'new-0001', nameSei: '新規', nameMei: '一郎', affiliation: '東京大学' })).toMatchObject({ ok: true });
    // An import runs once.
    expect((await run(checked.id)).statusCode).toBe(409);
    const [entry] = await app.db
      .select({ detail: auditLog.detail, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.conferenceId, 'strict-society'), eq(auditLog.action, 'memberImport')));
    expect(entry).toMatchObject({ actorEmail: 'manager@example.com', detail: { importId: checked.id, added: 2, updated: 0, unchanged: 1 } });
  });

  it('downloads the list in the columns it imports, so a download edited and imported again round-trips', async () => {
    const download = await app.inject({ url: '/web_api/mng/downloads/members?lang=en', headers: { cookie: manager } });
    expect(download.statusCode).toBe(200);
    expect(download.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Member number,Family name,Given name,Affiliation,Society member ID');
    const again = (await upload(download.rawPayload)).json<ImportView>();
    expect(again).toMatchObject({ status: 'check_successful', change: { added: 0, updated: 0, unchanged: 3, removed: 0 } });
  });

  it('keeps the imported list when the server starts again from the program files', async () => {
    await seedFromFixtures(app.db, path.resolve('fixtures'), 'strict-society');
    expect((await members()).totalCount).toBe(3);
    const [latest] = (await app.inject({ url: '/web_api/mng/member_imports', headers: { cookie: manager } })).json<{ imports: ImportView[] }>().imports;
    expect(latest!.status).toBe('check_successful');
  });
});
