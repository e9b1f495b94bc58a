import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** The account-issued screen (spec/public-area.md §2) with its two ways on. */
export function AccountIssued() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('signup.issuedTitle')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('signup.issuedBody')}</Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ justifyContent: "center" }}>
        <Button variant="contained" component="a" href="/qualification">
          {t('signup.goToQualification')}
        </Button>
        <Button variant="outlined" component={RouterLink} to="/">
          {t('signup.loginWithoutRegistering')}
        </Button>
      </Stack>
    </Paper>
  );
}
