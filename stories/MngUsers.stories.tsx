import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MngUser } from '../src/api/mngUsers';
import { ImpersonationSection, UserDrawerBody } from '../src/pages/mng/users/UserDrawer';
import { UsersTable } from '../src/pages/mng/users/UsersTable';
import { DummyUsersPanel } from '../src/pages/mng/users/DummyUsersPanel';

/** The managers' users (issue 19): the list in each state and a user's details. */
const meta = { title: 'Pages/Managers/Users' } satisfies Meta;
export default meta;
type Story = StoryObj;

const user = (id: number, change: Partial<MngUser> = {}): MngUser => ({
  id,
  email: `user${id}@example.com`,
  nameSei: 'Yamada',
  nameMei: 'Hanako',
  nameSeiKanji: '山田',
  nameMeiKanji: `花子${id}`,
  nameEn1: 'Hanako',
  nameEn3: 'Yamada',
  isVerified: true,
  affiliation: '東京大学',
  department: '工学部',
  rank: '教授',
  qualification: { status: 'done' },
  roles: ['participant'],
  isLocked: false,
  isDummy: false,
  isBackdoorUsed: false,
  presentationApplications: 0,
  createdAt: '2026-10-01T03:00:00Z',
  ...change,
});
const users = [
  user(1, { roles: ['participant', 'manager', 'admin'] }),
  user(2, { roles: ['participant', 'presenter', 'reviewer'], presentationApplications: 2, isBackdoorUsed: true }),
  user(3, { isVerified: false, affiliation: null }),
  user(4, { isLocked: true, roles: ['participant', 'evaluator'] }),
  user(5, { isDummy: true, nameSeiKanji: 'ダミー', nameMeiKanji: '001' }),
];
const noop = () => undefined;
const managerViewer = { id: 90, role: 'manager' };
const adminViewer = { id: 91, role: 'admin' };

export const List: Story = {
  render: () => <UsersTable users={users} selected={new Set()} onSelect={noop} sort="id" descending={false} onSort={noop} onOpen={noop} />,
};
export const ListWithSelection: Story = {
  render: () => <UsersTable users={users} selected={new Set([2, 3])} onSelect={noop} sort="email" descending onSort={noop} onOpen={noop} />,
};
export const ListEmpty: Story = {
  render: () => <UsersTable users={[]} selected={new Set()} onSelect={noop} sort="id" descending={false} onSort={noop} onOpen={noop} />,
};
export const DetailsAsManager: Story = { render: () => <UserDrawerBody user={users[1]!} viewer={managerViewer} onChanged={noop} /> };
export const DetailsOfAnAdminAsManager: Story = { render: () => <UserDrawerBody user={users[0]!} viewer={managerViewer} onChanged={noop} /> };
export const DetailsAsAdmin: Story = { render: () => <UserDrawerBody user={users[1]!} viewer={adminViewer} onChanged={noop} /> };
export const DetailsOfAnotherManagerAsManager: Story = {
  render: () => <UserDrawerBody user={user(6, { roles: ['participant', 'manager'] })} viewer={managerViewer} onChanged={noop} />,
};
export const DetailsLocked: Story = { render: () => <UserDrawerBody user={users[3]!} viewer={managerViewer} onChanged={noop} /> };
export const DummyUsers: Story = { render: () => <DummyUsersPanel onChanged={async () => undefined} /> };
export const ImpersonationAllowed: Story = { render: () => <ImpersonationSection user={users[1]!} onStart={async () => undefined} /> };
export const ImpersonationOfAManager: Story = { render: () => <ImpersonationSection user={users[0]!} onStart={async () => undefined} /> };
export const ImpersonationOfALockedAccount: Story = { render: () => <ImpersonationSection user={users[3]!} onStart={async () => undefined} /> };
