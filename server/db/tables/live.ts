import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { conferences } from './conference';
import { presentations, programSessions } from './program';

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

/**
 * A presentation's video (engine/live/videos.ts): an MP4 uploaded here and kept in the video store
 * (server/services/live/videoStore.ts) under `fileKey`, or a Vimeo video the conference names.
 */
export const presentationVideos = pgTable('presentation_videos', {
  presentationId: integer('presentation_id')
    .primaryKey()
    .references(() => presentations.id, { onDelete: 'cascade' }),
  conferenceId: text('conference_id')
    .notNull()
    .references(() => conferences.id),
  /** file or vimeo (videoSources). */
  source: text('source').notNull(),
  /** One of §4's upload statuses (videoStatuses). */
  status: text('status').notNull(),
  fileKey: text('file_key'),
  fileName: text('file_name'),
  byteSize: bigint('byte_size', { mode: 'number' }),
  sha256: text('sha256'),
  /** The MP4's type with its codecs, as a browser's player is told (`video/mp4; codecs="avc1.42c00c,mp4a.40.2"`). */
  mimeType: text('mime_type'),
  durationSeconds: doublePrecision('duration_seconds'),
  vimeoVideoId: text('vimeo_video_id'),
  uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How far a viewer watched a presentation's video (§3 "Video playback"); one row per viewer and presentation. */
export const videoPlaybacks = pgTable(
  'video_playbacks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    currentTime: doublePrecision('current_time').notNull().default(0),
    duration: doublePrecision('duration').notNull().default(0),
    /** Seconds actually watched (engine/live/videos.ts nextPlayback): the certificate's condition reads it. */
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    vimeoVideoId: text('vimeo_video_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('video_playbacks_viewer').on(t.userId, t.presentationId), index('video_playbacks_recent').on(t.userId, t.updatedAt)],
);

/**
 * A presentation's or a session's discussion room (engine/live/rooms.ts): the meeting URL handed
 * only to those admitted, and its capacity when it differs from the conference's
 * (`discussionRoomCapacity`). Exactly one owner each.
 */
export const discussionRooms = pgTable(
  'discussion_rooms',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    presentationId: integer('presentation_id')
      .unique()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .unique()
      .references(() => programSessions.id, { onDelete: 'cascade' }),
    meetingUrl: text('meeting_url').notNull(),
    capacity: integer('capacity'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('discussion_rooms_one_owner', sql`(${t.presentationId} is null) <> (${t.sessionId} is null)`)],
);

/** Who is in a room: a place each, kept while their page says so (ROOM_PRESENCE_TTL_MS). */
export const roomPresences = pgTable(
  'room_presences',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => discussionRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('room_presences_seen').on(t.roomId, t.lastSeenAt)],
);
