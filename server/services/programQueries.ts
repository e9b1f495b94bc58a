import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { favourites, keywords, presentationKeywords, presentations, programRooms, programSeries, programSessions, users } from '../db/schema';
import { queryGrams, searchTerms } from '../../engine/program/search';
import { PROGRAM_PAGE_SIZE, type Pager, type PresentationFilters, type PresentationKind } from '../../schemas/program';
import { sessionColumns, sessionRowOf, tokyoDay, type SessionRow } from './programSchedule';

/**
 * The presentations' reads (issue 22): lists with the spec's filters and Pager, options, one
 * presentation, and the batched loads of a session's presentations and of owners that the GraphQL
 * resolvers ask for (sessions, rooms, events: programSchedule.ts; keywords: keywordReads.ts;
 * favourites: favourites.ts). Search runs in the database over the normalized search columns.
 */

/**
 * A presentation as the calls read it: every column but the search ones, which only the database
 * reads (the pieces alone are hundreds of strings a row).
 */
const {
  searchName: _name,
  searchAbstract: _abstract,
  searchAuthors: _authors,
  searchInstitutes: _institutes,
  searchGrams: _grams,
  ...presentationColumns
} = getTableColumns(presentations);
export { presentationColumns };
export type PresentationRow = Omit<typeof presentations.$inferSelect, 'searchName' | 'searchAbstract' | 'searchAuthors' | 'searchInstitutes' | 'searchGrams'>;

export function pagerOf(totalCount: number, page: number, per: number): Pager {
  const totalPages = Math.ceil(totalCount / per);
  return { currentPage: page, totalPages, limitValue: per, isLastPage: page >= totalPages, totalCount, nextPage: page < totalPages ? page + 1 : null };
}

const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Each word must be found in one of `columns`: the index narrows the rows by the word's pieces
 * (engine/program/search.ts queryGrams), the stored text confirms the word itself. A one-character
 * word has no piece and is checked on the rows the other conditions leave. A word holds no space,
 * so looking in each column is the same as looking in them joined, without building the joined text
 * for every candidate row.
 */
function textCondition(columns: readonly SQL[], query: string | undefined): SQL[] {
  return searchTerms(query).map((term) => {
    const grams = queryGrams(term);
    const pattern = `%${likeEscaped(term)}%`;
    const found = sql`(${sql.join(
      columns.map((column) => sql`${column} like ${pattern}`),
      sql` or `,
    )})`;
    return grams.length > 0 ? sql`(${presentations.searchGrams} @> ${sql.param(grams)}::text[] and ${found})` : found;
  });
}

/** The normalized text a filter looks in; `q` looks in all of them. */
const searchIn = {
  name: sql`${presentations.searchName}`,
  abstract: sql`${presentations.searchAbstract}`,
  authorName: sql`${presentations.searchAuthors}`,
  instituteName: sql`${presentations.searchInstitutes}`,
};

