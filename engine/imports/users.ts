import type { JsonSchema } from '../formModel';
import { fieldRegistry } from '../fields/catalogue';
import { normalizeEmail } from '../account';
import { flagOfRole, roleLabels, type UserRole } from '../roles';
import { duplicateKeys, importChange, readImportRows, type ImportChange, type ImportColumn, type ImportProblem } from './common';

/**
 * Accounts imported from a spreadsheet (issue 67): a conference's invited speakers, staff or a
 * society's delegates, made in bulk by a manager. Each row is an account by its e-mail: a new
 * address makes an approved account with no password (the person sets one through "Forgot your
 * password?"), a known one has its names, affiliation and roles replaced by the row's.
 */

/** The registry fields a row carries, in column order: their headings and limits are the registration form's. */
const importedFields = [
  'email',
  'nameSei',
  'nameMei',
  'nameSeiKana',
  'nameMeiKana',
  'nameEn1',
  'nameEn3',
  'affiliation.name',
  'affiliation.nameEn',
  'department',
  'rank',
] as const;
type FieldKey = (typeof importedFields)[number];
const required: readonly FieldKey[] = ['email', 'nameSei', 'nameMei'];

const registryField = (path: FieldKey) => fieldRegistry.find((field) => field.path === path)!;

/** The roles a file may give: the flags a manager grants on the users page. Manager and admin are granted there alone. */
export const importableRoles = Object.keys(flagOfRole) as (keyof typeof flagOfRole)[];

export const userImportColumns = [
  ...importedFields.map((key) => ({ key, ...registryField(key).label })),
  { key: 'roles', ja: '権限', en: 'Roles' },
] as const satisfies readonly ImportColumn[];
export type UserImportKey = (typeof userImportColumns)[number]['key'];

/** One account as a file gives it: the fields' text (empty for none), and the roles it has. */
export type UserImportRecord = Record<FieldKey, string> & { roles: (typeof importableRoles)[number][]; row?: number };

const rowSchema: JsonSchema = {
  type: 'object',
  required: [...required],
  properties: {
    ...Object.fromEntries(importedFields.map((key) => [key, registryField(key).schema])),
    roles: { type: 'string', maxLength: 500 },
  },
} as JsonSchema;

const roleByWord = new Map<string, UserRole>(
  (Object.keys(roleLabels) as UserRole[]).flatMap((role) => [
    [role, role],
    [roleLabels[role].ja, role],
    [roleLabels[role].en.toLowerCase(), role],
  ]),
);

/** A roles cell: names in either language (as the users CSV writes them), separated by commas, 、 or semicolons. */
export function readRoles(cell: string): { roles: UserImportRecord['roles']; problem?: Pick<ImportProblem, 'code' | 'params'> } {
  const roles = new Set<UserImportRecord['roles'][number]>();
  for (const word of cell
    .split(/[,、;；，]/)
    .map((part) => part.trim())
    .filter(Boolean)) {
    const role = roleByWord.get(word) ?? roleByWord.get(word.toLowerCase());
    if (!role) return { roles: [], problem: { code: 'importUnknownRole', params: { role: word } } };
    if (role === 'participant') continue;
    if (role === 'manager' || role === 'admin') return { roles: [], problem: { code: 'importRoleNotImported', params: { role: word } } };
    roles.add(role);
  }
  return { roles: importableRoles.filter((role) => roles.has(role)) };
}

/** Reads a file of accounts: each row checked against the registration form's limits, an address used twice named on its second row. */
export function readUserList(records: readonly (readonly string[])[]): { users: UserImportRecord[]; problems: ImportProblem[] } {
  const read = readImportRows(records, userImportColumns, rowSchema);
  const problems = [...read.problems];
  const rows = read.rows.map(({ row, values }) => {
    const { roles: cell, ...fields } = values;
    const roles = readRoles(cell);
    if (roles.problem) problems.push({ row, column: 'roles', ...roles.problem });
    return { row, values: { ...fields, email: normalizeEmail(fields.email), roles: roles.roles, row } };
  });
  problems.push(...duplicateKeys(rows, (values) => values.email, 'email'));
  return { users: rows.map((row) => row.values), problems: problems.sort((a, b) => a.row - b.row) };
}

/** Whether a row would leave the account as it is. */
export const sameUser = (before: UserImportRecord, after: UserImportRecord) =>
  importedFields.every((key) => before[key] === after[key]) && before.roles.join() === after.roles.join();

/** What importing accounts would change: they are merged by e-mail; accounts not in the file stay. */
export function userListChange(current: ReadonlyMap<string, UserImportRecord>, next: readonly UserImportRecord[]): ImportChange {
  return importChange(current, next, (user) => user.email, sameUser, false);
}
