import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import { seminarApplicationProblems, seminarProblems, slotsOverlap, type MyApplication, type SeminarApplicant, type SeminarView } from '../../engine/seminars';
import { personName } from '../../engine/personName';
import type { SeminarApplicationInput, SeminarInput } from '../../schemas/seminars';
import { ApiError, fieldErrors } from '../core/errors';
import type { Database, Writer } from '../db/openDatabase';
import { personNameColumns, seminarApplications, seminarSlots, seminars, users } from '../db/schema';

/**
 * Co-hosted (lunch) seminars (issue 66). A participant applies for one slot of a seminar; the
 * application is final (§4: it cannot be changed), places are counted under a lock on the slot,
 * and a person holds at most one slot at a time (two lunches at once are refused). A manager
 * writes the seminars and may cancel an application, which frees its place.
 */

/** The applications each slot holds. */
async function takenPlaces(db: Writer, slotIds: number[]): Promise<Map<number, number>> {
  if (slotIds.length === 0) return new Map();
  const rows = await db
    .select({ slotId: seminarApplications.slotId, taken: count() })
    .from(seminarApplications)
    .where(inArray(seminarApplications.slotId, slotIds))
    .groupBy(seminarApplications.slotId);
  return new Map(rows.map((row) => [row.slotId, Number(row.taken)]));
}

/** Every seminar of the conference with its slots (earliest first) and the places taken in each. */
export async function listSeminars(db: Database, conferenceId: string): Promise<SeminarView[]> {
  const rows = await db.select().from(seminars).where(eq(seminars.conferenceId, conferenceId)).orderBy(asc(seminars.id));
  if (rows.length === 0) return [];
  const slots = await db
    .select()
    .from(seminarSlots)
    .where(
      inArray(
        seminarSlots.seminarId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(seminarSlots.startsAt), asc(seminarSlots.id));
  const taken = await takenPlaces(
    db,
    slots.map((slot) => slot.id),
  );
  return rows
    .map((row) => ({
      id: row.id,
      titleJa: row.titleJa,
      titleEn: row.titleEn,
      hostJa: row.hostJa,
      hostEn: row.hostEn,
      descriptionJa: row.descriptionJa,
      descriptionEn: row.descriptionEn,
      slots: slots
        .filter((slot) => slot.seminarId === row.id)
        .map((slot) => ({
          id: slot.id,
          startsAt: slot.startsAt.toISOString(),
          endsAt: slot.endsAt.toISOString(),
          room: slot.room,
          capacity: slot.capacity,
          taken: taken.get(slot.id) ?? 0,
        })),
    }))
    .sort((a, b) => (a.slots[0]?.startsAt ?? '').localeCompare(b.slots[0]?.startsAt ?? '') || a.id - b.id);
}

/** The person's applications in this conference, with their slots' times. */
export async function myApplications(db: Writer, conferenceId: string, userId: number): Promise<MyApplication[]> {
  const rows = await db
    .select({ application: seminarApplications, slot: seminarSlots })
    .from(seminarApplications)
    .innerJoin(seminarSlots, eq(seminarSlots.id, seminarApplications.slotId))
    .innerJoin(seminars, eq(seminars.id, seminarSlots.seminarId))
    .where(and(eq(seminarApplications.userId, userId), eq(seminars.conferenceId, conferenceId)))
    .orderBy(asc(seminarSlots.startsAt));
  return rows.map(({ application, slot }) => ({
    id: application.id,
    slotId: slot.id,
    seminarId: slot.seminarId,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    note: application.note,
    createdAt: application.createdAt.toISOString(),
  }));
}

/**
 * Applies for a slot, or refuses with the reason: the slot has begun, it is full, the person
 * already holds it or one at the same time. The slot's row is locked while its places are counted,
 * and the person's row while their other slots are read, so that neither a full slot nor two
 * lunches at once come of applications arriving together.
 */
export async function applyForSlot(db: Database, conferenceId: string, userId: number, slotId: number, input: SeminarApplicationInput, now = new Date()) {
  const problems = seminarApplicationProblems(input);
  if (problems.length > 0) throw fieldErrors(problems);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [slot] = await tx
      .select({ slot: seminarSlots })
      .from(seminarSlots)
      .innerJoin(seminars, eq(seminars.id, seminarSlots.seminarId))
      .where(and(eq(seminarSlots.id, slotId), eq(seminars.conferenceId, conferenceId)))
      .for('update', { of: seminarSlots });
    if (!slot) throw new ApiError(404, 'seminarSlotNotFound');
    if (slot.slot.startsAt <= now) throw new ApiError(409, 'seminarSlotStarted');
    const mine = await myApplications(tx, conferenceId, userId);
    if (mine.some((application) => application.slotId === slotId)) throw new ApiError(409, 'seminarAlreadyApplied');
    if (mine.some((application) => slotsOverlap(application, slot.slot))) throw new ApiError(409, 'seminarOverlaps');
    const [taken] = await tx.select({ count: count() }).from(seminarApplications).where(eq(seminarApplications.slotId, slotId));
    if (Number(taken?.count ?? 0) >= slot.slot.capacity) throw new ApiError(409, 'seminarFull');
    const [created] = await tx.insert(seminarApplications).values({ slotId, userId, note: input.note.trim() }).returning({ id: seminarApplications.id });
    return created!.id;
  });
}

/**
 * Writes a seminar and its slots (a new one when `id` is absent). A slot kept by its id keeps its
 * applications; its places cannot drop below them, and a slot with applications cannot go.
 */
