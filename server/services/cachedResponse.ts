import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedBody {
  body: string;
  etag: string;
}

/**
 * A read-mostly JSON answer, serialized once and shared: the loader runs at most once per
 * `maxAgeMs` however many requests arrive (concurrent ones share one load). Settings change only
 * by a re-seed, so a second of staleness is the whole cost of not reading the database per request.
 */
export function cachedJson(maxAgeMs: number, load: () => Promise<unknown>): () => Promise<CachedBody | undefined> {
  let current: { at: number; value: Promise<CachedBody | undefined> } | undefined;
  return () => {
    const now = Date.now();
    if (!current || now - current.at > maxAgeMs) {
      const value = load().then((data) => {
        if (data === undefined) return undefined;
        const body = JSON.stringify(data);
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` };
      });
      current = { at: now, value };
      // A failed load is not kept.
      value.catch(() => (current = undefined));
    }
    return current.value;
  };
}

/** Answers with the cached body, or 304 when the client's copy (If-None-Match) is current. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
