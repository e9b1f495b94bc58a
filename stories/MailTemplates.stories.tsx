import type { Meta, StoryObj } from '@storybook/react-vite';
import { mailCatalog, mailKinds, sampleValues } from '../engine/mails/catalog';
import { builtInText, composeMail } from '../engine/mails/compose';
import { mailTemplatesKey, type MailKindView, type MailSettingsView } from '../src/api/mailTemplates';
import { MailPreviewDialog } from '../src/pages/mng/MailPreviewDialog';
import { MailTemplateEditor, MailTemplatesBody } from '../src/pages/mng/MailTemplatesPage';
import { MockApi } from './mockApi';

/**
 * Mail settings (issue 67): the page with the sender and the first mail, a mail whose text a
 * manager changed, one still on its built-in text, and the page's load states.
 */
const meta = { title: 'Console/Mail settings' } satisfies Meta;
export default meta;
type Story = StoryObj;

const kindView = (kind: (typeof mailKinds)[number], customised = false): MailKindView => ({
  kind,
  title: mailCatalog[kind].title,
  when: mailCatalog[kind].when,
  variables: [...mailCatalog[kind].variables],
  builtIn: builtInText(kind),
  template: customised
    ? {
        subject: { ja: '【{{conferenceTitle}}】ご登録のご案内', en: '[{{conferenceTitle}}] Your registration link' },
        body: { ja: 'ご登録はこちらから：\n\n{{link}}\n\n計算科学シンポジウム事務局', en: 'Register here:\n\n{{link}}\n\nThe secretariat' },
        version: 3,
        updatedAt: '2027-01-10T01:00:00Z',
      }
    : null,
});
const view: MailSettingsView = {
  settings: { senderName: '計算科学シンポジウム事務局', replyTo: 'office@example.org', version: 2 },
  kinds: mailKinds.map((kind) => kindView(kind, kind === 'signUpLink')),
};
const noop = () => undefined;

export const Page: Story = {
  render: () => (
    <MockApi responses={{ [mailTemplatesKey]: view }}>
      <MailTemplatesBody />
    </MockApi>
  ),
};
export const ChangedMail: Story = { render: () => <MailTemplateEditor kind={kindView('signUpLink', true)} onChanged={noop} /> };
export const InvitationOnItsBuiltInText: Story = { render: () => <MailTemplateEditor kind={kindView('invitation')} onChanged={noop} /> };
export const LoadFailed: Story = {
  render: () => (
    <MockApi responses={{ [mailTemplatesKey]: new Error('HTTP 500') }}>
      <MailTemplatesBody />
    </MockApi>
  ),
};
export const Loading: Story = {
  render: () => (
    <MockApi responses={{}}>
      <MailTemplatesBody />
    </MockApi>
  ),
};

/** The preview a manager opens before saving (the invitation form shows the same dialog). */
export const Preview: Story = {
  render: () => (
    <MailPreviewDialog
      id="story-preview"
      mail={composeMail('manager@example.com', builtInText('invitation'), { ja: sampleValues('invitation', 'ja'), en: sampleValues('invitation', 'en') })}
      onClose={noop}
      labels={{ title: 'The mail with the sample values', to: 'To', subject: 'Subject', close: 'Close' }}
    />
  ),
};
