import type { LocalizedText } from './messages';
import type { QualificationSettings } from '../schemas/operationSettings';

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

export type AccountIssuedVariant = 'qualificationRequired' | 'standard';

/**
 * Which account-issued screen follows a registration (docs/requirements/public-area.md §2): the variant that
 * sends people on to participation registration when it is required and open to everyone,
 * the standard one otherwise.
 */
export function accountIssuedVariant(settings: QualificationSettings): AccountIssuedVariant {
  return settings.isQualificationRequired && !settings.isQualificationOpenOnlyForMng ? 'qualificationRequired' : 'standard';
}

export type QualificationAccess = 'open' | 'closed' | 'managersOnly' | 'notRequired';

/** Whether a user may take part in participation registration now. */
export function qualificationAccess(settings: QualificationSettings, isManager: boolean): QualificationAccess {
  if (settings.isQualificationClosed) return 'closed';
  if (settings.isQualificationOpenOnlyForMng && !isManager) return 'managersOnly';
  if (!settings.isQualificationRequired) return 'notRequired';
  return 'open';
}
