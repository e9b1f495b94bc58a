import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Writer } from '../db/openDatabase';
import { evaluationAssignments, evaluations, judgingSettings, presentations, users, voteConfirmations, votes } from '../db/schema';
import { defaultJudging, type EvaluationData, type JudgingAdjustable, type JudgingSettings } from '../../schemas/judging';
import { buildEvaluationForm, checkEvaluation } from '../../engine/judging/forms';
import { refusedMove, evaluationMachine } from '../../engine/judging/transitions';
import { summarize, type ResultRow, type ScoredEvaluation } from '../../engine/judging/results';
import { formatTokyo } from '../../engine/commission/dates';
import { ApiError, fieldErrors } from '../core/errors';
import { schemaValidator } from './formValidators';
import { loadOperationSettings } from './operationSettings';
import type { UserRow } from './sessions';
import { listAllAwards } from './awards';
import { presentationIn } from './judges';

/**
 * Evaluation and voting (docs/requirements/operation-area.md §3, §4, §6, §8; issue 18). Evaluators (the
 * evaluator role is users.is_evaluatable) score the presentations assigned to them and vote for at
 * most maxVotes; presenters read their own results from presenterResultsFrom; everyone reads the
 * awards from awardAvailableFrom; managers read everything, assign, reopen and award.
 */

export type EvaluationRow = typeof evaluations.$inferSelect;

export async function loadJudging(db: Writer, conferenceId: string): Promise<JudgingSettings> {
  const [row] = await db.select().from(judgingSettings).where(eq(judgingSettings.conferenceId, conferenceId));
  if (!row) return defaultJudging;
  return { ...(row.value as JudgingSettings), ...(row.adjusted as JudgingAdjustable) };
}

/** A manager's change of the vote limit or the presenters' date; the file's other settings stay. */
export async function adjustJudging(db: Writer, conferenceId: string, change: JudgingAdjustable): Promise<JudgingSettings> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(judgingSettings).where(eq(judgingSettings.conferenceId, conferenceId)).for('update');
    const adjusted = { ...((row?.adjusted as object | undefined) ?? {}), ...change };
    await tx
      .insert(judgingSettings)
      .values({ conferenceId, value: defaultJudging, adjusted })
      .onConflictDoUpdate({ target: judgingSettings.conferenceId, set: { adjusted, updatedAt: new Date() } });
  });
  return loadJudging(db, conferenceId);
}

/** The fixture's assignments, for the evaluator accounts that exist; run on seed and when demo accounts are made. */
export async function applyAssignments(db: Writer, conferenceId: string): Promise<number> {
  const settings = await loadJudging(db, conferenceId);
  let made = 0;
  for (const assignment of settings.assignments ?? []) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.conferenceId, conferenceId), sql`lower(${users.email}) = ${assignment.evaluator.toLowerCase()}`, eq(users.isEvaluatable, true)));
    if (!user || assignment.presentations.length === 0) continue;
    const found = await db
      .select({ id: presentations.id })
      .from(presentations)
      .where(
        and(
          eq(presentations.conferenceId, conferenceId),
          inArray(
            sql`lower(${presentations.code})`,
            assignment.presentations.map((code) => code.toLowerCase()),
          ),
        ),
      );
    if (found.length === 0) continue;
    const rows = await db
      .insert(evaluationAssignments)
      .values(found.map(({ id }) => ({ userId: user.id, presentationId: id })))
      .onConflictDoNothing()
      .returning();
    made += rows.length;
  }
  return made;
}

/** The viewer evaluates this presentation: the evaluator role and an assignment, or 403. */
async function requireAssigned(db: Writer, conferenceId: string, user: UserRow, presentationId: number) {
  await presentationIn(db, conferenceId, presentationId);
  if (!user.isEvaluatable) throw new ApiError(403, 'evaluatorsOnly');
  const [assigned] = await db
    .select()
    .from(evaluationAssignments)
    .where(and(eq(evaluationAssignments.userId, user.id), eq(evaluationAssignments.presentationId, presentationId)));
  if (!assigned) throw new ApiError(403, 'evaluatorsOnly');
}

