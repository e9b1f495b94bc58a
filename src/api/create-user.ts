import type { WireEntry, WireUpload } from '../../engine/registration/wire';
import { fileFromDataUrl } from './dataUrlFile';
import { request } from './http';

/** POST /web_api/users (multipart, docs/requirements/public-area.md §7): text parts, then the files. */
export function createUser(entries: readonly WireEntry[], uploads: readonly WireUpload[] = []) {
  const body = new FormData();
  for (const [key, value] of entries) body.append(key, value);
  for (const upload of uploads) {
    const file = fileFromDataUrl(upload.dataUrl);
    if (file) body.append(upload.key, file, file.name);
  }
  return request<{ ok: true; id: number; email: string }>('/web_api/users', { method: 'POST', body });
}
