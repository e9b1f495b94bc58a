import Chip from '@mui/material/Chip';
import type { JudgedPresentation } from '../../api/judging';
import { ApiRequestError } from '../../api/http';
import type { LocalizedText } from '../../../engine/messages';
import { useJudgingTranslation } from './strings';

/** What the judging pages share, without the form library: titles, refusals and state chips. */

export const presentationTitle = (presentation: Pick<JudgedPresentation, 'name' | 'nameEn'>, language: 'ja' | 'en') =>
  language === 'en' ? presentation.nameEn || presentation.name : presentation.name || presentation.nameEn || '';

export const refusalText = (error: unknown): LocalizedText =>
  error instanceof ApiRequestError ? { ja: error.messageJa ?? error.message, en: error.messageEn ?? error.message } : { ja: String(error), en: String(error) };

export function EvaluationStatusChip({ status, isStarted }: { status: string; isStarted: boolean }) {
  const { t } = useJudgingTranslation();
  if (status === 'confirmed') return <Chip size="small" color="success" label={t('judging.status.confirmed')} />;
  return <Chip size="small" variant="outlined" label={t(isStarted ? 'judging.status.unconfirmed' : 'judging.status.notStarted')} />;
}

export function RequestStatusChip({ status, forManager = false }: { status: string; forManager?: boolean }) {
  const { t } = useJudgingTranslation();
  // A pending request awaits the reviewer: "your reply" to the reviewer, "the reviewer's reply" to a manager.
  const label = t(forManager ? `judging.requestForManager.${status}` : `judging.request.${status}`);
  return <Chip size="small" color={status === 'accepted' ? 'success' : 'default'} variant={status === 'pending' ? 'outlined' : 'filled'} label={label} />;
}
