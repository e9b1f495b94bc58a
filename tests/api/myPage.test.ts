import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { attendee, buildTestApp, csrf } from './helper';
import { comments, favourites, presentations } from '../../server/db/schema';
import { updateOperationSettings } from '../../server/services/operationSettings';
import { MY_COMMENTS_SHOWN } from '../../server/services/myPage';

/**
 * My page (issue 65): the viewer's own presentations, comments and favourites, nobody else's; the
 * dashboard switch isMypage closes it to all but managers.
 */

let app: FastifyInstance;
let headers: Record<string, string>;
let ids: number[];

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test' });
  headers = await csrf(app);
  ids = (
    await app.db
      .select({ id: presentations.id })
      .from(presentations)
      .where(and(eq(presentations.conferenceId, 'demo'), eq(presentations.isPublic, true)))
      .orderBy(asc(presentations.id))
      .limit(3)
  ).map((row) => row.id);
});
afterAll(async () => {
  await app?.close();
});

const read = (who?: { cookie: string }) =>
  app.inject({ url: '/web_api/mypage', headers: { cookie: [headers.cookie, who?.cookie].filter(Boolean).join('; ') } });

describe('my page', () => {
  it('gathers the viewer’s presentations, latest comments and favourite count, and nobody else’s', async () => {
    const me = await attendee(app, 'demo');
    const other = await attendee(app, 'demo');
    await app.db.update(presentations).set({ userId: me.id }).where(eq(presentations.id, ids[0]!));
    await app.db.insert(favourites).values([
      { userId: me.id, presentationId: ids[0]! },
      { userId: me.id, presentationId: ids[1]! },
      { userId: other.id, presentationId: ids[2]! },
    ]);
    const written = await app.db
      .insert(comments)
      .values(Array.from({ length: MY_COMMENTS_SHOWN + 2 }, (_, n) => ({ conferenceId: 'demo', presentationId: ids[1]!, userId: me.id, body: `comment ${n}` })))
      .returning({ id: comments.id });
    await app.db.insert(comments).values({ conferenceId: 'demo', presentationId: ids[1]!, userId: other.id, body: 'not mine' });
    // A deleted comment is gone; a hidden one is still the author's, marked.
    await app.db
      .update(comments)
      .set({ deletedAt: new Date() })
      .where(eq(comments.id, written.at(-1)!.id));
    await app.db
      .update(comments)
      .set({ hiddenAt: new Date(), hiddenReason: 'off topic' })
      .where(eq(comments.id, written.at(-2)!.id));

    const answer = await read(me);
    expect(answer.statusCode).toBe(200);
    const page = answer.json();
    expect(page.presentations.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    expect(page.favouriteCount).toBe(2);
    expect(page.commentCount).toBe(MY_COMMENTS_SHOWN + 1);
    expect(page.comments).toHaveLength(MY_COMMENTS_SHOWN);
    expect(page.comments[0]).toMatchObject({ body: `comment ${MY_COMMENTS_SHOWN}`, hidden: true, presentation: { id: ids[1] } });
    expect(page.comments[1]).toMatchObject({ body: `comment ${MY_COMMENTS_SHOWN - 1}`, hidden: false });
    expect(JSON.stringify(page)).not.toContain('not mine');
    expect(JSON.stringify(page)).not.toContain('off topic');

    const theirs = (await read(other)).json();
    expect(theirs).toMatchObject({ presentations: [], comments: [{ body: 'not mine' }], favouriteCount: 1 });
  });

  it('is for a signed-in viewer, approved or not, while isMypage is on; managers see it when it is off', async () => {
    expect((await read()).statusCode).toBe(401);
    const pending = await attendee(app, 'demo', { approvalStatus: 'unapproved' });
    expect((await read(pending)).statusCode).toBe(200);
    await updateOperationSettings(app.db, 'demo', 'dashboard', { isMypage: false });
    try {
      const refused = await read(pending);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: 'マイページは公開されていません', messageEn: 'My page is not open' });
      const manager = await attendee(app, 'demo', { role: 'manager' });
      expect((await read(manager)).statusCode).toBe(200);
    } finally {
      await updateOperationSettings(app.db, 'demo', 'dashboard', { isMypage: true });
    }
  });
});
