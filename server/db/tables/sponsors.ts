import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { bytea, foldedText } from './columns';
import { conferences } from './conference';

/**
 * Sponsors and the point rally (issue 66): a sponsor account's exhibition (one per sponsor), its
 * images and files, its dashboard banners, who visited it, and the rally's scans, prizes and claims.
 */
export const sponsorExhibitions = pgTable(
  'sponsor_exhibitions',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull().default(''),
    bodyJa: text('body_ja').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    booth: text('booth').notNull().default(''),
    contactJa: text('contact_ja').notNull().default(''),
    contactEn: text('contact_en').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    links: jsonb('links').$type<{ label: string; url: string }[]>().notNull().default([]),
    isPublished: boolean('is_published').notNull().default(false),
    /** The point rally's secret code (engine/sponsors.ts), drawn once by the server. */
    rallyCode: text('rally_code').notNull(),
    /** What a scan of this exhibition earns; managers set it. */
    rallyPoints: integer('rally_points').notNull().default(10),
    /** Names, texts and booth folded as the participant search folds its words. */
    searchText: text('search_text').generatedAlwaysAs(foldedText('name_ja', 'name_en', 'body_ja', 'body_en', 'booth')),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sponsor_exhibitions_sponsor').on(t.conferenceId, t.userId),
    uniqueIndex('sponsor_exhibitions_rally_code').on(t.conferenceId, t.rallyCode),
    check('sponsor_exhibitions_points', sql`${t.rallyPoints} >= 0`),
  ],
);

/** An exhibition's image or downloadable file, judged by its content before it gets here. */
export const sponsorFiles = pgTable(
  'sponsor_files',
  {
    id: integer('id').primaryKey(),
    exhibitionId: integer('exhibition_id')
      .notNull()
      .references(() => sponsorExhibitions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'image' | 'file'>().notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sponsor_files_exhibition').on(t.exhibitionId, t.kind, t.createdAt)],
);

/** A banner on the dashboard: its image, where it shows and how often against the others there. */
export const sponsorBanners = pgTable(
  'sponsor_banners',
  {
    id: integer('id').primaryKey(),
    exhibitionId: integer('exhibition_id')
      .notNull()
      .references(() => sponsorExhibitions.id, { onDelete: 'cascade' }),
    placement: text('placement').notNull(),
    weight: integer('weight').notNull().default(1),
    linkUrl: text('link_url').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sponsor_banners_exhibition').on(t.exhibitionId)],
);

/** A participant opening an exhibition's page: the sponsor's insight counts these by day. */
export const exhibitionVisits = pgTable(
  'exhibition_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    exhibitionId: integer('exhibition_id')
      .notNull()
      .references(() => sponsorExhibitions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exhibition_visits_exhibition').on(t.exhibitionId, t.createdAt)],
);

/** A participant's points from one exhibition: once per exhibition, whatever the scans (the key holds it). */
export const rallyScans = pgTable(
  'rally_scans',
  {
    exhibitionId: integer('exhibition_id')
      .notNull()
      .references(() => sponsorExhibitions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conferenceId: text('conference_id').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.exhibitionId, t.userId] }), index('rally_scans_user').on(t.conferenceId, t.userId)],
);

export const rallyPrizes = pgTable(
  'rally_prizes',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull().default(''),
    points: integer('points').notNull(),
    /** How many there are; null for no limit. */
    stock: integer('stock'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rally_prizes_conference').on(t.conferenceId), check('rally_prizes_points', sql`${t.points} > 0`)],
);

/** A prize claimed: it spends its points, once per participant and prize. */
export const rallyClaims = pgTable(
  'rally_claims',
  {
    id: serial('id').primaryKey(),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => rallyPrizes.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rally_claims_once').on(t.prizeId, t.userId), index('rally_claims_user').on(t.userId)],
);