export function presentationConditions(conferenceId: string, kind: PresentationKind, filters: PresentationFilters, onlyPublic: boolean): SQL {
  const text = [
    ...textCondition(Object.values(searchIn), filters.q),
    ...textCondition([searchIn.name], filters.name),
    ...textCondition([searchIn.abstract], filters.abstract),
    ...textCondition([searchIn.authorName], filters.authorName),
    ...textCondition([searchIn.instituteName], filters.instituteName),
  ];
  // With words to find, the piece index is the selective one: the conference and kind are
  // written so the planner cannot prefer their b-tree (it misjudges the LIKE and scans the whole
  // conference, 50 times slower at 10,000 presentations; BENCHMARKS.md).
  const conditions: (SQL | undefined)[] =
    text.length > 0
      ? [sql`(${presentations.conferenceId} || '') = ${conferenceId}`, sql`(${presentations.kind} || '') = ${kind}`, ...text]
      : [eq(presentations.conferenceId, conferenceId), eq(presentations.kind, kind)];
  if (onlyPublic) conditions.push(eq(presentations.isPublic, true));
  if (filters.seriesId !== undefined) conditions.push(eq(presentations.seriesId, filters.seriesId));
  if (filters.sessionId !== undefined) conditions.push(eq(presentations.sessionId, filters.sessionId));
  if (filters.language !== undefined) conditions.push(eq(presentations.language, filters.language));
  if (filters.isSponsor !== undefined) conditions.push(eq(presentations.isSponsor, filters.isSponsor));
  if (filters.keywordId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${presentationKeywords} where ${presentationKeywords.presentationId} = ${presentations.id} and ${presentationKeywords.keywordId} = ${filters.keywordId})`,
    );
  }
  if (filters.categoryId !== undefined) {
    conditions.push(sql`exists (select 1 from ${presentationKeywords} join ${keywords} on ${keywords.id} = ${presentationKeywords.keywordId}
      where ${presentationKeywords.presentationId} = ${presentations.id} and ${keywords.categoryId} = ${filters.categoryId})`);
  }
  if (filters.date !== undefined || filters.programRoomId !== undefined) {
    const sessionConditions: SQL[] = [sql`${programSessions.conferenceId} = ${conferenceId}`];
    if (filters.date !== undefined) {
      const [start, end] = tokyoDay(filters.date);
      sessionConditions.push(sql`${programSessions.startAt} >= ${start.toISOString()} and ${programSessions.startAt} < ${end.toISOString()}`);
    }
    if (filters.programRoomId !== undefined) sessionConditions.push(sql`${programSessions.roomId} = ${filters.programRoomId}`);
    conditions.push(sql`${presentations.sessionId} in (select ${programSessions.id} from ${programSessions} where ${sql.join(sessionConditions, sql` and `)})`);
  }
  return and(...conditions)!;
}

export interface ListOptions {
  conferenceId: string;
  kind: PresentationKind;
  filters: PresentationFilters;
  /** Visitors and attendees see published presentations only, whatever they ask. */
  onlyPublic: boolean;
}

export async function countPresentations(db: Database, options: ListOptions): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(presentations)
    .where(presentationConditions(options.conferenceId, options.kind, options.filters, options.onlyPublic));
  return row?.count ?? 0;
}

export interface ListedRow {
  presentation: PresentationRow;
  isFavourite: boolean;
  session: SessionRow | null;
}

/**
 * A page of presentations in one query: the page's ids are chosen first, with the total beside
 * them (a window count over the matching ids, before the page is cut), then only those rows are
 * joined with whether the viewer marked each and each one's session with room and series; authors
 * come with the rows (authors_card). The search conditions are so checked once per request, not
 * once for the page and again for a count. (A window count over the joined result made the whole
 * result be joined and sorted: 134 ms instead of 20 for 8,000 rows.) A page past the end has no row
 * to carry the total, which a count then gives.
 */
export async function listPresentations(db: Database, options: ListOptions & { userId?: number }): Promise<{ rows: ListedRow[]; pager: Pager }> {
  const per = options.filters.per ?? PROGRAM_PAGE_SIZE.default;
  const page = options.filters.page ?? 1;
  const where = presentationConditions(options.conferenceId, options.kind, options.filters, options.onlyPublic);
  // The same seed gives the same order on every page: a hash of the id and the seed.
  const orderOf = (id: SQL | typeof presentations.id, position: SQL | typeof presentations.position) =>
    options.filters.isRandomOrder ? [sql`md5(${id}::text || ':' || ${String(options.filters.randomSeed ?? 0)})`, asc(id)] : [asc(position), asc(id)];
  const pageIds = db.$with('page_ids').as(
    db
      .select({
        hitId: sql<number>`${presentations.id}`.as('hit_id'),
        hitPosition: sql<number>`${presentations.position}`.as('hit_position'),
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(presentations)
      .where(where)
      .orderBy(...orderOf(presentations.id, presentations.position))
      .limit(per)
      .offset((page - 1) * per),
  );
  const rows = await db
    .with(pageIds)
    .select({
      presentation: presentationColumns,
      total: pageIds.total,
      isFavourite:
        options.userId === undefined
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${favourites} where ${favourites.userId} = ${options.userId} and ${favourites.presentationId} = ${presentations.id})`,
      ...sessionColumns,
    })
    .from(pageIds)
    .innerJoin(presentations, eq(presentations.id, pageIds.hitId))
    .leftJoin(programSessions, eq(programSessions.id, presentations.sessionId))
    .leftJoin(programRooms, eq(programRooms.id, programSessions.roomId))
    .leftJoin(programSeries, eq(programSeries.id, programSessions.seriesId))
    .orderBy(...orderOf(sql`${pageIds.hitId}`, sql`${pageIds.hitPosition}`));
  const totalCount = rows[0] ? Number(rows[0].total) : page === 1 ? 0 : await countPresentations(db, options);
  return {
    rows: rows.map(({ presentation, isFavourite, total: _total, ...session }) => ({
      presentation,
      isFavourite: Boolean(isFavourite),
      session: session.sessionId === null ? null : sessionRowOf(session),
    })),
    pager: pagerOf(totalCount, page, per),
  };
}

