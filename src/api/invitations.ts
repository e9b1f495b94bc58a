import useSWR from 'swr';
import type { Invitation, InvitationInput, InvitationSession } from '../../schemas/invitations';
import { getJson, postJson, request } from './http';

export type { Invitation, InvitationInput, InvitationSession };

export const invitationsKey = (sessionId?: number) => `/web_api/mng/invitations${sessionId ? `?sessionId=${sessionId}` : ''}`;

/** The sessions to choose from and the invitations of one session (or all). */
export const useInvitations = (sessionId?: number) =>
  useSWR(invitationsKey(sessionId), getJson<{ sessions: InvitationSession[]; invitations: Invitation[] }>, { keepPreviousData: true });

export const previewInvitation = (input: InvitationInput) => postJson<{ to: string; subject: string; text: string }>('/web_api/mng/invitations/preview', input);
export const sendInvitation = (input: InvitationInput) => postJson<{ id: number }>('/web_api/mng/invitations', input);
export const remindInvitation = (id: number) => request<{ ok: boolean }>(`/web_api/mng/invitations/${id}/remind`, { method: 'POST' });
export const withdrawInvitation = (id: number) => request<{ ok: boolean }>(`/web_api/mng/invitations/${id}/withdraw`, { method: 'POST' });
