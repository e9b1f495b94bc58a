import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { attendee, buildTestApp, csrf, caller } from './helper';
import { updateOperationSettings } from '../../server/services/operationSettings';
import { boardThreads } from '../../server/db/schema';
import { BOARD_TEXT_MAX, MANUAL_TEXT_MAX } from '../../schemas/community';
import { THREADS_PER_PAGE } from '../../server/services/board';

/**
 * The manual and the message board (issue 65): who reads and writes them, the manual kept from
 * being overwritten and cleaned of scripts, the board's threads, replies and unread marks, and
 * who may remove a post.
 */

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

describe('the manual', () => {
  it('is empty until a manager writes it, then read by participants in both languages, cleaned of scripts', async () => {
    const manager = await attendee(app, 'demo', { role: 'manager' });
    const reader = await attendee(app, 'demo', { approvalStatus: 'unapproved' });
    expect((await call(reader, 'GET', '/web_api/manual')).json()).toEqual({ bodyJa: '', bodyEn: '', version: 0, updatedAt: null });
    const saved = await call(manager, 'PUT', '/web_api/mng/manual', {
      bodyJa: '<p>受付は<strong>1階</strong>です<script>alert(1)</script></p>',
      bodyEn: '<p onclick="steal()">Reception is on the <a href="javascript:alert(1)">1st floor</a></p>',
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    const manual = (await call(reader, 'GET', '/web_api/manual')).json();
    expect(manual).toMatchObject({ bodyJa: '<p>受付は<strong>1階</strong>です</p>', version: 1 });
    expect(manual.bodyEn).not.toMatch(/onclick|javascript/);
    expect(manual.bodyEn).toContain('1st floor');

    // Saved from an older copy: refused, naming the version now stored, and nothing changes.
    const stale = await call(manager, 'PUT', '/web_api/mng/manual', { bodyJa: '<p>古い</p>', bodyEn: '', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageEn).toContain('version 1');
    expect((await call(reader, 'GET', '/web_api/manual')).json().bodyJa).toContain('受付');
    expect((await call(manager, 'PUT', '/web_api/mng/manual', { bodyJa: '<p>二版</p>', bodyEn: '<p>Second</p>', version: 1 })).json().version).toBe(2);
  });

  it('refuses a manual over the limit, field by field, and a participant who tries to write it', async () => {
    const manager = await attendee(app, 'demo', { role: 'manager' });
    const current = (await call(manager, 'GET', '/web_api/manual')).json().version;
    const long = await call(manager, 'PUT', '/web_api/mng/manual', { bodyJa: '', bodyEn: `<p>${'a'.repeat(MANUAL_TEXT_MAX + 1)}</p>`, version: current });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual([expect.objectContaining({ field: 'bodyEn' })]);
    const reader = await attendee(app, 'demo');
    expect((await call(reader, 'PUT', '/web_api/mng/manual', { bodyJa: '', bodyEn: '', version: current })).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/web_api/manual')).statusCode).toBe(401);
  });

  it('is closed to participants while isManual is off, not to managers', async () => {
    await updateOperationSettings(app.db, 'demo', 'dashboard', { isManual: false });
    try {
      const refused = await call(await attendee(app, 'demo'), 'GET', '/web_api/manual');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().messageEn).toBe('The manual is not open');
      expect((await call(await attendee(app, 'demo', { role: 'manager' }), 'GET', '/web_api/manual')).statusCode).toBe(200);
    } finally {
      await updateOperationSettings(app.db, 'demo', 'dashboard', { isManual: true });
    }
  });
});

describe('the message board', () => {
  it('marks a thread unread for everyone but its writer until they read it, and again when someone replies', async () => {
    const writer = await attendee(app, 'demo');
    const reader = await attendee(app, 'demo');
    const created = await call(writer, 'POST', '/web_api/board/threads', { title: '  Lunch near the venue?  ', body: 'Any suggestions\r\nfor ramen?' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    const mine = (await call(writer, 'GET', '/web_api/board/threads')).json();
    expect(mine.items.find((item: { id: number }) => item.id === id)).toMatchObject({
      title: 'Lunch near the venue?',
      unread: false,
      mine: true,
      replyCount: 0,
      author: { en: writer.names.en },
    });
    const theirs = (await call(reader, 'GET', '/web_api/board/threads')).json();
    expect(theirs.items[0]).toMatchObject({ id, unread: true, mine: false });
    const unreadBefore = theirs.unreadCount;

    const opened = (await call(reader, 'GET', `/web_api/board/threads/${id}`)).json();
    expect(opened).toMatchObject({ title: 'Lunch near the venue?', body: 'Any suggestions\nfor ramen?', replies: [] });
    expect((await call(reader, 'PUT', `/web_api/board/threads/${id}/read`, { seenAt: opened.lastPostedAt })).statusCode).toBe(200);
    expect((await call(reader, 'GET', '/web_api/board/threads')).json()).toMatchObject({ unreadCount: unreadBefore - 1, items: [{ id, unread: false }] });

    // The reader replies: read for them, new for the writer, whose page marks the reply.
    expect((await call(reader, 'POST', `/web_api/board/threads/${id}/replies`, { body: 'Try the one by the station.' })).statusCode).toBe(201);
    expect((await call(reader, 'GET', '/web_api/board/threads')).json().items[0]).toMatchObject({ id, unread: false, replyCount: 1 });
    expect((await call(writer, 'GET', '/web_api/board/threads')).json().items[0]).toMatchObject({ id, unread: true });
    const withReply = (await call(writer, 'GET', `/web_api/board/threads/${id}`)).json();
    expect(withReply.replies).toEqual([expect.objectContaining({ body: 'Try the one by the station.', unread: true, mine: false, author: reader.names })]);
    // Read only as far as the page showed: a reply that came in meanwhile stays new.
    await call(reader, 'POST', `/web_api/board/threads/${id}/replies`, { body: 'Or the curry place.' });
    await call(writer, 'PUT', `/web_api/board/threads/${id}/read`, { seenAt: withReply.lastPostedAt });
    expect((await call(writer, 'GET', `/web_api/board/threads/${id}`)).json().replies.map((reply: { unread: boolean }) => reply.unread)).toEqual([false, true]);
    expect((await call(writer, 'PUT', `/web_api/board/threads/${id}/read`)).statusCode).toBe(400);
  });

  it('refuses an empty or over-long post field by field, in both languages', async () => {
    const writer = await attendee(app, 'demo');
    const empty = await call(writer, 'POST', '/web_api/board/threads', { title: '   ', body: 'x'.repeat(BOARD_TEXT_MAX + 1) });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.map((error: { field: string }) => error.field)).toEqual(['title', 'body']);
    expect(empty.json().errors[1].messageEn).toContain(String(BOARD_TEXT_MAX));
    expect((await call(writer, 'POST', '/web_api/board/threads', { title: 'Hi' })).statusCode).toBe(400);
    expect((await call(writer, 'POST', '/web_api/board/threads/999999/replies', { body: 'Hello' })).statusCode).toBe(404);
  });

  it('lets a writer or a manager remove a post, and nobody else', async () => {
    const writer = await attendee(app, 'demo');
    const other = await attendee(app, 'demo');
    const manager = await attendee(app, 'demo', { role: 'manager' });
    const { id } = (await call(writer, 'POST', '/web_api/board/threads', { title: 'Slides?', body: 'Where are the slides?' })).json();
    const first = (await call(other, 'POST', `/web_api/board/threads/${id}/replies`, { body: 'On the presentation page.' })).json();
    const second = (await call(other, 'POST', `/web_api/board/threads/${id}/replies`, { body: 'Sorry, wrong thread.' })).json();

    expect((await call(writer, 'DELETE', `/web_api/board/replies/${first.id}`)).json().messageEn).toBe('Only its writer and managers can remove this');
    expect((await call(other, 'DELETE', `/web_api/board/replies/${second.id}`)).statusCode).toBe(200);
    expect((await call(other, 'DELETE', `/web_api/board/replies/${second.id}`)).statusCode).toBe(404);
    const thread = (await call(writer, 'GET', `/web_api/board/threads/${id}`)).json();
    expect(thread.replies.map((reply: { id: number }) => reply.id)).toEqual([first.id]);
    expect((await call(writer, 'GET', '/web_api/board/threads')).json().items.find((item: { id: number }) => item.id === id).replyCount).toBe(1);

    expect((await call(other, 'DELETE', `/web_api/board/threads/${id}`)).statusCode).toBe(403);
    expect((await call(manager, 'DELETE', `/web_api/board/threads/${id}`)).statusCode).toBe(200);
    expect((await call(writer, 'GET', `/web_api/board/threads/${id}`)).statusCode).toBe(404);
    expect((await call(writer, 'GET', '/web_api/board/threads')).json().items.some((item: { id: number }) => item.id === id)).toBe(false);
  });

  it('lists the latest activity first, 20 threads a page', async () => {
    const writer = await attendee(app, 'demo');
    // Written straight to the database: posting through the route is limited to 10 a minute (tested below).
    const start = Date.now() - 3_600_000;
    const made = (
      await app.db
        .insert(boardThreads)
        .values(
          Array.from({ length: THREADS_PER_PAGE + 1 }, (_, n) => ({
            conferenceId: 'demo',
            userId: writer.id,
            title: `Thread ${n}`,
            body: 'Body',
            lastPostedAt: new Date(start + n * 1000),
          })),
        )
        .returning({ id: boardThreads.id })
    ).map((row) => row.id);
    // A reply brings the oldest to the top.
    await call(writer, 'POST', `/web_api/board/threads/${made[0]}/replies`, { body: 'Up' });
    const first = (await call(writer, 'GET', '/web_api/board/threads')).json();
    expect(first.items).toHaveLength(THREADS_PER_PAGE);
    expect(first.items[0].id).toBe(made[0]);
    expect(first.pager.totalPages).toBeGreaterThanOrEqual(2);
    expect((await call(writer, 'GET', '/web_api/board/threads?page=0')).statusCode).toBe(400);
  });

  it('takes at most 10 posts a minute from one session', async () => {
    const writer = await attendee(app, 'demo');
    const answers = [];
    for (let n = 0; n < 11; n += 1) answers.push((await call(writer, 'POST', '/web_api/board/threads', { title: `Flood ${n}`, body: 'Body' })).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('is for approved participants while isMessageBoard is on; managers always', async () => {
    const pending = await attendee(app, 'demo', { approvalStatus: 'unapproved' });
    expect((await call(pending, 'GET', '/web_api/board/threads')).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/web_api/board/threads')).statusCode).toBe(401);
    await updateOperationSettings(app.db, 'demo', 'dashboard', { isMessageBoard: false });
    try {
      const refused = await call(await attendee(app, 'demo'), 'POST', '/web_api/board/threads', { title: 'Hi', body: 'There' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().messageEn).toBe('The message board is not open');
      expect((await call(await attendee(app, 'demo', { role: 'manager' }), 'GET', '/web_api/board/threads')).statusCode).toBe(200);
    } finally {
      await updateOperationSettings(app.db, 'demo', 'dashboard', { isMessageBoard: true });
    }
  });
});
