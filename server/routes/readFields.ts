import type { FastifyRequest } from 'fastify';
import { ApiError, fieldErrors } from '../core/errors';
import { multipartParts } from '../services/multipartParts';

const limits = { fieldNameSize: 100, fieldSize: 4096, fields: 20, files: 0, parts: 20, headerPairs: 50 };

/**
 * The text fields of a small multipart form (login, pre-registration, password reset), by wire
 * name. Anything else (a file, an unknown or repeated field, an oversized value) is refused
 * with a 4xx that names it; nothing is handled half-read.
 */
export async function readFields<Name extends string>(request: FastifyRequest, allowed: readonly Name[]): Promise<Partial<Record<Name, string>>> {
  const values: Partial<Record<Name, string>> = {};
  const unknown: string[] = [];
  for await (const part of multipartParts(request, limits)) {
    if (part.type === 'file') {
      unknown.push(part.fieldname);
      await part.toBuffer().catch(() => undefined);
      continue;
    }
    if (part.valueTruncated || part.fieldnameTruncated) throw new ApiError(413, 'bodyTooLarge');
    const name = part.fieldname as Name;
    if (!allowed.includes(name) || name in values) unknown.push(part.fieldname);
    else values[name] = String(part.value);
  }
  if (unknown.length > 0) throw fieldErrors(unknown.map((key) => ({ path: key, code: 'unknownField', params: { key } })));
  return values;
}
