import { useDeferredValue, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, py: 6 }}>
      <CircularProgress size={28} aria-hidden />
      <span>{t('app.loading')}</span>
    </Box>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      }
    >
      {t('app.fetchError')}
    </Alert>
  );
}

/**
 * `children` rendered in the background once the page has what it needs: the first render shows
 * `fallback` (the same status as while loading), and React then renders the children as a
 * transition, in slices of a few milliseconds with the browser free between them. A generated
 * form mounted in one piece was one task of 300–450 ms at a phone's speed, which held every key
 * and tap made meanwhile; nothing below it shows before it, so nothing is pushed down.
 */
export function RenderInSlices({ children, fallback = <Loading /> }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
