import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DashboardSettings, QualificationSettings, ReviewSettings } from '../../../../schemas/operationSettings';
import { accountIssuedVariant, qualificationAccess } from '../../../../engine/qualification';
import { useTimeFormat } from '../../../kit/timeZone';
import { formatYen, taxTypeLabels } from '../../../../engine/payment/fees';
import type { TaxType } from '../../../../schemas/payment';
import { DashboardMenuView } from '../../home/LoggedInHome';
import { InLanguage } from '../../../studio/FormPreview';
import { useStudioTranslation } from '../../../studio/studioStrings';

const allRoles = { isEvaluatable: true, isReviewable: true };

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 2,
        rowGap: 0.5,
        '& dt': { fontWeight: 700 },
        '& dd': { m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([term, value]) => [<dt key={`${term}-t`}>{term}</dt>, <dd key={`${term}-d`}>{value}</dd>])}
    </Box>
  );
}

type OperationKind = 'qualification' | 'review' | 'dashboard' | 'payment';
type PricedRow = { name: string; nameEn: string; price: number; taxType?: TaxType; capacity?: number | null };

function Column({ kind, value }: { kind: OperationKind; value: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'ja';
  const at = useTimeFormat();
  let body;
  if (kind === 'payment') {
    // The plans and extras as the entry page lists them: name, price with its tax, and places.
    const settings = value as { plans?: PricedRow[]; extras?: PricedRow[] };
    const describe = (item: PricedRow) =>
      `${item.price === 0 ? t('settings.paymentPreview.free') : formatYen(item.price, language)} · ${taxTypeLabels[item.taxType ?? 'standard10'][language]}${item.capacity ? ` · ${t('settings.paymentPreview.capacity', { count: item.capacity })}` : ''}`;
    const items = [...(settings.plans ?? []), ...(settings.extras ?? [])];
    body = (
      <Rows
        rows={items.length > 0 ? items.map((item) => [language === 'ja' ? item.name : item.nameEn, describe(item)]) : [[t('settings.paymentPreview.none'), '']]}
      />
    );
  } else if (kind === 'dashboard') body = <DashboardMenuView settings={{ ...(value as unknown as DashboardSettings), hasJudging: true }} user={allRoles} />;
  else if (kind === 'qualification') {
    const settings = value as unknown as QualificationSettings;
    body = (
      <Rows
        rows={[
          [t('settings.qualificationPreview.attendee'), t(`settings.qualificationPreview.${qualificationAccess(settings, false)}`)],
          [t('settings.qualificationPreview.manager'), t(`settings.qualificationPreview.${qualificationAccess(settings, true)}`)],
          [t('settings.qualificationPreview.afterSignup'), t(`settings.qualificationPreview.${accountIssuedVariant(settings)}`)],
        ]}
      />
    );
  } else {
    const settings = value as unknown as ReviewSettings;
    const when = (instant: string | null) => (instant ? at(instant) : t('settings.reviewPreview.notSet'));
    body = (
      <Rows
        rows={[
          [t('settings.reviewPreview.description'), settings.reviewRequestDescription || t('settings.reviewPreview.none')],
          [t('settings.reviewPreview.period'), `${when(settings.reviewableFrom)} – ${when(settings.reviewableTill)}`],
          [t('settings.reviewPreview.until'), when(settings.reviewRequestAnswerableTill)],
          [t('settings.reviewPreview.decline'), t(settings.reviewShowDecline ? 'settings.reviewPreview.shown' : 'settings.reviewPreview.hidden')],
        ]}
      />
    );
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      lang={language}
      aria-label={`${t(`settings.kind.${kind}`)} — ${t(`studio.languageColumn.${language}`)}`}
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t(`studio.languageColumn.${language}`)}
      </Typography>
      {body}
    </Paper>
  );
}

/** What the qualification, review, dashboard and payment settings change for attendees, in ja and en. */
export function OperationPreview({ kind, value }: { kind: OperationKind; value: Record<string, unknown> }) {
  const { t } = useStudioTranslation();
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('settings.noFormPreview')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {(['ja', 'en'] as const).map((language) => (
          <InLanguage key={language} language={language}>
            <Column kind={kind} value={value} />
          </InLanguage>
        ))}
      </Box>
    </>
  );
}
