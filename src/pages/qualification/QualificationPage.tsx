import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQualificationTranslation } from './strings';
import { Link as RouterLink } from 'react-router-dom';
import type { QualificationSettings } from '../../../schemas/operationSettings';
import { qualificationAccess } from '../../../engine/operationSettings';
import { useQualificationSettings } from '../../api/graphql';
import { useOptionalMe, type CurrentUser } from '../../api/session';
import { Loading, LoadError } from '../../kit/Loading';

const statusSeverity = { done: 'success', free: 'success', todo: 'info', processing: 'info', refunded: 'warning' } as const;

/** What /qualification says for these settings and this user. */
export function QualificationState({ settings, user }: { settings: QualificationSettings; user: CurrentUser | null }) {
  const { t } = useQualificationTranslation();
  if (!user) {
    return (
      <>
        <Alert severity="info" sx={{ my: 2 }}>
          {t('qualification.loginFirst')}
        </Alert>
        <Button variant="contained" component={RouterLink} to="/">
          {t('qualification.toLogin')}
        </Button>
      </>
    );
  }
  const access = qualificationAccess(settings, user.isManager);
  const status = user.qualificationStatus as keyof typeof statusSeverity;
  return (
    <>
      <Alert severity={access === 'open' ? 'info' : access === 'notRequired' ? 'success' : 'warning'} sx={{ my: 2 }}>
        {t(`qualification.access.${access}`)}
      </Alert>
      <Typography component="p" sx={{ my: 2 }}>
        {t('qualification.yourStatus')}{' '}
        <Typography component="strong" sx={{ fontWeight: 'bold' }} color={`${statusSeverity[status] ?? 'info'}.main`}>
          {t(`qualification.status.${status in statusSeverity ? status : 'todo'}`)}
        </Typography>
      </Typography>
      {access === 'open' && status === 'todo' && <Typography variant="body2">{t('qualification.nextStep')}</Typography>}
      <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
        {t('app.backToTop')}
      </Button>
    </>
  );
}

/** Route /qualification: the participation-registration state (QualificationSettingsQuery over GraphQL). */
export function QualificationPage() {
  const { t } = useQualificationTranslation();
  const settings = useQualificationSettings();
  const me = useOptionalMe();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="qualification-title" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id="qualification-title" variant="h5" component="h1" gutterBottom>
        {t('qualification.title')}
      </Typography>
      {settings.error || me.error ? (
        <LoadError onRetry={() => void Promise.all([settings.mutate(), me.mutate()])} />
      ) : !settings.data || !me.data ? (
        <Loading />
      ) : (
        <QualificationState settings={settings.data} user={me.data.user} />
      )}
    </Paper>
  );
}
