import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { comments, favourites, presentations } from '../db/schema';

/** How many of the viewer's latest comments my page lists. */
export const MY_COMMENTS_SHOWN = 20;

/**
 * What my page (issue 65; dashboard switch isMypage) gathers that no other page answers: the
 * presentations the viewer gives, their latest comments and how many they wrote, and how many
 * presentations they starred. Their registration, payment and applications come from the
 * participation and submission calls the other pages use.
 */
export async function myPage(db: Database, conferenceId: string, userId: number) {
  const mine = and(eq(comments.userId, userId), eq(comments.conferenceId, conferenceId), isNull(comments.deletedAt));
  const [given, written, [commentTotal], [favouriteTotal]] = await Promise.all([
    db
      .select({
        id: presentations.id,
        code: presentations.code,
        kind: presentations.kind,
        name: presentations.name,
        nameEn: presentations.nameEn,
        startAt: presentations.startAt,
        endAt: presentations.endAt,
      })
      .from(presentations)
      .where(and(eq(presentations.conferenceId, conferenceId), eq(presentations.userId, userId)))
      .orderBy(presentations.kind, presentations.position),
    db
      .select({
        id: comments.id,
        body: comments.body,
        createdAt: comments.createdAt,
        hidden: comments.hiddenAt,
        presentation: { id: presentations.id, code: presentations.code, name: presentations.name, nameEn: presentations.nameEn },
      })
      .from(comments)
      .innerJoin(presentations, eq(presentations.id, comments.presentationId))
      .where(mine)
      .orderBy(desc(comments.id))
      .limit(MY_COMMENTS_SHOWN),
    db.select({ count: count() }).from(comments).where(mine),
    db
      .select({ count: count() })
      .from(favourites)
      .innerJoin(presentations, eq(presentations.id, favourites.presentationId))
      .where(and(eq(favourites.userId, userId), eq(presentations.conferenceId, conferenceId))),
  ]);
  return {
    presentations: given.map((row) => ({ ...row, startAt: row.startAt?.toISOString() ?? null, endAt: row.endAt?.toISOString() ?? null })),
    comments: written.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), hidden: row.hidden !== null })),
    commentCount: Number(commentTotal?.count ?? 0),
    favouriteCount: Number(favouriteTotal?.count ?? 0),
  };
}
