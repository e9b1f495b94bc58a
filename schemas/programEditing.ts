import type { FromSchema } from 'json-schema-to-ts';
import { presentationKinds } from './program';

/**
 * The managers' program editing (issue 67, operation area §2 console pages "events, series,
 * sessions, rooms, groups"; §5 "start before end; a session needs name, start, end, series and abstract"). The route
 * bodies are these schemas; the writer's rules, field by field in their language, are
 * engine/program/editing.ts's checks. Every edit of an existing row names the version it started
 * from: one saved meanwhile by someone else is refused (409), never overwritten.
 */
export const PROGRAM_NAME_MAX = 255;
export const SESSION_DESCRIPTION_MAX = 10_000;
export const PROGRAM_ORDER_MAX = 1_000;

const text = (limit: number) => ({ type: 'string', maxLength: limit * 2 }) as const;
const rowId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
/** A time, or null while the writer has not given one (the checks then name it as required). */
const instant = { type: ['string', 'null'], format: 'date-time' } as const;
const version = { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'The version the edit started from.' } as const;

export const PROGRAM_PLACE_MAX = 255;

export const programRoomInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'nameEn'],
  properties: {
    name: text(PROGRAM_NAME_MAX),
    nameEn: text(PROGRAM_NAME_MAX),
    /** The room's group; absent on an edit keeps the one it has, on a new room means none. */
    groupId: { anyOf: [rowId, { type: 'null' }] },
    version,
  },
} as const;
export type ProgramRoomInput = FromSchema<typeof programRoomInputSchema>;

/** A group of rooms (a building, a floor): its names. */
export const programGroupInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'nameEn'],
  properties: { name: text(PROGRAM_NAME_MAX), nameEn: text(PROGRAM_NAME_MAX), version },
} as const;
export type ProgramGroupInput = FromSchema<typeof programGroupInputSchema>;

/**
 * An event beside the sessions (an opening, a keynote, the general meeting, a reception): names,
 * what it is, its time on a conference day, and where: a room (held against sessions) or a place
 * in words, or neither (online, or everywhere).
 */
export const programEventInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'nameEn', 'description', 'descriptionEn', 'startAt', 'endAt', 'roomId', 'place', 'placeEn'],
  properties: {
    name: text(PROGRAM_NAME_MAX),
    nameEn: text(PROGRAM_NAME_MAX),
    description: text(SESSION_DESCRIPTION_MAX),
    descriptionEn: text(SESSION_DESCRIPTION_MAX),
    startAt: instant,
    endAt: instant,
    roomId: { anyOf: [rowId, { type: 'null' }] },
    place: text(PROGRAM_PLACE_MAX),
    placeEn: text(PROGRAM_PLACE_MAX),
    version,
  },
} as const;
export type ProgramEventInput = FromSchema<typeof programEventInputSchema>;

export const programSeriesInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'name', 'nameEn'],
  properties: { kind: { type: 'string', enum: presentationKinds }, name: text(PROGRAM_NAME_MAX), nameEn: text(PROGRAM_NAME_MAX), version },
} as const;
export type ProgramSeriesInput = FromSchema<typeof programSeriesInputSchema>;

export const programSessionInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'name', 'nameEn', 'description', 'descriptionEn', 'presentationKind', 'seriesId', 'roomId', 'startAt', 'endAt'],
  properties: {
    code: text(32),
    name: text(PROGRAM_NAME_MAX),
    nameEn: text(PROGRAM_NAME_MAX),
    /** The session's abstract (§5), plain text. */
    description: text(SESSION_DESCRIPTION_MAX),
    descriptionEn: text(SESSION_DESCRIPTION_MAX),
    presentationKind: { type: 'string', enum: presentationKinds },
    seriesId: { anyOf: [rowId, { type: 'null' }] },
    roomId: { anyOf: [rowId, { type: 'null' }] },
    startAt: instant,
    endAt: instant,
    version,
  },
} as const;
export type ProgramSessionInput = FromSchema<typeof programSessionInputSchema>;

/** Where a presentation goes: a session and a slot in it, or out of every session (all null). */
export const presentationSlotInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'startAt', 'endAt', 'version'],
  properties: { sessionId: { anyOf: [rowId, { type: 'null' }] }, startAt: instant, endAt: instant, version },
} as const;
export type PresentationSlotInput = FromSchema<typeof presentationSlotInputSchema>;

/** Published (§4 published/unpublished) and locked, either or both. */
export const presentationFlagsInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  minProperties: 2,
  properties: { isPublic: { type: 'boolean' }, isLocked: { type: 'boolean' }, version },
} as const;
export type PresentationFlagsInput = FromSchema<typeof presentationFlagsInputSchema>;

/** Rooms, groups or series in their new order: every one of them, each once. */
export const programOrderInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: { ids: { type: 'array', uniqueItems: true, maxItems: PROGRAM_ORDER_MAX, items: rowId } },
} as const;
export type ProgramOrderInput = FromSchema<typeof programOrderInputSchema>;
