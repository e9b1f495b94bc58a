import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useOperationTranslation } from '../../kit/operationStrings';
import { applicationStatuses } from '../../../schemas/submission';
import { submissionKindLabels } from '../../../engine/submission/buildSubmissionForm';
import { useTimeFormat } from '../../kit/timeZone';
import {
  acceptApplication,
  applicationFilterNames,
  setApplicationFinal,
  usePresentationApplications,
  type ApplicationFilters,
  type ListedApplication,
} from '../../api/submission';
import { useOptionalMe } from '../../api/session';
import { ApiRequestError } from '../../api/http';
import { Loading, LoadError } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { displayName } from '../../kit/displayName';
import { applicationStatusOf } from '../submission/SubmissionsPage';
import { plainRowStyles } from './plainTable';

const textFilters = ['q', 'name', 'authorName', 'instituteName'] as const;
const statusFilters = [...applicationStatuses, 'final', 'accepted'] as const;

export function ApplicationsTable({
  items,
  onFinal,
  onAccept,
}: {
  items: ListedApplication[];
  onFinal: (item: ListedApplication) => Promise<void>;
  onAccept: (item: ListedApplication) => Promise<void>;
}) {
  const at = useTimeFormat();
  const { t } = useOperationTranslation();
  const { language } = useLanguage();
  const [busy, setBusy] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const run = async (item: ListedApplication, work: (item: ListedApplication) => Promise<void>) => {
    setBusy(item.id);
    setFailure(undefined);
    try {
      await work(item);
    } catch (error) {
      setFailure(error instanceof ApiRequestError ? (language === 'ja' ? error.messageJa : error.messageEn) : String(error));
    } finally {
      setBusy(undefined);
    }
  };
  if (items.length === 0) return <Alert severity="info">{t('mngApplications.none')}</Alert>;
  return (
    <>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-labelledby="mng-applications-title" sx={plainRowStyles}>
          <TableHead>
            <TableRow>
              <TableCell>{t('mngApplications.title')}</TableCell>
              <TableCell>{t('mngApplications.authors')}</TableCell>
              <TableCell>{t('mngApplications.applicant')}</TableCell>
              <TableCell>{t('mngApplications.status')}</TableCell>
              <TableCell>{t('mngApplications.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <tbody>
            {items.map((item) => {
              const name = item.name || item.nameEn || item.id;
              const { status, tone } = applicationStatusOf(item);
              const submitted = item.status.endsWith('submit');
              return (
                <tr key={item.id}>
                  <td>
                    <RouterLink className="name" to={`/submissions/${item.id}`}>
                      {(language === 'en' ? item.nameEn || item.name : item.name || item.nameEn) || t('submission.untitled')}
                    </RouterLink>
                    <span className="sub">
                      {submissionKindLabels[item.kind][language]} · {at(item.updatedAt)}
                    </span>
                  </td>
                  <td>
                    {item.authorNames.join(language === 'ja' ? '、' : ', ')}
                    <span className="sub">{item.instituteNames.join(' / ')}</span>
                  </td>
                  <td>{displayName(item.user, language)}</td>
                  <td>
                    <span className={`tag ${tone}`}>{t(`submission.status.${status}`)}</span>
                    {item.peerReviewStatus !== 'pending' && <span className="sub">{t(`judging.peerReview.${item.peerReviewStatus}`)}</span>}
                  </td>
                  <td>
                    <div className="actions">
                      <button
                        type="button"
                        className="action"
                        disabled={busy === item.id || item.presentationId !== null}
                        onClick={() => void run(item, onFinal)}
                        aria-label={t(item.isFinal ? 'mngApplications.unfinalOf' : 'mngApplications.finalOf', { name })}
                      >
                        {item.isFinal ? t('mngApplications.unfinal') : t('mngApplications.final')}
                      </button>
                      {submitted ? (
                        <RouterLink
                          className="action"
                          to={`/mng/presentation_applications/${item.id}/reviews`}
                          aria-label={t('mngApplications.reviewsOf', { name })}
                        >
                          {t('mngApplications.reviews')}
                        </RouterLink>
                      ) : (
                        // A draft has no reviews yet: the way there is shown, not offered.
                        <span className="action" aria-disabled="true">
                          {t('mngApplications.reviews')}
                        </span>
                      )}
                      <button
                        type="button"
                        className="action contained"
                        disabled={busy === item.id || item.presentationId !== null || !submitted}
                        onClick={() => void run(item, onAccept)}
                        aria-label={t('mngApplications.acceptOf', { name })}
                      >
                        {t('mngApplications.accept')}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableContainer>
    </>
  );
}

/** The list's filters. Typing changes only this form; the table renders again when a search is sent. */
function ApplicationsFilter({ filters, onSearch }: { filters: ApplicationFilters; onSearch: (next: ApplicationFilters) => void }) {
  const { t } = useOperationTranslation();
  const [draft, setDraft] = useState(filters);
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSearch(draft);
      }}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 2 }}
    >
      {textFilters.map((name) => (
        <TextField
          key={name}
          size="small"
          id={`filter-${name}`}
          label={t(`mngApplications.filter.${name}`)}
          value={draft[name] ?? ''}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        />
      ))}
      <TextField
        select
        size="small"
        id="filter-status"
        label={t('mngApplications.filter.status')}
        value={draft.status ?? ''}
        onChange={(event) => setDraft({ ...draft, status: event.target.value })}
      >
        <MenuItem value="">{t('mngApplications.filter.any')}</MenuItem>
        {statusFilters.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`submission.status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          {t('mngApplications.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft({});
            onSearch({});
          }}
        >
          {t('mngApplications.clear')}
        </Button>
      </Box>
    </Box>
  );
}

/** Route /mng/presentation_applications: every application, with the filters of §7, kept in the address. */
export function ApplicationsPage() {
  const { t } = useOperationTranslation();
  const me = useOptionalMe();
  const isManager = Boolean(me.data?.user?.isManager);
  const [params, setParams] = useSearchParams();
  const filters: ApplicationFilters = Object.fromEntries(applicationFilterNames.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
  const list = usePresentationApplications(filters, isManager);
  const search = (next: ApplicationFilters) => setParams(Object.fromEntries(Object.entries({ ...next, page: '' }).filter(([, value]) => value)));
  let body;
  if (me.error || list.error) body = <LoadError onRetry={() => void Promise.all([me.mutate(), list.mutate()])} />;
  else if (!me.data) body = <Loading />;
  else if (!isManager)
    body = (
      <Alert severity="warning" role="alert">
        {t('mng.managersOnly')}
      </Alert>
    );
  else if (!list.data) body = <Loading />;
  else {
    const { items, pager } = list.data.presentationApplications;
    body = (
      <>
        <Typography role="status" sx={{ mb: 1 }}>
          {t('mngApplications.count', { count: pager.totalCount })}
        </Typography>
        <ApplicationsTable
          items={items}
          onFinal={async (item) => {
            await setApplicationFinal(item.id, !item.isFinal);
            await list.mutate();
          }}
          onAccept={async (item) => {
            await acceptApplication(item.id);
            await list.mutate();
          }}
        />
        {pager.totalPages > 1 && (
          <Pagination
            sx={{ mt: 2 }}
            page={pager.currentPage}
            count={pager.totalPages}
            onChange={(_event, page) => setParams({ ...filters, page: String(page) })}
            getItemAriaLabel={(type, page, selected) =>
              type === 'page' ? t(selected ? 'program.currentPage' : 'program.goToPage', { page }) : t(`program.pager.${type}`)
            }
          />
        )}
      </>
    );
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby="mng-applications-title" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id="mng-applications-title" variant="h5" component="h1" gutterBottom>
        {t('mngApplications.pageTitle')}
      </Typography>
      {isManager && <ApplicationsFilter filters={filters} onSearch={search} />}
      {body}
    </Paper>
  );
}
