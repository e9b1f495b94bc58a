import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, lte } from 'drizzle-orm';
import { attendee, buildTestApp, csrf, caller } from './helper';
import { auditLog, liveEvents, presentations, users } from '../../server/db/schema';
import { eventsAfter } from '../../server/services/live/liveEvents';

/**
 * Comments, likes and the live stream of a presentation's page (issue 65), against the real server
 * and database over HTTP: who may take part, what is stored, and what an open page receives,
 * including after its connection dropped.
 */

let app: FastifyInstance;
let origin: string;
let headers: Record<string, string>;
let presentationId: number;
let hiddenPresentationId: number;

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test' });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  headers = await csrf(app);
  const rows = await app.db
    .select({ id: presentations.id, isPublic: presentations.isPublic })
    .from(presentations)
    .where(eq(presentations.conferenceId, 'demo'));
  presentationId = rows.find((row) => row.isPublic)!.id;
  hiddenPresentationId = rows.find((row) => !row.isPublic)?.id ?? -1;
});
afterAll(async () => {
  await app?.close();
});

const person = (overrides: Partial<typeof users.$inferInsert> = {}) => attendee(app, 'demo', overrides);

const call = caller(() => ({ app, headers }), 'ja');

const comment = (who: { cookie: string }, body: string, id = presentationId) => call(who, 'POST', `/web_api/presentations/${id}/comments`, { body });
const talk = async (who: { cookie: string }, id = presentationId) => (await call(who, 'GET', `/web_api/presentations/${id}/talk`)).json();

/** An open page's stream over real HTTP: the events it receives, as they come. */
async function openStream(who: { cookie: string }, options: { after?: number; lastEventId?: number; id?: number } = {}) {
  const controller = new AbortController();
  const query = options.after !== undefined ? `?after=${options.after}` : '';
  const response = await fetch(`${origin}/web_api/presentations/${options.id ?? presentationId}/live${query}`, {
    headers: { cookie: who.cookie, ...(options.lastEventId !== undefined ? { 'last-event-id': String(options.lastEventId) } : {}) },
    signal: controller.signal,
  });
  const events: { id: number; event: string; data: Record<string, any> }[] = [];
  const waiting: Array<() => void> = [];
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
          if (fields.event) events.push({ id: Number(fields.id), event: fields.event, data: JSON.parse(fields.data ?? '{}') });
          for (const wake of waiting.splice(0)) wake();
        }
      }
    } catch {
      // Aborted.
    }
  })();
  return {
    status: response.status,
    events,
    /** Waits until `count` events have arrived (at most 5 s), and answers them. */
    async until(count: number) {
      const deadline = Date.now() + 5000;
      while (events.length < count && Date.now() < deadline) await new Promise<void>((resolve) => (waiting.push(resolve), setTimeout(resolve, 100)));
      return events;
    },
    close: () => controller.abort(),
  };
}

