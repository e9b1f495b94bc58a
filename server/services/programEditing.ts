import { and, count, eq, ne, sql } from 'drizzle-orm';
import { namedRowProblems, roomClash, roomClashProblem, sessionProblems, type RoomBooking, type TimedSession } from '../../engine/program/editing';
import type { ProgramGroupInput, ProgramRoomInput, ProgramSeriesInput, ProgramSessionInput } from '../../schemas/programEditing';
import { ApiError, fieldErrors } from '../core/errors';
import type { Database, Writer } from '../db/openDatabase';
import { commissions, presentations, programEvents, programGroups, programRooms, programSeries, programSessions } from '../db/schema';
import { loadConference } from './conference';
import { iso, placeColumns, type SessionDetails } from './programOutline';

/**
 * The managers' program editing (issue 67): rooms, their groups, series, the timetable's sessions
 * and the events beside them written in the console, and presentations placed in sessions, published and locked. Every edit of a row
 * names the version it started from and raises it, so one saved meanwhile is refused, never
 * overwritten; removals are refused while something depends on the row, saying what. The rules
 * are engine/program/editing.ts's, run here on the rows as stored, under a lock on the room (for
 * sessions and events) or the session (for slots), so two edits arriving together cannot both take one time.
 * Slots are stored as given: the page works out a dropped presentation's next free slot.
 */

/** 409 naming the version stored, or 404 when the row is gone. */
export function staleOrGone(current: { version: number } | undefined): never {
  if (!current) throw new ApiError(404, 'programItemNotFound');
  throw new ApiError(409, 'programChangedMeanwhile', { params: { version: current.version } });
}

/** The next id of a table whose ids the program file also gives: the largest plus one, under a lock. */
type ProgramTable = typeof programRooms | typeof programGroups | typeof programSeries | typeof programSessions | typeof programEvents;
/** The tables managers order by hand. */
export type OrderedTable = typeof programRooms | typeof programGroups | typeof programSeries;

export async function nextId(tx: Writer, table: ProgramTable): Promise<number> {
  await tx.execute(sql`lock table ${table} in share row exclusive mode`);
  const [row] = await tx.select({ max: sql<number>`coalesce(max(${table.id}), 0)` }).from(table);
  return Number(row?.max ?? 0) + 1;
}

async function nextPosition(tx: Writer, table: OrderedTable, conferenceId: string): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${table.position}), -1)` })
    .from(table)
    .where(eq(table.conferenceId, conferenceId));
  return Number(row?.max ?? -1) + 1;
}

function namedProblems(input: { name: string; nameEn: string }) {
  const problems = namedRowProblems(input);
  if (problems.length > 0) throw fieldErrors(problems);
}

/** The group a room is put in must be one of the conference's. */
async function checkGroup(tx: Writer, conferenceId: string, groupId: number | null | undefined) {
  if (groupId === null || groupId === undefined) return;
  const [group] = await tx
    .select({ id: programGroups.id })
    .from(programGroups)
    .where(and(eq(programGroups.id, groupId), eq(programGroups.conferenceId, conferenceId)))
    .for('share');
  if (!group) throw fieldErrors([{ path: 'groupId', code: 'invalidChoice' }]);
}

/** Creates a room (no id) or renames (regroups) one on top of the version the manager edited. */
export const saveRoom = (tx: Writer, conferenceId: string, input: ProgramRoomInput, id?: number) =>
  saveNamedRow(tx, conferenceId, programRooms, input, id, async () => {
    await checkGroup(tx, conferenceId, input.groupId);
    return input.groupId !== undefined ? { groupId: input.groupId } : id === undefined ? { groupId: null } : {};
  });

/** Creates a group of rooms or renames one. */
export const saveGroup = (tx: Writer, conferenceId: string, input: ProgramGroupInput, id?: number) =>
  saveNamedRow(tx, conferenceId, programGroups, input, id, async () => ({}));

async function saveNamedRow(
  tx: Writer,
  conferenceId: string,
  table: typeof programRooms | typeof programGroups,
  input: { name: string; nameEn: string; version?: number },
  id: number | undefined,
  more: () => Promise<Record<string, unknown>>,
) {
  namedProblems(input);
  const values = { name: input.name.trim(), nameEn: input.nameEn.trim() || null, ...(await more()) };
  if (id === undefined) {
    const created = { id: await nextId(tx, table), conferenceId, ...values, position: await nextPosition(tx, table, conferenceId) };
    await tx.insert(table).values(created);
    return { id: created.id, version: 1, name: created.name };
  }
  const [updated] = await tx
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1` })
    .where(and(eq(table.id, id), eq(table.conferenceId, conferenceId), eq(table.version, input.version ?? 0)))
    .returning({ version: table.version });
  if (!updated)
    staleOrGone(
      (
        await tx
          .select({ version: table.version })
          .from(table)
          .where(and(eq(table.id, id), eq(table.conferenceId, conferenceId)))
      )[0],
    );
  return { id, version: updated.version, name: values.name };
}

