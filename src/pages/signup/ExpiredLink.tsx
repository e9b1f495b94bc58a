import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** An invalid, used or expired sign-up link (spec/public-area.md §2). */
export function ExpiredLink() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" role="alert" sx={{ my: 4 }}>
      {t('signup.expired')}
    </Alert>
  );
}
