import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  presentationImportColumns,
  presentationListChange,
  readPresentationList,
  type ImportedPresentation,
  type StoredPresentation,
} from '../../../engine/imports/presentations';
import type { ImportProblem } from '../../../engine/imports/common';
import type { ProgramPresentation } from '../../../schemas/program';
import type { Database, Transaction } from '../../db/openDatabase';
import { institutes, presentations, programSessions } from '../../db/schema';
import { iso } from '../programOutline';
import { IMPORTED_PRESENTATION_ID_MIN, writePresentations, type AuthorCard } from '../programSeed';
import { sanitizeAbstract } from '../sanitize';
import { inBatches, type Importer } from './dataImports';
import { escapeHtml } from '../../../engine/richText';

/**
 * Presentations with their authors imported in the console (issue 67), merged by code: a new code
 * adds a presentation (ids from 2,000,001, which the program file's seed leaves alone), a known one
 * has its session, times, titles, abstracts, publication and authors replaced; its lock, PDF and
 * account stay. Affiliations are matched to the conference's institutes by name in either
 * language; a name not yet known becomes an institute. Written through the seed's own writer, so
 * search, the timetable and the authors' cards follow at once.
 */

const lowerCode = sql<string>`lower(${presentations.code})`;

/**
 * An abstract's cell as stored: markup (the marks abstracts use) is cleaned as an applicant's is;
 * plain text is escaped, its line breaks kept.
 */
export function storedAbstract(cell: string): string {
  if (!cell) return '';
  if (/<[a-z/]/i.test(cell)) return sanitizeAbstract(cell.replace(/\r?\n/g, '<br>'));
  return escapeHtml(cell).replace(/\r?\n/g, '<br>');
}

const asStored = (presentation: ImportedPresentation): ImportedPresentation => ({
  ...presentation,
  abstract: storedAbstract(presentation.abstract),
  abstractEn: storedAbstract(presentation.abstractEn),
});

async function sessionsByCode(db: Database | Transaction, conferenceId: string) {
  const rows = await db
    .select({ id: programSessions.id, code: programSessions.code, kind: programSessions.presentationKind, seriesId: programSessions.seriesId })
    .from(programSessions)
    .where(eq(programSessions.conferenceId, conferenceId));
  return new Map(rows.filter((row) => row.code).map((row) => [row.code!.toLowerCase(), row]));
}

/** The conference's presentations with these codes, as a file would give them, with what an import keeps. */
async function currentPresentations(db: Database | Transaction, conferenceId: string, codes: readonly string[]) {
  const found = new Map<
    string,
    StoredPresentation & { id: number; kept: Pick<ProgramPresentation, 'isLocked' | 'isSponsor' | 'language' | 'location' | 'abstractPdf'>; position: number }
  >();
  for (const chunk of inBatches(codes.map((code) => code.toLowerCase()))) {
    const rows = await db
      .select({ presentation: presentations, sessionCode: programSessions.code })
      .from(presentations)
      .leftJoin(programSessions, eq(programSessions.id, presentations.sessionId))
      .where(and(eq(presentations.conferenceId, conferenceId), inArray(lowerCode, chunk)));
    for (const { presentation: row, sessionCode } of rows) {
      found.set(row.code.toLowerCase(), {
        id: row.id,
        position: row.position,
        kept: {
          isLocked: row.isLocked,
          isSponsor: row.isSponsor,
          language: row.language as ProgramPresentation['language'],
          location: row.location as ProgramPresentation['location'],
          ...(row.abstractPdf ? { abstractPdf: row.abstractPdf } : {}),
        },
        code: row.code,
        kind: row.kind as StoredPresentation['kind'],
        sessionCode: sessionCode ?? '',
        startAt: iso(row.startAt) ?? '',
        endAt: iso(row.endAt) ?? '',
        name: row.name,
        nameEn: row.nameEn ?? '',
        abstract: row.abstract ?? '',
        abstractEn: row.abstractEn ?? '',
        isPublic: row.isPublic,
        authors: (row.authorsCard as AuthorCard[]).map((author) => ({
          lastName: author.lastName,
          firstName: author.firstName,
          lastNameEn: author.lastNameEn ?? '',
          firstNameEn: author.firstNameEn ?? '',
          institutes: author.institutes.map((institute) => institute.name),
          isPresenter: author.isPresenter,
        })),
      });
    }
  }
  return found;
}

/** The next free ids of a table from `from` up (the file's own ids stay below it). */
async function nextIds(tx: Transaction, table: typeof presentations | typeof institutes, from: number, count: number): Promise<number[]> {
  const [{ top }] = (await tx
    .select({ top: sql<number>`coalesce(max(${table.id}), ${from - 1})`.mapWith(Number) })
    .from(table)
    .where(gte(table.id, from))) as [{ top: number }];
  return Array.from({ length: count }, (_, index) => top + 1 + index);
}

