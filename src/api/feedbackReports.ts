import useSWR from 'swr';
import type { FeedbackReport, FeedbackReportStatus } from '../../schemas/feedbackReports';
import { getJson, request } from './http';

export type { FeedbackReport };

export interface FeedbackReportPage {
  clientReports: FeedbackReport[];
  totalCount: number;
  page: number;
  totalPages: number;
}

const query = (filter: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(filter).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])));

export const feedbackReportsKey = (filter: { status?: FeedbackReportStatus; page: number }) => `/web_api/mng/client_reports?${query(filter)}`;
export const useFeedbackReports = (filter: { status?: FeedbackReportStatus; page: number }) =>
  useSWR(feedbackReportsKey(filter), getJson<FeedbackReportPage>, { keepPreviousData: true });

export const setFeedbackReportStatus = (id: number, status: FeedbackReportStatus) =>
  request<{ ok: boolean }>(`/web_api/mng/client_reports/${id}/status`, {
    method: 'PUT',
    body: JSON.stringify({ status }),
    headers: { 'Content-Type': 'application/json' },
  });

export const feedbackReportsCsvUrl = (status: FeedbackReportStatus | undefined, language: 'ja' | 'en') =>
  `/web_api/mng/client_reports.csv?${query({ status, lang: language })}`;
