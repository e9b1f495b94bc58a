import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import ja from '../locales/ja.json';

export const LANGUAGE_STORAGE_KEY = 'kaigi.language';
export const supportedLanguages = ['ja', 'en'] as const;
export type UiLanguage = (typeof supportedLanguages)[number];

function storedLanguage(): UiLanguage | undefined {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return value === 'ja' || value === 'en' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** ja and en, fallback en (docs/requirements/public-area.md §1); the choice is remembered in this browser. */
export function createI18n(language: UiLanguage = storedLanguage() ?? 'ja') {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { ja: { translation: ja }, en: { translation: en } },
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...supportedLanguages],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instance.on('languageChanged', (next) => {
    try {
      globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts this page only.
    }
    if (typeof document !== 'undefined') document.documentElement.lang = next;
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return instance;
}

export const currentLanguage = (language: string): UiLanguage => (language === 'en' ? 'en' : 'ja');