/** Options for a picker: code and name, by name words or by the start of the code, 5 a page. */
export async function presentationOptions(
  db: Database,
  options: { conferenceId: string; kind: PresentationKind; onlyPublic: boolean; name?: string; code?: string; page?: number; per?: number },
) {
  const per = options.per ?? PROGRAM_PAGE_SIZE.options;
  const page = options.page ?? 1;
  const conditions = [presentationConditions(options.conferenceId, options.kind, { name: options.name }, options.onlyPublic)];
  if (options.code) conditions.push(sql`lower(${presentations.code}) like ${`${likeEscaped(options.code.toLowerCase())}%`}`);
  const where = and(...conditions);
  const [[count], rows] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(presentations)
      .where(where),
    db
      .select({ id: presentations.id, code: presentations.code, name: presentations.name, nameEn: presentations.nameEn })
      .from(presentations)
      .where(where)
      .orderBy(asc(presentations.code))
      .limit(per)
      .offset((page - 1) * per),
  ]);
  return { collection: rows, metadata: pagerOf(count?.count ?? 0, page, per) };
}

export async function getPresentation(db: Database, conferenceId: string, id: number, onlyPublic: boolean): Promise<PresentationRow | undefined> {
  return (await presentationsByIds(db, conferenceId, [id], onlyPublic))[0];
}

/** The presentations of the ids that exist (and are published, for `onlyPublic`), in no order. */
export async function presentationsByIds(db: Database, conferenceId: string, ids: readonly number[], onlyPublic: boolean): Promise<PresentationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(presentationColumns)
    .from(presentations)
    .where(
      and(
        eq(presentations.conferenceId, conferenceId),
        ids.length === 1 ? eq(presentations.id, ids[0]!) : inArray(presentations.id, [...ids]),
        onlyPublic ? eq(presentations.isPublic, true) : undefined,
      ),
    );
}

/** The presentations of some sessions, in their order; published ones only unless asked. */
export function presentationsOfSessions(db: Database, sessionIds: readonly number[], onlyPublic: boolean) {
  if (sessionIds.length === 0) return Promise.resolve([] as PresentationRow[]);
  return db
    .select(presentationColumns)
    .from(presentations)
    .where(and(inArray(presentations.sessionId, [...sessionIds]), onlyPublic ? eq(presentations.isPublic, true) : undefined))
    .orderBy(asc(presentations.startAt), asc(presentations.position));
}

export async function usersOf(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      nameSei: users.nameSei,
      nameMid: users.nameMid,
      nameMei: users.nameMei,
      nameSeiKanji: users.nameSeiKanji,
      nameMeiKanji: users.nameMeiKanji,
      nameEn1: users.nameEn1,
      nameEn3: users.nameEn3,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
