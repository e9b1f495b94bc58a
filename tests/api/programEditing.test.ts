import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { attendee, buildTestApp, caller, csrf, postGraphql } from './helper';
import { auditLog } from '../../server/db/schema';
import type { ProgramEventInput, ProgramSessionInput } from '../../schemas/programEditing';

/**
 * Program editing in the console (issue 67): rooms and their groups, series, sessions and events
 * with §5's rules, a
 * presentation's place, publication and lock, versions that refuse a stale edit, removals refused
 * while something depends on the row, and the public timetable following each change.
 */

let app: FastifyInstance;
let headers: Record<string, string>;
let manager: Awaited<ReturnType<typeof attendee>>;
let member: Awaited<ReturnType<typeof attendee>>;

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test' });
  headers = await csrf(app);
  manager = await attendee(app, 'demo', { role: 'manager' });
  member = await attendee(app, 'demo');
});
afterAll(async () => {
  await app?.close();
});

const call = caller(() => ({ app, headers }));

interface Outline {
  days: string[];
  rooms: { id: number; name: string; nameEn: string; position: number; groupId: number | null; version: number; sessions: number; events: number }[];
  groups: { id: number; name: string; nameEn: string; position: number; version: number; rooms: number }[];
  events: { id: number; name: string; roomId: number | null; place: string; startAt: string; version: number }[];
  series: { id: number; kind: string; name: string; version: number; uses: number }[];
  sessions: { id: number; code: string; roomId: number; startAt: string; endAt: string; version: number; presentations: number; commissions: number }[];
}
interface Place {
  id: number;
  code: string;
  sessionId: number | null;
  startAt: string | null;
  endAt: string | null;
  isPublic: boolean;
  isLocked: boolean;
  version: number;
}
const outline = async () => (await call(manager, 'GET', '/web_api/mng/program')).json<Outline>();
const board = async (date = '2027-03-10', kind = 'oral', q = '') =>
  (await call(manager, 'GET', `/web_api/mng/program/board?date=${date}&kind=${kind}&q=${encodeURIComponent(q)}`)).json<{
    placed: Place[];
    unplaced: { items: Place[]; total: number };
  }>();
const placeOf = async (code: string, date = '2027-03-10') => (await board(date)).placed.find((place) => place.code === code)!;
const timetable = async (who: { cookie: string }, date: string) =>
  (
    await postGraphql(
      app,
      headers,
      `${headers.cookie}; ${who.cookie}`,
      `{ programSessions(date: "${date}") { code startAt programRoom { name } presentations { presentation { code section { startAt } } } } }`,
    )
  ).data?.programSessions as {
    code: string;
    startAt: string;
    programRoom: { name: string };
    presentations: { presentation: { code: string; section: { startAt: string } } }[];
  }[];
const slots = (sessions: Awaited<ReturnType<typeof timetable>>, code: string) =>
  sessions.find((item) => item.code === code)?.presentations.map((item) => ({ code: item.presentation.code, startAt: item.presentation.section.startAt }));

const session = (overrides: Partial<ProgramSessionInput> = {}): ProgramSessionInput => ({
  code: 'E1',
  name: '特別セッション',
  nameEn: 'Special session',
  description: '若手研究者の特別セッション',
  descriptionEn: "Early-career researchers' session",
  presentationKind: 'oral',
  seriesId: 1,
  roomId: 1,
  startAt: '2027-03-10T05:00:00.000Z',
  endAt: '2027-03-10T06:00:00.000Z',
  ...overrides,
});
const fields = (response: { json: () => unknown }) =>
  (response.json() as { errors?: { field: string; messageEn: string }[] }).errors?.map((error) => [error.field, error.messageEn]);

