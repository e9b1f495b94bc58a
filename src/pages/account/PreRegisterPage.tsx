import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { preRegister } from '../../api/account';
import { useConference } from '../../api/get-conference';
import { Loading, LoadError } from '../../app/Loading';
import { BaseError, FormInput, SmallForm } from '../../forms/SmallForm';
import { useEmailRequest } from './useEmailRequest';
import { AccountCard } from './AccountCard';

/** The form, then the "invitation sent" screen (§2, §4). */
export function PreRegisterForm({ submit = preRegister }: { submit?: typeof preRegister }) {
  const { t } = useTranslation();
  const { email, setEmail, errors, busy, sentTo, onSubmit } = useEmailRequest('preRegister.email', 'pre_register[email]', submit);

  if (sentTo) {
    return (
      <AccountCard id="pre-register-title" title={t('preRegister.sentTitle')}>
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {t('preRegister.sentBody', { email: sentTo })}
        </Alert>
        <Typography variant="body2">{t('preRegister.sentNote')}</Typography>
        <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
          {t('app.backToTop')}
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard id="pre-register-title" title={t('preRegister.title')}>
      <Typography>{t('preRegister.lead')}</Typography>
      <SmallForm onSubmit={() => void onSubmit()} label={t('preRegister.title')}>
        <FormInput name="email" label={t('login.email')} type="email" autoComplete="email" value={email} onChange={setEmail} errors={errors} autoFocus />
        <BaseError errors={errors} />
        <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 1 }}>
          {busy ? t('app.sending') : t('preRegister.submit')}
        </Button>
      </SmallForm>
      <Typography variant="body2" sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/">{t('app.backToTop')}</Link>
      </Typography>
    </AccountCard>
  );
}

/** Route /pre_register/new: only when the conference enables pre-registration, else back to /. */
export function PreRegisterPage() {
  const { data, error, mutate } = useConference();
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (!data) return <Loading />;
  if (!data.isPreRegisterEnabled) return <Navigate to="/" replace />;
  return <PreRegisterForm />;
}
