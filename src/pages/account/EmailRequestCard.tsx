import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BaseError, FormInput, SmallForm } from '../../forms/SmallForm';
import { AccountCard } from './AccountCard';
import { useEmailRequest } from './useEmailRequest';

export interface EmailRequestTexts {
  title: string;
  lead: string;
  submit: string;
  sentTitle: string;
  /** May use {{email}}: the address the mail went to. */
  sentBody: string;
  sentNote: string;
}

/**
 * A page that asks for one address and mails a link to it (pre-registration, forgot password):
 * the form, then the "sent" screen. `texts` are translation keys.
 */
export function EmailRequestCard({
  id,
  storageKey,
  wireField,
  submit,
  texts,
  hint,
}: {
  id: string;
  storageKey: string;
  wireField: string;
  submit: (email: string) => Promise<unknown>;
  texts: EmailRequestTexts;
  /** Shown under the address, before any error. */
  hint?: ReactNode;
}) {
  const { t } = useTranslation();
  const { email, setEmail, errors, busy, sentTo, onSubmit } = useEmailRequest(storageKey, wireField, submit);

  if (sentTo) {
    return (
      <AccountCard id={id} title={t(texts.sentTitle)}>
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {t(texts.sentBody, { email: sentTo })}
        </Alert>
        <Typography variant="body2">{t(texts.sentNote)}</Typography>
        <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
          {t('app.backToTop')}
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard id={id} title={t(texts.title)}>
      <Typography>{t(texts.lead)}</Typography>
      <SmallForm onSubmit={() => void onSubmit()} label={t(texts.title)}>
        <FormInput name="email" label={t('login.email')} type="email" autoComplete="email" value={email} onChange={setEmail} errors={errors} autoFocus />
        {hint}
        <BaseError errors={errors} />
        <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: hint ? 2 : 1 }}>
          {busy ? t('app.sending') : t(texts.submit)}
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
