import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { attendee, buildTestApp, csrf, caller } from './helper';
import { updateOperationSettings } from '../../server/services/operationSettings';
import { auditLog } from '../../server/db/schema';
import { SEMINAR_NOTE_MAX, type SeminarInput } from '../../schemas/seminars';

/**
 * Co-hosted (lunch) seminars (issue 66): who sees them and when, a manager's seminar and its
 * checks, §4's final application, one lunch at a time, and places that hold when many apply at once.
 */

let app: FastifyInstance;
let headers: Record<string, string>;
let manager: Awaited<ReturnType<typeof attendee>>;

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test' });
  headers = await csrf(app);
  manager = await attendee(app, 'demo', { role: 'manager' });
});
afterAll(async () => {
  await app?.close();
});

const call = caller(() => ({ app, headers }));

const lunch = (day: number, capacity = 30): SeminarInput['slots'][number] => ({
  startsAt: `2030-03-${day}T03:00:00Z`,
  endsAt: `2030-03-${day}T04:00:00Z`,
  room: 'Room C',
  capacity,
});
const seminar = (slots: SeminarInput['slots'], title = 'スパコン入門'): SeminarInput => ({
  titleJa: title,
  titleEn: 'Supercomputing for beginners',
  hostJa: '計算科学株式会社',
  hostEn: 'Keisan Kagaku Inc.',
  descriptionJa: 'お弁当つき',
  descriptionEn: 'Lunch provided',
  slots,
});
async function create(input: SeminarInput) {
  const response = await call(manager, 'POST', '/web_api/mng/seminars', input);
  expect(response.statusCode, response.body).toBe(201);
  const { seminars } = (await call(manager, 'GET', '/web_api/mng/seminars')).json<{ seminars: { id: number; slots: { id: number }[] }[] }>();
  return seminars.find((candidate) => candidate.id === response.json<{ id: number }>().id)!;
}
const open = () => updateOperationSettings(app.db, 'demo', 'dashboard', { isLunchSeminar: true, isLunchSeminarMngOnly: false });

