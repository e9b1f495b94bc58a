import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { personName } from '../../engine/personName';
import { escapeLike, searchTerms } from '../../engine/program/search';
import type { Database } from '../db/openDatabase';
import { affiliations, personNameColumns, users } from '../db/schema';
import { foldedText } from '../db/tables/columns';
import { pagerOf } from './programQueries';

/**
 * The participant list (issue 65; dashboard switch isUserListPage): approved participants who
 * chose to be listed, by name and affiliation, searchable by those alone (never by e-mail, which
 * no one is shown), a page at a time.
 */

export const PARTICIPANTS_PER_PAGE = 20;

/** Names and affiliation folded as searches are (width, case, kana), without the e-mail the users' own search text holds. */
const searchable = sql`(${foldedText(
  'users.name_sei',
  'users.name_mei',
  'users.name_sei_kanji',
  'users.name_mei_kanji',
  'users.name_sei_kana',
  'users.name_mei_kana',
  'users.name_en1',
  'users.name_en3',
)} || ' ' || coalesce(${affiliations.searchText}, ''))`;

export async function listParticipants(db: Database, conferenceId: string, query: string | undefined, page: number) {
  const conditions: SQL[] = [eq(users.conferenceId, conferenceId), eq(users.approvalStatus, 'approved'), eq(users.isListed, true), eq(users.isDummy, false)];
  for (const term of searchTerms(query)) conditions.push(sql`${searchable} like ${`%${escapeLike(term)}%`}`);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        ...personNameColumns,
        affiliation: affiliations.name,
        affiliationKanji: affiliations.nameKanji,
        affiliationEn: affiliations.nameEn,
      })
      .from(users)
      .leftJoin(affiliations, eq(affiliations.userId, users.id))
      .where(where)
      .orderBy(asc(users.nameSei), asc(users.nameMei), asc(users.id))
      .limit(PARTICIPANTS_PER_PAGE)
      .offset((page - 1) * PARTICIPANTS_PER_PAGE),
    db.select({ count: count() }).from(users).leftJoin(affiliations, eq(affiliations.userId, users.id)).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: { ja: personName(row, 'ja'), en: personName(row, 'en') },
      affiliation: row.affiliation === null ? null : { ja: row.affiliationKanji || row.affiliation, en: row.affiliationEn || null },
    })),
    pager: pagerOf(Number(total?.count ?? 0), page, PARTICIPANTS_PER_PAGE),
  };
}

export async function setListed(db: Database, userId: number, listed: boolean): Promise<boolean> {
  const [row] = await db.update(users).set({ isListed: listed }).where(eq(users.id, userId)).returning({ isListed: users.isListed });
  return row?.isListed ?? false;
}
