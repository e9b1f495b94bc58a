import { useState } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memberColumns } from '../../../engine/imports/members';
import { useMembers } from '../../api/imports';
import { useConsoleTranslation } from '../../kit/consoleStrings';
import { Loading, LoadError } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { CsvDownload } from './CsvDownload';
import { ImportPanel } from './ImportPanel';
import { MemberKindsPanel } from './MemberKindsPanel';
import { ManagerPage } from './ManagerPage';

/** The member kinds (MemberKindsPanel), the member list a page at a time with its download, and its import (ImportPanel). */
export function MembersBody() {
  const { t } = useConsoleTranslation();
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const list = useMembers(page);
  return (
    <>
      <MemberKindsPanel />
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
      <ImportPanel
        kind="members"
        onImported={() => {
          setPage(1);
          return list.mutate();
        }}
      />
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
