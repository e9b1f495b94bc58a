import { readPath } from '../../engine/paths';
import type { FormData } from '../../engine/formModel';
import { fieldsOf, type FormKind } from '../../engine/fields/catalogue';
import type { affiliations, users } from '../db/schema';

export interface StoredColumns {
  users: Partial<typeof users.$inferInsert>;
  affiliations: Partial<typeof affiliations.$inferInsert>;
}

/**
 * The column values of a validated, pruned form, from the field registry's storage declarations:
 * every field a form asks that lives in a column is written by this one loop. A field the form did
 * not show is left out, so the column keeps its default.
 */
export function storedColumns(form: FormKind, data: FormData): StoredColumns {
  const columns: StoredColumns = { users: {}, affiliations: {} };
  for (const field of fieldsOf(form)) {
    const value = readPath(data, field.path);
    if (value === undefined) continue;
    if ('users' in field.stored) Object.assign(columns.users, { [field.stored.users]: value });
    if ('affiliations' in field.stored && field.stored.affiliations) Object.assign(columns.affiliations, { [field.stored.affiliations]: value });
  }
  return columns;
}

const keptElsewhere = new Set(['passwordHash', 'userKeywords', 'roleFlags', 'uploads', 'requestLetterFiles']);

/**
 * What is wrong with the registry's storage declarations: a field that names no storage, a
 * column the table does not have, or a way of keeping it that no code knows. Empty is right.
 */
export function storageProblems(registry: ReadonlyArray<{ path: string; stored?: unknown }>, tables: { users: object; affiliations: object }): string[] {
  const problems: string[] = [];
  for (const field of registry) {
    const stored = field.stored as Record<string, unknown> | undefined;
    if (!stored || Object.keys(stored).length === 0)
      problems.push(`${field.path}: no column and no other storage declared; its value would be validated and lost`);
    else if ('users' in stored && !Object.hasOwn(tables.users, String(stored.users)))
      problems.push(`${field.path}: users has no column ${String(stored.users)}`);
    else if ('affiliations' in stored && stored.affiliations !== undefined && !Object.hasOwn(tables.affiliations, String(stored.affiliations)))
      problems.push(`${field.path}: affiliations has no column ${String(stored.affiliations)}`);
    else if ('kept' in stored && !keptElsewhere.has(String(stored.kept))) problems.push(`${field.path}: nothing keeps "${String(stored.kept)}"`);
    else if ('notStored' in stored && typeof stored.notStored !== 'string') problems.push(`${field.path}: say why it is not stored`);
  }
  return problems;
}
