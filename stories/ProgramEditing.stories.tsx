import type { Meta, StoryObj } from '@storybook/react-vite';
import { boardKey, type PresentationPlace, type ProgramBoard as BoardData, type ProgramOutline } from '../src/api/programEditing';
import { ProgramBoard } from '../src/pages/mng/program/ProgramBoard';
import { MoveDialog } from '../src/pages/mng/program/MoveDialog';
import { NamedList } from '../src/pages/mng/program/NamedList';
import { SessionEditor, SessionsTab } from '../src/pages/mng/program/SessionsTab';
import { EventEditor, EventsTab } from '../src/pages/mng/program/EventsTab';
import { MockApi } from './mockApi';

/**
 * The managers' program editing (issue 67): the day's board (sessions by room, presentations not
 * in a session beside them), the Move dialog, the sessions of a day and a session's form (new,
 * edited, with the rules' errors after a first save), the events of a day and an event's form,
 * rooms (in groups), room groups and series, and a day without sessions or events.
 */
const meta = { title: 'Pages/Program editing' } satisfies Meta;
export default meta;
type Story = StoryObj;

const noop = () => undefined;
const at = (hhmm: string) => `2027-03-10T${hhmm}:00.000Z`;
const outline: ProgramOutline = {
  days: ['2027-03-10', '2027-03-11'],
  rooms: [
    { id: 1, name: 'A会場', nameEn: 'Room A', position: 0, groupId: 1, version: 1, sessions: 2, events: 1 },
    { id: 2, name: 'B会場', nameEn: 'Room B', position: 1, groupId: 1, version: 1, sessions: 1, events: 0 },
    { id: 3, name: 'E会場', nameEn: '', position: 2, groupId: null, version: 1, sessions: 0, events: 0 },
  ],
  groups: [
    { id: 1, name: '南館', nameEn: 'South wing', position: 0, version: 1, rooms: 2 },
    { id: 2, name: '北館', nameEn: 'North wing', position: 1, version: 1, rooms: 0 },
  ],
  events: [
    {
      id: 1,
      name: '開会式',
      nameEn: 'Opening ceremony',
      description: '',
      descriptionEn: '',
      startAt: at('00:00'),
      endAt: at('00:20'),
      roomId: 1,
      place: '',
      placeEn: '',
      version: 1,
    },
    {
      id: 2,
      name: '懇親会',
      nameEn: 'Reception',
      description: '立食形式です。参加登録で申し込んだ方が対象です。',
      descriptionEn: 'A standing buffet, for those who booked it when registering.',
      startAt: at('09:00'),
      endAt: at('11:00'),
      roomId: null,
      place: 'ホテル宴会場',
      placeEn: 'Hotel banquet hall',
      version: 1,
    },
  ],
  series: [
    { id: 1, kind: 'oral', name: '一般講演', nameEn: 'General talks', position: 0, version: 1, uses: 12 },
    { id: 2, kind: 'poster', name: 'ポスター発表', nameEn: 'Posters', position: 1, version: 1, uses: 0 },
  ],
  sessions: [
    {
      id: 11,
      code: '1A1',
      name: '数値計算',
      nameEn: 'Numerical methods',
      description: '数値計算の最新成果',
      descriptionEn: '',
      presentationKind: 'oral',
      seriesId: 1,
      roomId: 1,
      startAt: at('00:30'),
      endAt: at('01:30'),
      version: 1,
      presentations: 3,
      commissions: 0,
    },
    {
      id: 12,
      code: '1A2',
      name: '機械学習',
      nameEn: 'Machine learning',
      description: '機械学習の応用',
      descriptionEn: '',
      presentationKind: 'oral',
      seriesId: 1,
      roomId: 1,
      startAt: at('02:00'),
      endAt: at('03:00'),
      version: 2,
      presentations: 0,
      commissions: 1,
    },
    {
      id: 13,
      code: '1B1',
      name: '流体',
      nameEn: 'Fluids',
      description: '流体シミュレーション',
      descriptionEn: '',
      presentationKind: 'oral',
      seriesId: 1,
      roomId: 2,
      startAt: at('00:30'),
      endAt: at('01:30'),
      version: 1,
      presentations: 1,
      commissions: 0,
    },
  ],
};
const place = (id: number, code: string, sessionId: number | null, start: string | null, extra: Partial<PresentationPlace> = {}): PresentationPlace => ({
  id,
  code,
  kind: 'oral',
  sessionId,
  startAt: start ? at(start) : null,
  endAt: start ? new Date(Date.parse(at(start)) + 15 * 60_000).toISOString() : null,
  name: `発表 ${code} 大規模並列計算による乱流解析`,
  nameEn: `Talk ${code}: turbulence on a parallel machine`,
  isPublic: true,
  isLocked: false,
  version: 1,
  ...extra,
});
const board: BoardData = {
  placed: [
    place(1, '1A1-01', 11, '00:30'),
    place(2, '1A1-02', 11, '00:45', { isLocked: true }),
    place(3, '1A1-03', 11, '01:00', { isPublic: false }),
    place(4, '1B1-01', 13, '00:30'),
  ],
  unplaced: { items: [place(5, 'X-01', null, null), place(6, 'X-02', null, null, { nameEn: null })], total: 2, page: 1, per: 50 },
};

