import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { requestPasswordReset } from '../../api/account';
import { BaseError, FormInput, SmallForm } from '../../forms/SmallForm';
import { useEmailRequest } from './useEmailRequest';
import { AccountCard } from './AccountCard';

/** Route /forgot_password: the address, then a success screen with the 5-minute note (§2, §9). */
export function ForgotPasswordPage({ submit = requestPasswordReset }: { submit?: typeof requestPasswordReset }) {
  const { t } = useTranslation();
  const { email, setEmail, errors, busy, sentTo, onSubmit } = useEmailRequest('forgotPassword.email', 'user[email]', submit);

  if (sentTo) {
    return (
      <AccountCard id="forgot-title" title={t('forgotPassword.sentTitle')}>
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {t('forgotPassword.sentBody')}
        </Alert>
        <Typography variant="body2">{t('forgotPassword.waitNote')}</Typography>
        <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
          {t('app.backToTop')}
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard id="forgot-title" title={t('forgotPassword.title')}>
      <Typography>{t('forgotPassword.lead')}</Typography>
      <SmallForm onSubmit={() => void onSubmit()} label={t('forgotPassword.title')}>
        <FormInput name="email" label={t('login.email')} type="email" autoComplete="email" value={email} onChange={setEmail} errors={errors} autoFocus />
        <Typography variant="body2" color="text.secondary">
          {t('forgotPassword.waitNote')}
        </Typography>
        <BaseError errors={errors} />
        <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 2 }}>
          {busy ? t('app.sending') : t('forgotPassword.submit')}
        </Button>
      </SmallForm>
      <Typography variant="body2" sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/">{t('app.backToTop')}</Link>
      </Typography>
    </AccountCard>
  );
}
