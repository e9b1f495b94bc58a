import { graphemeCount } from '../graphemes';

/**
 * A comment's text (issue 65), as the browser counts it and the server stores it: plain text, never
 * markup (a page shows it as text), in NFC, without control characters other than line breaks,
 * at most two blank lines in a row, and trimmed. Its length is what a reader counts: graphemes.
 */
export function normalizeComment(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      // C0 and C1 controls other than the line break, and the bidirectional overrides that reorder what follows.
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/\n{4,}/g, '\n\n\n')
      .trim()
  );
}

export const commentLength = graphemeCount;

/** What is wrong with a comment: nothing, empty, or longer than the conference allows. */
export function commentProblem(text: string, maxLength: number): { code: 'required' } | { code: 'maxLength'; params: { limit: number } } | undefined {
  const normalized = normalizeComment(text);
  if (normalized === '') return { code: 'required' };
  if (commentLength(normalized) > maxLength) return { code: 'maxLength', params: { limit: maxLength } };
  return undefined;
}

/** A manager's reason for hiding a comment, shown to its author: 1 to 200 characters. */
export const HIDE_REASON_MAX_LENGTH = 200;

/** The kinds of live events a presentation's page receives. */
export const liveEventKinds = ['comment', 'commentRemoved', 'likes'] as const;
export type LiveEventKind = (typeof liveEventKinds)[number];

/** A comment as the server answers it and a page shows it. */
export interface CommentView {
  id: number;
  presentationId: number;
  authorId: number;
  author: { ja: string; en: string };
  body: string;
  createdAt: string;
  editedAt: string | null;
  /** Only its author and managers see a hidden comment, with the manager's reason. */
  hidden: { reason: string } | null;
}
