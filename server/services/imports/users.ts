import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { importableRoles, readUserList, sameUser, userImportColumns, userListChange, type UserImportRecord } from '../../../engine/imports/users';
import type { ImportProblem } from '../../../engine/imports/common';
import { flagOfRole } from '../../../engine/roles';
import type { Database, Transaction } from '../../db/openDatabase';
import { affiliations, users } from '../../db/schema';
import { inBatches, type Importer } from './dataImports';

/**
 * Accounts imported in the console (issue 67), merged by e-mail. A new address gets an approved
 * account with no password: it cannot log in until the person sets one through the reset mail
 * ("Forgot your password?"), so an import hands no one access they did not ask for. A known
 * address has its names, affiliation and roles replaced by the file's; manager and admin are
 * never given or taken here.
 */

/** Stands where a password's hash would be: no password matches it (passwords.ts verifyPassword). */
const NO_PASSWORD = 'none';

const lowerEmail = sql<string>`lower(${users.email})`;

/** The conference's accounts with these addresses, as a file would give them. */
async function currentUsers(db: Database | Transaction, conferenceId: string, emails: readonly string[]) {
  const found = new Map<string, UserImportRecord & { id: number }>();
  for (const chunk of inBatches(emails)) {
    const rows = await db
      .select({ user: users, affiliation: { name: affiliations.name, nameEn: affiliations.nameEn } })
      .from(users)
      .leftJoin(affiliations, eq(affiliations.userId, users.id))
      .where(and(eq(users.conferenceId, conferenceId), inArray(lowerEmail, chunk)));
    for (const { user, affiliation } of rows) {
      found.set(user.email.toLowerCase(), {
        id: user.id,
        email: user.email.toLowerCase(),
        nameSei: user.nameSei,
        nameMei: user.nameMei,
        nameSeiKana: user.nameSeiKana ?? '',
        nameMeiKana: user.nameMeiKana ?? '',
        nameEn1: user.nameEn1 ?? '',
        nameEn3: user.nameEn3 ?? '',
        'affiliation.name': affiliation?.name ?? '',
        'affiliation.nameEn': affiliation?.nameEn ?? '',
        department: user.department ?? '',
        rank: user.rank ?? '',
        roles: importableRoles.filter((role) => user[flagOfRole[role]]),
      });
    }
  }
  return found;
}

/** The account's columns a row gives: empty cells are nothing stored. */
const columnsOf = (row: UserImportRecord) => ({
  nameSei: row.nameSei,
  nameMei: row.nameMei,
  nameSeiKana: row.nameSeiKana || null,
  nameMeiKana: row.nameMeiKana || null,
  nameEn1: row.nameEn1 || null,
  nameEn3: row.nameEn3 || null,
  department: row.department || null,
  rank: row.rank || null,
  ...(Object.fromEntries(importableRoles.map((role) => [flagOfRole[role], row.roles.includes(role)])) as Record<
    (typeof flagOfRole)[keyof typeof flagOfRole],
    boolean
  >),
});

export const userImporter: Importer<UserImportRecord> = {
  kind: 'users',
  columns: userImportColumns,
  action: 'userImport',
  read(records) {
    const { users: rows, problems } = readUserList(records);
    return { rows, problems };
  },
  /** An address another conference's account holds cannot be imported here (addresses are unique on the server). */
  async check(db, conferenceId, rows) {
    const rowOf = new Map(rows.map((row) => [row.email, row.row ?? 0]));
    const problems: ImportProblem[] = [];
    for (const chunk of inBatches(rows.map((row) => row.email))) {
      const taken = await db
        .select({ email: lowerEmail })
        .from(users)
        .where(and(ne(users.conferenceId, conferenceId), inArray(lowerEmail, chunk)));
      for (const { email } of taken) problems.push({ row: rowOf.get(email) ?? 0, column: 'email', code: 'emailTaken' });
    }
    return problems;
  },
  async change(db, conferenceId, rows) {
    return userListChange(
      await currentUsers(
        db,
        conferenceId,
        rows.map((row) => row.email),
      ),
      rows,
    );
  },
  async apply(tx, conferenceId, rows) {
    const current = await currentUsers(
      tx,
      conferenceId,
      rows.map((row) => row.email),
    );
    const now = new Date();
    const fresh = rows.filter((row) => !current.has(row.email));
    for (const chunk of inBatches(fresh)) {
      const made = await tx
        .insert(users)
        .values(
          chunk.map((row) => ({
            conferenceId,
            email: row.email,
            passwordHash: NO_PASSWORD,
            approvalStatus: 'approved',
            approvedAt: now,
            isTermAgreed: false,
            isPolicyAgreed: false,
            ...columnsOf(row),
          })),
        )
        .returning({ id: users.id, email: users.email });
      const byEmail = new Map(chunk.map((row) => [row.email, row]));
      const affiliated = made.flatMap(({ id, email }) => {
        const row = byEmail.get(email)!;
        return row['affiliation.name'] ? [{ userId: id, name: row['affiliation.name'], nameEn: row['affiliation.nameEn'] || null }] : [];
      });
      if (affiliated.length > 0) await tx.insert(affiliations).values(affiliated);
    }
    for (const row of rows) {
      const before = current.get(row.email);
      if (!before || sameUser(before, row)) continue;
      await tx.update(users).set(columnsOf(row)).where(eq(users.id, before.id));
      if (before['affiliation.name'] === row['affiliation.name'] && before['affiliation.nameEn'] === row['affiliation.nameEn']) continue;
      if (!row['affiliation.name']) await tx.delete(affiliations).where(eq(affiliations.userId, before.id));
      else
        await tx
          .insert(affiliations)
          .values({ userId: before.id, name: row['affiliation.name'], nameEn: row['affiliation.nameEn'] || null })
          .onConflictDoUpdate({ target: affiliations.userId, set: { name: row['affiliation.name'], nameEn: row['affiliation.nameEn'] || null } });
    }
  },
};
