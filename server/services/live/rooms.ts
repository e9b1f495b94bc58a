import { and, count, eq, gt, lt } from 'drizzle-orm';
import { ROOM_PRESENCE_TTL_MS, type RoomOwner, type RoomView } from '../../../engine/live/rooms';
import { ApiError } from '../../core/errors';
import type { Database } from '../../db/openDatabase';
import { discussionRooms, roomPresences } from '../../db/schema';
import { audit, type AuditEntry } from '../audit';

/**
 * Discussion rooms of presentations and sessions (issue 65; engine/live/rooms.ts). A join is one transaction that locks the
 * room's row, frees the places of pages no longer heard from, counts and takes a place: joins at
 * the same moment wait for each other, so the room never holds more than its capacity. The meeting
 * URL is answered only to those inside.
 */

export type RoomRow = typeof discussionRooms.$inferSelect;

const freshSince = (now: Date) => new Date(now.getTime() - ROOM_PRESENCE_TTL_MS);
/** Presences heard from within the time-to-live. */
const heardFrom = (now: Date) => gt(roomPresences.lastSeenAt, freshSince(now));

/** The room of a presentation or a session of the conference. */
const ownedBy = (conferenceId: string, owner: RoomOwner) =>
  and(eq(discussionRooms.conferenceId, conferenceId), eq(owner.kind === 'session' ? discussionRooms.sessionId : discussionRooms.presentationId, owner.id));

export async function roomOf(db: Database, conferenceId: string, owner: RoomOwner): Promise<RoomRow | undefined> {
  const [row] = await db.select().from(discussionRooms).where(ownedBy(conferenceId, owner));
  return row;
}

/** The room for `userId`: whether they are inside (and so its URL), and whether it is full now. */
export async function roomView(db: Database, room: RoomRow, userId: number, defaultCapacity: number, isManager: boolean, now = new Date()): Promise<RoomView> {
  const [[mine], [taken]] = await Promise.all([
    db
      .select({ lastSeenAt: roomPresences.lastSeenAt })
      .from(roomPresences)
      .where(and(eq(roomPresences.roomId, room.id), eq(roomPresences.userId, userId))),
    db
      .select({ count: count() })
      .from(roomPresences)
      .where(and(eq(roomPresences.roomId, room.id), heardFrom(now))),
  ]);
  const joined = Boolean(mine && mine.lastSeenAt > freshSince(now));
  const capacity = room.capacity ?? defaultCapacity;
  return {
    id: room.id,
    joined,
    full: !joined && Number(taken?.count ?? 0) >= capacity,
    // Managers set the address, so they see it; attendees once admitted.
    meetingUrl: joined || isManager ? room.meetingUrl : null,
    capacity: isManager ? capacity : null,
  };
}

/**
 * Takes a place in a presentation's or session's room for `userId`, or answers 409 roomFull.
 * Someone already inside keeps their place (a second tab, a reload).
 */
export async function joinRoom(
  db: Database,
  conferenceId: string,
  owner: RoomOwner,
  userId: number,
  defaultCapacity: number,
  now = new Date(),
): Promise<RoomView> {
  return db.transaction(async (tx) => {
    const [room] = await tx.select().from(discussionRooms).where(ownedBy(conferenceId, owner)).for('update');
    if (!room) throw new ApiError(404, 'roomNotFound');
    await tx.delete(roomPresences).where(and(eq(roomPresences.roomId, room.id), lt(roomPresences.lastSeenAt, freshSince(now))));
    const [inside] = await tx
      .update(roomPresences)
      .set({ lastSeenAt: now })
      .where(and(eq(roomPresences.roomId, room.id), eq(roomPresences.userId, userId)))
      .returning({ userId: roomPresences.userId });
    const capacity = room.capacity ?? defaultCapacity;
    if (!inside) {
      const [taken] = await tx.select({ count: count() }).from(roomPresences).where(eq(roomPresences.roomId, room.id));
      if (Number(taken?.count ?? 0) >= capacity) throw new ApiError(409, 'roomFull');
      await tx.insert(roomPresences).values({ roomId: room.id, userId, joinedAt: now, lastSeenAt: now });
    }
    return { id: room.id, joined: true, full: false, meetingUrl: room.meetingUrl, capacity: null };
  });
}

/** The page is still open: keeps the place, or answers 404 roomNotJoined when it was freed (the page joins again). */
export async function stayInRoom(db: Database, roomId: number, userId: number, now = new Date()): Promise<void> {
  const [kept] = await db
    .update(roomPresences)
    .set({ lastSeenAt: now })
    .where(and(eq(roomPresences.roomId, roomId), eq(roomPresences.userId, userId), heardFrom(now)))
    .returning({ userId: roomPresences.userId });
  if (!kept) throw new ApiError(404, 'roomNotJoined');
}

export async function leaveRoom(db: Database, roomId: number, userId: number): Promise<void> {
  await db.delete(roomPresences).where(and(eq(roomPresences.roomId, roomId), eq(roomPresences.userId, userId)));
}

/** The audit log's words for an owner: `{ presentationId }` or `{ sessionId }`. */
const ownerDetail = (owner: RoomOwner): { sessionId: number } | { presentationId: number } =>
  owner.kind === 'session' ? { sessionId: owner.id } : { presentationId: owner.id };

/** A manager gives a presentation or a session its room, or changes it; in the audit log. */
export async function setRoom(
  db: Database,
  conferenceId: string,
  owner: RoomOwner,
  values: { meetingUrl: string; capacity: number | null },
  actor: AuditEntry['actor'],
): Promise<RoomRow> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [room] = await tx
      .insert(discussionRooms)
      .values({ conferenceId, ...ownerDetail(owner), ...values, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: owner.kind === 'session' ? discussionRooms.sessionId : discussionRooms.presentationId, set: { ...values, updatedAt: now } })
      .returning();
    await audit(tx, { conferenceId, action: 'roomSet', actor, detail: { ...ownerDetail(owner), capacity: values.capacity } });
    return room!;
  });
}

export async function removeRoom(db: Database, conferenceId: string, owner: RoomOwner, actor: AuditEntry['actor']): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(discussionRooms).where(ownedBy(conferenceId, owner)).returning({ id: discussionRooms.id });
    if (!removed) throw new ApiError(404, 'roomNotFound');
    await audit(tx, { conferenceId, action: 'roomRemove', actor, detail: ownerDetail(owner) });
  });
}
