import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedBody {
  body: string;
  etag: string;
  /** The body compressed once, for browsers that accept it. */
  encoded: { br: Buffer; gzip: Buffer };
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * A read-mostly value, loaded at most once per `maxAgeMs` however many requests ask for it
 * (concurrent ones share one load). A failed load is not kept.
 */
export function cached<T>(maxAgeMs: number, load: () => Promise<T>): () => Promise<T> {
  let current: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!current || now - current.at > maxAgeMs) {
      const value = load();
      current = { at: now, value };
      value.catch(() => (current = undefined));
    }
    return current.value;
  };
}

async function encode(data: unknown): Promise<CachedBody | undefined> {
  if (data === undefined) return undefined;
  const body = JSON.stringify(data);
  const [br, gz] = await Promise.all([
    compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } }),
    compressGzip(body, { level: 9 }),
  ]);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`, encoded: { br, gzip: gz } };
}

/**
 * A read-mostly JSON answer, serialized and compressed once and shared. Settings change only by
 * a re-seed, so a second of staleness is the whole cost of not reading the database per request.
 */
export function cachedJson(maxAgeMs: number, load: () => Promise<unknown>): () => Promise<CachedBody | undefined> {
  return cached(maxAgeMs, () => load().then(encode));
}

/** Below this, compression saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Answers with the cached body (brotli or gzip when the client accepts it and it is worth it), or
 * 304 when the client's copy (If-None-Match) is current. These bodies are public data with no
 * secret in them, so compressing them gives nothing away (BREACH).
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === cached.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding = cached.body.length >= COMPRESS_FROM_BYTES && accepted ? negotiate(accepted, ['br', 'gzip']) : undefined;
  if (encoding === 'br' || encoding === 'gzip') return reply.header('content-encoding', encoding).send(cached.encoded[encoding]);
  return reply.send(cached.body);
}
