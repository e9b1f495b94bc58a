import { and, asc, eq } from 'drizzle-orm';
import type { Database, Writer } from '../db/openDatabase';
import { presentationApplications, reviewRequests, reviews, users } from '../db/schema';
import type { ApplicationData } from '../../schemas/submission';
import type { CustomQuestion } from '../../schemas/customQuestions';
import type { PeerReviewStatus, ReviewData, ReviewRequestStatus, ReviewResult } from '../../schemas/judging';
import { buildReviewForm, checkReview } from '../../engine/judging/forms';
import { peerReviewMachine, refusedMove, reviewRequestMachine, reviewResultMachine } from '../../engine/judging/transitions';
import { isWithinPeriod } from '../../engine/commission/dates';
import { ApiError, fieldErrors } from '../core/errors';
import { schemaValidator } from './formValidators';
import { loadJudging } from './evaluations';
import { loadOperationSettings } from './operationSettings';
import type { UserRow } from './sessions';

/**
 * Peer review of submitted applications (docs/requirements/operation-area.md §3 "Review settings", §4, §6, §8;
 * issue 18). A manager asks reviewers (users.is_reviewable); each answers the request before
 * reviewRequestAnswerableTill; an accepted request gets a review, written between reviewableFrom
 * and reviewableTill; the manager reads them all and decides.
 */

type RequestRow = typeof reviewRequests.$inferSelect;
const submitted = ['presenter_submit', 'mng_submit'];

const applicationSummary = (row: typeof presentationApplications.$inferSelect) => {
  const data = row.data as ApplicationData;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    peerReviewStatus: row.peerReviewStatus,
    name: data.title || data.titleEn || '',
    nameEn: data.titleEn ?? null,
    data,
  };
};

/** The request, if it is this reviewer's; anyone else is told it does not exist. */
async function ownRequest(db: Database, conferenceId: string, user: UserRow, requestId: number) {
  if (!user.isReviewable) throw new ApiError(403, 'reviewersOnly');
  const [row] = await db
    .select({ request: reviewRequests, application: presentationApplications })
    .from(reviewRequests)
    .innerJoin(presentationApplications, eq(presentationApplications.id, reviewRequests.applicationId))
    .where(and(eq(reviewRequests.id, requestId), eq(reviewRequests.reviewerId, user.id), eq(presentationApplications.conferenceId, conferenceId)));
  if (!row) throw new ApiError(404, 'reviewRequestNotFound');
  return row;
}

export async function reviewerView(db: Database, conferenceId: string) {
  const settings = await loadOperationSettings(db, conferenceId, 'review');
  const judging = await loadJudging(db, conferenceId);
  return { settings, questions: (judging.reviewQuestions ?? []) as CustomQuestion[] };
}

export async function listMyRequests(db: Database, conferenceId: string, user: UserRow) {
  // The reviewers' page: anyone else is told what it is and whom to ask.
  if (!user.isReviewable) throw new ApiError(403, 'reviewersPage');
  const rows = await db
    .select({ request: reviewRequests, application: presentationApplications, review: reviews })
    .from(reviewRequests)
    .innerJoin(presentationApplications, eq(presentationApplications.id, reviewRequests.applicationId))
    .leftJoin(reviews, eq(reviews.requestId, reviewRequests.id))
    .where(and(eq(reviewRequests.reviewerId, user.id), eq(presentationApplications.conferenceId, conferenceId)))
    .orderBy(asc(reviewRequests.id));
  return rows.map(({ request, application, review }) => ({
    id: request.id,
    status: request.status as ReviewRequestStatus,
    requestedAt: request.requestedAt.toISOString(),
    application: applicationSummary(application),
    result: (review?.result ?? null) as ReviewResult | null,
  }));
}

export async function answerRequest(db: Database, conferenceId: string, user: UserRow, requestId: number, accept: boolean, now = new Date()) {
  const { request } = await ownRequest(db, conferenceId, user, requestId);
  const settings = await loadOperationSettings(db, conferenceId, 'review');
  const to: ReviewRequestStatus = accept ? 'accepted' : 'rejected';
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(reviewRequests).where(eq(reviewRequests.id, request.id)).for('update');
    const refusal = refusedMove(reviewRequestMachine, current!.status as ReviewRequestStatus, to, 'reviewer');
    if (refusal) throw new ApiError(409, refusal);
    if (settings.reviewRequestAnswerableTill && now > new Date(settings.reviewRequestAnswerableTill)) throw new ApiError(403, 'replyDeadlinePassed');
    if (!accept && !settings.reviewShowDecline) throw new ApiError(403, 'reviewDeclineHidden');
    const [row] = await tx.update(reviewRequests).set({ status: to, answeredAt: now }).where(eq(reviewRequests.id, request.id)).returning();
    if (accept) await tx.insert(reviews).values({ requestId: request.id }).onConflictDoNothing();
    return row!;
  });
}

export async function getReview(db: Database, conferenceId: string, user: UserRow, requestId: number) {
  const { request, application } = await ownRequest(db, conferenceId, user, requestId);
  const [review] = await db.select().from(reviews).where(eq(reviews.requestId, request.id));
  return { request, application: applicationSummary(application), review: review ?? null };
}

export interface SaveReviewInput {
  conferenceId: string;
  user: UserRow;
  requestId: number;
  data: ReviewData;
  version: number;
  now?: Date;
}