/** Creates a series or renames one; its kind changes only while nothing is in it. */
export async function saveSeries(tx: Writer, conferenceId: string, input: ProgramSeriesInput, id?: number) {
  namedProblems(input);
  const values = { kind: input.kind, name: input.name.trim(), nameEn: input.nameEn.trim() || null };
  if (id === undefined) {
    const created = { id: await nextId(tx, programSeries), conferenceId, ...values, position: await nextPosition(tx, programSeries, conferenceId) };
    await tx.insert(programSeries).values(created);
    return { id: created.id, version: 1, name: created.name };
  }
  const [current] = await tx
    .select()
    .from(programSeries)
    .where(and(eq(programSeries.id, id), eq(programSeries.conferenceId, conferenceId)))
    .for('update');
  if (!current || current.version !== input.version) staleOrGone(current);
  if (current.kind !== input.kind) {
    const uses = await seriesUses(tx, id);
    if (uses > 0) throw fieldErrors([{ path: 'kind', code: 'seriesInUse', params: { count: uses } }]);
  }
  const [updated] = await tx
    .update(programSeries)
    .set({ ...values, version: current.version + 1 })
    .where(eq(programSeries.id, id))
    .returning({ version: programSeries.version });
  return { id, version: updated!.version, name: values.name };
}

async function seriesUses(tx: Writer, id: number) {
  const [[sessionCount], [presentationCount]] = await Promise.all([
    tx.select({ count: count() }).from(programSessions).where(eq(programSessions.seriesId, id)),
    tx.select({ count: count() }).from(presentations).where(eq(presentations.seriesId, id)),
  ]);
  return Number(sessionCount?.count ?? 0) + Number(presentationCount?.count ?? 0);
}

export async function removeRoom(tx: Writer, conferenceId: string, id: number) {
  const [room] = await tx
    .select()
    .from(programRooms)
    .where(and(eq(programRooms.id, id), eq(programRooms.conferenceId, conferenceId)))
    .for('update');
  if (!room) throw new ApiError(404, 'programItemNotFound');
  const [[used], [events]] = await Promise.all([
    tx.select({ count: count() }).from(programSessions).where(eq(programSessions.roomId, id)),
    tx.select({ count: count() }).from(programEvents).where(eq(programEvents.roomId, id)),
  ]);
  if (Number(used?.count ?? 0) > 0) throw new ApiError(409, 'roomInUse', { params: { count: Number(used!.count) } });
  if (Number(events?.count ?? 0) > 0) throw new ApiError(409, 'roomHasEvents', { params: { count: Number(events!.count) } });
  await tx.delete(programRooms).where(eq(programRooms.id, id));
  return room;
}

export async function removeGroup(tx: Writer, conferenceId: string, id: number) {
  const [group] = await tx
    .select()
    .from(programGroups)
    .where(and(eq(programGroups.id, id), eq(programGroups.conferenceId, conferenceId)))
    .for('update');
  if (!group) throw new ApiError(404, 'programItemNotFound');
  const [rooms] = await tx.select({ count: count() }).from(programRooms).where(eq(programRooms.groupId, id));
  if (Number(rooms?.count ?? 0) > 0) throw new ApiError(409, 'groupInUse', { params: { count: Number(rooms!.count) } });
  await tx.delete(programGroups).where(eq(programGroups.id, id));
  return group;
}

