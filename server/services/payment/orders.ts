import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentSettings } from '../../../schemas/payment';
import type { QualificationSettings } from '../../../schemas/operationSettings';
import { entryForm, type EntryOffer } from '../../../engine/payment/entryForm';
import { onSale, orderAmounts, orderLines, type OrderLine } from '../../../engine/payment/fees';
import { nextState, type PaymentEvent, type PaymentMachine } from '../../../engine/payment/transitions';
import { qualificationAccess } from '../../../engine/qualification';
import { normalizeMemberCode } from '../../../engine/registration/collation';
import { isManagerRole } from '../../../engine/roles';
import { validateForm, type FieldError } from '../../../engine/validate';
import { ApiError, fieldErrors } from '../../core/errors';
import type { Database, Transaction } from '../../db/openDatabase';
import { externalMembers, orderEvents, orders, paymentCallbacks, users } from '../../db/schema';
import { schemaValidator } from '../formValidators';
import { loadOperationSettings } from '../operationSettings';
import { insertUpload, type ReceivedFile } from '../uploads';
import type { UserRow } from '../sessions';
import type { CheckoutState, PaymentProvider, ProviderEvent } from './provider';
import type { Mailer } from '../mail';
import { sendPaymentMail, type PaymentMailKind } from './mails';

/**
 * Participation orders (issue 64): what an attendee may order now, placing an order with its
 * places counted under one lock, the card checkout at the provider, the provider's callbacks and
 * the checks that settle a payment whose callback never came. Every state change goes through
 * {@link applyPaymentEvent}, which moves only as engine/payment/transitions.ts allows.
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
const mail = (deps: PaymentDeps, orderId: number, kind: PaymentMailKind) => sendPaymentMail(deps.db, deps.mailer, deps.log, deps.publicUrl, orderId, kind);

/** Places taken per plan or extra id: paid orders, and unpaid ones still within their hold. */
export async function placesTaken(db: Pick<Database, 'execute'>, conferenceId: string, now: Date): Promise<Map<number, number>> {
  const result = await db.execute<{ id: number; taken: number }>(sql`
    select (line ->> 'id')::int as id, count(*)::int as taken
    from ${orders}, jsonb_array_elements(${orders.lines}) as line
    where ${orders.conferenceId} = ${conferenceId}
      and (${orders.status} = 'paid' or (${orders.status} = 'pending' and ${orders.holdUntil} > ${now.toISOString()}))
    group by 1`);
  return new Map(result.rows.map((row) => [Number(row.id), Number(row.taken)]));
}

export interface ItemAvailability {
  id: number;
  onSale: boolean;
  /** Places left; null when the item has no capacity. */
  remaining: number | null;
}

/** Each plan and extra: on sale now, and how many places are left. */
export function availability(settings: PaymentSettings, taken: ReadonlyMap<number, number>, now: Date): ItemAvailability[] {
  return [...settings.plans, ...settings.extras].map((item) => ({
    id: item.id,
    onSale: onSale(item, now),
    remaining: item.capacity == null ? null : Math.max(0, item.capacity - (taken.get(item.id) ?? 0)),
  }));
}

export function offerOf(settings: PaymentSettings, items: readonly ItemAvailability[]): EntryOffer {
  const open = new Set(items.filter((item) => item.onSale && item.remaining !== 0).map((item) => item.id));
  return {
    planIds: settings.plans.filter((plan) => open.has(plan.id)).map((plan) => plan.id),
    extraIds: settings.extras.filter((extra) => open.has(extra.id)).map((extra) => extra.id),
  };
}

export async function paymentSettingsOf(db: Database, conferenceId: string) {
  const [payment, qualification] = await Promise.all([
    loadOperationSettings(db, conferenceId, 'payment'),
    loadOperationSettings(db, conferenceId, 'qualification'),
  ]);
  return { payment, qualification };
}

/** The attendee's newest order: the live one, else the last that ended. */
export async function currentOrder(db: Pick<Database, 'select'>, conferenceId: string, userId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.conferenceId, conferenceId), eq(orders.userId, userId)))
    .orderBy(sql`${orders.status} in ('pending', 'paid') desc`, desc(orders.id))
    .limit(1);
  return row;
}

export async function orderHistory(db: Pick<Database, 'select'>, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
}

