import { and, eq, lt, or } from 'drizzle-orm';
import type { OrderLine } from '../../../engine/payment/fees';
import { ApiError } from '../../core/errors';
import type { Database } from '../../db/openDatabase';
import { orders, paymentCallbacks } from '../../db/schema';
import type { UserRow } from '../sessions';
import { applyPaymentEvent, findOrder, mail, type Actor, type OrderRow, type PaymentDeps } from './paymentEvents';
import type { CheckoutState, ProviderEvent } from './provider';

/**
 * Card payments (issue 64): the provider's checkout page for an order, its signed callbacks, and
 * the checks that settle a payment whose callback never came.
 */

const lineName = (lines: readonly OrderLine[], language: 'ja' | 'en') => lines.map((line) => (language === 'ja' ? line.name : line.nameEn)).join(' + ');

/** Opens the provider's card page for an order; a provider that fails ends the order (its places come back). */
export async function startCheckout(deps: PaymentDeps, order: OrderRow, user: UserRow, language: 'ja' | 'en'): Promise<string> {
  const back = `${deps.publicUrl}/qualification?order=${order.id}`;
  try {
    const { checkoutId, url } = await deps.provider!.startCheckout({
      orderId: order.id,
      amount: order.total,
      itemName: lineName(order.lines as OrderLine[], language),
      language,
      expiresAt: order.holdUntil!,
      successUrl: `${back}&returned=1`,
      cancelUrl: `${back}&cancelled=1`,
      customerEmail: user.email,
    });
    await deps.db.transaction((tx) =>
      applyPaymentEvent(tx, deps.log, order.id, 'checkoutStarted', { kind: 'system' }, { checkoutId }, { providerCheckoutId: checkoutId }),
    );
    return url;
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'the payment provider could not open a checkout');
    await deps.db.transaction((tx) => applyPaymentEvent(tx, deps.log, order.id, 'failed', { kind: 'system' }, { reason: 'checkout could not be opened' }));
    throw new ApiError(503, 'paymentUnavailable');
  }
}

/** The provider's word on a card order's checkout, applied: paid, expired, or still open. */
async function settleWith(deps: PaymentDeps, order: OrderRow, state: CheckoutState | undefined, actor: Actor): Promise<void> {
  const captured = await deps.db.transaction(async (tx) => {
    if (!state) {
      await applyPaymentEvent(tx, deps.log, order.id, 'failed', actor, { reason: 'the provider does not know the checkout' });
    } else if (state.status === 'complete' && state.paid) {
      if (state.amount !== order.total) {
        deps.log.error({ orderId: order.id, paid: state.amount, total: order.total }, 'the provider took another amount than the order total');
        await applyPaymentEvent(tx, deps.log, order.id, 'failed', actor, { reason: 'amount mismatch', paid: state.amount });
        return;
      }
      return applyPaymentEvent(tx, deps.log, order.id, 'captured', actor, { paymentId: state.paymentId }, { providerPaymentId: state.paymentId ?? null });
    } else if (state.status === 'expired') {
      await applyPaymentEvent(tx, deps.log, order.id, 'expired', actor, { checkoutId: state.checkoutId });
    }
    return false;
  });
  if (captured) await mail(deps, order.id, 'paid');
}

/**
 * Settles a pending card order by asking the provider, as the attendee comes back from its page
 * (`returned`) or as the scheduled check finds an order waiting: an open checkout past the order's
 * hold is closed at the provider first, so that it cannot be paid after its place was given back.
 */
export async function checkCardOrder(deps: PaymentDeps, orderId: number, options: { returned?: boolean; actor?: Actor } = {}): Promise<void> {
  const order = await findOrder(deps.db, orderId);
  if (!order || order.method !== 'card' || order.status !== 'pending' || !deps.provider) return;
  const actor = options.actor ?? { kind: 'system' };
  if (!order.providerCheckoutId) {
    // The provider never opened a page for it (the process stopped in between): past its hold it ends.
    if (order.holdUntil && order.holdUntil <= (deps.now?.() ?? new Date())) await settleWith(deps, order, undefined, actor);
    return;
  }
  if (options.returned && order.cardStatus === 'started_tran') {
    await deps.db.transaction((tx) => applyPaymentEvent(tx, deps.log, order.id, 'returned', actor));
  }
  let state = await deps.provider.checkout(order.providerCheckoutId);
  if (state?.status === 'open' && order.holdUntil && order.holdUntil <= (deps.now?.() ?? new Date())) {
    state = await deps.provider.expireCheckout(order.providerCheckoutId);
  }
  if (state?.status === 'open') return;
  await settleWith(deps, (await findOrder(deps.db, orderId))!, state, actor);
}

