import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { attendee, buildTestApp, csrf, caller } from './helper';
import { auditLog, presentations, programSessions, roomPresences } from '../../server/db/schema';
import { ROOM_PRESENCE_TTL_MS } from '../../engine/live/rooms';

/**
 * Discussion rooms (issue 65) over HTTP: a manager's room, the meeting URL only to those
 * admitted, never more inside than the capacity however many join at once, a closed page's place
 * freed, and who may do what.
 */

let app: FastifyInstance;
let headers: Record<string, string>;
let presentationId: number;
let manager: Awaited<ReturnType<typeof attendee>>;
const meetingUrl = 'https://meet.example.org/kaigi-room-1?pwd=secret';

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test' });
  headers = await csrf(app);
  manager = await attendee(app, 'demo', { role: 'manager' });
  const [row] = await app.db
    .select({ id: presentations.id })
    .from(presentations)
    .where(and(eq(presentations.conferenceId, 'demo'), eq(presentations.isPublic, true)))
    .limit(1);
  presentationId = row!.id;
});
afterAll(async () => {
  await app?.close();
});

const call = caller(() => ({ app, headers }), 'en');
const path = (tail = '') => `/web_api/presentations/${presentationId}/room${tail}`;
const setUp = (body: object, who = manager) => call(who, 'PUT', `/web_api/mng/presentations/${presentationId}/room`, body);

describe('a discussion room', () => {
  it('is set up by managers with an https meeting URL, and the change is in the audit log', async () => {
    const someone = await attendee(app, 'demo');
    expect((await call(someone, 'GET', path())).json()).toEqual({ room: null, mayManage: false, defaultCapacity: null });
    expect((await setUp({ meetingUrl }, someone)).statusCode).toBe(403);
    for (const wrong of ['', 'http://meet.example.org/x', 'javascript:alert(1)', 'https://user:pass@meet.example.org/']) {
      const refused = await setUp({ meetingUrl: wrong });
      expect(refused.statusCode, wrong).toBe(422);
      expect(refused.json().errors[0].field).toBe('meetingUrl');
    }
    expect((await setUp({ meetingUrl, capacity: 0 })).statusCode).toBe(400);
    const saved = await setUp({ meetingUrl, capacity: 3 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().room).toMatchObject({ joined: false, full: false, meetingUrl, capacity: 3 });
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'roomSet'));
    expect(entry).toMatchObject({ actorId: manager.id, detail: { presentationId, capacity: 3 } });
  });

  it('hands the meeting URL only to those inside, and never shows attendees the capacity', async () => {
    const outside = await attendee(app, 'demo');
    const seen = (await call(outside, 'GET', path())).json();
    expect(seen).toEqual({
      room: { id: expect.any(Number), joined: false, full: false, meetingUrl: null, capacity: null },
      mayManage: false,
      defaultCapacity: null,
    });
    const joined = await call(outside, 'POST', path('/join'));
    expect(joined.statusCode).toBe(200);
    expect(joined.json().room).toMatchObject({ joined: true, meetingUrl, capacity: null });
    expect((await call(outside, 'GET', path())).json().room).toMatchObject({ joined: true, meetingUrl });
    // Joining again (a second tab) keeps the one place.
    expect((await call(outside, 'POST', path('/join'))).statusCode).toBe(200);
    expect((await call(outside, 'DELETE', path('/presence'))).statusCode).toBe(200);
    expect((await call(outside, 'GET', path())).json().room).toMatchObject({ joined: false, meetingUrl: null });

    const waiting = await attendee(app, 'demo', { approvalStatus: 'pending' });
    expect((await call(waiting, 'POST', path('/join'))).statusCode).toBe(403);
    expect((await call(undefined, 'POST', path('/join'))).statusCode).toBe(401);
  });

  it('admits exactly its capacity of 50 people joining at once, and tells the others it is full', async () => {
    const people = await Promise.all(Array.from({ length: 50 }, () => attendee(app, 'demo')));
    const answers = await Promise.all(people.map((person) => call(person, 'POST', path('/join'), undefined, 'ja')));
    const admitted = answers.filter((answer) => answer.statusCode === 200);
    expect(admitted).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(new Set(refused.map((answer) => answer.statusCode))).toEqual(new Set([409]));
    expect(refused[0]!.json()).toMatchObject({
      message: 'ディスカッションルームは定員に達しています。しばらくしてからもう一度お試しください',
      messageEn: 'The discussion room is full. Please try again in a moment',
    });
    const { id } = (await call(manager, 'GET', path())).json().room;
    const inside = await app.db.select().from(roomPresences).where(eq(roomPresences.roomId, id));
    expect(inside).toHaveLength(3);
    const outsider = people[answers.findIndex((answer) => answer.statusCode === 409)]!;
    expect((await call(outsider, 'GET', path())).json().room).toMatchObject({ joined: false, full: true, meetingUrl: null });

    // A page that stopped saying it is open frees its place; one that keeps saying so keeps it.
    const insiders = people.filter((_, index) => answers[index]!.statusCode === 200);
    expect((await call(insiders[0]!, 'PUT', path('/presence'))).statusCode).toBe(200);
    await app.db
      .update(roomPresences)
      .set({ lastSeenAt: new Date(Date.now() - ROOM_PRESENCE_TTL_MS - 1000) })
      .where(and(eq(roomPresences.roomId, id), eq(roomPresences.userId, insiders[1]!.id)));
    const gone = await call(insiders[1]!, 'PUT', path('/presence'));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().messageEn).toBe('You are no longer in the discussion room. Enter it again');
    expect((await call(outsider, 'POST', path('/join'))).statusCode).toBe(200);
    expect((await call(insiders[1]!, 'POST', path('/join'))).statusCode).toBe(409);
  });

  it('is removed by a manager, and then there is nothing to join', async () => {
    const someone = await attendee(app, 'demo');
    expect((await call(someone, 'DELETE', `/web_api/mng/presentations/${presentationId}/room`)).statusCode).toBe(403);
    expect((await call(manager, 'DELETE', `/web_api/mng/presentations/${presentationId}/room`)).statusCode).toBe(200);
    const missing = await call(someone, 'POST', path('/join'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messageEn).toBe('There is no discussion room');
    expect((await call(someone, 'GET', path())).json().room).toBeNull();
  });
});