describe('program editing', () => {
  it('is for managers only', async () => {
    expect((await call(undefined, 'GET', '/web_api/mng/program')).statusCode).toBe(401);
    expect((await call(member, 'GET', '/web_api/mng/program')).statusCode).toBe(403);
    expect((await call(member, 'POST', '/web_api/mng/program/rooms', { name: 'X', nameEn: '' })).statusCode).toBe(403);
    expect((await call(member, 'PUT', '/web_api/mng/program/presentations/1/flags', { isPublic: false, version: 1 })).statusCode).toBe(403);
  });

  it('lists the rooms, series and sessions with what depends on each', async () => {
    const program = await outline();
    expect(program.days).toEqual(['2027-03-10', '2027-03-11', '2027-03-12']);
    expect(program.rooms.map((room) => room.nameEn)).toEqual(['Room A', 'Room B', 'Room C', 'Room D', 'Poster hall (Exhibition hall)']);
    expect(program.rooms[0]).toMatchObject({ sessions: 3, version: 1 });
    expect(program.sessions.find((item) => item.code === '1A1')).toMatchObject({ presentations: 6, roomId: 1 });
  });

  it('adds, renames, reorders and removes a room; a stale rename and a room in use are refused, saying why', async () => {
    const created = await call(manager, 'POST', '/web_api/mng/program/rooms', { name: 'E会場', nameEn: 'Room E' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await outline()).rooms.at(-1)).toMatchObject({ id, name: 'E会場', position: 5, version: 1 });

    expect((await call(manager, 'PUT', `/web_api/mng/program/rooms/${id}`, { name: 'E会場（大ホール）', nameEn: 'Room E', version: 1 })).json()).toEqual({
      id,
      version: 2,
    });
    const stale = await call(manager, 'PUT', `/web_api/mng/program/rooms/${id}`, { name: 'E', nameEn: '', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      messageKey: 'programChangedMeanwhile',
      messageEn: 'Someone changed this meanwhile (version 2). Load the latest and try again',
    });
    expect(fields(await call(manager, 'PUT', `/web_api/mng/program/rooms/${id}`, { name: ' ', nameEn: '', version: 2 }))).toEqual([['name', 'Required field']]);

    const ids = (await outline()).rooms.map((room) => room.id);
    const reordered = [id, ...ids.filter((other) => other !== id)];
    expect((await call(manager, 'PUT', '/web_api/mng/program/rooms/order', { ids: reordered })).statusCode).toBe(200);
    expect((await outline()).rooms.map((room) => room.id)).toEqual(reordered);
    expect((await call(manager, 'PUT', '/web_api/mng/program/rooms/order', { ids: reordered.slice(1) })).json()).toMatchObject({
      messageKey: 'orderIncomplete',
    });

    const inUse = await call(manager, 'DELETE', '/web_api/mng/program/rooms/1');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ messageEn: 'This room holds 3 sessions and cannot be removed. Move or remove them first' });
    expect((await call(manager, 'DELETE', `/web_api/mng/program/rooms/${id}`)).statusCode).toBe(200);
    expect((await call(manager, 'DELETE', `/web_api/mng/program/rooms/${id}`)).statusCode).toBe(404);
    expect((await outline()).rooms.map((room) => room.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps a series with sessions, and changes its kind only while it is empty', async () => {
    const inUse = await call(manager, 'DELETE', '/web_api/mng/program/series/1');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json<{ messageKey: string }>().messageKey).toBe('seriesInUse');
    expect(
      fields(await call(manager, 'PUT', '/web_api/mng/program/series/1', { kind: 'poster', name: '一般講演', nameEn: 'General talks', version: 1 })),
    ).toEqual([['kind', expect.stringMatching(/^This series holds \d+ sessions and presentations/)]]);
    const created = (await call(manager, 'POST', '/web_api/mng/program/series', { kind: 'poster', name: '企業展示', nameEn: '' })).json<{ id: number }>();
    expect(
      (await call(manager, 'PUT', `/web_api/mng/program/series/${created.id}`, { kind: 'oral', name: '企業講演', nameEn: 'Industry talks', version: 1 }))
        .statusCode,
    ).toBe(200);
    expect((await outline()).series.find((item) => item.id === created.id)).toMatchObject({ kind: 'oral', name: '企業講演', uses: 0 });
    expect((await call(manager, 'DELETE', `/web_api/mng/program/series/${created.id}`)).statusCode).toBe(200);
  });

  it.each<[string, Partial<ProgramSessionInput>, [string, string][]]>([
    [
      'a session needs a name, abstract, series, room, start and end (§5)',
      { name: '', description: ' ', seriesId: null, roomId: null, startAt: null, endAt: null },
      [
        ['name', 'Required field'],
        ['description', 'Required field'],
        ['seriesId', 'Required field'],
        ['roomId', 'Required field'],
        ['startAt', 'Required field'],
        ['endAt', 'Required field'],
      ],
    ],
    ['start before end', { endAt: '2027-03-10T04:00:00.000Z' }, [['endAt', 'The end must be after the start']]],
    [
      'a conference day',
      { startAt: '2027-03-13T05:00:00.000Z', endAt: '2027-03-13T06:00:00.000Z' },
      [['startAt', 'Choose a conference day (2027-03-10, 2027-03-11, 2027-03-12)']],
    ],
    ['one day', { endAt: '2027-03-10T16:00:00.000Z' }, [['endAt', 'End on the day the session starts']]],
    ["a series of the session's kind", { seriesId: 3 }, [['seriesId', "Choose a series of the session's kind (oral or poster)"]]],
    ['a code of letters and digits', { code: '特別' }, [['code', expect.stringContaining('half-width') as unknown as string]]],
    ['a code used once', { code: '1a1' }, [['code', 'This code is already used']]],
    [
      'never two sessions in one room at once',
      { startAt: '2027-03-10T01:30:00.000Z', endAt: '2027-03-10T02:30:00.000Z' },
      [['startAt', 'Session 1A1 (2027/03/10 09:30–11:00) is in this room at this time']],
    ],
  ])('refuses a session without %s, naming each field', async (_, change, expected) => {
    const response = await call(manager, 'POST', '/web_api/mng/program/sessions', session(change));
    expect(response.statusCode, response.body).toBe(422);
    expect(fields(response)).toEqual(expected);
  });

  it('says the rules in Japanese too', async () => {
    const response = await call(
      manager,
      'POST',
      '/web_api/mng/program/sessions',
      session({ startAt: '2027-03-10T01:30:00.000Z', endAt: '2027-03-10T02:30:00.000Z' }),
      'ja',
    );
    expect(response.json<{ errors: { message: string }[] }>().errors[0]!.message).toBe(
      'この時間、この会場ではセッション「1A1」（2027/03/10 09:30–11:00）が行われます',
    );
  });

  it('builds a session, places presentations in it by slot, and the public timetable follows at once', async () => {
    const created = await call(
      manager,
      'POST',
      '/web_api/mng/program/sessions',
      session({ startAt: '2027-03-10T02:00:00.000Z', endAt: '2027-03-10T03:00:00.000Z' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await timetable(member, '2027-03-10')).find((item) => item.code === 'E1')).toMatchObject({ programRoom: { name: 'A会場' }, presentations: [] });

    const moving = await placeOf('1A1-06');
    const move = (place: Place, body: object) =>
      call(manager, 'PUT', `/web_api/mng/program/presentations/${place.id}/slot`, { version: place.version, ...body });
    const placed = await move(moving, { sessionId: id, startAt: '2027-03-10T02:00:00.000Z', endAt: '2027-03-10T02:15:00.000Z' });
    expect(placed.json()).toEqual({ id: moving.id, version: moving.version + 1 });
    expect(slots(await timetable(member, '2027-03-10'), 'E1')).toEqual([{ code: '1A1-06', startAt: '2027-03-10T02:00:00.000Z' }]);
    expect(slots(await timetable(member, '2027-03-10'), '1A1')!.map((item) => item.code)).not.toContain('1A1-06');

    const other = await placeOf('1A1-05');
    expect(fields(await move(other, { sessionId: id, startAt: '2027-03-10T02:10:00.000Z', endAt: '2027-03-10T02:25:00.000Z' }))).toEqual([
      ['startAt', 'Presentation 1A1-06 (2027/03/10 11:00–11:15) is at this time'],
    ]);
    expect(fields(await move(other, { sessionId: id, startAt: '2027-03-10T02:50:00.000Z', endAt: '2027-03-10T03:05:00.000Z' }))).toEqual([
      ['startAt', "Keep inside the session's time (2027/03/10 11:00–12:00)"],
    ]);
    expect(fields(await move(other, { sessionId: 1011, startAt: null, endAt: null }))).toEqual([
      ['sessionId', "Choose a session of the presentation's kind (oral or poster)"],
    ]);
    expect(fields(await move(other, { sessionId: null, startAt: '2027-03-10T02:50:00.000Z', endAt: '2027-03-10T03:05:00.000Z' }))).toEqual([
      ['sessionId', 'Choose a session to give a time'],
    ]);
    const stale = await move(moving, { sessionId: null, startAt: null, endAt: null });
    expect(stale.statusCode).toBe(409);

    // Moving the session moves its slots; shortening it past a slot is refused.
    const [e1Row] = (await outline()).sessions.filter((item) => item.id === id);
    const later = await call(
      manager,
      'PUT',
      `/web_api/mng/program/sessions/${id}`,
      session({ startAt: '2027-03-10T04:00:00.000Z', endAt: '2027-03-10T05:00:00.000Z', version: e1Row!.version }),
    );
    expect(later.statusCode, later.body).toBe(200);
    expect(slots(await timetable(member, '2027-03-10'), 'E1')).toEqual([{ code: '1A1-06', startAt: '2027-03-10T04:00:00.000Z' }]);
    const shorter = await call(
      manager,
      'PUT',
      `/web_api/mng/program/sessions/${id}`,
      session({ startAt: '2027-03-10T04:30:00.000Z', endAt: '2027-03-10T05:00:00.000Z', version: 2 }),
    );
    expect(fields(shorter)).toEqual([['endAt', 'Presentation 1A1-06 would fall outside the session: move it first']]);

    // A session with presentations stays until they are moved out.
    const removal = await call(manager, 'DELETE', `/web_api/mng/program/sessions/${id}`);
    expect(removal.json()).toMatchObject({ messageEn: 'This session holds 1 presentation and cannot be removed. Move them first' });
    const out = await placeOf('1A1-06');
    expect((await move(out, { sessionId: null, startAt: null, endAt: null })).statusCode).toBe(200);
    expect((await board('2027-03-10', 'oral', '1a1-06')).unplaced).toMatchObject({ total: 1, items: [{ code: '1A1-06', sessionId: null }] });
    expect((await call(manager, 'DELETE', `/web_api/mng/program/sessions/${id}`)).statusCode).toBe(200);
    expect((await timetable(member, '2027-03-10')).map((item) => item.code)).not.toContain('E1');
  });

  it('leaves the commission area’s own sessions alone (not found here)', async () => {
    const commissioned = await call(manager, 'DELETE', '/web_api/mng/program/sessions/1');
    expect(commissioned.statusCode).toBe(404);
  });

  it('publishes, unpublishes and locks a presentation; an unpublished one leaves the attendees’ program', async () => {
    const place = await placeOf('1A1-02');
    const hidden = await call(manager, 'PUT', `/web_api/mng/program/presentations/${place.id}/flags`, { isPublic: false, version: place.version });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const seen = await postGraphql(app, headers, `${headers.cookie}; ${member.cookie}`, `{ presentation(id: ${place.id}) { id } }`);
    expect(seen.data?.presentation ?? null).toBeNull();
    expect(slots(await timetable(member, '2027-03-10'), '1A1')!.map((item) => item.code)).not.toContain('1A1-02');
    const locked = await call(manager, 'PUT', `/web_api/mng/program/presentations/${place.id}/flags`, {
      isLocked: true,
      isPublic: true,
      version: place.version + 1,
    });
    expect(locked.statusCode).toBe(200);
    expect(await placeOf('1A1-02')).toMatchObject({ isPublic: true, isLocked: true, version: place.version + 2 });
    expect((await call(manager, 'PUT', `/web_api/mng/program/presentations/${place.id}/flags`, { version: 9 })).statusCode).toBe(400);
  });

  it('lets one of two sessions in one room at one time through, and one of two presentations in one slot', async () => {
    const both = await Promise.all(
      ['T1', 'T2'].map((code) =>
        call(
          manager,
          'POST',
          '/web_api/mng/program/sessions',
          session({ code, roomId: 2, startAt: '2027-03-11T06:00:00.000Z', endAt: '2027-03-11T07:00:00.000Z', presentationKind: 'oral' }),
        ),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    const sessionId = both.find((response) => response.statusCode === 201)!.json<{ id: number }>().id;
    const [first, second] = [await placeOf('1A1-03'), await placeOf('1A1-04')];
    const slot = { sessionId, startAt: '2027-03-11T06:00:00.000Z', endAt: '2027-03-11T06:15:00.000Z' };
    const moves = await Promise.all(
      [first!, second!].map((place) => call(manager, 'PUT', `/web_api/mng/program/presentations/${place.id}/slot`, { ...slot, version: place.version })),
    );
    expect(moves.map((response) => response.statusCode).sort()).toEqual([200, 422]);
  });

  it('writes every change to the audit log', async () => {
    const actions = (await app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorId, manager.id))).map((row) => row.action);
    for (const action of [
      'programRoomSave',
      'programRoomRemove',
      'programOrder',
      'programSeriesSave',
      'programSeriesRemove',
      'programSessionSave',
      'programSessionRemove',
      'presentationPlace',
      'presentationFlags',
    ]) {
      expect(actions).toContain(action);
    }
  });
});

