import { BOARD_TEXT_MAX, BOARD_TITLE_MAX, MANUAL_TEXT_MAX, type BoardReplyInput, type ManualInput, type ThreadInput } from '../schemas/community';
import { RICH_TEXT_MARKUP_FACTOR } from '../schemas/notings';
import { visibleLength } from './richText';
import type { FieldError } from './validate';

/**
 * The writer's limits on the manual and the message board (issue 65). The page runs them as the
 * writer types; the server runs them again before it stores anything.
 */
function plain(path: string, value: string, limit: number): FieldError[] {
  if (value.trim() === '') return [{ path, code: 'required' }];
  if ([...value].length > limit) return [{ path, code: 'maxLength', params: { limit } }];
  return [];
}

function rich(path: string, value: string): FieldError[] {
  if (visibleLength(value) > MANUAL_TEXT_MAX || value.length > MANUAL_TEXT_MAX * RICH_TEXT_MARKUP_FACTOR)
    return [{ path, code: 'maxLength', params: { limit: MANUAL_TEXT_MAX } }];
  return [];
}

/** A manual may be empty in either language (a page without one says so), never longer than the limit. */
export const manualProblems = (input: Pick<ManualInput, 'bodyJa' | 'bodyEn'>): FieldError[] => [
  ...rich('bodyJa', input.bodyJa),
  ...rich('bodyEn', input.bodyEn),
];

export const threadProblems = (input: ThreadInput): FieldError[] => [
  ...plain('title', input.title, BOARD_TITLE_MAX),
  ...plain('body', input.body, BOARD_TEXT_MAX),
];

export const boardReplyProblems = (input: BoardReplyInput): FieldError[] => plain('body', input.body, BOARD_TEXT_MAX);

type Bilingual = { ja: string; en: string };

/** A thread as the board's list shows it (server/services/board.ts answers, src/pages/board reads). */
export interface ThreadSummary {
  id: number;
  title: string;
  author: Bilingual;
  createdAt: string;
  lastPostedAt: string;
  replyCount: number;
  /** Posted to since the viewer last read it, or never read. */
  unread: boolean;
  mine: boolean;
}

export interface BoardReplyView {
  id: number;
  author: Bilingual;
  body: string;
  createdAt: string;
  /** Written after the viewer last read the thread. */
  unread: boolean;
  mine: boolean;
}

export interface ThreadView extends Omit<ThreadSummary, 'unread' | 'replyCount'> {
  body: string;
  replies: BoardReplyView[];
}