describe('comments', () => {
  it('are posted and listed oldest first with the author in both languages, as plain text without control characters', async () => {
    const author = await person();
    const posted = await comment(author, '  <b>良い</b>\u0007発表\u202eでした\r\n\r\n\r\n\r\n\r\nありがとう  ');
    expect(posted.statusCode).toBe(201);
    const body = posted.json().comment;
    expect(body).toMatchObject({ presentationId, authorId: author.id, body: '<b>良い</b>発表でした\n\n\nありがとう', editedAt: null, hidden: null });
    expect(body.author).toEqual(author.names);
    const listed = await talk(await person());
    expect(listed.comments.at(-1)).toEqual(body);
    expect(listed.maxLength).toBe(1000);
    expect(listed.lastEventId).toBeGreaterThan(0);
  });

  it("refuses an empty comment and one over the conference's limit, in the reader's language", async () => {
    const author = await person();
    const empty = await comment(author, ' \n\u0007 ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([{ field: 'body', message: '必須項目です', messageEn: 'Required field' }]);
    // 1,000 graphemes are allowed (an emoji family is one), 1,001 are not.
    expect((await comment(author, '👨‍👩‍👧'.repeat(1000))).statusCode).toBe(201);
    const long = await call(author, 'POST', `/web_api/presentations/${presentationId}/comments`, { body: 'あ'.repeat(1001) }, 'en');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors[0]).toMatchObject({ field: 'body', messageEn: expect.stringContaining('1000') });
    expect((await call(author, 'POST', `/web_api/presentations/${presentationId}/comments`, { body: 1 })).statusCode).toBe(400);
    expect((await call(author, 'POST', `/web_api/presentations/${presentationId}/comments`, { body: 'x', extra: 1 })).statusCode).toBe(400);
  });

  it('are for approved participants and managers, on presentations they may read', async () => {
    expect((await call(undefined, 'GET', `/web_api/presentations/${presentationId}/talk`)).statusCode).toBe(401);
    const waiting = await person({ approvalStatus: 'unapproved' });
    expect((await comment(waiting, 'hello')).statusCode).toBe(403);
    const attendee = await person();
    expect((await comment(attendee, 'hello', 99_999_999)).statusCode).toBe(404);
    if (hiddenPresentationId > 0) {
      expect((await comment(attendee, 'hello', hiddenPresentationId)).statusCode).toBe(404);
      expect((await comment(await person({ role: 'manager' }), 'hello', hiddenPresentationId)).statusCode).toBe(201);
    }
  });

  it('are changed and deleted by their author only', async () => {
    const author = await person();
    const other = await person();
    const id = (await comment(author, 'first words')).json().comment.id;
    const edited = await call(author, 'PATCH', `/web_api/comments/${id}`, { body: 'better words' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().comment).toMatchObject({ body: 'better words', editedAt: expect.any(String) });
    const refused = await call(other, 'PATCH', `/web_api/comments/${id}`, { body: 'not mine' }, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageEn).toBe('You can edit or delete only your own comments');
    expect((await call(other, 'DELETE', `/web_api/comments/${id}`)).statusCode).toBe(403);
    expect((await call(author, 'DELETE', `/web_api/comments/${id}`)).statusCode).toBe(200);
    expect((await talk(other)).comments.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await call(author, 'DELETE', `/web_api/comments/${id}`)).statusCode).toBe(404);
  });

  it('are hidden by a manager with a reason: gone for others, shown to the author with the reason, and in the audit log', async () => {
    const author = await person();
    const manager = await person({ role: 'manager' });
    const id = (await comment(author, 'buy my product')).json().comment.id;
    expect((await call(author, 'POST', `/web_api/mng/comments/${id}/hide`, { reason: 'Advertising' })).statusCode).toBe(403);
    expect((await call(manager, 'POST', `/web_api/mng/comments/${id}/hide`, { reason: '   ' })).statusCode).toBe(422);
    const hidden = await call(manager, 'POST', `/web_api/mng/comments/${id}/hide`, { reason: 'Advertising' });
    expect(hidden.json().comment.hidden).toEqual({ reason: 'Advertising' });
    expect((await talk(await person())).comments.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await talk(author)).comments.find((c: { id: number }) => c.id === id).hidden).toEqual({ reason: 'Advertising' });
    expect((await talk(manager)).comments.find((c: { id: number }) => c.id === id).hidden).toEqual({ reason: 'Advertising' });
    expect((await call(author, 'PATCH', `/web_api/comments/${id}`, { body: 'sorry' })).statusCode).toBe(403);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'commentHide'), eq(auditLog.targetUserId, author.id)));
    expect(entry!.detail).toMatchObject({ commentId: id, reason: 'Advertising' });
  });
});

describe('likes', () => {
  it('count once per attendee, and come back off', async () => {
    const [first, second] = [await person(), await person()];
    const before = (await talk(first)).likes.count;
    const like = (who: { cookie: string }, method: 'PUT' | 'DELETE') => call(who, method, `/web_api/presentations/${presentationId}/like`);
    expect((await like(first, 'PUT')).json().likes).toEqual({ count: before + 1, liked: true });
    expect((await like(first, 'PUT')).json().likes).toEqual({ count: before + 1, liked: true });
    expect((await like(second, 'PUT')).json().likes).toEqual({ count: before + 2, liked: true });
    expect((await talk(first)).likes).toEqual({ count: before + 2, liked: true });
    expect((await like(first, 'DELETE')).json().likes).toEqual({ count: before + 1, liked: false });
    expect((await like(await person({ approvalStatus: 'unapproved' }), 'PUT')).statusCode).toBe(403);
  });
});