export async function removeSeries(tx: Writer, conferenceId: string, id: number) {
  const [series] = await tx
    .select()
    .from(programSeries)
    .where(and(eq(programSeries.id, id), eq(programSeries.conferenceId, conferenceId)))
    .for('update');
  if (!series) throw new ApiError(404, 'programItemNotFound');
  const uses = await seriesUses(tx, id);
  if (uses > 0) throw new ApiError(409, 'seriesInUse', { params: { count: uses } });
  await tx.delete(programSeries).where(eq(programSeries.id, id));
  return series;
}

/** Puts every room (group, series) of the conference in the order given; the list must name each once. */
export async function orderRows(tx: Writer, conferenceId: string, table: OrderedTable, ids: readonly number[]) {
  const rows = await tx.select({ id: table.id }).from(table).where(eq(table.conferenceId, conferenceId)).for('update');
  const known = new Set(rows.map((row) => row.id));
  if (ids.length !== known.size || ids.some((id) => !known.has(id))) throw new ApiError(422, 'orderIncomplete');
  for (const [position, id] of ids.entries()) {
    await tx
      .update(table)
      .set({ position, version: sql`${table.version} + 1` })
      .where(eq(table.id, id));
  }
}

export const sessionOf = (row: typeof programSessions.$inferSelect): TimedSession => ({
  id: row.id,
  code: row.code,
  presentationKind: row.presentationKind,
  roomId: row.roomId,
  startAt: iso(row.startAt),
  endAt: iso(row.endAt),
});

/** The sessions and events of a room (whose row the caller has locked). */
export async function roomBookings(tx: Writer, conferenceId: string, roomId: number): Promise<RoomBooking[]> {
  const [sessions, events] = await Promise.all([
    tx
      .select()
      .from(programSessions)
      .where(and(eq(programSessions.conferenceId, conferenceId), eq(programSessions.roomId, roomId))),
    tx
      .select({ id: programEvents.id, name: programEvents.name, startAt: programEvents.startAt, endAt: programEvents.endAt })
      .from(programEvents)
      .where(and(eq(programEvents.conferenceId, conferenceId), eq(programEvents.roomId, roomId))),
  ]);
  return [
    ...sessions.map(sessionOf),
    ...events.map((event) => ({ id: event.id, event: event.name, roomId, startAt: iso(event.startAt), endAt: iso(event.endAt) })),
  ];
}

/**
 * Creates or edits a timetable session. The room's row is locked while its other sessions are
 * read, so two sessions cannot take one room at one time however the requests meet. Moving a
 * session (start and end shifted alike) moves its presentations' slots with it; a session
 * shortened past its slots is refused, naming the first that would fall out.
 */
