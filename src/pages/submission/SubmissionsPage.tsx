import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useOperationTranslation } from '../../kit/operationStrings';
import { submissionKinds, type SubmissionSettings } from '../../../schemas/submission';
import { submissionKindLabels } from '../../../engine/submission/buildSubmissionForm';
import { isWithinPeriod } from '../../../engine/commission/dates';
import { useTimeFormat } from '../../kit/timeZone';
import { localize } from '../../../engine/messages';
import { LoginFirst } from '../../kit/LoginFirst';
import { useMyApplications, useSubmissionSettings, type Application } from '../../api/submission';
import { useOptionalMe } from '../../api/session';
import { Loading, LoadError } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';

/** An application's state as one label and its colour: accepted, made final, submitted, or a draft. */
export function applicationStatusOf(application: Pick<Application, 'status' | 'isFinal' | 'presentationId'>) {
  if (application.presentationId) return { status: 'accepted', tone: 'primary' } as const;
  if (application.isFinal) return { status: 'final', tone: 'default' } as const;
  // A draft is the neutral chip: the warning colour's white text is too faint to read.
  return { status: application.status, tone: application.status.endsWith('submit') ? 'success' : 'default' } as const;
}

export function ApplicationStatusChip({ application }: { application: Pick<Application, 'status' | 'isFinal' | 'presentationId'> }) {
  const { t } = useOperationTranslation();
  const { status, tone } = applicationStatusOf(application);
  return <Chip size="small" color={tone} label={t(`submission.status.${status}`)} />;
}

export function SubmissionsView({ settings, applications, now = new Date() }: { settings: SubmissionSettings; applications: Application[]; now?: Date }) {
  const at = useTimeFormat();
  const { t } = useOperationTranslation();
  const { language } = useLanguage();
  const kinds = submissionKinds.filter((kind) => settings.kinds[kind]);
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('submission.newTitle')}
      </Typography>
      {kinds.length === 0 && <Alert severity="info">{t('submission.noneOffered')}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
        {kinds.map((kind) => {
          const kindSettings = settings.kinds[kind]!;
          const open = isWithinPeriod(now, kindSettings.proposalStartAt, kindSettings.proposalEndAt);
          return (
            <Box key={kind} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              <Button variant="contained" component={RouterLink} to={`/submissions/new/${kind}`} disabled={!open}>
                {t('submission.newOf', { kind: submissionKindLabels[kind][language] })}
              </Button>
              <Typography variant="caption" color="text.secondary">
                {open
                  ? kindSettings.proposalEndAt
                    ? t('submission.until', { end: at(kindSettings.proposalEndAt) })
                    : t('submission.periodOpen')
                  : localize('outsideApplicationPeriod')[language]}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('submission.mineTitle')}
      </Typography>
      {applications.length === 0 ? (
        <Typography color="text.secondary">{t('submission.noneYet')}</Typography>
      ) : (
        <List disablePadding>
          {applications.map((application) => (
            <ListItem key={application.id} divider sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', px: 0 }}>
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography component={RouterLink} to={`/submissions/${application.id}`} sx={{ fontWeight: 500, color: 'primary.main' }}>
                  {application.data.title || application.data.titleEn || t('submission.untitled')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {submissionKindLabels[application.kind][language]} · {t('submission.updatedAt', { at: at(application.updatedAt) })}
                </Typography>
              </Box>
              <ApplicationStatusChip application={application} />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

/** Route /submissions: the presenter's applications and a new one of each kind offered. */
export function SubmissionsPage() {
  const { t } = useOperationTranslation();
  const me = useOptionalMe();
  const loggedIn = Boolean(me.data?.user);
  const settings = useSubmissionSettings(loggedIn);
  const mine = useMyApplications(loggedIn);
  let body;
  if (me.error || settings.error || mine.error) body = <LoadError onRetry={() => void Promise.all([me.mutate(), settings.mutate(), mine.mutate()])} />;
  else if (!me.data) body = <Loading />;
  else if (!loggedIn) body = <LoginFirst>{t('submission.loginFirst')}</LoginFirst>;
  else if (!settings.data || !mine.data) body = <Loading />;
  else body = <SubmissionsView settings={settings.data.settings} applications={mine.data.applications} />;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="submissions-title" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id="submissions-title" variant="h5" component="h1" gutterBottom>
        {t('submission.listTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('submission.listLead')}</Typography>
      {body}
    </Paper>
  );
}
