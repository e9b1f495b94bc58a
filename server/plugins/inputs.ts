import fp from 'fastify-plugin';
import { createAjv } from '../../engine/ajv';
import { ApiError } from '../core/errors';
import { hasNul } from '../services/multipartParts';

/** The first path in `value` (keys included) whose text holds a NUL character. */
function nulPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return hasNul(value) ? path || '/' : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const here = `${path}/${key.replace(/\0/g, '')}`;
    if (hasNul(key)) return here;
    const found = nulPath(item, here, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * No text the server takes may hold a NUL character: PostgreSQL cannot store one, and no person
 * types one. Refused with 400 before any handler runs, in the path, the query and JSON bodies;
 * multipart bodies are checked part by part (routes/multipartParts.ts).
 */
export default fp(
  async (app) => {
    // Path and query arrive as text, so they are coerced to the declared types; a JSON body is
    // checked as sent (a number where a string belongs is the caller's mistake, not "5").
    // allErrors off: the first problem is named, and a hostile body costs one failure.
    const coercing = createAjv({ coerceTypes: 'array', allErrors: false });
    const strict = createAjv({ allErrors: false });
    app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));

    app.addHook('preValidation', async (request) => {
      for (const [where, value] of [
        ['params', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const path = nulPath(value, '');
        if (path) throw new ApiError(400, 'invalidRequestPart', { params: { where, problem: `${path}: NUL` } });
      }
    });
  },
  { name: 'kaigi-inputs' },
);
