import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAccountTranslation } from './strings';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { checkNewPassword } from '../../../engine/account';
import { loadPasswordScreen } from '../../forms/passwordScreen';
import { passwordPolicy, type PasswordPolicyLevel } from '../../../engine/passwordPolicy';
import { localize } from '../../../engine/messages';
import { resetPassword, useResetToken } from '../../api/account';
import { useConference } from '../../api/get-conference';
import { ApiRequestError } from '../../api/http';
import { Loading, LoadError } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { BaseError, FormInput, fromFieldErrors, fromRequestError, noErrors, SmallForm, type FormErrors } from '../../forms/SmallForm';
import { AccountCard } from './AccountCard';

/** Route password_resets/{token}: the link has expired (or was used); apply again (§2, §8). */
export function PasswordResetExpiredPage() {
  const { t } = useAccountTranslation();
  const { pick } = useLanguage();
  return (
    <AccountCard id="reset-expired-title" title={t('resetPassword.expiredTitle')}>
      <Alert severity="warning" role="alert" sx={{ my: 2 }}>
        {pick(localize('resetExpired'))}
      </Alert>
      <Button variant="contained" component={RouterLink} to="/forgot_password">
        {t('resetPassword.applyAgain')}
      </Button>
    </AccountCard>
  );
}

export interface PasswordResetFormProps {
  level: PasswordPolicyLevel;
  submit: (password: string, confirmation: string) => Promise<unknown>;
  onExpired: () => void;
}

/** New password and confirmation with the policy's message and "did not match", then success. */
export function PasswordResetForm({ level, submit, onExpired }: PasswordResetFormProps) {
  const { t } = useAccountTranslation();
  const { pick } = useLanguage();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const onSubmit = async () => {
    const problems = checkNewPassword({ password, passwordConfirmation: confirmation }, level, await loadPasswordScreen());
    setErrors(fromFieldErrors(problems));
    if (problems.length > 0) return;
    setBusy(true);
    try {
      await submit(password, confirmation);
      setDone(true);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 410) return onExpired();
      setErrors(fromRequestError(error, { 'user[password]': 'password', 'user[password_confirmation]': 'passwordConfirmation' }));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AccountCard id="reset-title" title={t('resetPassword.doneTitle')}>
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {t('resetPassword.doneBody')}
        </Alert>
        <Button variant="contained" component={RouterLink} to="/">
          {t('app.backToTop')}
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard id="reset-title" title={t('resetPassword.title')}>
      <SmallForm onSubmit={() => void onSubmit()} label={t('resetPassword.title')}>
        <FormInput
          name="password"
          label={t('resetPassword.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          errors={errors}
          helperText={pick(localize(passwordPolicy(level).message))}
          autoFocus
        />
        <FormInput
          name="passwordConfirmation"
          label={t('resetPassword.confirmation')}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          errors={errors}
        />
        <BaseError errors={errors} />
        <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 1 }}>
          {busy ? t('app.sending') : t('resetPassword.submit')}
        </Button>
      </SmallForm>
      <Typography variant="body2" sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/">
          {t('app.backToTop')}
        </Link>
      </Typography>
    </AccountCard>
  );
}

/** Route password_resets/{token}/edit: checks the link first, then the form. */
export function PasswordResetEditPage() {
  const { token = '' } = useParams();
  const conference = useConference();
  const link = useResetToken(token);
  const [expired, setExpired] = useState(false);
  if (conference.error || link.error) return <LoadError onRetry={() => void Promise.all([conference.mutate(), link.mutate()])} />;
  if (!conference.data || !link.data) return <Loading />;
  if (expired || !link.data.ok) return <Navigate to={`/password_resets/${encodeURIComponent(token)}`} replace />;
  return (
    <PasswordResetForm
      level={conference.data.userPasswordPolicy as PasswordPolicyLevel}
      submit={(password, confirmation) => resetPassword(token, password, confirmation)}
      onExpired={() => setExpired(true)}
    />
  );
}