describe('co-hosted seminars', () => {
  it('are closed to participants until isLunchSeminar is on, and while isLunchSeminarMngOnly is on; managers always see them', async () => {
    const member = await attendee(app, 'demo');
    expect((await call(member, 'GET', '/web_api/seminars')).json()).toMatchObject({ messageKey: 'seminarOff' });
    expect((await call(member, 'GET', '/web_api/seminars')).statusCode).toBe(403);
    expect((await call(manager, 'GET', '/web_api/seminars')).statusCode).toBe(200);
    await updateOperationSettings(app.db, 'demo', 'dashboard', { isLunchSeminar: true, isLunchSeminarMngOnly: true });
    expect((await call(member, 'GET', '/web_api/seminars')).statusCode).toBe(403);
    await open();
    expect((await call(member, 'GET', '/web_api/seminars')).statusCode).toBe(200);
    const unapproved = await attendee(app, 'demo', { approvalStatus: 'pending' });
    expect((await call(unapproved, 'GET', '/web_api/seminars')).json()).toMatchObject({ messageKey: 'programAfterApproval' });
    expect((await call(undefined, 'GET', '/web_api/seminars')).statusCode).toBe(401);
    expect((await call(member, 'POST', '/web_api/mng/seminars', seminar([lunch(10)]))).statusCode).toBe(403);
  });

  it('refuses a seminar without its Japanese title, host or a slot, or with a slot that ends before it starts, naming each field in both languages', async () => {
    const response = await call(manager, 'POST', '/web_api/mng/seminars', {
      ...seminar([{ ...lunch(10), endsAt: '2030-03-10T02:00:00Z', room: ' ' }]),
      titleJa: '',
      hostJa: '',
    });
    expect(response.statusCode).toBe(422);
    const fields = Object.fromEntries(
      response.json<{ errors: { field: string; messageEn: string }[] }>().errors.map((error) => [error.field, error.messageEn]),
    );
    expect(fields).toEqual({
      titleJa: 'Required field',
      hostJa: 'Required field',
      'slots.0.room': 'Required field',
      'slots.0.endsAt': 'The end must be after the start',
    });
    const none = await call(manager, 'POST', '/web_api/mng/seminars', seminar([]));
    expect(none.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
      expect.objectContaining({ field: 'slots', message: '時間枠を1つ以上追加してください', messageEn: 'Add at least one time slot' }),
    ]);
    expect((await call(manager, 'POST', '/web_api/mng/seminars', { ...seminar([lunch(10)]), slots: 'many' })).statusCode).toBe(400);
  });

  it('takes an application once, never a second at the same time, and says why in both languages (§4)', async () => {
    await open();
    const first = await create(seminar([lunch(11), lunch(12)]));
    const clash = await create(seminar([lunch(11)], '量子計算入門'));
    const member = await attendee(app, 'demo');
    const apply = (slot: number) => call(member, 'POST', `/web_api/seminar_slots/${slot}/applications`, { note: '卵アレルギー' });

    expect((await apply(first.slots[0]!.id)).statusCode).toBe(201);
    const again = await apply(first.slots[0]!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageKey: 'seminarAlreadyApplied', messageEn: 'You have already applied for this time slot' });
    const overlapping = await apply(clash.slots[0]!.id);
    expect(overlapping.json()).toMatchObject({ messageKey: 'seminarOverlaps', message: '同じ時間帯のセミナーに申込済みです。申込は変更できません' });
    expect((await apply(first.slots[1]!.id)).statusCode).toBe(201);

    const page = (await call(member, 'GET', '/web_api/seminars')).json<{
      applications: { slotId: number; note: string }[];
      seminars: { id: number; slots: { taken: number }[] }[];
    }>();
    expect(page.applications.map((application) => application.slotId)).toEqual([first.slots[0]!.id, first.slots[1]!.id]);
    expect(page.applications[0]!.note).toBe('卵アレルギー');
    expect(page.seminars.find((candidate) => candidate.id === first.id)!.slots.map((slot) => slot.taken)).toEqual([1, 1]);
    // Nothing changes an application: no call does.
    expect((await call(member, 'PUT', `/web_api/seminar_slots/${first.slots[0]!.id}/applications`, { note: '' })).statusCode).toBe(404);
    expect((await call(member, 'DELETE', `/web_api/seminar_slots/${first.slots[0]!.id}/applications`)).statusCode).toBe(404);
  });

  it('refuses a note over its limit, a slot that has begun and a slot of nothing', async () => {
    await open();
    const member = await attendee(app, 'demo');
    const { slots } = await create(seminar([lunch(13), { ...lunch(13), startsAt: '2020-01-01T03:00:00Z', endsAt: '2020-01-01T04:00:00Z' }]));
    const long = await call(member, 'POST', `/web_api/seminar_slots/${slots[1]!.id}/applications`, { note: 'あ'.repeat(SEMINAR_NOTE_MAX + 1) });
    expect(long.statusCode).toBe(422);
    // Slots come earliest first: the one of 2020 has begun.
    const begun = await call(member, 'POST', `/web_api/seminar_slots/${slots[0]!.id}/applications`, { note: '' });
    expect(begun.json()).toMatchObject({ messageKey: 'seminarSlotStarted' });
    expect((await call(member, 'POST', '/web_api/seminar_slots/999999/applications', { note: '' })).statusCode).toBe(404);
  });

  it('fills a slot of 3 places with exactly 3 of 12 people applying at once; the others are told it is full', async () => {
    await open();
    const { slots } = await create(seminar([lunch(14, 3)]));
    const people = await Promise.all(Array.from({ length: 12 }, () => attendee(app, 'demo')));
    const answers = await Promise.all(people.map((person) => call(person, 'POST', `/web_api/seminar_slots/${slots[0]!.id}/applications`, { note: '' })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json<{ messageKey: string }>().messageKey)).toEqual(
      Array(9).fill('seminarFull'),
    );
    // One person clicking twice at once gets one place.
    const { slots: more } = await create(seminar([lunch(15, 10)]));
    const twice = await attendee(app, 'demo');
    const both = await Promise.all([1, 2].map(() => call(twice, 'POST', `/web_api/seminar_slots/${more[0]!.id}/applications`, { note: '' })));
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it("keeps a slot's applications through an edit, refuses fewer places than taken or removing it, and frees a place a manager cancels (audited)", async () => {
    await open();
    const created = await create(seminar([lunch(16, 2), lunch(17, 2)]));
    const member = await attendee(app, 'demo');
    const applied = (await call(member, 'POST', `/web_api/seminar_slots/${created.slots[0]!.id}/applications`, { note: '' })).json<{ id: number }>();
    const [kept, other] = created.slots as [{ id: number }, { id: number }];

    const fewer = await call(
      manager,
      'PUT',
      `/web_api/mng/seminars/${created.id}`,
      seminar([
        { ...lunch(16, 0), id: kept.id },
        { ...lunch(17), id: other.id },
      ]),
    );
    expect(fewer.statusCode).toBe(422);
    expect(fewer.json<{ errors: { field: string; messageEn: string }[] }>().errors).toEqual([
      expect.objectContaining({ field: 'slots.0.capacity', messageEn: 'Cannot be fewer than the 1 who have applied' }),
    ]);
    const dropped = await call(manager, 'PUT', `/web_api/mng/seminars/${created.id}`, seminar([{ ...lunch(17), id: other.id }]));
    expect(dropped.json()).toMatchObject({ messageKey: 'seminarSlotHasApplications' });
    expect((await call(manager, 'DELETE', `/web_api/mng/seminars/${created.id}`)).json()).toMatchObject({ messageKey: 'seminarSlotHasApplications' });

    // The slot without applications goes; the other keeps its applicant under a new room.
    const edited = await call(manager, 'PUT', `/web_api/mng/seminars/${created.id}`, seminar([{ ...lunch(16, 5), id: kept.id, room: 'Room D' }]));
    expect(edited.statusCode, edited.body).toBe(200);
    const applicants = (await call(manager, 'GET', `/web_api/mng/seminars/${created.id}/applications`)).json<{
      items: { id: number; email: string; slotId: number }[];
    }>();
    expect(applicants.items).toEqual([expect.objectContaining({ id: applied.id, email: member.email, slotId: kept.id })]);

    expect((await call(manager, 'DELETE', `/web_api/mng/seminar_applications/${applied.id}`)).statusCode).toBe(200);
    const logged = await app.db.select().from(auditLog);
    expect(logged.find((entry) => entry.action === 'seminarApplicationCancel')).toMatchObject({ targetEmail: member.email });
    expect((await call(manager, 'DELETE', `/web_api/mng/seminars/${created.id}`)).statusCode).toBe(200);
    expect((await call(manager, 'GET', `/web_api/mng/seminars/${created.id}/applications`)).statusCode).toBe(404);
  });
});
