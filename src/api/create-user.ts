import { parseDataUrl } from '../../engine/uploads';
import type { WireEntry, WireUpload } from '../../engine/registration/wire';
import { request } from './http';

/** A file the form holds as a data URL, back to the bytes and name it was chosen with. */
function toFile(upload: WireUpload): File | undefined {
  const parsed = parseDataUrl(upload.dataUrl);
  if (!parsed) return undefined;
  const binary = atob(parsed.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], parsed.name, { type: parsed.mime });
}

/** POST /web_api/users (multipart, docs/requirements/public-area.md §7): text parts, then the files. */
export function createUser(entries: readonly WireEntry[], uploads: readonly WireUpload[] = []) {
  const body = new FormData();
  for (const [key, value] of entries) body.append(key, value);
  for (const upload of uploads) {
    const file = toFile(upload);
    if (file) body.append(upload.key, file, file.name);
  }
  return request<{ ok: true; id: number; email: string }>('/web_api/users', { method: 'POST', body });
}
