import useSWR from 'swr';
import type { CustomQuestion } from '../../schemas/customQuestions';
import type {
  EvaluationData,
  EvaluationSettings,
  EvaluationStatus,
  PeerReviewStatus,
  ReviewData,
  ReviewRequestStatus,
  ReviewResult,
} from '../../schemas/judging';
import { getJson, request } from './http';
import { graphql } from './graphql';

/** Evaluation, votes, awards and peer review (issue 18): the forms' settings and saves over HTTP, the rest over GraphQL. */

export interface JudgedPresentation {
  id: number;
  kind: string;
  code: string;
  name: string;
  nameEn: string | null;
}
export interface ItemScore {
  item: string;
  value: number;
}
export interface EvaluatorMenu {
  maxVotes: number;
  votesUsed: number;
  votesConfirmed: boolean;
  isOpen: boolean;
  items: { presentation: JudgedPresentation; status: EvaluationStatus; isStarted: boolean; voted: boolean }[];
}
export interface Evaluation {
  id: number;
  status: EvaluationStatus;
  version: number;
  scores: Record<string, number>;
  comment: string;
  confirmedAt: string | null;
}
export interface PresentationResult {
  presentation: JudgedPresentation;
  count: number;
  averages: ItemScore[];
  overall: number | null;
  comments: string[];
}
export interface ResultRow {
  presentation: JudgedPresentation;
  count: number;
  averages: ItemScore[];
  overall: number | null;
  votes: number;
  awards: Array<{ id: number; name: string; nameEn: string }>;
}
export interface Award {
  id: number;
  name: string;
  nameEn: string;
  presentation: JudgedPresentation;
}
export interface Judge {
  id: number;
  email: string;
  name: string;
  isEvaluatable: boolean;
  isReviewable: boolean;
  assignments: string[];
}
export interface ReviewApplication {
  id: number;
  kind: string;
  name: string;
  nameEn: string | null;
  peerReviewStatus: PeerReviewStatus;
}
export interface MyReviewRequest {
  id: number;
  status: ReviewRequestStatus;
  requestedAt: string;
  result: ReviewResult | null;
  application: ReviewApplication;
}
export interface ReviewerMenu {
  description: string;
  answerableTill: string | null;
  reviewableFrom: string | null;
  reviewableTill: string | null;
  showDecline: boolean;
  requests: MyReviewRequest[];
}
export interface ApplicationReviews {
  application: ReviewApplication;
  requests: {
    id: number;
    status: ReviewRequestStatus;
    requestedAt: string;
    answeredAt: string | null;
    reviewer: Judge;
    result: ReviewResult | null;
    comment: string | null;
    answers: { question: string; values: string[] }[];
  }[];
}
export interface JudgingForms {
  evaluation: EvaluationSettings;
  reviewQuestions: CustomQuestion[];
}
export interface SavedReview {
  requestId: number;
  result: ReviewResult;
  version: number;
  data: ReviewData;
  updatedAt: string;
}

const presentation = 'presentation { id kind code name nameEn }';
const judge = 'id email name isEvaluatable isReviewable assignments';
const reviews = `application { id kind name nameEn peerReviewStatus } requests { id status requestedAt answeredAt reviewer { ${judge} } result comment answers { question values } }`;

export const judgingFormsKey = '/web_api/judging_forms';
export const useJudgingForms = (enabled = true) => useSWR(enabled ? judgingFormsKey : null, getJson<JudgingForms>, { revalidateOnFocus: false });

export const evaluatorMenuKey = 'graphql:evaluatorMenu';
export const useEvaluatorMenu = (enabled = true) =>
  useSWR(
    enabled ? evaluatorMenuKey : null,
    async () =>
      (
        await graphql<{ evaluatorMenu: EvaluatorMenu }>(
          `{ evaluatorMenu { maxVotes votesUsed votesConfirmed isOpen items { ${presentation} status isStarted voted } } }`,
        )
      ).evaluatorMenu,
  );

