import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';

/** Noting mode on or off, as the header shows it to a manager (NotingModeSwitch). */
export function NotingModeSwitchControl({ enabled, onChange }: { enabled: boolean; onChange: (enabled: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: '0.875rem' } }}
      control={<Switch size="small" color="default" checked={enabled} onChange={(event) => onChange(event.target.checked)} />}
      label={t('notings.mode')}
    />
  );
}
