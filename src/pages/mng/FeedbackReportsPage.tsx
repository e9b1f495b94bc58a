import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { feedbackReportStatuses, feedbackReportStatusLabels, type FeedbackReportStatus } from '../../../engine/feedbackReports';
import { feedbackReportsCsvUrl, setFeedbackReportStatus, useFeedbackReports, type FeedbackReport } from '../../api/feedbackReports';
import { useConsoleTranslation } from '../../kit/consoleStrings';
import { Loading, LoadError } from '../../kit/Loading';
import { useTimeFormat } from '../../kit/timeZone';
import { useLanguage } from '../../kit/useLanguage';
import { refusalText } from '../judging/parts';
import { CsvDownload } from './CsvDownload';
import { ManagerPage } from './ManagerPage';
import { useNotice } from './notice';

const isStatus = (value: string | null): value is FeedbackReportStatus => (feedbackReportStatuses as readonly string[]).includes(value ?? '');

/** One report: the screen as it was sent (opens full size), where, what was written, by whom, and its state. */
export function ReportCard({ report, onStatus }: { report: FeedbackReport; onStatus: (status: FeedbackReportStatus) => void }) {
  const { t } = useConsoleTranslation();
  const { language, pick } = useLanguage();
  const at = useTimeFormat();
  const titleId = `report-${report.id}-title`;
  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Link href={report.screenUrl} target="_blank" rel="noopener" sx={{ flex: '0 0 auto', width: { xs: '100%', sm: 200 } }}>
        <Box
          component="img"
          src={report.screenUrl}
          alt={t('console.reports.screen', { id: report.id })}
          loading="lazy"
          sx={{ display: 'block', width: '100%', aspectRatio: `${report.width} / ${report.height}`, objectFit: 'contain', border: 1, borderColor: 'divider' }}
        />
      </Link>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {t('console.reports.number', { id: report.id })} · {report.location}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {at(report.createdAt)} · {report.userEmail ? `${report.userName?.[language] ?? ''} ${report.userEmail}`.trim() : t('console.reports.guest')}
        </Typography>
        {report.comments.length > 0 ? (
          <Box component="ul" sx={{ pl: 3, my: 1 }}>
            {report.comments.map((comment, index) => (
              <Typography component="li" key={index} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment}
              </Typography>
            ))}
          </Box>
        ) : (
          <Typography sx={{ my: 1 }} color="text.secondary">
            {t('console.reports.noComments')}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
          {t('console.reports.browser')}: {report.userAgent || '—'} · {report.width}×{report.height}
        </Typography>
        <TextField
          select
          size="small"
          id={`report-${report.id}-status`}
          label={t('console.reports.status')}
          value={report.status}
          onChange={(event) => onStatus(event.target.value as FeedbackReportStatus)}
          sx={{ minWidth: 200, mt: 1 }}
        >
          {feedbackReportStatuses.map((status) => (
            <MenuItem key={status} value={status}>
              {pick(feedbackReportStatusLabels[status])}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Paper>
  );
}

export function FeedbackReportsBody() {
  const { t } = useConsoleTranslation();
  const { pick } = useLanguage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = isStatus(params.get('status')) ? (params.get('status') as FeedbackReportStatus) : undefined;
  const list = useFeedbackReports({ status, page });
  const notice = useNotice();
  const go = (next: Record<string, string | undefined>) =>
    setParams(Object.fromEntries(Object.entries(next).filter((entry): entry is [string, string] => !!entry[1])));
  const move = async (report: FeedbackReport, next: FeedbackReportStatus) => {
    try {
      await setFeedbackReportStatus(report.id, next);
      await list.mutate();
      notice.say('success', {
        ja: t('console.reports.saved', { id: report.id, status: feedbackReportStatusLabels[next].ja, lng: 'ja' }),
        en: t('console.reports.saved', { id: report.id, status: feedbackReportStatusLabels[next].en, lng: 'en' }),
      });
    } catch (error) {
      notice.say('error', refusalText(error));
    }
  };
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', my: 1 }}>
        <TextField
          select
          size="small"
          id="reports-status"
          label={t('console.reports.filter')}
          value={status ?? ''}
          onChange={(event) => go({ status: event.target.value })}
          sx={{ minWidth: 220 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('console.reports.any')}</MenuItem>
          {feedbackReportStatuses.map((name) => (
            <MenuItem key={name} value={name}>
              {pick(feedbackReportStatusLabels[name])}
            </MenuItem>
          ))}
        </TextField>
        <CsvDownload url={(language) => feedbackReportsCsvUrl(status, language)} />
      </Box>
      {notice.element}
      {list.error ? (
        <LoadError onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <Loading />
      ) : (
        <>
          <Typography role="status" sx={{ my: 1 }}>
            {t('console.reports.count', { count: list.data.totalCount })}
          </Typography>
          {list.data.clientReports.length === 0 && <Typography sx={{ my: 2 }}>{t('console.reports.empty')}</Typography>}
          {list.data.clientReports.map((report) => (
            <ReportCard key={report.id} report={report} onStatus={(next) => void move(report, next)} />
          ))}
          {list.data.totalPages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              page={page}
              count={list.data.totalPages}
              onChange={(_event, next) => go({ status, page: String(next) })}
              getItemAriaLabel={(type, number, isSelected) =>
                type === 'page' ? t(isSelected ? 'program.currentPage' : 'program.goToPage', { page: number }) : t(`program.pager.${type}`)
              }
            />
          )}
        </>
      )}
    </>
  );
}

/** Route /mng/client_reports: what people sent from feedback mode, newest first, and where each stands (issue 67). */
export function FeedbackReportsPage() {
  const { t } = useConsoleTranslation();
  return (
    <ManagerPage titleId="reports-title" title={t('console.reports.title')} lead={t('console.reports.lead')}>
      {() => <FeedbackReportsBody />}
    </ManagerPage>
  );
}
