import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ParticipantPage } from '../src/api/participants';
import { ParticipantList } from '../src/pages/program/ParticipantsPage';

/** The participant list (issue 65): listed and not, a search with no match, and several pages. */
const meta = { title: 'Pages/Program/Participants' } satisfies Meta;
export default meta;
type Story = StoryObj;

const people = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  name: { ja: `山田 花子${index + 1}`, en: `Hanako${index + 1} Yamada` },
  affiliation: index % 4 === 3 ? null : { ja: '東京大学', en: index % 2 ? 'The University of Tokyo' : null },
}));
const page = (change: Partial<ParticipantPage> = {}): ParticipantPage => ({
  items: people.slice(0, 6),
  pager: { currentPage: 1, totalPages: 1, totalCount: 6 },
  listed: false,
  ...change,
});

function List({ initial }: { initial: ParticipantPage }) {
  const [data, setData] = useState(initial);
  return (
    <ParticipantList
      data={data}
      query=""
      onSearch={() => undefined}
      onPage={(current) => setData({ ...data, pager: { ...data.pager, currentPage: current } })}
      onListed={async (listed) => {
        setData({ ...data, listed });
        return true;
      }}
    />
  );
}

export const NotListedYet: Story = { render: () => <List initial={page()} /> };
export const Listed: Story = { render: () => <List initial={page({ listed: true })} /> };
export const NoMatch: Story = { render: () => <List initial={page({ items: [], pager: { currentPage: 1, totalPages: 0, totalCount: 0 } })} /> };
export const SeveralPages: Story = { render: () => <List initial={page({ items: people, pager: { currentPage: 1, totalPages: 7, totalCount: 128 } })} /> };