type EvaluationWire = Omit<Evaluation, 'scores'> & { scores: ItemScore[] };
export const evaluationKey = (presentationId: number) => ['graphql:evaluation', presentationId] as const;
export const useEvaluation = (presentationId: number | undefined) =>
  useSWR(
    presentationId ? evaluationKey(presentationId) : null,
    async ([, id]) => {
      const { evaluation } = await graphql<{ evaluation: { presentation: JudgedPresentation; evaluation: EvaluationWire | null } }>(
        `query($id: Int!) { evaluation(presentationId: $id) { ${presentation} evaluation { id status version scores { item value } comment confirmedAt } } }`,
        { id },
      );
      const saved = evaluation.evaluation;
      return {
        presentation: evaluation.presentation,
        evaluation: saved ? { ...saved, scores: Object.fromEntries(saved.scores.map((score) => [score.item, score.value])) } : null,
      };
    },
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );

export const saveEvaluation = (presentationId: number, data: EvaluationData, confirm: boolean, version: number) =>
  request<{ evaluation: Evaluation }>(`/web_api/evaluations/${presentationId}`, {
    method: 'PUT',
    body: JSON.stringify({ scores: data.scores ?? {}, comment: data.comment ?? '', confirm, version }),
    headers: { 'Content-Type': 'application/json' },
  });

export const vote = async (presentationId: number, voted: boolean) =>
  (
    await graphql<{ vote: { votesUsed: number } }>('mutation($id: Int!, $v: Boolean!) { vote(presentationId: $id, voted: $v) { votesUsed } }', {
      id: presentationId,
      v: voted,
    })
  ).vote;
export const confirmVotes = async () =>
  (await graphql<{ confirmVotes: { votesConfirmed: boolean } }>('mutation { confirmVotes { votesConfirmed } }')).confirmVotes;

export const useMyEvaluationResults = (enabled = true) =>
  useSWR(
    enabled ? 'graphql:myEvaluationResults' : null,
    async () =>
      (
        await graphql<{ myEvaluationResults: PresentationResult[] }>(
          `{ myEvaluationResults { ${presentation} count averages { item value } overall comments } }`,
        )
      ).myEvaluationResults,
    { shouldRetryOnError: false },
  );

export const awardsKey = 'graphql:awards';
export const useAwards = (enabled = true) =>
  useSWR(enabled ? awardsKey : null, async () => (await graphql<{ awards: Award[] }>(`{ awards { id name nameEn ${presentation} } }`)).awards, {
    shouldRetryOnError: false,
  });
export const giveAward = async (presentationId: number, name: string, nameEn: string) =>
  (
    await graphql<{ giveAward: Award[] }>(
      `
        mutation ($p: Int!, $n: String!, $e: String!) {
          giveAward(presentationId: $p, name: $n, nameEn: $e) {
            id
          }
        }
      `,
      { p: presentationId, n: name, e: nameEn },
    )
  ).giveAward;
export const removeAward = async (id: number) =>
  (await graphql<{ removeAward: Award[] }>('mutation($id: Int!) { removeAward(id: $id) { id } }', { id })).removeAward;

export const evaluationResultsKey = 'graphql:evaluationResults';
export const useEvaluationResults = (enabled = true) =>
  useSWR(
    enabled ? evaluationResultsKey : null,
    async () =>
      (
        await graphql<{ evaluationResults: ResultRow[] }>(
          `{ evaluationResults { ${presentation} count averages { item value } overall votes awards { id name nameEn } } }`,
        )
      ).evaluationResults,
  );

export const judgingSettingsKey = 'graphql:judgingSettings';
export const useJudgingSettings = (enabled = true) =>
  useSWR(
    enabled ? judgingSettingsKey : null,
    async () =>
      (await graphql<{ judgingSettings: { maxVotes: number; presenterResultsFrom: string | null } }>('{ judgingSettings { maxVotes presenterResultsFrom } }'))
        .judgingSettings,
  );
export const updateJudgingSettings = async (input: { maxVotes?: number; presenterResultsFrom?: string | null }) =>
  (
    await graphql<{ updateJudgingSettings: { maxVotes: number; presenterResultsFrom: string | null } }>(
      'mutation($i: JudgingSettingsInput!) { updateJudgingSettings(input: $i) { maxVotes presenterResultsFrom } }',
      { i: input },
    )
  ).updateJudgingSettings;

