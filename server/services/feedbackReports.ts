import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import { clientReports, personNameColumns, users } from '../db/schema';
import type { Database, Writer } from '../db/openDatabase';
import { ApiError } from '../core/errors';
import { personName } from '../../engine/personName';
import { feedbackReportStatusLabels, type FeedbackReportStatus } from '../../engine/feedbackReports';
import { formatTokyo } from '../../engine/commission/dates';
import type { CsvColumn } from './csv';
import type { FeedbackReport } from '../../schemas/feedbackReports';

/** What the console shows of a report: everything but the image, which has its own address. */
const listed = {
  id: clientReports.id,
  comments: clientReports.comments,
  location: clientReports.location,
  width: clientReports.width,
  height: clientReports.height,
  status: clientReports.status,
  userId: clientReports.userId,
  userAgent: clientReports.userAgent,
  createdAt: clientReports.createdAt,
  userEmail: users.email,
  ...personNameColumns,
};

/** The reports with their senders' names (a report from a guest, or from a removed account, has none). */
const listedRows = (db: Database) => db.select(listed).from(clientReports).leftJoin(users, eq(users.id, clientReports.userId)).$dynamic();
type ListedRow = Awaited<ReturnType<typeof listedRows>>[number];

export type FeedbackReportView = FeedbackReport;

function view(row: ListedRow): FeedbackReportView {
  const named = row.nameSei !== null ? { ...row, nameSei: row.nameSei, nameMei: row.nameMei ?? '' } : undefined;
  return {
    id: row.id,
    comments: row.comments as string[],
    location: row.location,
    width: row.width,
    height: row.height,
    status: row.status as FeedbackReportStatus,
    userId: row.userId,
    userEmail: row.userEmail,
    userName: named ? { ja: personName(named, 'ja'), en: personName(named, 'en') } : null,
    userAgent: row.userAgent ?? '',
    createdAt: row.createdAt.toISOString(),
    screenUrl: `/web_api/mng/client_reports/${row.id}/screen`,
  };
}

const where = (conferenceId: string, status: FeedbackReportStatus | undefined, extra?: SQL) =>
  and(eq(clientReports.conferenceId, conferenceId), status ? eq(clientReports.status, status) : undefined, extra);

/** Feedback reports, newest first, a page at a time, optionally in one state. */
export async function listFeedbackReports(db: Database, conferenceId: string, filter: { status?: FeedbackReportStatus; page: number; per: number }) {
  const total = await countFeedbackReports(db, conferenceId, filter.status);
  const rows = await listedRows(db)
    .where(where(conferenceId, filter.status))
    .orderBy(desc(clientReports.id))
    .limit(filter.per)
    .offset((filter.page - 1) * filter.per);
  return { reports: rows.map(view), total };
}

/** Every report in a state (or all), newest first, a batch at a time: for the CSV. */
export async function* feedbackReportBatches(db: Database, conferenceId: string, status?: FeedbackReportStatus, size = 500) {
  let before: number | undefined;
  for (;;) {
    const rows = await listedRows(db)
      .where(where(conferenceId, status, before === undefined ? undefined : lt(clientReports.id, before)))
      .orderBy(desc(clientReports.id))
      .limit(size);
    if (rows.length > 0) yield rows.map(view);
    if (rows.length < size) return;
    before = rows.at(-1)!.id;
  }
}

export async function countFeedbackReports(db: Database, conferenceId: string, status?: FeedbackReportStatus): Promise<number> {
  const [{ total }] = (await db.select({ total: count() }).from(clientReports).where(where(conferenceId, status))) as [{ total: number }];
  return total;
}

/** Moves a report to another state; answers the state it had, for the audit log. */
export async function setFeedbackReportStatus(tx: Writer, conferenceId: string, id: number, status: FeedbackReportStatus): Promise<FeedbackReportStatus> {
  const [before] = await tx
    .select({ status: clientReports.status })
    .from(clientReports)
    .where(and(eq(clientReports.id, id), eq(clientReports.conferenceId, conferenceId)))
    .for('update');
  if (!before) throw new ApiError(404, 'notFound');
  await tx.update(clientReports).set({ status }).where(eq(clientReports.id, id));
  return before.status as FeedbackReportStatus;
}

/** The feedback reports CSV: a row per report, its comments on one line each within the cell. */
export const feedbackReportCsvColumns: readonly CsvColumn<FeedbackReportView>[] = [
  { ja: 'ID', en: 'ID', cell: (row) => String(row.id) },
  { ja: '状態', en: 'Status', cell: (row, language) => feedbackReportStatusLabels[row.status][language] },
  { ja: 'ページ', en: 'Page', cell: (row) => row.location },
  { ja: 'コメント', en: 'Comments', cell: (row) => row.comments.join('\n') },
  { ja: '送信者', en: 'Sent by', cell: (row, language) => row.userName?.[language] ?? '' },
  { ja: 'メールアドレス', en: 'E-mail', cell: (row) => row.userEmail ?? '' },
  { ja: 'ブラウザ', en: 'Browser', cell: (row) => row.userAgent },
  { ja: '画面の大きさ', en: 'Screen size', cell: (row) => `${row.width}×${row.height}` },
  { ja: '送信日時', en: 'Sent at', cell: (row) => formatTokyo(new Date(row.createdAt)) },
];
