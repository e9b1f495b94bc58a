import useSWR from 'swr';
import type { PresentationKind } from '../../schemas/program';
import type {
  PresentationFlagsInput,
  PresentationSlotInput,
  ProgramEventInput,
  ProgramGroupInput,
  ProgramRoomInput,
  ProgramSeriesInput,
  ProgramSessionInput,
} from '../../schemas/programEditing';
import type { EventView, GroupView, PresentationPlace, RoomView, SeriesView, SessionView } from '../../engine/program/editing';
import { getJson, request } from './http';

export type { EventView, GroupView, PresentationPlace, RoomView, SeriesView, SessionView };

/** GET /web_api/mng/program (server/routes/programEditing.ts). */
export interface ProgramOutline {
  days: string[];
  rooms: RoomView[];
  groups: GroupView[];
  series: SeriesView[];
  sessions: SessionView[];
  events: EventView[];
}
export interface ProgramBoard {
  placed: PresentationPlace[];
  unplaced: { items: PresentationPlace[]; total: number; page: number; per: number };
}

export const PROGRAM_KEY = '/web_api/mng/program';
export const useProgramOutline = () => useSWR<ProgramOutline>(PROGRAM_KEY, getJson);
export const boardKey = (date: string, kind: PresentationKind, q: string, page: number) =>
  `${PROGRAM_KEY}/board?${new URLSearchParams({ date, kind, q, page: String(page) }).toString()}`;
export const useProgramBoard = (date: string | undefined, kind: PresentationKind, q: string, page: number) =>
  useSWR<ProgramBoard>(date ? boardKey(date, kind, q, page) : null, getJson, { keepPreviousData: true });

type Saved = { id: number; version: number };
const json = (method: string, body: object) => ({ method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

export type NamedTable = 'rooms' | 'groups' | 'series';
export const saveNamed = (table: NamedTable, input: ProgramRoomInput | ProgramGroupInput | ProgramSeriesInput, id?: number) =>
  request<Saved>(id === undefined ? `${PROGRAM_KEY}/${table}` : `${PROGRAM_KEY}/${table}/${id}`, json(id === undefined ? 'POST' : 'PUT', input));
export const removeNamed = (table: NamedTable, id: number) => request<{ ok: boolean }>(`${PROGRAM_KEY}/${table}/${id}`, { method: 'DELETE' });
export const orderNamed = (table: NamedTable, ids: number[]) => request<{ ok: boolean }>(`${PROGRAM_KEY}/${table}/order`, json('PUT', { ids }));

export const saveSession = (input: ProgramSessionInput, id?: number) =>
  request<Saved>(id === undefined ? `${PROGRAM_KEY}/sessions` : `${PROGRAM_KEY}/sessions/${id}`, json(id === undefined ? 'POST' : 'PUT', input));
export const removeSession = (id: number) => request<{ ok: boolean }>(`${PROGRAM_KEY}/sessions/${id}`, { method: 'DELETE' });

export const saveEvent = (input: ProgramEventInput, id?: number) =>
  request<Saved>(id === undefined ? `${PROGRAM_KEY}/events` : `${PROGRAM_KEY}/events/${id}`, json(id === undefined ? 'POST' : 'PUT', input));
export const removeEvent = (id: number) => request<{ ok: boolean }>(`${PROGRAM_KEY}/events/${id}`, { method: 'DELETE' });

export const placePresentation = (id: number, input: PresentationSlotInput) => request<Saved>(`${PROGRAM_KEY}/presentations/${id}/slot`, json('PUT', input));
export const setPresentationFlags = (id: number, input: PresentationFlagsInput) =>
  request<Saved>(`${PROGRAM_KEY}/presentations/${id}/flags`, json('PUT', input));
