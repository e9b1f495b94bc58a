import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CommentView, LiveStatus, Talk } from '../src/api/live';
import { PresentationTalk, TalkView } from '../src/pages/program/PresentationTalk';
import { MockApi } from './mockApi';

/** Comments and likes on a presentation's page (issue 65): each state of the section, as an attendee and as a manager. */
const meta = { title: 'Pages/Program/Comments and likes' } satisfies Meta;
export default meta;
type Story = StoryObj;

const comment = (id: number, change: Partial<CommentView> = {}): CommentView => ({
  id,
  presentationId: 1,
  authorId: 100 + id,
  author: { ja: `山田 花子${id}`, en: `Hanako${id} Yamada` },
  body: 'とても分かりやすい発表でした。\n次回は測定誤差の扱いも伺いたいです。',
  createdAt: `2027-03-0${id}T01:2${id}:00Z`,
  editedAt: null,
  hidden: null,
  ...change,
});

const talk = (change: Partial<Talk> = {}): Talk => ({
  comments: [
    comment(1),
    comment(2, { authorId: 7, body: 'Thank you for the clear talk. Which sensor did you use?', editedAt: '2027-03-02T02:00:00Z' }),
    comment(3, { body: 'A'.repeat(40) + ' with a long word: ' + 'measurement'.repeat(8) }),
  ],
  likes: { count: 12, liked: false },
  lastEventId: 40,
  maxLength: 1000,
  ...change,
});

function Section({
  initial,
  status = 'live',
  me = { id: 7, isManager: false },
}: {
  initial: Talk;
  status?: LiveStatus;
  me?: { id: number; isManager: boolean };
}) {
  const [value, setValue] = useState(initial);
  return <TalkView presentationId={1} talk={value} status={status} me={me} update={(change) => setValue(change)} />;
}

export const Live: Story = { render: () => <Section initial={talk()} /> };
export const NoCommentsYet: Story = { render: () => <Section initial={talk({ comments: [], likes: { count: 0, liked: false } })} /> };
export const Liked: Story = { render: () => <Section initial={talk({ likes: { count: 13, liked: true } })} /> };
export const MyHiddenComment: Story = {
  render: () => <Section initial={talk({ comments: [comment(1), comment(4, { authorId: 7, hidden: { reason: '宣伝のため / Advertising' } })] })} />,
};
export const AsManager: Story = {
  render: () => <Section initial={talk({ comments: [...talk().comments, comment(5, { hidden: { reason: 'Off topic' } })] })} me={{ id: 1, isManager: true }} />,
};
export const Connecting: Story = { render: () => <Section initial={talk()} status="connecting" /> };
export const Reconnecting: Story = { render: () => <Section initial={talk()} status="reconnecting" /> };
export const StreamFailed: Story = { render: () => <Section initial={talk()} status="failed" /> };
export const ShortLimit: Story = { render: () => <Section initial={talk({ maxLength: 20 })} /> };
export const Loading: Story = {
  render: () => (
    <MockApi responses={{}}>
      <PresentationTalk presentationId={1} />
    </MockApi>
  ),
};
export const LoadFailed: Story = {
  render: () => (
    <MockApi responses={{ '/web_api/presentations/1/talk': new Error('500') }}>
      <PresentationTalk presentationId={1} />
    </MockApi>
  ),
};
