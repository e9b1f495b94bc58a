import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AuditEntry, ManagedAnnouncement, ManagedInquiry, MyInquiry, OpenedInquiry, ReadableAnnouncement } from '../src/api/console';
import type { CurrentUser } from '../src/api/session';
import { ImpersonationBanner } from '../src/features/impersonation/ImpersonationBanner';
import { AuditTable } from '../src/pages/mng/AuditLogPage';
import { AnnouncementEditor, ManagedAnnouncementList } from '../src/pages/mng/AnnouncementsPage';
import { InquiryDetail, InquiryTable } from '../src/pages/mng/InquiriesPage';
import { AnnouncementList } from '../src/pages/home/AnnouncementsPanel';
import { InquiryForm, MyInquiryList } from '../src/pages/inquiries/MyInquiriesPage';

/** The managers' console beyond the users list (issue 19): impersonation, the audit log, announcements and inquiries, each state. */
const meta = { title: 'Pages/Managers/Console' } satisfies Meta;
export default meta;
type Story = StoryObj;

const noop = async () => undefined;
const attendee: CurrentUser = {
  id: 7,
  email: 'hanako@example.ac.jp',
  nameSei: 'Yamada',
  nameMei: 'Hanako',
  nameSeiKanji: '山田',
  nameMeiKanji: '花子',
  nameEn1: 'Hanako',
  nameEn3: 'Yamada',
  role: 'attendee',
  isManager: false,
  approvalStatus: 'approved',
  isApproved: true,
  qualificationStatus: 'done',
  isEvaluatable: false,
  isReviewable: false,
  isSponsor: false,
};

export const ImpersonationBannerShown: Story = {
  render: () => (
    <ImpersonationBanner
      user={attendee}
      impersonator={{
        id: 2,
        email: 'manager@example.com',
        nameSei: 'Kanri',
        nameMei: 'Taro',
        nameSeiKanji: '管理',
        nameMeiKanji: '太郎',
        nameEn1: 'Taro',
        nameEn3: 'Kanri',
      }}
      onBack={noop}
    />
  ),
};

const entries: AuditEntry[] = [
  {
    id: 9,
    action: 'impersonationEnd',
    actorId: 2,
    actorEmail: 'manager@example.com',
    targetUserId: 7,
    targetEmail: 'hanako@example.ac.jp',
    detail: { reason: 'targetPromoted' },
    at: '2026-11-25T08:00:00Z',
  },
  {
    id: 8,
    action: 'usersApprove',
    actorId: 2,
    actorEmail: 'manager@example.com',
    targetUserId: null,
    targetEmail: null,
    detail: { count: 42 },
    at: '2026-11-25T07:00:00Z',
  },
  {
    id: 7,
    action: 'awardGive',
    actorId: 2,
    actorEmail: 'manager@example.com',
    targetUserId: null,
    targetEmail: null,
    detail: { presentationId: 12, subject: '最優秀発表賞' },
    at: '2026-11-25T06:00:00Z',
  },
  {
    id: 6,
    action: 'applicationAccept',
    actorId: 2,
    actorEmail: 'manager@example.com',
    targetUserId: null,
    targetEmail: null,
    detail: { applicationId: 3, presentationId: 1000001 },
    at: '2026-11-25T05:00:00Z',
  },
  {
    id: 5,
    action: 'impersonationEnd',
    actorId: 2,
    actorEmail: 'manager@example.com',
    targetUserId: 7,
    targetEmail: 'hanako@example.ac.jp',
    detail: { reason: 'back' },
    at: '2026-11-24T05:10:00Z',
  },
  {
    id: 4,
    action: 'impersonationStart',
    actorId: 2,
    actorEmail: 'manager@example.com',
    targetUserId: 7,
    targetEmail: 'hanako@example.ac.jp',
    detail: {},
    at: '2026-11-24T05:02:00Z',
  },
  {
    id: 3,
    action: 'roleGrant',
    actorId: 2,
    actorEmail: 'manager@example.com',
    targetUserId: 8,
    targetEmail: 'reviewer@example.org',
    detail: { role: 'reviewer' },
    at: '2026-11-23T09:00:00Z',
  },
  {
    id: 2,
    action: 'emailChange',
    actorId: 1,
    actorEmail: 'admin@example.com',
    targetUserId: null,
    targetEmail: 'old@example.org',
    detail: { from: 'old@example.org', to: 'new@example.org' },
    at: '2026-11-22T09:00:00Z',
  },
  {
    id: 1,
    action: 'userLock',
    actorId: null,
    actorEmail: 'former-manager@example.com',
    targetUserId: 9,
    targetEmail: 'spam@example.net',
    detail: {},
    at: '2026-11-21T09:00:00Z',
  },
];
export const AuditLog: Story = { render: () => <AuditTable entries={entries} /> };
export const AuditLogEmpty: Story = { render: () => <AuditTable entries={[]} /> };

