import useSWR from 'swr';
import { importKinds, type ImportChange, type ImportColumn, type ImportKind, type ImportStatus } from '../../engine/imports/common';
import type { MemberRecord } from '../../engine/imports/members';
import { getJson, request } from './http';

/** An import as the console shows it: its state, the problems by row and column, and what it changes. */
export interface DataImport {
  id: number;
  status: ImportStatus;
  fileName: string;
  rowCount: number;
  problems: { row: number; column: string | null; message: string; messageEn: string }[];
  problemCount: number;
  change: ImportChange | null;
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

/** The dry run: the file is read and checked on the server, and nothing changes. */
export function checkImport(kind: ImportKind, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return request<DataImport>(`/web_api/mng/${importKinds[kind]}`, { method: 'POST', body });
}
export const runImport = (kind: ImportKind, id: number) => request<DataImport>(`/web_api/mng/${importKinds[kind]}/${id}/run`, { method: 'POST' });

/** A kind's latest imports and its file's columns (the server's: the page carries no column list of its own). */
export interface ImportList {
  imports: DataImport[];
  columns: ImportColumn[];
}
export const importListKey = (kind: ImportKind) => `/web_api/mng/${importKinds[kind]}`;
export const useImportList = (kind: ImportKind) => useSWR(importListKey(kind), getJson<ImportList>);