type Actor = { kind: 'attendee' | 'provider' | 'manager' | 'system'; userId?: number };

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
  const deciding: PaymentMachine = event === 'checkoutStarted' || event === 'returned' ? 'card' : 'order';
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

/** The entry as the form sends it (text parts); the certificate comes as a file. */
export interface EntryInput {
  planId?: unknown;
  memberCode?: unknown;
  extraIds?: unknown;
  method?: unknown;
  transferPayerKana?: unknown;
  receiptName?: unknown;
  invoicePayee?: unknown;
}

export interface PlacedOrder {
  order: OrderRow;
  /** The provider's card page, for a card order. */
  checkoutUrl?: string;
}

/** Who may enter now, else the reason as the answer to give. */
function refuseEntry(user: UserRow, qualification: QualificationSettings): ApiError | undefined {
  if (user.approvalStatus !== 'approved') return new ApiError(403, 'approvalRequired');
  const access = qualificationAccess(qualification, isManagerRole(user.role));
  if (access === 'closed' || access === 'managersOnly') return new ApiError(403, 'qualificationNotOpen');
  return undefined;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Places an order: the entry checked against the form's schema, the member code against the
 * society's list, then, under a lock on the conference's orders, the places counted again and the
 * order written with its first moves. A card order then gets its checkout page at the provider.
 */
export async function placeOrder(
  deps: PaymentDeps,
  user: UserRow,
  input: EntryInput,
  certificate: ReceivedFile | FieldError | undefined,
  /** The interface's language: the provider's card page speaks it. */
  language: 'ja' | 'en' = 'ja',
): Promise<PlacedOrder> {
  const { db, conferenceId, log } = deps;
  const now = deps.now?.() ?? new Date();
  const { payment, qualification } = await paymentSettingsOf(db, conferenceId);
  const refused = refuseEntry(user, qualification);
  if (refused) throw refused;

  const items = availability(payment, await placesTaken(db, conferenceId, now), now);
  const form = entryForm(payment, offerOf(payment, items), 'en');
  const data: Record<string, unknown> = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== ''));
  if (certificate) data.certificate = 'path' in certificate && 'code' in certificate ? 'refused' : (certificate as ReceivedFile).fileName;
  const problems: FieldError[] = validateForm(form, data, schemaValidator(form));
  if (certificate && 'code' in certificate)
    problems.push({ path: 'certificate', code: certificate.code, ...(certificate.params ? { params: certificate.params } : {}) });
  // A plan or extra that is sold out or off sale is not in the form's choices: say which.
  const planId = Number(textOf(input.planId));
  const extraIds = Array.isArray(input.extraIds) ? input.extraIds.map(Number) : [];
  for (const problem of problems) {
    if (problem.path === 'planId' && problem.code === 'invalidChoice') {
      const item = items.find((candidate) => candidate.id === planId);
      if (item) problem.code = item.onSale ? 'capacityReached' : 'notOnSale';
    }
    if (problem.path === 'extraIds' && problem.code === 'invalidChoice') {
      const item = items.find((candidate) => extraIds.includes(candidate.id) && (!candidate.onSale || candidate.remaining === 0));
      if (item) problem.code = item.onSale ? 'capacityReached' : 'notOnSale';
    }
  }
  if (problems.length > 0) throw fieldErrors(problems);

  const plan = payment.plans.find((candidate) => candidate.id === planId)!;
  const lines = orderLines(payment, planId, extraIds)!;
  const { total } = orderAmounts(lines);
  const method = total === 0 ? 'free' : textOf(input.method);
  if (!method) throw fieldErrors([{ path: 'method', code: 'required' }]);
  if (method !== 'free' && !payment.methods.includes(method as 'card')) throw fieldErrors([{ path: 'method', code: 'paymentMethodNotOffered' }]);
  if (method === 'card' && !deps.provider) throw fieldErrors([{ path: 'method', code: 'paymentMethodNotOffered' }]);

  let memberCode: string | null = null;
  if (plan.requiresMemberCode) {
    memberCode = normalizeMemberCode(textOf(input.memberCode) ?? '');
    const [member] = await db
      .select({ id: externalMembers.id })
      .from(externalMembers)
      .where(and(eq(externalMembers.conferenceId, conferenceId), eq(externalMembers.memberCode, memberCode)));
    if (!member) throw fieldErrors([{ path: 'memberCode', code: 'memberNotFound' }]);
  }

  const holdUntil =
    method === 'card'
      ? new Date(now.getTime() + payment.cardHoldMinutes * 60_000)
      : method === 'bankTransfer'
        ? new Date(now.getTime() + payment.transferDueDays * 24 * 60 * 60_000)
        : null;

  const order = await db.transaction(async (tx) => {
    // One order at a time per conference: the places counted below cannot change until commit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kaigi-orders:${conferenceId}`}))`);
    const [live] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.conferenceId, conferenceId), eq(orders.userId, user.id), inArray(orders.status, ['pending', 'paid'])));
    if (live) throw new ApiError(409, 'alreadyOrdered');
    const taken = await placesTaken(tx, conferenceId, now);
    for (const line of lines) {
      const item = [...payment.plans, ...payment.extras].find((candidate) => candidate.id === line.id);
      if (item?.capacity != null && (taken.get(line.id) ?? 0) >= item.capacity) {
        throw fieldErrors([{ path: line.kind === 'plan' ? 'planId' : 'extraIds', code: 'capacityReached' }]);
      }
    }
    let certificateUploadId: number | null = null;
    if (plan.requiresCertificate && certificate && !('code' in certificate)) {
      const stored = await insertUpload(tx, {
        userId: user.id,
        purpose: 'plan_certificate',
        fileName: certificate.fileName,
        contentType: certificate.contentType,
        byteSize: certificate.data.length,
        sha256: certificate.sha256,
        data: certificate.data,
      });
      certificateUploadId = stored.id;
    }
    const [row] = await tx
      .insert(orders)
      .values({
        conferenceId,
        userId: user.id,
        planId,
        lines,
        total,
        method,
        status: 'pending',
        cardStatus: method === 'card' ? 'todo' : null,
        holdUntil,
        memberCode,
        certificateUploadId,
        receiptName: textOf(input.receiptName) ?? '',
        invoicePayee: textOf(input.invoicePayee) ?? '',
        transferPayerKana: method === 'bankTransfer' ? (textOf(input.transferPayerKana) ?? null) : null,
      })
      .returning();
    const actor: Actor = { kind: 'attendee', userId: user.id };
    if (method === 'free') await applyPaymentEvent(tx, log, row!.id, 'freeOrdered', actor, { total });
    else await recordOrdered(tx, log, row!, actor);
    return row!;
  });

  if (method === 'free') await mail(deps, order.id, 'registeredFree');
  if (method === 'bankTransfer') await mail(deps, order.id, 'transferDetails');
  const checkoutUrl = method === 'card' ? await startCheckout(deps, order, user, language) : undefined;
  return { order: (await findOrder(db, order.id))!, ...(checkoutUrl ? { checkoutUrl } : {}) };
}

