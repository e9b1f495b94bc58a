import type { Meta, StoryObj } from '@storybook/react-vite';
import { memberColumns } from '../engine/imports/members';
import { importListKey, membersKey } from '../src/api/imports';
import { MembersBody } from '../src/pages/mng/MembersPage';
import { CsvFileChooser } from '../src/pages/mng/CsvFileChooser';
import { MockApi } from './mockApi';
import { importResult } from './importResults';
import { ImportResult } from '../src/pages/mng/ImportPanel';
import { MEMBER_KINDS_KEY, type MemberKindList } from '../src/api/memberKinds';
import { MemberKindsEditor } from '../src/pages/mng/MemberKindsPanel';

/**
 * Member authentication (issue 67): a member list import in each of §4's outcomes (a failed check
 * with its rows and columns, a check ready to import with what it changes, an import done, a
 * failed import), the member kinds (with their plans, none, and the rules' errors after a first
 * save), and the page with members, none, a failed load and while it loads.
 */
const meta = { title: 'Console/Member authentication' } satisfies Meta;
export default meta;
type Story = StoryObj;

const noop = () => undefined;
const result = (change: Parameters<typeof importResult>[0] = {}) => (
  <ImportResult kind="members" columns={memberColumns} onRun={noop} result={importResult({ fileName: 'members-2027.csv', ...change })} />
);

export const CheckFailed: Story = {
  render: () =>
    result({
      status: 'check_failed',
      change: null,
      problemCount: 203,
      problems: [
        { row: 1, column: null, message: '「電話」という列は取り込めません', messageEn: 'The column "電話" is not one this import reads' },
        { row: 14, column: 'nameSei', message: '必須項目です', messageEn: 'Required field' },
        { row: 90, column: 'memberCode', message: '12行目と重複しています', messageEn: 'Already given on row 12' },
      ],
    }),
};
export const ReadyToImport: Story = { render: () => result() };
export const Imported: Story = { render: () => result({ status: 'import_successful' }) };
export const ImportFailed: Story = { render: () => result({ status: 'import_failed' }) };

const members = Array.from({ length: 8 }, (_, i) => ({
  memberCode: `KAIGI${String(i + 1).padStart(4, '0')}`,
  nameSei: ['会員', 'Yamada', 'Smith', '高橋'][i % 4]!,
  nameMei: ['次郎', 'Hanako', 'Alice', '健一'][i % 4]!,
  affiliation: ['東京大学', 'Kyoto University', 'University of Cambridge', '東都大学 大学院理学研究科'][i % 4]!,
  externalMemberId: `DEMO-${i + 1}`,
}));
const kindList: MemberKindList = {
  kinds: [
    { id: 1, value: 'regular', name: '正会員', nameEn: 'Regular member', planIds: [11, 12] },
    { id: 2, value: 'student', name: '学生会員', nameEn: 'Student member', planIds: [21] },
    { id: 3, value: 'non_member', name: '非会員', nameEn: '', planIds: [31] },
  ],
  plans: [
    { id: 11, name: '正会員', nameEn: 'Regular member' },
    { id: 12, name: '正会員（シニア）', nameEn: 'Regular member (senior)' },
    { id: 21, name: '学生会員', nameEn: 'Student member' },
    { id: 31, name: '非会員', nameEn: 'Non-member' },
  ],
  version: 2,
  savedAt: '2027-01-10T01:00:00.000Z',
};
export const MemberKinds: Story = { render: () => <MemberKindsEditor list={kindList} onSaved={noop} say={noop} /> };
export const MemberKindsNone: Story = {
  render: () => <MemberKindsEditor list={{ ...kindList, kinds: [], version: 0, savedAt: null }} onSaved={noop} say={noop} />,
};
/** A kind added and saved empty, beside one whose value another kind uses. */
export const MemberKindsErrors: Story = {
  render: () => (
    <MemberKindsEditor
      list={{ ...kindList, kinds: [...kindList.kinds, { id: 4, value: 'student', name: '学生会員（留学生）', nameEn: '', planIds: [] }] }}
      onSaved={noop}
      say={noop}
    />
  ),
  play: async ({ canvasElement }) => {
    [...canvasElement.querySelectorAll<HTMLButtonElement>('button')].find((button) => /kind|種別を追加/.test(button.textContent ?? ''))?.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    canvasElement.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
  },
};
const page = (response: unknown) => (
  <MockApi
    responses={
      response === undefined
        ? {}
        : { [membersKey(1)]: response, [importListKey('members')]: { imports: [], columns: memberColumns }, [MEMBER_KINDS_KEY]: kindList }
    }
  >
    <MembersBody />
  </MockApi>
);
export const MemberList: Story = { render: () => page({ members, totalCount: 1204, page: 1, totalPages: 25 }) };
export const NoMembers: Story = { render: () => page({ members: [], totalCount: 0, page: 1, totalPages: 1 }) };
export const LoadFailed: Story = { render: () => page(new Error('HTTP 500')) };
export const Loading: Story = { render: () => page(undefined) };

const labels = { choose: 'Choose a CSV file', check: 'Check the file', chosen: (name: string) => `Chosen: ${name}` };
export const ChooserEmpty: Story = { render: () => <CsvFileChooser file={undefined} busy={false} onFile={noop} onCheck={noop} labels={labels} /> };
export const ChooserWithAFile: Story = {
  render: () => <CsvFileChooser file={new File(['x'], 'members-2027.csv')} busy={false} onFile={noop} onCheck={noop} labels={labels} />,
};
