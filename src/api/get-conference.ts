import useSWR from 'swr';
import type { ResolvedConferenceSettings } from '../../schemas/conferenceSettings';
import { getJson } from './http';

export type PublicConference = ResolvedConferenceSettings & { version: number };

export const conferenceKey = '/web_api/conference';

export const getConference = () => getJson<PublicConference>(conferenceKey);

export function useConference() {
  return useSWR(conferenceKey, getConference, { revalidateOnFocus: false });
}
