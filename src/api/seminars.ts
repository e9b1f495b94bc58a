import useSWR from 'swr';
import type { SeminarApplicationInput, SeminarInput } from '../../schemas/seminars';
import type { MyApplication, SeminarApplicant, SeminarView, SlotView } from '../../engine/seminars';
import { getJson, request } from './http';

export type { SeminarApplicant };
export type Seminar = SeminarView;
export type SeminarSlot = SlotView;
export type SeminarApplication = MyApplication;

/** GET /web_api/seminars (server/routes/seminars.ts): the seminars, their slots and places, and the reader's applications. */
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

/** The managers' calls (server/routes/seminars.ts): the seminars, one's applicants, writing and removing. */
export const MNG_SEMINARS_KEY = '/web_api/mng/seminars';
export const useMngSeminars = () => useSWR<{ seminars: Seminar[] }>(MNG_SEMINARS_KEY, getJson);

export const useSeminarApplicants = (seminarId: number) => useSWR<{ items: SeminarApplicant[] }>(`/web_api/mng/seminars/${seminarId}/applications`, getJson);

const json = (method: string, body: object) => ({ method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
export const createSeminar = (input: SeminarInput) => request<{ id: number }>(MNG_SEMINARS_KEY, json('POST', input));
export const updateSeminar = (id: number, input: SeminarInput) => request<{ ok: boolean }>(`${MNG_SEMINARS_KEY}/${id}`, json('PUT', input));
export const removeSeminar = (id: number) => request<{ ok: boolean }>(`${MNG_SEMINARS_KEY}/${id}`, { method: 'DELETE' });
export const cancelSeminarApplication = (id: number) => request<{ ok: boolean }>(`/web_api/mng/seminar_applications/${id}`, { method: 'DELETE' });
