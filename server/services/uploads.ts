import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { MultipartFile } from '@fastify/multipart';
import { uploadProblem, uploadRules, type UploadKind } from '../../engine/uploads';
import type { FieldError } from '../../engine/validate';
import { asClientError } from './multipartParts';

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
  const detected = await fileTypeFromBuffer(data);
  const problem = uploadProblem(kind, data.length, detected?.mime);
  if (problem) return { path, ...problem };
  const fileName = (part.filename || 'upload').normalize('NFC').replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 200);
  return { path, fileName, contentType: detected!.mime, data, sha256: createHash('sha256').update(data).digest('hex') };
}
