import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { QualificationSettings } from '../../../schemas/operationSettings';
import { accountIssuedVariant } from '../../../engine/qualification';
import { useQualificationSettings } from '../../api/graphql';
import { Loading } from '../../kit/Loading';

/**
 * The account-issued screen (docs/requirements/public-area.md §2). When participation registration is required
 * and open to everyone, the variant leads on to it; otherwise (or if the settings cannot be
 * read) the standard screen.
 */
export function AccountIssuedView({ settings }: { settings: QualificationSettings | undefined }) {
  const { t } = useTranslation();
  const variant = settings ? accountIssuedVariant(settings) : 'standard';
  const required = variant === 'qualificationRequired';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, textAlign: 'center' }} data-variant={variant}>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('signup.issuedTitle')}
      </Typography>
      <Typography sx={{ mb: required ? 1 : 3 }}>{t('signup.issuedBody')}</Typography>
      {required && <Typography sx={{ mb: 3, fontWeight: 'bold' }}>{t('signup.issuedRequired')}</Typography>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant={required ? 'contained' : 'outlined'} component={RouterLink} to="/qualification">
          {t('signup.goToQualification')}
        </Button>
        <Button variant={required ? 'outlined' : 'contained'} component={RouterLink} to="/">
          {t('signup.loginWithoutRegistering')}
        </Button>
      </Stack>
    </Paper>
  );
}

export function AccountIssued() {
  const { data, error } = useQualificationSettings();
  // Wait for the settings so the screen does not change under the reader; without them, the standard one.
  if (!data && !error) return <Loading />;
  return <AccountIssuedView settings={data} />;
}