export async function saveReview(db: Database, input: SaveReviewInput) {
  const { conferenceId, user, requestId, data, version, now = new Date() } = input;
  const { request } = await ownRequest(db, conferenceId, user, requestId);
  if (request.status !== 'accepted') throw new ApiError(409, 'reviewRequestNotAccepted');
  const settings = await loadOperationSettings(db, conferenceId, 'review');
  if (!isWithinPeriod(now, settings.reviewableFrom, settings.reviewableTill)) throw new ApiError(403, 'outsideReviewPeriod');
  const { questions } = await reviewerView(db, conferenceId);
  const form = buildReviewForm(questions, 'ja');
  const clean: ReviewData = {
    result: data.result ?? 'pending',
    comment: data.comment ?? '',
    ...(data.customAnswers ? { customAnswers: data.customAnswers } : {}),
  };
  const errors = checkReview(form, clean, schemaValidator(form));
  if (errors.length > 0) throw fieldErrors(errors);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(reviews).where(eq(reviews.requestId, request.id)).for('update');
    if (!existing) throw new ApiError(409, 'reviewRequestNotAccepted');
    if (existing.version !== version) throw new ApiError(409, 'staleReview', { params: { version: existing.version } });
    if (existing.result !== clean.result) {
      const refusal = refusedMove(reviewResultMachine, existing.result as ReviewResult, clean.result!, 'reviewer');
      if (refusal) throw new ApiError(409, refusal);
    }
    const [row] = await tx
      .update(reviews)
      .set({ result: clean.result, data: clean, version: existing.version + 1, updatedAt: now })
      .where(eq(reviews.requestId, request.id))
      .returning();
    return row!;
  });
}

async function applicationIn(db: Writer, conferenceId: string, applicationId: number) {
  const [row] = await db
    .select()
    .from(presentationApplications)
    .where(and(eq(presentationApplications.id, applicationId), eq(presentationApplications.conferenceId, conferenceId)));
  if (!row) throw new ApiError(404, 'applicationNotFound');
  return row;
}

export async function requestReview(db: Writer, conferenceId: string, applicationId: number, reviewerId: number): Promise<RequestRow> {
  const application = await applicationIn(db, conferenceId, applicationId);
  if (!submitted.includes(application.status)) throw new ApiError(422, 'peerReviewNotSubmitted');
  const [reviewer] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, reviewerId), eq(users.conferenceId, conferenceId)));
  if (!reviewer) throw new ApiError(404, 'userNotFound');
  if (!reviewer.isReviewable) throw new ApiError(422, 'notAReviewer');
  const [row] = await db.insert(reviewRequests).values({ applicationId, reviewerId }).onConflictDoNothing().returning();
  if (!row) throw new ApiError(409, 'reviewRequestExists');
  return row;
}

/** A manager takes back a request the reviewer has not answered yet. */
export async function withdrawRequest(db: Writer, conferenceId: string, requestId: number) {
  const [row] = await db
    .select({ request: reviewRequests })
    .from(reviewRequests)
    .innerJoin(presentationApplications, eq(presentationApplications.id, reviewRequests.applicationId))
    .where(and(eq(reviewRequests.id, requestId), eq(presentationApplications.conferenceId, conferenceId)));
  if (!row) throw new ApiError(404, 'reviewRequestNotFound');
  if (row.request.status !== 'pending') throw new ApiError(409, 'reviewRequestAnswered');
  await db.delete(reviewRequests).where(eq(reviewRequests.id, requestId));
  return row.request.applicationId;
}

/** One application's requests and reviews, for the managers. */
export async function applicationReviews(db: Database, conferenceId: string, applicationId: number) {
  const application = await applicationIn(db, conferenceId, applicationId);
  const rows = await db
    .select({ request: reviewRequests, review: reviews, reviewer: { id: users.id, email: users.email, nameSei: users.nameSei, nameMei: users.nameMei } })
    .from(reviewRequests)
    .innerJoin(users, eq(users.id, reviewRequests.reviewerId))
    .leftJoin(reviews, eq(reviews.requestId, reviewRequests.id))
    .where(eq(reviewRequests.applicationId, applicationId))
    .orderBy(asc(reviewRequests.id));
  return {
    application: applicationSummary(application),
    requests: rows.map(({ request, review, reviewer }) => ({
      id: request.id,
      status: request.status,
      requestedAt: request.requestedAt.toISOString(),
      answeredAt: request.answeredAt?.toISOString() ?? null,
      reviewer,
      review: review ? { result: review.result, data: review.data as ReviewData, updatedAt: review.updatedAt.toISOString() } : null,
    })),
  };
}

/** The managers' decision on an application after its reviews. */
export async function decidePeerReview(db: Writer, conferenceId: string, applicationId: number, to: PeerReviewStatus) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(presentationApplications)
      .where(and(eq(presentationApplications.id, applicationId), eq(presentationApplications.conferenceId, conferenceId)))
      .for('update');
    if (!row) throw new ApiError(404, 'applicationNotFound');
    if (!submitted.includes(row.status)) throw new ApiError(422, 'peerReviewNotSubmitted');
    const refusal = refusedMove(peerReviewMachine, row.peerReviewStatus as PeerReviewStatus, to, 'manager');
    if (refusal) throw new ApiError(409, refusal);
    await tx
      .update(presentationApplications)
      .set({ peerReviewStatus: to, peerReviewDecidedAt: to === 'pending' ? null : new Date() })
      .where(eq(presentationApplications.id, applicationId));
    return to;
  });
}
