import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { firstCallsOf, isClientRoute } from '../../engine/routes';
import { cached } from '../services/cachedResponse';
import { pageCodeHints } from '../services/pageCode';
import { loadConference, publicConference } from '../services/conference';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Serves the built app: hashed assets from dist/assets (precompressed brotli or gzip when accepted), and index.html for every client route
 * with a fresh CSRF token in its meta tag, the public conference and the answers to the page's first calls inline, and the route's page code hinted. Paths that are no route get the plain-text 404.
 */
export default fp<{ distDir: string; gaMeasurementId?: string; feedbackSecretWord: string; conferenceId: string }>(
  async (app, { distDir, gaMeasurementId, feedbackSecretWord, conferenceId }) => {
    const conference = publicConference(app.db, conferenceId, app.config.publicDataMaxAgeMs);
    const template = await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => undefined);
    if (!template) {
      app.log.warn(`No built app in ${distDir}; run "npm run build" to serve the pages.`);
      return;
    }
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: '/assets/',
      immutable: true,
      // The build writes .br and .gz beside each asset; the one Accept-Encoding allows is sent, with Vary.
      preCompressed: true,
      maxAge: '365d',
      // A hashed name never changes its content, and a year's immutable copy is never revalidated:
      // no validators and no ranges, 100 bytes fewer on each of a first visit's 20–40 scripts.
      etag: false,
      lastModified: false,
      acceptRanges: false,
      index: false,
      wildcard: true,
    });
    const pageCode = pageCodeHints(distDir);
    // What search engines and link previews show for the conference's pages, in both languages.
    const description = cached(5000, async () => {
      const settings = (await loadConference(app.db, conferenceId))?.settings;
      return settings ? `${settings.conferenceTitle}：参加登録と会議情報 / ${settings.conferenceTitleEn}: registration and conference information` : 'Kaigi';
    });
    /**
     * The answers to the page's first calls (engine/routes.ts), asked of the app itself as this
     * browser would ask: its cookies and language, and its address for the per-client limits. Only
     * what answers 200 is carried; any other answer the page asks for again and shows as it would.
     * As JSON text: `{"/web_api/…": answer, …}`.
     */
    const firstAnswers = async (request: import('fastify').FastifyRequest, pathname: string) => {
      const headers = {
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['accept-language'] ? { 'accept-language': request.headers['accept-language'] } : {}),
      };
      const answers = await Promise.all(
        firstCallsOf(pathname).map(async (url) => {
          const response = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
          const json =
            response.statusCode === 200 && !response.headers['set-cookie'] && String(response.headers['content-type']).startsWith('application/json');
          return json ? `${JSON.stringify(url)}:${response.body}` : undefined;
        }),
      );
      const entries = answers.filter((entry) => entry !== undefined);
      return entries.length > 0 ? `{${entries.join(',')}}` : undefined;
    };
    const servePage = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
      const pathname = request.url.split('?')[0]!;
      if (!isClientRoute(pathname)) return reply.callNotFound();
      const meta = [
        `<meta name="description" content="${escapeAttribute(await description())}">`,
        `<meta name="csrf-token" content="${escapeAttribute(reply.csrfToken())}">`,
        ...(gaMeasurementId ? [`<meta name="kaigi-ga-id" content="${escapeAttribute(gaMeasurementId)}">`] : []),
        // Feedback mode has no role check (docs/requirements/operation-area.md §6): the word only keeps it out of the way.
        `<meta name="kaigi-feedback-word" content="${escapeAttribute(feedbackSecretWord)}">`,
      ].join('');
      // The conference every page starts from, inline: the first render has it without a call. A
      // data block is not run (the policy allows no inline script); '<' is escaped so no text in
      // the settings can close the element.
      const data = (await conference())?.body;
      const inline = data ? `<script type="application/json" id="kaigi-conference">${data.replace(/</g, '\\u003c')}</script>` : '';
      const answers = await firstAnswers(request, pathname);
      const carried = answers ? `<script type="application/json" id="kaigi-answers">${answers.replace(/</g, '\\u003c')}</script>` : '';
      // The page's own code is named after the entry's script, so that the entry is asked for first.
      const html = template.replace('<!--csrf-token-->', meta + inline + carried).replace('</head>', `${pageCode(pathname)}</head>`);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'accept-encoding');
      // Compressed like the assets, except for a signed-in visitor (BREACH). Its CSRF token is
      // masked anew for every response. A signed-in visitor's page carries their own account beside
      // answers a link chose (a sign-up link's address, which a third party can own): compressed
      // together, the page's size could tell an eavesdropper how alike the two are.
      const encoding = request.sessionToken() ? undefined : negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
      if (encoding === 'br') return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
      if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(html));
      return reply.send(html);
    };
    app.get('/', servePage);
    app.get('/*', servePage);
  },
  { name: 'kaigi-spa', dependencies: ['kaigi-security'] },
);
