import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../core/errors';
import { findSessionUser, type SessionUser } from '../services/sessions';
import { sessionCookieName } from '../services/cookieNames';
import { isManagerRole } from '../../engine/roles';

export type Viewer = SessionUser;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, looked up once per request and only when asked for. */
    viewer(): Promise<Viewer | undefined>;
    /** The session cookie's token as the browser sent it. */
    sessionToken(): string | undefined;
  }
  interface FastifyReply {
    setSessionCookie(token: string, remember: boolean, expiresAt: Date): void;
    clearSessionCookie(): void;
  }
  interface FastifyInstance {
    requireUser(request: FastifyRequest): Promise<Viewer>;
    requireManager(request: FastifyRequest): Promise<Viewer>;
  }
}

const lookups = new WeakMap<FastifyRequest, Promise<Viewer | undefined>>();

/**
 * Server-side sessions (ARCHITECTURE.md "Security in one screen"): the cookie holds only a random token, HttpOnly and
 * SameSite=Lax (Secure behind HTTPS). Without "remember me" it is a browser-session cookie.
 */
export default fp<{ secureCookies: boolean }>(
  async (app, { secureCookies }) => {
    const SESSION_COOKIE = sessionCookieName(secureCookies);
    app.decorateRequest('sessionToken', function sessionToken(this: FastifyRequest) {
      return this.cookies[SESSION_COOKIE];
    });
    app.decorateRequest('viewer', function viewer(this: FastifyRequest) {
      if (!lookups.has(this)) lookups.set(this, findSessionUser(app.db, this.cookies[SESSION_COOKIE]));
      return lookups.get(this)!;
    });
    app.decorateReply('setSessionCookie', function setSessionCookie(this: FastifyReply, token: string, remember: boolean, expiresAt: Date) {
      // A new session gets a new CSRF secret; the page takes the token from this header.
      this.header('x-csrf-token', this.renewCsrfSecret());
      this.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        path: '/',
        ...(remember ? { expires: expiresAt } : {}),
      });
    });
    app.decorateReply('clearSessionCookie', function clearSessionCookie(this: FastifyReply) {
      this.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies });
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const viewer = await request.viewer();
      if (!viewer) throw new ApiError(401, 'notLoggedIn');
      return viewer;
    });
    app.decorate('requireManager', async (request: FastifyRequest) => {
      const viewer = await request.viewer();
      if (!viewer) throw new ApiError(401, 'notLoggedIn');
      if (!isManagerRole(viewer.user.role)) throw new ApiError(403, 'managersOnly');
      return viewer;
    });
  },
  { name: 'kaigi-session', dependencies: ['kaigi-security', 'kaigi-db'] },
);
