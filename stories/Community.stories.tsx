import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ThreadView } from '../engine/community';
import type { Manual, ThreadPage } from '../src/api/community';
import { BoardView, ThreadDetail } from '../src/pages/community/BoardPages';
import { ManualEditor, ManualView } from '../src/pages/community/ManualPage';

/** The manual (read, untranslated, empty, edited) and the message board (threads with unread marks, none, a thread with new replies). */
const meta = { title: 'Pages/Community' } satisfies Meta;
export default meta;
type Story = StoryObj;

const manual: Manual = {
  bodyJa: '<p><strong>受付</strong>は1階ロビーです。</p><ul><li>名札を受け取ってください</li><li>Wi-Fi: kaigi-guest</li></ul>',
  bodyEn: '<p><strong>Reception</strong> is in the ground-floor lobby.</p><ul><li>Collect your name card</li><li>Wi-Fi: kaigi-guest</li></ul>',
  version: 3,
  updatedAt: '2027-03-01T01:00:00Z',
};
const noop = async () => undefined;

export const ManualRead: Story = { render: () => <ManualView manual={manual} /> };
export const ManualWithoutEnglish: Story = { render: () => <ManualView manual={{ ...manual, bodyEn: '' }} /> };
export const ManualEmpty: Story = { render: () => <ManualView manual={{ bodyJa: '', bodyEn: '', version: 0, updatedAt: null }} /> };
export const ManualEditing: Story = { render: () => <ManualEditor manual={manual} onSaved={() => undefined} onCancel={() => undefined} /> };

const author = { ja: '山田 花子', en: 'Hanako Yamada' };
const threads: ThreadPage = {
  items: [
    {
      id: 3,
      title: '懇親会の後に二次会へ行く方',
      author,
      createdAt: '2027-03-10T09:00:00Z',
      lastPostedAt: '2027-03-10T10:30:00Z',
      replyCount: 4,
      unread: true,
      mine: false,
    },
    {
      id: 2,
      title: 'Slides of session 1A1?',
      author: { ja: 'Smith Anna', en: 'Anna Smith' },
      createdAt: '2027-03-10T02:00:00Z',
      lastPostedAt: '2027-03-10T03:00:00Z',
      replyCount: 1,
      unread: false,
      mine: true,
    },
    {
      id: 1,
      title: '会場近くのランチ',
      author,
      createdAt: '2027-03-09T23:00:00Z',
      lastPostedAt: '2027-03-09T23:00:00Z',
      replyCount: 0,
      unread: false,
      mine: false,
    },
  ],
  pager: { currentPage: 1, totalPages: 3, totalCount: 45 },
  unreadCount: 1,
};
export const BoardWithThreads: Story = { render: () => <BoardView data={threads} onPage={() => undefined} onPost={noop} /> };
export const BoardEmpty: Story = {
  render: () => (
    <BoardView data={{ items: [], pager: { currentPage: 1, totalPages: 0, totalCount: 0 }, unreadCount: 0 }} onPage={() => undefined} onPost={noop} />
  ),
};

const thread: ThreadView = {
  id: 3,
  title: '懇親会の後に二次会へ行く方',
  body: '駅前のお店を予約しようと思います。\n参加される方は返信してください。',
  author,
  createdAt: '2027-03-10T09:00:00Z',
  lastPostedAt: '2027-03-10T10:30:00Z',
  mine: false,
  replies: [
    { id: 10, author: { ja: 'Smith Anna', en: 'Anna Smith' }, body: 'I would like to join!', createdAt: '2027-03-10T09:30:00Z', unread: false, mine: true },
    { id: 11, author: { ja: '佐藤 一郎', en: 'Ichiro Sato' }, body: '参加します。', createdAt: '2027-03-10T10:30:00Z', unread: true, mine: false },
  ],
};
export const ThreadWithNewReplies: Story = {
  render: () => <ThreadDetail thread={thread} isManager={false} onReply={noop} onRemoveThread={() => undefined} onRemoveReply={() => undefined} />,
};
export const ThreadForAManager: Story = {
  render: () => <ThreadDetail thread={{ ...thread, replies: [] }} isManager onReply={noop} onRemoveThread={() => undefined} onRemoveReply={() => undefined} />,
};
