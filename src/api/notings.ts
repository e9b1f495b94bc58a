import useSWR from 'swr';
import { getJson, postJson, request } from './http';

export interface Noting {
  id: number;
  ja: string;
  en: string;
}

export const notingsKey = '/web_api/notings';

/** GET /web_api/notings: every noting of the conference, keyed by where it shows. */
export function useNotings() {
  return useSWR(notingsKey, getJson<{ notings: Record<string, Noting> }>, { revalidateOnFocus: false });
}

/** POST /web_api/mng/notings for a new key, PATCH /web_api/mng/notings/{id} for an existing one (managers). */
export function saveNoting(key: string, existing: Noting | undefined, texts: { ja: string; en: string }, location: string) {
  if (existing) {
    return request<{ noting: Noting & { key: string } }>(`/web_api/mng/notings/${existing.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ ...texts, location }),
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return postJson<{ noting: Noting & { key: string } }>('/web_api/mng/notings', { key, ...texts, location });
}
