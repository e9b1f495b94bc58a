import useSWR, { mutate } from 'swr';
import type { AuditAction } from '../../engine/auditActions';
import type { AnnouncementInput, InquiryInput } from '../../schemas/console';
import { getJson, request } from './http';

/** The managers' console beyond the users list (issue 19): impersonation, the audit log, announcements, inquiries. */

const send = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, value?: unknown) =>
  request<T>(path, value === undefined ? { method } : { method, body: JSON.stringify(value), headers: { 'Content-Type': 'application/json' } });

/** Everything the browser holds was the other account's: every cached answer is asked again. */
const refetchEverything = () => mutate(() => true);

export async function startImpersonation(userId: number) {
  await send('POST', '/web_api/mng/impersonation', { userId });
  await refetchEverything();
}

export async function endImpersonation() {
  await send('DELETE', '/web_api/impersonation');
  await refetchEverything();
}

export interface AuditEntry {
  id: number;
  action: AuditAction;
  actorId: number | null;
  actorEmail: string;
  targetUserId: number | null;
  targetEmail: string | null;
  detail: Record<string, string | number | boolean | null>;
  at: string;
}
export const AUDIT_PER_PAGE = 50;
export function useAuditLog(page: number, action: AuditAction | '') {
  const query = new URLSearchParams({ page: String(page), per: String(AUDIT_PER_PAGE), ...(action ? { action } : {}) });
  return useSWR(`/web_api/mng/audit_log?${query}`, getJson<{ total: number; entries: AuditEntry[] }>, { keepPreviousData: true });
}

export interface Announcement {
  id: number;
  titleJa: string;
  titleEn: string;
  bodyJa: string;
  bodyEn: string;
  publishedAt: string | null;
  updatedAt: string;
}
export type ReadableAnnouncement = Announcement & { isRead: boolean };
export type ManagedAnnouncement = Announcement & { readCount: number };

export const announcementsKey = '/web_api/announcements';
export const useAnnouncements = () => useSWR(announcementsKey, getJson<{ items: ReadableAnnouncement[]; unreadCount: number }>);
export const markAnnouncementRead = (id: number) => send<{ ok: true }>('PUT', `/web_api/announcements/${id}/read`);

export const managedAnnouncementsKey = '/web_api/mng/announcements';
export const useManagedAnnouncements = () => useSWR(managedAnnouncementsKey, getJson<{ items: ManagedAnnouncement[] }>);
export const createAnnouncement = (input: AnnouncementInput, publish: boolean) =>
  send<{ announcement: Announcement }>('POST', '/web_api/mng/announcements', { ...input, publish });
export const updateAnnouncement = (id: number, input: AnnouncementInput) =>
  send<{ announcement: Announcement }>('PUT', `/web_api/mng/announcements/${id}`, input);
export const setAnnouncementPublished = (id: number, published: boolean) =>
  send<{ announcement: Announcement }>('PUT', `/web_api/mng/announcements/${id}/published`, { published });
export const deleteAnnouncement = (id: number) => send<{ ok: true }>('DELETE', `/web_api/mng/announcements/${id}`);

export interface InquiryReply {
  id: number;
  body: string;
  createdAt: string;
  isRead: boolean;
}
export interface Inquiry {
  id: number;
  subject: string;
  body: string;
  createdAt: string;
  isRead: boolean;
}
export type MyInquiry = Inquiry & { replies: InquiryReply[] };
export interface Sender {
  id: number;
  email: string;
  nameSei: string;
  nameMei: string;
  nameSeiKanji: string | null;
  nameMeiKanji: string | null;
  nameEn1: string | null;
  nameEn3: string | null;
}
export type ManagedInquiry = Inquiry & { sender: Sender; replyCount: number };
export type OpenedInquiry = Inquiry & { sender: Sender; replies: InquiryReply[] };

export const myInquiriesKey = '/web_api/inquiries';
export const useMyInquiries = () => useSWR(myInquiriesKey, getJson<{ items: MyInquiry[]; unreadReplies: number }>);
export const sendInquiry = (input: InquiryInput) => send<{ inquiry: MyInquiry }>('POST', '/web_api/inquiries', input);
export const markRepliesRead = (id: number) => send<{ ok: true }>('PUT', `/web_api/inquiries/${id}/read`);

export const inquiryStatuses = ['all', 'unread', 'unanswered', 'read'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];
export const INQUIRIES_PER_PAGE = 30;
export function useManagedInquiries(status: InquiryStatus, page: number) {
  return useSWR(
    `/web_api/mng/inquiries?status=${status}&page=${page}&per=${INQUIRIES_PER_PAGE}`,
    getJson<{ total: number; unreadCount: number; items: ManagedInquiry[] }>,
    { keepPreviousData: true },
  );
}
export const useOpenedInquiry = (id: number | undefined) => useSWR(id ? `/web_api/mng/inquiries/${id}` : null, getJson<{ inquiry: OpenedInquiry }>);
export const setInquiryRead = (id: number, read: boolean) => send<{ ok: true }>('PUT', `/web_api/mng/inquiries/${id}/read`, { read });
export const replyToInquiry = (id: number, body: string) => send<{ reply: InquiryReply }>('POST', `/web_api/mng/inquiries/${id}/replies`, { body });
