import type { FromSchema } from 'json-schema-to-ts';

/**
 * Co-hosted (lunch) seminars (issue 66): a company's seminar in one or more slots, each with its
 * room and places, which approved participants apply for. The route bodies are these schemas; a
 * writer's limits, field by field in their language, are engine/seminars.ts's checks.
 */
export const SEMINAR_TITLE_MAX = 200;
export const SEMINAR_TEXT_MAX = 2_000;
export const SEMINAR_HOST_MAX = 200;
export const SEMINAR_ROOM_MAX = 100;
/** What an applicant may tell the organizers (a meal they cannot eat, a wheelchair). */
export const SEMINAR_NOTE_MAX = 200;
export const SEMINAR_SLOTS_MAX = 20;
export const SEMINAR_CAPACITY_MAX = 10_000;

const text = (limit: number) => ({ type: 'string', maxLength: limit * 2 }) as const;
const instant = { type: 'string', format: 'date-time' } as const;

export const seminarSlotInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['startsAt', 'endsAt', 'room', 'capacity'],
  properties: {
    /** An existing slot's id (kept with its applications); none for a new slot. */
    id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    startsAt: instant,
    endsAt: instant,
    room: text(SEMINAR_ROOM_MAX),
    capacity: { type: 'integer', minimum: 0, maximum: SEMINAR_CAPACITY_MAX },
  },
} as const;

export const seminarInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['titleJa', 'titleEn', 'hostJa', 'hostEn', 'descriptionJa', 'descriptionEn', 'slots'],
  properties: {
    titleJa: text(SEMINAR_TITLE_MAX),
    titleEn: text(SEMINAR_TITLE_MAX),
    /** The co-hosting company, as the program names it. */
    hostJa: text(SEMINAR_HOST_MAX),
    hostEn: text(SEMINAR_HOST_MAX),
    descriptionJa: text(SEMINAR_TEXT_MAX),
    descriptionEn: text(SEMINAR_TEXT_MAX),
    slots: { type: 'array', maxItems: SEMINAR_SLOTS_MAX, items: seminarSlotInputSchema },
  },
} as const;
export type SeminarInput = FromSchema<typeof seminarInputSchema>;
export type SeminarSlotInput = FromSchema<typeof seminarSlotInputSchema>;

export const seminarApplicationInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['note'],
  properties: { note: text(SEMINAR_NOTE_MAX) },
} as const;
export type SeminarApplicationInput = FromSchema<typeof seminarApplicationInputSchema>;