const announcement = (id: number, change: Partial<ManagedAnnouncement> = {}): ManagedAnnouncement => ({
  id,
  titleJa: '懇親会の受付時間',
  titleEn: 'Reception hours for the banquet',
  bodyJa: '<p>懇親会の受付は<b>18:00</b>からです。</p>',
  bodyEn: '<p>The banquet reception opens at <b>18:00</b>.</p>',
  publishedAt: '2026-11-24T03:00:00Z',
  updatedAt: '2026-11-24T03:00:00Z',
  readCount: 42,
  ...change,
});
export const AnnouncementEditorNew: Story = { render: () => <AnnouncementEditor onSave={noop} onCancel={() => undefined} /> };
export const AnnouncementEditorEditing: Story = { render: () => <AnnouncementEditor initial={announcement(1)} onSave={noop} onCancel={() => undefined} /> };
export const AnnouncementEditorRefused: Story = {
  render: () => (
    <AnnouncementEditor
      onSave={async () => {
        throw new Error('The server could not be reached');
      }}
      onCancel={() => undefined}
      initial={announcement(1, { titleEn: '' })}
    />
  ),
};
export const ManagedAnnouncements: Story = {
  render: () => (
    <ManagedAnnouncementList
      items={[announcement(3, { publishedAt: null, titleJa: '（下書き）閉会式', readCount: 0 }), announcement(2, { titleEn: '', bodyEn: '' }), announcement(1)]}
      onEdit={() => undefined}
      onChanged={noop}
    />
  ),
};
export const ManagedAnnouncementsEmpty: Story = { render: () => <ManagedAnnouncementList items={[]} onEdit={() => undefined} onChanged={noop} /> };

const readable = (id: number, change: Partial<ReadableAnnouncement> = {}): ReadableAnnouncement => ({ ...announcement(id), isRead: false, ...change });
export const DashboardAnnouncements: Story = {
  render: () => (
    <AnnouncementList
      items={[
        readable(3),
        readable(2, { titleJa: 'ポスター掲示の注意', titleEn: '', bodyJa: '<p>ポスターはA0縦でお願いします。</p>', bodyEn: '' }),
        readable(1, { isRead: true }),
      ]}
      unreadCount={2}
      onOpen={() => undefined}
    />
  ),
};
export const DashboardAnnouncementsAllRead: Story = {
  render: () => <AnnouncementList items={[readable(1, { isRead: true })]} unreadCount={0} onOpen={() => undefined} />,
};
export const DashboardAnnouncementsNone: Story = { render: () => <AnnouncementList items={[]} unreadCount={0} onOpen={() => undefined} /> };

const mine: MyInquiry[] = [
  { id: 2, subject: 'Parking', body: 'Is there parking near the venue?', createdAt: '2026-11-24T02:00:00Z', isRead: false, replies: [] },
  {
    id: 1,
    subject: '領収書の宛名について',
    body: '領収書の宛名を大学名に変更できますか。\nよろしくお願いします。',
    createdAt: '2026-11-23T02:00:00Z',
    isRead: true,
    replies: [{ id: 1, body: '変更できます。参加登録の備考欄に宛名をご記入ください。', createdAt: '2026-11-23T08:00:00Z', isRead: false }],
  },
];
export const InquiryFormEmpty: Story = { render: () => <InquiryForm onSend={noop} /> };
export const InquiryFormRefused: Story = {
  render: () => (
    <InquiryForm
      onSend={async () => {
        throw new Error('Too many requests');
      }}
    />
  ),
};
export const MyInquiries: Story = { render: () => <MyInquiryList items={mine} /> };
export const MyInquiriesNone: Story = { render: () => <MyInquiryList items={[]} /> };

const sender = {
  id: 7,
  email: 'hanako@example.ac.jp',
  nameSei: 'Yamada',
  nameMei: 'Hanako',
  nameSeiKanji: '山田',
  nameMeiKanji: '花子',
  nameEn1: 'Hanako',
  nameEn3: 'Yamada',
};
const inbox: ManagedInquiry[] = [
  { id: 2, subject: 'Parking', body: 'Is there parking near the venue?', createdAt: '2026-11-24T02:00:00Z', isRead: false, sender, replyCount: 0 },
  { id: 1, subject: '領収書の宛名について', body: '…', createdAt: '2026-11-23T02:00:00Z', isRead: true, sender, replyCount: 1 },
];
export const ManagersInbox: Story = { render: () => <InquiryTable items={inbox} onOpen={() => undefined} /> };
export const ManagersInboxEmpty: Story = { render: () => <InquiryTable items={[]} onOpen={() => undefined} /> };
const opened: OpenedInquiry = { ...inbox[1]!, body: mine[1]!.body, replies: mine[1]!.replies };
export const InquiryOpened: Story = { render: () => <InquiryDetail inquiry={opened} onReply={noop} onMarkUnread={noop} /> };
export const InquiryOpenedWithoutReplies: Story = {
  render: () => <InquiryDetail inquiry={{ ...inbox[0]!, replies: [] }} onReply={noop} onMarkUnread={noop} />,
};
export const InquiryReplyFailed: Story = {
  render: () => (
    <InquiryDetail
      inquiry={{ ...inbox[0]!, replies: [] }}
      onReply={async () => {
        throw new Error('The mail could not be sent');
      }}
      onMarkUnread={noop}
    />
  ),
};
