import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { useNotingMode } from './NotingMode';

/**
 * The manager's noting-mode switch in the header; nothing for anyone else. Its code (MUI's Switch
 * and label) loads once the session says the visitor is a manager, not with every public page.
 */
export function NotingModeSwitch() {
  const { t } = useTranslation();
  const { isManager, enabled, setEnabled } = useNotingMode();
  if (!isManager) return null;
  return (
    <FormControlLabel
      sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: '0.875rem' } }}
      control={<Switch size="small" color="default" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
      label={t('notings.mode')}
    />
  );
}
