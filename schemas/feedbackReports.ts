import type { FromSchema } from 'json-schema-to-ts';

/**
 * A feedback report's states (docs/requirements/operation-area.md §4 "feedback"): a new report is
 * to do; managers move it along as they work on it. Their labels: engine/feedbackReports.ts.
 */
export const feedbackReportStatuses = ['todo', 'wip', 'completed', 'aborted', 'needs_details'] as const;
export type FeedbackReportStatus = (typeof feedbackReportStatuses)[number];

/** A feedback-mode report as the console lists it (issue 67): the route's answer and the page's type. */
export const feedbackReportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'comments', 'location', 'width', 'height', 'status', 'userId', 'userEmail', 'userName', 'userAgent', 'createdAt', 'screenUrl'],
  properties: {
    id: { type: 'integer' },
    comments: { type: 'array', items: { type: 'string' } },
    location: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    status: { type: 'string', enum: feedbackReportStatuses },
    userId: { type: ['integer', 'null'] },
    userEmail: { type: ['string', 'null'] },
    /** The sender's name in each language; null for a guest or a removed account. */
    userName: {
      anyOf: [
        { type: 'null' },
        { type: 'object', additionalProperties: false, required: ['ja', 'en'], properties: { ja: { type: 'string' }, en: { type: 'string' } } },
      ],
    },
    userAgent: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    screenUrl: { type: 'string' },
  },
} as const;
export type FeedbackReport = FromSchema<typeof feedbackReportSchema>;
