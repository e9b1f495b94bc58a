import { useState, type FormEvent } from 'react';
import { displayName } from '../../../kit/displayName';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { startImpersonation } from '../../../api/console';
import { useConsoleTranslation } from '../../../kit/consoleStrings';
import { needsAdmin, userRoles, type UserRole } from '../../../../engine/roles';
import type { LocalizedText } from '../../../../engine/messages';
import { changeUserEmail, setUserLocked, setUserRole, type MngUser } from '../../../api/mngUsers';
import { useLanguage } from '../../../kit/useLanguage';
import { usePageStrings } from '../../../kit/pageStrings';
import { refusalText } from '../../judging/parts';
import { mngUsersStrings } from '../userStrings';

const useUsersTranslation = () => usePageStrings(mngUsersStrings);

const nameOf = displayName;

/** One user's details: roles, lock, and an e-mail change typed twice (issue 19). */
/** The signed-in manager, as the server judges what they may change (engine/roles.ts `needsAdmin`). */
export interface Viewer {
  id: number;
  role: string;
}

export function UserDrawerBody({ user, viewer, onChanged }: { user: MngUser; viewer: Viewer; onChanged: (user: MngUser) => void }) {
  const { t } = useUsersTranslation();
  const { language } = useLanguage();
  const [refusal, setRefusal] = useState<LocalizedText>();
  const [done, setDone] = useState<string>();
  const [email, setEmail] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<MngUser>, note?: string) => {
    setBusy(true);
    setRefusal(undefined);
    setDone(undefined);
    try {
      onChanged(await work());
      setDone(note);
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  const target = { id: user.id, role: user.roles.includes('admin') ? 'admin' : user.roles.includes('manager') ? 'manager' : 'attendee' };
  const adminOnly = (role: UserRole) => needsAdmin(viewer, target, role);
  const accountAdminOnly = needsAdmin(viewer, target);
  return (
    <Box sx={{ p: 3, width: { xs: '100vw', sm: 420 }, maxWidth: '100vw' }}>
      <Typography id="user-drawer-title" variant="h6" component="h2">
        {nameOf(user, language)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {[user.affiliation, user.department, user.rank].filter(Boolean).join(' / ')}
      </Typography>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusal[language]}
        </Alert>
      )}
      {done && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {done}
        </Alert>
      )}
      <Typography variant="subtitle1" component="h3">
        {t('mngUsers.rolesTitle')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', mb: 2 }}>
        {userRoles
          .filter((role) => role !== 'participant')
          .map((role) => (
            <FormControlLabel
              key={role}
              label={`${t(`mngUsers.roles.${role}`)}${adminOnly(role) && !accountAdminOnly ? ` (${t('mngUsers.adminOnly')})` : ''}`}
              control={
                <Checkbox
                  checked={user.roles.includes(role)}
                  disabled={busy || adminOnly(role)}
                  onChange={(event) => void run(() => setUserRole(user.id, role, event.target.checked))}
                />
              }
            />
          ))}
      </Box>
      {accountAdminOnly && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('mngUsers.managerAccountNote')}
        </Alert>
      )}
      {user.isLocked && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('mngUsers.lockedNote')}
        </Alert>
      )}
      <Button
        variant="outlined"
        color={user.isLocked ? 'primary' : 'error'}
        disabled={busy || accountAdminOnly || user.id === viewer.id}
        onClick={() => void run(() => setUserLocked(user.id, !user.isLocked))}
        sx={{ mb: 3 }}
      >
        {t(user.isLocked ? 'mngUsers.unlock' : 'mngUsers.lock')}
      </Button>
      <Box
        component="form"
        aria-labelledby="email-change-title"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void run(() => changeUserEmail(user.id, email, confirmation), t('mngUsers.emailChanged'));
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <Typography id="email-change-title" variant="subtitle1" component="h3">
          {t('mngUsers.emailTitle')}
        </Typography>
        <TextField
          size="small"
          type="email"
          required
          id="new-email"
          label={t('mngUsers.newEmail')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          size="small"
          type="email"
          required
          id="confirm-email"
          label={t('mngUsers.confirmEmail')}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <Button type="submit" variant="contained" disabled={busy || accountAdminOnly}>
          {t('mngUsers.changeEmail')}
        </Button>
      </Box>
      <ImpersonationSection user={user} />
    </Box>
  );
}

/** "Act as this user" (issue 19): not for managers, admins or locked accounts, which the server refuses too. */
export function ImpersonationSection({ user, onStart = startImpersonation }: { user: MngUser; onStart?: (id: number) => Promise<void> }) {
  const { t } = useConsoleTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<LocalizedText>();
  const [busy, setBusy] = useState(false);
  const isManager = user.roles.includes('manager') || user.roles.includes('admin');
  const reason = isManager ? t('console.impersonation.notPossibleManager') : user.isLocked ? t('console.impersonation.notPossibleLocked') : undefined;
  const start = async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await onStart(user.id);
      navigate('/');
    } catch (error) {
      setRefusal(refusalText(error));
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="impersonation-title" sx={{ mt: 3 }}>
      <Typography id="impersonation-title" variant="subtitle1" component="h3">
        {t('console.impersonation.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {reason ?? t('console.impersonation.note')}
      </Typography>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {refusal[language]}
        </Alert>
      )}
      <Button variant="outlined" color="warning" disabled={busy || reason !== undefined} onClick={() => void start()}>
        {t('console.impersonation.start')}
      </Button>
    </Box>
  );
}
