import { and, eq, lt } from 'drizzle-orm';
import { transferDueBefore } from '../../../engine/payment/transitions';
import { orders } from '../../db/schema';
import { loadOperationSettings } from '../operationSettings';
import { applyPaymentEvent, mail, type PaymentDeps } from './paymentEvents';

/**
 * Bank-transfer orders whose transfer never came (issue 64): past their due date and the grace
 * days after it (payment settings `transferGraceDays`), an order expires. Its place is given
 * back, the attendee's registration returns to "not yet" so that they may apply again, and they
 * are told by mail. A transfer that arrives later is not matched to the expired order; the
 * statement import lists it for a manager (docs/features/payment.md).
 */
export async function expireOverdueTransfers(deps: PaymentDeps, limit = 100): Promise<number[]> {
  const now = deps.now?.() ?? new Date();
  const { transferGraceDays } = await loadOperationSettings(deps.db, deps.conferenceId, 'payment');
  const dueBefore = transferDueBefore(now, transferGraceDays);
  const overdue = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.conferenceId, deps.conferenceId), eq(orders.method, 'bankTransfer'), eq(orders.status, 'pending'), lt(orders.holdUntil, dueBefore)))
    .orderBy(orders.holdUntil)
    .limit(limit);
  const expired: number[] = [];
  for (const { id } of overdue) {
    const moved = await deps.db.transaction((tx) => applyPaymentEvent(tx, deps.log, id, 'expired', { kind: 'system' }, { reason: 'transferOverdue' }));
    if (!moved) continue;
    expired.push(id);
    await mail(deps, id, 'transferExpired');
  }
  return expired;
}