/** The card page of a pending order again (the attendee left it and wants to pay now), while it is open. */
export async function resumeCheckout(deps: PaymentDeps, order: OrderRow): Promise<string> {
  if (order.method !== 'card' || order.status !== 'pending' || !order.providerCheckoutId || !deps.provider) throw new ApiError(409, 'orderNotPayable');
  const state = await deps.provider.checkout(order.providerCheckoutId);
  if (!state || state.status !== 'open' || !state.url) {
    await checkCardOrder(deps, order.id);
    throw new ApiError(409, 'orderNotPayable');
  }
  return state.url;
}

/** Orders the scheduled check asks the provider about: card orders still pending a while after their last move, or past their hold. */
export async function cardOrdersToCheck(db: Pick<Database, 'select'>, conferenceId: string, now: Date, limit = 50) {
  const quiet = new Date(now.getTime() - 2 * 60_000);
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.conferenceId, conferenceId),
        eq(orders.method, 'card'),
        eq(orders.status, 'pending'),
        or(lt(orders.updatedAt, quiet), lt(orders.holdUntil, now)),
      ),
    )
    .orderBy(orders.updatedAt)
    .limit(limit);
}

/**
 * A provider callback: verified (signature and timestamp window, or 400), handled once per event
 * id (a repeat answers "duplicate" and changes nothing), in any order (a late "expired" cannot
 * undo a capture: the transition table refuses it), and for an order Kaigi does not know, noted
 * and answered without an error, so that the provider stops retrying.
 */
export async function handleCallback(deps: PaymentDeps, rawBody: string, signature: string | undefined): Promise<{ outcome: string }> {
  if (!deps.provider) throw new ApiError(404, 'notFound');
  let event: ProviderEvent;
  try {
    event = deps.provider.readCallback(rawBody, signature);
  } catch (error) {
    deps.log.warn({ err: error }, 'a payment callback failed verification');
    throw new ApiError(400, 'callbackNotVerified');
  }
  const result = await deps.db.transaction(async (tx) => {
    const [first] = await tx
      .insert(paymentCallbacks)
      .values({ eventId: event.id, type: event.type === 'other' ? event.name : event.type, outcome: 'received' })
      .onConflictDoNothing()
      .returning({ eventId: paymentCallbacks.eventId });
    if (!first) return { outcome: 'duplicate', orderId: null };
    let outcome = 'ignored';
    let orderId: number | null = null;
    if (event.type === 'checkout.completed' || event.type === 'checkout.expired') {
      const [order] = await tx.select().from(orders).where(eq(orders.providerCheckoutId, event.checkout.checkoutId));
      if (!order || order.conferenceId !== deps.conferenceId) outcome = 'unknown order';
      else {
        orderId = order.id;
        const provider = { kind: 'provider' } as const;
        if (event.type === 'checkout.completed' && event.checkout.paid) {
          outcome =
            event.checkout.amount !== order.total
              ? (await applyPaymentEvent(tx, deps.log, order.id, 'failed', provider, {
                  reason: 'amount mismatch',
                  paid: event.checkout.amount,
                  eventId: event.id,
                }),
                'amount mismatch')
              : (await applyPaymentEvent(
                    tx,
                    deps.log,
                    order.id,
                    'captured',
                    provider,
                    { paymentId: event.checkout.paymentId, eventId: event.id },
                    {
                      providerPaymentId: event.checkout.paymentId ?? null,
                    },
                  ))
                ? 'captured'
                : 'refused';
        } else if (event.type === 'checkout.expired') {
          outcome = (await applyPaymentEvent(tx, deps.log, order.id, 'expired', provider, { eventId: event.id })) ? 'expired' : 'refused';
        } else {
          outcome = 'not paid yet';
        }
      }
    }
    await tx.update(paymentCallbacks).set({ outcome, orderId }).where(eq(paymentCallbacks.eventId, event.id));
    return { outcome, orderId };
  });
  if (result.outcome === 'captured' && result.orderId) await mail(deps, result.orderId, 'paid');
  return { outcome: result.outcome };
}

/** A pending card order the attendee gives up on: its checkout closed at the provider, its places back. */
export async function cancelCardOrder(deps: PaymentDeps, order: OrderRow, user: UserRow): Promise<void> {
  if (order.method !== 'card' || order.status !== 'pending')
    throw new ApiError(409, order.method === 'bankTransfer' ? 'planLockedByTransfer' : 'orderNotPayable');
  if (order.providerCheckoutId && deps.provider) {
    const state = await deps.provider.expireCheckout(order.providerCheckoutId);
    // Paid in the meantime: that wins.
    if (state?.status === 'complete') return settleWith(deps, order, state, { kind: 'provider' });
  }
  await deps.db.transaction((tx) =>
    applyPaymentEvent(tx, deps.log, order.id, 'expired', { kind: 'attendee', userId: user.id }, { reason: 'cancelled by the attendee' }),
  );
}
