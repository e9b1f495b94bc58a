import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, csrf, logInAs } from './helper';
import { seedDemoAccounts, seedFromFixtures } from '../../server/seed';
import { auditLog } from '../../server/db/schema';
import type { MemberKindInput } from '../../schemas/memberKinds';

/**
 * Member kinds on the member authentication page (issue 67): the society's kinds and the plans each
 * may choose, edited in the console and saved whole on top of a version; registration's
 * ExternalMemberKinds follows at once, and a seed from the file no longer overwrites them.
 */
let app: FastifyInstance;
let headers: Record<string, string>;
let manager = '';
let member = '';

beforeAll(async () => {
  app = await buildTestApp({ conference: 'strict-society', demo: true, passwordHashCost: 'test', loginRateLimit: 1e6 });
  await seedDemoAccounts(app.db, 'strict-society', 'test');
  headers = await csrf(app);
  manager = `${headers.cookie}; ${await logInAs(app, headers, 'manager@example.com', 'Manager-2026!')}`;
  member = `${headers.cookie}; ${await logInAs(app, headers, 'member@example.com', 'Member-2026!')}`;
});
afterAll(() => app.close());

interface KindList {
  kinds: (MemberKindInput & { id: number })[];
  plans: { id: number; name: string; nameEn: string }[];
  version: number;
  savedAt: string | null;
}
const list = async (cookie = manager) => app.inject({ url: '/web_api/mng/member_kinds', headers: { cookie } });
const save = (body: object, language = 'en') =>
  app.inject({
    method: 'PUT',
    url: '/web_api/mng/member_kinds',
    payload: body,
    headers: { ...headers, cookie: manager, 'content-type': 'application/json', 'accept-language': language },
  });
const publicKinds = async () =>
  (
    await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ externalMemberKinds { id value name nameEn plans { id } } }' },
      headers: { ...headers, 'content-type': 'application/json' },
    })
  ).json().data.externalMemberKinds as { id: number; value: string; name: string; nameEn: string | null; plans: { id: number }[] }[];

describe('member kinds in the console', () => {
  it('is for managers only', async () => {
    expect((await app.inject({ url: '/web_api/mng/member_kinds' })).statusCode).toBe(401);
    expect((await list(member)).statusCode).toBe(403);
  });

  it("lists the file's kinds with the plans they may offer, at version 0", async () => {
    const { kinds, plans, version, savedAt } = (await list()).json<KindList>();
    expect(kinds.map((kind) => [kind.value, kind.planIds])).toEqual([
      ['regular', [11, 12]],
      ['student', [21]],
      ['non_member', [31, 32, 33]],
    ]);
    expect(plans.map((plan) => plan.id)).toEqual(expect.arrayContaining([11, 12, 21, 31, 32, 33]));
    expect([version, savedAt]).toEqual([0, null]);
  });

  it('saves a reordered list with a new kind, and registration reads it at once', async () => {
    const { kinds } = (await list()).json<KindList>();
    const [regular, student, nonMember] = kinds;
    const saved = await save({
      version: 0,
      kinds: [
        student,
        { ...regular!, name: '正会員（一般）', planIds: [11] },
        { id: null, value: 'honorary', name: '名誉会員', nameEn: 'Honorary member', planIds: [33] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<KindList>();
    expect(after.version).toBe(1);
    expect(after.kinds.map((kind) => [kind.id, kind.value, kind.name])).toEqual([
      [2, 'student', '学生会員'],
      [1, 'regular', '正会員（一般）'],
      [4, 'honorary', '名誉会員'],
    ]);
    expect((await publicKinds()).map((kind) => [kind.value, kind.plans.map((plan) => plan.id)])).toEqual([
      ['student', [21]],
      ['regular', [11]],
      ['honorary', [33]],
    ]);
    expect(nonMember).toBeDefined();
  });

  it('refuses a stale save and names each bad field in the language asked for', async () => {
    const { kinds } = (await list()).json<KindList>();
    const stale = await save({ version: 0, kinds });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ messageKey: 'changedElsewhere' });

    const bad = await save({
      version: 1,
      kinds: [
        { ...kinds[0]!, name: ' ' },
        { ...kinds[1]!, value: 'Student!' },
        { ...kinds[2]!, value: 'student', planIds: [999] },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((error: { field: string; messageEn: string }) => [error.field, error.messageEn])).toEqual([
      ['kinds.0.name', 'Required field'],
      ['kinds.1.value', 'Use only lower-case half-width letters, digits, _ and - (at most 32)'],
      ['kinds.2.value', 'Another kind uses this value'],
      ['kinds.2.planIds', 'Choose one of the options'],
    ]);
    const ja = await save({ version: 1, kinds: [{ ...kinds[0]!, value: 'student' }, kinds[0]] }, 'ja');
    expect(ja.json().errors[0].message).toBe('この値は他の種別で使われています');
    // Nothing was written by the refused saves.
    expect((await list()).json<KindList>()).toMatchObject({ version: 1, kinds });
  });

  it('keeps the managers’ kinds when the conference is seeded from its files again, and audits the save', async () => {
    await seedFromFixtures(app.db, path.resolve('fixtures'), 'strict-society');
    expect((await publicKinds()).map((kind) => kind.value)).toEqual(['student', 'regular', 'honorary']);
    const entries = await app.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.conferenceId, 'strict-society'), eq(auditLog.action, 'memberKindsSave')));
    expect(entries.map((entry) => entry.detail)).toEqual([{ version: 1, kinds: 3 }]);
  });
});
