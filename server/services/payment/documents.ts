import { and, count, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../schemas/conferenceSettings';
import { formatConferenceDays } from '../../../engine/commission/dates';
import { defaultPurpose, documentContent, documentNumber, type DocumentKind } from '../../../engine/payment/documents';
import type { OrderLine } from '../../../engine/payment/fees';
import { ApiError, fieldErrors } from '../../core/errors';
import { paymentDocuments, userActiveDays, users } from '../../db/schema';
import { attended } from '../../../engine/live/videos';
import { watchedSecondsOf } from '../live/videos';
import { enteredVenue } from '../entrance';
import type { Database } from '../../db/openDatabase';
import { loadConference } from '../conference';
import { loadOperationSettings } from '../operationSettings';
import type { UserRow } from '../sessions';
import { renderDocumentPdf, type Colour } from './documentPdf';
import type { OrderRow } from './paymentEvents';

export interface DocumentRequest {
  kind: DocumentKind;
  language: Language;
  colour: Colour;
  /** The addressee (宛名) of an invoice or a receipt; the order's names by default. */
  addressee?: string;
  /** A receipt's purpose (但し書き); the conference's participation fee by default. */
  purpose?: string;
}

const isQualified = (status: string) => status === 'done' || status === 'free';

/**
 * Who may have which document of an order (§5, §8): an invoice while there is something to pay
 * or paid, made out to a payee; a receipt once paid (void once refunded); a certificate of
 * attendance for a registered participant who attended as the conference counts it (payment
 * settings `certificateRequires`: signed in on one of its days, or watched a video for a second
 * or more). Anything else is refused with §8's words.
 */
async function refusal(db: Database, order: OrderRow, owner: UserRow, request: DocumentRequest): Promise<ApiError | undefined> {
  switch (request.kind) {
    case 'certificate':
      return isQualified(owner.qualificationStatus) && (await attendedConference(db, order.conferenceId, owner.id))
        ? undefined
        : new ApiError(403, 'cannotIssueDocument');
    case 'invoice':
      return order.total > 0 && (order.status === 'pending' || order.status === 'paid') ? undefined : new ApiError(409, 'documentNotIssuable');
    case 'receipt':
      return order.total > 0 && (order.status === 'paid' || order.status === 'refunded') ? undefined : new ApiError(409, 'documentNotIssuable');
  }
}

/** Whether a user attended the conference as its payment settings count attendance (engine/live/videos.ts attended). */
export async function attendedConference(db: Database, conferenceId: string, userId: number): Promise<boolean> {
  const [{ certificateRequires }, conference] = await Promise.all([loadOperationSettings(db, conferenceId, 'payment'), loadConference(db, conferenceId)]);
  if (certificateRequires.length === 0) return true;
  const days = conference?.settings.days ?? [];
  const [signedIn, watchedSeconds, entered] = await Promise.all([
    certificateRequires.includes('signedIn') && days.length > 0
      ? db
          .select({ day: userActiveDays.day })
          .from(userActiveDays)
          .where(and(eq(userActiveDays.userId, userId), inArray(userActiveDays.day, days)))
          .limit(1)
          .then((rows) => rows.length > 0)
      : false,
    certificateRequires.includes('watchedVideo') ? watchedSecondsOf(db, conferenceId, userId) : 0,
    certificateRequires.includes('enteredVenue') ? enteredVenue(db, conferenceId, [userId]).then((people) => people.has(userId)) : false,
  ]);
  return attended(certificateRequires, { signedIn, watchedSeconds, enteredVenue: entered });
}

/**
 * Issues one document of an order as a PDF, and records the issue (a second one of a kind is a
 * reissue). A manager's copy (`record: false`, the receipts ZIP) is neither recorded nor a reissue.
 */
export async function issueDocument(
  db: Database,
  order: OrderRow,
  request: DocumentRequest,
  issuedBy: UserRow,
  options: { record?: boolean } = {},
): Promise<{ pdf: Buffer; fileName: string }> {
  const [owner] = await db.select().from(users).where(eq(users.id, order.userId));
  if (!owner) throw new ApiError(404, 'orderNotFound');
  const refused = await refusal(db, order, owner, request);
  if (refused) throw refused;
  const [{ issuer }, conference] = await Promise.all([loadOperationSettings(db, order.conferenceId, 'payment'), loadConference(db, order.conferenceId)]);
  if (!issuer && request.kind !== 'certificate') throw new ApiError(409, 'documentNotIssuable');
  const english = request.language === 'en';
  const ownerName = english
    ? [owner.nameEn1, owner.nameEn3].filter(Boolean).join(' ') || `${owner.nameMei} ${owner.nameSei}`
    : [owner.nameSeiKanji, owner.nameMeiKanji].filter(Boolean).join(' ') || `${owner.nameSei} ${owner.nameMei}`;
  const settings = conference?.settings;
  const conferenceTitle = (english ? settings?.conferenceTitleEn : settings?.conferenceTitle) || settings?.conferenceTitle || '';
  const addressee =
    request.kind === 'certificate'
      ? ownerName
      : request.addressee?.trim() || (request.kind === 'invoice' ? order.invoicePayee : order.receiptName) || (request.kind === 'receipt' ? ownerName : '');
  // §5: an invoice needs a payee.
  if (!addressee) throw fieldErrors([{ path: 'addressee', code: 'required' }]);
  const purpose = request.purpose?.trim() || defaultPurpose(conferenceTitle, request.language);
  const number = documentNumber(request.kind, order.id);
  const issuedAt = new Date();
  const reissue =
    options.record === false
      ? false
      : await db.transaction(async (tx) => {
          const [{ earlier }] = (await tx
            .select({ earlier: count() })
            .from(paymentDocuments)
            .where(and(eq(paymentDocuments.orderId, order.id), eq(paymentDocuments.kind, request.kind)))) as [{ earlier: number }];
          await tx
            .insert(paymentDocuments)
            .values({ orderId: order.id, kind: request.kind, number, language: request.language, addressee, purpose, issuedById: issuedBy.id, issuedAt });
          return Number(earlier) > 0;
        });
  const content = documentContent({
    kind: request.kind,
    language: request.language,
    number,
    issuedAt,
    reissue,
    void: order.status === 'refunded',
    conferenceTitle,
    conferenceDays: settings ? formatConferenceDays(settings.days, request.language) : '',
    issuer,
    recipient: addressee,
    purpose,
    lines: order.lines as OrderLine[],
    paidAt: order.paidAt,
    method: order.method,
  });
  const pdf = await renderDocumentPdf(content, { colour: request.colour, title: `${content.title} ${number}` });
  return { pdf, fileName: `${number}-${request.language}.pdf` };
}
