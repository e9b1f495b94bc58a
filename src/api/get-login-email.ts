import useSWR from 'swr';
import { getJson } from './http';

export type LoginEmail = { ok: true; email: string; isDummy: boolean } | { ok: false };

export const loginEmailKey = (token: string) => `/web_api/login_emails/${encodeURIComponent(token)}`;

export function useLoginEmail(token: string) {
  return useSWR(loginEmailKey(token), getJson<LoginEmail>, { revalidateOnFocus: false, revalidateIfStale: false });
}
