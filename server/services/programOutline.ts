import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { EventView, GroupView, PresentationPlace, RoomView, SeriesView, SessionView } from '../../engine/program/editing';
import { escapeLike, normalizeSearchText } from '../../engine/program/search';
import type { PresentationKind } from '../../schemas/program';
import type { Database } from '../db/openDatabase';
import { commissions, presentations, programEvents, programGroups, programRooms, programSeries, programSessions } from '../db/schema';
import { loadConference } from './conference';

/**
 * What the managers' program editing reads (issue 67): the outline of rooms, groups, series,
 * sessions and events with what depends on each, and a day's board of presentations. The writes are programEditing.ts's.
 */

export interface SessionDetails {
  nameEn?: string;
  description?: string;
  descriptionEn?: string;
  [key: string]: unknown;
}

export const iso = (value: Date | null) => (value ? value.toISOString() : null);
const counted = <K extends string | number>(rows: { key: K | null; count: number }[]) => new Map(rows.map((row) => [row.key, Number(row.count)]));

/** Rooms, groups and series in their order, and the timetable's sessions and the events by time, each with what depends on it. */
export async function programOutline(db: Database, conferenceId: string) {
  const [conference, rooms, groups, series, sessions, events, roomUse, seriesUse, presentationUse, sessionPresentations, sessionCommissions] =
    await Promise.all([
      loadConference(db, conferenceId),
      db.select().from(programRooms).where(eq(programRooms.conferenceId, conferenceId)).orderBy(asc(programRooms.position), asc(programRooms.id)),
      db.select().from(programGroups).where(eq(programGroups.conferenceId, conferenceId)).orderBy(asc(programGroups.position), asc(programGroups.id)),
      db.select().from(programSeries).where(eq(programSeries.conferenceId, conferenceId)).orderBy(asc(programSeries.position), asc(programSeries.id)),
      db
        .select()
        .from(programSessions)
        .where(and(eq(programSessions.conferenceId, conferenceId), sql`${programSessions.presentationKind} is not null`))
        .orderBy(asc(programSessions.startAt), asc(programSessions.code)),
      db.select().from(programEvents).where(eq(programEvents.conferenceId, conferenceId)).orderBy(asc(programEvents.startAt), asc(programEvents.id)),
      db
        .select({ key: programSessions.roomId, count: count() })
        .from(programSessions)
        .where(eq(programSessions.conferenceId, conferenceId))
        .groupBy(programSessions.roomId),
      db
        .select({ key: programSessions.seriesId, count: count() })
        .from(programSessions)
        .where(eq(programSessions.conferenceId, conferenceId))
        .groupBy(programSessions.seriesId),
      db
        .select({ key: presentations.seriesId, count: count() })
        .from(presentations)
        .where(eq(presentations.conferenceId, conferenceId))
        .groupBy(presentations.seriesId),
      db
        .select({ key: presentations.sessionId, count: count() })
        .from(presentations)
        .where(eq(presentations.conferenceId, conferenceId))
        .groupBy(presentations.sessionId),
      db
        .select({ key: commissions.sessionId, count: count() })
        .from(commissions)
        .where(eq(commissions.conferenceId, conferenceId))
        .groupBy(commissions.sessionId),
    ]);
  const roomCounts = counted(roomUse);
  const seriesCounts = counted(seriesUse);
  const seriesPresentationCounts = counted(presentationUse);
  const presentationCounts = counted(sessionPresentations);
  const commissionCounts = counted(sessionCommissions);
  const roomEvents = new Map<number | null, number>();
  for (const event of events) roomEvents.set(event.roomId, (roomEvents.get(event.roomId) ?? 0) + 1);
  const groupRooms = new Map<number | null, number>();
  for (const room of rooms) groupRooms.set(room.groupId, (groupRooms.get(room.groupId) ?? 0) + 1);
  return {
    days: conference?.settings.days ?? [],
    rooms: rooms.map((room): RoomView => ({
      id: room.id,
      name: room.name,
      nameEn: room.nameEn ?? '',
      position: room.position,
      groupId: room.groupId,
      version: room.version,
      sessions: roomCounts.get(room.id) ?? 0,
      events: roomEvents.get(room.id) ?? 0,
    })),
    groups: groups.map((group): GroupView => ({
      id: group.id,
      name: group.name,
      nameEn: group.nameEn ?? '',
      position: group.position,
      version: group.version,
      rooms: groupRooms.get(group.id) ?? 0,
    })),
    series: series.map((item): SeriesView => ({
      id: item.id,
      kind: item.kind as PresentationKind,
      name: item.name,
      nameEn: item.nameEn ?? '',
      position: item.position,
      version: item.version,
      uses: (seriesCounts.get(item.id) ?? 0) + (seriesPresentationCounts.get(item.id) ?? 0),
    })),
    sessions: sessions.map((session): SessionView => {
      const details = session.details as SessionDetails;
      return {
        id: session.id,
        code: session.code ?? '',
        name: session.name,
        nameEn: details.nameEn ?? '',
        description: details.description ?? '',
        descriptionEn: details.descriptionEn ?? '',
        presentationKind: session.presentationKind as PresentationKind,
        seriesId: session.seriesId,
        roomId: session.roomId,
        startAt: iso(session.startAt),
        endAt: iso(session.endAt),
        version: session.version,
        presentations: presentationCounts.get(session.id) ?? 0,
        commissions: commissionCounts.get(session.id) ?? 0,
      };
    }),
    events: events.map((event): EventView => ({
      id: event.id,
      name: event.name,
      nameEn: event.nameEn ?? '',
      description: event.description,
      descriptionEn: event.descriptionEn ?? '',
      startAt: event.startAt.toISOString(),
      endAt: event.endAt.toISOString(),
      roomId: event.roomId,
      place: event.place ?? '',
      placeEn: event.placeEn ?? '',
      version: event.version,
    })),
  };
}

