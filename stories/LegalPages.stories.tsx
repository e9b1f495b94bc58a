import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  GlobalPrivacyEnPage,
  GlobalPrivacyJaPage,
  KinkosPrivacyPage,
  PrivacyEnPage,
  PrivacyJaPage,
  TermsEnPage,
  TermsJaPage,
} from '../src/pages/legal/LegalPages';

/** The terms of use and privacy policies, each route's language version. */
const meta = { title: 'Pages/Legal' } satisfies Meta;
export default meta;
type Story = StoryObj;

export const TermsJapanese: Story = { render: () => <TermsJaPage /> };
export const TermsEnglish: Story = { render: () => <TermsEnPage /> };
export const PrivacyJapanese: Story = { render: () => <PrivacyJaPage /> };
export const PrivacyEnglish: Story = { render: () => <PrivacyEnPage /> };
export const GlobalPrivacyJapanese: Story = { render: () => <GlobalPrivacyJaPage /> };
export const GlobalPrivacyEnglish: Story = { render: () => <GlobalPrivacyEnPage /> };
export const PrintingPartnerPrivacy: Story = { render: () => <KinkosPrivacyPage /> };
export const PrintingPartnerPrivacyEnglish: Story = { globals: { locale: 'en' }, render: () => <KinkosPrivacyPage /> };
