import useSWR from 'swr';
import type { ImportStatus, MemberRecord } from '../../engine/imports';
import { getJson, request } from './http';

/** A member list import as the console shows it: its state, the problems by row and column, and what it changes. */
export interface MemberImport {
  id: number;
  status: ImportStatus;
  fileName: string;
  rowCount: number;
  problems: { row: number; column: string | null; message: string; messageEn: string }[];
  problemCount: number;
  change: { added: number; updated: number; unchanged: number; removed: number } | null;
  createdAt: string;
  updatedAt: string;
}

export interface MemberPage {
  members: MemberRecord[];
  totalCount: number;
  page: number;
  totalPages: number;
}

export const membersKey = (page: number) => `/web_api/mng/members?page=${page}`;
export const useMembers = (page: number) => useSWR(membersKey(page), getJson<MemberPage>, { keepPreviousData: true });

export function checkMemberList(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return request<MemberImport>('/web_api/mng/member_imports', { method: 'POST', body });
}
export const importMemberList = (id: number) => request<MemberImport>(`/web_api/mng/member_imports/${id}/run`, { method: 'POST' });
