import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, csrf, logInAs } from './helper';
import { seedDemoAccounts } from '../../server/seed';
import { abstractBooks, auditLog, presentations } from '../../server/db/schema';
import { bookContent, renderInWorker, STALE_AFTER_MS, writeAbstractBook } from '../../server/services/abstractBooks';
import demoProgram from '../../fixtures/program/demo.json';
import type { AbstractBook } from '../../schemas/abstractBooks';

/** The abstract book (issue 67): asked for, written in the background with its progress, downloaded; one at a time. */
let app: FastifyInstance;
let headers: Record<string, string>;
let manager = '';
let member = '';

beforeAll(async () => {
  app = await buildTestApp({ conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1e6, mailRateLimit: 1e6 });
  await seedDemoAccounts(app.db, 'demo', 'test');
  headers = await csrf(app);
  manager = `${headers.cookie}; ${await logInAs(app, headers, 'manager@example.com', 'Manager-2026!')}`;
  member = `${headers.cookie}; ${await logInAs(app, headers, 'member@example.com', 'Member-2026!')}`;
});
afterAll(() => app.close());

const list = async () =>
  (await app.inject({ url: '/web_api/mng/abstract_books', headers: { cookie: manager } })).json<{ abstractBooks: AbstractBook[] }>().abstractBooks;
const ask = (language: string, cookie = manager) =>
  app.inject({ method: 'POST', url: '/web_api/mng/abstract_books', headers: { ...headers, cookie }, payload: { language } });

/** Waits for a book to finish, as the console's page does, and answers it as listed. */
async function finished(id: number): Promise<AbstractBook> {
  for (let tries = 0; tries < 600; tries++) {
    const book = (await list()).find((candidate) => candidate.id === id)!;
    if (book.status === 'completed' || book.status === 'failed') return book;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`book ${id} did not finish`);
}

async function pdfText(bytes: Buffer) {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return { pages: text as string[], totalPages };
}

const published = demoProgram.presentations.filter((presentation) => presentation.isPublic !== false);
const hidden = demoProgram.presentations.filter((presentation) => presentation.isPublic === false);

