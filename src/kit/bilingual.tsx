import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { UiLanguage as Language } from './i18n';
import { useLanguage } from './useLanguage';

/**
 * For display: the text in the interface's language, or else the other one marked with its
 * language, and in English said to have no English version (issue 21, item 7).
 */
export function useBilingualNode() {
  const { language } = useLanguage();
  const { t } = useTranslation();
  return (ja: string | null | undefined, en: string | null | undefined) => bilingualNode(language, t, ja, en);
}

/** useBilingualNode's answer, for a component that already holds the language and `t` (one per list item adds up). */
export function bilingualNode(language: Language, t: TFunction, ja: string | null | undefined, en: string | null | undefined): ReactNode {
  const wanted = language === 'en' ? en : ja;
  if (wanted) return wanted;
  const other = language === 'en' ? ja : en;
  if (!other) return '';
  return (
    <>
      <span lang={language === 'en' ? 'ja' : 'en'}>{other}</span>{' '}
      <Typography component="span" variant="caption" color="text.secondary">
        ({t('app.noTranslation')})
      </Typography>
    </>
  );
}

/** The English variant when the interface is English and there is one (for text inside other text). */
export function useBilingual() {
  const { language } = useLanguage();
  return (ja: string | null | undefined, en: string | null | undefined) => pickBilingual(language, ja, en);
}

export const pickBilingual = (language: Language, ja: string | null | undefined, en: string | null | undefined) => (language === 'en' && en ? en : (ja ?? ''));