export const judgesKey = 'graphql:judges';
export const useJudges = (enabled = true) =>
  useSWR(enabled ? judgesKey : null, async () => (await graphql<{ judges: Judge[] }>(`{ judges { ${judge} } }`)).judges);
export const setJudgeRole = async (email: string, role: 'evaluator' | 'reviewer', granted: boolean) =>
  (
    await graphql<{ setJudgeRole: Judge }>(
      `mutation($e: String!, $r: JudgeRole!, $g: Boolean!) { setJudgeRole(email: $e, role: $r, granted: $g) { ${judge} } }`,
      { e: email, r: role, g: granted },
    )
  ).setJudgeRole;
export const assignEvaluation = async (userId: number, presentationCode: string, assigned: boolean) =>
  (
    await graphql<{ assignEvaluation: Judge }>(
      `mutation($u: Int!, $c: String!, $a: Boolean!) { assignEvaluation(userId: $u, presentationCode: $c, assigned: $a) { ${judge} } }`,
      { u: userId, c: presentationCode, a: assigned },
    )
  ).assignEvaluation;

export const reviewerMenuKey = 'graphql:reviewerMenu';
export const useReviewerMenu = (enabled = true) =>
  useSWR(
    enabled ? reviewerMenuKey : null,
    async () =>
      (
        await graphql<{ reviewerMenu: ReviewerMenu }>(
          '{ reviewerMenu { description answerableTill reviewableFrom reviewableTill showDecline requests { id status requestedAt result application { id kind name nameEn peerReviewStatus } } } }',
        )
      ).reviewerMenu,
  );
export const answerReviewRequest = async (id: number, accept: boolean) =>
  (
    await graphql<{ answerReviewRequest: MyReviewRequest }>('mutation($id: Int!, $a: Boolean!) { answerReviewRequest(id: $id, accept: $a) { id status } }', {
      id,
      a: accept,
    })
  ).answerReviewRequest;
export const saveReview = (requestId: number, data: ReviewData, version: number) =>
  request<{ review: SavedReview }>(`/web_api/reviews/${requestId}`, {
    method: 'PUT',
    body: JSON.stringify({ data, version }),
    headers: { 'Content-Type': 'application/json' },
  });

export const applicationReviewsKey = (applicationId: number) => ['graphql:applicationReviews', applicationId] as const;
export const useApplicationReviews = (applicationId: number | undefined) =>
  useSWR(
    applicationId ? applicationReviewsKey(applicationId) : null,
    async ([, id]) =>
      (await graphql<{ applicationReviews: ApplicationReviews }>(`query($a: Int!) { applicationReviews(applicationId: $a) { ${reviews} } }`, { a: id }))
        .applicationReviews,
  );
export const requestReview = async (applicationId: number, reviewerId: number) =>
  (
    await graphql<{ requestReview: ApplicationReviews }>(`mutation($a: Int!, $r: Int!) { requestReview(applicationId: $a, reviewerId: $r) { ${reviews} } }`, {
      a: applicationId,
      r: reviewerId,
    })
  ).requestReview;
export const withdrawReviewRequest = async (id: number) =>
  (await graphql<{ withdrawReviewRequest: ApplicationReviews }>(`mutation($id: Int!) { withdrawReviewRequest(id: $id) { ${reviews} } }`, { id }))
    .withdrawReviewRequest;
export const decidePeerReview = async (applicationId: number, status: PeerReviewStatus) =>
  (
    await graphql<{ decidePeerReview: ApplicationReviews }>(
      `mutation($a: Int!, $s: PeerReviewStatus!) { decidePeerReview(applicationId: $a, status: $s) { ${reviews} } }`,
      { a: applicationId, s: status },
    )
  ).decidePeerReview;

export interface ReviewPageData {
  request: { id: number; status: ReviewRequestStatus };
  application: { id: number; kind: string; name: string; nameEn: string | null; data: import('../../schemas/submission').ApplicationData };
  review: SavedReview | null;
}
export const reviewKey = (requestId: number) => `/web_api/reviews/${requestId}`;
export const useReview = (requestId: number | undefined) =>
  useSWR(requestId ? reviewKey(requestId) : null, getJson<ReviewPageData>, { revalidateOnFocus: false, revalidateOnReconnect: false });
