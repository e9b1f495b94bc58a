import type { Language } from '../../schemas/conferenceSettings';
import type { Issuer } from '../../schemas/payment';
import { formatTokyo } from '../commission/dates';
import { formatYen, orderAmounts, taxPercent, type OrderLine } from './fees';

/**
 * What an invoice, a receipt and a certificate of attendance say (issue 64), in one language:
 * the words and figures only, laid out on paper by the server (server/services/payment/documentPdf.ts).
 * An invoice and a receipt state what Japan's qualified invoices need: the issuer and its
 * registration number (T + 13 digits), the date, what was sold, the amounts and the tax per
 * rate, and who it is for.
 */

export const documentKinds = ['invoice', 'receipt', 'certificate'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export interface DocumentInput {
  kind: DocumentKind;
  language: Language;
  /** Its number: the same each time the document of an order is issued. */
  number: string;
  issuedAt: Date;
  /** Issued before: marked as a reissue. */
  reissue: boolean;
  /** The order was refunded: the receipt is void. */
  void: boolean;
  conferenceTitle: string;
  conferenceDays: string;
  issuer: Issuer | null;
  /** The addressee (宛名) of an invoice or a receipt; the attendee's name on a certificate. */
  recipient: string;
  /** A receipt's purpose (但し書き). */
  purpose: string;
  lines: readonly OrderLine[];
  paidAt: Date | null;
  method: string;
}

export interface DocumentContent {
  title: string;
  marks: string[];
  meta: Array<[string, string]>;
  recipientLine: string;
  headline?: string;
  body: string[];
  table?: { head: [string, string, string]; rows: Array<[string, string, string]>; totals: Array<[string, string]> };
  issuerLines: string[];
}

const words = {
  ja: {
    invoice: '請求書',
    receipt: '領収書',
    certificate: '参加証明書',
    number: '番号',
    issuedAt: '発行日',
    reissue: '再発行',
    void: '無効（返金済み）',
    honorific: ' 様',
    invoiceHeadline: (total: string) => `ご請求金額 ${total}（税込）`,
    receiptHeadline: (total: string) => `金額 ${total}（税込）`,
    purpose: (purpose: string) => `但し ${purpose}として`,
    received: '上記金額を正に領収いたしました。',
    invoiceBody: '下記のとおりご請求申し上げます。',
    certificateBody: (title: string, days: string) => [`上記の者は、${title}（${days}）に参加したことを証明します。`],
    item: '品目',
    rate: '税率',
    amount: '金額（税込）',
    subtotal: (rate: string) => `${rate}対象`,
    tax: (rate: string) => `うち消費税（${rate}）`,
    exempt: '非課税',
    total: '合計',
    paidAt: '入金日',
    method: { card: 'クレジットカード', bankTransfer: '銀行振込', free: '—' } as Record<string, string>,
    methodLabel: 'お支払い方法',
    registration: '登録番号',
  },
  en: {
    invoice: 'Invoice',
    receipt: 'Receipt',
    certificate: 'Certificate of Attendance',
    number: 'No.',
    issuedAt: 'Date of issue',
    reissue: 'Reissued',
    void: 'VOID (refunded)',
    honorific: '',
    invoiceHeadline: (total: string) => `Amount due: ${total} (tax included)`,
    receiptHeadline: (total: string) => `Amount: ${total} (tax included)`,
    purpose: (purpose: string) => `For: ${purpose}`,
    received: 'We acknowledge receipt of the amount above.',
    invoiceBody: 'Please pay the amount below.',
    certificateBody: (title: string, days: string) => [`This is to certify that the person named above attended ${title} (${days}).`],
    item: 'Item',
    rate: 'Tax rate',
    amount: 'Amount (tax incl.)',
    subtotal: (rate: string) => `Subject to ${rate}`,
    tax: (rate: string) => `of which consumption tax (${rate})`,
    exempt: 'Non-taxable',
    total: 'Total',
    paidAt: 'Paid on',
    method: { card: 'Credit card', bankTransfer: 'Bank transfer', free: '—' } as Record<string, string>,
    methodLabel: 'Paid by',
    registration: 'Registration No.',
  },
};

/** The default purpose of a receipt: the conference's participation fee. */
export const defaultPurpose = (conferenceTitle: string, language: Language) =>
  language === 'ja' ? `${conferenceTitle} 参加費` : `participation fee, ${conferenceTitle}`;

export function documentContent(input: DocumentInput): DocumentContent {
  const w = words[input.language];
  const yen = (amount: number) => formatYen(amount, input.language);
  const amounts = orderAmounts(input.lines);
  const marks = [...(input.reissue ? [w.reissue] : []), ...(input.void && input.kind === 'receipt' ? [w.void] : [])];
  const meta: Array<[string, string]> = [
    [w.number, input.number],
    [w.issuedAt, formatTokyo(input.issuedAt, 'yyyy/MM/dd')],
  ];
  const issuerLines = input.issuer
    ? [
        input.language === 'ja' ? input.issuer.name : input.issuer.nameEn,
        input.language === 'ja' ? input.issuer.address : (input.issuer.addressEn ?? input.issuer.address),
        `${w.registration}: ${input.issuer.registrationNumber}`,
      ]
    : [];
  if (input.kind === 'certificate') {
    return {
      title: w.certificate,
      marks,
      meta,
      recipientLine: `${input.recipient}${w.honorific}`,
      body: w.certificateBody(input.conferenceTitle, input.conferenceDays),
      issuerLines: issuerLines.slice(0, 2),
    };
  }
  const rateName = (taxType: OrderLine['taxType']) => (taxType === 'exempt' ? w.exempt : `${taxPercent[taxType]}%`);
  const totals: Array<[string, string]> = amounts.byTaxType.flatMap((rate): Array<[string, string]> =>
    rate.taxType === 'exempt'
      ? [[w.exempt, yen(rate.total)]]
      : [
          [w.subtotal(rateName(rate.taxType)), yen(rate.total)],
          [w.tax(rateName(rate.taxType)), yen(rate.tax)],
        ],
  );
  totals.push([w.total, yen(amounts.total)]);
  const table = {
    head: [w.item, w.rate, w.amount] as [string, string, string],
    rows: input.lines.map((line): [string, string, string] => [input.language === 'ja' ? line.name : line.nameEn, rateName(line.taxType), yen(line.price)]),
    totals,
  };
  if (input.kind === 'invoice') {
    return {
      title: w.invoice,
      marks,
      meta,
      recipientLine: `${input.recipient}${w.honorific}`,
      headline: w.invoiceHeadline(yen(amounts.total)),
      body: [w.invoiceBody],
      table,
      issuerLines,
    };
  }
  return {
    title: w.receipt,
    marks,
    meta: [
      ...meta,
      ...(input.paidAt ? [[w.paidAt, formatTokyo(input.paidAt, 'yyyy/MM/dd')] as [string, string]] : []),
      [w.methodLabel, w.method[input.method] ?? input.method],
    ],
    recipientLine: `${input.recipient}${w.honorific}`,
    headline: w.receiptHeadline(yen(amounts.total)),
    body: [w.purpose(input.purpose), w.received],
    table,
    issuerLines,
  };
}

/** A document's number: its kind's letter and the order's number, the same on every issue. */
export const documentNumber = (kind: DocumentKind, orderId: number) =>
  `${{ invoice: 'I', receipt: 'R', certificate: 'C' }[kind]}-${String(orderId).padStart(6, '0')}`;
