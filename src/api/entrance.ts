import useSWR from 'swr';
import type { DoorPerson, PassKind, PassResult } from '../../engine/venue';
import { getJson, request } from './http';

export type { DoorPerson, PassKind, PassResult };

/** One scan as the door's page keeps it until the server has answered (server/routes/venue.ts). */
export interface QueuedPass {
  scanId: string;
  code: string;
  kind: PassKind;
  scannedAt: string;
}

export const sendPass = (pass: QueuedPass) =>
  request<PassResult>('/web_api/mng/entrance/passes', { method: 'POST', body: JSON.stringify(pass), headers: { 'Content-Type': 'application/json' } });

export const useDoorPeople = (q: string) =>
  useSWR<{ people: DoorPerson[]; inside: number }>(`/web_api/mng/entrance?q=${encodeURIComponent(q.trim())}`, getJson, {
    keepPreviousData: true,
    refreshInterval: 30_000,
  });
