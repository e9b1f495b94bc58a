import useSWR from 'swr';
import type { SeminarApplicationInput } from '../../schemas/seminars';
import { getJson, request } from './http';

/** GET /web_api/seminars (server/routes/seminars.ts): the seminars, their slots and places, and the reader's applications. */
export interface SeminarSlot {
  id: number;
  startsAt: string;
  endsAt: string;
  room: string;
  capacity: number;
  taken: number;
}

export interface Seminar {
  id: number;
  titleJa: string;
  titleEn: string;
  hostJa: string;
  hostEn: string;
  descriptionJa: string;
  descriptionEn: string;
  slots: SeminarSlot[];
}

export interface SeminarApplication {
  id: number;
  slotId: number;
  seminarId: number;
  startsAt: string;
  endsAt: string;
  note: string;
  createdAt: string;
}

export interface SeminarPage {
  seminars: Seminar[];
  applications: SeminarApplication[];
}

export const SEMINARS_KEY = '/web_api/seminars';
export const useSeminars = () => useSWR<SeminarPage>(SEMINARS_KEY, getJson);

export const applyForSlot = (slotId: number, input: SeminarApplicationInput) =>
  request<{ id: number }>(`/web_api/seminar_slots/${slotId}/applications`, {
    method: 'POST',
    body: JSON.stringify(input),
    headers: { 'Content-Type': 'application/json' },
  });
