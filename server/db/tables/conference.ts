import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

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

/** The society's member kinds and the plans they may choose: from fixtures/external-members `kinds` until managers edit them (memberKindLists). */
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
    /** The payment settings' plans this kind may choose, by id (the plans are written there once). */
    planIds: integer('plan_ids').array().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.conferenceId, t.id] })],
);

/**
 * The member kinds' list as managers saved it in the console: its version (raised by each save,
 * an edit names the one it started from) and who saved it when. While a conference has no row
 * here its kinds mirror the file; from the first save on, a seed keeps the managers' list.
 */
export const memberKindLists = pgTable('member_kind_lists', {
  conferenceId: text('conference_id')
    .primaryKey()
    .references(() => conferences.id),
  version: integer('version').notNull(),
  savedBy: text('saved_by').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
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

/** A conference's abstract submission settings (fixtures/submission/<id>.json), as the file states them. */
export const submissionSettings = pgTable('submission_settings', {
  conferenceId: text('conference_id')
    .primaryKey()
    .references(() => conferences.id),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
