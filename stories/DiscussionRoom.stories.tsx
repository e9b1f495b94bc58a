import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '../src/api/http';
import type { RoomOwner, RoomState, RoomView as Room } from '../src/api/rooms';
import { RoomView } from '../src/pages/program/DiscussionRoom';

/** A presentation's or a session's discussion room (issue 65): each state of the section, for an attendee and for a manager. */
const meta = { title: 'Pages/Program/Discussion room' } satisfies Meta;
export default meta;
type Story = StoryObj;

const meetingUrl = 'https://meet.example.org/kaigi-room';
const room = (change: Partial<Room> = {}): Room => ({ id: 1, joined: false, full: false, meetingUrl: null, capacity: null, ...change });
const calls = {
  join: async () => ({ room: room({ joined: true, meetingUrl }) }),
  stay: async () => ({ ok: true }),
  leave: async () => ({ ok: true }),
  set: async (_owner: RoomOwner, url: string, capacity: number | null) => ({ room: room({ meetingUrl: url, capacity: capacity ?? 50 }) }),
  remove: async () => ({ ok: true }),
};
const fullCalls = {
  ...calls,
  join: async (): Promise<never> => {
    throw new ApiRequestError(
      409,
      'ディスカッションルームは定員に達しています。しばらくしてからもう一度お試しください',
      'The discussion room is full. Please try again in a moment',
    );
  },
};

function Section({ initial, full = false, owner = { kind: 'presentation', id: 1 } }: { initial: RoomState; full?: boolean; owner?: RoomOwner }) {
  const [state, setState] = useState(initial);
  return <RoomView owner={owner} state={state} changed={setState} calls={full ? fullCalls : calls} />;
}

const attendee = { mayManage: false, defaultCapacity: null };
const manager = { mayManage: true, defaultCapacity: 50 };
export const Open: Story = { render: () => <Section initial={{ ...attendee, room: room() }} /> };
export const Inside: Story = { render: () => <Section initial={{ ...attendee, room: room({ joined: true, meetingUrl }) }} /> };
export const Full: Story = { render: () => <Section initial={{ ...attendee, room: room({ full: true }) }} full /> };
/** Press "Enter the room": the room filled since the page was read. */
export const FilledWhileReading: Story = { render: () => <Section initial={{ ...attendee, room: room() }} full /> };
export const ManagerWithoutRoom: Story = { render: () => <Section initial={{ ...manager, room: null }} /> };
export const ManagerWithRoom: Story = { render: () => <Section initial={{ ...manager, room: room({ meetingUrl, capacity: 20 }) }} /> };
/** A session's room, shared by its presentations and shown on each of their pages. */
export const SessionRoom: Story = { render: () => <Section initial={{ ...attendee, room: room() }} owner={{ kind: 'session', id: 1001 }} /> };
export const SessionWithoutRoomForAManager: Story = { render: () => <Section initial={{ ...manager, room: null }} owner={{ kind: 'session', id: 1001 }} /> };
