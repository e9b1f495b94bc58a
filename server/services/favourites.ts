import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { favourites, presentations, programSessions } from '../db/schema';
import { presentationColumns } from './programQueries';

/** An attendee's favourites (my schedule): which presentations they marked, the marked ones in time order, marking and unmarking. */

export async function favouriteIdsOf(db: Database, userId: number, presentationIds?: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: favourites.presentationId })
    .from(favourites)
    .where(
      and(
        eq(favourites.userId, userId),
        presentationIds ? (presentationIds.length ? inArray(favourites.presentationId, [...presentationIds]) : sql`false`) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** An attendee's favourites, published ones, in time order (posters by their session). */
export function favouritePresentations(db: Database, userId: number) {
  return db
    .select({ presentation: presentationColumns })
    .from(favourites)
    .innerJoin(presentations, eq(presentations.id, favourites.presentationId))
    .leftJoin(programSessions, eq(programSessions.id, presentations.sessionId))
    .where(and(eq(favourites.userId, userId), eq(presentations.isPublic, true)))
    .orderBy(sql`coalesce(${presentations.startAt}, ${programSessions.startAt})`, asc(presentations.position))
    .then((rows) => rows.map((row) => row.presentation));
}

export async function addFavourite(db: Database, userId: number, presentationId: number) {
  await db.insert(favourites).values({ userId, presentationId }).onConflictDoNothing();
}

export async function removeFavourite(db: Database, userId: number, presentationId: number): Promise<boolean> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.presentationId, presentationId)))
    .returning({ id: favourites.presentationId });
  return removed.length > 0;
}
