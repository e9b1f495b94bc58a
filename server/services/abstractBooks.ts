import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { abstractBookWords, authorIndex, bookEntry, bookSectionHeading, type BookAuthor } from '../../engine/abstractBook';
import { CONFERENCE_TIME_ZONE, formatInstant } from '../../engine/time';
import type { AbstractBook, AbstractBookStatus } from '../../schemas/abstractBooks';
import type { Language } from '../../schemas/conferenceSettings';
import { ApiError } from '../core/errors';
import { isUniqueViolation, type Database } from '../db/openDatabase';
import { abstractBooks, presentations, programRooms, programSessions, users } from '../db/schema';
import { Worker } from 'node:worker_threads';
import type { BookContent } from './abstractBookPdf';
import type { BookWorkerInput, BookWorkerMessage } from './abstractBookWorker';
import { audited, type AuditEntry } from './audit';
import { loadConference } from './conference';
import { iso, type SessionDetails } from './programOutline';

/**
 * The abstract book as a job (issue 67): a manager asks for one, the server writes it in the
 * background, recording how far it has come, and keeps the PDF; the console shows the progress and
 * offers the download. One book at a time per conference.
 */

/**
 * The worker that draws a book: beside this file when run from source (through tsx, as the tests
 * and the dev server run), beside the bundle's main.js in production (scripts/build-server.mjs).
 */
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(fromSource ? './abstractBookWorker.ts' : './abstractBookWorker.js', import.meta.url);

/** Why a book being written when the server closed failed (its page says §8's message). */
const STOPPED = 'the server stopped while the book was being written';
/** How many index entries go to the worker in one message. */
const INDEX_PIECE = 2000;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Draws the book in a worker thread, recording its progress here as it comes. `signal` stops the
 * worker (the server is closing): the book is then refused, not left half-written.
 */
export function renderInWorker(content: BookContent, progress: (done: number) => Promise<void>, signal?: AbortSignal): Promise<{ pdf: Buffer; pages: number }> {
  const { sections, index, ...head } = content;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error(STOPPED));
      return;
    }
    // From source, the worker first registers tsx's loader, then loads the TypeScript file.
    const worker = fromSource
      ? new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerFile.href)}); });`, {
          eval: true,
          workerData: head,
        })
      : new Worker(workerFile, { workerData: head });
    // Progress is recorded in order; a failed record fails the book once the worker answers,
    // and is never a rejection no one waits for.
    let recorded = Promise.resolve();
    let recordFailure: unknown;
    let answered = false;
    const stop = () => {
      answered = true;
      void worker.terminate();
      reject(new Error(STOPPED));
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.on('message', (message: BookWorkerMessage) => {
      if (message.kind === 'progress') {
        recorded = recorded
          .then(() => (answered ? undefined : progress(message.done)))
          .catch((error: unknown) => {
            recordFailure ??= error;
          });
        return;
      }
      answered = true;
      signal?.removeEventListener('abort', stop);
      void recorded.then(() =>
        recordFailure === undefined
          ? resolve({ pdf: Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength), pages: message.pages })
          : reject(recordFailure),
      );
    });
    worker.on('error', (error) => {
      answered = true;
      signal?.removeEventListener('abort', stop);
      reject(error);
    });
    worker.on('exit', (code) => {
      signal?.removeEventListener('abort', stop);
      if (!answered) reject(new Error(`the abstract book's worker stopped with exit code ${code}`));
    });
    // The content goes a session at a time, giving the server's other requests a turn between.
    const send = (message: BookWorkerInput) => worker.postMessage(message);
    void (async () => {
      for (const section of sections) {
        send({ kind: 'section', section });
        await turn();
      }
      for (let at = 0; at < index.length; at += INDEX_PIECE) {
        send({ kind: 'index', entries: index.slice(at, at + INDEX_PIECE) });
        await turn();
      }
      send({ kind: 'end' });
    })();
  });
}

/** A running book that has not moved for this long was cut off (the server stopped). */
export const STALE_AFTER_MS = 5 * 60 * 1000;
/** How many of the latest books the console lists. */
const LISTED = 10;

/** Rows of the published presentations read a batch at a time. */
const READ_BATCH = 500;

/**
 * The published presentations in the book's order (time, then the program's order). Read in
 * batches by id with a turn for the server's other requests between: PGlite runs a query on this
 * thread, and ten thousand presentations with their abstracts in one query held it for 1.5 s.
 */
