import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The conference this server runs, with its settings exactly as the fixture states them. */
export const conferences = pgTable('conferences', {
  id: text('id').primaryKey(),
  settings: jsonb('settings').notNull(),
  /** Bumped whenever the settings change, so clients and caches can tell versions apart. */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Custom user questions; a new version whenever staff change the set, answers point at theirs. */
export const customQuestionSets = pgTable(
  'custom_question_sets',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    version: integer('version').notNull(),
    items: jsonb('items').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_question_sets_version').on(t.conferenceId, t.version)],
);

export const keywordCategories = pgTable('keyword_categories', {
  id: integer('id').primaryKey(),
  conferenceId: text('conference_id')
    .notNull()
    .references(() => conferences.id),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  position: integer('position').notNull(),
});

export const keywords = pgTable('keywords', {
  id: integer('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => keywordCategories.id),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  position: integer('position').notNull(),
});

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

/**
 * Text folded as engine/program/search.ts folds it (NFKC for width, lower case, katakana as
 * hiragana), computed by the database on every write: the managers' user search compares against
 * it without folding each row again (issue 19).
 */
const KATAKANA = Array.from({ length: 0x30f6 - 0x30a1 + 1 }, (_, i) => String.fromCharCode(0x30a1 + i)).join('');
const HIRAGANA = Array.from({ length: 0x30f6 - 0x30a1 + 1 }, (_, i) => String.fromCharCode(0x3041 + i)).join('');
const foldedText = (...columns: string[]) =>
  sql.raw(`translate(lower(normalize(${columns.map((column) => `coalesce(${column}, '')`).join(` || ' ' || `)}, NFKC)), '${KATAKANA}', '${HIRAGANA}')`);

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

/** The society's member records that external member collation compares against (seeded). */
export const externalMembers = pgTable(
  'external_members',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    /** Normalized: half-width, upper case, no spaces or hyphens. */
    memberCode: text('member_code').notNull(),
    nameSei: text('name_sei').notNull(),
    nameMei: text('name_mei').notNull(),
    affiliation: text('affiliation').notNull(),
    externalMemberId: text('external_member_id').notNull(),
  },
  (t) => [uniqueIndex('external_members_code').on(t.conferenceId, t.memberCode)],
);

/** The society's member kinds with their plans (fixtures/external-members `kinds`), mirrored from the file. */
export const memberKinds = pgTable(
  'member_kinds',
  {
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    id: integer('id').notNull(),
    value: text('value').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    position: integer('position').notNull(),
    /** The plans as the file states them (id, name, nameEn, price, requiresMemberCode, requiresCertificate). */
    plans: jsonb('plans').notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.conferenceId, t.id] })],
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

/** Every mail the server sends. In demo mode this is the outbox shown at /dev/mails. */
export const mails = pgTable('mails', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  /** outbox (kept here only) or smtp. */
  transport: text('transport').notNull(),
  messageId: text('message_id'),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Co-hosting (related) and sponsor (supporting) companies, seeded from fixtures/companies. */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').notNull(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    url: text('url'),
    note: text('note'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.conferenceId, t.kind, t.id] })],
);

/** Qualification, review and dashboard settings (docs/requirements/operation-area.md "Settings"), one row each. */
export const operationSettings = pgTable(
  'operation_settings',
  {
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    kind: text('kind').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conferenceId, t.kind] })],
);

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
  },
  (t) => [index('program_sessions_timetable').on(t.conferenceId, t.presentationKind, t.startAt)],
);

export const programRooms = pgTable('program_rooms', {
  id: integer('id').primaryKey(),
  conferenceId: text('conference_id')
    .notNull()
    .references(() => conferences.id),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  position: integer('position').notNull(),
});

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
    /** candidate until answered; accepted or rejected after. */
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

/** Editable notes shown on forms at their key (docs/requirements/operation-area.md "Notings"); sanitized when saved and when shown. */
export const notings = pgTable(
  'notings',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    key: text('key').notNull(),
    ja: text('ja').notNull().default(''),
    en: text('en').notNull().default(''),
    /** The page the manager edited it on. */
    location: text('location'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notings_key').on(t.conferenceId, t.key)],
);

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

/** A conference's abstract submission settings (fixtures/submission/<id>.json), as the file states them. */
export const submissionSettings = pgTable('submission_settings', {
  conferenceId: text('conference_id')
    .primaryKey()
    .references(() => conferences.id),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** How the conference judges presentations (schemas/judging.ts): the file's, with a manager's changes. */
export const judgingSettings = pgTable('judging_settings', {
  conferenceId: text('conference_id')
    .primaryKey()
    .references(() => conferences.id),
  /** The file's settings, replaced on every seed. */
  value: jsonb('value').notNull(),
  /** What managers changed (maxVotes, presenterResultsFrom); it wins over the file and survives a seed. */
  adjusted: jsonb('adjusted').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
 * Every saved version of a conference's settings (issue 20): the value as saved, who saved it and
 * how (the browser, a rollback, or the fixture it started from). The newest row of a kind is the
 * version a save must name, so two managers cannot overwrite each other unknowingly.
 */
export const settingsVersions = pgTable(
  'settings_versions',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    value: jsonb('value').notNull(),
    source: text('source').notNull(),
    /** The version a rollback restored. */
    restoredVersion: integer('restored_version'),
    savedById: integer('saved_by_id').references(() => users.id, { onDelete: 'set null' }),
    savedByEmail: text('saved_by_email'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('settings_versions_version').on(t.conferenceId, t.kind, t.version)],
);