/** The order's first move for the attendee's qualification (todo → processing), beside the order's creation. */
async function recordOrdered(tx: Transaction, log: FastifyBaseLogger, order: OrderRow, actor: Actor) {
  const [user] = await tx.select({ qualificationStatus: users.qualificationStatus }).from(users).where(eq(users.id, order.userId)).for('update');
  const from = user?.qualificationStatus ?? 'todo';
  const to = nextState('qualification', from, 'ordered');
  if (!to) {
    log.warn({ orderId: order.id, from }, 'qualification transition refused');
    return;
  }
  await tx.update(users).set({ qualificationStatus: to }).where(eq(users.id, order.userId));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    machine: 'qualification',
    event: 'ordered',
    fromState: from,
    toState: to,
    actor: actor.kind,
    actorUserId: actor.userId ?? null,
    detail: { total: order.total, method: order.method },
  });
}

export async function findOrder(db: Pick<Database, 'select'>, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

const lineName = (lines: readonly OrderLine[], language: 'ja' | 'en') => lines.map((line) => (language === 'ja' ? line.name : line.nameEn)).join(' + ');

/** Opens the provider's card page for an order; a provider that fails ends the order (its places come back). */
async function startCheckout(deps: PaymentDeps, order: OrderRow, user: UserRow, language: 'ja' | 'en'): Promise<string> {
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