/** Evaluating and voting happen while the managers keep isDashboardEvaluationsAvailable on. */
async function requireOpen(db: Writer, conferenceId: string) {
  const dashboard = await loadOperationSettings(db as Database, conferenceId, 'dashboard');
  if (!dashboard.isDashboardEvaluationsAvailable) throw new ApiError(403, 'evaluationClosed');
}

export async function evaluatorMenu(db: Database, conferenceId: string, user: UserRow) {
  // The menu is the evaluators' page: anyone else is told what it is and whom to ask.
  if (!user.isEvaluatable) throw new ApiError(403, 'evaluatorsPage');
  const settings = await loadJudging(db, conferenceId);
  const rows = await db
    .select({
      id: presentations.id,
      kind: presentations.kind,
      code: presentations.code,
      name: presentations.name,
      nameEn: presentations.nameEn,
      status: evaluations.status,
      voted: sql<boolean>`${votes.userId} is not null`,
    })
    .from(evaluationAssignments)
    .innerJoin(presentations, eq(presentations.id, evaluationAssignments.presentationId))
    .leftJoin(evaluations, and(eq(evaluations.presentationId, presentations.id), eq(evaluations.userId, user.id)))
    .leftJoin(votes, and(eq(votes.presentationId, presentations.id), eq(votes.userId, user.id)))
    .where(and(eq(evaluationAssignments.userId, user.id), eq(presentations.conferenceId, conferenceId)))
    .orderBy(asc(presentations.kind), asc(presentations.position));
  const [confirmation] = await db.select().from(voteConfirmations).where(eq(voteConfirmations.userId, user.id));
  const dashboard = await loadOperationSettings(db, conferenceId, 'dashboard');
  return {
    maxVotes: settings.maxVotes,
    votesUsed: rows.filter((row) => row.voted).length,
    votesConfirmed: Boolean(confirmation),
    isOpen: dashboard.isDashboardEvaluationsAvailable,
    items: rows.map((row) => ({ ...row, status: row.status ?? 'unconfirmed', isStarted: row.status !== null, voted: Boolean(row.voted) })),
  };
}

export async function getEvaluation(db: Database, conferenceId: string, user: UserRow, presentationId: number) {
  await requireAssigned(db, conferenceId, user, presentationId);
  const presentation = await presentationIn(db, conferenceId, presentationId);
  const [row] = await db
    .select()
    .from(evaluations)
    .where(and(eq(evaluations.userId, user.id), eq(evaluations.presentationId, presentationId)));
  return { presentation, evaluation: row ?? null };
}

export interface SaveEvaluationInput {
  conferenceId: string;
  user: UserRow;
  presentationId: number;
  data: EvaluationData;
  confirm: boolean;
  /** The version the evaluator read; 0 for a first save. */
  version: number;
}

/** Saves a draft or confirms. A confirmed evaluation is read-only; a stale version is refused. */
export async function saveEvaluation(db: Database, input: SaveEvaluationInput): Promise<EvaluationRow> {
  const { conferenceId, user, presentationId, data, confirm, version } = input;
  await requireOpen(db, conferenceId);
  await requireAssigned(db, conferenceId, user, presentationId);
  const settings = await loadJudging(db, conferenceId);
  const form = buildEvaluationForm(settings.evaluation, 'ja');
  const clean: EvaluationData = { scores: data.scores ?? {}, comment: data.comment ?? '' };
  const errors = checkEvaluation(form, clean, schemaValidator(form), confirm);
  if (errors.length > 0) throw fieldErrors(errors);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(evaluations)
      .where(and(eq(evaluations.userId, user.id), eq(evaluations.presentationId, presentationId)))
      .for('update');
    if (existing?.status === 'confirmed') throw new ApiError(409, 'evaluationConfirmed');
    if ((existing?.version ?? 0) !== version) throw new ApiError(409, 'staleEvaluation', { params: { version: existing?.version ?? 0 } });
    const refusal = confirm ? refusedMove(evaluationMachine, 'unconfirmed', 'confirmed', 'evaluator') : null;
    if (refusal) throw new ApiError(409, refusal);
    const now = new Date();
    const values = {
      scores: clean.scores,
      comment: clean.comment ?? '',
      status: confirm ? 'confirmed' : 'unconfirmed',
      confirmedAt: confirm ? now : null,
      updatedAt: now,
    };
    if (existing) {
      const [row] = await tx
        .update(evaluations)
        .set({ ...values, version: existing.version + 1 })
        .where(eq(evaluations.id, existing.id))
        .returning();
      return row!;
    }
    const [row] = await tx
      .insert(evaluations)
      .values({ ...values, userId: user.id, presentationId })
      .returning();
    return row!;
  });
}

