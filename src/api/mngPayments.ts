import useSWR from 'swr';
import type { OrderAmounts, OrderLine } from '../../engine/payment/fees';
import type { ImportStatus, StatementRow } from '../../engine/payment/statement';
import type { CardStatus, OrderStatus } from '../../engine/payment/transitions';
import { getJson, request } from './http';

/** An order as the managers' payments list shows it. */
export interface MngOrder {
  id: number;
  userId: number;
  email: string;
  name: string;
  planId: number;
  planName: string;
  planNameEn: string;
  total: number;
  method: 'card' | 'bankTransfer' | 'free';
  status: OrderStatus;
  cardStatus: CardStatus | null;
  createdAt: string;
  paidAt: string | null;
}

export interface MngOrderDetail {
  order: MngOrder;
  lines: OrderLine[];
  amounts: OrderAmounts;
  memberCode: string | null;
  hasCertificate: boolean;
  transferPayerKana: string | null;
  receiptName: string;
  invoicePayee: string;
  history: Array<{ machine: string; event: string; fromState: string; toState: string; actor: string; at: string }>;
}

export interface OrderQuery {
  status?: string;
  method?: string;
  planId?: string;
  from?: string;
  until?: string;
  q?: string;
  page?: number;
}

export interface TransferImport {
  id: number;
  fileName: string;
  status: ImportStatus;
  rows: StatementRow[];
  problems: Array<{ line: number; message: string; messageEn: string }>;
  confirmedCount: number;
  createdAt: string;
}

/** The query string of a filter, empty values left out. */
export const orderQueryString = (query: OrderQuery & { lang?: string }) =>
  new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]]))).toString();

export const ORDERS_PER_PAGE = 50;
export const useMngOrders = (query: OrderQuery) =>
  useSWR(
    `/web_api/mng/orders?${orderQueryString({ ...query, per: ORDERS_PER_PAGE } as OrderQuery)}`,
    getJson<{ orders: MngOrder[]; totalCount: number; page: number; totalPages: number }>,
    {
      keepPreviousData: true,
    },
  );
export const useMngOrder = (id: number | undefined) => useSWR(id ? `/web_api/mng/orders/${id}` : null, getJson<MngOrderDetail>);

const post = <T>(path: string) => request<T>(path, { method: 'POST' });
export const confirmTransfer = (id: number) => post<{ ok: true }>(`/web_api/mng/orders/${id}/confirm_transfer`);
export const refundOrder = (id: number) => post<{ ok: true }>(`/web_api/mng/orders/${id}/refund`);

export function checkStatement(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return request<TransferImport>('/web_api/mng/transfer_imports', { method: 'POST', body });
}
export const runImport = (id: number) => post<TransferImport>(`/web_api/mng/transfer_imports/${id}/run`);
