import useSWR from 'swr';
import { formBody, getJson, request } from './http';
import type { CurrentUser } from './session';

export const preRegister = (email: string) =>
  request<{ ok: true }>('/web_api/pre_register', { method: 'POST', body: formBody([['pre_register[email]', email.trim()]]) });

export const requestPasswordReset = (email: string) =>
  request<{ ok: true }>('/web_api/password_resets', { method: 'POST', body: formBody([['user[email]', email.trim()]]) });

export const resetPassword = (token: string, password: string, passwordConfirmation: string) =>
  request<{ ok: true }>(`/web_api/password_resets/${encodeURIComponent(token)}`, {
    method: 'PUT',
    body: formBody([
      ['user[password]', password],
      ['user[password_confirmation]', passwordConfirmation],
    ]),
  });

export function useResetToken(token: string) {
  return useSWR(`/web_api/password_resets/${encodeURIComponent(token)}`, getJson<{ ok: boolean }>, { revalidateOnFocus: false });
}

export type ListedUser = CurrentUser & { createdAt: string };
export const unapprovedUsersKey = '/web_api/mng/users?approval=unapproved';

export function useUnapprovedUsers(enabled: boolean) {
  return useSWR(enabled ? unapprovedUsersKey : null, getJson<{ users: ListedUser[] }>);
}

export const approveUser = (id: number) => request<{ ok: true; user: CurrentUser }>(`/web_api/mng/users/${id}/approve`, { method: 'POST' });
