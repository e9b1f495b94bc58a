import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser, Impersonator } from '../../api/session';
import { endImpersonation } from '../../api/console';
import { useLanguage } from '../../kit/useLanguage';
import { displayName } from '../../kit/displayName';
import { useConsoleTranslation } from '../../kit/consoleStrings';
import { clientRoutes } from '../../../engine/routes';

/**
 * On every page while a manager acts as someone (issue 19): whose eyes they see through, who they
 * really are, and one button back to their own account (and to the users list they came from).
 */
export function ImpersonationBanner({ user, impersonator, onBack }: { user: CurrentUser; impersonator: Impersonator; onBack?: () => Promise<void> }) {
  const { t } = useConsoleTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const back = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await (onBack ?? endImpersonation)();
      navigate(clientRoutes.mngUserList);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      severity="warning"
      square
      role="region"
      aria-label={t('console.impersonation.title')}
      data-testid="impersonation-banner"
      sx={{
        borderRadius: 0,
        borderBottom: 2,
        borderColor: 'warning.main',
        alignItems: 'center',
        flexWrap: 'wrap',
        // On a phone the button goes under the text rather than squeezing the address.
        '& .MuiAlert-message': { flex: '1 1 240px', overflowWrap: 'anywhere' },
        '& .MuiAlert-action': { ml: 'auto', pl: 1, mr: 0 },
      }}
      action={
        <Button variant="contained" size="small" disabled={busy} onClick={() => void back()} sx={{ whiteSpace: 'nowrap' }}>
          {t('console.impersonation.back')}
        </Button>
      }
    >
      {t('console.impersonation.banner', { name: displayName(user, language), email: user.email, manager: displayName(impersonator, language) })}
      {failed && <span role="alert"> {t('console.impersonation.backFailed')}</span>}
    </Alert>
  );
}
