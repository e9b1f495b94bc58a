import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
