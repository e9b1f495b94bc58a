import type { Meta, StoryObj } from '@storybook/react-vite';
import { presentationImportColumns } from '../engine/imports/presentations';
import { userImportColumns } from '../engine/imports/users';
import { ImportResult } from '../src/pages/mng/ImportPanel';
import { ImportsBody } from '../src/pages/mng/ImportsPage';
import { importResult } from './importResults';
import { MockApi } from './mockApi';
import { importListKey } from '../src/api/imports';

/**
 * Importing accounts and presentations (issue 67): the page with both imports, and each import's
 * outcomes: a failed check naming rows and columns, a check ready to import with what it changes,
 * an import done.
 */
const meta = { title: 'Console/Imports' } satisfies Meta;
export default meta;
type Story = StoryObj;

const noop = () => undefined;

export const Page: Story = {
  render: () => (
    <MockApi
      responses={{
        [importListKey('users')]: { imports: [], columns: userImportColumns },
        [importListKey('presentations')]: { imports: [], columns: presentationImportColumns },
      }}
    >
      <ImportsBody />
    </MockApi>
  ),
};
export const AccountsCheckFailed: Story = {
  render: () => (
    <ImportResult
      kind="users"
      columns={userImportColumns}
      onRun={noop}
      result={importResult({
        status: 'check_failed',
        fileName: 'speakers.csv',
        change: null,
        problemCount: 3,
        problems: [
          { row: 3, column: 'email', message: 'メールアドレスの形式が正しくありません', messageEn: 'Invalid email address' },
          {
            row: 5,
            column: 'roles',
            message: '「運営」の権限はユーザー管理の画面で付与してください',
            messageEn: 'The role "Manager" is granted on the users page, not by an import',
          },
          { row: 9, column: 'email', message: '4行目と重複しています', messageEn: 'Already given on row 4' },
        ],
      })}
    />
  ),
};
export const AccountsReady: Story = {
  render: () => (
    <ImportResult
      kind="users"
      columns={userImportColumns}
      onRun={noop}
      result={importResult({ fileName: 'speakers.csv', change: { added: 40, updated: 2, unchanged: 0, removed: 0 } })}
    />
  ),
};
export const PresentationsCheckFailed: Story = {
  render: () => (
    <ImportResult
      kind="presentations"
      columns={presentationImportColumns}
      onRun={noop}
      result={importResult({
        status: 'check_failed',
        fileName: 'program.csv',
        change: null,
        problemCount: 2,
        problems: [
          {
            row: 4,
            column: 'name',
            message: '同じ発表の2行目と値が違います（空欄にするか同じ値にしてください）',
            messageEn: 'Differs from row 2 of the same presentation (leave it empty or repeat it)',
          },
          { row: 12, column: 'sessionCode', message: '「9Z」というセッションはありません', messageEn: 'There is no session "9Z"' },
        ],
      })}
    />
  ),
};
export const PresentationsImported: Story = {
  render: () => (
    <ImportResult
      kind="presentations"
      columns={presentationImportColumns}
      onRun={noop}
      result={importResult({ status: 'import_successful', fileName: 'program.csv', change: { added: 310, updated: 4, unchanged: 0, removed: 0 } })}
    />
  ),
};
