import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { mutate } from 'swr';
import { logOut, optionalMeKey, useOptionalMe } from '../../api/session';

/**
 * On a page for people who are not signed in (pre-registration, a forgotten password, a sign-up
 * link): a signed-in visitor is told so, with the way to their own page and a way out of the
 * account, before anything else (issue 68, item 27).
 */
export function SignedInNotice() {
  const { t } = useTranslation();
  const me = useOptionalMe();
  const user = me.data?.user;
  if (!user) return null;
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      {t('account.signedInNotice', { email: user.email })}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" component={RouterLink} to="/">
          {t('account.signedInHome')}
        </Button>
        <Button size="small" onClick={() => void logOut().then(() => mutate(optionalMeKey))}>
          {t('account.signedInLogOut')}
        </Button>
      </Stack>
    </Alert>
  );
}
