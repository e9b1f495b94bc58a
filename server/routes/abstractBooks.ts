import type { FastifyPluginAsync } from 'fastify';
import { abstractBookSchema } from '../../schemas/abstractBooks';
import type { Language } from '../../schemas/conferenceSettings';
import { ApiError } from '../core/errors';
import { failures, idParam, noQuery, object, params } from '../core/routeSchemas';
import { abstractBookPdf, listAbstractBooks, requestAbstractBook, writeAbstractBook } from '../services/abstractBooks';

/**
 * The abstract book (issue 67), for managers: ask for one in a language, follow its progress,
 * download it. The book is written in the background of this process; closing the app stops a
 * book being written (recorded as failed: a large book would otherwise hold a restart for minutes)
 * and waits for that to be recorded.
 */
const abstractBookRoutes: FastifyPluginAsync = async (app) => {
  const conferenceId = app.config.conference;
  const writing = new Set<Promise<void>>();
  const closing = new AbortController();
  app.addHook('onClose', async () => {
    closing.abort();
    await Promise.allSettled(writing);
  });

  app.get(
    '/web_api/mng/abstract_books',
    { schema: { querystring: noQuery, response: { 200: object({ abstractBooks: { type: 'array', items: abstractBookSchema } }), ...failures } } },
    async (request) => {
      await app.requireManager(request);
      return { abstractBooks: await listAbstractBooks(app.db, conferenceId) };
    },
  );

  app.post<{ Body: { language: Language } }>(
    '/web_api/mng/abstract_books',
    {
      schema: {
        querystring: noQuery,
        body: object({ language: { type: 'string', enum: ['ja', 'en'] } }),
        response: { 202: object({ id: { type: 'integer' } }), ...failures },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireManager(request);
      const id = await requestAbstractBook(app.db, conferenceId, request.body.language, user);
      const job = writeAbstractBook(app.db, id, {
        log: (error) => request.log.error({ err: error, bookId: id }, 'abstract book generation failed'),
        signal: closing.signal,
      });
      writing.add(job);
      void job.finally(() => writing.delete(job));
      return reply.status(202).send({ id });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/web_api/mng/abstract_books/:id/pdf',
    // 200 is the PDF's bytes, not JSON.
    { schema: { params: params({ id: idParam }), querystring: noQuery, response: failures } },
    async (request, reply) => {
      await app.requireManager(request);
      const book = await abstractBookPdf(app.db, conferenceId, request.params.id);
      if (!book) throw new ApiError(404, 'fileNotFound');
      const day = book.createdAt.toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="abstract-book-${book.language}-${day}.pdf"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(book.pdf);
    },
  );
};

export default abstractBookRoutes;
