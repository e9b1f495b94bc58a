import { formatTokyo } from '../commission/dates';
import type { FieldError } from '../validate';
import type { PresentationKind } from '../../schemas/program';
import {
  PROGRAM_NAME_MAX,
  PROGRAM_PLACE_MAX,
  SESSION_DESCRIPTION_MAX,
  type PresentationSlotInput,
  type ProgramEventInput,
  type ProgramSessionInput,
} from '../../schemas/programEditing';

/**
 * Program editing's rules (issue 67; operation area §5: "start before end; a session needs name,
 * start, end, series and abstract"; sessions and events never two in one room at once, a
 * presentation's slot inside its session). The managers' page runs them as the manager types, the server again with
 * the rows as stored. Messages: engine/program/editingMessages.ts.
 */

/** A session as the rules read it. */
export interface TimedSession {
  id: number;
  code: string | null;
  presentationKind: string | null;
  roomId: number | null;
  startAt: string | null;
  endAt: string | null;
}

/** A presentation's place as the rules read it. */
export interface PlacedPresentation {
  id: number;
  code: string;
  kind: string;
  sessionId: number | null;
  startAt: string | null;
  endAt: string | null;
}

/** What the console lists (GET /web_api/mng/program): each row with its version and what depends on it. */
export interface RoomView {
  id: number;
  name: string;
  nameEn: string;
  position: number;
  groupId: number | null;
  version: number;
  sessions: number;
  events: number;
}
export interface GroupView {
  id: number;
  name: string;
  nameEn: string;
  position: number;
  version: number;
  rooms: number;
}
export interface EventView {
  id: number;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  startAt: string;
  endAt: string;
  roomId: number | null;
  place: string;
  placeEn: string;
  version: number;
}
export interface SeriesView {
  id: number;
  kind: PresentationKind;
  name: string;
  nameEn: string;
  position: number;
  version: number;
  uses: number;
}
export interface SessionView extends TimedSession {
  code: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  presentationKind: PresentationKind;
  seriesId: number | null;
  version: number;
  presentations: number;
  commissions: number;
}
export interface PresentationPlace extends PlacedPresentation {
  name: string;
  nameEn: string | null;
  isPublic: boolean;
  isLocked: boolean;
  version: number;
}

export const SESSION_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,31}$/;
/** A slot's length when neither the presentation nor its session's others say one. */
export const DEFAULT_SLOT_MINUTES = 15;
const MINUTE = 60_000;

const ms = (instant: string) => Date.parse(instant);
const length = (value: string) => [...value].length;
const tokyoDay = (instant: string) => formatTokyo(instant, 'yyyy-MM-dd');

/** "2027/03/10 09:30–11:00" in Tokyo time, as the messages name a session's or a slot's time. */
export const timeRange = (startAt: string, endAt: string) => `${formatTokyo(startAt)}–${formatTokyo(endAt, 'HH:mm')}`;

function limited(path: string, value: string, limit: number, required: boolean): FieldError[] {
  if (required && value.trim() === '') return [{ path, code: 'required' }];
  if (length(value) > limit) return [{ path, code: 'maxLength', params: { limit } }];
  return [];
}

/** Two times overlap when each starts before the other ends; touching ends do not. */
const overlaps = (a: { startAt: string; endAt: string }, b: { startAt: string; endAt: string }) => ms(a.startAt) < ms(b.endAt) && ms(b.startAt) < ms(a.endAt);

/** A room's, group's or series' names: the Japanese one required, both at most 255 characters. */
export function namedRowProblems(input: { name: string; nameEn: string }): FieldError[] {
  return [...limited('name', input.name, PROGRAM_NAME_MAX, true), ...limited('nameEn', input.nameEn, PROGRAM_NAME_MAX, false)];
}

