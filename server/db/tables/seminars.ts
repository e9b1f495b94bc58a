import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { conferences } from './conference';

/** Co-hosted (lunch) seminars (issue 66): a company's seminar, its time slots with their places, and who applied. */
export const seminars = pgTable(
  'seminars',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    titleJa: text('title_ja').notNull(),
    titleEn: text('title_en').notNull().default(''),
    hostJa: text('host_ja').notNull(),
    hostEn: text('host_en').notNull().default(''),
    descriptionJa: text('description_ja').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seminars_conference').on(t.conferenceId)],
);

export const seminarSlots = pgTable(
  'seminar_slots',
  {
    id: serial('id').primaryKey(),
    seminarId: integer('seminar_id')
      .notNull()
      .references(() => seminars.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    room: text('room').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [index('seminar_slots_seminar').on(t.seminarId, t.startsAt), check('seminar_slots_period', sql`${t.endsAt} > ${t.startsAt}`)],
);

/** An application, never changed once made (§4); a manager may cancel one (audited), which frees its place. */
export const seminarApplications = pgTable(
  'seminar_applications',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => seminarSlots.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seminar_applications_once').on(t.slotId, t.userId), index('seminar_applications_user').on(t.userId)],
);
