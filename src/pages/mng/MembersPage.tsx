import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { importStatusLabels, memberColumns } from '../../../engine/imports';
import { checkMemberList, importMemberList, useMembers, type MemberImport } from '../../api/memberImports';
import { useConsoleTranslation } from '../../kit/consoleStrings';
import { Loading, LoadError } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { refusalText } from '../judging/parts';
import { CsvDownload } from './CsvDownload';
import { CsvFileChooser } from './CsvFileChooser';
import { ManagerPage } from './ManagerPage';
import { useNotice } from './notice';

/** A check's or an import's outcome: its state, the problems by row and column, or what it changes and the way on. */
export function MemberImportResult({ result, busy, onRun }: { result: MemberImport; busy?: boolean; onRun: () => void }) {
  const { t } = useConsoleTranslation();
  const { language, pick } = useLanguage();
  const columnName = (key: string | null) => {
    const column = memberColumns.find((candidate) => candidate.key === key);
    return column ? column[language] : t('console.members.wholeFile');
  };
  const failed = result.status === 'check_failed' || result.status === 'import_failed';
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity={failed ? 'error' : result.status === 'import_successful' ? 'success' : 'info'}>
        {result.fileName}: {pick(importStatusLabels[result.status])}
      </Alert>
      {result.problems.length > 0 && (
        <Box component="section" aria-labelledby="member-problems" sx={{ mt: 1 }}>
          <Typography id="member-problems" component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
            {t('console.members.problemsTitle')}
          </Typography>
          <TableContainer>
            <Table size="small" aria-labelledby="member-problems">
              <TableHead>
                <TableRow>
                  <TableCell>{t('console.members.row')}</TableCell>
                  <TableCell>{t('console.members.column')}</TableCell>
                  <TableCell>{t('console.members.problem')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.problems.map((problem, index) => (
                  <TableRow key={index}>
                    <TableCell>{problem.row}</TableCell>
                    <TableCell>{columnName(problem.column)}</TableCell>
                    <TableCell>{language === 'ja' ? problem.message : problem.messageEn}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {result.problemCount > result.problems.length && (
            <Typography sx={{ mt: 1 }}>{t('console.members.moreProblems', { count: result.problemCount - result.problems.length })}</Typography>
          )}
        </Box>
      )}
      {result.status === 'check_successful' && result.change && (
        <>
          <Typography sx={{ mt: 1 }}>{t('console.members.change', result.change)}</Typography>
          <Button variant="contained" onClick={onRun} disabled={busy} sx={{ mt: 2 }}>
            {t('console.members.run', { count: result.rowCount })}
          </Button>
        </>
      )}
    </Box>
  );
}

/** The member list a page at a time, with its download, and the import: a file chosen, checked (nothing changes), then imported. */
export function MembersBody() {
  const { t } = useConsoleTranslation();
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const list = useMembers(page);
  const notice = useNotice();
  const [file, setFile] = useState<File>();
  const [result, setResult] = useState<MemberImport>();
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<MemberImport>) => {
    setBusy(true);
    try {
      const done = await action();
      setResult(done);
      if (done.status === 'import_successful' && done.change) {
        notice.say('success', {
          ja: t('console.members.imported', { ...done.change, lng: 'ja' }),
          en: t('console.members.imported', { ...done.change, lng: 'en' }),
        });
        setPage(1);
        await list.mutate();
      }
    } catch (error) {
      notice.say('error', refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {notice.element}
      <Box component="section" aria-labelledby="members-list">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="members-list" variant="h6" component="h2">
            {t('console.members.listTitle')}
          </Typography>
          <CsvDownload url={(lang) => `/web_api/mng/downloads/members?lang=${lang}`} />
        </Box>
        {list.error ? (
          <LoadError onRetry={() => void list.mutate()} />
        ) : !list.data ? (
          <Loading />
        ) : list.data.totalCount === 0 ? (
          <Typography sx={{ my: 2 }}>{t('console.members.empty')}</Typography>
        ) : (
          <>
            <Typography role="status" sx={{ my: 1 }}>
              {t('console.members.count', { count: list.data.totalCount })}
            </Typography>
            {/* On a phone the table scrolls sideways inside its box; a member number never breaks. */}
            <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-labelledby="members-list" role="region">
              <Table size="small" aria-labelledby="members-list">
                <TableHead>
                  <TableRow>
                    {memberColumns.map((column) => (
                      <TableCell key={column.key} sx={{ whiteSpace: 'nowrap' }}>
                        {column[language]}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.data.members.map((member) => (
                    <TableRow key={member.memberCode}>
                      {memberColumns.map((column) => (
                        <TableCell key={column.key} sx={{ whiteSpace: 'nowrap' }}>
                          {member[column.key]}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {list.data.totalPages > 1 && (
              <Pagination
                sx={{ mt: 2 }}
                page={page}
                count={list.data.totalPages}
                onChange={(_event, next) => setPage(next)}
                getItemAriaLabel={(type, number, isSelected) =>
                  type === 'page' ? t(isSelected ? 'program.currentPage' : 'program.goToPage', { page: number }) : t(`program.pager.${type}`)
                }
              />
            )}
          </>
        )}
      </Box>
      <Box component="section" aria-labelledby="members-import" sx={{ mt: 4 }}>
        <Typography id="members-import" variant="h6" component="h2">
          {t('console.members.importTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {t('console.members.importLead', { columns: memberColumns.map((column) => column[language]).join(language === 'ja' ? '、' : ', ') })}
        </Typography>
        <CsvFileChooser
          file={file}
          busy={busy}
          onFile={(chosen) => {
            setFile(chosen);
            setResult(undefined);
          }}
          onCheck={(chosen) => void act(() => checkMemberList(chosen))}
          labels={{ choose: t('console.members.choose'), check: t('console.members.check'), chosen: (name) => t('console.members.chosen', { name }) }}
        />
        <div role="status" aria-live="polite">
          {result && <MemberImportResult result={result} busy={busy} onRun={() => void act(() => importMemberList(result.id))} />}
        </div>
      </Box>
    </>
  );
}

/** Route /mng/members: member authentication (§2's console page, issue 67). */
export function MembersPage() {
  const { t } = useConsoleTranslation();
  return (
    <ManagerPage titleId="members-title" title={t('console.members.title')} lead={t('console.members.lead')}>
      {() => <MembersBody />}
    </ManagerPage>
  );
}
