import { describe, expect, it } from 'vitest';
import {
  eventProblems,
  nextFreeSlot,
  roomClash,
  roomClashProblem,
  slotMinutes,
  slotProblems,
  type PlacedPresentation,
  type TimedSession,
} from '../../engine/program/editing';
import { roomViews } from '../../engine/program/roomViews';
import type { ProgramEventInput } from '../../schemas/programEditing';

/**
 * Program editing's time rules (issue 67): the next free slot a dropped presentation takes, slot
 * lengths, clashes between sessions and events, an event's fields, and the timetable's views of
 * grouped rooms.
 */

const at = (hhmm: string) => `2027-03-10T${hhmm}:00.000Z`;
const session: TimedSession = { id: 1, code: '1A1', presentationKind: 'oral', roomId: 1, startAt: at('00:30'), endAt: at('02:00') };
const slot = (id: number, start: string, end: string, sessionId = 1): PlacedPresentation => ({
  id,
  code: `P${id}`,
  kind: 'oral',
  sessionId,
  startAt: at(start),
  endAt: at(end),
});
const dropped = { id: 99, kind: 'oral' };

describe('nextFreeSlot', () => {
  it.each<[string, PlacedPresentation[], number, string | undefined]>([
    ['an empty session: its start', [], 15, '00:30'],
    ['after the last slot', [slot(1, '00:30', '00:45'), slot(2, '00:45', '01:00')], 15, '01:00'],
    ['a gap between slots that fits', [slot(1, '00:30', '00:45'), slot(2, '01:00', '01:15')], 15, '00:45'],
    ['not a gap too short', [slot(1, '00:30', '00:45'), slot(2, '00:55', '01:10')], 15, '01:10'],
    ['slots given out of order', [slot(2, '01:00', '01:15'), slot(1, '00:30', '01:00')], 15, '01:15'],
    ['the exact end of the session', [slot(1, '00:30', '01:45')], 15, '01:45'],
    ['none when nothing fits', [slot(1, '00:30', '01:50')], 15, undefined],
    ['other sessions do not count', [slot(1, '00:30', '02:00', 2)], 30, '00:30'],
    ['its own old slot is free to take again', [{ ...slot(99, '00:30', '00:45') }], 15, '00:30'],
  ])('%s', (_, others, minutes, expected) => {
    const found = nextFreeSlot(session, dropped, others, minutes);
    expect(found?.startAt).toBe(expected === undefined ? undefined : at(expected));
    if (expected) expect(Date.parse(found!.endAt!) - Date.parse(found!.startAt!)).toBe(minutes * 60_000);
  });

  it('gives a poster no slot of its own (it shares the core time)', () => {
    expect(nextFreeSlot({ ...session, presentationKind: 'poster' }, { id: 5, kind: 'poster' }, [], 15)).toEqual({ startAt: null, endAt: null });
  });
});

describe('slotMinutes', () => {
  it.each<[string, Pick<PlacedPresentation, 'startAt' | 'endAt'>, PlacedPresentation[], number]>([
    ['its own length', { startAt: at('00:30'), endAt: at('00:50') }, [], 20],
    ['the length most others have', { startAt: null, endAt: null }, [slot(1, '00:30', '00:42'), slot(2, '00:42', '00:54'), slot(3, '00:54', '01:14')], 12],
    ['15 minutes when nothing says', { startAt: null, endAt: null }, [], 15],
  ])('%s', (_, presentation, others, minutes) => expect(slotMinutes(presentation, others)).toBe(minutes));
});

describe('roomClash', () => {
  const other: TimedSession = { id: 2, code: '1A2', presentationKind: 'oral', roomId: 1, startAt: at('02:00'), endAt: at('03:00') };
  it.each<[string, Partial<TimedSession>, boolean]>([
    ['overlapping in one room', { startAt: at('01:30'), endAt: at('02:30') }, true],
    ['touching ends', { startAt: at('01:00'), endAt: at('02:00') }, false],
    ['another room', { roomId: 2, startAt: at('02:00'), endAt: at('03:00') }, false],
    ['itself', { id: 2, startAt: at('02:00'), endAt: at('03:00') }, false],
  ])('%s', (_, change, clashes) => {
    expect(Boolean(roomClash({ ...session, id: 1, ...change }, [other]))).toBe(clashes);
  });

  const event = { id: 2, event: '授賞式', roomId: 1, startAt: at('02:00'), endAt: at('03:00') };
  it.each<[string, { id?: number; event?: string; startAt: string }, boolean]>([
    ['a session over an event', { startAt: at('02:30') }, true],
    ['an event over an event', { id: 5, event: '総会', startAt: at('02:30') }, true],
    ['the event itself', { id: 2, event: '授賞式', startAt: at('02:30') }, false],
    ['a session of the event’s id', { id: 2, startAt: at('02:30') }, true],
  ])('%s', (_, booking, clashes) => {
    expect(Boolean(roomClash({ roomId: 1, endAt: at('03:30'), ...booking }, [event]))).toBe(clashes);
  });

  it('names the session by its code and the event by its name', () => {
    expect(roomClashProblem({ ...session }).map((problem) => [problem.code, problem.params])).toEqual([
      ['roomTaken', { code: '1A1', time: '2027/03/10 09:30–11:00' }],
    ]);
    expect(roomClashProblem(event).map((problem) => [problem.code, problem.params])).toEqual([
      ['roomTakenByEvent', { name: '授賞式', time: '2027/03/10 11:00–12:00' }],
    ]);
  });
});

