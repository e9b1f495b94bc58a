import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useOperationTranslation } from './operationStrings';

/** What a signed-out visitor of a signed-in page reads: what logging in gives there, and the way to it. */
export function LoginFirst({ children }: { children: ReactNode }) {
  const { t } = useOperationTranslation();
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to="/" color="inherit" size="small">
          {t('program.toLogin')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
