import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { invitationRoleLabels, invitationStatusLabels, invitedName } from '../../../../engine/commission/invitations';
import { remindInvitation, useInvitations, withdrawInvitation, type Invitation, type InvitationSession } from '../../../api/invitations';
import { useConsoleTranslation } from '../../../kit/consoleStrings';
import { Loading, LoadError } from '../../../kit/Loading';
import { useTimeFormat } from '../../../kit/timeZone';
import { useLanguage } from '../../../kit/useLanguage';
import { refusalText } from '../../judging/parts';
import { ManagerPage } from '../ManagerPage';
import { useNotice } from '../notice';
import { InvitationForm } from './InvitationForm';

/** Accepted stands out; the others read as plain labels (an outlined chip keeps its text's contrast). */
const statusChip = {
  candidate: { color: 'default', variant: 'filled' },
  accepted: { color: 'success', variant: 'filled' },
  rejected: { color: 'default', variant: 'outlined' },
  withdrawn: { color: 'default', variant: 'outlined' },
} as const;

/** One invitation: who, for what, its state and its dates; a reminder or a withdrawal while it waits. */
export function InvitationCard({
  invitation,
  session,
  onRemind,
  onWithdraw,
}: {
  invitation: Invitation;
  session?: InvitationSession;
  onRemind: () => void;
  onWithdraw: () => void;
}) {
  const { t } = useConsoleTranslation();
  const { language, pick } = useLanguage();
  const at = useTimeFormat();
  const titleId = `invitation-${invitation.id}`;
  const role = (language === 'en' ? invitation.roleNameEn : invitation.roleName) || pick(invitationRoleLabels[invitation.role]);
  const dates = [
    invitation.sentAt ? t('console.invitations.sentAt', { at: at(invitation.sentAt) }) : t('console.invitations.fromFile'),
    invitation.remindedAt ? t('console.invitations.remindedAt', { count: invitation.reminders, at: at(invitation.remindedAt) }) : '',
    invitation.answeredAt ? t('console.invitations.answeredAt', { at: at(invitation.answeredAt) }) : '',
  ].filter(Boolean);
  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>
          {invitedName(invitation, language)} · {role}
        </Typography>
        <Chip size="small" {...statusChip[invitation.status]} label={pick(invitationStatusLabels[invitation.status])} />
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {[invitation.email, invitation.affiliation].filter(Boolean).join(' · ')}
      </Typography>
      {session && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[session.code, (language === 'en' && session.nameEn) || session.name].filter(Boolean).join(' ')}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {dates.join(' · ')}
      </Typography>
      {invitation.status === 'candidate' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 1 }}>
          {invitation.link && (
            <Link href={invitation.link} target="_blank" rel="noopener">
              {t('console.invitations.link')}
            </Link>
          )}
          {invitation.email && (
            <Button size="small" variant="outlined" onClick={onRemind}>
              {t('console.invitations.remind')}
            </Button>
          )}
          <Button size="small" color="error" onClick={onWithdraw}>
            {t('console.invitations.withdraw')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

const sessionLabel = (session: InvitationSession, language: 'ja' | 'en', at: (instant: string) => string) =>
  [session.code, (language === 'en' && session.nameEn) || session.name, session.startAt ? `(${at(session.startAt)})` : ''].filter(Boolean).join(' ');

/** The session picker (kept in the address), the new-invitation form and the session's invitations. */
export function InvitationsBody() {
  const { t } = useConsoleTranslation();
  const { language } = useLanguage();
  const at = useTimeFormat();
  const [params, setParams] = useSearchParams();
  const sessionId = Number(params.get('session')) || undefined;
  const list = useInvitations(sessionId);
  const notice = useNotice();
  const [withdrawing, setWithdrawing] = useState<Invitation>();
  const sessions = list.data?.sessions ?? [];
  const sessionOf = new Map(sessions.map((session) => [session.id, session]));

  const act = async (action: () => Promise<unknown>, said: (lng: 'ja' | 'en') => string) => {
    try {
      await action();
      notice.say('success', { ja: said('ja'), en: said('en') });
    } catch (error) {
      notice.say('error', refusalText(error));
    }
    await list.mutate();
  };
  return (
    <>
      <TextField
        select
        size="small"
        id="invitations-session"
        label={t('console.invitations.session')}
        value={sessionId && sessionOf.has(sessionId) ? String(sessionId) : ''}
        onChange={(event) => setParams(event.target.value ? { session: event.target.value } : {})}
        sx={{ minWidth: { xs: '100%', sm: 420 }, maxWidth: '100%', mb: 2 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('console.invitations.allSessions')}</MenuItem>
        {sessions.map((session) => (
          <MenuItem key={session.id} value={String(session.id)} sx={{ whiteSpace: 'normal' }}>
            {sessionLabel(session, language, at)}
          </MenuItem>
        ))}
      </TextField>
      {notice.element}
      <InvitationForm
        sessionId={sessionId && sessionOf.has(sessionId) ? sessionId : undefined}
        onSent={(text) => {
          notice.say('success', text);
          void list.mutate();
        }}
      />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('console.invitations.listTitle')}
      </Typography>
      {list.error ? (
        <LoadError onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.invitations.length === 0 ? (
        <Typography>{t('console.invitations.none')}</Typography>
      ) : (
        <>
          <Typography role="status" sx={{ mb: 1 }}>
            {t('console.invitations.count', { count: list.data.invitations.length })}
          </Typography>
          {list.data.invitations.map((invitation) => (
            <InvitationCard
              key={invitation.id}
              invitation={invitation}
              session={sessionId ? undefined : sessionOf.get(invitation.sessionId)}
              onRemind={() =>
                void act(
                  () => remindInvitation(invitation.id),
                  (lng) => t('console.invitations.reminded', { email: invitation.email, lng }),
                )
              }
              onWithdraw={() => setWithdrawing(invitation)}
            />
          ))}
        </>
      )}
      <Dialog open={!!withdrawing} onClose={() => setWithdrawing(undefined)} aria-labelledby="withdraw-title" aria-describedby="withdraw-text">
        <DialogTitle id="withdraw-title">{t('console.invitations.withdrawTitle', { name: withdrawing ? invitedName(withdrawing, language) : '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText id="withdraw-text">{t('console.invitations.withdrawText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setWithdrawing(undefined)}>{t('console.invitations.cancel')}</Button>
          <Button
            color="error"
            onClick={() => {
              const invitation = withdrawing!;
              setWithdrawing(undefined);
              void act(
                () => withdrawInvitation(invitation.id),
                (lng) => t('console.invitations.withdrawn', { name: invitedName(invitation, lng), lng }),
              );
            }}
          >
            {t('console.invitations.withdraw')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Route /mng/invitations: chairperson and presenter invitations (issue 67). */
export function InvitationsPage() {
  const { t } = useConsoleTranslation();
  return (
    <ManagerPage titleId="invitations-title" title={t('console.invitations.title')} lead={t('console.invitations.lead')}>
      {() => <InvitationsBody />}
    </ManagerPage>
  );
}
