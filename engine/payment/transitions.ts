/**
 * The payment states of docs/requirements/operation-area.md §4 and the only moves between them:
 * a table per machine, (state, event) → next state. A move the table lacks is refused (and the
 * server logs it): a late "expired" callback cannot undo a captured payment, a refund cannot
 * reach an order that was never paid. tests/unit/paymentTransitions.test.ts checks every cell.
 */
import type { QualificationStatus } from '../qualification';

export const orderStatuses = ['pending', 'paid', 'refunded', 'error'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const cardStatuses = ['todo', 'started_tran', 'callbacked', 'captured', 'refunded', 'error'] as const;
export type CardStatus = (typeof cardStatuses)[number];

export const paymentEvents = [
  /** A card checkout page was opened at the provider. */
  'checkoutStarted',
  /** The attendee came back from the provider's page; the payment is not confirmed yet. */
  'returned',
  /** The provider confirmed the payment (its signed callback, or our question to it). */
  'captured',
  /** A manager confirmed a bank transfer, one by one or from the bank's statement. */
  'transferConfirmed',
  /** An order for nothing to pay was placed. */
  'freeOrdered',
  /** An order that needs payment was placed (card or bank transfer). */
  'ordered',
  /** The provider refused the payment, or it could not be made. */
  'failed',
  /** An unpaid order outlived its hold and gave its place back. */
  'expired',
  /** A manager refunded the whole order. */
  'refunded',
] as const;
export type PaymentEvent = (typeof paymentEvents)[number];

type Table<S extends string> = Record<S, Partial<Record<PaymentEvent, S>>>;

export const orderTransitions: Table<OrderStatus> = {
  pending: { captured: 'paid', transferConfirmed: 'paid', freeOrdered: 'paid', failed: 'error', expired: 'error' },
  paid: { refunded: 'refunded' },
  refunded: {},
  error: {},
};

export const cardTransitions: Table<CardStatus> = {
  todo: { checkoutStarted: 'started_tran', failed: 'error', expired: 'error' },
  started_tran: { returned: 'callbacked', captured: 'captured', failed: 'error', expired: 'error' },
  callbacked: { captured: 'captured', failed: 'error', expired: 'error' },
  captured: { refunded: 'refunded' },
  refunded: {},
  error: {},
};

export const qualificationTransitions: Table<QualificationStatus> = {
  todo: { ordered: 'processing', freeOrdered: 'free' },
  processing: { captured: 'done', transferConfirmed: 'done', failed: 'todo', expired: 'todo' },
  done: { refunded: 'refunded' },
  free: {},
  refunded: { ordered: 'processing', freeOrdered: 'free' },
};

export const paymentMachines = { order: orderTransitions, card: cardTransitions, qualification: qualificationTransitions } as const;
export type PaymentMachine = keyof typeof paymentMachines;

/** The state after `event`, or undefined when the table has no such move. */
export function nextState<M extends PaymentMachine>(machine: M, from: string, event: PaymentEvent): string | undefined {
  const row = (paymentMachines[machine] as Table<string>)[from];
  return row?.[event];
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * When an unpaid bank-transfer order expires: `graceDays` after its due date, so that a transfer
 * made on the last day still reaches the statement in time. Until then it holds its place.
 */
export function transferExpiresAt(dueAt: Date, graceDays: number): Date {
  return new Date(dueAt.getTime() + graceDays * DAY_MS);
}

/** The due dates before which an unpaid transfer order has expired at `now` (the inverse of transferExpiresAt). */
export function transferDueBefore(now: Date, graceDays: number): Date {
  return new Date(now.getTime() - graceDays * DAY_MS);
}