/** The rules a session's form answers field by field; the room's other sessions are roomClash's. */
export function sessionProblems(
  input: ProgramSessionInput,
  context: { days: readonly string[]; series: readonly { id: number; kind: string }[] },
): FieldError[] {
  const problems: FieldError[] = [];
  if (input.code.trim() === '') problems.push({ path: 'code', code: 'required' });
  else if (!SESSION_CODE_PATTERN.test(input.code)) problems.push({ path: 'code', code: 'sessionCodeFormat' });
  problems.push(
    ...limited('name', input.name, PROGRAM_NAME_MAX, true),
    ...limited('nameEn', input.nameEn, PROGRAM_NAME_MAX, false),
    ...limited('description', input.description, SESSION_DESCRIPTION_MAX, true),
    ...limited('descriptionEn', input.descriptionEn, SESSION_DESCRIPTION_MAX, false),
  );
  if (input.seriesId === null) problems.push({ path: 'seriesId', code: 'required' });
  else {
    const series = context.series.find((candidate) => candidate.id === input.seriesId);
    if (!series) problems.push({ path: 'seriesId', code: 'invalidChoice' });
    else if (series.kind !== input.presentationKind) problems.push({ path: 'seriesId', code: 'seriesKindMismatch' });
  }
  if (input.roomId === null) problems.push({ path: 'roomId', code: 'required' });
  problems.push(...timeProblems(input, context.days));
  return problems;
}

/** A session's or an event's time: both ends given, starting on a conference day, ending after it starts on that day. */
function timeProblems(input: { startAt: string | null; endAt: string | null }, days: readonly string[]): FieldError[] {
  const problems: FieldError[] = [];
  if (input.startAt === null) problems.push({ path: 'startAt', code: 'required' });
  else if (!days.includes(tokyoDay(input.startAt))) problems.push({ path: 'startAt', code: 'notConferenceDay', params: { days: days.join(', ') } });
  if (input.endAt === null) problems.push({ path: 'endAt', code: 'required' });
  else if (input.startAt !== null) {
    if (ms(input.endAt) <= ms(input.startAt)) problems.push({ path: 'endAt', code: 'endsBeforeStart' });
    else if (tokyoDay(input.endAt) !== tokyoDay(input.startAt)) problems.push({ path: 'endAt', code: 'sessionOneDay' });
  }
  return problems;
}

/** What holds a room for a time: a session (named by its code) or an event (by its name, `event`). */
export interface RoomBooking {
  id: number;
  code?: string | null;
  event?: string;
  roomId: number | null;
  startAt: string | null;
  endAt: string | null;
}

/** The first other session or event in the same room at the same time, if any. */
export function roomClash<T extends RoomBooking>(booking: Omit<RoomBooking, 'id' | 'code'> & { id?: number }, others: readonly T[]): T | undefined {
  const { startAt, endAt } = booking;
  if (booking.roomId === null || startAt === null || endAt === null) return undefined;
  const isEvent = booking.event !== undefined;
  return others.find(
    (other) =>
      !(other.id === booking.id && (other.event !== undefined) === isEvent) &&
      other.roomId === booking.roomId &&
      other.startAt !== null &&
      other.endAt !== null &&
      overlaps({ startAt, endAt }, { startAt: other.startAt, endAt: other.endAt }),
  );
}

/** roomClash as a field error naming the other session or event and its time. */
export function roomClashProblem(clash: RoomBooking | undefined): FieldError[] {
  if (!clash) return [];
  const time = timeRange(clash.startAt!, clash.endAt!);
  if (clash.event !== undefined) return [{ path: 'startAt', code: 'roomTakenByEvent', params: { name: clash.event, time } }];
  return [{ path: 'startAt', code: 'roomTaken', params: { code: clash.code ?? String(clash.id), time } }];
}

/** What an event's form answers field by field: names, texts and place within their limits, a time on one conference day. */
export function eventProblems(input: ProgramEventInput, context: { days: readonly string[] }): FieldError[] {
  return [
    ...limited('name', input.name, PROGRAM_NAME_MAX, true),
    ...limited('nameEn', input.nameEn, PROGRAM_NAME_MAX, false),
    ...limited('description', input.description, SESSION_DESCRIPTION_MAX, false),
    ...limited('descriptionEn', input.descriptionEn, SESSION_DESCRIPTION_MAX, false),
    ...limited('place', input.place, PROGRAM_PLACE_MAX, false),
    ...limited('placeEn', input.placeEn, PROGRAM_PLACE_MAX, false),
    ...timeProblems(input, context.days),
  ];
}

