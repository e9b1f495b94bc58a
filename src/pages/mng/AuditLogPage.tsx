import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { auditActions, type AuditAction } from '../../../engine/auditActions';
import { feedbackReportStatusLabels, type FeedbackReportStatus } from '../../../engine/feedbackReports';
import { useLanguage } from '../../kit/useLanguage';
import { useTimeFormat } from '../../kit/timeZone';
import { AUDIT_PER_PAGE, useAuditLog, type AuditEntry } from '../../api/console';
import { Loading, LoadError } from '../../kit/Loading';
import { usePageStrings } from '../../kit/pageStrings';
import { mngUsersStrings as userStrings } from './userStrings';
import { useConsoleTranslation } from '../../kit/consoleStrings';
import { ManagerPage } from './ManagerPage';

// The roles are named as the users list names them.

/** One entry's detail in words: the role, the addresses, or why acting as the user ended. */
function Detail({ entry }: { entry: AuditEntry }) {
  useConsoleTranslation();
  const { t } = usePageStrings(userStrings);
  const { role, from, to, reason, kind, version, restoredVersion, count, subject } = entry.detail;
  const { language } = useLanguage();
  if (entry.action === 'feedbackReportStatus') {
    const label = (status: unknown) => feedbackReportStatusLabels[status as FeedbackReportStatus]?.[language] ?? String(status);
    return <>{`#${String(entry.detail.reportId)}: ${label(entry.detail.previousStatus)} → ${label(entry.detail.status)}`}</>;
  }
  if (typeof kind === 'string') {
    const words = { kind: t(`console.audit.settingsKind.${kind}`, { defaultValue: kind }), version, restored: restoredVersion };
    return <>{t(typeof restoredVersion === 'number' ? 'console.audit.settingsRestored' : 'console.audit.settingsVersion', words)}</>;
  }
  if (typeof role === 'string') return <>{t(`mngUsers.roles.${role}`, { defaultValue: role })}</>;
  if (typeof from === 'string' && typeof to === 'string') return <>{`${from} → ${to}`}</>;
  if (typeof reason === 'string') return <>{t(`console.audit.reason.${reason}`, { defaultValue: reason })}</>;
  if (typeof count === 'number') return <>{t('console.audit.count', { count })}</>;
  if (typeof subject === 'string') return <>{subject}</>;
  return null;
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const at = useTimeFormat();
  const { t } = useConsoleTranslation();
  if (entries.length === 0) return <Typography sx={{ my: 2 }}>{t('console.audit.empty')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-labelledby="audit-title" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {(['at', 'action', 'actor', 'target', 'detail'] as const).map((column) => (
              <TableCell key={column}>{t(`console.audit.column.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{at(entry.at)}</TableCell>
              <TableCell>{t(`console.audit.action.${entry.action}`)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {entry.actorEmail}
                {entry.actorId === null && ` ${t('console.audit.removedUser')}`}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {entry.targetEmail ?? '—'}
                {entry.targetEmail && entry.targetUserId === null && ` ${t('console.audit.removedUser')}`}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Detail entry={entry} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function AuditBody() {
  const { t } = useConsoleTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const action = (auditActions as readonly string[]).includes(params.get('action') ?? '') ? (params.get('action') as AuditAction) : '';
  const log = useAuditLog(page, action);
  const go = (next: Record<string, string>) => setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)));
  return (
    <>
      <TextField
        select
        size="small"
        id="audit-action"
        label={t('console.audit.filter')}
        value={action}
        onChange={(event) => go({ action: event.target.value })}
        sx={{ minWidth: 260, my: 1 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('console.audit.any')}</MenuItem>
        {auditActions.map((name) => (
          <MenuItem key={name} value={name}>
            {t(`console.audit.action.${name}`)}
          </MenuItem>
        ))}
      </TextField>
      {log.error ? (
        <LoadError onRetry={() => void log.mutate()} />
      ) : !log.data ? (
        <Loading />
      ) : (
        <>
          <Typography role="status" sx={{ my: 1 }}>
            {t('console.audit.count', { count: log.data.total })}
          </Typography>
          <AuditTable entries={log.data.entries} />
          {log.data.total > AUDIT_PER_PAGE && (
            <Pagination
              sx={{ mt: 2 }}
              page={page}
              count={Math.ceil(log.data.total / AUDIT_PER_PAGE)}
              onChange={(_event, next) => go({ action, page: String(next) })}
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

/** Route /mng/audit_log: what managers did, newest first (issue 19). */
export function AuditLogPage() {
  const { t } = useConsoleTranslation();
  return (
    <ManagerPage titleId="audit-title" title={t('console.audit.title')} lead={t('console.audit.lead')}>
      {() => <AuditBody />}
    </ManagerPage>
  );
}
