import {
  SEMINAR_HOST_MAX,
  SEMINAR_NOTE_MAX,
  SEMINAR_ROOM_MAX,
  SEMINAR_TEXT_MAX,
  SEMINAR_TITLE_MAX,
  type SeminarApplicationInput,
  type SeminarInput,
} from '../schemas/seminars';
import type { FieldError } from './validate';

/**
 * Co-hosted seminars' rules (issue 66, operation area §4: "a submitted co-hosted seminar
 * application cannot be changed"). The page runs the writers' checks as they type; the server runs
 * them again, and holds the places and the one-at-a-time rule in a transaction.
 */
const length = (value: string) => [...value].length;

function limited(path: string, value: string, limit: number, required: boolean): FieldError[] {
  if (required && value.trim() === '') return [{ path, code: 'required' }];
  if (length(value) > limit) return [{ path, code: 'maxLength', params: { limit } }];
  return [];
}

/** A seminar needs its Japanese title and host and at least one slot; each slot ends after it starts. English may wait. */
export function seminarProblems(input: SeminarInput): FieldError[] {
  const problems = [
    ...limited('titleJa', input.titleJa, SEMINAR_TITLE_MAX, true),
    ...limited('titleEn', input.titleEn, SEMINAR_TITLE_MAX, false),
    ...limited('hostJa', input.hostJa, SEMINAR_HOST_MAX, true),
    ...limited('hostEn', input.hostEn, SEMINAR_HOST_MAX, false),
    ...limited('descriptionJa', input.descriptionJa, SEMINAR_TEXT_MAX, false),
    ...limited('descriptionEn', input.descriptionEn, SEMINAR_TEXT_MAX, false),
  ];
  if (input.slots.length === 0) problems.push({ path: 'slots', code: 'slotRequired' });
  input.slots.forEach((slot, index) => {
    problems.push(...limited(`slots.${index}.room`, slot.room, SEMINAR_ROOM_MAX, true));
    if (Date.parse(slot.endsAt) <= Date.parse(slot.startsAt)) problems.push({ path: `slots.${index}.endsAt`, code: 'endsBeforeStart' });
  });
  return problems;
}

export const seminarApplicationProblems = (input: SeminarApplicationInput): FieldError[] => limited('note', input.note, SEMINAR_NOTE_MAX, false);

/** Two slots a person cannot both attend: their times overlap (one lunch at a time). */
export const slotsOverlap = (a: { startsAt: string | Date; endsAt: string | Date }, b: { startsAt: string | Date; endsAt: string | Date }): boolean =>
  new Date(a.startsAt) < new Date(b.endsAt) && new Date(b.startsAt) < new Date(a.endsAt);

/** Where a seminar's page stands for the person reading it. */
export type SlotState = 'open' | 'full' | 'applied' | 'overlaps' | 'ended';

/** A slot as a participant sees it: applied (theirs), ended, full, clashing with one they applied for, or open. */
export function slotState(
  slot: { id: number; startsAt: string; endsAt: string; capacity: number; taken: number },
  applied: readonly { slotId: number; startsAt: string; endsAt: string }[],
  now: Date,
): SlotState {
  if (applied.some((mine) => mine.slotId === slot.id)) return 'applied';
  if (new Date(slot.startsAt) <= now) return 'ended';
  if (slot.taken >= slot.capacity) return 'full';
  if (applied.some((mine) => slotsOverlap(mine, slot))) return 'overlaps';
  return 'open';
}

/** What the seminars' calls answer (server/services/seminars.ts writes them, src/api/seminars.ts reads them). */
export interface SlotView {
  id: number;
  startsAt: string;
  endsAt: string;
  room: string;
  capacity: number;
  taken: number;
}

export interface SeminarView {
  id: number;
  titleJa: string;
  titleEn: string;
  hostJa: string;
  hostEn: string;
  descriptionJa: string;
  descriptionEn: string;
  slots: SlotView[];
}

/** One of the reader's applications, with its slot's times. */
export interface MyApplication {
  id: number;
  slotId: number;
  seminarId: number;
  startsAt: string;
  endsAt: string;
  note: string;
  createdAt: string;
}

/** An application as the managers' list shows it. */
export interface SeminarApplicant {
  id: number;
  slotId: number;
  userId: number;
  name: { ja: string; en: string };
  email: string;
  note: string;
  createdAt: string;
}
