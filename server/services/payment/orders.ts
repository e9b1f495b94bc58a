import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentSettings } from '../../../schemas/payment';
import type { QualificationSettings } from '../../../schemas/operationSettings';
import { entryForm, type EntryOffer } from '../../../engine/payment/entryForm';
import { onSale, orderAmounts, orderLines } from '../../../engine/payment/fees';
import { qualificationAccess } from '../../../engine/qualification';
import { normalizeMemberCode } from '../../../engine/registration/collation';
import { isManagerRole } from '../../../engine/roles';
import { validateForm, type FieldError } from '../../../engine/validate';
import { ApiError, fieldErrors } from '../../core/errors';
import type { Database } from '../../db/openDatabase';
import { externalMembers, orders } from '../../db/schema';
import { schemaValidator } from '../formValidators';
import { loadOperationSettings } from '../operationSettings';
import { insertUpload, type ReceivedFile } from '../uploads';
import type { UserRow } from '../sessions';
import { startCheckout } from './cardPayments';
import { applyPaymentEvent, findOrder, mail, type Actor, type OrderRow, type PaymentDeps } from './paymentEvents';

/**
 * Participation orders (issue 64): what an attendee may order now, and placing an order with its
 * places counted under one lock; a card order then goes to the provider (cardPayments.ts). Every
 * state change goes through applyPaymentEvent (paymentEvents.ts).
 */

/**
 * Places taken per plan or extra id: paid orders, unpaid card orders within their hold, and unpaid
 * transfer orders until they expire (transfers.ts).
 */
export async function placesTaken(db: Pick<Database, 'execute'>, conferenceId: string, now: Date): Promise<Map<number, number>> {
  const result = await db.execute<{ id: number; taken: number }>(sql`
    select (line ->> 'id')::int as id, count(*)::int as taken
    from ${orders}, jsonb_array_elements(${orders.lines}) as line
    where ${orders.conferenceId} = ${conferenceId}
      and (${orders.status} = 'paid' or (${orders.status} = 'pending' and (${orders.method} = 'bankTransfer' or ${orders.holdUntil} > ${now.toISOString()})))
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
    await applyPaymentEvent(tx, log, row!.id, method === 'free' ? 'freeOrdered' : 'ordered', actor, method === 'free' ? { total } : { total, method });
    return row!;
  });

  if (method === 'free') await mail(deps, order.id, 'registeredFree');
  if (method === 'bankTransfer') await mail(deps, order.id, 'transferDetails');
  const checkoutUrl = method === 'card' ? await startCheckout(deps, order, user, language) : undefined;
  return { order: (await findOrder(db, order.id))!, ...(checkoutUrl ? { checkoutUrl } : {}) };
}
