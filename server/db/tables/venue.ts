import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The venue (issue 66): each participant's entry code, drawn when their name card is first
 * printed, which staff scan at the entrance.
 */
export const entryCodes = pgTable(
  'entry_codes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    conferenceId: text('conference_id').notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('entry_codes_code').on(t.conferenceId, t.code), index('entry_codes_conference').on(t.conferenceId)],
);

/**
 * Every scan at the door, counted or refused, once per scan id: a phone's queue that sends a scan
 * again (its connection dropped before the answer came) finds it here and counts nothing twice.
 */
export const venuePasses = pgTable(
  'venue_passes',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id').notNull(),
    scanId: text('scan_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    outcome: text('outcome').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('venue_passes_scan').on(t.conferenceId, t.scanId), index('venue_passes_user').on(t.userId, t.id)],
);
