import { CONSOLE_TEXT_MAX, TITLE_MAX, type AnnouncementInput, type InquiryInput, type ReplyInput } from '../schemas/console';
import { RICH_TEXT_MARKUP_FACTOR } from '../schemas/notings';
import { htmlText, visibleLength } from './richText';
import type { FieldError } from './validate';

/**
 * The writer's limits on announcements, inquiries and replies (docs/requirements/operation-area.md §5: "Title and
 * content must be non-empty", "Announcement and other text is at most 10000 characters"). The page
 * runs them as the writer types; the server runs them again before it stores anything.
 */
const characters = (text: string) => [...text].length;

function text(path: string, value: string | undefined, limit: number, { required, rich }: { required: boolean; rich: boolean }): FieldError[] {
  const written = rich ? htmlText(value ?? '') : (value ?? '');
  const length = rich ? visibleLength(value ?? '') : characters(written);
  // Spaces or empty markup are nothing written: the same message as every other required field.
  if (required && written.trim() === '') return [{ path, code: 'required' }];
  if (length > limit || (rich && (value ?? '').length > limit * RICH_TEXT_MARKUP_FACTOR)) return [{ path, code: 'maxLength', params: { limit } }];
  return [];
}

export function announcementProblems(input: AnnouncementInput): FieldError[] {
  return [
    ...text('titleJa', input.titleJa, TITLE_MAX, { required: true, rich: false }),
    ...text('titleEn', input.titleEn, TITLE_MAX, { required: false, rich: false }),
    ...text('bodyJa', input.bodyJa, CONSOLE_TEXT_MAX, { required: true, rich: true }),
    ...text('bodyEn', input.bodyEn, CONSOLE_TEXT_MAX, { required: false, rich: true }),
  ];
}

export function inquiryProblems(input: InquiryInput): FieldError[] {
  return [
    ...text('subject', input.subject, TITLE_MAX, { required: true, rich: false }),
    ...text('body', input.body, CONSOLE_TEXT_MAX, { required: true, rich: false }),
  ];
}

export function replyProblems(input: ReplyInput): FieldError[] {
  return text('body', input.body, CONSOLE_TEXT_MAX, { required: true, rich: false });
}