describe('eventProblems', () => {
  const valid: ProgramEventInput = {
    name: '懇親会',
    nameEn: '',
    description: '',
    descriptionEn: '',
    startAt: at('09:00'),
    endAt: at('11:00'),
    roomId: null,
    place: '',
    placeEn: '',
  };
  const days = ['2027-03-10', '2027-03-11'];
  it.each<[string, Partial<ProgramEventInput>, string[]]>([
    ['a valid event, nowhere in particular', {}, []],
    ['no name', { name: '  ' }, ['name:required']],
    ['a long place', { place: 'あ'.repeat(256) }, ['place:maxLength']],
    ['no times', { startAt: null, endAt: null }, ['startAt:required', 'endAt:required']],
    ['ending before it starts', { endAt: at('08:00') }, ['endAt:endsBeforeStart']],
    ['on no conference day', { startAt: '2027-03-12T01:00:00.000Z', endAt: '2027-03-12T02:00:00.000Z' }, ['startAt:notConferenceDay']],
    ['over midnight', { startAt: '2027-03-10T14:00:00.000Z', endAt: '2027-03-10T16:00:00.000Z' }, ['endAt:sessionOneDay']],
  ])('%s', (_, change, expected) => {
    expect(eventProblems({ ...valid, ...change }, { days }).map((problem) => `${problem.path}:${problem.code}`)).toEqual(expected);
  });
});

describe('roomViews', () => {
  const room = (id: number, group: number | null) => ({ id, group: group === null ? null : { id: group } });
  const ids = (views: ReturnType<typeof room>[][]) => views.map((view) => view.map((item) => item.id));
  it.each<[string, ReturnType<typeof room>[], number, number[][]]>([
    ['no groups: as many as fit', [room(1, null), room(2, null), room(3, null)], 2, [[1, 2], [3]]],
    ['a view never spans two groups', [room(1, 7), room(2, 8), room(3, 8), room(4, null)], 5, [[1], [2, 3], [4]]],
    ['a big group in pieces', [room(1, 7), room(2, 7), room(3, 7), room(4, null)], 2, [[1, 2], [3], [4]]],
    ['one at a time on a phone', [room(1, 7), room(2, 7)], 1, [[1], [2]]],
    ['no rooms', [], 4, []],
  ])('%s', (_, rooms, perView, expected) => expect(ids(roomViews(rooms, perView))).toEqual(expected));
});

describe('slotProblems', () => {
  const others = [slot(1, '00:30', '00:45')];
  it.each<[string, { sessionId: number | null; startAt: string | null; endAt: string | null }, string[]]>([
    ['a free slot', { sessionId: 1, startAt: at('00:45'), endAt: at('01:00') }, []],
    ['no time in the session', { sessionId: 1, startAt: null, endAt: null }, []],
    ['out of every session', { sessionId: null, startAt: null, endAt: null }, []],
    ['a time without a session', { sessionId: null, startAt: at('00:45'), endAt: at('01:00') }, ['sessionId:sessionNeeded']],
    ['one end only', { sessionId: 1, startAt: at('00:45'), endAt: null }, ['endAt:slotBothOrNeither']],
    ['end before start', { sessionId: 1, startAt: at('01:00'), endAt: at('00:45') }, ['endAt:endsBeforeStart']],
    ['outside the session', { sessionId: 1, startAt: at('01:50'), endAt: at('02:05') }, ['startAt:outsideSession']],
    ['over another slot', { sessionId: 1, startAt: at('00:40'), endAt: at('00:55') }, ['startAt:slotTaken']],
  ])('%s', (_, input, expected) => {
    expect(
      slotProblems({ ...input, version: 1 }, dropped, input.sessionId === null ? undefined : session, others).map(
        (problem) => `${problem.path}:${problem.code}`,
      ),
    ).toEqual(expected);
  });

  it('refuses a poster in an oral session', () => {
    expect(slotProblems({ sessionId: 1, startAt: null, endAt: null, version: 1 }, { id: 5, kind: 'poster' }, session, [])).toEqual([
      { path: 'sessionId', code: 'kindMismatch' },
    ]);
  });
});