export async function saveSession(tx: Writer, conferenceId: string, input: ProgramSessionInput, id?: number) {
  const [conference, series] = await Promise.all([
    loadConference(tx as unknown as Database, conferenceId),
    tx.select({ id: programSeries.id, kind: programSeries.kind }).from(programSeries).where(eq(programSeries.conferenceId, conferenceId)),
  ]);
  const problems = sessionProblems(input, { days: conference?.settings.days ?? [], series });
  if (input.roomId !== null && !(await lockRoom(tx, conferenceId, input.roomId))) problems.push({ path: 'roomId', code: 'invalidChoice' });
  if (problems.length > 0) throw fieldErrors(problems);

  let current: typeof programSessions.$inferSelect | undefined;
  if (id !== undefined) {
    [current] = await tx
      .select()
      .from(programSessions)
      .where(and(eq(programSessions.id, id), eq(programSessions.conferenceId, conferenceId), sql`${programSessions.presentationKind} is not null`))
      .for('update');
    if (!current || current.version !== input.version) staleOrGone(current);
  }
  const code = input.code.trim();
  const [sameCode] = await tx
    .select({ id: programSessions.id })
    .from(programSessions)
    .where(
      and(
        eq(programSessions.conferenceId, conferenceId),
        sql`lower(${programSessions.code}) = ${code.toLowerCase()}`,
        id === undefined ? undefined : ne(programSessions.id, id),
      ),
    )
    .limit(1);
  if (sameCode) throw fieldErrors([{ path: 'code', code: 'sessionCodeTaken' }]);
  const clash = roomClash({ id, roomId: input.roomId, startAt: input.startAt, endAt: input.endAt }, await roomBookings(tx, conferenceId, input.roomId!));
  if (clash) throw fieldErrors(roomClashProblem(clash));

  const startAt = new Date(input.startAt!);
  const endAt = new Date(input.endAt!);
  if (current) {
    const held = await tx.select(placeColumns).from(presentations).where(eq(presentations.sessionId, current.id));
    if (held.length > 0 && current.presentationKind !== input.presentationKind) {
      throw fieldErrors([{ path: 'presentationKind', code: 'sessionInUse', params: { count: held.length } }]);
    }
    const shift = startAt.getTime() - (current.startAt?.getTime() ?? startAt.getTime());
    const moved = current.startAt && current.endAt && endAt.getTime() - startAt.getTime() === current.endAt.getTime() - current.startAt.getTime();
    if (moved && shift !== 0) {
      await tx
        .update(presentations)
        .set({
          startAt: sql`${presentations.startAt} + ${`${shift / 1000} seconds`}::interval`,
          endAt: sql`${presentations.endAt} + ${`${shift / 1000} seconds`}::interval`,
          version: sql`${presentations.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(presentations.sessionId, current.id), sql`${presentations.startAt} is not null`));
    } else {
      const outside = held.find((slot) => slot.startAt && slot.endAt && (slot.startAt < startAt || slot.endAt > endAt));
      if (outside) {
        throw fieldErrors([{ path: 'endAt', code: 'slotOutsideSession', params: { code: outside.code } }]);
      }
    }
  }

  const row = {
    conferenceId,
    kind: 'general',
    name: input.name.trim(),
    startAt,
    endAt,
    details: {
      ...((current?.details as SessionDetails | undefined) ?? {}),
      nameEn: input.nameEn.trim() || undefined,
      description: input.description.trim(),
      descriptionEn: input.descriptionEn.trim() || undefined,
    },
    presentationKind: input.presentationKind,
    code,
    seriesId: input.seriesId,
    roomId: input.roomId,
  };
  if (!current) {
    const created = { id: await nextId(tx, programSessions), ...row };
    await tx.insert(programSessions).values(created);
    return { id: created.id, version: 1, code };
  }
  const [updated] = await tx
    .update(programSessions)
    .set({ ...row, version: current.version + 1 })
    .where(eq(programSessions.id, current.id))
    .returning({ version: programSessions.version });
  // Presentations in a session are of its series.
  if (current.seriesId !== input.seriesId) await tx.update(presentations).set({ seriesId: input.seriesId }).where(eq(presentations.sessionId, current.id));
  return { id: current.id, version: updated!.version, code };
}

export async function removeSession(tx: Writer, conferenceId: string, id: number) {
  const [session] = await tx
    .select()
    .from(programSessions)
    .where(and(eq(programSessions.id, id), eq(programSessions.conferenceId, conferenceId), sql`${programSessions.presentationKind} is not null`))
    .for('update');
  if (!session) throw new ApiError(404, 'programItemNotFound');
  const [[held], [invitations]] = await Promise.all([
    tx.select({ count: count() }).from(presentations).where(eq(presentations.sessionId, id)),
    tx.select({ count: count() }).from(commissions).where(eq(commissions.sessionId, id)),
  ]);
  if (Number(held?.count ?? 0) > 0) throw new ApiError(409, 'sessionInUse', { params: { count: Number(held!.count) } });
  if (Number(invitations?.count ?? 0) > 0) throw new ApiError(409, 'sessionHasCommissions', { params: { count: Number(invitations!.count) } });
  await tx.delete(programSessions).where(eq(programSessions.id, id));
  return { id, code: session.code ?? '' };
}

/** Locks the room an event or a session is put in; invalidChoice when it is not one of the conference's. */
export async function lockRoom(tx: Writer, conferenceId: string, roomId: number) {
  const [room] = await tx
    .select({ id: programRooms.id })
    .from(programRooms)
    .where(and(eq(programRooms.id, roomId), eq(programRooms.conferenceId, conferenceId)))
    .for('update');
  return Boolean(room);
}
