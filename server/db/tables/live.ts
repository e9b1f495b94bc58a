import { bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { conferences } from './conference';
import { presentations } from './program';

/**
 * The conference while it runs (issue 65): comments and likes on presentations, and the events
 * that carry them to every open page (server/services/live/).
 */

/** A comment on a presentation: plain text, edited or deleted by its author, hidden by a manager with a reason. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenById: integer('hidden_by_id').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [index('comments_presentation').on(t.presentationId, t.id)],
);

/** One like per attendee and presentation. */
export const likes = pgTable(
  'likes',
  {
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.presentationId, t.userId] })],
);

/**
 * What happened on a presentation's page, in order: a comment written, changed or removed, the
 * likes counted again. Each is announced with NOTIFY to every server process; a page that lost its
 * connection asks for those after the last id it saw. Kept for a day (housekeeping).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conferenceId: text('conference_id').notNull(),
    presentationId: integer('presentation_id').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_presentation').on(t.presentationId, t.id), index('live_events_created').on(t.createdAt)],
);