/** A manager reopens a confirmed evaluation so its evaluator may change it. */
export async function reopenEvaluation(db: Writer, conferenceId: string, evaluationId: number): Promise<EvaluationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ evaluation: evaluations })
      .from(evaluations)
      .innerJoin(presentations, eq(presentations.id, evaluations.presentationId))
      .where(and(eq(evaluations.id, evaluationId), eq(presentations.conferenceId, conferenceId)))
      .for('update');
    if (!row) throw new ApiError(404, 'presentationNotFound');
    const refusal = refusedMove(evaluationMachine, row.evaluation.status as 'confirmed' | 'unconfirmed', 'unconfirmed', 'manager');
    if (refusal) throw new ApiError(409, refusal === 'invalidMove' ? 'evaluationNotConfirmed' : refusal);
    const [updated] = await tx
      .update(evaluations)
      .set({ status: 'unconfirmed', confirmedAt: null, version: row.evaluation.version + 1, updatedAt: new Date() })
      .where(eq(evaluations.id, evaluationId))
      .returning();
    return updated!;
  });
}

/**
 * Casts or withdraws a vote. The evaluator's row is locked first, so concurrent votes of one
 * evaluator are counted one after another and never pass maxVotes together.
 */
export async function setVote(db: Database, conferenceId: string, user: UserRow, presentationId: number, voted: boolean) {
  await requireOpen(db, conferenceId);
  await requireAssigned(db, conferenceId, user, presentationId);
  const { maxVotes } = await loadJudging(db, conferenceId);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [confirmed] = await tx.select().from(voteConfirmations).where(eq(voteConfirmations.userId, user.id));
    if (confirmed) throw new ApiError(409, 'votingClosed');
    if (voted) {
      const [{ used }] = (await tx.select({ used: count() }).from(votes).where(eq(votes.userId, user.id))) as [{ used: number }];
      const [already] = await tx
        .select()
        .from(votes)
        .where(and(eq(votes.userId, user.id), eq(votes.presentationId, presentationId)));
      if (!already && Number(used) >= maxVotes) throw new ApiError(409, 'votingError', { params: { limit: maxVotes } });
      await tx.insert(votes).values({ userId: user.id, presentationId }).onConflictDoNothing();
    } else {
      await tx.delete(votes).where(and(eq(votes.userId, user.id), eq(votes.presentationId, presentationId)));
    }
    const [{ used }] = (await tx.select({ used: count() }).from(votes).where(eq(votes.userId, user.id))) as [{ used: number }];
    return { presentationId, voted, votesUsed: Number(used), maxVotes };
  });
}

/** Confirms the evaluator's votes: they no longer change. */
export async function confirmVotes(db: Database, conferenceId: string, user: UserRow) {
  if (!user.isEvaluatable) throw new ApiError(403, 'evaluatorsOnly');
  await requireOpen(db, conferenceId);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [confirmed] = await tx.select().from(voteConfirmations).where(eq(voteConfirmations.userId, user.id));
    if (confirmed) throw new ApiError(409, 'votingConfirmationError');
    const [{ used }] = (await tx.select({ used: count() }).from(votes).where(eq(votes.userId, user.id))) as [{ used: number }];
    if (Number(used) === 0) throw new ApiError(422, 'votingConfirmationEmpty');
    await tx.insert(voteConfirmations).values({ userId: user.id });
    return { votesUsed: Number(used), votesConfirmed: true };
  });
}

