import { useLanguage } from '../../kit/useLanguage';
import { globalPrivacyEn, globalPrivacyJa } from './content/globalPrivacy';
import { kinkosEn, kinkosJa } from './content/kinkos';
import { privacyEn, privacyJa } from './content/privacy';
import { termsEn } from './content/termsEn';
import { termsJa } from './content/termsJa';
import { LegalDocumentView } from './LegalDocumentView';

/**
 * The legal pages of docs/requirements/public-area.md §2. Each route is one language version, whatever the
 * interface language, and links to its other version; the printing-partner notice follows the
 * interface language. This module is loaded only when one of these routes is opened.
 */
export const TermsJaPage = () => <LegalDocumentView document={termsJa} otherVersions={[{ to: '/term_en', label: 'English version', lang: 'en' }]} />;
export const TermsEnPage = () => <LegalDocumentView document={termsEn} otherVersions={[{ to: '/term', label: '日本語版', lang: 'ja' }]} />;
export const PrivacyJaPage = () => (
  <LegalDocumentView
    document={privacyJa}
    otherVersions={[
      { to: '/privacy_policy/en', label: 'English version', lang: 'en' },
      { to: '/privacy_policy/global', label: 'グローバルプライバシーポリシー（EEA）', lang: 'ja' },
    ]}
  />
);
export const PrivacyEnPage = () => (
  <LegalDocumentView
    document={privacyEn}
    otherVersions={[
      { to: '/privacy_policy', label: '日本語版', lang: 'ja' },
      { to: '/privacy_policy/global/en', label: 'Global Privacy Policy (EEA)', lang: 'en' },
    ]}
  />
);
export const GlobalPrivacyJaPage = () => (
  <LegalDocumentView document={globalPrivacyJa} otherVersions={[{ to: '/privacy_policy/global/en', label: 'English version', lang: 'en' }]} />
);
export const GlobalPrivacyEnPage = () => (
  <LegalDocumentView document={globalPrivacyEn} otherVersions={[{ to: '/privacy_policy/global', label: '日本語版', lang: 'ja' }]} />
);
export function KinkosPrivacyPage() {
  const { language } = useLanguage();
  return <LegalDocumentView document={language === 'en' ? kinkosEn : kinkosJa} />;
}