const event = (overrides: Partial<ProgramEventInput> = {}): ProgramEventInput => ({
  name: '懇親会',
  nameEn: 'Reception',
  description: '',
  descriptionEn: '',
  startAt: '2027-03-12T09:00:00.000Z',
  endAt: '2027-03-12T11:00:00.000Z',
  roomId: null,
  place: 'ホテル宴会場',
  placeEn: 'Hotel banquet hall',
  ...overrides,
});
const publicQuery = async <T>(query: string) =>
  (await postGraphql(app, headers, `${headers.cookie}; ${member.cookie}`, query)) as { data?: T; errors?: unknown[] };

describe('room groups and events', () => {
  it('groups rooms; the timetable offers them group by group, and a group holding rooms is kept, saying why', async () => {
    const created = await call(manager, 'POST', '/web_api/mng/program/groups', { name: '南館', nameEn: 'South wing' });
    expect(created.statusCode, created.body).toBe(201);
    const { id: group } = created.json<{ id: number }>();
    const rooms = (await outline()).rooms;
    const [roomC, roomD] = [rooms.find((room) => room.nameEn === 'Room C')!, rooms.find((room) => room.nameEn === 'Room D')!];
    for (const room of [roomC, roomD]) {
      const moved = await call(manager, 'PUT', `/web_api/mng/program/rooms/${room.id}`, {
        name: room.name,
        nameEn: room.nameEn,
        groupId: group,
        version: room.version,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    // A rename that does not name the group keeps it.
    const renamed = await call(manager, 'PUT', `/web_api/mng/program/rooms/${roomC.id}`, { name: 'C会場', nameEn: 'Room C', version: roomC.version + 1 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await outline()).groups).toEqual([{ id: group, name: '南館', nameEn: 'South wing', position: 0, version: 1, rooms: 2 }]);
    expect(
      fields(await call(manager, 'PUT', `/web_api/mng/program/rooms/${roomC.id}`, { name: 'C会場', nameEn: '', groupId: 999, version: roomC.version + 2 })),
    ).toEqual([['groupId', 'Choose one of the options']]);

    const listed = await publicQuery<{ programRooms: { nameEn: string; group: { nameEn: string } | null }[] }>(
      '{ programRooms(kind: oral) { nameEn group { nameEn } } }',
    );
    expect(listed.data?.programRooms.map((room) => [room.nameEn, room.group?.nameEn ?? null])).toEqual([
      ['Room C', 'South wing'],
      ['Room D', 'South wing'],
      ['Room A', null],
      ['Room B', null],
    ]);
    // The first view asked for before the room list arrives is the first group's rooms, never more.
    const first = await publicQuery<{ programSessions: { code: string }[] }>('{ programSessions(date: "2027-03-10", firstRooms: 4) { code } }');
    expect(first.data?.programSessions.map((item) => item.code).sort()).toEqual(['1C1', '1D1']);

    const kept = await call(manager, 'DELETE', `/web_api/mng/program/groups/${group}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toMatchObject({ messageEn: 'This group holds 2 rooms and cannot be removed. Move them to another group first' });
    for (const room of (await outline()).rooms.filter((item) => item.groupId === group)) {
      expect(
        (await call(manager, 'PUT', `/web_api/mng/program/rooms/${room.id}`, { name: room.name, nameEn: room.nameEn, groupId: null, version: room.version }))
          .statusCode,
      ).toBe(200);
    }
    expect((await call(manager, 'DELETE', `/web_api/mng/program/groups/${group}`)).statusCode).toBe(200);
    expect((await outline()).groups).toEqual([]);
  });

  it('holds an event in a room against sessions, both ways, and keeps a room with events', async () => {
    const roomC = (await outline()).rooms.find((room) => room.nameEn === 'Room C')!;
    const clash = await call(
      manager,
      'POST',
      '/web_api/mng/program/events',
      event({ name: '授賞式', roomId: roomC.id, startAt: '2027-03-12T01:30:00.000Z', endAt: '2027-03-12T02:30:00.000Z' }),
    );
    expect(clash.statusCode).toBe(422);
    expect(fields(clash)).toEqual([['startAt', 'Session 3C1 (2027/03/12 09:30–11:00) is in this room at this time']]);

    const created = await call(
      manager,
      'POST',
      '/web_api/mng/program/events',
      event({
        name: '授賞式',
        nameEn: 'Award ceremony',
        roomId: roomC.id,
        startAt: '2027-03-12T06:00:00.000Z',
        endAt: '2027-03-12T07:00:00.000Z',
        place: '',
        placeEn: '',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const blocked = await call(
      manager,
      'POST',
      '/web_api/mng/program/sessions',
      session({ code: 'EV1', roomId: roomC.id, startAt: '2027-03-12T06:30:00.000Z', endAt: '2027-03-12T07:30:00.000Z' }),
    );
    expect(fields(blocked)).toEqual([['startAt', 'Event “授賞式” (2027/03/12 15:00–16:00) is in this room at this time']]);

    // The event itself may move within its time; a stale edit is refused.
    const moved = await call(
      manager,
      'PUT',
      `/web_api/mng/program/events/${id}`,
      event({ name: '授賞式', nameEn: 'Award ceremony', roomId: roomC.id, startAt: '2027-03-12T06:30:00.000Z', endAt: '2027-03-12T07:30:00.000Z', version: 1 }),
    );
    expect(moved.json()).toEqual({ id, version: 2 });
    expect((await call(manager, 'PUT', `/web_api/mng/program/events/${id}`, event({ roomId: roomC.id, version: 1 }))).statusCode).toBe(409);

    const created2 = await call(manager, 'POST', '/web_api/mng/program/rooms', { name: '臨時会場', nameEn: 'Spare room' });
    const spare = created2.json<{ id: number }>().id;
    const inSpare = await call(
      manager,
      'POST',
      '/web_api/mng/program/events',
      event({ name: '総会', roomId: spare, startAt: '2027-03-11T08:00:00.000Z', endAt: '2027-03-11T09:00:00.000Z' }),
    );
    expect(inSpare.statusCode).toBe(201);
    const kept = await call(manager, 'DELETE', `/web_api/mng/program/rooms/${spare}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toMatchObject({ messageEn: 'This room holds 1 event and cannot be removed. Move or remove them first' });
    expect((await call(manager, 'DELETE', `/web_api/mng/program/events/${inSpare.json<{ id: number }>().id}`)).statusCode).toBe(200);
    expect((await call(manager, 'DELETE', `/web_api/mng/program/rooms/${spare}`)).statusCode).toBe(200);
    expect((await outline()).rooms.find((room) => room.id === roomC.id)).toMatchObject({ events: 1 });
  });

  it('checks an event like a session’s time, in both languages, and lists the day’s events to attendees', async () => {
    const wrong = await call(
      manager,
      'POST',
      '/web_api/mng/program/events',
      event({ name: ' ', startAt: '2027-04-01T09:00:00.000Z', endAt: '2027-04-01T08:00:00.000Z' }),
    );
    expect(fields(wrong)).toEqual([
      ['name', 'Required field'],
      ['startAt', 'Choose a conference day (2027-03-10, 2027-03-11, 2027-03-12)'],
      ['endAt', 'The end must be after the start'],
    ]);
    const ja = await call(manager, 'POST', '/web_api/mng/program/events', event({ startAt: null }), 'ja');
    expect(ja.json<{ errors: { message: string }[] }>().errors[0]!.message).toBe('必須項目です');
    expect((await call(manager, 'POST', '/web_api/mng/program/events', event({ roomId: 99_999 }))).statusCode).toBe(422);

    expect((await call(manager, 'POST', '/web_api/mng/program/events', event())).statusCode).toBe(201);
    const day = await publicQuery<{
      programEvents: { name: string; nameEn: string; startAt: string; place: string | null; programRoom: { nameEn: string } | null }[];
    }>('{ programEvents(date: "2027-03-12") { name nameEn startAt place programRoom { nameEn } } }');
    expect(day.data?.programEvents.map((item) => [item.nameEn, item.programRoom?.nameEn ?? item.place])).toEqual([
      ['Award ceremony', 'Room C'],
      ['Reception', 'ホテル宴会場'],
    ]);
    expect((await publicQuery<{ programEvents: unknown[] }>('{ programEvents(date: "2027-03-10") { id } }')).data?.programEvents).toEqual([]);
    expect((await publicQuery('{ programEvents(date: "10 March") { id } }')).errors).toBeDefined();
  });

  it('audits groups and events', async () => {
    const actions = (await app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorId, manager.id))).map((row) => row.action);
    for (const action of ['programGroupSave', 'programGroupRemove', 'programEventSave', 'programEventRemove']) expect(actions).toContain(action);
  });
});
