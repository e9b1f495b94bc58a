import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { nextState, type PaymentEvent, type PaymentMachine } from '../../../engine/payment/transitions';
import type { Database, Transaction } from '../../db/openDatabase';
import { orderEvents, orders, users } from '../../db/schema';
import type { Mailer } from '../mail';
import { sendPaymentMail, type PaymentMailKind } from './mails';
import type { PaymentProvider } from './provider';

/**
 * What every part of payment shares (issue 64): its dependencies, an order read by id, a step's
 * mail, and {@link applyPaymentEvent}, the one way an order's states move, as
 * engine/payment/transitions.ts allows.
 */

export type OrderRow = typeof orders.$inferSelect;

export interface PaymentDeps {
  db: Database;
  conferenceId: string;
  provider: PaymentProvider | undefined;
  /** Where the attendee comes back to after the provider's page. */
  publicUrl: string;
  log: FastifyBaseLogger;
  mailer: Mailer;
  now?: () => Date;
}

/** A step's mail to the order's attendee, after the step committed. */
export const mail = (deps: PaymentDeps, orderId: number, kind: PaymentMailKind) =>
  sendPaymentMail(deps.db, deps.mailer, deps.log, deps.publicUrl, orderId, kind);

export async function findOrder(db: Pick<Database, 'select'>, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export type Actor = { kind: 'attendee' | 'provider' | 'manager' | 'system'; userId?: number };

/**
 * Moves an order by one event, in a transaction that holds the order's and its attendee's rows:
 * the order's own machine decides (its card machine for the card's own events); the card and the
 * attendee's qualification follow where their tables have the move. A move the deciding table
 * lacks changes nothing, is logged, and answers false.
 */
export async function applyPaymentEvent(
  tx: Transaction,
  log: FastifyBaseLogger,
  orderId: number,
  event: PaymentEvent,
  actor: Actor,
  detail: Record<string, unknown> = {},
  change: Partial<typeof orders.$inferInsert> = {},
): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return false;
  const [user] = await tx.select({ qualificationStatus: users.qualificationStatus }).from(users).where(eq(users.id, order.userId)).for('update');
  const current: Record<PaymentMachine, string | null> = { order: order.status, card: order.cardStatus, qualification: user?.qualificationStatus ?? null };
  const deciding: PaymentMachine = event === 'checkoutStarted' || event === 'returned' ? 'card' : event === 'ordered' ? 'qualification' : 'order';
  const moves = (Object.keys(current) as PaymentMachine[]).flatMap((machine) => {
    const from = current[machine];
    const to = from === null ? undefined : nextState(machine, from, event);
    return to ? [{ machine, from: from!, to }] : [];
  });
  if (!moves.some((move) => move.machine === deciding)) {
    log.warn({ orderId, event, states: current, actor: actor.kind }, 'payment transition refused');
    return false;
  }
  const now = new Date();
  const next = Object.fromEntries(moves.map((move) => [move.machine, move.to]));
  await tx
    .update(orders)
    .set({
      ...change,
      ...(next.order ? { status: next.order } : {}),
      ...(next.card ? { cardStatus: next.card } : {}),
      ...(next.order === 'paid' ? { paidAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
  if (next.qualification) await tx.update(users).set({ qualificationStatus: next.qualification }).where(eq(users.id, order.userId));
  await tx.insert(orderEvents).values(
    moves.map((move) => ({
      orderId,
      machine: move.machine,
      event,
      fromState: move.from,
      toState: move.to,
      actor: actor.kind,
      actorUserId: actor.userId ?? null,
      detail,
    })),
  );
  return true;
}
