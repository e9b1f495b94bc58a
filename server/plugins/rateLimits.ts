import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { sessionCookieName } from '../services/cookieNames';
import rateLimit from '@fastify/rate-limit';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import { ApiError } from '../core/errors';
import type { Database } from '../db/openDatabase';
import { rateLimits } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts a stored upload's bytes, after its content was judged (a refused file costs nothing):
     * against the account's own hourly share when it has one, then against the hourly total of
     * all clients; 429 when either is full, and nothing is counted for a refused upload.
     */
    takeUploadCapacity(bytes: number, accountId?: number): Promise<void>;
  }
}

/**
 * A limit's key for calls a signed-in person makes: their session (people at a venue share one
 * address behind its NAT, so a per-address limit would be the whole venue's), else the address.
 */
export function sessionOrAddress(request: FastifyRequest): string {
  const token = request.cookies?.[sessionCookieName(true)] ?? request.cookies?.[sessionCookieName(false)];
  return token ? `session:${createHash('sha256').update(token).digest('hex').slice(0, 24)}` : request.ip;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store interface over rate-limiter-flexible's Drizzle limiter: every
 * counter lives in the `rate_limits` table, so all server processes on one database share it.
 */
function databaseStore(db: Database) {
  return class DatabaseStore {
    private readonly limiters = new Map<number, RateLimiterDrizzle>();
    constructor(private readonly options: { routeInfo?: { method?: string; url?: string } } = {}) {}

    private limiter(timeWindowMs: number): RateLimiterDrizzle {
      let limiter = this.limiters.get(timeWindowMs);
      if (!limiter) {
        const route = this.options.routeInfo ? `${this.options.routeInfo.method} ${this.options.routeInfo.url}` : 'global';
        // points is only the ceiling rate-limiter-flexible reports against; @fastify/rate-limit decides.
        limiter = new RateLimiterDrizzle({
          storeClient: db,
          schema: rateLimits,
          keyPrefix: `route:${route}`,
          points: 1e9,
          duration: Math.ceil(timeWindowMs / 1000),
          clearExpiredByTimeout: false,
        });
        this.limiters.set(timeWindowMs, limiter);
      }
      return limiter;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      this.limiter(timeWindow)
        .penalty(key, 1)
        .then(
          (result) => callback(null, { current: result.consumedPoints, ttl: Math.max(0, result.msBeforeNext) }),
          (error: Error) => callback(error),
        );
    }

    child(routeOptions: object) {
      return new DatabaseStore(routeOptions as { routeInfo?: { method?: string; url?: string } });
    }
  };
}

/**
 * Per-client limits (README "Deploying", the limits). The client is `request.ip`: the socket's address unless
 * TRUST_PROXY names the proxies in front. Routes opt in with `config.rateLimit`.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app.db),
      errorResponseBuilder: () => new ApiError(429, 'tooManyRequests'),
    });
    // Uploads share one hourly budget in bytes, so rotating addresses cannot fill the database;
    // an account has its own smaller share first, so one account cannot use up everyone's.
    const totalBytes = new RateLimiterDrizzle({
      storeClient: app.db,
      schema: rateLimits,
      keyPrefix: 'upload-bytes',
      points: app.config.uploadHourlyBytes,
      duration: 60 * 60,
      clearExpiredByTimeout: false,
    });
    const accountBytes = new RateLimiterDrizzle({
      storeClient: app.db,
      schema: rateLimits,
      keyPrefix: 'upload-account-bytes',
      points: app.config.uploadAccountHourlyBytes,
      duration: 60 * 60,
      clearExpiredByTimeout: false,
    });
    app.decorate('takeUploadCapacity', async (bytes: number, accountId?: number) => {
      const account = accountId === undefined ? undefined : String(accountId);
      if (account !== undefined) {
        const used = await accountBytes.penalty(account, bytes);
        if (used.consumedPoints > app.config.uploadAccountHourlyBytes) {
          await accountBytes.reward(account, bytes);
          throw new ApiError(429, 'uploadShareUsed', { params: { limit: app.config.uploadAccountHourlyBytes / (1024 * 1024) } });
        }
      }
      const result = await totalBytes.penalty('all', bytes);
      if (result.consumedPoints > app.config.uploadHourlyBytes) {
        await totalBytes.reward('all', bytes);
        if (account !== undefined) await accountBytes.reward(account, bytes);
        throw new ApiError(429, 'uploadsBusy');
      }
    });
  },
  { name: 'kaigi-rate-limits', dependencies: ['kaigi-db'] },
);
