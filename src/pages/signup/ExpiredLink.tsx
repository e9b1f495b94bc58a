import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useConference } from '../../api/get-conference';

/**
 * An invalid, used or expired sign-up link (docs/requirements/public-area.md §2), and the ways on from it
 * (issue 68, item 23): a new link by pre-registration where the conference offers it, and the
 * top page.
 */
export function ExpiredLink() {
  const { t } = useTranslation();
  const { data: conference } = useConference();
  return (
    <>
      <Alert severity="warning" role="alert" sx={{ mt: 4, mb: 2 }}>
        {t('signup.expired')}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4 }}>
        {conference?.isPreRegisterEnabled && (
          <Button variant="contained" component={RouterLink} to="/pre_register/new">
            {t('signup.expiredPreRegister')}
          </Button>
        )}
        <Button variant={conference?.isPreRegisterEnabled ? 'outlined' : 'contained'} component={RouterLink} to="/">
          {t('signup.expiredTop')}
        </Button>
      </Stack>
    </>
  );
}
