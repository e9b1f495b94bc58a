import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

export function DummyBanner() {
  const { t } = useTranslation();
  return (
    <Alert severity="error" variant="filled" role="alert" sx={{ mb: 3 }}>
      {t('signup.dummyBanner')}
    </Alert>
  );
}
