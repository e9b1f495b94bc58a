import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useOperationTranslation } from '../../kit/operationStrings';
import type { KindSettings, SubmissionKind } from '../../../schemas/submission';
import { submissionKindLabels } from '../../../engine/submission/buildSubmissionForm';
import { useTimeFormat } from '../../kit/timeZone';
import { useZoneTimeName } from '../program/zoneNames';
import type { Application, SaveAction } from '../../api/submission';
import { useLanguage } from '../../kit/useLanguage';
import { ApplicationStatusChip } from './SubmissionsPage';

/** The title, the status and the period: memoized, so typing into the form renders none of it again. */
export const SubmissionHeading = memo(function SubmissionHeading({
  kind,
  settings,
  saved,
}: {
  kind: SubmissionKind;
  settings: KindSettings;
  saved?: Application;
}) {
  const at = useTimeFormat();
  const zone = useZoneTimeName();
  const { t } = useOperationTranslation();
  const { language } = useLanguage();
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="submission-title" variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('submission.formTitle', { kind: submissionKindLabels[kind][language] })}
        </Typography>
        {saved && <ApplicationStatusChip application={saved} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {settings.proposalStartAt || settings.proposalEndAt
          ? t('submission.period', {
              start: settings.proposalStartAt ? at(settings.proposalStartAt) : '—',
              end: settings.proposalEndAt ? at(settings.proposalEndAt) : '—',
              zone,
            })
          : t('submission.periodOpen')}
      </Typography>
    </>
  );
});

interface SubmissionActionsProps {
  step: 'edit' | 'preview';
  busy?: SaveAction;
  onSaveDraft: () => void;
  onPreview: () => void;
  onBackToEdit: () => void;
  onSubmit: () => void;
}

/** Save as draft and Preview, or Back and Submit: memoized with steady handlers, so typing renders none of it again. */
export const SubmissionActions = memo(function SubmissionActions({ step, busy, onSaveDraft, onPreview, onBackToEdit, onSubmit }: SubmissionActionsProps) {
  const { t } = useOperationTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {step === 'preview' ? (
        <>
          <Button onClick={onBackToEdit}>{t('submission.backToEdit')}</Button>
          <Button variant="contained" disabled={busy !== undefined} onClick={onSubmit}>
            {busy === 'submit' ? t('submission.saving') : t('submission.submit')}
          </Button>
        </>
      ) : (
        <>
          <Button variant="outlined" disabled={busy !== undefined} onClick={onSaveDraft}>
            {busy === 'draft' ? t('submission.saving') : t('submission.saveDraft')}
          </Button>
          <Button variant="contained" onClick={onPreview}>
            {t('submission.toPreview')}
          </Button>
        </>
      )}
    </Box>
  );
});
