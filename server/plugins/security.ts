import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import helmet from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../core/errors';
import { csrfCookieName } from '../services/cookieNames';
import { failures, noQuery, object } from '../core/routeSchemas';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyReply {
    /** The token for `<meta name="csrf-token">` and `X-CSRF-Token`. */
    csrfToken(): string;
    /** A new CSRF secret (at login: a token seen before signing in is worth nothing after). */
    renewCsrfSecret(): string;
  }
}

export interface SecurityOptions {
  secret: string;
  /** Served over https: Secure and __Host- cookies, HSTS. */
  https: boolean;
  /** GA4 on: its script and beacon hosts join the policy. */
  analytics: boolean;
  /** The video player's origin (Vimeo's), the one page a Kaigi page may frame; none: nothing. */
  playerOrigin?: string;
}

/**
 * Helmet's headers that govern a document (what it may load, frame or open, how old browsers
 * treat it). A script or a stylesheet is never one, so they are left off those: over HTTP/1.1
 * they were about 600 bytes on each of the thirty files a first visit fetches. Scripts and
 * stylesheets keep nosniff, Cross-Origin-Resource-Policy, the referrer policy (a stylesheet's own
 * requests follow it) and HSTS.
 */
export const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;
const scriptOrStyle = /^(?:text|application)\/javascript|^text\/css/;

const GA_SCRIPT = 'https://www.googletagmanager.com';
const GA_BEACONS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/**
 * The headers of every response (README "Deploying"): a strict Content-Security-Policy, no
 * framing, nosniff, no referrer, HSTS under https; and CSRF as in ARCHITECTURE.md "Security in one screen": a secret in an
 * HttpOnly, signed cookie, a token made from it in the page, and every state-changing request
 * must send that token in X-CSRF-Token with `X-Requested-With: XMLHttpRequest`, or it is refused
 * with 403 before any handler runs.
 */
export default fp<SecurityOptions>(
  async (app, { secret, https, analytics, playerOrigin }) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          // No inline script and no eval anywhere: the browser checks the generated forms with a
          // JSON Schema interpreter, which generates no code (engine/interpretedValidator.ts).
          'script-src': ["'self'", ...(analytics ? [GA_SCRIPT] : [])],
          // Emotion (MUI) and the lean inputs write <style> elements at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          // data: and blob: for image previews and the feedback capture; nothing from elsewhere.
          'img-src': ["'self'", 'data:', 'blob:', ...(analytics ? GA_BEACONS : [])],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'", ...(analytics ? GA_BEACONS : [])],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          'frame-src': playerOrigin ? [playerOrigin] : ["'none'"],
          ...(https ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });

    app.addHook('onSend', (_request, reply, payload, done) => {
      if (scriptOrStyle.test(String(reply.getHeader('content-type') ?? ''))) for (const name of documentOnlyHeaders) reply.removeHeader(name);
      done(null, payload);
    });

    const cookieKey = csrfCookieName(https);
    await app.register(cookie, { secret });
    await app.register(csrf, {
      sessionPlugin: '@fastify/cookie',
      cookieKey,
      cookieOpts: { signed: true, httpOnly: true, sameSite: 'lax', path: '/', secure: https },
      getToken: (request) => request.headers['x-csrf-token'] as string | undefined,
    });
    app.decorateReply('csrfToken', function csrfToken(this: FastifyReply) {
      return this.generateCsrf();
    });
    app.decorateReply('renewCsrfSecret', function renewCsrfSecret(this: FastifyReply) {
      // generateCsrf reuses the secret of the request's cookie; without it, a new one is made.
      delete this.request.cookies[cookieKey];
      return this.generateCsrf();
    });

    app.addHook('onRequest', (request, reply, done) => {
      if (!stateChanging.has(request.method)) return done();
      // A provider's callback carries no browser's token: its own signature is checked instead (server/services/payment).
      if ((request.routeOptions.config as { signedCallback?: boolean } | undefined)?.signedCallback === true) return done();
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
        return done(new ApiError(403, 'csrfRefused'));
      }
      // On a bad or missing token the library replies itself, through our error handler.
      app.csrfProtection(request, reply, done);
    });

    app.get(
      '/web_api/csrf_token',
      { schema: { querystring: noQuery, response: { 200: object({ token: { type: 'string' } }), ...failures } } },
      async (_request, reply) => ({ token: reply.csrfToken() }),
    );
  },
  { name: 'kaigi-security' },
);
