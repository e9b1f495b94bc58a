import useSWR from 'swr';
import type { ThreadSummary, ThreadView } from '../../engine/community';
import type { BoardReplyInput, ManualInput, ThreadInput } from '../../schemas/community';
import { getJson, request } from './http';

/** GET /web_api/manual: the manual in both languages; version 0 before a manager writes it. */
export interface Manual {
  bodyJa: string;
  bodyEn: string;
  version: number;
  updatedAt: string | null;
}

export const MANUAL_KEY = '/web_api/manual';
export const useManual = () => useSWR(MANUAL_KEY, getJson<Manual>, { revalidateOnFocus: false });

const json = (method: string, body?: object) => ({
  method,
  ...(body ? { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } } : {}),
});

export const saveManual = (input: ManualInput) => request<Manual>('/web_api/mng/manual', json('PUT', input));

/** GET /web_api/board/threads (server/routes/community.ts). */
export interface ThreadPage {
  items: ThreadSummary[];
  pager: { currentPage: number; totalPages: number; totalCount: number };
  unreadCount: number;
}

export const threadsPath = (page: number) => `/web_api/board/threads${page > 1 ? `?page=${page}` : ''}`;
export const useThreads = (page: number) => useSWR<ThreadPage>(threadsPath(page), getJson, { keepPreviousData: true });
export const threadPath = (id: number) => `/web_api/board/threads/${id}`;
export const useThread = (id: number) => useSWR<ThreadView>(threadPath(id), getJson);

export const createThread = (input: ThreadInput) => request<{ id: number }>('/web_api/board/threads', json('POST', input));
export const replyToThread = (id: number, input: BoardReplyInput) => request<{ id: number }>(`${threadPath(id)}/replies`, json('POST', input));
/** Read up to the latest post the page showed (`seenAt`, its lastPostedAt). */
export const markThreadRead = (id: number, seenAt: string) => request<{ ok: boolean }>(`${threadPath(id)}/read`, json('PUT', { seenAt }));
export const removeThread = (id: number) => request<{ ok: boolean }>(threadPath(id), { method: 'DELETE' });
export const removeReply = (id: number) => request<{ ok: boolean }>(`/web_api/board/replies/${id}`, { method: 'DELETE' });
