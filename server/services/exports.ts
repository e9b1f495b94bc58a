import { and, asc, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import {
  externalMembers,
  inquiries,
  inquiryReplies,
  personNameColumns,
  presentationApplications,
  presentations,
  programRooms,
  reviewRequests,
  reviews,
  programSessions,
  users,
  venuePasses,
} from '../db/schema';
import { formatTokyo } from '../../engine/commission/dates';
import { exportWords, type DownloadRouteName } from '../../engine/downloads';
import { memberColumns } from '../../engine/imports/members';
import { localize } from '../../engine/messages';
import { personName, type PersonNameParts } from '../../engine/personName';
import { passRefusals, type PassOutcome } from '../../engine/venue';
import type { Language } from '../../schemas/conferenceSettings';
import type { AuthorCard } from './programSeed';
import type { CsvColumn } from './csv';
import { reviewRequestStatusLabels, reviewResultLabels } from '../../engine/judging/forms';
import type { ReviewRequestStatus, ReviewResult } from '../../schemas/judging';
import { applicationStatusLabels, peerReviewStatusLabels, shownApplicationStatus } from '../../engine/submission/statusLabels';
import { submissionKindLabels } from '../../engine/submission/buildSubmissionForm';
import type { ApplicationData, SubmissionKind } from '../../schemas/submission';

/**
 * The lists the console's downloads page streams from one route (issue 67): each says how many
 * rows it has (for the page's progress bar), reads them a batch at a time in id order (never the
 * whole list at once), and writes its columns in the chosen language.
 */
interface Export<Row> {
  count: (db: Database, conferenceId: string) => Promise<number>;
  /** One batch of rows after the given id, in id order. */
  batch: (db: Database, conferenceId: string, afterId: number, size: number) => Promise<Row[]>;
  id: (row: Row) => number;
  columns: readonly CsvColumn<Row>[];
}

const BATCH = 500;
const word = (key: keyof typeof exportWords, language: Language) => exportWords[key][language];
const yesNo = (value: boolean, language: Language) => word(value ? 'yes' : 'no', language);
const at = (value: Date | null) => (value ? formatTokyo(value) : '');
type StoredName = { [K in keyof PersonNameParts]-?: PersonNameParts[K] | null };
/** A person's name from a left join: empty when the account is gone. */
const nameOf = (row: StoredName, language: Language) =>
  row.nameSei === null ? '' : personName({ ...row, nameSei: row.nameSei, nameMei: row.nameMei ?? '' }, language);
const total = async (
  db: Database,
  table: typeof presentations | typeof presentationApplications | typeof inquiries | typeof venuePasses,
  where: SQL | undefined,
) => ((await db.select({ total: count() }).from(table).where(where)) as [{ total: number }])[0].total;

/** The program as the console holds it: a presentation a row, with its session, room, time and authors. */
const presentationRows = (db: Database, conferenceId: string, afterId: number, size: number) =>
  db
    .select({
      id: presentations.id,
      code: presentations.code,
      kind: presentations.kind,
      name: presentations.name,
      nameEn: presentations.nameEn,
      startAt: presentations.startAt,
      endAt: presentations.endAt,
      isPublic: presentations.isPublic,
      isLocked: presentations.isLocked,
      authorsCard: presentations.authorsCard,
      sessionCode: programSessions.code,
      sessionName: programSessions.name,
      sessionNameEn: sql<string | null>`${programSessions.details}->>'nameEn'`,
      roomName: programRooms.name,
      roomNameEn: programRooms.nameEn,
    })
    .from(presentations)
    .leftJoin(programSessions, eq(programSessions.id, presentations.sessionId))
    .leftJoin(programRooms, eq(programRooms.id, programSessions.roomId))
    .where(and(eq(presentations.conferenceId, conferenceId), gt(presentations.id, afterId)))
    .orderBy(asc(presentations.id))
    .limit(size);
type PresentationRow = Awaited<ReturnType<typeof presentationRows>>[number];

const authorNames = (row: PresentationRow, language: Language) =>
  (row.authorsCard as AuthorCard[])
    .map((author) =>
      language === 'en' && author.lastNameEn ? `${author.firstNameEn ?? ''} ${author.lastNameEn}`.trim() : `${author.lastName} ${author.firstName}`.trim(),
    )
    .join(language === 'ja' ? '、' : ', ');
const inLanguage = (ja: string | null, en: string | null, language: Language) => (language === 'en' && en ? en : (ja ?? ''));

const presentationExport: Export<PresentationRow> = {
  count: (db, conferenceId) => total(db, presentations, eq(presentations.conferenceId, conferenceId)),
  batch: presentationRows,
  id: (row) => row.id,
  columns: [
    { ja: 'ID', en: 'ID', cell: (row) => String(row.id) },
    { ja: '発表番号', en: 'Code', cell: (row) => row.code },
    { ja: '種別', en: 'Kind', cell: (row, language) => word(row.kind === 'poster' ? 'poster' : 'oral', language) },
    { ja: '題目', en: 'Title', cell: (row) => row.name },
    { ja: '題目（英語）', en: 'Title (English)', cell: (row) => row.nameEn ?? '' },
    { ja: '著者', en: 'Authors', cell: authorNames },
    { ja: 'セッション番号', en: 'Session code', cell: (row) => row.sessionCode ?? '' },
    { ja: 'セッション', en: 'Session', cell: (row, language) => inLanguage(row.sessionName, row.sessionNameEn, language) },
    { ja: '会場', en: 'Room', cell: (row, language) => inLanguage(row.roomName, row.roomNameEn, language) },
    { ja: '開始', en: 'Start', cell: (row) => at(row.startAt) },
    { ja: '終了', en: 'End', cell: (row) => at(row.endAt) },
    { ja: '公開', en: 'Published', cell: (row, language) => yesNo(row.isPublic, language) },
    { ja: 'ロック', en: 'Locked', cell: (row, language) => yesNo(row.isLocked, language) },
  ],
};

/** Inquiries with who sent them, whether a manager has read them, and their replies so far. */
const inquiryRows = (db: Database, conferenceId: string, afterId: number, size: number) =>
  db
    .select({
      id: inquiries.id,
      subject: inquiries.subject,
      body: inquiries.body,
      readAt: inquiries.readAt,
      createdAt: inquiries.createdAt,
      email: users.email,
      ...personNameColumns,
      replies: sql<number>`(select count(*)::int from ${inquiryReplies} where ${inquiryReplies.inquiryId} = ${inquiries.id})`,
      lastReplyAt: sql<string | null>`(select max(${inquiryReplies.createdAt}) from ${inquiryReplies} where ${inquiryReplies.inquiryId} = ${inquiries.id})`,
    })
    .from(inquiries)
    .leftJoin(users, eq(users.id, inquiries.userId))
    .where(and(eq(inquiries.conferenceId, conferenceId), gt(inquiries.id, afterId)))
    .orderBy(asc(inquiries.id))
    .limit(size);
type InquiryRow = Awaited<ReturnType<typeof inquiryRows>>[number];

const inquiryExport: Export<InquiryRow> = {
  count: (db, conferenceId) => total(db, inquiries, eq(inquiries.conferenceId, conferenceId)),
  batch: inquiryRows,
  id: (row) => row.id,
  columns: [
    { ja: 'ID', en: 'ID', cell: (row) => String(row.id) },
    { ja: '送信日時', en: 'Sent at', cell: (row) => at(row.createdAt) },
    { ja: '氏名', en: 'Name', cell: nameOf },
    { ja: 'メールアドレス', en: 'E-mail', cell: (row) => row.email ?? '' },
    { ja: '件名', en: 'Subject', cell: (row) => row.subject },
    { ja: '内容', en: 'Message', cell: (row) => row.body },
    { ja: '既読', en: 'Read', cell: (row, language) => yesNo(row.readAt !== null, language) },
    { ja: '返信数', en: 'Replies', cell: (row) => String(row.replies) },
    { ja: '最終返信日時', en: 'Last reply at', cell: (row) => (row.lastReplyAt ? formatTokyo(new Date(row.lastReplyAt)) : '') },
  ],
};

/** Every scan at the door: who, which way, what it did, when, and the staff member who scanned. */
const attendanceRows = (db: Database, conferenceId: string, afterId: number, size: number) =>
  db
    .select({
      id: venuePasses.id,
      kind: venuePasses.kind,
      outcome: venuePasses.outcome,
      scannedAt: venuePasses.scannedAt,
      email: users.email,
      ...personNameColumns,
      staffEmail: sql<string | null>`(select email from ${users} staff where staff.id = ${venuePasses.staffId})`,
    })
    .from(venuePasses)
    .leftJoin(users, eq(users.id, venuePasses.userId))
    .where(and(eq(venuePasses.conferenceId, conferenceId), gt(venuePasses.id, afterId)))
    .orderBy(asc(venuePasses.id))
    .limit(size);
type AttendanceRow = Awaited<ReturnType<typeof attendanceRows>>[number];

const outcomeWords = (outcome: string, language: Language) =>
  outcome === 'accepted' ? word('accepted', language) : localize(passRefusals[outcome as Exclude<PassOutcome, 'accepted'>] ?? 'unknownEntryCode')[language];

const attendanceExport: Export<AttendanceRow> = {
  count: (db, conferenceId) => total(db, venuePasses, eq(venuePasses.conferenceId, conferenceId)),
  batch: attendanceRows,
  id: (row) => row.id,
  columns: [
    { ja: 'ID', en: 'ID', cell: (row) => String(row.id) },
    { ja: '読み取り日時', en: 'Scanned at', cell: (row) => at(row.scannedAt) },
    { ja: '入場/退場', en: 'Entry or exit', cell: (row, language) => word(row.kind === 'exit' ? 'exit' : 'entry', language) },
    { ja: '結果', en: 'Result', cell: (row, language) => outcomeWords(row.outcome, language) },
    { ja: '氏名', en: 'Name', cell: nameOf },
    { ja: 'メールアドレス', en: 'E-mail', cell: (row) => row.email ?? '' },
    { ja: '受付担当', en: 'Scanned by', cell: (row) => row.staffEmail ?? '' },
  ],
};

/** Abstract applications with their applicant, authors, state and peer-review decision. */
const applicationRows = (db: Database, conferenceId: string, afterId: number, size: number) =>
  db
    .select({
      id: presentationApplications.id,
      kind: presentationApplications.kind,
      status: presentationApplications.status,
      isFinal: presentationApplications.isFinal,
      presentationId: presentationApplications.presentationId,
      peerReviewStatus: presentationApplications.peerReviewStatus,
      data: presentationApplications.data,
      updatedAt: presentationApplications.updatedAt,
      email: users.email,
      ...personNameColumns,
    })
    .from(presentationApplications)
    .leftJoin(users, eq(users.id, presentationApplications.userId))
    .where(and(eq(presentationApplications.conferenceId, conferenceId), gt(presentationApplications.id, afterId)))
    .orderBy(asc(presentationApplications.id))
    .limit(size);
type ApplicationExportRow = Awaited<ReturnType<typeof applicationRows>>[number];
const dataOf = (row: ApplicationExportRow) => row.data as ApplicationData;

const applicationExport: Export<ApplicationExportRow> = {
  count: (db, conferenceId) => total(db, presentationApplications, eq(presentationApplications.conferenceId, conferenceId)),
  batch: applicationRows,
  id: (row) => row.id,
  columns: [
    { ja: 'ID', en: 'ID', cell: (row) => String(row.id) },
    { ja: '種別', en: 'Kind', cell: (row, language) => submissionKindLabels[row.kind as SubmissionKind]?.[language] ?? row.kind },
    { ja: '題目', en: 'Title', cell: (row) => dataOf(row).title ?? '' },
    { ja: '題目（英語）', en: 'Title (English)', cell: (row) => dataOf(row).titleEn ?? '' },
    {
      ja: '著者',
      en: 'Authors',
      cell: (row, language) =>
        (dataOf(row).authors ?? [])
          .map((author) =>
            language === 'en' && author.lastNameEn
              ? `${author.firstNameEn ?? ''} ${author.lastNameEn}`.trim()
              : `${author.lastName ?? ''} ${author.firstName ?? ''}`.trim(),
          )
          .join(language === 'ja' ? '、' : ', '),
    },
    {
      ja: '所属機関',
      en: 'Institutes',
      cell: (row, language) =>
        (dataOf(row).institutes ?? []).map((institute) => inLanguage(institute.name ?? '', institute.nameEn ?? null, language)).join(' / '),
    },
    { ja: '応募者', en: 'Applicant', cell: nameOf },
    { ja: 'メールアドレス', en: 'E-mail', cell: (row) => row.email ?? '' },
    { ja: '状態', en: 'Status', cell: (row, language) => applicationStatusLabels[shownApplicationStatus(row)][language] },
    {
      ja: '査読の判定',
      en: 'Peer review',
      cell: (row, language) => peerReviewStatusLabels[row.peerReviewStatus as keyof typeof peerReviewStatusLabels]?.[language] ?? row.peerReviewStatus,
    },
    { ja: '更新日時', en: 'Updated at', cell: (row) => at(row.updatedAt) },
  ],
};

/** Peer-review requests with the application, the reviewer, the reviewer's answer and the review's result. */
const reviewRows = (db: Database, conferenceId: string, afterId: number, size: number) =>
  db
    .select({
      id: reviewRequests.id,
      applicationId: reviewRequests.applicationId,
      status: reviewRequests.status,
      requestedAt: reviewRequests.requestedAt,
      answeredAt: reviewRequests.answeredAt,
      title: sql<string | null>`${presentationApplications.data}->>'title'`,
      result: reviews.result,
      reviewedAt: reviews.updatedAt,
      email: users.email,
      ...personNameColumns,
    })
    .from(reviewRequests)
    .innerJoin(presentationApplications, eq(presentationApplications.id, reviewRequests.applicationId))
    .leftJoin(users, eq(users.id, reviewRequests.reviewerId))
    .leftJoin(reviews, eq(reviews.requestId, reviewRequests.id))
    .where(and(eq(presentationApplications.conferenceId, conferenceId), gt(reviewRequests.id, afterId)))
    .orderBy(asc(reviewRequests.id))
    .limit(size);
type ReviewRow = Awaited<ReturnType<typeof reviewRows>>[number];

const reviewExport: Export<ReviewRow> = {
  count: async (db, conferenceId) =>
    (
      (await db
        .select({ total: count() })
        .from(reviewRequests)
        .innerJoin(presentationApplications, eq(presentationApplications.id, reviewRequests.applicationId))
        .where(eq(presentationApplications.conferenceId, conferenceId))) as [{ total: number }]
    )[0].total,
  batch: reviewRows,
  id: (row) => row.id,
  columns: [
    { ja: 'ID', en: 'ID', cell: (row) => String(row.id) },
    { ja: '応募ID', en: 'Application ID', cell: (row) => String(row.applicationId) },
    { ja: '題目', en: 'Title', cell: (row) => row.title ?? '' },
    { ja: '査読者', en: 'Reviewer', cell: nameOf },
    { ja: 'メールアドレス', en: 'E-mail', cell: (row) => row.email ?? '' },
    {
      ja: '依頼の状態',
      en: 'Request',
      cell: (row, language) => reviewRequestStatusLabels[row.status as ReviewRequestStatus]?.[language] ?? row.status,
    },
    { ja: '依頼日時', en: 'Requested at', cell: (row) => at(row.requestedAt) },
    { ja: '回答日時', en: 'Answered at', cell: (row) => at(row.answeredAt) },
    { ja: '査読結果', en: 'Result', cell: (row, language) => (row.result ? (reviewResultLabels[row.result as ReviewResult]?.[language] ?? row.result) : '') },
    { ja: '査読の更新日時', en: 'Review updated at', cell: (row) => at(row.reviewedAt) },
  ],
};

/** The society's member list, in the columns its import reads (engine/imports.ts): a download opens, is edited and is imported again. */
type MemberRow = typeof externalMembers.$inferSelect;
const memberExport: Export<MemberRow> = {
  count: async (db, conferenceId) =>
    ((await db.select({ total: count() }).from(externalMembers).where(eq(externalMembers.conferenceId, conferenceId))) as [{ total: number }])[0].total,
  batch: (db, conferenceId, afterId, size) =>
    db
      .select()
      .from(externalMembers)
      .where(and(eq(externalMembers.conferenceId, conferenceId), gt(externalMembers.id, afterId)))
      .orderBy(asc(externalMembers.id))
      .limit(size),
  id: (row) => row.id,
  columns: memberColumns.map((column) => ({ ja: column.ja, en: column.en, cell: (row: MemberRow) => row[column.key] })),
};

export const routeExports: Record<DownloadRouteName, Export<never>> = {
  members: memberExport as unknown as Export<never>,
  presentations: presentationExport as unknown as Export<never>,
  applications: applicationExport as unknown as Export<never>,
  reviews: reviewExport as unknown as Export<never>,
  inquiries: inquiryExport as unknown as Export<never>,
  attendance: attendanceExport as unknown as Export<never>,
};

/** An export's rows a batch at a time, in id order. */
export async function* exportBatches<Row>(db: Database, conferenceId: string, exported: Export<Row>) {
  let after = 0;
  for (;;) {
    const rows = await exported.batch(db, conferenceId, after, BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    after = exported.id(rows.at(-1)!);
  }
}
