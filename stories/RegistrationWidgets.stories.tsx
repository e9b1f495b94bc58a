import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { buildRegistrationForm } from '../engine/registration/buildRegistrationForm';
import type { FormData } from '../engine/formModel';
import { currentLanguage } from '../src/kit/i18n';
import { GeneratedFormView } from '../src/forms/GeneratedFormView';
import { RegistrationWidgetContext, type RegistrationWidgetState } from '../src/forms/widgets/formContext';
import { conferenceFixtures, keywordCategories } from './fixtures';

/**
 * One widget of the registration form of the strict conference, alone, in a chosen state. The
 * lookups (collation, postal code) are shown through the state the flow would hand them.
 */
function WidgetPreview({ path, data = {}, widgetState = {} }: { path: string; data?: FormData; widgetState?: RegistrationWidgetState }) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const form = useMemo(() => {
    const full = buildRegistrationForm({ settings: conferenceFixtures['strict-society'], language, keywordCategories });
    const properties = full.schema.properties as Record<string, unknown>;
    return { ...full, schema: { type: 'object', properties: { [path]: properties[path] } }, uiSchema: { [path]: full.uiSchema[path] } };
  }, [language, path]);
  const [formData, setFormData] = useState<FormData>(data);
  return (
    <RegistrationWidgetContext.Provider value={widgetState}>
      <GeneratedFormView form={form} formData={formData} onChange={setFormData} errors={[]} language={language} />
    </RegistrationWidgetContext.Provider>
  );
}

const meta = { title: 'Forms/Registration widgets', component: WidgetPreview } satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => undefined;
export const KeywordRowsEmpty: Story = { args: { path: 'keywordIds' } };
export const KeywordRowsTwoFull: Story = { args: { path: 'keywordIds', data: { keywordIds: [101, 201] } } };
export const ParticipationType: Story = { args: { path: 'participationType', data: { participationType: 'presenter' } } };
export const ProfileImage: Story = { args: { path: 'profileImage' } };
export const PostalCode: Story = { args: { path: 'zipCode', data: { zipCode: '１００－０００１' } } };
export const PostalCodeLooking: Story = {
  args: { path: 'zipCode', data: { zipCode: '1000001' }, widgetState: { postal: { busy: true, notFound: false, japanese: true } } },
};
export const PostalCodeNotFound: Story = {
  args: { path: 'zipCode', data: { zipCode: '0000000' }, widgetState: { postal: { busy: false, notFound: true, japanese: true } } },
};
/** Abroad: any form of code, nothing looked up, so no hint about seven digits. */
export const PostalCodeAbroad: Story = {
  args: { path: 'zipCode', data: { country: 'US', zipCode: '02139' }, widgetState: { postal: { busy: false, notFound: false, japanese: false } } },
};
export const MemberCodeCollating: Story = {
  args: { path: 'memberCode', data: { memberCode: 'JSM-1001' }, widgetState: { collation: { busy: true, onTakeSuggestion: noop } } },
};
export const MemberCodeMatched: Story = {
  args: { path: 'memberCode', data: { memberCode: 'JSM-1001' }, widgetState: { collation: { busy: false, ok: true, onTakeSuggestion: noop } } },
};
export const MemberCodeSuggestion: Story = {
  args: {
    path: 'memberCode',
    data: { memberCode: 'JSM-1001' },
    widgetState: {
      collation: {
        busy: false,
        ok: false,
        onTakeSuggestion: noop,
        suggestion: { nameSei: 'Yamada', nameMei: 'Hanako', affiliation: 'University of Tokyo', externalMemberId: 'EXT-000101' },
      },
    },
  },
};
export const Country: Story = { args: { path: 'country', data: { country: 'JP' } } };
export const Prefecture: Story = { args: { path: 'prefecture' } };
export const HonorificTitle: Story = { args: { path: 'honorificTitle' } };
export const AddressType: Story = { args: { path: 'addressType' } };
export const Location: Story = { args: { path: 'location' } };
export const Language: Story = { args: { path: 'language', data: { language: 'ja' } } };
export const SnsAddresses: Story = { args: { path: 'sns', data: { sns: { twitter: 'https://x.com/kaigi' } } } };