async function confirmedEvaluations(db: Database, presentationIds: number[]): Promise<ScoredEvaluation[]> {
  if (presentationIds.length === 0) return [];
  const rows = await db
    .select({ presentationId: evaluations.presentationId, scores: evaluations.scores, comment: evaluations.comment })
    .from(evaluations)
    .where(and(inArray(evaluations.presentationId, presentationIds), eq(evaluations.status, 'confirmed')));
  return rows.map((row) => ({ ...row, scores: row.scores as ScoredEvaluation['scores'] }));
}

/** A presenter's own results: the means and the comments (sorted, so their order says nothing of who wrote them). */
export async function myResults(db: Database, conferenceId: string, user: UserRow, now = new Date()) {
  const settings = await loadJudging(db, conferenceId);
  if (!settings.presenterResultsFrom) throw new ApiError(403, 'resultsUndecided');
  if (now < new Date(settings.presenterResultsFrom)) throw new ApiError(403, 'resultsNotYet', { params: { date: formatTokyo(settings.presenterResultsFrom) } });
  const own = await db
    .select({ id: presentations.id, kind: presentations.kind, code: presentations.code, name: presentations.name, nameEn: presentations.nameEn })
    .from(presentations)
    .where(and(eq(presentations.conferenceId, conferenceId), eq(presentations.userId, user.id)))
    .orderBy(asc(presentations.kind), asc(presentations.position));
  const results = summarize(
    settings.evaluation,
    await confirmedEvaluations(
      db,
      own.map((row) => row.id),
    ),
  );
  return own.map((presentation) => {
    const result = results.get(presentation.id);
    return {
      presentation,
      count: result?.count ?? 0,
      averages: result?.averages ?? {},
      overall: result?.overall ?? null,
      comments: [...(result?.comments ?? [])].sort(),
    };
  });
}

/** Every oral and poster presentation with its results, votes and awards, in programme order (managers). */
export async function resultRows(db: Database, conferenceId: string): Promise<(ResultRow & { presentationId: number })[]> {
  const settings = await loadJudging(db, conferenceId);
  const list = await db
    .select({ id: presentations.id, kind: presentations.kind, code: presentations.code, name: presentations.name, nameEn: presentations.nameEn })
    .from(presentations)
    .where(and(eq(presentations.conferenceId, conferenceId), inArray(presentations.kind, ['oral', 'poster'])))
    .orderBy(asc(presentations.kind), asc(presentations.position));
  const ids = list.map((row) => row.id);
  const results = summarize(settings.evaluation, await confirmedEvaluations(db, ids));
  const voteCounts = new Map(
    (
      await db
        .select({ presentationId: votes.presentationId, n: count() })
        .from(votes)
        .innerJoin(presentations, eq(presentations.id, votes.presentationId))
        .where(eq(presentations.conferenceId, conferenceId))
        .groupBy(votes.presentationId)
    ).map((row) => [row.presentationId, Number(row.n)]),
  );
  const awardNames = new Map<number, ResultRow['awards']>();
  for (const award of await listAllAwards(db, conferenceId))
    awardNames.set(award.presentationId, [...(awardNames.get(award.presentationId) ?? []), { id: award.id, name: award.name, nameEn: award.nameEn }]);
  return list.map((row) => ({
    presentationId: row.id,
    code: row.code,
    kind: row.kind,
    name: row.name,
    nameEn: row.nameEn,
    result: results.get(row.id),
    votes: voteCounts.get(row.id) ?? 0,
    awards: awardNames.get(row.id) ?? [],
  }));
}

/** Each evaluation of one presentation, with its evaluator, for the managers. */
export async function evaluationsOf(db: Database, conferenceId: string, presentationId: number) {
  await presentationIn(db, conferenceId, presentationId);
  return db
    .select({
      id: evaluations.id,
      status: evaluations.status,
      scores: evaluations.scores,
      comment: evaluations.comment,
      userId: users.id,
      email: users.email,
      nameSei: users.nameSei,
      nameMei: users.nameMei,
    })
    .from(evaluations)
    .innerJoin(users, eq(users.id, evaluations.userId))
    .where(eq(evaluations.presentationId, presentationId))
    .orderBy(asc(evaluations.id));
}
