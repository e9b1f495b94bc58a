import type { FromSchema } from 'json-schema-to-ts';
import { RICH_TEXT_MARKUP_FACTOR } from './notings';

/**
 * What participants and managers write for each other while the conference runs (issue 65): the
 * manual managers keep in both languages, and the message board's threads and replies. The route
 * bodies are these schemas; the limits a writer meets, field by field in their language, are
 * engine/community.ts's checks, the same in the browser and on the server.
 */

/** A manual is longer than an announcement: characters a reader sees, in each language. */
export const MANUAL_TEXT_MAX = 50_000;
export const BOARD_TITLE_MAX = 200;
export const BOARD_TEXT_MAX = 5_000;

export const manualInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bodyJa', 'bodyEn', 'version'],
  properties: {
    bodyJa: { type: 'string', maxLength: MANUAL_TEXT_MAX * RICH_TEXT_MARKUP_FACTOR },
    bodyEn: { type: 'string', maxLength: MANUAL_TEXT_MAX * RICH_TEXT_MARKUP_FACTOR },
    /** The version the writer started from (0 for none yet): a manual changed since is not overwritten. */
    version: { type: 'integer', minimum: 0, maximum: 1_000_000 },
  },
} as const;
export type ManualInput = FromSchema<typeof manualInputSchema>;

const plain = (limit: number) => ({ type: 'string', maxLength: limit * 2 }) as const;

export const threadInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'body'],
  properties: { title: plain(BOARD_TITLE_MAX), body: plain(BOARD_TEXT_MAX) },
} as const;
export type ThreadInput = FromSchema<typeof threadInputSchema>;

export const boardReplyInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['body'],
  properties: { body: plain(BOARD_TEXT_MAX) },
} as const;
export type BoardReplyInput = FromSchema<typeof boardReplyInputSchema>;
