import type { FromSchema } from 'json-schema-to-ts';
import { RICH_TEXT_MARKUP_FACTOR } from './notings';

/**
 * What attendees and the secretariat write to each other in the managers' console (issue 19):
 * announcements (rich text in both languages) and inquiries with their replies (plain text). The
 * route bodies are these schemas; the pages take their limits from them.
 */

/** docs/requirements/operation-area.md §5 "Announcement and other text is at most 10000 characters" (characters a reader sees). */
export const CONSOLE_TEXT_MAX = 10_000;
export const TITLE_MAX = 200;

/**
 * The schemas bound what a request may carry at all; the limits a writer meets (required, at most
 * 200 or 10,000 characters as a reader counts them) are engine/console.ts's checks, answered field
 * by field in the writer's language, the same in the browser and on the server.
 */
const title = { type: 'string', maxLength: TITLE_MAX * RICH_TEXT_MARKUP_FACTOR } as const;
const richBody = { type: 'string', maxLength: CONSOLE_TEXT_MAX * RICH_TEXT_MARKUP_FACTOR } as const;
const plainBody = { type: 'string', maxLength: CONSOLE_TEXT_MAX * RICH_TEXT_MARKUP_FACTOR } as const;

export const announcementInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['titleJa', 'bodyJa'],
  properties: {
    titleJa: title,
    titleEn: title,
    bodyJa: richBody,
    bodyEn: richBody,
  },
} as const;
export type AnnouncementInput = FromSchema<typeof announcementInputSchema>;

export const inquiryInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['subject', 'body'],
  properties: {
    subject: title,
    body: plainBody,
  },
} as const;
export type InquiryInput = FromSchema<typeof inquiryInputSchema>;

export const replyInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['body'],
  properties: { body: plainBody },
} as const;
export type ReplyInput = FromSchema<typeof replyInputSchema>;

/** docs/requirements/operation-area.md §9: "Contact replies usually within 3 business days". */
export const REPLY_BUSINESS_DAYS = 3;
