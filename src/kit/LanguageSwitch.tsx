import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from './i18n';

const names: Record<UiLanguage, string> = { ja: '日本語', en: 'English' };

/** Switches the interface language at once; offers only the conference's languages. */
export function LanguageSwitch({ languages }: { languages: readonly UiLanguage[] }) {
  const { t, i18n } = useTranslation();
  if (languages.length < 2) return null;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={i18n.language}
      aria-label={t('app.language')}
      onChange={(_event, next: UiLanguage | null) => next && void i18n.changeLanguage(next)}
      sx={{ bgcolor: 'background.paper' }}
    >
      {languages.map((language) => (
        <ToggleButton key={language} value={language} lang={language} sx={{ textTransform: 'none', px: 1.5 }}>
          {names[language]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
