import type { LocalizedText } from './messages';
import { feedbackReportStatuses, type FeedbackReportStatus } from '../schemas/feedbackReports';

/** The states of a feedback report (schemas/feedbackReports.ts), named for people: the console's list, its filter and the CSV read these. */
export { feedbackReportStatuses, type FeedbackReportStatus };

export const feedbackReportStatusLabels: Record<FeedbackReportStatus, LocalizedText> = {
  todo: { ja: '未対応', en: 'To do' },
  wip: { ja: '対応中', en: 'In progress' },
  completed: { ja: '完了', en: 'Completed' },
  aborted: { ja: '対応しない', en: 'Not pursued' },
  needs_details: { ja: '詳細確認待ち', en: 'Needs details' },
};

/** How many reports one page of the console's list shows. */
export const FEEDBACK_REPORTS_PER_PAGE = 20;