const bookColumns = {
  id: presentations.id,
  code: presentations.code,
  name: presentations.name,
  nameEn: presentations.nameEn,
  abstract: presentations.abstract,
  abstractEn: presentations.abstractEn,
  sessionId: presentations.sessionId,
  startAt: presentations.startAt,
  endAt: presentations.endAt,
  position: presentations.position,
  authorsCard: presentations.authorsCard,
};
const publishedAfter = (db: Database, conferenceId: string, after: number) =>
  db
    .select(bookColumns)
    .from(presentations)
    .where(and(eq(presentations.conferenceId, conferenceId), eq(presentations.isPublic, true), gt(presentations.id, after)))
    .orderBy(asc(presentations.id))
    .limit(READ_BATCH);

async function publishedPresentations(db: Database, conferenceId: string) {
  const rows: Awaited<ReturnType<typeof publishedAfter>> = [];
  for (let after = 0; ;) {
    const batch = await publishedAfter(db, conferenceId, after);
    rows.push(...batch);
    if (batch.length < READ_BATCH) break;
    after = batch.at(-1)!.id;
    await turn();
  }
  const time = (at: Date | null) => at?.getTime() ?? Infinity;
  return rows.sort((a, b) => time(a.startAt) - time(b.startAt) || a.position - b.position || a.code.localeCompare(b.code));
}

/** The book's content in one language: the published presentations by session, in time order, and the author index. */
export async function bookContent(db: Database, conferenceId: string, language: Language, now = new Date()): Promise<BookContent> {
  const [conference, sessions, rooms, rows] = await Promise.all([
    loadConference(db, conferenceId),
    db
      .select()
      .from(programSessions)
      .where(and(eq(programSessions.conferenceId, conferenceId), sql`${programSessions.presentationKind} is not null`))
      .orderBy(asc(programSessions.startAt), asc(programSessions.code), asc(programSessions.id)),
    db.select().from(programRooms).where(eq(programRooms.conferenceId, conferenceId)),
    publishedPresentations(db, conferenceId),
  ]);
  const settings = conference?.settings;
  const roomOf = new Map(rooms.map((room) => [room.id, room]));
  const sessionIds = new Set(sessions.map((session) => session.id));
  const bySession = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const key = row.sessionId !== null && sessionIds.has(row.sessionId) ? row.sessionId : null;
    bySession.set(key, [...(bySession.get(key) ?? []), row]);
  }
  const entries = (list: typeof rows) =>
    list.map((row) => bookEntry({ ...row, startAt: iso(row.startAt), endAt: iso(row.endAt), authors: row.authorsCard as BookAuthor[] }, language));
  // A session's entries at a time, with a turn for other requests between (ten thousand abstracts
  // take a few hundred milliseconds to read into runs).
  const sections: BookContent['sections'] = [];
  for (const session of sessions) {
    const rows = bySession.get(session.id);
    if (!rows) continue;
    const room = session.roomId !== null ? roomOf.get(session.roomId) : undefined;
    const { heading, meta } = bookSectionHeading(
      {
        code: session.code,
        name: session.name,
        nameEn: (session.details as SessionDetails).nameEn ?? null,
        startAt: iso(session.startAt),
        endAt: iso(session.endAt),
        room: room ? { name: room.name, nameEn: room.nameEn } : null,
      },
      language,
    );
    sections.push({ heading, meta, entries: entries(rows) });
    await turn();
  }
  const unplaced = bySession.get(null);
  if (unplaced) sections.push({ heading: abstractBookWords[language].withoutSession, meta: '', entries: entries(unplaced) });
  return {
    language,
    conferenceTitle: (language === 'en' ? settings?.conferenceTitleEn : settings?.conferenceTitle) ?? conferenceId,
    conferenceSubtitle: (language === 'en' ? settings?.conferenceSubtitleEn : settings?.conferenceSubtitle) ?? '',
    generatedAt: formatInstant(now, CONFERENCE_TIME_ZONE, language, 'dateTime'),
    sections,
    index: authorIndex(
      [...sessions.flatMap((session) => bySession.get(session.id) ?? []), ...(unplaced ?? [])].map((row) => ({
        code: row.code,
        authors: row.authorsCard as BookAuthor[],
      })),
      language,
    ),
  };
}

/** Books queued or running whose last step is older than STALE_AFTER_MS are marked failed. */
async function failStaleBooks(db: Database, conferenceId: string, now: Date) {
  await db
    .update(abstractBooks)
    .set({ status: 'failed', failure: 'interrupted', finishedAt: now })
    .where(
      and(
        eq(abstractBooks.conferenceId, conferenceId),
        inArray(abstractBooks.status, ['queued', 'running']),
        lt(abstractBooks.updatedAt, new Date(now.getTime() - STALE_AFTER_MS)),
      ),
    );
}