describe('the abstract book', () => {
  it('is for managers only, in Japanese or English', async () => {
    expect((await app.inject({ url: '/web_api/mng/abstract_books' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/web_api/mng/abstract_books', headers: { cookie: member } })).statusCode).toBe(403);
    expect((await ask('ja', member)).statusCode).toBe(403);
    expect((await app.inject({ url: '/web_api/mng/abstract_books/1/pdf', headers: { cookie: member } })).statusCode).toBe(403);
    const german = await ask('de');
    expect(german.statusCode).toBe(400);
    expect(german.json().messageEn).toMatch(/language/);
    expect(await list()).toEqual([]);
  });

  it('prints the published presentations by session, with contents, abstracts with their marks and an author index, in Japanese', async () => {
    const [chemistry] = await app.db
      .update(presentations)
      .set({ abstract: '水（H<sub>2</sub>O）と<i>Danio rerio</i>の観察<br>二行目の本文' })
      .where(eq(presentations.code, published[1]!.code))
      .returning({ code: presentations.code });
    const asked = await ask('ja');
    expect(asked.statusCode).toBe(202);
    const book = await finished(asked.json().id);
    expect(book).toMatchObject({ language: 'ja', status: 'completed', done: published.length, total: published.length, requestedBy: 'manager@example.com' });
    expect(book.pages).toBeGreaterThan(published.length / 10);
    expect(book.downloadUrl).toBe(`/web_api/mng/abstract_books/${book.id}/pdf`);

    const response = await app.inject({ url: book.downloadUrl!, headers: { cookie: manager } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="abstract-book-ja-\d{4}-\d\d-\d\d\.pdf"$/);
    expect(response.rawPayload.length).toBe(book.size);
    const { pages, totalPages } = await pdfText(response.rawPayload);
    expect(totalPages).toBe(book.pages);
    const all = pages.join('\n');
    expect(pages[0]).toContain('講演要旨集');
    expect(pages[1]).toContain('目次');
    expect(pages[1]).toContain('著者索引');
    for (const presentation of published) expect(all).toContain(presentation.code);
    for (const presentation of hidden) expect(all).not.toContain(presentation.name);
    expect(all).toContain(published[0]!.name);
    // The marked abstract is drawn as its text, never its tags.
    expect(all).toMatch(/H\s*2\s*O/);
    expect(all).toContain('Danio rerio');
    expect(all).toContain('二行目の本文');
    expect(all).not.toMatch(/<\/?(sub|i|br)>/);
    expect(chemistry).toBeDefined();
    // The contents name each session with the page it starts on.
    const firstSession = demoProgram.sessions.find((session) => published.some((presentation) => presentation.sessionId === session.id))!;
    const startsOn = pages.findIndex((page, index) => index > 1 && page.includes(firstSession.name)) + 1;
    expect(pages[1]).toMatch(new RegExp(`${firstSession.name}[\\s.…]*${startsOn}\\b`));
    // The index lists each author once with their codes.
    const indexPage = pages.findLastIndex((page) => page.includes('著者索引'));
    const author = published[0]!.authors[0]!;
    expect(pages.slice(indexPage).join('\n')).toContain(`${author.lastName} ${author.firstName}`);
    // Page numbers under every page but the cover.
    expect(pages[2]!.trim()).toMatch(/\b3$/);
  });

  it('prints English names, titles and abstracts in an English book, saying where only Japanese was given', async () => {
    const [japaneseOnly] = await app.db
      .update(presentations)
      .set({ abstractEn: null })
      .where(eq(presentations.code, published[2]!.code))
      .returning({ abstract: presentations.abstract });
    const book = await finished((await ask('en')).json().id);
    expect(book).toMatchObject({ language: 'en', status: 'completed' });
    const { pages } = await pdfText((await app.inject({ url: book.downloadUrl!, headers: { cookie: manager } })).rawPayload);
    const all = pages.join('\n');
    expect(pages[0]).toContain('Abstract book');
    expect(pages[1]).toContain('Contents');
    expect(all).toContain(published[0]!.nameEn!);
    expect(all).toContain('No English version was given; shown in Japanese.');
    expect(all).toContain(japaneseOnly!.abstract!.slice(0, 10));
    const author = published[0]!.authors[0]!;
    expect(all).toContain(`${author.lastNameEn}, ${author.firstNameEn}`);
    // Both books stay listed, newest first.
    expect((await list()).map((listed) => listed.language)).toEqual(['en', 'ja']);
  });

  it('is written one at a time: asking while one is being written is refused; one cut off is failed after a while', async () => {
    const [running] = await app.db
      .insert(abstractBooks)
      .values({ conferenceId: 'demo', language: 'ja', status: 'running', total: 100, done: 25 })
      .returning({ id: abstractBooks.id });
    const refused = await ask('en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      messageKey: 'abstractBookBusy',
      messageEn: 'An abstract book is being generated. Please try again when it is ready',
    });
    expect((await list())[0]).toMatchObject({ id: running!.id, status: 'running', done: 25, total: 100, downloadUrl: null });

    await app.db
      .update(abstractBooks)
      .set({ updatedAt: new Date(Date.now() - STALE_AFTER_MS - 1000) })
      .where(eq(abstractBooks.id, running!.id));
    const asked = await ask('en');
    expect(asked.statusCode).toBe(202);
    expect((await list()).find((book) => book.id === running!.id)).toMatchObject({ status: 'failed' });
    await finished(asked.json().id);
  });

  it('records a failure on the book, offers no download, and lets the next one start', async () => {
    const [queued] = await app.db.insert(abstractBooks).values({ conferenceId: 'demo', language: 'ja' }).returning({ id: abstractBooks.id });
    const logged: unknown[] = [];
    await writeAbstractBook(app.db, queued!.id, {
      render: async () => {
        throw new Error('font missing');
      },
      log: (error) => logged.push(error),
    });
    expect((await list()).find((book) => book.id === queued!.id)).toMatchObject({ status: 'failed', downloadUrl: null, size: 0 });
    expect(logged).toHaveLength(1);
    expect((await app.inject({ url: `/web_api/mng/abstract_books/${queued!.id}/pdf`, headers: { cookie: manager } })).statusCode).toBe(404);
    const [stored] = await app.db.select({ failure: abstractBooks.failure }).from(abstractBooks).where(eq(abstractBooks.id, queued!.id));
    expect(stored!.failure).toBe('font missing');
    const next = await ask('ja');
    expect(next.statusCode).toBe(202);
    await finished(next.json().id);
  });

  it('stops the drawing worker when the server closes, and fails a book whose progress cannot be recorded', async () => {
    const content = await bookContent(app.db, 'demo', 'en');
    const closing = new AbortController();
    const stopped = renderInWorker(content, async () => undefined, closing.signal);
    closing.abort();
    await expect(stopped).rejects.toThrow('the server stopped while the book was being written');
    // A progress record that fails (the database went away) fails the book, and nothing is left unhandled.
    await expect(
      renderInWorker(content, async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
  });

  it('is audited with who asked and in which language', async () => {
    const entries = await app.db
      .select({ actorEmail: auditLog.actorEmail, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.conferenceId, 'demo'), eq(auditLog.action, 'abstractBookRequest')));
    expect(entries.map((entry) => (entry.detail as { language: string }).language)).toEqual(['ja', 'en', 'en', 'ja']);
    expect(new Set(entries.map((entry) => entry.actorEmail))).toEqual(new Set(['manager@example.com']));
  });
});
