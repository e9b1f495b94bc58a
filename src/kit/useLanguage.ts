import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import type { LocalizedText } from '../../engine/messages';
import { currentLanguage, type UiLanguage } from './i18n';

/** The interface language and a picker for texts held in both languages (errors, server messages). */
export function useLanguage(): { language: UiLanguage; pick: (text: LocalizedText) => string; both: (key: string) => LocalizedText } {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  return { language, pick: (text) => text[language], both: (key) => bothLanguages(i18n, key) };
}

/** A catalogue text in both languages, for what must follow a later language switch (toasts). */
export const bothLanguages = (i18n: i18n, key: string): LocalizedText => ({ ja: i18n.getFixedT('ja')(key), en: i18n.getFixedT('en')(key) });
