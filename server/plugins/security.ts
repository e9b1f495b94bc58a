import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import { ApiError } from '../errors';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyReply {
    /** The token for `<meta name="csrf-token">` and `X-CSRF-Token`. */
    csrfToken(): string;
  }
}

/**
 * CSRF as in DESIGN.md: a secret in an HttpOnly, signed cookie; the page carries a token made
 * from it; every state-changing request must send that token in X-CSRF-Token together with
 * `X-Requested-With: XMLHttpRequest`, or it is refused with 403 before any handler runs.
 */
export default fp<{ secret: string; secureCookies: boolean }>(
  async (app, { secret, secureCookies }) => {
    await app.register(cookie, { secret });
    await app.register(csrf, {
      sessionPlugin: '@fastify/cookie',
      cookieKey: 'kaigi_csrf',
      cookieOpts: { signed: true, httpOnly: true, sameSite: 'lax', path: '/', secure: secureCookies },
      getToken: (request) => request.headers['x-csrf-token'] as string | undefined,
    });
    app.decorateReply('csrfToken', function csrfToken(this: import('fastify').FastifyReply) {
      return this.generateCsrf();
    });

    app.addHook('onRequest', (request, reply, done) => {
      if (!stateChanging.has(request.method)) return done();
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
        return done(new ApiError(403, 'csrfRefused'));
      }
      // On a bad or missing token the library replies itself, through our error handler.
      app.csrfProtection(request, reply, done);
    });

    app.get('/web_api/csrf_token', async (_request, reply) => ({ token: reply.csrfToken() }));
  },
  { name: 'kaigi-security' },
);