/**
 * Where a presentation may go: a session of its kind, a slot given whole (both ends or neither)
 * inside the session's time, and for oral presentations never over another's slot. Posters share
 * their session's core time, so theirs is usually none.
 */
export function slotProblems(
  input: PresentationSlotInput,
  presentation: Pick<PlacedPresentation, 'id' | 'kind'>,
  session: TimedSession | undefined,
  others: readonly PlacedPresentation[],
): FieldError[] {
  const { startAt, endAt } = input;
  if ((startAt === null) !== (endAt === null)) return [{ path: startAt === null ? 'startAt' : 'endAt', code: 'slotBothOrNeither' }];
  if (input.sessionId === null) return startAt === null ? [] : [{ path: 'sessionId', code: 'sessionNeeded' }];
  if (!session) return [{ path: 'sessionId', code: 'invalidChoice' }];
  if (session.presentationKind !== presentation.kind) return [{ path: 'sessionId', code: 'kindMismatch' }];
  if (startAt === null || endAt === null) return [];
  if (ms(endAt) <= ms(startAt)) return [{ path: 'endAt', code: 'endsBeforeStart' }];
  if (session.startAt && session.endAt && (ms(startAt) < ms(session.startAt) || ms(endAt) > ms(session.endAt))) {
    return [{ path: 'startAt', code: 'outsideSession', params: { time: timeRange(session.startAt, session.endAt) } }];
  }
  if (presentation.kind !== 'oral') return [];
  const taken = others.find(
    (other) =>
      other.id !== presentation.id &&
      other.sessionId === session.id &&
      other.startAt !== null &&
      other.endAt !== null &&
      overlaps({ startAt, endAt }, { startAt: other.startAt, endAt: other.endAt }),
  );
  return taken ? [{ path: 'startAt', code: 'slotTaken', params: { code: taken.code, time: timeRange(taken.startAt!, taken.endAt!) } }] : [];
}

/** How long a presentation's slot is: its own, else the one most of its session's others have, else 15 minutes. */
export function slotMinutes(presentation: Pick<PlacedPresentation, 'startAt' | 'endAt'>, others: readonly PlacedPresentation[]): number {
  if (presentation.startAt && presentation.endAt) return Math.round((ms(presentation.endAt) - ms(presentation.startAt)) / MINUTE);
  const counts = new Map<number, number>();
  for (const other of others) {
    if (!other.startAt || !other.endAt) continue;
    const minutes = Math.round((ms(other.endAt) - ms(other.startAt)) / MINUTE);
    counts.set(minutes, (counts.get(minutes) ?? 0) + 1);
  }
  let best = DEFAULT_SLOT_MINUTES;
  let bestCount = 0;
  for (const [minutes, count] of counts) if (count > bestCount || (count === bestCount && minutes < best)) [best, bestCount] = [minutes, count];
  return best;
}

/**
 * Where a dropped presentation lands: the first gap of `minutes` in the session, after what is
 * already there (the presentation's own slot is free to take again). Posters take the session's
 * core time, so no slot of their own. Undefined when the session has no such gap.
 */
export function nextFreeSlot(
  session: TimedSession,
  presentation: Pick<PlacedPresentation, 'id' | 'kind'>,
  others: readonly PlacedPresentation[],
  minutes: number,
): { startAt: string | null; endAt: string | null } | undefined {
  if (presentation.kind !== 'oral' || !session.startAt || !session.endAt) return { startAt: null, endAt: null };
  const taken = others
    .filter((other) => other.id !== presentation.id && other.sessionId === session.id && other.startAt && other.endAt)
    .map((other) => [ms(other.startAt!), ms(other.endAt!)] as const)
    .sort((a, b) => a[0] - b[0]);
  const duration = minutes * MINUTE;
  let cursor = ms(session.startAt);
  for (const [start, end] of taken) {
    if (start - cursor >= duration) break;
    cursor = Math.max(cursor, end);
  }
  if (cursor + duration > ms(session.endAt)) return undefined;
  return { startAt: new Date(cursor).toISOString(), endAt: new Date(cursor + duration).toISOString() };
}
