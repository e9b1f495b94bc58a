import type { FastifyInstance } from 'fastify';
import {
  evaluationItemKeys,
  evaluationStatuses,
  judgingAdjustableSchema,
  peerReviewStatuses,
  reviewRequestStatuses,
  reviewResults,
  type PeerReviewStatus,
} from '../../schemas/judging';
import { createAjv } from '../../engine/ajv';
import { ApiError } from '../core/errors';
import {
  adjustJudging,
  confirmVotes,
  evaluationsOf,
  evaluatorMenu,
  getEvaluation,
  loadJudging,
  myResults,
  reopenEvaluation,
  resultRows,
  setVote,
  type EvaluationRow,
} from '../services/evaluations';
import { giveAward, removeAward, visibleAwards } from '../services/awards';
import { assignEvaluation, findUserByEmail, listJudges, setJudgeRole } from '../services/judges';
import { answerRequest, applicationReviews, decidePeerReview, listMyRequests, requestReview, reviewerView, withdrawRequest } from '../services/reviews';
import { audited } from '../services/audit';
import { manager, Refusal, refusing, signedIn, type ResolverContext } from './refusal';
import { and, eq, sql } from 'drizzle-orm';
import { presentations } from '../db/schema';

/**
 * Evaluation, votes, awards and peer review over GraphQL (issue 18). Forms are saved over HTTP
 * (server/routes/judging.ts) like every generated form; states move here. docs/features/judging.md says
 * who may call what.
 */

export const judgingTypes = /* GraphQL */ `
enum EvaluationStatus { ${evaluationStatuses.join(' ')} }
enum ReviewRequestStatus { ${reviewRequestStatuses.join(' ')} }
enum PeerReviewStatus { ${peerReviewStatuses.join(' ')} }
enum ReviewResult { ${reviewResults.join(' ')} }
enum JudgeRole { evaluator reviewer }
"The presentation an evaluation or award is about."
type JudgedPresentation { id: Int! kind: String! code: String! name: String! nameEn: String }
"item: ${evaluationItemKeys.join(', ')}."
type ItemScore { item: String! value: Float! }
type EvaluatorItem { presentation: JudgedPresentation! status: EvaluationStatus! isStarted: Boolean! voted: Boolean! }
type EvaluatorMenu { maxVotes: Int! votesUsed: Int! votesConfirmed: Boolean! isOpen: Boolean! items: [EvaluatorItem!]! }
type Evaluation { id: Int! status: EvaluationStatus! version: Int! scores: [ItemScore!]! comment: String! confirmedAt: String }
type EvaluationPage { presentation: JudgedPresentation! evaluation: Evaluation }
type VoteState { presentationId: Int! voted: Boolean! votesUsed: Int! maxVotes: Int! }
type VotesConfirmation { votesUsed: Int! votesConfirmed: Boolean! }
"A presenter's own result: means and comments, never who wrote them."
type PresentationResult { presentation: JudgedPresentation! count: Int! averages: [ItemScore!]! overall: Float comments: [String!]! }
type ResultRow { presentation: JudgedPresentation! count: Int! averages: [ItemScore!]! overall: Float votes: Int! awards: [ResultAward!]! }
type ResultAward { id: Int! name: String! nameEn: String! }
type Award { id: Int! name: String! nameEn: String! presentation: JudgedPresentation! }
type Judge { id: Int! email: String! name: String! isEvaluatable: Boolean! isReviewable: Boolean! assignments: [String!]! }
type JudgeEvaluation { id: Int! status: EvaluationStatus! scores: [ItemScore!]! comment: String! evaluator: Judge! }
type JudgingSettings { maxVotes: Int! presenterResultsFrom: String }
input JudgingSettingsInput { maxVotes: Int presenterResultsFrom: String }
type ReviewApplication { id: Int! kind: String! name: String! nameEn: String peerReviewStatus: PeerReviewStatus! }
type MyReviewRequest { id: Int! status: ReviewRequestStatus! requestedAt: String! result: ReviewResult application: ReviewApplication! }
type ReviewerMenu { description: String! answerableTill: String reviewableFrom: String reviewableTill: String showDecline: Boolean! requests: [MyReviewRequest!]! }
"An answer to one of the conference's review questions (by uuid): the values as stored, each as text (options by their value)."
type ReviewAnswer { question: String! values: [String!]! }
type ApplicationReviewRequest { id: Int! status: ReviewRequestStatus! requestedAt: String! answeredAt: String reviewer: Judge! result: ReviewResult comment: String answers: [ReviewAnswer!]! }
type ApplicationReviews { application: ReviewApplication! requests: [ApplicationReviewRequest!]! }
`;

