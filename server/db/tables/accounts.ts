import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, foldedText } from './columns';
import { conferences, customQuestionSets, keywords } from './conference';

/** Sign-up links. Only a hash of the token is kept; the token itself lives in the mail. */
export const loginEmails = pgTable('login_emails', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  email: text('email').notNull(),
  isDummy: boolean('is_dummy').notNull().default(false),
  /** Set for a commission registration link (answer-with-register); such a link registers a committer only. */
  commissionId: integer('commission_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    approvalStatus: text('approval_status').notNull().default('unapproved'),
    /** attendee, manager or admin (engine/roles.ts). Managers approve accounts and change operation settings; an admin is a manager who may also grant admin. */
    role: text('role').notNull().default('attendee'),
    /** Set when a manager locks the account (spec §4 "Account: locked, unlocked"): it cannot log in. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** A dummy account an admin made for a rehearsal (issue 19); removed together. */
    isDummy: boolean('is_dummy').notNull().default(false),
    /** The user chose to appear in the participant list (name and affiliation only; issue 65). */
    isListed: boolean('is_listed').notNull().default(false),
    /** When a manager first acted as this user (issue 19 impersonation; §3 isBackdoorUsed). */
    backdoorUsedAt: timestamp('backdoor_used_at', { withTimezone: true }),
    searchText: text('search_text').generatedAlwaysAs(
      foldedText('email', 'name_sei', 'name_mei', 'name_sei_kanji', 'name_mei_kanji', 'name_sei_kana', 'name_mei_kana', 'name_en1', 'name_en2', 'name_en3'),
    ),
    /** done, todo, processing, free or refunded (docs/requirements/operation-area.md, statuses). */
    qualificationStatus: text('qualification_status').notNull().default('todo'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    loginEmailId: integer('login_email_id').references(() => loginEmails.id),

    memberCode: text('member_code'),
    externalMemberId: text('external_member_id'),
    honorificTitle: text('honorific_title'),
    nameSei: text('name_sei').notNull(),
    nameMid: text('name_mid'),
    nameMei: text('name_mei').notNull(),
    nameSeiKanji: text('name_sei_kanji'),
    nameMeiKanji: text('name_mei_kanji'),
    nameSeiKana: text('name_sei_kana'),
    nameMeiKana: text('name_mei_kana'),
    nameEn1: text('name_en1'),
    nameEn2: text('name_en2'),
    nameEn3: text('name_en3'),
    jsiMembership: text('jsi_membership'),
    addressType: text('address_type'),
    zipCode: text('zip_code'),
    province: text('province'),
    city: text('city'),
    streetAddress: text('street_address'),
    building: text('building'),
    phoneNumber: text('phone_number'),
    addressExtension: text('address_extension'),
    prefecture: text('prefecture'),
    address: text('address'),
    country: text('country'),
    language: text('language'),
    registrationLanguage: text('registration_language'),
    location: text('location'),
    profileImagePath: text('profile_image_path'),
    laboratory: text('laboratory'),
    labUrl: text('lab_url'),
    rank: text('rank'),
    department: text('department'),
    snsTwitterUrl: text('sns_twitter_url'),
    snsFacebookUrl: text('sns_facebook_url'),
    snsLinkedinUrl: text('sns_linkedin_url'),
    snsResearchgateUrl: text('sns_researchgate_url'),
    snsEightUrl: text('sns_eight_url'),
    isPresentable: boolean('is_presentable').notNull().default(false),
    isEvaluatable: boolean('is_evaluatable').notNull().default(false),
    isSponsor: boolean('is_sponsor').notNull().default(false),
    isReviewable: boolean('is_reviewable').notNull().default(false),
    /** Commission registration (docs/requirements/operation-area.md §3): chairpersons are organizable. */
    isOrganizable: boolean('is_organizable').notNull().default(false),
    memberStatus: text('member_status'),
    participateMethod: text('participate_method'),
    emergencyContact: text('emergency_contact'),
    requestLetterKind: text('request_letter_kind'),
    contactKind: text('contact_kind'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    commissionNote: text('commission_note'),
    isTermAgreed: boolean('is_term_agreed').notNull(),
    isPolicyAgreed: boolean('is_policy_agreed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/** The name parts engine/personName.ts reads: what a query selects to name a person. */
export const personNameColumns = {
  nameSei: users.nameSei,
  nameMei: users.nameMei,
  nameSeiKanji: users.nameSeiKanji,
  nameMeiKanji: users.nameMeiKanji,
  nameEn1: users.nameEn1,
  nameEn3: users.nameEn3,
};

export const affiliations = pgTable('affiliations', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull().default('others'),
  name: text('name').notNull(),
  nameKanji: text('name_kanji'),
  nameEn: text('name_en'),
  laboratoryName: text('laboratory_name'),
  rank: text('rank'),
  searchText: text('search_text').generatedAlwaysAs(foldedText('name', 'name_kanji', 'name_en')),
});

export const userKeywords = pgTable(
  'user_keywords',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keywordId: integer('keyword_id')
      .notNull()
      .references(() => keywords.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.keywordId] }), index('user_keywords_keyword').on(t.keywordId)],
);

export const customQuestionAnswers = pgTable('custom_question_answers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  questionSetId: integer('question_set_id')
    .notNull()
    .references(() => customQuestionSets.id),
  answers: jsonb('answers').notNull(),
});

/**
 * Files attendees upload (profile images, answers to file questions), checked by content before
 * they get here. The bytes live in the database so a registration and its files commit together.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** profile_image, or question_file with the question's uuid. */
    purpose: text('purpose').notNull(),
    questionUuid: text('question_uuid'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user').on(t.userId)],
);

/** Server-side sessions. The cookie holds a random token; only its hash is kept here. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A manager's session acting as this user (impersonation); the session's own user is the manager. */
    actingAsUserId: integer('acting_as_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('sessions_user').on(t.userId), index('sessions_last_seen').on(t.lastSeenAt)],
);

/**
 * The days (in Tokyo) on which a user was signed in: written when a session starts or is seen
 * again (services/sessions.ts), at most once a minute. A certificate of attendance may ask for one
 * of the conference's days (engine/live/videos.ts attended).
 */
export const userActiveDays = pgTable(
  'user_active_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Failed logins, keyed by the normalized e-mail rather than the user row, so an address with no
 * account counts and locks exactly like one with an account (no way to tell them apart). Two
 * counters per attempt: one per address and client, one per address (services/accounts.ts).
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Password-reset links: hashed, expiring, single-use. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every attempt to send a mail: one row for each mail sent, and one for each failed attempt (with
 * its error). In demo mode this is the outbox shown at /dev/mails.
 */
export const mails = pgTable(
  'mails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** outbox (kept here only) or smtp. */
    transport: text('transport').notNull(),
    messageId: text('message_id'),
    error: text('error'),
    /** Which mail of engine/mails/catalog.ts, when it is one of them. */
    kind: text('kind'),
    /** The queue's job (server/services/mailQueue.ts): a job is sent once, whatever retries it has. */
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mails_sent_once')
      .on(t.jobId)
      .where(sql`${t.error} is null`),
  ],
);

/**
 * The shared store of every per-client limit (rate-limiter-flexible's Drizzle layout), so several
 * server processes behind one database enforce one limit.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire').on(t.expire)],
);
