import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { checkLogin } from '../../../engine/account';
import { localize, messages, type LocalizedText, type MessageKey } from '../../../engine/messages';
import { ApiRequestError } from '../../api/http';
import { logIn, type CurrentUser } from '../../api/session';
import { useLanguage } from '../../kit/useLanguage';
import { FormInput, fromFieldErrors, noErrors, SmallForm, type FormErrors } from '../../forms/SmallForm';
import { useSessionValue } from '../../forms/useSessionValue';
import { LeanChoice } from '../../forms/widgets/LeanChoice';

/** A login failure as §8 says: the server's message translated with its variables, or "login error". */
export function loginFailure(error: unknown): { text: LocalizedText; isAlert: boolean } {
  if (error instanceof ApiRequestError && error.messageKey && error.messageKey in messages) {
    return { text: localize(error.messageKey as MessageKey, error.messageVariables), isAlert: false };
  }
  return { text: localize('loginError'), isAlert: true };
}

/**
 * The login form of the landing page (§2): e-mail, password, remember me. Submitting sets a busy
 * state; a failure shows above the form; success hands the user on (the venue screen).
 */
export interface LoginFormProps {
  onLoggedIn: (user: CurrentUser) => void;
  submit?: typeof logIn;
  /** The answer pages log in with "remember me" on (docs/requirements/operation-area.md §7). */
  rememberByDefault?: boolean;
  headingLevel?: 'h2' | 'h4';
}

export function LoginForm({ onLoggedIn, submit = logIn, rememberByDefault = false, headingLevel = 'h2' }: LoginFormProps) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const [email, setEmail] = useSessionValue('login.email');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(rememberByDefault);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [failure, setFailure] = useState<{ text: LocalizedText; isAlert: boolean }>();

  const onSubmit = async () => {
    const problems = checkLogin({ email, password });
    setErrors(fromFieldErrors(problems));
    if (problems.length > 0) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const { user } = await submit({ email, password, rememberMe });
      onLoggedIn(user);
    } catch (error) {
      setFailure(loginFailure(error));
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <SmallForm onSubmit={() => void onSubmit()} label={t('login.title')}>
      <Typography variant="h6" component={headingLevel} gutterBottom>
        {t('login.title')}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" variant={failure.isAlert ? 'filled' : 'standard'} sx={{ mb: 1 }}>
          {pick(failure.text)}
        </Alert>
      )}
      <FormInput name="email" label={t('login.email')} type="email" autoComplete="username" value={email} onChange={setEmail} errors={errors} />
      <FormInput
        name="password"
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        errors={errors}
      />
      <LeanChoice
        type="checkbox"
        id="remember_me"
        name="remember_me"
        label={t('login.rememberMe')}
        checked={rememberMe}
        onChange={(event) => setRememberMe(event.target.checked)}
      />
      <Button
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        disabled={busy}
        aria-busy={busy}
        sx={{ mt: 1 }}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </SmallForm>
  );
}
