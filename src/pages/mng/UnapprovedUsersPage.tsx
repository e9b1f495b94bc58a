import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useOperationTranslation } from '../../kit/operationStrings';
import { approveUser, useUnapprovedUsers, type ListedUser } from '../../api/account';
import { useTimeFormat } from '../../kit/timeZone';
import { useOptionalMe } from '../../api/session';
import { Loading, LoadError } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { displayName } from '../../kit/displayName';

export function UnapprovedUsersTable({ users, onApprove }: { users: ListedUser[]; onApprove: (user: ListedUser) => Promise<void> }) {
  const at = useTimeFormat();
  const { t } = useOperationTranslation();
  const { language } = useLanguage();
  const [busyId, setBusyId] = useState<number>();
  const [failed, setFailed] = useState<string>();
  if (users.length === 0) return <Alert severity="success">{t('mng.noneWaiting')}</Alert>;
  const approve = async (user: ListedUser) => {
    setBusyId(user.id);
    setFailed(undefined);
    try {
      await onApprove(user);
    } catch {
      setFailed(displayName(user, language));
    } finally {
      setBusyId(undefined);
    }
  };
  return (
    <>
      {failed && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('mng.approveFailed', { name: failed })}
        </Alert>
      )}
      {/* A phone scrolls the table sideways (focusable, so the keyboard can too) rather than
          breaking a name or an address a letter a line; relative, so that the hidden column
          heading (absolute) scrolls with it instead of widening the page. */}
      <TableContainer tabIndex={0} role="region" aria-labelledby="mng-users-title" sx={{ position: 'relative', '& th, & td': { whiteSpace: 'nowrap' } }}>
        <Table size="small" aria-labelledby="mng-users-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('mng.name')}</TableCell>
              <TableCell>{t('login.email')}</TableCell>
              <TableCell>{t('mng.registeredAt')}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t('mng.action')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((user) => (
              <TableRow key={user.id}>
                <TableCell>{displayName(user, language)}</TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>{at(user.createdAt)}</TableCell>
                <TableCell align="right">
                  <Button
                    variant="contained"
                    size="small"
                    disabled={busyId === user.id}
                    onClick={() => void approve(user)}
                    aria-label={t('mng.approveUser', { name: displayName(user, language) })}
                  >
                    {t('mng.approve')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** Route /mng/users: managers approve new accounts (§4 "User approval"). */
export function UnapprovedUsersPage() {
  const { t } = useOperationTranslation();
  const me = useOptionalMe();
  const isManager = Boolean(me.data?.user?.isManager);
  const list = useUnapprovedUsers(isManager);
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
    body = (
      <UnapprovedUsersTable
        users={list.data.users}
        onApprove={async (user) => {
          await approveUser(user.id);
          await list.mutate({ users: list.data!.users.filter((other) => other.id !== user.id) }, { revalidate: true });
        }}
      />
    );
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby="mng-users-title" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id="mng-users-title" variant="h5" component="h1" gutterBottom>
        {t('mng.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('mng.lead')}</Typography>
      {body}
    </Paper>
  );
}
