import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { ApiError, fieldErrors } from '../core/errors';

/** Whether a text holds a NUL character (PostgreSQL refuses one in text). */
export const hasNul = (text: string): boolean => text.includes('\0');

/**
 * The parts of a multipart body, with every way a body can be broken answered as the client's
 * mistake: not multipart (415), a truncated body or a wrong boundary (400), over a limit (413, by
 * @fastify/multipart), a NUL character in a name or value (400). Never a 500.
 */
export async function* multipartParts(
  request: FastifyRequest,
  limits: NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits'],
): AsyncGenerator<Multipart> {
  if (!request.isMultipart()) throw new ApiError(415, 'malformedBody');
  const parts = request.parts({ limits });
  while (true) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw asClientError(error);
    }
    if (next.done) return;
    const part = next.value;
    if (
      hasNul(part.fieldname) ||
      (part.type === 'field' && typeof part.value === 'string' && hasNul(part.value)) ||
      (part.type === 'file' && hasNul(part.filename))
    ) {
      throw new ApiError(400, 'nulCharacter', { errors: [{ field: part.fieldname.replace(/\0/g, ''), ...bilingual('nulCharacter') }] });
    }
    yield part;
  }
}

/** Reading a file part can fail the same ways as reading the next part. */
export async function partBytes(part: Extract<Multipart, { type: 'file' }>): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    throw asClientError(error);
  }
}

export function asClientError(error: unknown): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  if (error instanceof ApiError || (typeof status === 'number' && status >= 400 && status < 500)) return error;
  // busboy's "Unexpected end of form", "Malformed part header", a missing boundary...
  return new ApiError(400, 'malformedBody');
}

function bilingual(key: 'nulCharacter') {
  const error = new ApiError(400, key);
  return { message: error.message, messageEn: error.messageEn };
}

/**
 * A body of one file part named `field`, as a sponsor's image or an application's PDF comes: its
 * name and bytes. Any other part is named unknown, a missing file required, and a file over
 * `maxBytes` too large (cut off as it arrives), each as a field error (422).
 */
export async function receiveOneFile(request: FastifyRequest, field: string, maxBytes: number): Promise<{ fileName: string; data: Buffer }> {
  const tooLarge = () => fieldErrors([{ path: field, code: 'fileTooLarge', params: { limit: maxBytes / (1024 * 1024) } }]);
  let file: { fileName: string; data: Buffer } | undefined;
  const unknown: string[] = [];
  try {
    for await (const part of multipartParts(request, { files: 1, fields: 0, parts: 1, fieldNameSize: 100, fileSize: maxBytes })) {
      if (part.type !== 'file' || part.fieldname !== 'file') {
        unknown.push(part.fieldname);
        if (part.type === 'file') await part.toBuffer().catch(() => undefined);
        continue;
      }
      file = { fileName: part.filename, data: await part.toBuffer() };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw asClientError(error);
  }
  if (unknown.length > 0) throw fieldErrors(unknown.map((key) => ({ path: key, code: 'unknownField', params: { key } })));
  if (!file) throw fieldErrors([{ path: field, code: 'required' }]);
  return file;
}
