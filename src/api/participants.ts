import useSWR from 'swr';
import { getJson, request } from './http';

/** One listed participant: name and affiliation only (server/routes/participants.ts). */
export interface Participant {
  id: number;
  name: { ja: string; en: string };
  affiliation: { ja: string; en: string | null } | null;
}

export interface ParticipantPage {
  items: Participant[];
  pager: { currentPage: number; totalPages: number; totalCount: number };
  /** Whether the viewer chose to be listed. */
  listed: boolean;
}

export const participantsPath = (q: string, page: number) => {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `/web_api/participants${text ? `?${text}` : ''}`;
};

export const useParticipants = (q: string, page: number) => useSWR<ParticipantPage>(participantsPath(q, page), getJson, { keepPreviousData: true });

export const setListed = (listed: boolean) =>
  request<{ listed: boolean }>('/web_api/participants/me', {
    method: 'PUT',
    body: JSON.stringify({ listed }),
    headers: { 'Content-Type': 'application/json' },
  });
