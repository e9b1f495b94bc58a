import { request } from './http';

/** POST /web_api/client_reports (multipart, docs/requirements/operation-area.md §7): the feedback report. */
export function sendClientReport(report: { comments: string[]; screen: Blob; location: string }) {
  const body = new FormData();
  for (const comment of report.comments) body.append('client_report[comments][]', comment);
  body.append('client_report[screen]', report.screen, 'screen.png');
  body.append('client_report[location]', report.location);
  return request<{ ok: true; id: number }>('/web_api/client_reports', { method: 'POST', body });
}
