import { and, eq } from 'drizzle-orm';
import { eventProblems, roomClash, roomClashProblem } from '../../engine/program/editing';
import type { ProgramEventInput } from '../../schemas/programEditing';
import { ApiError, fieldErrors } from '../core/errors';
import type { Database, Writer } from '../db/openDatabase';
import { programEvents } from '../db/schema';
import { loadConference } from './conference';
import { lockRoom, nextId, roomBookings, staleOrGone } from './programEditing';

/**
 * The events beside the sessions (an opening, a keynote, a reception), written in the console
 * (issue 67; the shape is ours: docs/features/console.md, "Events and room groups: our design").
 * An event in a room books it like a session does, under the same lock on the room's row.
 */

/**
 * Creates or edits an event. In a room, the room's row is locked while its sessions and events
 * are read, as for a session, so an event and a session cannot take one room at one time.
 */
export async function saveEvent(tx: Writer, conferenceId: string, input: ProgramEventInput, id?: number) {
  const conference = await loadConference(tx as unknown as Database, conferenceId);
  const problems = eventProblems(input, { days: conference?.settings.days ?? [] });
  if (input.roomId !== null && !(await lockRoom(tx, conferenceId, input.roomId))) problems.push({ path: 'roomId', code: 'invalidChoice' });
  if (problems.length > 0) throw fieldErrors(problems);
  let current: typeof programEvents.$inferSelect | undefined;
  if (id !== undefined) {
    [current] = await tx
      .select()
      .from(programEvents)
      .where(and(eq(programEvents.id, id), eq(programEvents.conferenceId, conferenceId)))
      .for('update');
    if (!current || current.version !== input.version) staleOrGone(current);
  }
  const name = input.name.trim();
  if (input.roomId !== null) {
    const clash = roomClash(
      { id, event: name, roomId: input.roomId, startAt: input.startAt, endAt: input.endAt },
      await roomBookings(tx, conferenceId, input.roomId),
    );
    if (clash) throw fieldErrors(roomClashProblem(clash));
  }
  const row = {
    conferenceId,
    name,
    nameEn: input.nameEn.trim() || null,
    description: input.description.trim(),
    descriptionEn: input.descriptionEn.trim() || null,
    startAt: new Date(input.startAt!),
    endAt: new Date(input.endAt!),
    roomId: input.roomId,
    place: input.place.trim() || null,
    placeEn: input.placeEn.trim() || null,
  };
  if (!current) {
    const created = { id: await nextId(tx, programEvents), ...row };
    await tx.insert(programEvents).values(created);
    return { id: created.id, version: 1, name };
  }
  const [updated] = await tx
    .update(programEvents)
    .set({ ...row, version: current.version + 1 })
    .where(eq(programEvents.id, current.id))
    .returning({ version: programEvents.version });
  return { id: current.id, version: updated!.version, name };
}

export async function removeEvent(tx: Writer, conferenceId: string, id: number) {
  const [removed] = await tx
    .delete(programEvents)
    .where(and(eq(programEvents.id, id), eq(programEvents.conferenceId, conferenceId)))
    .returning({ id: programEvents.id, name: programEvents.name });
  if (!removed) throw new ApiError(404, 'programItemNotFound');
  return removed;
}
