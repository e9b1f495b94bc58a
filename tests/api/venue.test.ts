import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { attendee, buildTestApp, caller, csrf } from './helper';
import { auditLog, entryCodes } from '../../server/db/schema';
import { entryCodeFrom } from '../../engine/venue';

/** Name cards (issue 66): managers print A4 sheets of cards with each participant's entry code. */

let app: FastifyInstance;
let headers: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test' });
  headers = await csrf(app);
});
afterAll(async () => {
  await app?.close();
});

const call = caller(() => ({ app, headers }));
const codes = async () => new Map((await app.db.select().from(entryCodes)).map((row) => [row.userId, row.code]));

describe('name cards', () => {
  it('print every approved participant’s card as an A4 PDF in Japanese type, drawing each entry code once', async () => {
    const manager = await attendee(app, 'demo', { role: 'manager' });
    const people = [await attendee(app, 'demo'), await attendee(app, 'demo', { nameSeiKanji: '髙橋', nameMeiKanji: '𠮷子' })];
    const waiting = await attendee(app, 'demo', { approvalStatus: 'pending' });
    const member = await attendee(app, 'demo');
    expect((await call(member, 'POST', '/web_api/mng/name_cards', {})).statusCode).toBe(403);
    expect((await call(undefined, 'POST', '/web_api/mng/name_cards', {})).statusCode).toBe(401);

    const printed = await call(manager, 'POST', '/web_api/mng/name_cards', {});
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(printed.headers['content-disposition']).toMatch(/attachment/);
    const pdf = printed.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // The Japanese face is embedded (a subset), so the names print the same anywhere.
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP/);
    expect(pdf).toMatch(/\/Type \/Page\b/);

    const first = await codes();
    for (const person of [...people, manager, member]) expect(entryCodeFrom(first.get(person.id) ?? '')).toBe(first.get(person.id));
    expect(first.has(waiting.id)).toBe(false);
    // Printing again keeps everyone's code.
    await call(manager, 'POST', '/web_api/mng/name_cards', {});
    expect(await codes()).toEqual(first);

    const chosen = await call(manager, 'POST', '/web_api/mng/name_cards', { userIds: [people[1]!.id, waiting.id] });
    expect(chosen.statusCode).toBe(200);
    expect((await call(manager, 'POST', '/web_api/mng/name_cards', { userIds: ['x'] })).statusCode).toBe(400);
    expect((await call(manager, 'POST', '/web_api/mng/name_cards', { userIds: [1, 1] })).statusCode).toBe(400);
    const logged = await app.db.select().from(auditLog).where(eq(auditLog.action, 'nameCardsPrint'));
    expect(logged.length).toBe(3);
    expect(logged.at(-1)!.detail).toMatchObject({ count: 1, chosen: true });
  });
});
