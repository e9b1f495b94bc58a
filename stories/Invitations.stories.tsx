import type { Meta, StoryObj } from '@storybook/react-vite';
import { invitationsKey, type Invitation, type InvitationSession } from '../src/api/invitations';
import { InvitationForm } from '../src/pages/mng/invitations/InvitationForm';
import { InvitationCard, InvitationsBody } from '../src/pages/mng/invitations/InvitationsPage';
import { MockApi } from './mockApi';

/**
 * The managers' invitations (issue 67): an invitation in each state (waiting, reminded, accepted,
 * declined, withdrawn, one from the program's file without an address), the form with and without
 * a session chosen, and the page with invitations, none, a failed load and while it loads.
 */
const meta = { title: 'Console/Invitations' } satisfies Meta;
export default meta;
type Story = StoryObj;

const session: InvitationSession = {
  id: 1001,
  code: '1A1',
  name: '乱流解析と混合精度演算',
  nameEn: 'Mixed-precision arithmetic and turbulence simulation',
  startAt: '2027-03-10T00:30:00Z',
};
const invitation = (id: number, change: Partial<Invitation> = {}): Invitation => ({
  id,
  sessionId: session.id,
  role: 'organizer',
  status: 'candidate',
  email: 'chair@example.org',
  familyName: '高橋',
  givenName: '健一',
  affiliation: '東都大学',
  roleName: '座長',
  roleNameEn: 'Chairperson',
  sentAt: '2027-01-10T01:00:00Z',
  remindedAt: null,
  reminders: 0,
  answeredAt: null,
  link: 'https://kaigi.example/organizer_commissions/Xq3vT9kLmN2pR8sW4yZa1B/invitation',
  ...change,
});
const waiting = invitation(1);
const reminded = invitation(2, {
  role: 'presenter',
  roleName: '',
  roleNameEn: '',
  familyName: 'Smith',
  givenName: 'Jane',
  email: 'jane@example.org',
  remindedAt: '2027-01-20T01:00:00Z',
  reminders: 2,
});
const accepted = invitation(3, { status: 'accepted', answeredAt: '2027-01-12T03:00:00Z', link: null });
const declined = invitation(4, { status: 'rejected', answeredAt: '2027-01-13T03:00:00Z', link: null, familyName: '伊藤', givenName: '美咲' });
const withdrawn = invitation(5, { status: 'withdrawn', link: null, familyName: '山本', givenName: '大輔' });
const fromFile = invitation(6, { email: null, sentAt: null });
const noop = () => undefined;

export const Waiting: Story = { render: () => <InvitationCard invitation={waiting} onRemind={noop} onWithdraw={noop} /> };
export const RemindedTwice: Story = { render: () => <InvitationCard invitation={reminded} session={session} onRemind={noop} onWithdraw={noop} /> };
export const Accepted: Story = { render: () => <InvitationCard invitation={accepted} onRemind={noop} onWithdraw={noop} /> };
export const Declined: Story = { render: () => <InvitationCard invitation={declined} onRemind={noop} onWithdraw={noop} /> };
export const Withdrawn: Story = { render: () => <InvitationCard invitation={withdrawn} onRemind={noop} onWithdraw={noop} /> };
export const FromTheProgramFile: Story = { render: () => <InvitationCard invitation={fromFile} onRemind={noop} onWithdraw={noop} /> };

export const FormForASession: Story = { render: () => <InvitationForm sessionId={session.id} onSent={noop} /> };
export const FormWithoutASession: Story = { render: () => <InvitationForm sessionId={undefined} onSent={noop} /> };

const page = (response: unknown) => (
  <MockApi responses={response === undefined ? {} : { [invitationsKey()]: response }}>
    <InvitationsBody />
  </MockApi>
);
export const Invitations: Story = { render: () => page({ sessions: [session], invitations: [reminded, waiting, accepted, declined, withdrawn, fromFile] }) };
export const NoInvitations: Story = { render: () => page({ sessions: [session], invitations: [] }) };
export const LoadFailed: Story = { render: () => page(new Error('HTTP 500')) };
export const Loading: Story = { render: () => page(undefined) };