export const placeColumns = {
  id: presentations.id,
  code: presentations.code,
  kind: presentations.kind,
  sessionId: presentations.sessionId,
  startAt: presentations.startAt,
  endAt: presentations.endAt,
  name: presentations.name,
  nameEn: presentations.nameEn,
  isPublic: presentations.isPublic,
  isLocked: presentations.isLocked,
  version: presentations.version,
};
export const placeOf = (row: { startAt: Date | null; endAt: Date | null } & Omit<PresentationPlace, 'startAt' | 'endAt'>): PresentationPlace => ({
  ...row,
  startAt: iso(row.startAt),
  endAt: iso(row.endAt),
});

export const UNPLACED_PER = 50;

/**
 * The board of one day: the presentations of its sessions of one kind, and a page of those in no
 * session yet (searched by code and title).
 */
export async function programBoard(db: Database, conferenceId: string, query: { date: string; kind: PresentationKind; q?: string; page: number }) {
  const start = new Date(`${query.date}T00:00:00+09:00`);
  const end = new Date(start.getTime() + 86_400_000);
  const unplacedWhere: SQL[] = [eq(presentations.conferenceId, conferenceId), eq(presentations.kind, query.kind), isNull(presentations.sessionId)];
  const words = normalizeSearchText(query.q ?? '');
  if (words) unplacedWhere.push(sql`${presentations.searchName} like ${`%${escapeLike(words)}%`}`);
  const [placed, unplaced, [total]] = await Promise.all([
    db
      .select(placeColumns)
      .from(presentations)
      .innerJoin(programSessions, eq(programSessions.id, presentations.sessionId))
      .where(
        and(
          eq(presentations.conferenceId, conferenceId),
          eq(programSessions.presentationKind, query.kind),
          sql`${programSessions.startAt} >= ${start.toISOString()} and ${programSessions.startAt} < ${end.toISOString()}`,
        ),
      )
      .orderBy(asc(presentations.startAt), asc(presentations.position)),
    db
      .select(placeColumns)
      .from(presentations)
      .where(and(...unplacedWhere))
      .orderBy(asc(presentations.code))
      .limit(UNPLACED_PER)
      .offset((query.page - 1) * UNPLACED_PER),
    db
      .select({ count: count() })
      .from(presentations)
      .where(and(...unplacedWhere)),
  ]);
  return { placed: placed.map(placeOf), unplaced: { items: unplaced.map(placeOf), total: Number(total?.count ?? 0), page: query.page, per: UNPLACED_PER } };
}
