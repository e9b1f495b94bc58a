import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { attendee, buildTestApp, caller, csrf } from './helper';
import { randomUUID } from 'node:crypto';
import { auditLog, entryCodes, venuePasses } from '../../server/db/schema';
import { updateOperationSettings } from '../../server/services/operationSettings';
import { attendedConference } from '../../server/services/payment/documents';
import { entryCodeFrom, entryQrText } from '../../engine/venue';

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

describe('the door', () => {
  const scan = (who: { cookie: string }, code: string, kind: 'entry' | 'exit', scannedAt = new Date(), scanId: string = randomUUID()) =>
    call(who, 'POST', '/web_api/mng/entrance/passes', { scanId, code, kind, scannedAt: scannedAt.toISOString() });
  const minutes = (n: number) => new Date(Date.now() - n * 60_000);

  it('checks a name card in and out, refusing a second check-in, a check-out without one, and the same card twice within a minute, in both languages', async () => {
    const staff = await attendee(app, 'demo', { role: 'manager' });
    const guest = await attendee(app, 'demo');
    await call(staff, 'POST', '/web_api/mng/name_cards', { userIds: [guest.id] });
    const code = (await codes()).get(guest.id)!;
    const member = await attendee(app, 'demo');
    expect((await scan(member, code, 'entry')).statusCode).toBe(403);

    expect((await scan(staff, entryQrText(code), 'exit', minutes(30))).json()).toMatchObject({
      outcome: 'alreadyOut',
      messageEn: 'Already checked out (no entry on record)',
    });
    const entered = (await scan(staff, entryQrText(code), 'entry', minutes(20))).json();
    expect(entered).toMatchObject({ outcome: 'accepted', person: guest.names, message: `入場: ${guest.names.ja}`, messageEn: `Checked in: ${guest.names.en}` });
    expect((await scan(staff, code, 'entry', minutes(19.9))).json()).toMatchObject({ outcome: 'consecutive', message: expect.stringContaining('続けて') });
    expect((await scan(staff, code.toLowerCase(), 'entry', minutes(10))).json()).toMatchObject({
      outcome: 'alreadyIn',
      message: '既に入場済みです',
      messageEn: 'Already checked in',
    });
    expect((await scan(staff, code, 'exit', minutes(5))).json()).toMatchObject({ outcome: 'accepted', messageEn: `Checked out: ${guest.names.en}` });
    expect((await scan(staff, code, 'entry', minutes(1))).json()).toMatchObject({ outcome: 'accepted' });
    expect((await scan(staff, 'KAIGI-ENTRY:ZZZZZZZZZZZZ', 'entry')).json()).toMatchObject({
      outcome: 'unknownCode',
      person: null,
      messageEn: 'Not a name card QR code of this conference',
    });
    expect((await scan(staff, code, 'sideways' as 'entry')).statusCode).toBe(400);
    expect(
      (await call(staff, 'POST', '/web_api/mng/entrance/passes', { scanId: 'not-a-uuid', code, kind: 'entry', scannedAt: new Date().toISOString() }))
        .statusCode,
    ).toBe(400);

    // Found by name at the door, inside now.
    const door = (await call(staff, 'GET', `/web_api/mng/entrance?q=${encodeURIComponent(guest.names.en)}`)).json();
    expect(door.people).toEqual([expect.objectContaining({ userId: guest.id, code, inside: true })]);
    expect(door.inside).toBeGreaterThanOrEqual(1);
  });

  it('counts a queued scan once however often, and however simultaneously, the phone sends it', async () => {
    const staff = await attendee(app, 'demo', { role: 'manager' });
    const guest = await attendee(app, 'demo');
    await call(staff, 'POST', '/web_api/mng/name_cards', { userIds: [guest.id] });
    const code = (await codes()).get(guest.id)!;
    const scanId = randomUUID();
    const at = minutes(3);
    const answers = await Promise.all(Array.from({ length: 5 }, () => scan(staff, code, 'entry', at, scanId)));
    expect(answers.map((answer) => answer.json().outcome)).toEqual(Array(5).fill('accepted'));
    expect(answers.filter((answer) => !answer.json().repeated)).toHaveLength(1);
    expect(await app.db.select().from(venuePasses).where(eq(venuePasses.scanId, scanId))).toHaveLength(1);
    // Another staff phone scanning the card a moment later is the consecutive refusal, not a second entry.
    expect((await scan(staff, code, 'entry', minutes(2.5))).json().outcome).toBe('consecutive');
  });

  it('lets a certificate of attendance ask for an entry through the door', async () => {
    const staff = await attendee(app, 'demo', { role: 'manager' });
    const [inside, away] = [await attendee(app, 'demo'), await attendee(app, 'demo')];
    await call(staff, 'POST', '/web_api/mng/name_cards', { userIds: [inside.id, away.id] });
    await scan(staff, (await codes()).get(inside.id)!, 'entry');
    await updateOperationSettings(app.db, 'demo', 'payment', { certificateRequires: ['enteredVenue'] });
    expect(await attendedConference(app.db, 'demo', inside.id)).toBe(true);
    expect(await attendedConference(app.db, 'demo', away.id)).toBe(false);
  });
});
