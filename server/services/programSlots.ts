import { and, eq, sql } from 'drizzle-orm';
import { slotProblems, type PlacedPresentation, type TimedSession } from '../../engine/program/editing';
import type { PresentationFlagsInput, PresentationSlotInput } from '../../schemas/programEditing';
import { fieldErrors } from '../core/errors';
import type { Writer } from '../db/openDatabase';
import { presentations, programSessions } from '../db/schema';
import { sessionOf, staleOrGone } from './programEditing';
import { placeColumns, placeOf } from './programOutline';

/** A presentation's place in the program (issue 67): its session and slot, and whether it is published and locked. */

async function lockedPresentation(tx: Writer, conferenceId: string, id: number, version: number) {
  const [presentation] = await tx
    .select(placeColumns)
    .from(presentations)
    .where(and(eq(presentations.id, id), eq(presentations.conferenceId, conferenceId)))
    .for('update');
  if (!presentation || presentation.version !== version) staleOrGone(presentation);
  return presentation;
}

/**
 * Puts a presentation in a session at a slot (or takes it out of every session). The session's row
 * is locked while its slots are read, so two presentations dropped on one slot together cannot
 * both take it.
 */
export async function placePresentation(tx: Writer, conferenceId: string, id: number, input: PresentationSlotInput) {
  const presentation = await lockedPresentation(tx, conferenceId, id, input.version);
  let session: TimedSession | undefined;
  let seriesId: number | null | undefined;
  let others: PlacedPresentation[] = [];
  if (input.sessionId !== null) {
    const [row] = await tx
      .select()
      .from(programSessions)
      .where(and(eq(programSessions.id, input.sessionId), eq(programSessions.conferenceId, conferenceId), sql`${programSessions.presentationKind} is not null`))
      .for('update');
    if (row) {
      session = sessionOf(row);
      seriesId = row.seriesId;
      others = (await tx.select(placeColumns).from(presentations).where(eq(presentations.sessionId, row.id))).map(placeOf);
    }
  }
  const problems = slotProblems(input, presentation, session, others);
  if (problems.length > 0) throw fieldErrors(problems);
  const [updated] = await tx
    .update(presentations)
    .set({
      sessionId: input.sessionId,
      startAt: input.startAt === null ? null : new Date(input.startAt),
      endAt: input.endAt === null ? null : new Date(input.endAt),
      ...(seriesId === undefined ? {} : { seriesId }),
      version: presentation.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(presentations.id, id))
    .returning({ version: presentations.version });
  return { id, code: presentation.code, version: updated!.version, sessionCode: session?.code ?? null };
}

/** Publishes or unpublishes (§4), locks or unlocks a presentation. */
export async function setPresentationFlags(tx: Writer, conferenceId: string, id: number, input: PresentationFlagsInput) {
  const presentation = await lockedPresentation(tx, conferenceId, id, input.version);
  const [updated] = await tx
    .update(presentations)
    .set({
      ...(input.isPublic === undefined ? {} : { isPublic: input.isPublic }),
      ...(input.isLocked === undefined ? {} : { isLocked: input.isLocked }),
      version: presentation.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(presentations.id, id))
    .returning({ version: presentations.version, isPublic: presentations.isPublic, isLocked: presentations.isLocked });
  return { id, code: presentation.code, ...updated! };
}
