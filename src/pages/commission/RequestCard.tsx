import { useId, useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import { LeanSwitch } from '../../forms/widgets/LeanChoice';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCommissionTranslation } from './strings';
import { fillTemplate } from '../../../engine/commission/answer';
import { useTimeFormat } from '../../kit/timeZone';
import type { ProgramCompositionPreference, ViewerRole } from '../../../schemas/commissions';
import type { Commission } from '../../api/commissions';
import { useLanguage } from '../../kit/useLanguage';
import { InfoRow, InfoRows } from './InfoRows';
import { PeopleList } from './PeopleList';
import { SessionCard, useBilingual, useBilingualNode } from './SessionCard';

export function useRoleName(role: ViewerRole, commission: Pick<Commission, 'roleName' | 'roleNameEn'>) {
  const { t } = useCommissionTranslation();
  const pick = useBilingual();
  return pick(commission.roleName, commission.roleNameEn) || t(`commission.defaultRole.${role}`);
}

/** The staff's template for this role, in the interface language when it has one. */
function templateOf(role: ViewerRole, preference: ProgramCompositionPreference, language: 'ja' | 'en') {
  const [ja, en] =
    role === 'organizer'
      ? [preference.organizerProposeTemplate, preference.organizerProposeTemplateEn]
      : [preference.designatedPresenterProposeTemplate, preference.designatedPresenterProposeTemplateEn];
  return language === 'en' && en ? en : ja;
}

export interface RequestCardProps {
  role: ViewerRole;
  commission: Commission;
  preference: ProgramCompositionPreference;
  conferenceTitle: string;
}

/**
 * The request card of §2: the intro (the staff's template, or the default text), the session
 * card, the people of the session behind a toggle, and what is asked (role, note, attachments
 * sorted by id, last update). The presenter template applies to designated sessions only.
 */
export function RequestCard({ role, commission, preference, conferenceTitle }: RequestCardProps) {
  const at = useTimeFormat();
  const { t } = useCommissionTranslation();
  const { language } = useLanguage();
  const pick = useBilingual();
  const displayed = useBilingualNode();
  const toggleId = useId();
  const [showPeople, setShowPeople] = useState(false);
  const session = commission.programSession;
  const names = { session: pick(session.name, session.nameEn), conference: conferenceTitle };
  const usesTemplate = role === 'organizer' || session.kind === 'designated';
  const intro = (usesTemplate ? fillTemplate(templateOf(role, preference, language), names) : undefined) ?? t(`commission.defaultIntro.${role}`, names);
  const roleName = useRoleName(role, commission);
  const attachments = [...commission.attachments].sort((a, b) => a.id - b.id);
  return (
    <Card component="section" aria-labelledby="request-title" sx={{ my: 3 }}>
      <CardContent>
        <Typography id="request-title" variant="h5" component="h2" gutterBottom>
          {t('commission.requestHeading')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{intro}</Typography>
        <SessionCard session={session} />
        <LeanSwitch
          id={toggleId}
          checked={showPeople}
          onChange={(event) => setShowPeople(event.target.checked)}
          // The list is unmounted when closed: point at it only while it exists.
          controls={showPeople ? `${toggleId}-people` : undefined}
          label={t('commission.people.toggle')}
        />
        <Collapse in={showPeople} id={`${toggleId}-people`} unmountOnExit>
          <PeopleList session={session} />
        </Collapse>
        <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
          {t('commission.content.heading')}
        </Typography>
        <InfoRows>
          <InfoRow label={t('commission.content.role')}>{roleName}</InfoRow>
          {role === 'presenter' && (
            <>
              <InfoRow label={t('commission.presenter.start')}>{commission.startTime || '-'}</InfoRow>
              <InfoRow label={t('commission.presenter.end')}>{commission.endTime || '-'}</InfoRow>
              <InfoRow label={t('commission.presenter.minutes')}>{commission.presentationMinutes ?? '-'}</InfoRow>
              <InfoRow label={t('commission.presenter.qa')}>{commission.qaMinutes ?? '-'}</InfoRow>
            </>
          )}
          <InfoRow label={t('commission.content.note')}>{displayed(commission.note, commission.noteEn) || '-'}</InfoRow>
          <InfoRow label={t('commission.content.attachments')}>
            {attachments.length === 0
              ? t('commission.content.noAttachments')
              : attachments.map((attachment) => (
                  <Link key={attachment.id} href={attachment.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
                    {attachment.fileName}
                  </Link>
                ))}
          </InfoRow>
          <InfoRow label={t('commission.content.updatedAt')}>{at(commission.updatedAt)}</InfoRow>
        </InfoRows>
      </CardContent>
    </Card>
  );
}
