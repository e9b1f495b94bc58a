import type { LocalizedText } from './messages';

/**
 * The console's CSV downloads page (docs/requirements/operation-area.md §2 "CSV downloads",
 * issue 67): every list a manager can take away, in the order the page shows them, each with the
 * address that streams it (`lang=ja|en` is added). Lists with filters of their own (users,
 * orders, feedback reports) are downloaded whole here and filtered on their own pages.
 */
export const downloads = [
  { name: 'users', title: { ja: '利用者', en: 'Users' }, url: '/web_api/mng/users.csv' },
  { name: 'presentations', title: { ja: '発表（プログラム）', en: 'Presentations (the program)' }, url: '/web_api/mng/downloads/presentations' },
  { name: 'applications', title: { ja: '演題応募', en: 'Abstract applications' }, url: '/web_api/mng/downloads/applications' },
  { name: 'reviews', title: { ja: '査読', en: 'Peer reviews' }, url: '/web_api/mng/downloads/reviews' },
  { name: 'evaluationResults', title: { ja: '評価結果', en: 'Evaluation results' }, url: '/web_api/mng/evaluation_results.csv' },
  { name: 'orders', title: { ja: '参加登録と支払い', en: 'Registrations and payments' }, url: '/web_api/mng/orders.csv' },
  { name: 'inquiries', title: { ja: 'お問い合わせ', en: 'Inquiries' }, url: '/web_api/mng/downloads/inquiries' },
  { name: 'attendance', title: { ja: '入退場の記録', en: 'Entries and exits at the venue' }, url: '/web_api/mng/downloads/attendance' },
  { name: 'feedbackReports', title: { ja: 'フィードバック報告', en: 'Feedback reports' }, url: '/web_api/mng/client_reports.csv' },
  { name: 'members', title: { ja: '会員名簿（会員認証）', en: 'Member list (member authentication)' }, url: '/web_api/mng/downloads/members' },
] as const satisfies readonly { name: string; title: LocalizedText; url: string }[];

/** The lists streamed by the downloads route itself (`/web_api/mng/downloads/:name`). */
export const downloadRouteNames = ['presentations', 'applications', 'reviews', 'inquiries', 'attendance', 'members'] as const;
export type DownloadRouteName = (typeof downloadRouteNames)[number];

/**
 * Words the exports write in cells, in both languages (a CSV never shows a stored value such as
 * "oral"); a refused scan is named by the door's own message (engine/venue.ts passRefusals).
 */
export const exportWords = {
  yes: { ja: 'はい', en: 'Yes' },
  no: { ja: 'いいえ', en: 'No' },
  oral: { ja: '口頭発表', en: 'Oral' },
  poster: { ja: 'ポスター発表', en: 'Poster' },
  entry: { ja: '入場', en: 'Entry' },
  exit: { ja: '退場', en: 'Exit' },
  accepted: { ja: '記録', en: 'Recorded' },
} as const satisfies Record<string, LocalizedText>;
