import type { LocalizedText } from './messages';

/**
 * An account's participation registration (spec §7's qualification): not yet registered, a payment
 * under way, registered (paid or free), or refunded. Stored in `users.qualification_status`.
 */
export const qualificationStatuses = ['todo', 'processing', 'done', 'free', 'refunded'] as const;
export type QualificationStatus = (typeof qualificationStatuses)[number];

/** Each status as /qualification, the console and the users CSV name it. */
export const qualificationStatusLabels: Record<QualificationStatus, LocalizedText> = {
  todo: { ja: '未登録', en: 'Not registered yet' },
  processing: { ja: '支払い処理中', en: 'Payment being processed' },
  done: { ja: '登録済み', en: 'Registered' },
  free: { ja: '登録済み（無料）', en: 'Registered (free)' },
  refunded: { ja: '返金済み', en: 'Refunded' },
};

/** A stored status's label; a value this code does not know is shown as stored. */
export const qualificationStatusLabel = (status: string): LocalizedText =>
  (qualificationStatusLabels as Record<string, LocalizedText>)[status] ?? { ja: status, en: status };
