import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCommissionTranslation } from './strings';
import { useTimeFormat } from '../../kit/timeZone';
import type { ProgramSession } from '../../api/commissions';
import { InfoRow, InfoRows } from './InfoRows';

import { useBilingualNode } from '../../kit/bilingual';

export { useBilingual, useBilingualNode } from '../../kit/bilingual';

/** A session's time as `yyyy/MM/dd HH:mm – HH:mm` in the viewer's zone, or "undecided". */
export function useSessionTime() {
  const { t } = useCommissionTranslation();
  const at = useTimeFormat();
  return (startAt: string | null, endAt: string | null) => {
    if (!startAt) return t('commission.session.undecided');
    const start = at(startAt);
    if (!endAt) return start;
    const sameDay = at(startAt, 'isoDay') === at(endAt, 'isoDay');
    return `${start} – ${sameDay ? at(endAt, 'time') : at(endAt)}`;
  };
}

/** Every item of docs/requirements/operation-area.md §2 "Session information card"; missing ones say "undecided". */
export function SessionCard({ session }: { session: ProgramSession }) {
  const { t } = useCommissionTranslation();
  const pick = useBilingualNode();
  const time = useSessionTime();
  const undecided = t('commission.session.undecided');
  const or = (value: ReactNode) => value || undecided;
  const panel =
    session.panelType === 'yes'
      ? session.panelDurationMin
        ? t('commission.session.panelYes', { minutes: session.panelDurationMin })
        : t('commission.session.panelYesNoMinutes')
      : session.panelType === 'no'
        ? t('commission.session.panelNo')
        : undecided;
  const language = (value: ProgramSession['langAbstract']) => t(`commission.languages.${value ?? 'unspecified'}`);
  return (
    <Card variant="outlined" component="section" aria-labelledby="session-card-title" sx={{ my: 2 }}>
      <CardContent>
        <Typography id="session-card-title" variant="h6" component="h3" gutterBottom sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {t('commission.session.heading')}
          <Chip size="small" label={t(`commission.session.kind.${session.kind}`)} />
        </Typography>
        <InfoRows>
          <InfoRow label={t('commission.session.name')}>{pick(session.name, session.nameEn)}</InfoRow>
          <InfoRow label={t('commission.session.description')}>{or(pick(session.description, session.descriptionEn))}</InfoRow>
          <InfoRow label={t('commission.session.category')}>{or(pick(session.categoryName, session.categoryNameEn))}</InfoRow>
          <InfoRow label={t('commission.session.dateTime')}>{time(session.startAt, session.endAt)}</InfoRow>
          <InfoRow label={t('commission.session.venue')}>{or(pick(session.programRoom?.name, session.programRoom?.nameEn))}</InfoRow>
          <InfoRow label={t('commission.session.streamType')}>{t(`commission.streamTypes.${session.streamType ?? 'undecided'}`)}</InfoRow>
          <InfoRow label={t('commission.session.meeting')}>{or(pick(session.meeting, session.meetingEn))}</InfoRow>
          <InfoRow label={t('commission.session.panel')}>{panel}</InfoRow>
          {(session.organizerRemark || session.organizerRemarkEn) && (
            <InfoRow label={t('commission.session.organizerRemark')}>{pick(session.organizerRemark, session.organizerRemarkEn)}</InfoRow>
          )}
          <InfoRow label={t('commission.session.remark')}>{or(pick(session.remark, session.remarkEn))}</InfoRow>
          <InfoRow label={t('commission.session.languages')}>
            {`${t('commission.session.langAbstract')}: ${language(session.langAbstract)} / ${t('commission.session.langMaterial')}: ${language(session.langMaterial)} / ${t('commission.session.langPresentation')}: ${language(session.langPresentation)}`}
          </InfoRow>
        </InfoRows>
      </CardContent>
    </Card>
  );
}
