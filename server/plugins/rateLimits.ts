import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import { ApiError } from '../errors';
import type { Database } from '../db/openDatabase';
import { rateLimits } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts an anonymous upload's bytes against the hourly total of all clients; 429 when full. */
    takeUploadCapacity(bytes: number): Promise<void>;
  }
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
        limiter = new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix: `route:${route}`, points: 1e9, duration: Math.ceil(timeWindowMs / 1000), clearExpiredByTimeout: false });
        this.limiters.set(timeWindowMs, limiter);
      }
      return limiter;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      this.limiter(timeWindow)
        .penalty(key, 1)
        .then((result) => callback(null, { current: result.consumedPoints, ttl: Math.max(0, result.msBeforeNext) }), (error: Error) => callback(error));
    }

    child(routeOptions: object) {
      return new DatabaseStore(routeOptions as { routeInfo?: { method?: string; url?: string } });
    }
  };
}

/**
 * Per-client limits (README "Limits"). The client is `request.ip`: the socket's address unless
 * TRUST_PROXY names the proxies in front. Routes opt in with `config.rateLimit`.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app.db),
      errorResponseBuilder: () => new ApiError(429, 'tooManyRequests'),
    });
    // Anonymous uploads (request letters, client reports) share one hourly budget in bytes, so
    // rotating addresses cannot fill the database; a full hour refuses before anything is stored.
    const uploadBytes = new RateLimiterDrizzle({ storeClient: app.db, schema: rateLimits, keyPrefix: 'upload-bytes', points: app.config.uploadHourlyBytes, duration: 60 * 60, clearExpiredByTimeout: false });
    app.decorate('takeUploadCapacity', async (bytes: number) => {
      const result = await uploadBytes.penalty('all', bytes);
      if (result.consumedPoints > app.config.uploadHourlyBytes) {
        await uploadBytes.reward('all', bytes);
        throw new ApiError(429, 'uploadsBusy');
      }
    });
  },
  { name: 'kaigi-rate-limits', dependencies: ['kaigi-db'] },
);
