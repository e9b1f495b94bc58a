import { htmlText } from '../../engine/richText';
import { and, eq, inArray, isNull, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Writer } from '../db/openDatabase';
import { authorInstitutes, authors, institutes, presentationKeywords, presentations, programRooms, programSeries, programSessions } from '../db/schema';
import { normalizeSearchText, searchGrams } from '../../engine/program/search';
import type { ProgramFile, ProgramPresentation } from '../../schemas/program';
import { sanitizeRichText } from './sanitize';

const CHUNK = 500;
async function insertChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

const joined = (...texts: (string | null | undefined)[]) => normalizeSearchText(texts.filter(Boolean).join(' '));

/** The search columns of a presentation: normalized text per field, and the pieces of all of it. */
export function searchColumns(
  presentation: Pick<ProgramPresentation, 'code' | 'name' | 'nameEn' | 'abstract' | 'abstractEn'> & {
    authors: ReadonlyArray<Pick<ProgramPresentation['authors'][number], 'lastName' | 'firstName' | 'lastNameEn' | 'firstNameEn' | 'instituteIds'>>;
  },
  instituteNames: ReadonlyMap<number, { name: string; nameEn?: string | null }>,
) {
  const searchName = joined(presentation.code, presentation.name, presentation.nameEn);
  // Indexed as a reader sees it: a search for H2O finds H<sub>2</sub>O.
  const searchAbstract = joined(htmlText(presentation.abstract ?? ''), htmlText(presentation.abstractEn ?? ''));
  const searchAuthors = joined(
    ...presentation.authors.flatMap((author) => [
      `${author.lastName}${author.firstName}`,
      `${author.lastName} ${author.firstName}`,
      author.firstNameEn && author.lastNameEn ? `${author.firstNameEn} ${author.lastNameEn}` : undefined,
    ]),
  );
  const instituteIds = [...new Set(presentation.authors.flatMap((author) => author.instituteIds))];
  const searchInstitutes = joined(...instituteIds.flatMap((id) => [instituteNames.get(id)?.name, instituteNames.get(id)?.nameEn]));
  return {
    searchName,
    searchAbstract,
    searchAuthors,
    searchInstitutes,
    searchGrams: searchGrams([searchName, searchAbstract, searchAuthors, searchInstitutes].join(' ')),
  };
}

/**
 * Ids for authors about to be written, taken from their sequence, so that a presentation's row
 * can be written once with its authors' card (presentations.authors_card) before the authors
 * themselves: an update afterwards leaves a dead version of the row behind.
 */