export const judgingQueries = /* GraphQL */ `
  evaluatorMenu: EvaluatorMenu!
  evaluation(presentationId: Int!): EvaluationPage!
  myEvaluationResults: [PresentationResult!]!
  awards: [Award!]!
  evaluationResults: [ResultRow!]!
  presentationEvaluations(presentationId: Int!): [JudgeEvaluation!]!
  judges: [Judge!]!
  judgingSettings: JudgingSettings!
  reviewerMenu: ReviewerMenu!
  applicationReviews(applicationId: Int!): ApplicationReviews!
`;

export const judgingMutations = /* GraphQL */ `
  vote(presentationId: Int!, voted: Boolean!): VoteState!
  confirmVotes: VotesConfirmation!
  reopenEvaluation(id: Int!): Evaluation!
  giveAward(presentationId: Int!, name: String!, nameEn: String!): [Award!]!
  removeAward(id: Int!): [Award!]!
  setJudgeRole(email: String!, role: JudgeRole!, granted: Boolean!): Judge!
  assignEvaluation(userId: Int!, presentationCode: String!, assigned: Boolean!): Judge!
  updateJudgingSettings(input: JudgingSettingsInput!): JudgingSettings!
  answerReviewRequest(id: Int!, accept: Boolean!): MyReviewRequest!
  requestReview(applicationId: Int!, reviewerId: Int!): ApplicationReviews!
  withdrawReviewRequest(id: Int!): ApplicationReviews!
  decidePeerReview(applicationId: Int!, status: PeerReviewStatus!): ApplicationReviews!
`;

const scoreList = (scores: unknown) =>
  Object.entries((scores ?? {}) as Record<string, number>)
    .filter(([, value]) => typeof value === 'number')
    .map(([item, value]) => ({ item, value }));

const evaluationView = (row: EvaluationRow) => ({
  id: row.id,
  status: row.status,
  version: row.version,
  scores: scoreList(row.scores),
  comment: row.comment,
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});

type JudgeRow = {
  id: number;
  email: string;
  nameSei: string;
  nameMei: string;
  isEvaluatable: boolean;
  isReviewable: boolean;
  assignments?: { code: string }[];
};
const judgeView = (row: JudgeRow) => ({
  id: row.id,
  email: row.email,
  name: `${row.nameSei} ${row.nameMei}`,
  isEvaluatable: row.isEvaluatable,
  isReviewable: row.isReviewable,
  assignments: (row.assignments ?? []).map((assignment) => assignment.code),
});

const answerValues = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).map((item) => (typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item)));

const textLimit = (name: string, value: string, max: number) => {
  if (value.trim().length === 0 || value.length > max)
    throw new Refusal(new ApiError(400, 'invalidFilter', { params: { name, problem: `1 to ${max} characters` } }));
};

const adjustable = createAjv({ allErrors: true }).compile(judgingAdjustableSchema);

