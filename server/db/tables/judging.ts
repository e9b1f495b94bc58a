import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { conferences } from './conference';
import { users } from './accounts';
import { presentations } from './program';

/**
 * A presenter's application for an oral, poster or sponsor presentation (issue 17). `data` is the
 * application form's value; `version` grows with every save so a stale copy is refused; `search`
 * holds its title, author and institute names normalized for the managers' list filters.
 */
export const presentationApplications = pgTable(
  'presentation_applications',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** presenter_temp, presenter_submit, mng_temp or mng_submit (spec §4 "Abstract save"). */
    status: text('status').notNull(),
    data: jsonb('data').notNull(),
    version: integer('version').notNull().default(1),
    isFinal: boolean('is_final').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    presentationId: integer('presentation_id').references(() => presentations.id, { onDelete: 'set null' }),
    searchName: text('search_name').notNull().default(''),
    searchAuthors: text('search_authors').notNull().default(''),
    searchInstitutes: text('search_institutes').notNull().default(''),
    /** The managers' decision after peer review: pending, declined or confirmed (spec §4 "Peer review"). */
    peerReviewStatus: text('peer_review_status').notNull().default('pending'),
    peerReviewDecidedAt: timestamp('peer_review_decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('presentation_applications_user').on(t.userId), index('presentation_applications_list').on(t.conferenceId, t.id)],
);

/** Which evaluator evaluates which presentation (issue 18). The evaluator role itself is users.is_evaluatable. */
export const evaluationAssignments = pgTable(
  'evaluation_assignments',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.presentationId] }), index('evaluation_assignments_presentation').on(t.presentationId)],
);

/** One evaluator's evaluation of one presentation: scores by item, a comment, unconfirmed or confirmed. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    scores: jsonb('scores').notNull().default({}),
    comment: text('comment').notNull().default(''),
    status: text('status').notNull().default('unconfirmed'),
    version: integer('version').notNull().default(1),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('evaluations_one').on(t.userId, t.presentationId), index('evaluations_presentation').on(t.presentationId)],
);

/** A vote: present means voted. */
export const votes = pgTable(
  'votes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.presentationId] }), index('votes_presentation').on(t.presentationId)],
);

/** An evaluator who confirmed their votes: they no longer change. */
export const voteConfirmations = pgTable('vote_confirmations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An award given to a presentation; attendees see them from DashboardSettings.awardAvailableFrom. */
export const awards = pgTable(
  'awards',
  {
    id: serial('id').primaryKey(),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('awards_one').on(t.presentationId, t.name)],
);

/** A manager asks a reviewer to review an application: pending, then accepted or rejected by the reviewer. */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => presentationApplications.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('review_requests_one').on(t.applicationId, t.reviewerId), index('review_requests_reviewer').on(t.reviewerId)],
);

/** The review written for an accepted request: its result, comment and answers. */
export const reviews = pgTable('reviews', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => reviewRequests.id, { onDelete: 'cascade' }),
  result: text('result').notNull().default('pending'),
  data: jsonb('data').notNull().default({}),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