export async function saveSeminar(tx: Writer, conferenceId: string, input: SeminarInput, id?: number): Promise<number> {
  const problems = seminarProblems(input);
  if (problems.length > 0) throw fieldErrors(problems);
  const values = {
    titleJa: input.titleJa.trim(),
    titleEn: input.titleEn.trim(),
    hostJa: input.hostJa.trim(),
    hostEn: input.hostEn.trim(),
    descriptionJa: input.descriptionJa.trim(),
    descriptionEn: input.descriptionEn.trim(),
  };
  let seminarId = id;
  if (seminarId === undefined) {
    const [created] = await tx
      .insert(seminars)
      .values({ conferenceId, ...values })
      .returning({ id: seminars.id });
    seminarId = created!.id;
  } else {
    const [updated] = await tx
      .update(seminars)
      .set(values)
      .where(and(eq(seminars.id, seminarId), eq(seminars.conferenceId, conferenceId)))
      .returning({ id: seminars.id });
    if (!updated) throw new ApiError(404, 'seminarNotFound');
  }
  const existing = await tx.select({ id: seminarSlots.id }).from(seminarSlots).where(eq(seminarSlots.seminarId, seminarId)).for('update');
  const counted = await takenPlaces(
    tx,
    existing.map((slot) => slot.id),
  );
  const takenOf = new Map(existing.map((slot) => [slot.id, counted.get(slot.id) ?? 0]));
  const kept = input.slots.flatMap((slot) => (slot.id === undefined ? [] : [slot.id]));
  for (const keptId of kept) if (!takenOf.has(keptId)) throw new ApiError(404, 'seminarSlotNotFound');
  const dropped = existing.filter((slot) => !kept.includes(slot.id));
  if (dropped.some((slot) => (takenOf.get(slot.id) ?? 0) > 0)) throw new ApiError(409, 'seminarSlotHasApplications');
  for (const [index, slot] of input.slots.entries()) {
    const taken = slot.id === undefined ? 0 : (takenOf.get(slot.id) ?? 0);
    if (slot.capacity < taken) throw fieldErrors([{ path: `slots.${index}.capacity`, code: 'capacityBelowTaken', params: { taken } }]);
  }
  if (dropped.length > 0)
    await tx.delete(seminarSlots).where(and(eq(seminarSlots.seminarId, seminarId), notInArray(seminarSlots.id, kept.length > 0 ? kept : [0])));
  for (const slot of input.slots) {
    const row = { startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt), room: slot.room.trim(), capacity: slot.capacity };
    if (slot.id === undefined) await tx.insert(seminarSlots).values({ seminarId, ...row });
    else await tx.update(seminarSlots).set(row).where(eq(seminarSlots.id, slot.id));
  }
  return seminarId;
}

/** Removes a seminar nobody has applied for; one with applications is refused (cancel them first). */
export async function removeSeminar(tx: Writer, conferenceId: string, id: number) {
  const [seminar] = await tx
    .select({ id: seminars.id, titleJa: seminars.titleJa })
    .from(seminars)
    .where(and(eq(seminars.id, id), eq(seminars.conferenceId, conferenceId)));
  if (!seminar) throw new ApiError(404, 'seminarNotFound');
  const [taken] = await tx
    .select({ count: count() })
    .from(seminarApplications)
    .innerJoin(seminarSlots, eq(seminarSlots.id, seminarApplications.slotId))
    .where(eq(seminarSlots.seminarId, id));
  if (Number(taken?.count ?? 0) > 0) throw new ApiError(409, 'seminarSlotHasApplications');
  await tx.delete(seminars).where(eq(seminars.id, id));
  return seminar;
}

/** Who applied for a seminar's slots, slot by slot, in the order they applied. */
export async function seminarApplicants(db: Database, conferenceId: string, seminarId: number): Promise<SeminarApplicant[]> {
  const [seminar] = await db
    .select({ id: seminars.id })
    .from(seminars)
    .where(and(eq(seminars.id, seminarId), eq(seminars.conferenceId, conferenceId)));
  if (!seminar) throw new ApiError(404, 'seminarNotFound');
  const rows = await db
    .select({ application: seminarApplications, email: users.email, userId: users.id, ...personNameColumns })
    .from(seminarApplications)
    .innerJoin(seminarSlots, eq(seminarSlots.id, seminarApplications.slotId))
    .innerJoin(users, eq(users.id, seminarApplications.userId))
    .where(eq(seminarSlots.seminarId, seminarId))
    .orderBy(asc(seminarSlots.startsAt), asc(seminarApplications.createdAt), asc(seminarApplications.id));
  return rows.map((row) => ({
    id: row.application.id,
    slotId: row.application.slotId,
    userId: row.userId,
    name: { ja: personName(row, 'ja'), en: personName(row, 'en') },
    email: row.email,
    note: row.application.note,
    createdAt: row.application.createdAt.toISOString(),
  }));
}

/** A manager cancels an application: its place is free again. Answers whose it was, for the audit log. */
export async function cancelApplication(tx: Writer, conferenceId: string, id: number) {
  const [row] = await tx
    .select({ id: seminarApplications.id, slotId: seminarApplications.slotId, userId: users.id, email: users.email, seminarId: seminars.id })
    .from(seminarApplications)
    .innerJoin(seminarSlots, eq(seminarSlots.id, seminarApplications.slotId))
    .innerJoin(seminars, eq(seminars.id, seminarSlots.seminarId))
    .innerJoin(users, eq(users.id, seminarApplications.userId))
    .where(and(eq(seminarApplications.id, id), eq(seminars.conferenceId, conferenceId)));
  if (!row) throw new ApiError(404, 'seminarApplicationNotFound');
  await tx.delete(seminarApplications).where(eq(seminarApplications.id, id));
  return row;
}
