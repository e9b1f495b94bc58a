import type { LocalizedText } from '../messages';
import type { ApplicationStatus } from '../../schemas/submission';
import type { peerReviewStatuses } from '../../schemas/judging';

/**
 * What an abstract application's state reads as (§4 "Abstract save", plus final and accepted),
 * and the managers' decision after peer review: written once, for the pages (through their
 * catalogue, src/kit/operationStrings.ts) and the console's CSV.
 */
export const applicationStatusLabels: Record<ApplicationStatus | 'final' | 'accepted', LocalizedText> = {
  presenter_temp: { ja: '下書き', en: 'Draft' },
  presenter_submit: { ja: '提出済み', en: 'Submitted' },
  mng_temp: { ja: '下書き（管理者）', en: 'Draft (by a manager)' },
  mng_submit: { ja: '提出済み（管理者）', en: 'Submitted (by a manager)' },
  final: { ja: '確定', en: 'Final' },
  accepted: { ja: '採択', en: 'Accepted' },
};

export const peerReviewStatusLabels: Record<(typeof peerReviewStatuses)[number], LocalizedText> = {
  pending: { ja: '未判定', en: 'Not decided' },
  confirmed: { ja: '査読の結果採択', en: 'Accepted after review' },
  declined: { ja: '査読の結果不採択', en: 'Declined after review' },
};

/** The state an application shows: accepted once it is a presentation, else final, else its save state. */
export const shownApplicationStatus = (application: { status: string; isFinal: boolean; presentationId: number | null }) =>
  application.presentationId ? 'accepted' : application.isFinal ? 'final' : (application.status as ApplicationStatus);
