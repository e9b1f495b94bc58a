import { createHash, randomInt } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { MultipartFile } from '@fastify/multipart';
import { uploadProblem, uploadRules, type UploadKind } from '../../engine/uploads';
import { checkContent } from './fileContent';
import type { FieldError } from '../../engine/validate';
import { asClientError } from './multipartParts';
import type { Writer } from '../db/openDatabase';
import { uploads } from '../db/schema';

export interface ReceivedFile {
  path: string;
  fileName: string;
  contentType: string;
  data: Buffer;
  sha256: string;
}

/** The largest upload any rule allows: the multipart limit, so bigger parts stop early. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(uploadRules).map((rule) => rule.maxBytes));

/**
 * Reads one file part and judges it by its bytes (file-type's magic numbers), never by its name
 * or the type the browser claimed. A part over every limit is cut off and named too large.
 */
export async function receiveUpload(part: MultipartFile, path: string, kind: UploadKind): Promise<ReceivedFile | FieldError> {
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      return { path, code: 'fileTooLarge', params: { limit: uploadRules[kind].maxBytes / (1024 * 1024) } };
    }
    throw asClientError(error);
  }
  const judged = await judgeFile(kind, data);
  if ('code' in judged) return { path, ...judged };
  return { path, fileName: safeFileName(part.filename), contentType: judged.mime, data, sha256: createHash('sha256').update(data).digest('hex') };
}

/** A file name as stored: NFC, no path separators or control characters, at most 200 characters. */
export const safeFileName = (name: string | undefined) =>
  (name || 'upload')
    .normalize('NFC')
    .replace(/[\\/\u0000-\u001f]/g, '_')
    .slice(0, 200);

/**
 * Judges a file by its bytes for one kind of upload: the type its magic numbers say, the size
 * (`maxBytes` may lower the kind's own), then the content itself, decoded or parsed in full
 * (fileContent.ts), whose pixels an exact-size rule checks. Cheapest checks first.
 */
export async function judgeFile(kind: UploadKind, data: Buffer, options: { maxBytes?: number } = {}): Promise<{ mime: string } | Omit<FieldError, 'path'>> {
  const detected = await fileTypeFromBuffer(data);
  const rule: { typeMessage: FieldError['code']; exactSize?: { width: number; height: number } } = uploadRules[kind];
  // Type and size first; the pixels an exact-size rule asks for are known only once decoded.
  const early = uploadProblem(kind, data.length, detected?.mime, { maxBytes: options.maxBytes, dimensions: rule.exactSize });
  if (early || !detected) return early ?? { code: rule.typeMessage };
  const content = await checkContent(detected.mime, data);
  if (!content.ok) return { code: rule.typeMessage };
  const problem = uploadProblem(kind, data.length, detected.mime, { maxBytes: options.maxBytes, dimensions: { width: content.width, height: content.height } });
  return problem ?? { mime: detected.mime };
}

/**
 * Stores a file under a random id (1 to 2^31 - 1), never the next in a sequence: an id handed to
 * the browser tells nothing of how many files others uploaded, nor which ids exist (issue 62). A
 * taken id (about one in 20,000 at 100,000 files) is drawn again: `insert` answers undefined for it.
 */
export async function withRandomId<T>(insert: (id: number) => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const row = await insert(randomInt(1, 2 ** 31 - 1));
    if (row) return row;
    if (attempt >= 8) throw new Error('No free file id after 9 draws');
  }
}

export async function insertUpload(db: Writer, values: Omit<typeof uploads.$inferInsert, 'id'>) {
  return withRandomId(async (id) => {
    const [row] = await db
      .insert(uploads)
      .values({ ...values, id })
      .onConflictDoNothing({ target: uploads.id })
      .returning({ id: uploads.id, fileName: uploads.fileName, byteSize: uploads.byteSize });
    return row;
  });
}

/** A judged upload as its row keeps it: safe name, detected type, size, hash and bytes. */
export const storedFile = (file: { fileName: string; data: Buffer }, mime: string) => ({
  fileName: safeFileName(file.fileName),
  contentType: mime,
  byteSize: file.data.length,
  sha256: createHash('sha256').update(file.data).digest('hex'),
  data: file.data,
});