/** Records a new book, queued, with its audit entry; refused while another is queued or running. */
export async function requestAbstractBook(db: Database, conferenceId: string, language: Language, actor: AuditEntry['actor']): Promise<number> {
  await failStaleBooks(db, conferenceId, new Date());
  try {
    return await audited(
      db,
      async (tx) => {
        const [row] = await tx.insert(abstractBooks).values({ conferenceId, language, requestedBy: actor.id }).returning({ id: abstractBooks.id });
        return row!.id;
      },
      (bookId) => ({ conferenceId, action: 'abstractBookRequest', actor, detail: { bookId, language } }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'abstractBookBusy');
    throw error;
  }
}

/**
 * Writes a queued book: reads the program, draws the PDF (recording the count done as it goes)
 * and stores it. Any failure is recorded on the book, whose page then says §8's message; the
 * cause goes to the log.
 */
export async function writeAbstractBook(
  db: Database,
  bookId: number,
  options: { render?: typeof renderInWorker; log?: (error: unknown) => void; signal?: AbortSignal } = {},
): Promise<void> {
  const render = options.render ?? renderInWorker;
  try {
    const [book] = await db
      .select({ conferenceId: abstractBooks.conferenceId, language: abstractBooks.language })
      .from(abstractBooks)
      .where(eq(abstractBooks.id, bookId));
    if (!book) return;
    const content = await bookContent(db, book.conferenceId, book.language as Language);
    const total = content.sections.reduce((sum, section) => sum + section.entries.length, 0);
    await db.update(abstractBooks).set({ status: 'running', total, updatedAt: new Date() }).where(eq(abstractBooks.id, bookId));
    const { pdf, pages } = await render(
      content,
      async (done) => {
        await db.update(abstractBooks).set({ done, updatedAt: new Date() }).where(eq(abstractBooks.id, bookId));
      },
      options.signal,
    );
    const now = new Date();
    await db.update(abstractBooks).set({ status: 'completed', done: total, pdf, pages, updatedAt: now, finishedAt: now }).where(eq(abstractBooks.id, bookId));
  } catch (error) {
    options.log?.(error);
    const now = new Date();
    await db
      .update(abstractBooks)
      .set({ status: 'failed', failure: String(error instanceof Error ? error.message : error).slice(0, 2000), updatedAt: now, finishedAt: now })
      .where(eq(abstractBooks.id, bookId))
      .catch(() => undefined);
  }
}

/** The latest books, newest first, without their bytes. */
export async function listAbstractBooks(db: Database, conferenceId: string): Promise<AbstractBook[]> {
  await failStaleBooks(db, conferenceId, new Date());
  const rows = await db
    .select({
      id: abstractBooks.id,
      language: abstractBooks.language,
      status: abstractBooks.status,
      done: abstractBooks.done,
      total: abstractBooks.total,
      pages: abstractBooks.pages,
      size: sql<number>`coalesce(octet_length(${abstractBooks.pdf}), 0)`.mapWith(Number),
      requestedBy: users.email,
      createdAt: abstractBooks.createdAt,
      finishedAt: abstractBooks.finishedAt,
    })
    .from(abstractBooks)
    .leftJoin(users, eq(users.id, abstractBooks.requestedBy))
    .where(eq(abstractBooks.conferenceId, conferenceId))
    .orderBy(desc(abstractBooks.createdAt), desc(abstractBooks.id))
    .limit(LISTED);
  return rows.map((row) => ({
    ...row,
    language: row.language as Language,
    status: row.status as AbstractBookStatus,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    downloadUrl: row.status === 'completed' ? `/web_api/mng/abstract_books/${row.id}/pdf` : null,
  }));
}

/** A completed book's PDF, or nothing (another conference's, not ready, or gone). */
export async function abstractBookPdf(db: Database, conferenceId: string, id: number) {
  const [row] = await db
    .select({ pdf: abstractBooks.pdf, language: abstractBooks.language, createdAt: abstractBooks.createdAt })
    .from(abstractBooks)
    .where(and(eq(abstractBooks.id, id), eq(abstractBooks.conferenceId, conferenceId), eq(abstractBooks.status, 'completed')));
  return row?.pdf ? { pdf: row.pdf, language: row.language as Language, createdAt: row.createdAt } : undefined;
}
