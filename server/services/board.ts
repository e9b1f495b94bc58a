import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { boardReplyProblems, threadProblems, type BoardReplyView, type ThreadSummary, type ThreadView } from '../../engine/community';
import { personName } from '../../engine/personName';
import type { BoardReplyInput, ThreadInput } from '../../schemas/community';
import { ApiError, fieldErrors } from '../core/errors';
import type { Database, Writer } from '../db/openDatabase';
import { boardReads, boardReplies, boardThreads, personNameColumns, users } from '../db/schema';
import { pagerOf } from './programQueries';

/**
 * The message board (issue 65; dashboard switch isMessageBoard): threads and replies among
 * participants, newest activity first, each marked unread until its reader opens it. Plain text;
 * a post is removed by its writer or a manager, and a removed reply leaves its place in the thread.
 */

export const THREADS_PER_PAGE = 20;

export interface BoardViewer {
  userId: number;
  isManager: boolean;
}

type NameRow = Parameters<typeof personName>[0];
const nameOf = (row: NameRow) => ({ ja: personName(row, 'ja'), en: personName(row, 'en') });
const live = (conferenceId: string) => and(eq(boardThreads.conferenceId, conferenceId), isNull(boardThreads.removedAt));

export async function listThreads(db: Database, conferenceId: string, viewer: BoardViewer, page: number) {
  const readAt = sql<Date | null>`(select ${boardReads.readAt} from ${boardReads} where ${boardReads.threadId} = ${boardThreads.id} and ${boardReads.userId} = ${viewer.userId})`;
  const unread = sql<boolean>`coalesce(${boardThreads.lastPostedAt} > ${readAt}, true)`;
  const [rows, [total], [unreadTotal]] = await Promise.all([
    db
      .select({ thread: boardThreads, unread, ...personNameColumns })
      .from(boardThreads)
      .innerJoin(users, eq(users.id, boardThreads.userId))
      .where(live(conferenceId))
      .orderBy(desc(boardThreads.lastPostedAt), desc(boardThreads.id))
      .limit(THREADS_PER_PAGE)
      .offset((page - 1) * THREADS_PER_PAGE),
    db.select({ count: count() }).from(boardThreads).where(live(conferenceId)),
    db
      .select({ count: count() })
      .from(boardThreads)
      .where(and(live(conferenceId), unread)),
  ]);
  const items: ThreadSummary[] = rows.map((row) => ({
    id: row.thread.id,
    title: row.thread.title,
    author: nameOf(row),
    createdAt: row.thread.createdAt.toISOString(),
    lastPostedAt: row.thread.lastPostedAt.toISOString(),
    replyCount: row.thread.replyCount,
    unread: Boolean(row.unread),
    mine: row.thread.userId === viewer.userId,
  }));
  return { items, pager: pagerOf(Number(total?.count ?? 0), page, THREADS_PER_PAGE), unreadCount: Number(unreadTotal?.count ?? 0) };
}

/** A thread with its replies, oldest first, those after the viewer's last reading marked; reading it is a separate call (markThreadRead). */
export async function readThread(db: Database, conferenceId: string, viewer: BoardViewer, id: number): Promise<ThreadView> {
  const [row] = await db
    .select({ thread: boardThreads, ...personNameColumns })
    .from(boardThreads)
    .innerJoin(users, eq(users.id, boardThreads.userId))
    .where(and(live(conferenceId), eq(boardThreads.id, id)));
  if (!row) throw new ApiError(404, 'threadNotFound');
  const [[read], replies] = await Promise.all([
    db
      .select({ readAt: boardReads.readAt })
      .from(boardReads)
      .where(and(eq(boardReads.threadId, id), eq(boardReads.userId, viewer.userId))),
    db
      .select({ reply: boardReplies, ...personNameColumns })
      .from(boardReplies)
      .innerJoin(users, eq(users.id, boardReplies.userId))
      .where(and(eq(boardReplies.threadId, id), isNull(boardReplies.removedAt)))
      .orderBy(boardReplies.id),
  ]);
  const since = read?.readAt.getTime() ?? -Infinity;
  return {
    id: row.thread.id,
    title: row.thread.title,
    body: row.thread.body,
    author: nameOf(row),
    createdAt: row.thread.createdAt.toISOString(),
    lastPostedAt: row.thread.lastPostedAt.toISOString(),
    mine: row.thread.userId === viewer.userId,
    replies: replies.map((reply): BoardReplyView => ({
      id: reply.reply.id,
      author: nameOf(reply),
      body: reply.reply.body,
      createdAt: reply.reply.createdAt.toISOString(),
      unread: reply.reply.userId !== viewer.userId && reply.reply.createdAt.getTime() > since,
      mine: reply.reply.userId === viewer.userId,
    })),
  };
}

