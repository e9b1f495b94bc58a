import { SignedInNotice } from './SignedInNotice';
import Typography from '@mui/material/Typography';
import { useAccountTranslation } from './strings';
import { requestPasswordReset } from '../../api/account';
import { EmailRequestCard } from './EmailRequestCard';

const texts = {
  title: 'forgotPassword.title',
  lead: 'forgotPassword.lead',
  submit: 'forgotPassword.submit',
  sentTitle: 'forgotPassword.sentTitle',
  sentBody: 'forgotPassword.sentBody',
  sentNote: 'forgotPassword.waitNote',
};

/** Route /forgot_password: the address, then a success screen with the 5-minute note (§2, §9). */
export function ForgotPasswordPage({ submit = requestPasswordReset }: { submit?: typeof requestPasswordReset }) {
  const { t } = useAccountTranslation();
  return (
    <>
      <SignedInNotice />
      <EmailRequestCard
        id="forgot-title"
        storageKey="forgotPassword.email"
        wireField="user[email]"
        submit={submit}
        texts={texts}
        hint={
          <Typography variant="body2" color="text.secondary">
            {t('forgotPassword.waitNote')}
          </Typography>
        }
      />
    </>
  );
}
