import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Writer } from '../db/openDatabase';
import { evaluationAssignments, presentations, users } from '../db/schema';
import { ApiError } from '../core/errors';

/** The judges: who holds the evaluator and reviewer roles, and which presentations each evaluator scores. */

/** The presentation of the conference, or 404. */
export async function presentationIn(db: Writer, conferenceId: string, presentationId: number) {
  const [row] = await db
    .select({
      id: presentations.id,
      kind: presentations.kind,
      code: presentations.code,
      name: presentations.name,
      nameEn: presentations.nameEn,
      userId: presentations.userId,
    })
    .from(presentations)
    .where(and(eq(presentations.id, presentationId), eq(presentations.conferenceId, conferenceId)));
  if (!row) throw new ApiError(404, 'presentationNotFound');
  return row;
}

/** Managers grant and remove the two judging roles. */
export async function setJudgeRole(db: Writer, conferenceId: string, userId: number, role: 'evaluator' | 'reviewer', granted: boolean) {
  const column = role === 'evaluator' ? { isEvaluatable: granted } : { isReviewable: granted };
  const [row] = await db
    .update(users)
    .set(column)
    .where(and(eq(users.id, userId), eq(users.conferenceId, conferenceId)))
    .returning();
  if (!row) throw new ApiError(404, 'userNotFound');
  return row;
}

export async function assignEvaluation(db: Writer, conferenceId: string, userId: number, presentationId: number, assigned: boolean) {
  await presentationIn(db, conferenceId, presentationId);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.conferenceId, conferenceId)));
  if (!user) throw new ApiError(404, 'userNotFound');
  if (assigned) {
    if (!user.isEvaluatable) throw new ApiError(422, 'notAnEvaluator');
    await db.insert(evaluationAssignments).values({ userId, presentationId }).onConflictDoNothing();
  } else {
    await db.delete(evaluationAssignments).where(and(eq(evaluationAssignments.userId, userId), eq(evaluationAssignments.presentationId, presentationId)));
  }
  return user;
}

/** The accounts with a judging role, with how much each has to do. */
export async function listJudges(db: Database, conferenceId: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      nameSei: users.nameSei,
      nameMei: users.nameMei,
      isEvaluatable: users.isEvaluatable,
      isReviewable: users.isReviewable,
    })
    .from(users)
    .where(and(eq(users.conferenceId, conferenceId), sql`(${users.isEvaluatable} or ${users.isReviewable})`))
    .orderBy(asc(users.id));
  const assigned = await db
    .select({ userId: evaluationAssignments.userId, code: presentations.code, presentationId: presentations.id })
    .from(evaluationAssignments)
    .innerJoin(presentations, eq(presentations.id, evaluationAssignments.presentationId))
    .where(eq(presentations.conferenceId, conferenceId))
    .orderBy(asc(presentations.kind), asc(presentations.position));
  return rows.map((row) => ({
    ...row,
    assignments: assigned.filter((a) => a.userId === row.id).map(({ code, presentationId }) => ({ code, presentationId })),
  }));
}

export async function findUserByEmail(db: Database, conferenceId: string, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.conferenceId, conferenceId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  if (!row) throw new ApiError(404, 'userNotFound');
  return row;
}