export const Board: Story = {
  render: () => (
    <MockApi responses={{ [boardKey('2027-03-10', 'oral', '', 1)]: board }}>
      <ProgramBoard outline={outline} day="2027-03-10" kind="oral" onChanged={noop} say={noop} />
    </MockApi>
  ),
};
export const BoardWithoutSessions: Story = {
  render: () => (
    <MockApi responses={{ [boardKey('2027-03-11', 'poster', '', 1)]: { placed: [], unplaced: { items: [], total: 0, page: 1, per: 50 } } }}>
      <ProgramBoard outline={outline} day="2027-03-11" kind="poster" onChanged={noop} say={noop} />
    </MockApi>
  ),
};
export const BoardLoading: Story = {
  render: () => (
    <MockApi responses={{}}>
      <ProgramBoard outline={outline} day="2027-03-10" kind="oral" onChanged={noop} say={noop} />
    </MockApi>
  ),
};
export const BoardFailed: Story = {
  render: () => (
    <MockApi responses={{ [boardKey('2027-03-10', 'oral', '', 1)]: new Error('offline') }}>
      <ProgramBoard outline={outline} day="2027-03-10" kind="oral" onChanged={noop} say={noop} />
    </MockApi>
  ),
};
export const Move: Story = {
  render: () => (
    <MoveDialog presentation={board.unplaced.items[0]!} sessions={outline.sessions} placed={board.placed} onClose={noop} onSaved={noop} say={noop} />
  ),
};
export const Sessions: Story = { render: () => <SessionsTab outline={outline} day="2027-03-10" onChanged={noop} say={noop} /> };
export const SessionsNone: Story = { render: () => <SessionsTab outline={outline} day="2027-03-11" onChanged={noop} say={noop} /> };
export const SessionNew: Story = { render: () => <SessionEditor outline={outline} day="2027-03-10" onSaved={noop} onCancel={noop} say={noop} /> };
export const SessionEdit: Story = {
  render: () => <SessionEditor outline={outline} session={outline.sessions[0]} day="2027-03-10" onSaved={noop} onCancel={noop} say={noop} />,
};
/** A first save of an empty form: each missing field named. */
export const SessionErrors: Story = {
  render: () => <SessionEditor outline={outline} day="2027-03-10" onSaved={noop} onCancel={noop} say={noop} />,
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
  },
};
export const Events: Story = { render: () => <EventsTab outline={outline} day="2027-03-10" onChanged={noop} say={noop} /> };
export const EventsNone: Story = { render: () => <EventsTab outline={outline} day="2027-03-11" onChanged={noop} say={noop} /> };
export const EventNew: Story = { render: () => <EventEditor outline={outline} day="2027-03-10" onSaved={noop} onCancel={noop} say={noop} /> };
export const EventEdit: Story = {
  render: () => <EventEditor outline={outline} event={outline.events[1]} day="2027-03-10" onSaved={noop} onCancel={noop} say={noop} />,
};
/** A first save of an empty event: its name and times named. */
export const EventErrors: Story = {
  render: () => <EventEditor outline={outline} day="2027-03-10" onSaved={noop} onCancel={noop} say={noop} />,
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
  },
};
export const Rooms: Story = { render: () => <NamedList table="rooms" rows={outline.rooms} groups={outline.groups} onChanged={noop} say={noop} /> };
export const RoomsWithoutGroups: Story = { render: () => <NamedList table="rooms" rows={outline.rooms} groups={[]} onChanged={noop} say={noop} /> };
export const Groups: Story = { render: () => <NamedList table="groups" rows={outline.groups} onChanged={noop} say={noop} /> };
export const GroupsNone: Story = { render: () => <NamedList table="groups" rows={[]} onChanged={noop} say={noop} /> };
export const Series: Story = { render: () => <NamedList table="series" rows={outline.series} onChanged={noop} say={noop} /> };
export const RoomsNone: Story = { render: () => <NamedList table="rooms" rows={[]} onChanged={noop} say={noop} /> };
