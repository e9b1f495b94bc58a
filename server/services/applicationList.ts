import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { searchTerms } from '../../engine/program/search';
import { PROGRAM_PAGE_SIZE } from '../../schemas/program';
import type { Database } from '../db/openDatabase';
import { presentationApplications, users } from '../db/schema';

/** The managers' list of applications, and an applicant's names. */

/** An applicant's names, as the list and an application's page show them. */
const applicantColumns = {
  id: users.id,
  nameSei: users.nameSei,
  nameMei: users.nameMei,
  nameMid: users.nameMid,
  nameSeiKanji: users.nameSeiKanji,
  nameMeiKanji: users.nameMeiKanji,
  nameEn1: users.nameEn1,
  nameEn3: users.nameEn3,
};

export async function applicantOf(db: Database, userId: number) {
  const [user] = await db.select(applicantColumns).from(users).where(eq(users.id, userId));
  return user ?? { id: userId, nameSei: '', nameMei: '', nameMid: null };
}

export const APPLICATION_PAGE_SIZE = PROGRAM_PAGE_SIZE.default;

export interface ApplicationFilters {
  q?: string | null;
  name?: string | null;
  authorName?: string | null;
  instituteName?: string | null;
  status?: string | null;
  page?: number | null;
}

const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);
const containsAll = (columns: SQL[], text: string | null | undefined): SQL[] =>
  searchTerms(text).map(
    (term) =>
      sql`(${sql.join(
        columns.map((column) => sql`${column} like ${`%${likeEscaped(term)}%`}`),
        sql` or `,
      )})`,
  );

/** The managers' list (spec §7 PresentationApplications): filters as the program search reads them, newest first, a page at a time. */
export async function listApplications(db: Database, conferenceId: string, filters: ApplicationFilters) {
  const a = presentationApplications;
  const conditions: SQL[] = [eq(a.conferenceId, conferenceId)];
  conditions.push(...containsAll([sql`${a.searchName}`, sql`${a.searchAuthors}`, sql`${a.searchInstitutes}`], filters.q));
  conditions.push(...containsAll([sql`${a.searchName}`], filters.name));
  conditions.push(...containsAll([sql`${a.searchAuthors}`], filters.authorName));
  conditions.push(...containsAll([sql`${a.searchInstitutes}`], filters.instituteName));
  if (filters.status === 'final') conditions.push(eq(a.isFinal, true));
  else if (filters.status === 'accepted') conditions.push(sql`${a.presentationId} is not null`);
  else if (filters.status) conditions.push(eq(a.status, filters.status));
  const where = and(...conditions);
  const page = Math.max(1, filters.page ?? 1);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        application: a,
        user: applicantColumns,
      })
      .from(a)
      .innerJoin(users, eq(users.id, a.userId))
      .where(where)
      .orderBy(desc(a.id))
      .limit(APPLICATION_PAGE_SIZE)
      .offset((page - 1) * APPLICATION_PAGE_SIZE),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(a)
      .where(where),
  ]);
  const count = counted?.count ?? 0;
  const totalPages = Math.max(1, Math.ceil(count / APPLICATION_PAGE_SIZE));
  return {
    rows,
    pager: {
      currentPage: page,
      totalPages,
      limitValue: APPLICATION_PAGE_SIZE,
      isLastPage: page >= totalPages,
      totalCount: count,
      nextPage: page < totalPages ? page + 1 : null,
    },
  };
}
