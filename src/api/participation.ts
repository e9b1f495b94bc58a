import useSWR from 'swr';
import type { PaymentSettings } from '../../schemas/payment';
import type { OrderAmounts, OrderLine } from '../../engine/payment/fees';
import type { EntryOffer } from '../../engine/payment/entryForm';
import type { QualificationAccess } from '../../engine/qualification';
import type { QualificationStatus } from '../../engine/qualification';
import type { CardStatus, OrderStatus } from '../../engine/payment/transitions';
import { getJson, request, requestRaw } from './http';

/** An order as its attendee sees it (GET /web_api/participation, POST …/orders). */
export interface OrderView {
  id: number;
  planId: number;
  lines: OrderLine[];
  amounts: OrderAmounts;
  method: 'card' | 'bankTransfer' | 'free';
  status: OrderStatus;
  cardStatus: CardStatus | null;
  holdUntil: string | null;
  paidAt: string | null;
  createdAt: string;
  receiptName: string;
  invoicePayee: string;
  transfer: { bankAccount: NonNullable<PaymentSettings['bankAccount']>; amount: number; dueAt: string; expiresAt: string; payerKana: string } | null;
}

export interface ParticipationState {
  access: QualificationAccess;
  approved: boolean;
  qualificationStatus: QualificationStatus;
  payment: Omit<PaymentSettings, 'bankAccount' | 'issuer'> & Partial<Pick<PaymentSettings, 'bankAccount' | 'issuer'>>;
  availability: Array<{ id: number; onSale: boolean; remaining: number | null }>;
  offer: EntryOffer;
  cardPayments: boolean;
  order: OrderView | null;
  /** Whether the attendee attended as the conference counts it (payment settings certificateRequires). */
  attended: boolean;
}

export const PARTICIPATION_KEY = '/web_api/participation';
/** The attendee's participation state; nothing is asked for a visitor who is not signed in. */
export const useParticipation = (signedIn: boolean) => useSWR(signedIn ? PARTICIPATION_KEY : null, getJson<ParticipationState>, { revalidateOnFocus: true });

/** POST /web_api/participation/orders (multipart): the entry's text parts, the extras repeated, and the certificate file. */
export function placeOrder(entries: ReadonlyArray<readonly [string, string]>, certificate?: File) {
  const body = new FormData();
  for (const [key, value] of entries) body.append(key, value);
  if (certificate) body.append('certificate', certificate, certificate.name);
  return request<{ order: OrderView; checkoutUrl?: string }>('/web_api/participation/orders', { method: 'POST', body });
}

const post = <T>(path: string) => request<T>(path, { method: 'POST' });
export const checkOrder = (id: number, returned: boolean) =>
  post<{ order: OrderView }>(`/web_api/participation/orders/${id}/check${returned ? '?returned=true' : ''}`);
export const resumePayment = (id: number) => post<{ checkoutUrl: string }>(`/web_api/participation/orders/${id}/pay`);
export const cancelOrder = (id: number) => post<{ order: OrderView }>(`/web_api/participation/orders/${id}/cancel`);

export interface DocumentOptions {
  kind: 'invoice' | 'receipt' | 'certificate';
  language: 'ja' | 'en';
  colour: 'colour' | 'mono';
  addressee?: string;
  purpose?: string;
}

/**
 * POST …/orders/:id/documents: the PDF, handed to the browser as a download. A refusal comes back
 * as ApiRequestError with the server's words, as every other call's.
 */
export async function downloadDocument(orderId: number, options: DocumentOptions): Promise<void> {
  const response = await requestRaw(`/web_api/participation/orders/${orderId}/documents`, {
    method: 'POST',
    body: JSON.stringify(options),
    headers: { 'Content-Type': 'application/json' },
  });
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${options.kind}.pdf`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