export async function reserveAuthorIds(tx: Writer, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('authors', 'id'))::int as id from generate_series(1, ${count})`);
  return rows.map((row) => Number(row.id));
}

type UpsertTable = typeof programRooms | typeof programSeries | typeof institutes | typeof programSessions | typeof presentations;

/** Inserts rows, or on an id already there writes every column given (and `set`'s own), a chunk at a time. */
async function upsertById<T extends { id: number }>(tx: Writer, table: UpsertTable, rows: T[], set: Record<string, SQL> = {}) {
  await insertChunks(rows, (chunk) =>
    tx
      .insert(table)
      .values(chunk as never)
      .onConflictDoUpdate({
        target: table.id,
        set: {
          ...Object.fromEntries(
            Object.keys(chunk[0]!)
              .filter((key) => key !== 'id')
              .map((key) => [key, sql.raw(`excluded.${toColumn(key)}`)]),
          ),
          ...set,
        },
      }),
  );
}

/**
 * Presentation ids by who owns them: the program file's are below 1,000,001 (schemas/program.ts),
 * accepted applications' from 1,000,001 (presentationApplications.ts), the console import's from
 * 2,000,001. A seed removes only the file's own that the file no longer lists.
 */
export const FILE_PRESENTATION_ID_MAX = 999_999;
export const IMPORTED_PRESENTATION_ID_MIN = 2_000_001;

/**
 * Writes the program of fixtures/program into the database (issue 22). The file is the source:
 * rooms, series, institutes, sessions and presentations are upserted by their ids, authors and
 * keywords rewritten, and presentations no longer in the file removed (their favourites with them).
 */
export async function seedProgram(tx: Writer, conferenceId: string, program: ProgramFile): Promise<number> {
  const upsert = <T extends { id: number }>(table: UpsertTable, rows: T[]) => upsertById(tx, table, rows);
  await upsert(
    programRooms,
    program.rooms.map((room, position) => ({ id: room.id, conferenceId, name: room.name, nameEn: room.nameEn ?? null, position })),
  );
  await upsert(
    programSeries,
    program.series.map((series, position) => ({ id: series.id, conferenceId, kind: series.kind, name: series.name, nameEn: series.nameEn ?? null, position })),
  );
  await upsert(
    institutes,
    program.institutes.map((institute) => ({ id: institute.id, conferenceId, name: institute.name, nameEn: institute.nameEn ?? null })),
  );
  const roomsById = new Map(program.rooms.map((room) => [room.id, room]));
  await upsert(
    programSessions,
    program.sessions.map((session) => {
      const room = roomsById.get(session.roomId);
      return {
        id: session.id,
        conferenceId,
        kind: 'general',
        name: session.name,
        startAt: new Date(session.startAt),
        endAt: new Date(session.endAt),
        details: {
          nameEn: session.nameEn,
          programRoom: room ? { name: room.name, nameEn: room.nameEn } : undefined,
          organizersHtml: session.organizersHtml ? sanitizeRichText(session.organizersHtml) : undefined,
          organizersHtmlEn: session.organizersHtmlEn ? sanitizeRichText(session.organizersHtmlEn) : undefined,
        },
        presentationKind: session.presentationKind,
        code: session.code,
        seriesId: session.seriesId ?? null,
        roomId: session.roomId,
      };
    }),
  );

  const instituteNames = new Map(program.institutes.map((institute) => [institute.id, institute]));
  const ids = program.presentations.map((presentation) => presentation.id);
  // Presentations no longer in the file go, with their authors, keywords and favourites; those
  // made from accepted applications or imported in the console are not the file's and stay.
  await tx
    .delete(presentations)
    .where(
      and(
        eq(presentations.conferenceId, conferenceId),
        isNull(presentations.presentationApplicationId),
        lte(presentations.id, FILE_PRESENTATION_ID_MAX),
        ids.length ? notInArray(presentations.id, ids) : sql`true`,
      ),
    );
  await writePresentations(
    tx,
    conferenceId,
    program.presentations.map((presentation, position) => ({ ...presentation, position })),
    instituteNames,
    { keywords: true },
  );
  return program.presentations.length;
}

/**
 * Writes presentations with their authors (and, with `keywords`, their keywords), each upserted by
 * id: the program file's seed and the console's import (server/services/imports/presentations.ts)
 * both write through it. Columns a presentation does not give (its account, its application, the
 * lock, the PDF) keep what is stored on update. Authors are rewritten.
 */
export async function writePresentations(
  tx: Writer,
  conferenceId: string,
  list: readonly (ProgramPresentation & { position: number })[],
  instituteNames: ReadonlyMap<number, { name: string; nameEn?: string | null }>,
  options: { keywords: boolean },
): Promise<void> {
  const ids = list.map((presentation) => presentation.id);
  // Each presentation is written once, with its authors' card. Writing the card afterwards left
  // a dead version of every row, which doubled the pages a search reads until a vacuum (PGlite
  // runs none).
  const authorIds = await reserveAuthorIds(
    tx,
    list.reduce((count, presentation) => count + presentation.authors.length, 0),
  );
  let nextAuthor = 0;
  const authorRows = list.flatMap((presentation) =>
    presentation.authors.map((author, position) => ({
      ...authorRowOf(authorIds[nextAuthor++]!, presentation.id, position, author),
      instituteIds: author.instituteIds,
    })),
  );
  const cards = new Map<number, AuthorCard[]>();
  for (const { instituteIds, ...author } of authorRows) {
    cards.set(author.presentationId, [...(cards.get(author.presentationId) ?? []), authorCard(author, instituteIds, instituteNames)]);
  }
  await upsertById(
    tx,
    presentations,
    list.map((presentation) => ({
      id: presentation.id,
      conferenceId,
      kind: presentation.kind,
      code: presentation.code,
      sessionId: presentation.sessionId ?? null,
      seriesId: presentation.seriesId ?? null,
      startAt: presentation.startAt ? new Date(presentation.startAt) : null,
      endAt: presentation.endAt ? new Date(presentation.endAt) : null,
      name: presentation.name,
      nameEn: presentation.nameEn ?? null,
      abstract: presentation.abstract ?? null,
      abstractEn: presentation.abstractEn ?? null,
      isPublic: presentation.isPublic ?? true,
      isLocked: presentation.isLocked ?? false,
      isSponsor: presentation.isSponsor ?? false,
      language: presentation.language ?? 'unspecified',
      location: presentation.location ?? 'onsite',
      abstractPdf: presentation.abstractPdf ?? null,
      position: presentation.position,
      updatedAt: new Date(),
      ...searchColumns(presentation, instituteNames),
      authorsCard: cards.get(presentation.id) ?? [],
    })),
    // A console editor holding the version before is refused rather than writing over this.
    { version: sql`${presentations.version} + 1` },
  );

  // Authors and keywords follow the file exactly: rewritten.
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    await tx.delete(authors).where(inArray(authors.presentationId, chunk));
    if (options.keywords) await tx.delete(presentationKeywords).where(inArray(presentationKeywords.presentationId, chunk));
  }
  await insertChunks(authorRows, (chunk) => tx.insert(authors).values(chunk.map(({ instituteIds: _, ...row }) => row)));
  const links = authorRows.flatMap((author) => author.instituteIds.map((instituteId, position) => ({ authorId: author.id, instituteId, position })));
  await insertChunks(links, (chunk) => tx.insert(authorInstitutes).values(chunk));
  const keywordRows = list.flatMap((presentation) => (presentation.keywordIds ?? []).map((keywordId) => ({ presentationId: presentation.id, keywordId })));
  if (options.keywords) await insertChunks(keywordRows, (chunk) => tx.insert(presentationKeywords).values(chunk));
  // Rows written in bulk wait in the search index's pending list, which every search scans
  // until a vacuum merges it (PGlite runs none); merged here, a search reads the index alone.
  // Fresh statistics, so the planner uses the indexes at once.
  await tx.execute(sql`select gin_clean_pending_list('presentations_grams')`);
  await tx.execute(sql`analyze presentations, authors, author_institutes, institutes, presentation_keywords, program_sessions, program_rooms, program_series`);
}

/** An author's row as the authors table holds it, from the program file's or an application's author. */
export function authorRowOf(
  id: number,
  presentationId: number,
  position: number,
  author: Pick<ProgramPresentation['authors'][number], 'lastName' | 'firstName' | 'lastNameEn' | 'firstNameEn' | 'membershipNumber' | 'isPresenter'>,
): Omit<AuthorCard, 'institutes'> {
  return {
    id,
    presentationId,
    position,
    lastName: author.lastName,
    firstName: author.firstName,
    lastNameEn: author.lastNameEn ?? null,
    firstNameEn: author.firstNameEn ?? null,
    membershipNumber: author.membershipNumber ?? null,
    isPresenter: author.isPresenter ?? false,
  };
}

/** An author's card: the author's row with its institutes named, in their order. */
export function authorCard(
  author: Omit<AuthorCard, 'institutes'>,
  instituteIds: readonly number[],
  names: ReadonlyMap<number, { name: string; nameEn?: string | null }>,
): AuthorCard {
  return { ...author, institutes: instituteIds.map((id, position) => ({ id, name: names.get(id)!.name, nameEn: names.get(id)!.nameEn ?? null, position })) };
}

/** An author as GraphQL's Author type has it, kept on the presentation's row. */
export interface AuthorCard {
  id: number;
  presentationId: number;
  position: number;
  lastName: string;
  firstName: string;
  lastNameEn: string | null;
  firstNameEn: string | null;
  membershipNumber: string | null;
  isPresenter: boolean;
  institutes: { id: number; name: string; nameEn: string | null; position: number }[];
}

const toColumn = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
