import type { LocalizedText } from './messages';

/**
 * A feedback report's states (docs/requirements/operation-area.md §4 "feedback"): a new report is
 * to do; managers move it along as they work on it. The console's list, its filter, the server's
 * check and the CSV all read this list and its labels.
 */
export const feedbackReportStatuses = ['todo', 'wip', 'completed', 'aborted', 'needs_details'] as const;
export type FeedbackReportStatus = (typeof feedbackReportStatuses)[number];

export const feedbackReportStatusLabels: Record<FeedbackReportStatus, LocalizedText> = {
  todo: { ja: '未対応', en: 'To do' },
  wip: { ja: '対応中', en: 'In progress' },
  completed: { ja: '完了', en: 'Completed' },
  aborted: { ja: '対応しない', en: 'Not pursued' },
  needs_details: { ja: '詳細確認待ち', en: 'Needs details' },
};

/** How many reports one page of the console's list shows. */
export const FEEDBACK_REPORTS_PER_PAGE = 20;
