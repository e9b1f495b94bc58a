import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users, uploads } from './accounts';
import { conferences } from './conference';

/**
 * Participation orders (issue 64): a plan and its extras as they were priced when ordered, how
 * they are paid, and the states of docs/requirements/operation-area.md §4, which only
 * engine/payment/transitions.ts moves. One live (pending or paid) order per attendee.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').notNull(),
    /** engine/payment/fees.ts OrderLine[]: the plan first, then the extras, with their names and prices then. */
    lines: jsonb('lines').notNull(),
    total: integer('total').notNull(),
    /** card, bankTransfer, or free (nothing to pay). */
    method: text('method').notNull(),
    status: text('status').notNull().default('pending'),
    /** The card payment's state; null for other methods. */
    cardStatus: text('card_status'),
    /** The provider's checkout and payment (Stripe: a Checkout Session and its PaymentIntent). */
    providerCheckoutId: text('provider_checkout_id').unique(),
    providerPaymentId: text('provider_payment_id'),
    /** Until when an unpaid order keeps its place: the card page's expiry, or the transfer's due date. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    memberCode: text('member_code'),
    certificateUploadId: integer('certificate_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** The addressee (宛名) a receipt is made out to, and the payee an invoice is addressed to. */
    receiptName: text('receipt_name').notNull().default(''),
    invoicePayee: text('invoice_payee').notNull().default(''),
    /** Bank transfer: the name the payer transfers under, in kana, as the statement shows it. */
    transferPayerKana: text('transfer_payer_kana'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_one_live')
      .on(t.conferenceId, t.userId)
      .where(sql`${t.status} in ('pending', 'paid')`),
    index('orders_conference_status').on(t.conferenceId, t.status),
  ],
);

/** Every move of an order's states: what happened, from what to what, and who made it happen. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** order, card or qualification. */
    machine: text('machine').notNull(),
    event: text('event').notNull(),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    /** attendee, provider, manager or system. */
    actor: text('actor').notNull(),
    actorUserId: integer('actor_user_id'),
    detail: jsonb('detail').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order').on(t.orderId)],
);

/** The provider's callbacks already handled, by its event id: the same event twice is handled once. */
export const paymentCallbacks = pgTable('payment_callbacks', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  orderId: integer('order_id'),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A bank statement a manager imported to confirm transfers (§4's import statuses: not_started,
 * checking, check_successful / check_failed, importing, import_successful / import_failed): its
 * rows as read, each matched to an order or not, and the problems that stop it.
 */
export const transferImports = pgTable('transfer_imports', {
  id: serial('id').primaryKey(),
  conferenceId: text('conference_id')
    .notNull()
    .references(() => conferences.id),
  fileName: text('file_name').notNull(),
  status: text('status').notNull().default('not_started'),
  /** engine/payment/statement.ts StatementRow[] with the order each matched. */
  rows: jsonb('rows').notNull().default([]),
  /** Each row that stops the import: its line and what is wrong. */
  problems: jsonb('problems').notNull().default([]),
  confirmedCount: integer('confirmed_count').notNull().default(0),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each statement line that confirmed a transfer, by its identity: a file imported twice counts once. */
export const transferStatementLines = pgTable(
  'transfer_statement_lines',
  {
    conferenceId: text('conference_id')
      .notNull()
      .references(() => conferences.id),
    /** sha256 of the date, amount, payer and the line's occurrence among equal lines of its file. */
    lineKey: text('line_key').notNull(),
    importId: integer('import_id')
      .notNull()
      .references(() => transferImports.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.conferenceId, t.lineKey] })],
);

/** Each invoice, receipt and certificate issued: its number, language and names. A second issue of a kind is marked as a reissue. */
export const paymentDocuments = pgTable(
  'payment_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    language: text('language').notNull(),
    addressee: text('addressee').notNull(),
    purpose: text('purpose').notNull().default(''),
    issuedById: integer('issued_by_id').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_documents_order').on(t.orderId, t.kind)],
);
