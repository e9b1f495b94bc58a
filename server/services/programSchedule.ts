import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { programEvents, programGroups, programRooms, programSeries, programSessions } from '../db/schema';
import type { PresentationKind } from '../../schemas/program';

/**
 * The schedule's reads (issue 22, issue 67): series, the program's sessions with their room and
 * series, the rooms group by group, and a day's events. The presentations' reads and search are in
 * programQueries.ts, which joins a presentation's session with the columns written here.
 */

/** Tokyo midnight of an ISO date, and the next. */
export const tokyoDay = (date: string) => {
  const start = new Date(`${date}T00:00:00+09:00`);
  return [start, new Date(start.getTime() + 86_400_000)] as const;
};

export async function seriesOf(db: Database, conferenceId: string, kind: PresentationKind) {
  return db
    .select({ id: programSeries.id, name: programSeries.name, nameEn: programSeries.nameEn, position: programSeries.position })
    .from(programSeries)
    .where(and(eq(programSeries.conferenceId, conferenceId), eq(programSeries.kind, kind)))
    .orderBy(asc(programSeries.position));
}

export type SessionRow = Awaited<ReturnType<typeof sessionsWhere>>[number];

const sessionFields = {
  id: programSessions.id,
  code: programSessions.code,
  name: programSessions.name,
  details: programSessions.details,
  startAt: programSessions.startAt,
  endAt: programSessions.endAt,
  presentationKind: programSessions.presentationKind,
  seriesId: programSessions.seriesId,
  roomId: programSessions.roomId,
  room: { id: programRooms.id, name: programRooms.name, nameEn: programRooms.nameEn, position: programRooms.position },
  series: { id: programSeries.id, name: programSeries.name, nameEn: programSeries.nameEn, position: programSeries.position },
};

/** The session's columns beside a presentation's, prefixed so no name collides. */
export const sessionColumns = {
  sessionId: programSessions.id,
  sessionCode: programSessions.code,
  sessionName: programSessions.name,
  sessionDetails: programSessions.details,
  sessionStartAt: programSessions.startAt,
  sessionEndAt: programSessions.endAt,
  sessionKind: programSessions.presentationKind,
  sessionSeriesId: programSessions.seriesId,
  sessionRoomId: programSessions.roomId,
  room: sessionFields.room,
  series: sessionFields.series,
};

export function sessionRowOf(row: { [K in keyof typeof sessionColumns]: unknown }): SessionRow {
  return {
    id: row.sessionId as number,
    code: row.sessionCode as string | null,
    name: row.sessionName as string,
    details: row.sessionDetails,
    startAt: row.sessionStartAt as Date | null,
    endAt: row.sessionEndAt as Date | null,
    presentationKind: row.sessionKind as string | null,
    seriesId: row.sessionSeriesId as number | null,
    roomId: row.sessionRoomId as number | null,
    room: row.room as SessionRow['room'],
    series: row.series as SessionRow['series'],
  };
}

function sessionsWhere(db: Database, where: SQL | undefined) {
  return db
    .select(sessionFields)
    .from(programSessions)
    .leftJoin(programRooms, eq(programRooms.id, programSessions.roomId))
    .leftJoin(programSeries, eq(programSeries.id, programSessions.seriesId))
    .where(where)
    .orderBy(asc(programSessions.startAt), asc(programRooms.position));
}

/** The sessions of the program (not the commission-only ones), of one kind, series or day. */
export function programSessionsOf(
  db: Database,
  conferenceId: string,
  filters: { kind?: PresentationKind; seriesId?: number; date?: string; roomIds?: number[] },
) {
  const conditions: (SQL | undefined)[] = [eq(programSessions.conferenceId, conferenceId), sql`${programSessions.presentationKind} is not null`];
  if (filters.kind) conditions.push(eq(programSessions.presentationKind, filters.kind));
  if (filters.seriesId !== undefined) conditions.push(eq(programSessions.seriesId, filters.seriesId));
  if (filters.roomIds) conditions.push(filters.roomIds.length ? inArray(programSessions.roomId, filters.roomIds) : sql`false`);
  if (filters.date) {
    const [start, end] = tokyoDay(filters.date);
    conditions.push(sql`${programSessions.startAt} >= ${start.toISOString()} and ${programSessions.startAt} < ${end.toISOString()}`);
  }
  return sessionsWhere(db, and(...conditions));
}

export const sessionsByIds = (db: Database, ids: readonly number[]) =>
  ids.length ? sessionsWhere(db, inArray(programSessions.id, [...ids])) : Promise.resolve([]);

/**
 * The rooms, or those holding sessions of one kind (the oral timetable's columns), with their
 * group: group by group in the groups' order, rooms of no group last (engine/program/roomViews.ts).
 */
export async function roomsOf(db: Database, conferenceId: string, kind?: PresentationKind) {
  const used = kind
    ? sql`exists (select 1 from ${programSessions} where ${programSessions.roomId} = ${programRooms.id} and ${programSessions.presentationKind} = ${kind})`
    : undefined;
  const rows = await db
    .select({
      id: programRooms.id,
      name: programRooms.name,
      nameEn: programRooms.nameEn,
      groupId: programGroups.id,
      groupName: programGroups.name,
      groupNameEn: programGroups.nameEn,
    })
    .from(programRooms)
    .leftJoin(programGroups, eq(programGroups.id, programRooms.groupId))
    .where(and(eq(programRooms.conferenceId, conferenceId), used))
    .orderBy(sql`${programGroups.position} asc nulls last`, asc(programRooms.position), asc(programRooms.id));
  return rows.map(({ groupId, groupName, groupNameEn, ...room }) => ({
    ...room,
    group: groupId === null ? null : { id: groupId, name: groupName!, nameEn: groupNameEn },
  }));
}

/** A day's events (or all of them), by time, with their room. */
export function eventsOf(db: Database, conferenceId: string, date?: string) {
  const [start, end] = date ? tokyoDay(date) : [];
  const day = start && end ? sql`${programEvents.startAt} >= ${start.toISOString()} and ${programEvents.startAt} < ${end.toISOString()}` : undefined;
  return db
    .select({
      ...getTableColumns(programEvents),
      roomName: programRooms.name,
      roomNameEn: programRooms.nameEn,
      groupId: programGroups.id,
      groupName: programGroups.name,
      groupNameEn: programGroups.nameEn,
    })
    .from(programEvents)
    .leftJoin(programRooms, eq(programRooms.id, programEvents.roomId))
    .leftJoin(programGroups, eq(programGroups.id, programRooms.groupId))
    .where(and(eq(programEvents.conferenceId, conferenceId), day))
    .orderBy(asc(programEvents.startAt), asc(programRooms.position), asc(programEvents.id));
}
