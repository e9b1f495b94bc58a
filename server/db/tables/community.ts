import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { conferences } from './conference';

/**
 * What participants and managers write for each other while the conference runs (issue 65): the
 * manual, and the message board with who has read what.
 */

/** The conference's manual (dashboard switch isManual): sanitized rich text in both languages, one per conference. */
export const manuals = pgTable('manuals', {
  conferenceId: text('conference_id')
    .primaryKey()
    .references(() => conferences.id),
  bodyJa: text('body_ja').notNull().default(''),
  bodyEn: text('body_en').notNull().default(''),
  /** Grows with every save: a manager saving over a manual changed since they opened it is refused. */
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A thread of the message board (isMessageBoard): plain text, removed by its author or a manager. */
export const boardThreads = pgTable(
  'board_threads',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The thread's or its latest reply's time: the list's order, and what is unread. */
    lastPostedAt: timestamp('last_posted_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('board_threads_list').on(t.conferenceId, t.lastPostedAt)],
);

export const boardReplies = pgTable(
  'board_replies',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => boardThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('board_replies_thread').on(t.threadId, t.id)],
);

/** Up to when a participant has read a thread: posts after it are unread. */
export const boardReads = pgTable(
  'board_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: integer('thread_id')
      .notNull()
      .references(() => boardThreads.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.threadId] })],
);
