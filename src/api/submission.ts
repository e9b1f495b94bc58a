import useSWR from 'swr';
import type { ApplicationData, ApplicationFileField, ApplicationStatus, SubmissionKind, SubmissionSettings } from '../../schemas/submission';
import type { Pager } from '../../schemas/program';
import { graphql } from './graphql';
import { getJson, postJson, request } from './http';

/** Abstract submission's calls (issue 17): settings, the presenter's applications, files, and the managers' list. */

export interface StoredFile {
  id: number;
  fileName: string;
  byteSize: number;
}

export interface Application {
  id: number;
  kind: SubmissionKind;
  status: ApplicationStatus;
  version: number;
  isFinal: boolean;
  confirmedAt: string | null;
  presentationId: number | null;
  updatedAt: string;
  data: ApplicationData;
  files: Partial<Record<ApplicationFileField, StoredFile>>;
}

export const submissionSettingsKey = '/web_api/submission_settings';
export const myApplicationsKey = '/web_api/presentation_applications';
export const applicationKey = (id: number) => `/web_api/presentation_applications/${id}`;

export const useSubmissionSettings = (enabled = true) =>
  useSWR(enabled ? submissionSettingsKey : null, getJson<{ settings: SubmissionSettings }>, { revalidateOnFocus: false });
export const useMyApplications = (enabled = true) => useSWR(enabled ? myApplicationsKey : null, getJson<{ applications: Application[] }>);
/** Not revalidated on focus: the form holds what the person typed, and a save says when it is stale. */
export const useApplication = (id: number | undefined) =>
  useSWR(id ? applicationKey(id) : null, getJson<{ application: Application }>, { revalidateOnFocus: false, revalidateOnReconnect: false });

export type SaveAction = 'draft' | 'submit';

export const createApplication = (kind: SubmissionKind, action: SaveAction, data: ApplicationData) =>
  postJson<{ application: Application }>(myApplicationsKey, { kind, action, data });

export const updateApplication = (id: number, version: number, action: SaveAction, data: ApplicationData) =>
  request<{ application: Application }>(applicationKey(id), {
    method: 'PUT',
    body: JSON.stringify({ action, version, data }),
    headers: { 'Content-Type': 'application/json' },
  });

export function uploadApplicationFile(field: ApplicationFileField, kind: SubmissionKind, file: File, applicationId?: number) {
  const body = new FormData();
  body.append('file', file);
  const query = new URLSearchParams({ field, kind, ...(applicationId ? { applicationId: String(applicationId) } : {}) });
  return request<{ file: StoredFile }>(`/web_api/presentation_applications/files?${query}`, { method: 'POST', body });
}

export const applicationFileUrl = (id: number) => `/web_api/presentation_applications/files/${id}`;

export interface ListedApplication {
  id: number;
  kind: SubmissionKind;
  status: ApplicationStatus;
  isFinal: boolean;
  name: string;
  nameEn: string | null;
  confirmedAt: string | null;
  updatedAt: string;
  presentationId: number | null;
  peerReviewStatus: import('../../schemas/judging').PeerReviewStatus;
  authorNames: string[];
  instituteNames: string[];
  user: {
    id: number;
    nameSei: string;
    nameMei: string;
    nameSeiKanji: string | null;
    nameMeiKanji: string | null;
    nameEn1: string | null;
    nameEn3: string | null;
  };
}

const APPLICATION_FIELDS =
  'id kind status isFinal name nameEn confirmedAt updatedAt presentationId peerReviewStatus authorNames instituteNames user { id nameSei nameMei nameSeiKanji nameMeiKanji nameEn1 nameEn3 }';

export const PresentationApplicationsQuery = /* GraphQL */ `
  query PresentationApplications($q: String, $name: String, $authorName: String, $instituteName: String, $status: String, $page: Int) {
    presentationApplications(q: $q, name: $name, authorName: $authorName, instituteName: $instituteName, status: $status, page: $page) {
      pager { currentPage totalPages limitValue isLastPage totalCount nextPage }
      items { ${APPLICATION_FIELDS} }
    }
  }`;

export const applicationFilterNames = ['q', 'name', 'authorName', 'instituteName', 'status', 'page'] as const;
export type ApplicationFilters = Partial<Record<(typeof applicationFilterNames)[number], string>>;

export function usePresentationApplications(filters: ApplicationFilters, enabled: boolean) {
  const variables = Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value)
      .map(([key, value]) => [key, key === 'page' ? Number(value) : value]),
  );
  return useSWR(enabled ? ['presentationApplications', JSON.stringify(variables)] : null, () =>
    graphql<{ presentationApplications: { pager: Pager; items: ListedApplication[] } }>(PresentationApplicationsQuery, variables),
  );
}

export const setApplicationFinal = (id: number, isFinal: boolean) =>
  graphql(`mutation($id: Int!, $isFinal: Boolean!) { setPresentationApplicationFinal(id: $id, isFinal: $isFinal) { ${APPLICATION_FIELDS} } }`, { id, isFinal });

export const acceptApplication = (id: number) => graphql(`mutation($id: Int!) { acceptPresentationApplication(id: $id) { ${APPLICATION_FIELDS} } }`, { id });
