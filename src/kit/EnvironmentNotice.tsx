import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRecommendedBrowser } from './browserSupport';

/** The recommended-environment box of docs/requirements/public-area.md §9. */
export function RecommendedEnvironment() {
  const { t } = useTranslation();
  const rows = ['windows', 'mac', 'ios', 'android'] as const;
  return (
    <Box component="section" aria-labelledby="environment-title" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'grey.50' }}>
      <Typography id="environment-title" variant="subtitle1" component="h2" sx={{ fontWeight: 'bold', mb: 1 }}>
        {t('environment.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}>
        {rows.map((row) => (
          <Box key={row} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 'bold' }}>
              {t(`environment.${row}.label`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
              {t(`environment.${row}.browsers`)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('environment.pcAdvice')}
      </Typography>
    </Box>
  );
}

/** The unsupported-browser warning (§4): shown unless Safari 12+, Chrome 80+ or Edge. */
export function BrowserWarning({ userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent }: { userAgent?: string }) {
  const { t } = useTranslation();
  if (isRecommendedBrowser(userAgent)) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {t('environment.unsupported')}
    </Alert>
  );
}
