import useSWR from 'swr';
import type { PersonEntry, Visibility } from '../../engine/commission/visibility';
import type { AnswerKind } from '../../engine/commission/answer';
import type { CommissionCreateBody } from '../../engine/commission/commissionWire';
import type { ProgramCompositionPreference, SessionKind, ViewerRole } from '../../schemas/commissions';
import { getJson, request } from './http';

/** docs/requirements/operation-area.md §3 "Program session", as GET .../commissions/:code sends it. */
export interface ProgramSession {
  id: number;
  kind: SessionKind;
  name: string;
  nameEn?: string | null;
  description?: string | null;
  descriptionEn?: string | null;
  categoryName?: string | null;
  categoryNameEn?: string | null;
  startAt: string | null;
  endAt: string | null;
  programRoom?: { name: string; nameEn?: string | null } | null;
  streamType?: 'undecided' | 'none' | 'live' | 'on_demand' | 'live_on_demand';
  meeting?: string | null;
  meetingEn?: string | null;
  panelType?: 'no' | 'yes';
  panelDurationMin?: number | null;
  organizerRemark: string | null;
  organizerRemarkEn: string | null;
  remark?: string | null;
  remarkEn?: string | null;
  langAbstract?: SessionLanguage;
  langMaterial?: SessionLanguage;
  langPresentation?: SessionLanguage;
  acceptedOrganizerCommissions: PersonEntry[];
  acceptedPresenterCommissions: PersonEntry[];
  candidateOrganizerCommissions: PersonEntry[];
  candidatePresenterCommissions: PersonEntry[];
  visibility: Visibility;
}

export type SessionLanguage = 'japanese' | 'english' | 'unspecified';

export interface Attachment {
  id: number;
  fileName: string;
  url: string;
}

export interface Commission {
  code: string;
  roleName: string | null;
  roleNameEn: string | null;
  note: string | null;
  noteEn: string | null;
  updatedAt: string;
  programSession: ProgramSession;
  attachments: Attachment[];
  /** Presenters only. */
  startTime?: string | null;
  endTime?: string | null;
  presentationMinutes?: number | null;
  qaMinutes?: number | null;
}

type CommissionResponse =
  | { organizerCommission: Omit<Commission, 'attachments'> & { organizerCommissionAttachments: Attachment[] } }
  | { presenterCommission: Omit<Commission, 'attachments'> & { presenterCommissionAttachments: Attachment[] } };

export const commissionKey = (role: ViewerRole, code: string) => `/web_api/${role}_commissions/${encodeURIComponent(code)}`;

/** One shape for both roles: the attachments under one name. */
export async function getCommission(key: string): Promise<Commission> {
  const body = await getJson<CommissionResponse>(key);
  if ('organizerCommission' in body) {
    const { organizerCommissionAttachments, ...rest } = body.organizerCommission;
    return { ...rest, attachments: organizerCommissionAttachments };
  }
  const { presenterCommissionAttachments, ...rest } = body.presenterCommission;
  return { ...rest, attachments: presenterCommissionAttachments };
}

export function useCommission(role: ViewerRole, code: string) {
  return useSWR(commissionKey(role, code), getCommission, { revalidateOnFocus: false, shouldRetryOnError: false });
}

export const preferenceKey = '/web_api/program_composition_preferences';

export const getPreference = (key: string) => getJson<{ preference: ProgramCompositionPreference }>(key).then((body) => body.preference);

/** §7: the preference is not refetched on focus. */
export function usePreference() {
  return useSWR(preferenceKey, getPreference, { revalidateOnFocus: false });
}

const patchJson = <T>(path: string, value: unknown) =>
  request<T>(path, { method: 'PATCH', body: JSON.stringify(value), headers: { 'Content-Type': 'application/json' } });

export const answerCommission = (role: ViewerRole, code: string, answer: { kind: AnswerKind; committerNote: string }) =>
  patchJson<{ ok: true }>(`${commissionKey(role, code)}/answer`, { kind: answer.kind, committer_note: answer.committerNote });

export const answerWithRegister = (role: ViewerRole, code: string, answer: { email: string; kind: AnswerKind; committerNote: string }) =>
  patchJson<{ ok: true }>(`${commissionKey(role, code)}/answer_with_register`, {
    email: answer.email.trim(),
    kind: answer.kind,
    committer_note: answer.committerNote,
  });

export type CommissionTokenState = { ok: true; email: string; kind: 'organizer' | 'other'; isDummy: boolean } | { ok: false };

export const commissionLoginEmailKey = (token: string) => `/web_api/commission_login_emails/${encodeURIComponent(token)}`;

export function useCommissionLoginEmail(token: string) {
  return useSWR(commissionLoginEmailKey(token), getJson<CommissionTokenState>, { revalidateOnFocus: false });
}

export interface UploadedFile {
  code: string;
  fileName: string;
  url: string;
}

/** POST /web_api/request_letter_formats (multipart): the file and its name, or '-'. */
export function uploadRequestLetter(file: File, fileName = '-') {
  const body = new FormData();
  body.append('request_letter_format[file]', file);
  body.append('request_letter_format[file_name]', fileName || '-');
  return request<{ file: UploadedFile }>('/web_api/request_letter_formats', { method: 'POST', body }).then((answer) => answer.file);
}

export const createCommitter = (body: CommissionCreateBody) =>
  request<{ ok: true; id: number; email: string }>('/web_api/users/commission_create', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
