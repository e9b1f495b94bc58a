import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Writer } from '../db/openDatabase';
import { announcementReads, announcements } from '../db/schema';
import { announcementProblems } from '../../engine/console';
import type { AnnouncementInput } from '../../schemas/console';
import { ApiError, fieldErrors } from '../core/errors';
import { sanitizeRichText } from './sanitize';
import type { UserRow } from './sessions';

/**
 * Announcements (issue 19; spec §4 "announcements carry a read or unread state"): managers write
 * them in both languages and publish them; every signed-in attendee sees the published ones on the
 * dashboard, unread until opened.
 */
type Row = typeof announcements.$inferSelect;

const view = (row: Row) => ({
  id: row.id,
  titleJa: row.titleJa,
  titleEn: row.titleEn,
  bodyJa: row.bodyJa,
  bodyEn: row.bodyEn,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** The published announcements, newest first, each with whether this user has read it. */
export async function publishedAnnouncements(db: Database, conferenceId: string, userId: number) {
  const rows = await db
    .select({ announcement: announcements, readAt: announcementReads.readAt })
    .from(announcements)
    .leftJoin(announcementReads, and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId)))
    .where(and(eq(announcements.conferenceId, conferenceId), isNotNull(announcements.publishedAt)))
    .orderBy(desc(announcements.publishedAt), desc(announcements.id));
  const items = rows.map((row) => ({ ...view(row.announcement), isRead: row.readAt !== null }));
  return { items, unreadCount: items.filter((item) => !item.isRead).length };
}

/** How many published announcements this user has not opened (the dashboard's badge). */
export async function unreadAnnouncementCount(db: Database, conferenceId: string, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(announcements)
    .where(
      and(
        eq(announcements.conferenceId, conferenceId),
        isNotNull(announcements.publishedAt),
        sql`not exists (select 1 from ${announcementReads} where ${announcementReads.announcementId} = ${announcements.id} and ${announcementReads.userId} = ${userId})`,
      ),
    );
  return Number(row?.total ?? 0);
}

/** Marks one published announcement read by this user; reading twice changes nothing. */
export async function markAnnouncementRead(db: Database, conferenceId: string, userId: number, id: number) {
  const [row] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.conferenceId, conferenceId), isNotNull(announcements.publishedAt)));
  if (!row) throw new ApiError(404, 'announcementNotFound');
  await db.insert(announcementReads).values({ announcementId: id, userId }).onConflictDoNothing();
}

/** Every announcement for the managers, drafts included, with how many have read each. */
export async function managedAnnouncements(db: Database, conferenceId: string) {
  const reads = sql<number>`(select count(*) from ${announcementReads} where ${announcementReads.announcementId} = ${announcements.id})::int`;
  const rows = await db
    .select({ announcement: announcements, reads })
    .from(announcements)
    .where(eq(announcements.conferenceId, conferenceId))
    .orderBy(desc(announcements.createdAt), desc(announcements.id));
  return rows.map((row) => ({ ...view(row.announcement), readCount: Number(row.reads) }));
}

function cleaned(input: AnnouncementInput) {
  const problems = announcementProblems(input);
  if (problems.length > 0) throw fieldErrors(problems);
  return {
    titleJa: input.titleJa.trim(),
    titleEn: (input.titleEn ?? '').trim(),
    bodyJa: sanitizeRichText(input.bodyJa),
    bodyEn: sanitizeRichText(input.bodyEn ?? ''),
  };
}

async function owned(db: Writer, conferenceId: string, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.conferenceId, conferenceId)));
  if (!row) throw new ApiError(404, 'announcementNotFound');
  return row;
}

export async function createAnnouncement(db: Writer, conferenceId: string, actor: UserRow, input: AnnouncementInput, publish: boolean) {
  const now = new Date();
  const [row] = await db
    .insert(announcements)
    .values({ conferenceId, ...cleaned(input), publishedAt: publish ? now : null, updatedBy: actor.id, createdAt: now, updatedAt: now })
    .returning();
  return view(row!);
}

/** Changes the texts; a published announcement stays published and keeps its readers' read state. */
export async function updateAnnouncement(db: Writer, conferenceId: string, actor: UserRow, id: number, input: AnnouncementInput) {
  await owned(db, conferenceId, id);
  const [row] = await db
    .update(announcements)
    .set({ ...cleaned(input), updatedBy: actor.id, updatedAt: new Date() })
    .where(eq(announcements.id, id))
    .returning();
  return view(row!);
}

/** Publishing shows it to attendees from now; unpublishing hides it (reads are kept for a later republish). */
export async function setAnnouncementPublished(db: Writer, conferenceId: string, actor: UserRow, id: number, published: boolean) {
  const current = await owned(db, conferenceId, id);
  const publishedAt = published ? (current.publishedAt ?? new Date()) : null;
  const [row] = await db.update(announcements).set({ publishedAt, updatedBy: actor.id, updatedAt: new Date() }).where(eq(announcements.id, id)).returning();
  return view(row!);
}

export async function deleteAnnouncement(db: Writer, conferenceId: string, id: number) {
  await owned(db, conferenceId, id);
  await db.delete(announcements).where(eq(announcements.id, id));
}

export type AnnouncementView = ReturnType<typeof view>;
