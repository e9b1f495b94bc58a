import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { conferences } from './conference';
import { users } from './accounts';

/** Feedback-mode reports (docs/requirements/operation-area.md §3 "Client report"): the annotated screen as a PNG, for the provider to read. */
export const clientReports = pgTable('client_reports', {
  id: serial('id').primaryKey(),
  conferenceId: text('conference_id')
    .notNull()
    .references(() => conferences.id),
  comments: jsonb('comments').notNull(),
  screen: bytea('screen').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  location: text('location').notNull(),
  /** todo, wip, completed, aborted or needs_details (§4 "Feedback"). */
  status: text('status').notNull().default('todo'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What managers did that a conference must be able to account for (issue 19): impersonation's
 * start and end, lock and unlock, role and e-mail changes. The e-mails are copied so an entry still
 * reads after its user is removed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetEmail: text('target_email'),
    detail: jsonb('detail').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at').on(t.conferenceId, t.at)],
);

/** Announcements from the secretariat (§4 read/unread, §5 at most 10,000 characters); sanitized rich text in both languages. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    titleJa: text('title_ja').notNull(),
    titleEn: text('title_en').notNull().default(''),
    bodyJa: text('body_ja').notNull(),
    bodyEn: text('body_en').notNull().default(''),
    /** Attendees see it from this moment; null while it is a draft or unpublished. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_published').on(t.conferenceId, t.publishedAt)],
);

/** Who has read which announcement. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] }), index('announcement_reads_user').on(t.userId)],
);

/** An attendee's message to the secretariat (§4 read/unread: whether a manager has opened it). */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** When a manager first opened it; null is unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiries_user').on(t.userId), index('inquiries_conference').on(t.conferenceId, t.createdAt)],
);

/** The secretariat's reply to an inquiry: mailed to the attendee and shown to them (read when they open it). */
export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_replies_inquiry').on(t.inquiryId)],
);

/**
 * Abstract books (issue 67): each generation a manager asks for, as a job with its progress, and
 * the PDF once it is written. One at a time per conference (the partial unique index). A running
 * book touches `updated_at` as it goes; one that has not for minutes was cut off (a restart) and
 * is marked failed.
 */
export const abstractBooks = pgTable(
  'abstract_books',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    language: text('language').notNull(),
    /** queued, running, completed or failed (schemas/abstractBooks.ts). */
    status: text('status').notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    pages: integer('pages').notNull().default(0),
    pdf: bytea('pdf'),
    /** Why it failed, for the server's log readers; the console shows §8's message. */
    failure: text('failure'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('abstract_books_recent').on(t.conferenceId, t.createdAt),
    uniqueIndex('abstract_books_one_at_a_time')
      .on(t.conferenceId)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * Imports of the console's lists from a spreadsheet (issue 67): the member list today. The file is
 * checked first (its rows kept here until they are imported), then imported whole in one
 * transaction; states are §4's (engine/imports.ts).
 */
export const dataImports = pgTable(
  'data_imports',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    /** What is imported: `members`. */
    kind: text('kind').notNull(),
    status: text('status').notNull().default('not_started'),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    /** The checked rows, until they are imported. */
    rows: jsonb('rows'),
    /** The first problems found (engine/imports.ts IMPORT_PROBLEMS_SHOWN), and how many in all. */
    problems: jsonb('problems').notNull().default([]),
    problemCount: integer('problem_count').notNull().default(0),
    /** What the import changes (added, updated, unchanged, removed), as the check found it. */
    change: jsonb('change'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_imports_recent').on(t.conferenceId, t.kind, t.createdAt)],
);

/**
 * A manager's text for one kind of mail (issue 67; engine/mails/catalog.ts lists the kinds). A kind
 * without a row sends its built-in text; removing the row goes back to it.
 */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    kind: text('kind').notNull(),
    subjectJa: text('subject_ja').notNull(),
    subjectEn: text('subject_en').notNull(),
    bodyJa: text('body_ja').notNull(),
    bodyEn: text('body_en').notNull(),
    /** Raised by every save: a save from an older version is refused (CONFLICT). */
    version: integer('version').notNull().default(1),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conferenceId, t.kind] })],
);

/** Who the conference's mails are from: the sender's name shown in a mailbox, and where replies go. */
export const mailSettings = pgTable('mail_settings', {
  conferenceId: text('conference_id')
    .primaryKey()
    .references(() => conferences.id),
  senderName: text('sender_name').notNull().default(''),
  replyTo: text('reply_to').notNull().default(''),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
