import type { JsonSchema } from '../formModel';
import { normalizeMemberCode } from '../registration/collation';
import { externalMembersSchema } from '../../schemas/externalMembers';
import { duplicateKeys, importChange, readImportRows, type ImportChange, type ImportColumn, type ImportProblem } from './common';

/** The member list's columns (fixtures/external-members `members`), as the import reads them and the export writes them. */
export const memberColumns = [
  { key: 'memberCode', ja: '会員番号', en: 'Member number' },
  { key: 'nameSei', ja: '姓', en: 'Family name' },
  { key: 'nameMei', ja: '名', en: 'Given name' },
  { key: 'affiliation', ja: '所属', en: 'Affiliation' },
  { key: 'externalMemberId', ja: '学会の会員ID', en: 'Society member ID' },
] as const satisfies readonly ImportColumn[];
export type MemberKey = (typeof memberColumns)[number]['key'];
export type MemberRecord = Record<MemberKey, string>;

/**
 * The society's member list from a spreadsheet: each row checked as the fixture's member records
 * are (schemas/externalMembers.ts), the member number normalized as sign-up's collation compares
 * it, and a number used twice named on its second row.
 */
export function readMemberList(records: readonly (readonly string[])[]): { members: MemberRecord[]; problems: ImportProblem[] } {
  const read = readImportRows(records, memberColumns, externalMembersSchema.properties.members.items as unknown as JsonSchema);
  const rows = read.rows.map(({ row, values }) => ({ row, values: { ...values, memberCode: normalizeMemberCode(values.memberCode) } }));
  const problems = [...read.problems, ...duplicateKeys(rows, (values) => values.memberCode, 'memberCode')];
  return { members: rows.map((row) => row.values), problems: problems.sort((a, b) => a.row - b.row) };
}

/** What importing a member list would change: it replaces the list, so members not in the file are removed. */
export function memberListChange(current: readonly MemberRecord[], next: readonly MemberRecord[]): ImportChange {
  return importChange(
    new Map(current.map((member) => [member.memberCode, member])),
    next,
    (member) => member.memberCode,
    (before, after) => memberColumns.every((column) => before[column.key] === after[column.key]),
    true,
  );
}