export function judgingResolvers(app: FastifyInstance) {
  const conferenceId = app.config.conference;
  const db = app.db;
  const judges = async () => listJudges(db, conferenceId);
  const judgeById = async (userId: number) => {
    const found = (await judges()).find((judge) => judge.id === userId);
    if (!found) throw new Refusal(new ApiError(404, 'userNotFound'));
    return judgeView(found);
  };
  const reviewsView = async (applicationId: number) => {
    const { application, requests } = await applicationReviews(db, conferenceId, applicationId);
    return {
      application,
      requests: requests.map((request) => ({
        ...request,
        reviewer: judgeView({ ...request.reviewer, isEvaluatable: false, isReviewable: true }),
        result: request.review?.result ?? null,
        comment: request.review?.data.comment ?? null,
        answers: Object.entries((request.review?.data.customAnswers ?? {}) as Record<string, unknown>).map(([question, value]) => ({
          question,
          values: answerValues(value),
        })),
      })),
    };
  };

  return {
    Query: {
      evaluatorMenu: async (_root: unknown, _args: unknown, { reply }: ResolverContext) => {
        const user = await signedIn(reply.request);
        return refusing(async () => {
          const menu = await evaluatorMenu(db, conferenceId, user);
          return { ...menu, items: menu.items.map(({ status, isStarted, voted, ...presentation }) => ({ presentation, status, isStarted, voted })) };
        });
      },
      evaluation: async (_root: unknown, { presentationId }: { presentationId: number }, { reply }: ResolverContext) => {
        const user = await signedIn(reply.request);
        return refusing(async () => {
          const { presentation, evaluation } = await getEvaluation(db, conferenceId, user, presentationId);
          return { presentation, evaluation: evaluation ? evaluationView(evaluation) : null };
        });
      },
      myEvaluationResults: async (_root: unknown, _args: unknown, { reply }: ResolverContext) => {
        const user = await signedIn(reply.request);
        return refusing(async () => (await myResults(db, conferenceId, user)).map((result) => ({ ...result, averages: scoreList(result.averages) })));
      },
      awards: async (_root: unknown, _args: unknown, { reply }: ResolverContext) => {
        const user = await signedIn(reply.request);
        return refusing(async () => (await visibleAwards(db, conferenceId, user)).map(awardView));
      },
      evaluationResults: async (_root: unknown, _args: unknown, { reply }: ResolverContext) => {
        await manager(reply.request);
        return (await resultRows(db, conferenceId)).map((row) => ({
          presentation: { id: row.presentationId, kind: row.kind, code: row.code, name: row.name, nameEn: row.nameEn },
          count: row.result?.count ?? 0,
          averages: scoreList(row.result?.averages),
          overall: row.result?.overall ?? null,
          votes: row.votes,
          awards: row.awards,
        }));
      },
      presentationEvaluations: async (_root: unknown, { presentationId }: { presentationId: number }, { reply }: ResolverContext) => {
        await manager(reply.request);
        return refusing(async () =>
          (await evaluationsOf(db, conferenceId, presentationId)).map((row) => ({
            id: row.id,
            status: row.status,
            scores: scoreList(row.scores),
            comment: row.comment,
            evaluator: judgeView({ id: row.userId, email: row.email, nameSei: row.nameSei, nameMei: row.nameMei, isEvaluatable: true, isReviewable: false }),
          })),
        );
      },
      judges: async (_root: unknown, _args: unknown, { reply }: ResolverContext) => {
        await manager(reply.request);
        return (await judges()).map(judgeView);
      },
      judgingSettings: async (_root: unknown, _args: unknown, { reply }: ResolverContext) => {
        await signedIn(reply.request);
        const { maxVotes, presenterResultsFrom } = await loadJudging(db, conferenceId);
        return { maxVotes, presenterResultsFrom: presenterResultsFrom ?? null };
      },
      reviewerMenu: async (_root: unknown, _args: unknown, { reply }: ResolverContext) => {
        const user = await signedIn(reply.request);
        return refusing(async () => {
          const requests = await listMyRequests(db, conferenceId, user);
          const { settings } = await reviewerView(db, conferenceId);
          return {
            description: settings.reviewRequestDescription,
            answerableTill: settings.reviewRequestAnswerableTill,
            reviewableFrom: settings.reviewableFrom,
            reviewableTill: settings.reviewableTill,
            showDecline: settings.reviewShowDecline,
            requests,
          };
        });
      },
      applicationReviews: async (_root: unknown, { applicationId }: { applicationId: number }, { reply }: ResolverContext) => {
        await manager(reply.request);
        return refusing(() => reviewsView(applicationId));
      },
    },
    Mutation: {
      vote: async (_root: unknown, { presentationId, voted }: { presentationId: number; voted: boolean }, { reply }: ResolverContext) => {
        const user = await signedIn(reply.request);
        return refusing(() => setVote(db, conferenceId, user, presentationId, voted));
      },
      confirmVotes: async (_root: unknown, _args: unknown, { reply }: ResolverContext) => {
        const user = await signedIn(reply.request);
        return refusing(() => confirmVotes(db, conferenceId, user));
      },
      reopenEvaluation: async (_root: unknown, { id }: { id: number }, { reply }: ResolverContext) => {
        const actor = await manager(reply.request);
        return refusing(async () =>
          evaluationView(
            await audited(
              db,
              (tx) => reopenEvaluation(tx, conferenceId, id),
              (row) => ({ conferenceId, action: 'evaluationReopen', actor, detail: { evaluationId: row.id, presentationId: row.presentationId } }),
            ),
          ),
        );
      },
      giveAward: async (_root: unknown, args: { presentationId: number; name: string; nameEn: string }, { reply }: ResolverContext) => {
        const actor = await manager(reply.request);
        textLimit('name', args.name, 200);
        textLimit('nameEn', args.nameEn, 200);
        const entry = { conferenceId, action: 'awardGive', actor, detail: { presentationId: args.presentationId, subject: args.name.trim() } } as const;
        return refusing(async () =>
          (await audited(db, (tx) => giveAward(tx, conferenceId, args.presentationId, args.name.trim(), args.nameEn.trim()), entry)).map(awardView),
        );
      },
      removeAward: async (_root: unknown, { id }: { id: number }, { reply }: ResolverContext) => {
        const actor = await manager(reply.request);
        return refusing(async () =>
          (await audited(db, (tx) => removeAward(tx, conferenceId, id), { conferenceId, action: 'awardRemove', actor, detail: { awardId: id } })).map(
            awardView,
          ),
        );
      },
      setJudgeRole: async (_root: unknown, args: { email: string; role: 'evaluator' | 'reviewer'; granted: boolean }, { reply }: ResolverContext) => {
        const actor = await manager(reply.request);
        textLimit('email', args.email, 254);
        return refusing(async () => {
          const user = await findUserByEmail(db, conferenceId, args.email.trim());
          const entry = { conferenceId, action: args.granted ? 'roleGrant' : 'roleRemove', actor, target: user, detail: { role: args.role } } as const;
          const row = await audited(db, (tx) => setJudgeRole(tx, conferenceId, user.id, args.role, args.granted), entry);
          const found = (await judges()).find((judge) => judge.id === row.id);
          return judgeView(found ?? { ...row, assignments: [] });
        });
      },
      assignEvaluation: async (_root: unknown, args: { userId: number; presentationCode: string; assigned: boolean }, { reply }: ResolverContext) => {
        const actor = await manager(reply.request);
        textLimit('presentationCode', args.presentationCode, 50);
        return refusing(async () => {
          const [presentation] = await db
            .select({ id: presentations.id })
            .from(presentations)
            .where(and(eq(presentations.conferenceId, conferenceId), sql`lower(${presentations.code}) = ${args.presentationCode.trim().toLowerCase()}`));
          if (!presentation) throw new ApiError(404, 'presentationNotFound');
          const action = args.assigned ? 'evaluationAssign' : 'evaluationUnassign';
          await audited(
            db,
            (tx) => assignEvaluation(tx, conferenceId, args.userId, presentation.id, args.assigned),
            (target) => ({ conferenceId, action, actor, target, detail: { subject: args.presentationCode.trim() } }),
          );
          return judgeById(args.userId);
        });
      },
      updateJudgingSettings: async (_root: unknown, { input }: { input: Record<string, unknown> }, { reply }: ResolverContext) => {
        const actor = await manager(reply.request);
        const change = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
        if (!adjustable(change)) {
          const error = adjustable.errors?.[0];
          throw new Refusal(
            new ApiError(400, 'invalidFilter', { params: { name: error?.instancePath.slice(1) || 'input', problem: error?.message ?? 'invalid' } }),
          );
        }
        const detail = Object.fromEntries(Object.entries(change).map(([key, value]) => [key, value as string | number | null]));
        const { maxVotes, presenterResultsFrom } = await audited(db, (tx) => adjustJudging(tx, conferenceId, change), {
          conferenceId,
          action: 'judgingSettingsSave',
          actor,
          detail,
        });
        return { maxVotes, presenterResultsFrom: presenterResultsFrom ?? null };
      },
      answerReviewRequest: async (_root: unknown, { id, accept }: { id: number; accept: boolean }, { reply }: ResolverContext) => {
        const user = await signedIn(reply.request);
        return refusing(async () => {
          await answerRequest(db, conferenceId, user, id, accept);
          return (await listMyRequests(db, conferenceId, user)).find((request) => request.id === id)!;
        });
      },
      requestReview: async (_root: unknown, { applicationId, reviewerId }: { applicationId: number; reviewerId: number }, { reply }: ResolverContext) => {
        const actor = await manager(reply.request);
        return refusing(async () => {
          await audited(db, (tx) => requestReview(tx, conferenceId, applicationId, reviewerId), {
            conferenceId,
            action: 'reviewRequest',
            actor,
            detail: { applicationId, reviewerId },
          });
          return reviewsView(applicationId);
        });
      },
      withdrawReviewRequest: async (_root: unknown, { id }: { id: number }, { reply }: ResolverContext) => {
        const actor = await manager(reply.request);
        return refusing(async () =>
          reviewsView(
            await audited(
              db,
              (tx) => withdrawRequest(tx, conferenceId, id),
              (applicationId) => ({ conferenceId, action: 'reviewWithdraw', actor, detail: { applicationId, requestId: id } }),
            ),
          ),
        );
      },
      decidePeerReview: async (_root: unknown, { applicationId, status }: { applicationId: number; status: PeerReviewStatus }, { reply }: ResolverContext) => {
        const actor = await manager(reply.request);
        return refusing(async () => {
          await audited(db, (tx) => decidePeerReview(tx, conferenceId, applicationId, status), {
            conferenceId,
            action: 'peerReviewDecide',
            actor,
            detail: { applicationId, status },
          });
          return reviewsView(applicationId);
        });
      },
    },
  };
}

function awardView(row: {
  id: number;
  name: string;
  nameEn: string;
  presentationId: number;
  code: string;
  title: string;
  titleEn: string | null;
  kind: string;
}) {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    presentation: { id: row.presentationId, kind: row.kind, code: row.code, name: row.title, nameEn: row.titleEn },
  };
}
