import type { WireEntry } from '../../engine/registration/wire';
import { request } from './http';

/** POST /web_api/users (multipart, spec/public-area.md §7). */
export function createUser(entries: readonly WireEntry[]) {
  const body = new FormData();
  for (const [key, value] of entries) body.append(key, value);
  return request<{ ok: true; id: number; email: string }>('/web_api/users', { method: 'POST', body });
}