describe('the live stream', () => {
  it("brings another page's comment, edit, deletion and likes to an open page, in order", async () => {
    const viewer = await person();
    const author = await person();
    const { lastEventId } = await talk(viewer);
    const stream = await openStream(viewer, { after: lastEventId });
    expect(stream.status).toBe(200);
    const id = (await comment(author, 'live words')).json().comment.id;
    await call(author, 'PATCH', `/web_api/comments/${id}`, { body: 'live words, edited' });
    await call(author, 'PUT', `/web_api/presentations/${presentationId}/like`);
    await call(author, 'DELETE', `/web_api/comments/${id}`);
    const events = await stream.until(4);
    stream.close();
    expect(events.map((event) => event.event)).toEqual(['comment', 'comment', 'likes', 'commentRemoved']);
    expect(events[0]!.data.comment).toMatchObject({ id, body: 'live words' });
    expect(events[1]!.data.comment).toMatchObject({ id, body: 'live words, edited' });
    expect(events[3]!.data).toEqual({ id });
    expect(events.map((event) => event.id)).toEqual([...events.map((event) => event.id)].sort((a, b) => a - b));
  });

  it('resumes after a dropped connection from the last event it had: every missed event once, none twice', async () => {
    const viewer = await person();
    const author = await person();
    const { lastEventId } = await talk(viewer);
    const first = await openStream(viewer, { after: lastEventId });
    await comment(author, 'before the drop');
    const [seen] = await first.until(1);
    first.close();
    for (const text of ['while away 1', 'while away 2', 'while away 3']) await comment(author, text);
    // The browser reconnects with Last-Event-ID (and the old `after` in its address, which it overrides).
    const again = await openStream(viewer, { after: lastEventId, lastEventId: seen!.id });
    await comment(author, 'after the return');
    const events = await again.until(4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    again.close();
    expect(events.map((event) => event.data.comment.body)).toEqual(['while away 1', 'while away 2', 'while away 3', 'after the return']);
  });

  it('tells a page that was away for events no longer kept to read the comments again', async () => {
    const viewer = await person();
    const author = await person();
    const { lastEventId } = await talk(viewer);
    await comment(author, 'soon forgotten');
    await comment(author, 'also forgotten');
    // Housekeeping removes the oldest events first, of every presentation.
    const [forgotten] = await eventsAfter(app.db, presentationId, lastEventId, 2).then((events) => events.slice(-1));
    await app.db.delete(liveEvents).where(lte(liveEvents.id, forgotten!.id));
    await comment(author, 'kept');
    const stream = await openStream(viewer, { lastEventId });
    const events = await stream.until(1);
    stream.close();
    expect(events[0]!.event).toBe('reset');
  });

  it('is for those who may read the presentation, and answers malformed requests with a 4xx', async () => {
    const viewer = await person();
    const refused = [
      await fetch(`${origin}/web_api/presentations/${presentationId}/live`),
      await fetch(`${origin}/web_api/presentations/${presentationId}/live`, { headers: { cookie: (await person({ approvalStatus: 'unapproved' })).cookie } }),
      await fetch(`${origin}/web_api/presentations/99999999/live`, { headers: { cookie: viewer.cookie } }),
      await fetch(`${origin}/web_api/presentations/abc/live`, { headers: { cookie: viewer.cookie } }),
      await fetch(`${origin}/web_api/presentations/${presentationId}/live?after=-1`, { headers: { cookie: viewer.cookie } }),
      await fetch(`${origin}/web_api/presentations/${presentationId}/live?after=1e400&x=1`, { headers: { cookie: viewer.cookie } }),
    ].map((response) => response.status);
    expect(refused).toEqual([401, 403, 404, 400, 400, 400]);
    // A Last-Event-ID that is not a number is ignored: the stream starts from now.
    const stream = await openStream(viewer, { lastEventId: Number.NaN });
    expect(stream.status).toBe(200);
    stream.close();
    expect(app.liveHub.openPages).toBeGreaterThanOrEqual(0);
  });
});
