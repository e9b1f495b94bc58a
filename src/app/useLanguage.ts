import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../engine/messages';
import { currentLanguage, type UiLanguage } from './i18n';

/** The interface language and a picker for texts held in both languages (errors, server messages). */
export function useLanguage(): { language: UiLanguage; pick: (text: LocalizedText) => string } {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  return { language, pick: (text) => text[language] };
}
