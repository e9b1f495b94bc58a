import useSWR from 'swr';
import { formBody, getJson, request } from './http';

/** The signed-in user as the server describes it (server/services/sessions.ts publicUser). */
export interface CurrentUser {
  id: number;
  email: string;
  nameSei: string;
  nameMei: string;
  nameSeiKanji: string | null;
  nameMeiKanji: string | null;
  nameEn1: string | null;
  nameEn3: string | null;
  role: 'attendee' | 'manager' | 'admin';
  isManager: boolean;
  approvalStatus: 'unapproved' | 'approved';
  isApproved: boolean;
  qualificationStatus: string;
  /** The evaluator and reviewer roles (issue 18). */
  isEvaluatable: boolean;
  isReviewable: boolean;
  /** A sponsor account: it writes its exhibition (issue 66). */
  isSponsor: boolean;
}

export const optionalMeKey = '/web_api/user_common_resources/optional_me';
export const commonResourcesKey = '/web_api/user_common_resources';
/** docs/requirements/public-area.md §7: the common resources are refreshed every 90 seconds. */
export const COMMON_RESOURCES_REFRESH_MS = 90_000;

/** The manager behind an impersonating session (issue 19). */
export interface Impersonator {
  id: number;
  email: string;
  nameSei: string;
  nameMei: string;
  nameSeiKanji: string | null;
  nameMeiKanji: string | null;
  nameEn1: string | null;
  nameEn3: string | null;
}

export function useOptionalMe() {
  return useSWR(optionalMeKey, getJson<{ isLoggedIn: boolean; user: CurrentUser | null; impersonator: Impersonator | null }>, { revalidateOnFocus: false });
}

export function useCommonResources(enabled: boolean) {
  return useSWR(
    enabled ? commonResourcesKey : null,
    getJson<{ me: CurrentUser; accessCount: number; unreadAnnouncements: number; unreadInquiryReplies: number }>,
    {
      refreshInterval: COMMON_RESOURCES_REFRESH_MS,
    },
  );
}

/** POST /session (multipart): email, password, and remember_me only when checked. */
export function logIn(values: { email: string; password: string; rememberMe: boolean }) {
  const entries: [string, string][] = [
    ['email', values.email.trim()],
    ['password', values.password],
  ];
  if (values.rememberMe) entries.push(['remember_me', '1']);
  return request<{ ok: true; user: CurrentUser }>('/session', { method: 'POST', body: formBody(entries) });
}

export const logOut = () => request<{ ok: true }>('/session', { method: 'DELETE' });
