import type { FromSchema } from 'json-schema-to-ts';

/**
 * An abstract book's generation (issue 67) as a job: asked for, being written (with the count of
 * presentations done), ready to download, or failed (docs/requirements/operation-area.md §8 "abstract
 * book generation failed"). Their labels: engine/abstractBook.ts.
 */
export const abstractBookStatuses = ['queued', 'running', 'completed', 'failed'] as const;
export type AbstractBookStatus = (typeof abstractBookStatuses)[number];

/** An abstract book as the console lists it: the route's answer and the page's type. */
export const abstractBookSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'language', 'status', 'done', 'total', 'size', 'pages', 'requestedBy', 'createdAt', 'finishedAt', 'downloadUrl'],
  properties: {
    id: { type: 'integer' },
    language: { type: 'string', enum: ['ja', 'en'] },
    status: { type: 'string', enum: abstractBookStatuses },
    /** Presentations written so far, of `total`. */
    done: { type: 'integer' },
    total: { type: 'integer' },
    /** The PDF's bytes and pages once completed; 0 before. */
    size: { type: 'integer' },
    pages: { type: 'integer' },
    /** The e-mail address of the manager who asked for it; null once that account is gone. */
    requestedBy: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    finishedAt: { type: ['string', 'null'], format: 'date-time' },
    /** Where the PDF downloads from; null until it is completed. */
    downloadUrl: { type: ['string', 'null'] },
  },
} as const;
export type AbstractBook = FromSchema<typeof abstractBookSchema>;