/**
 * The viewer has read the thread up to its latest post, or up to `seenAt` (the latest post the
 * page showed them): a reply that arrived while the page was loading stays unread.
 */
export async function markThreadRead(db: Writer, conferenceId: string, viewer: BoardViewer, id: number, seenAt?: Date) {
  const [thread] = await db
    .select({ lastPostedAt: boardThreads.lastPostedAt })
    .from(boardThreads)
    .where(and(live(conferenceId), eq(boardThreads.id, id)));
  if (!thread) throw new ApiError(404, 'threadNotFound');
  await db
    .insert(boardReads)
    .values({ userId: viewer.userId, threadId: id, readAt: seenAt && seenAt < thread.lastPostedAt ? seenAt : thread.lastPostedAt })
    .onConflictDoUpdate({ target: [boardReads.userId, boardReads.threadId], set: { readAt: sql`greatest(${boardReads.readAt}, excluded.read_at)` } });
}

const trimmed = (text: string) => text.replace(/\r\n?/g, '\n').trim();

export async function createThread(db: Database, conferenceId: string, viewer: BoardViewer, input: ThreadInput) {
  const problems = threadProblems(input);
  if (problems.length > 0) throw fieldErrors(problems);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [thread] = await tx
      .insert(boardThreads)
      .values({ conferenceId, userId: viewer.userId, title: trimmed(input.title), body: trimmed(input.body), createdAt: now, lastPostedAt: now })
      .returning({ id: boardThreads.id });
    // One's own post is read.
    await tx.insert(boardReads).values({ userId: viewer.userId, threadId: thread!.id, readAt: now });
    return thread!.id;
  });
}

export async function replyToThread(db: Database, conferenceId: string, viewer: BoardViewer, threadId: number, input: BoardReplyInput) {
  const problems = boardReplyProblems(input);
  if (problems.length > 0) throw fieldErrors(problems);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [thread] = await tx
      .update(boardThreads)
      .set({ replyCount: sql`${boardThreads.replyCount} + 1`, lastPostedAt: now })
      .where(and(live(conferenceId), eq(boardThreads.id, threadId)))
      .returning({ id: boardThreads.id });
    if (!thread) throw new ApiError(404, 'threadNotFound');
    const [reply] = await tx
      .insert(boardReplies)
      .values({ threadId, userId: viewer.userId, body: trimmed(input.body), createdAt: now })
      .returning({ id: boardReplies.id });
    // Writing in a thread is reading it up to one's own reply.
    await markThreadRead(tx, conferenceId, viewer, threadId);
    return reply!.id;
  });
}

/** Removes a thread (with its replies) or a reply: its writer, or a manager (who is audited: the route says so). Answers whose it was. */
export async function removeThread(db: Writer, conferenceId: string, viewer: BoardViewer, id: number) {
  const [thread] = await db
    .select({ userId: boardThreads.userId, title: boardThreads.title, email: users.email })
    .from(boardThreads)
    .innerJoin(users, eq(users.id, boardThreads.userId))
    .where(and(live(conferenceId), eq(boardThreads.id, id)));
  if (!thread) throw new ApiError(404, 'threadNotFound');
  if (thread.userId !== viewer.userId && !viewer.isManager) throw new ApiError(403, 'notYourPost');
  await db.update(boardThreads).set({ removedAt: new Date() }).where(eq(boardThreads.id, id));
  return { owner: { id: thread.userId, email: thread.email }, subject: thread.title };
}

export async function removeReply(db: Writer, conferenceId: string, viewer: BoardViewer, id: number) {
  const [reply] = await db
    .select({ userId: boardReplies.userId, threadId: boardReplies.threadId, title: boardThreads.title, email: users.email })
    .from(boardReplies)
    .innerJoin(boardThreads, eq(boardThreads.id, boardReplies.threadId))
    .innerJoin(users, eq(users.id, boardReplies.userId))
    .where(and(live(conferenceId), eq(boardReplies.id, id), isNull(boardReplies.removedAt)));
  if (!reply) throw new ApiError(404, 'boardReplyNotFound');
  if (reply.userId !== viewer.userId && !viewer.isManager) throw new ApiError(403, 'notYourPost');
  await db.update(boardReplies).set({ removedAt: new Date() }).where(eq(boardReplies.id, id));
  await db
    .update(boardThreads)
    .set({ replyCount: sql`${boardThreads.replyCount} - 1` })
    .where(and(eq(boardThreads.id, reply.threadId), gt(boardThreads.replyCount, 0)));
  return { owner: { id: reply.userId, email: reply.email }, subject: reply.title };
}
