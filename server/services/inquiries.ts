import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Writer } from '../db/openDatabase';
import { inquiries, inquiryReplies, users, personNameColumns } from '../db/schema';
import { inquiryProblems, replyProblems } from '../../engine/console';
import type { InquiryInput, ReplyInput } from '../../schemas/console';
import { ApiError, fieldErrors } from '../core/errors';
import type { Mailer } from './mail';
import type { UserRow } from './sessions';

/**
 * Inquiries to the secretariat (issue 19; spec §4 read/unread, §9 "replies usually within 3
 * business days"): an attendee writes, managers read (which marks it read) and reply; a reply is
 * mailed and shown to the attendee, unread until they open it.
 */
type Inquiry = typeof inquiries.$inferSelect;
type Reply = typeof inquiryReplies.$inferSelect;

const replyView = (row: Reply) => ({ id: row.id, body: row.body, createdAt: row.createdAt.toISOString(), isRead: row.readAt !== null });
const inquiryView = (row: Inquiry) => ({
  id: row.id,
  subject: row.subject,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  isRead: row.readAt !== null,
});

async function repliesOf(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, Reply[]>();
  const rows = await db
    .select()
    .from(inquiryReplies)
    .where(inArray(inquiryReplies.inquiryId, ids))
    .orderBy(asc(inquiryReplies.createdAt), asc(inquiryReplies.id));
  const byInquiry = new Map<number, Reply[]>();
  for (const row of rows) byInquiry.set(row.inquiryId, [...(byInquiry.get(row.inquiryId) ?? []), row]);
  return byInquiry;
}

export async function createInquiry(db: Database, conferenceId: string, user: UserRow, input: InquiryInput) {
  const problems = inquiryProblems(input);
  if (problems.length > 0) throw fieldErrors(problems);
  const [row] = await db.insert(inquiries).values({ conferenceId, userId: user.id, subject: input.subject.trim(), body: input.body }).returning();
  return { ...inquiryView(row!), replies: [] };
}

/** This attendee's inquiries, newest first, with the replies and how many of them are unread. */
export async function myInquiries(db: Database, conferenceId: string, userId: number) {
  const rows = await db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.conferenceId, conferenceId), eq(inquiries.userId, userId)))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
  const replies = await repliesOf(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => ({ ...inquiryView(row), replies: (replies.get(row.id) ?? []).map(replyView) }));
  return { items, unreadReplies: items.reduce((sum, item) => sum + item.replies.filter((reply) => !reply.isRead).length, 0) };
}

export async function unreadReplyCount(db: Database, conferenceId: string, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(inquiryReplies)
    .innerJoin(inquiries, eq(inquiries.id, inquiryReplies.inquiryId))
    .where(and(eq(inquiries.conferenceId, conferenceId), eq(inquiries.userId, userId), isNull(inquiryReplies.readAt)));
  return Number(row?.total ?? 0);
}

/** The attendee has seen the replies to one of their inquiries. */
export async function markRepliesRead(db: Database, conferenceId: string, userId: number, id: number) {
  const [row] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(eq(inquiries.id, id), eq(inquiries.conferenceId, conferenceId), eq(inquiries.userId, userId)));
  if (!row) throw new ApiError(404, 'inquiryNotFound');
  await db
    .update(inquiryReplies)
    .set({ readAt: new Date() })
    .where(and(eq(inquiryReplies.inquiryId, id), isNull(inquiryReplies.readAt)));
}

export const inquiryStatuses = ['all', 'unread', 'read', 'unanswered'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

const sender = {
  id: users.id,
  email: users.email,
  ...personNameColumns,
};
const replyCount = sql<number>`(select count(*) from ${inquiryReplies} where ${inquiryReplies.inquiryId} = ${inquiries.id})::int`;

/** The managers' list: newest first, a page at a time, with the counts the tabs show. */
export async function managedInquiries(db: Database, conferenceId: string, status: InquiryStatus, page: number, per: number) {
  const mine = eq(inquiries.conferenceId, conferenceId);
  const condition: SQL | undefined = {
    all: undefined,
    unread: isNull(inquiries.readAt),
    read: isNotNull(inquiries.readAt),
    unanswered: sql`not exists (select 1 from ${inquiryReplies} where ${inquiryReplies.inquiryId} = ${inquiries.id})`,
  }[status];
  const where = condition ? and(mine, condition) : mine;
  const [{ total }] = (await db.select({ total: count() }).from(inquiries).where(where)) as [{ total: number }];
  const [{ unread }] = (await db
    .select({ unread: count() })
    .from(inquiries)
    .where(and(mine, isNull(inquiries.readAt)))) as [{ unread: number }];
  const rows = await db
    .select({ inquiry: inquiries, sender, replies: replyCount })
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.userId))
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(per)
    .offset((page - 1) * per);
  return {
    total: Number(total),
    unreadCount: Number(unread),
    items: rows.map((row) => ({ ...inquiryView(row.inquiry), sender: row.sender, replyCount: Number(row.replies) })),
  };
}

async function managed(db: Writer, conferenceId: string, id: number) {
  const [row] = await db
    .select({ inquiry: inquiries, sender })
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.userId))
    .where(and(eq(inquiries.id, id), eq(inquiries.conferenceId, conferenceId)));
  if (!row) throw new ApiError(404, 'inquiryNotFound');
  return row;
}

/** One inquiry with its replies; opening it marks it read. */
export async function openInquiry(db: Database, conferenceId: string, id: number) {
  const { inquiry, sender: from } = await managed(db, conferenceId, id);
  const read = inquiry.readAt ?? new Date();
  if (!inquiry.readAt) await db.update(inquiries).set({ readAt: read }).where(eq(inquiries.id, id));
  const replies = (await repliesOf(db, [id])).get(id) ?? [];
  return { ...inquiryView({ ...inquiry, readAt: read }), sender: from, replies: replies.map(replyView) };
}

/** A manager marks an inquiry unread again (to come back to it) or read. */
export async function setInquiryRead(db: Writer, conferenceId: string, id: number, read: boolean) {
  await managed(db, conferenceId, id);
  await db
    .update(inquiries)
    .set({ readAt: read ? sql`coalesce(${inquiries.readAt}, now())` : null })
    .where(eq(inquiries.id, id));
}

/**
 * A reply: stored, then mailed to the attendee with a link to their inquiries. If the mail cannot
 * be sent, the reply is taken back and the manager told (a 503), so what the attendee was told and
 * what they see never differ.
 */
export async function replyToInquiry(
  db: Database,
  mailer: Mailer,
  options: { conferenceId: string; actor: UserRow; id: number; input: ReplyInput; link: string },
) {
  const problems = replyProblems(options.input);
  if (problems.length > 0) throw fieldErrors(problems);
  const { inquiry, sender: to } = await managed(db, options.conferenceId, options.id);
  const [reply] = await db.insert(inquiryReplies).values({ inquiryId: inquiry.id, authorId: options.actor.id, body: options.input.body }).returning();
  await db
    .update(inquiries)
    .set({ readAt: sql`coalesce(${inquiries.readAt}, now())` })
    .where(eq(inquiries.id, inquiry.id));
  try {
    await mailer.send('inquiryReply', to.email, {
      ja: { subject: inquiry.subject, reply: options.input.body, link: options.link },
      en: { subject: inquiry.subject, reply: options.input.body, link: options.link },
    });
  } catch (error) {
    await db.delete(inquiryReplies).where(eq(inquiryReplies.id, reply!.id));
    throw error;
  }
  return replyView(reply!);
}