export const presentationImporter: Importer<ImportedPresentation> = {
  kind: 'presentations',
  columns: presentationImportColumns,
  action: 'presentationImport',
  read(records) {
    const { presentations: rows, problems } = readPresentationList(records);
    return { rows, problems };
  },
  /** A session named by code must be the conference's, and of the presentation's kind. */
  async check(db, conferenceId, rows) {
    const sessions = await sessionsByCode(db, conferenceId);
    const problems: ImportProblem[] = [];
    for (const row of rows) {
      if (!row.sessionCode) continue;
      const session = sessions.get(row.sessionCode.toLowerCase());
      if (!session) problems.push({ row: row.row, column: 'sessionCode', code: 'importUnknownSession', params: { session: row.sessionCode } });
      else if (session.kind && session.kind !== row.kind) problems.push({ row: row.row, column: 'kind', code: 'importSessionKind' });
    }
    return problems;
  },
  async change(db, conferenceId, rows) {
    const current = await currentPresentations(
      db,
      conferenceId,
      rows.map((row) => row.code),
    );
    return presentationListChange(current, rows.map(asStored));
  },
  async apply(tx, conferenceId, rows) {
    const [sessions, current, known] = await Promise.all([
      sessionsByCode(tx, conferenceId),
      currentPresentations(
        tx,
        conferenceId,
        rows.map((row) => row.code),
      ),
      tx.select({ id: institutes.id, name: institutes.name, nameEn: institutes.nameEn }).from(institutes).where(eq(institutes.conferenceId, conferenceId)),
    ]);
    // Institutes by name in either language; the names not yet known are added.
    const instituteByName = new Map<string, number>();
    for (const institute of known) {
      if (institute.nameEn) instituteByName.set(institute.nameEn.toLowerCase(), institute.id);
      instituteByName.set(institute.name.toLowerCase(), institute.id);
    }
    const newNames = [...new Set(rows.flatMap((row) => row.authors.flatMap((author) => author.institutes)))].filter(
      (name) => !instituteByName.has(name.toLowerCase()),
    );
    const dedupedNew = [...new Map(newNames.map((name) => [name.toLowerCase(), name])).values()];
    const instituteIds = await nextIds(tx, institutes, IMPORTED_PRESENTATION_ID_MIN, dedupedNew.length);
    const added = dedupedNew.map((name, index) => ({ id: instituteIds[index]!, conferenceId, name, nameEn: null }));
    for (const chunk of inBatches(added)) await tx.insert(institutes).values(chunk);
    for (const institute of added) instituteByName.set(institute.name.toLowerCase(), institute.id);
    const instituteNames = new Map([...known, ...added].map((institute) => [institute.id, { name: institute.name, nameEn: institute.nameEn }]));

    const fresh = rows.filter((row) => !current.has(row.code.toLowerCase()));
    const ids = await nextIds(tx, presentations, IMPORTED_PRESENTATION_ID_MIN, fresh.length);
    const newId = new Map(fresh.map((row, index) => [row.code.toLowerCase(), ids[index]!]));
    const [{ lastPosition }] = (await tx
      .select({ lastPosition: sql<number>`coalesce(max(${presentations.position}), -1)`.mapWith(Number) })
      .from(presentations)
      .where(eq(presentations.conferenceId, conferenceId))) as [{ lastPosition: number }];
    let position = lastPosition;
    const list = rows.map((imported) => {
      const row = asStored(imported);
      const before = current.get(row.code.toLowerCase());
      const session = row.sessionCode ? sessions.get(row.sessionCode.toLowerCase()) : undefined;
      return {
        ...(before?.kept ?? {}),
        id: before?.id ?? newId.get(row.code.toLowerCase())!,
        position: before?.position ?? (position += 1),
        kind: row.kind,
        code: row.code,
        ...(session ? { sessionId: session.id, ...(session.seriesId ? { seriesId: session.seriesId } : {}) } : {}),
        ...(row.startAt ? { startAt: row.startAt, endAt: row.endAt } : {}),
        name: row.name,
        ...(row.nameEn ? { nameEn: row.nameEn } : {}),
        ...(row.abstract ? { abstract: row.abstract } : {}),
        ...(row.abstractEn ? { abstractEn: row.abstractEn } : {}),
        isPublic: row.isPublic,
        authors: row.authors.map((author) => ({
          lastName: author.lastName,
          firstName: author.firstName,
          ...(author.lastNameEn ? { lastNameEn: author.lastNameEn } : {}),
          ...(author.firstNameEn ? { firstNameEn: author.firstNameEn } : {}),
          isPresenter: author.isPresenter,
          instituteIds: author.institutes.map((name) => instituteByName.get(name.toLowerCase())!),
        })),
      } as ProgramPresentation & { position: number };
    });
    await writePresentations(tx, conferenceId, list, instituteNames, { keywords: false });
  },
};
