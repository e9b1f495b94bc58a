import type { Meta, StoryObj } from '@storybook/react-vite';
import { memberColumns } from '../engine/imports/members';
import { importListKey, membersKey } from '../src/api/imports';
import { MembersBody } from '../src/pages/mng/MembersPage';
import { CsvFileChooser } from '../src/pages/mng/CsvFileChooser';
import { MockApi } from './mockApi';
import { importResult } from './importResults';
import { ImportResult } from '../src/pages/mng/ImportPanel';

/**
 * Member authentication (issue 67): a member list import in each of §4's outcomes (a failed check
 * with its rows and columns, a check ready to import with what it changes, an import done, a
 * failed import), and the page with members, none, a failed load and while it loads.
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
const page = (response: unknown) => (
  <MockApi responses={response === undefined ? {} : { [membersKey(1)]: response, [importListKey('members')]: { imports: [], columns: memberColumns } }}>
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
