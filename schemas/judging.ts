import type { FromSchema } from 'json-schema-to-ts';
import { customQuestionSchema } from './customQuestions';

/**
 * How a conference judges presentations (docs/requirements/operation-area.md §3 "Evaluation", §4, §6; issue
 * 18): the evaluation form evaluators fill for their assigned presentations, the vote limit, when
 * presenters see their results, who evaluates what, and the questions of a peer review.
 */

/** The five items of §3, in the spec's order. */
export const evaluationItemKeys = ['understandability', 'appropriateness', 'importance', 'qaResponse', 'passion'] as const;
export type EvaluationItemKey = (typeof evaluationItemKeys)[number];

const localized = {
  type: 'object',
  additionalProperties: false,
  required: ['ja', 'en'],
  properties: { ja: { type: 'string', minLength: 1, maxLength: 200 }, en: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

const evaluationItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['min', 'max'],
  properties: {
    /** The scale, inclusive: 1 to 5 by default. */
    min: { type: 'integer', minimum: 0, maximum: 10 },
    max: { type: 'integer', minimum: 1, maximum: 10 },
    /** Replaces the item's default label. */
    label: localized,
    /** What the lowest and highest numbers mean, shown under the item. */
    minLabel: localized,
    maxLabel: localized,
  },
} as const;

const dateTime = { type: ['string', 'null'], format: 'date-time' } as const;

/** What a manager may change in the browser (updateJudgingSettings); the rest is the file's. */
export const judgingAdjustableSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** How many presentations one evaluator may vote for; 0 turns voting off. */
    maxVotes: { type: 'integer', minimum: 0, maximum: 1000 },
    /** From when presenters see their own evaluations; null: not yet decided, so never. */
    presenterResultsFrom: dateTime,
  },
} as const;

export const judgingSettingsSchema = {
  $id: 'https://kaigi.example/schemas/judging.json',
  title: 'Judging: evaluation, votes and peer review',
  type: 'object',
  additionalProperties: false,
  required: ['evaluation', 'maxVotes'],
  properties: {
    $schema: { type: 'string' },
    ...judgingAdjustableSchema.properties,
    evaluation: {
      type: 'object',
      additionalProperties: false,
      required: ['items'],
      properties: {
        /** The items asked, each with its scale; an item left out is not asked. */
        items: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: Object.fromEntries(evaluationItemKeys.map((key) => [key, evaluationItemSchema])) as Record<
            EvaluationItemKey,
            typeof evaluationItemSchema
          >,
        },
        commentRequired: { type: 'boolean', default: false },
        commentMaxChars: { type: 'integer', minimum: 1, maximum: 10000, default: 2000 },
      },
    },
    /** Evaluators and what each evaluates, by e-mail and presentation code; applied when the account exists. */
    assignments: {
      type: 'array',
      maxItems: 1000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['evaluator', 'presentations'],
        properties: {
          evaluator: { type: 'string', format: 'email', maxLength: 254 },
          presentations: { type: 'array', maxItems: 10000, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 50 } },
        },
      },
    },
    /** The peer review's own questions, asked after the result and comment (custom question types, no files). */
    reviewQuestions: { type: 'array', maxItems: 100, items: customQuestionSchema },
  },
} as const;

export type JudgingSettings = FromSchema<typeof judgingSettingsSchema>;
export type JudgingAdjustable = FromSchema<typeof judgingAdjustableSchema>;
export type EvaluationSettings = JudgingSettings['evaluation'];
/** A conference without a judging file: every item on 1 to 5, no votes, no review questions. */
export const defaultJudging: JudgingSettings = {
  maxVotes: 0,
  evaluation: { items: Object.fromEntries(evaluationItemKeys.map((key) => [key, { min: 1, max: 5 }])), commentRequired: false, commentMaxChars: 2000 },
};
export type EvaluationItemSettings = NonNullable<EvaluationSettings['items'][EvaluationItemKey]>;

/** Statuses (spec §4). */
export const evaluationStatuses = ['unconfirmed', 'confirmed'] as const;
export const reviewRequestStatuses = ['pending', 'accepted', 'rejected'] as const;
export const peerReviewStatuses = ['pending', 'declined', 'confirmed'] as const;
export const reviewResults = ['pending', 'ok', 'ng', 'conditional'] as const;
export type EvaluationStatus = (typeof evaluationStatuses)[number];
export type ReviewRequestStatus = (typeof reviewRequestStatuses)[number];
export type PeerReviewStatus = (typeof peerReviewStatuses)[number];
export type ReviewResult = (typeof reviewResults)[number];

const score = { type: 'integer', minimum: 0, maximum: 10 } as const;

/** What an evaluator sends: scores by item, a comment. */
export const evaluationDataSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    scores: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(evaluationItemKeys.map((key) => [key, score])) as Record<EvaluationItemKey, typeof score>,
    },
    comment: { type: 'string', maxLength: 10000 },
  },
} as const;
export type EvaluationData = FromSchema<typeof evaluationDataSchema>;

/** What a reviewer sends: the result, a comment and the answers to the conference's questions. */
export const reviewDataSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    result: { type: 'string', enum: reviewResults },
    comment: { type: 'string', maxLength: 10000 },
    customAnswers: { type: 'object' },
  },
} as const;
export type ReviewData = FromSchema<typeof reviewDataSchema>;
