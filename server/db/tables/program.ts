import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { conferences, keywords } from './conference';
import { users } from './accounts';

/** Program sessions the secretariat composes (docs/requirements/operation-area.md §3), seeded from fixtures/commissions. */
export const programSessions = pgTable(
  'program_sessions',
  {
    id: integer('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    /** designated or general. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** The descriptive fields shown on the session card (names in both languages, room, streaming, languages...). */
    details: jsonb('details').notNull(),
    /** Sessions of the program (fixtures/program): oral or poster, their code, series and room. */
    presentationKind: text('presentation_kind'),
    code: text('code'),
    seriesId: integer('series_id'),
    roomId: integer('room_id'),
    /** Raised by every edit in the console; an edit names the version it started from (issue 67). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('program_sessions_timetable').on(t.conferenceId, t.presentationKind, t.startAt)],
);

/**
 * Groups of rooms (a building, a floor): the timetable offers its rooms group by group, in the
 * groups' order, rooms of no group last (docs/features/program.md "Room groups").
 */
export const programGroups = pgTable('program_groups', {
  id: integer('id').primaryKey(),
  conferenceId: text('conference_id')
    .notNull()
    .references(() => conferences.id),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  position: integer('position').notNull(),
  version: integer('version').notNull().default(1),
});

export const programRooms = pgTable('program_rooms', {
  id: integer('id').primaryKey(),
  conferenceId: text('conference_id')
    .notNull()
    .references(() => conferences.id),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  position: integer('position').notNull(),
  groupId: integer('group_id').references(() => programGroups.id),
  version: integer('version').notNull().default(1),
});

/**
 * What happens beside the presentation sessions: an opening, a keynote, the general meeting, a
 * reception (docs/features/program.md "Events"). In a room (which it then holds against sessions)
 * or at a place named in words.
 */
export const programEvents = pgTable(
  'program_events',
  {
    id: integer('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    roomId: integer('room_id').references(() => programRooms.id),
    place: text('place'),
    placeEn: text('place_en'),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('program_events_time').on(t.conferenceId, t.startAt)],
);

/** Series group oral or poster presentations (docs/requirements/operation-area.md §3 "Series"). */
export const programSeries = pgTable('program_series', {
  id: integer('id').primaryKey(),
  conferenceId: text('conference_id')
    .notNull()
    .references(() => conferences.id),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  position: integer('position').notNull(),
  version: integer('version').notNull().default(1),
});

export const institutes = pgTable('institutes', {
  id: integer('id').primaryKey(),
  conferenceId: text('conference_id')
    .notNull()
    .references(() => conferences.id),
  name: text('name').notNull(),
  nameEn: text('name_en'),
});

/**
 * Oral and poster presentations (§3 "Presentation"). The search columns hold the normalized text
 * (engine/program/search.ts) of names, abstracts, author names and institute names in both
 * languages, written with the row; `search_grams` indexes their two-character pieces (GIN), so a
 * substring search in Japanese or English is answered from the index.
 */
export const presentations = pgTable(
  'presentations',
  {
    id: integer('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    sessionId: integer('session_id').references(() => programSessions.id),
    seriesId: integer('series_id'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    abstract: text('abstract'),
    abstractEn: text('abstract_en'),
    isPublic: boolean('is_public').notNull().default(true),
    isLocked: boolean('is_locked').notNull().default(false),
    isSponsor: boolean('is_sponsor').notNull().default(false),
    language: text('language').notNull().default('unspecified'),
    location: text('location').notNull().default('onsite'),
    abstractPdf: text('abstract_pdf'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    presentationApplicationId: integer('presentation_application_id'),
    position: integer('position').notNull(),
    searchName: text('search_name').notNull(),
    searchAbstract: text('search_abstract').notNull(),
    searchAuthors: text('search_authors').notNull(),
    searchInstitutes: text('search_institutes').notNull(),
    searchGrams: text('search_grams').array().notNull(),
    /**
     * The authors with their institutes as lists show them, written with the authors (seed): a
     * page of results reads them from its own rows instead of three more tables.
     */
    authorsCard: jsonb('authors_card').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every edit of its place or flags in the console (issue 67). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('presentations_code').on(t.conferenceId, sql`lower(${t.code})`),
    index('presentations_list').on(t.conferenceId, t.kind, t.position),
    index('presentations_session').on(t.sessionId),
    index('presentations_grams').using('gin', t.searchGrams),
  ],
);

export const authors = pgTable(
  'authors',
  {
    id: serial('id').primaryKey(),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    lastNameEn: text('last_name_en'),
    firstNameEn: text('first_name_en'),
    membershipNumber: text('membership_number'),
    isPresenter: boolean('is_presenter').notNull().default(false),
  },
  (t) => [uniqueIndex('authors_position').on(t.presentationId, t.position)],
);

export const authorInstitutes = pgTable(
  'author_institutes',
  {
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.authorId, t.position] })],
);

export const presentationKeywords = pgTable(
  'presentation_keywords',
  {
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    keywordId: integer('keyword_id')
      .notNull()
      .references(() => keywords.id),
  },
  (t) => [primaryKey({ columns: [t.presentationId, t.keywordId] }), index('presentation_keywords_keyword').on(t.keywordId)],
);

/** An attendee's marked presentations: their schedule. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.presentationId] })],
);

/**
 * One invitation of one person to one session as chairperson (organizer) or presenter. The code is
 * the secret part of the answer page address. An answer is recorded once: answeredAt is set in
 * the same conditional update that checks it is still empty.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => programSessions.id),
    role: text('role').notNull(),
    code: text('code').notNull().unique(),
    /** candidate until answered; accepted or rejected after; withdrawn by the secretariat (schemas/invitations.ts). */
    status: text('status').notNull().default('candidate'),
    position: integer('position').notNull().default(0),
    roleName: text('role_name'),
    roleNameEn: text('role_name_en'),
    note: text('note'),
    noteEn: text('note_en'),
    startTime: text('start_time'),
    endTime: text('end_time'),
    presentationMinutes: integer('presentation_minutes'),
    qaMinutes: integer('qa_minutes'),
    /** The person as the secretariat knows them: names, affiliation, CV. */
    person: jsonb('person').notNull(),
    presentationApplication: jsonb('presentation_application'),
    attachments: jsonb('attachments').notNull().default([]),
    committerNote: text('committer_note'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The address an answer-with-register was sent to. */
    answerEmail: text('answer_email'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the console sent the request mail (issue 67); fixtures' invitations have none. */
    email: text('email'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    reminders: integer('reminders').notNull().default(0),
  },
  (t) => [index('commissions_session').on(t.sessionId)],
);

/** The program composition preference: periods, templates and visibility flags, one per conference. */
export const programCompositionPreferences = pgTable('program_composition_preferences', {
  conferenceId: text('conference_id')
    .primaryKey()
    .references(() => conferences.id),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Request letter formats uploaded during commission registration, before the account exists.
 * Checked by content on arrival; tied to the user when the registration commits.
 */
export const requestLetterFiles = pgTable('request_letter_files', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  sha256: text('sha256').notNull(),
  data: bytea('data').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
