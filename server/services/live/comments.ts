import { and, asc, count, eq, isNull, or } from 'drizzle-orm';
import { personName } from '../../../engine/personName';
import { commentProblem, normalizeComment, type CommentView } from '../../../engine/live/comments';
import { ApiError, fieldErrors } from '../../core/errors';
import type { Database, Writer } from '../../db/openDatabase';
import { comments, likes, users, personNameColumns } from '../../db/schema';
import { audit } from '../audit';
import type { UserRow } from '../sessions';
import { eventBounds, publishLiveEvent } from './liveEvents';

/**
 * Comments and likes on a presentation (issue 65). Every change is one transaction that also
 * records its live event, so a page that is open sees it as it is stored, and never one that was
 * rolled back.
 */

export interface Viewer {
  userId: number;
  isManager: boolean;
}

const commentColumns = {
  comment: comments,
  ...personNameColumns,
};

type CommentRow = { comment: typeof comments.$inferSelect } & Parameters<typeof personName>[0];

function viewOf(row: CommentRow): CommentView {
  const { comment } = row;
  return {
    id: comment.id,
    presentationId: comment.presentationId,
    authorId: comment.userId,
    author: { ja: personName(row, 'ja'), en: personName(row, 'en') },
    body: comment.body,
    createdAt: comment.createdAt.toISOString(),
    editedAt: comment.editedAt?.toISOString() ?? null,
    hidden: comment.hiddenAt ? { reason: comment.hiddenReason ?? '' } : null,
  };
}

async function commentById(db: Pick<Writer, 'select'>, conferenceId: string, id: number): Promise<CommentRow | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.conferenceId, conferenceId), eq(comments.id, id), isNull(comments.deletedAt)));
  return row;
}

async function likeCount(db: Pick<Writer, 'select'>, presentationId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(likes).where(eq(likes.presentationId, presentationId));
  return row?.count ?? 0;
}

/**
 * A presentation's comments as `viewer` may see them, oldest first, its likes, and the id of its
 * newest live event: the page listens from there, so nothing falls between the two.
 */
export async function presentationTalk(db: Database, conferenceId: string, presentationId: number, viewer: Viewer) {
  const { last } = await eventBounds(db, presentationId);
  const visible = viewer.isManager ? undefined : or(isNull(comments.hiddenAt), eq(comments.userId, viewer.userId));
  const [rows, likeTotal, [mine]] = await Promise.all([
    db
      .select(commentColumns)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(and(eq(comments.conferenceId, conferenceId), eq(comments.presentationId, presentationId), isNull(comments.deletedAt), visible))
      .orderBy(asc(comments.id)),
    likeCount(db, presentationId),
    db
      .select({ userId: likes.userId })
      .from(likes)
      .where(and(eq(likes.presentationId, presentationId), eq(likes.userId, viewer.userId))),
  ]);
  return { comments: rows.map(viewOf), likes: { count: likeTotal, liked: Boolean(mine) }, lastEventId: last };
}

function checkedBody(body: string, maxLength: number): string {
  const problem = commentProblem(body, maxLength);
  if (problem) throw fieldErrors([{ path: 'body', ...problem }]);
  return normalizeComment(body);
}

export async function postComment(db: Database, conferenceId: string, presentationId: number, userId: number, body: string, maxLength: number) {
  const text = checkedBody(body, maxLength);
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(comments).values({ conferenceId, presentationId, userId, body: text }).returning({ id: comments.id });
    const view = viewOf((await commentById(tx, conferenceId, created!.id))!);
    await publishLiveEvent(tx, conferenceId, presentationId, 'comment', { comment: view });
    return view;
  });
}

/** The author's own comment, not hidden: what they may still change. */
async function ownComment(tx: Pick<Writer, 'select'>, conferenceId: string, id: number, userId: number) {
  const row = await commentById(tx, conferenceId, id);
  if (!row) throw new ApiError(404, 'commentNotFound');
  if (row.comment.userId !== userId || row.comment.hiddenAt) throw new ApiError(403, 'commentNotYours');
  return row;
}

export async function editComment(db: Database, conferenceId: string, id: number, userId: number, body: string, maxLength: number) {
  const text = checkedBody(body, maxLength);
  return db.transaction(async (tx) => {
    const row = await ownComment(tx, conferenceId, id, userId);
    const editedAt = new Date();
    await tx.update(comments).set({ body: text, editedAt }).where(eq(comments.id, id));
    const view = viewOf({ ...row, comment: { ...row.comment, body: text, editedAt } });
    await publishLiveEvent(tx, conferenceId, row.comment.presentationId, 'comment', { comment: view });
    return view;
  });
}

export async function deleteComment(db: Database, conferenceId: string, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const row = await ownComment(tx, conferenceId, id, userId);
    await tx.update(comments).set({ deletedAt: new Date() }).where(eq(comments.id, id));
    await publishLiveEvent(tx, conferenceId, row.comment.presentationId, 'commentRemoved', { id });
  });
}

/** A manager hides a comment from everyone but its author, with a reason they are shown; in the audit log. */
export async function hideComment(db: Database, conferenceId: string, id: number, manager: UserRow, reason: string) {
  return db.transaction(async (tx) => {
    const row = await commentById(tx, conferenceId, id);
    if (!row) throw new ApiError(404, 'commentNotFound');
    await tx.update(comments).set({ hiddenAt: new Date(), hiddenById: manager.id, hiddenReason: reason }).where(eq(comments.id, id));
    await publishLiveEvent(tx, conferenceId, row.comment.presentationId, 'commentRemoved', { id, hidden: true });
    const [author] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, row.comment.userId));
    await audit(tx, {
      conferenceId,
      action: 'commentHide',
      actor: manager,
      target: author,
      detail: { commentId: id, presentationId: row.comment.presentationId, reason },
    });
    return viewOf({ ...row, comment: { ...row.comment, hiddenAt: new Date(), hiddenReason: reason } });
  });
}

/** Likes or unlikes (again is no change); everyone's page gets the new count. */
export async function setLike(db: Database, conferenceId: string, presentationId: number, userId: number, liked: boolean) {
  return db.transaction(async (tx) => {
    const changed = liked
      ? (await tx.insert(likes).values({ presentationId, userId }).onConflictDoNothing().returning()).length > 0
      : (
          await tx
            .delete(likes)
            .where(and(eq(likes.presentationId, presentationId), eq(likes.userId, userId)))
            .returning()
        ).length > 0;
    const total = await likeCount(tx, presentationId);
    if (changed) await publishLiveEvent(tx, conferenceId, presentationId, 'likes', { count: total });
    return { count: total, liked };
  });
}