describe("a session's discussion room", () => {
  const sessionPath = (id: number, tail = '') => `/web_api/sessions/${id}/room${tail}`;

  it('is set up for a session apart from its presentations, shared by all of them, and audited', async () => {
    const [session] = await app.db.select({ id: programSessions.id }).from(programSessions).where(eq(programSessions.conferenceId, 'demo')).limit(1);
    const id = session!.id;
    expect((await call(manager, 'GET', sessionPath(id))).json()).toMatchObject({ room: null, mayManage: true });
    const saved = await call(manager, 'PUT', `/web_api/mng/sessions/${id}/room`, { meetingUrl: 'https://meet.example.org/session-room', capacity: 2 });
    expect(saved.statusCode).toBe(200);
    const log = await app.db.select().from(auditLog).where(eq(auditLog.action, 'roomSet'));
    expect(log.at(-1)!.detail).toEqual({ sessionId: id, capacity: 2 });

    const [first, second, third] = await Promise.all([attendee(app, 'demo'), attendee(app, 'demo'), attendee(app, 'demo')]);
    expect((await call(first, 'GET', sessionPath(id))).json().room).toMatchObject({ joined: false, full: false, meetingUrl: null, capacity: null });
    expect((await call(first, 'POST', sessionPath(id, '/join'))).json().room.meetingUrl).toBe('https://meet.example.org/session-room');
    expect((await call(second, 'POST', sessionPath(id, '/join'))).statusCode).toBe(200);
    expect((await call(third, 'POST', sessionPath(id, '/join'))).statusCode).toBe(409);
    // A presentation of the session keeps its own room (or none): the two are apart.
    expect((await call(third, 'GET', path())).statusCode).toBe(200);
    expect((await call(second, 'DELETE', sessionPath(id, '/presence'))).statusCode).toBe(200);
    expect((await call(third, 'POST', sessionPath(id, '/join'))).statusCode).toBe(200);

    expect((await call(manager, 'DELETE', `/web_api/mng/sessions/${id}/room`)).statusCode).toBe(200);
    expect((await call(first, 'GET', sessionPath(id))).json().room).toBeNull();
  });

  it('is not found for a session of no conference here, and is for approved participants', async () => {
    expect((await call(manager, 'GET', sessionPath(99_999_999))).statusCode).toBe(404);
    const pending = await attendee(app, 'demo', { approvalStatus: 'unapproved' });
    expect((await call(pending, 'GET', sessionPath(1001))).statusCode).toBe(403);
  });
});
