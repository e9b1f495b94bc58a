import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BankAccount } from '../../../schemas/payment';
import { formatTokyo } from '../../../engine/commission/dates';
import { formatYen, type OrderLine } from '../../../engine/payment/fees';
import type { Database } from '../../db/openDatabase';
import { orders, users } from '../../db/schema';
import type { MailKind } from '../../../engine/mails/catalog';
import type { Mailer } from '../mail';
import { loadOperationSettings } from '../operationSettings';

/** The mails of each payment step (issue 64): registered free, transfer details, payment received, refunded, transfer overdue. */
export type PaymentMailKind = 'registeredFree' | 'transferDetails' | 'paid' | 'refunded' | 'transferExpired';

const kinds: Record<PaymentMailKind, MailKind> = {
  registeredFree: 'paymentRegisteredFree',
  transferDetails: 'paymentTransferDetails',
  paid: 'paymentPaid',
  refunded: 'paymentRefunded',
  transferExpired: 'paymentTransferExpired',
};

function transferLines(account: BankAccount, amount: number, dueAt: Date, payerKana: string) {
  return {
    ja: [
      `銀行: ${account.bankName} ${account.branchName}`,
      `口座: ${account.accountType === 'ordinary' ? '普通' : '当座'} ${account.accountNumber} ${account.accountHolderKana}`,
      `金額: ${formatYen(amount, 'ja')}`,
      `期日: ${formatTokyo(dueAt, 'yyyy/MM/dd')}`,
      `振込名義: ${payerKana}`,
    ].join('\n'),
    en: [
      `Bank: ${account.bankName}, ${account.branchName}`,
      `Account: ${account.accountType === 'ordinary' ? 'ordinary' : 'current'} ${account.accountNumber} ${account.accountHolderKana}`,
      `Amount: ${formatYen(amount, 'en')}`,
      `Due date: ${formatTokyo(dueAt, 'yyyy/MM/dd')}`,
      `Transfer under the name: ${payerKana}`,
    ].join('\n'),
  };
}

/**
 * Queues one step's mail to the order's attendee (engine/mails/catalog.ts: its text, or the
 * conference's template), with a link to /qualification. A mail that cannot be queued is logged;
 * it never undoes the payment.
 */
export async function sendPaymentMail(
  db: Database,
  mailer: Mailer,
  log: FastifyBaseLogger,
  publicUrl: string,
  orderId: number,
  kind: PaymentMailKind,
): Promise<void> {
  try {
    const [row] = await db
      .select({ order: orders, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    if (!row) return;
    const { order } = row;
    const lines = order.lines as OrderLine[];
    const values = {
      ja: {
        orderNumber: String(order.id),
        items: lines.map((line) => `・${line.name} ${formatYen(line.price, 'ja')}`).join('\n') + `\n合計 ${formatYen(order.total, 'ja')}`,
        link: `${publicUrl}/qualification`,
      } as Record<string, string>,
      en: {
        orderNumber: String(order.id),
        items: lines.map((line) => `- ${line.nameEn} ${formatYen(line.price, 'en')}`).join('\n') + `\nTotal ${formatYen(order.total, 'en')}`,
        link: `${publicUrl}/qualification`,
      } as Record<string, string>,
    };
    if (kind === 'transferDetails') {
      const { bankAccount } = await loadOperationSettings(db, order.conferenceId, 'payment');
      const details =
        bankAccount && order.holdUntil ? transferLines(bankAccount, order.total, order.holdUntil, order.transferPayerKana ?? '') : { ja: '', en: '' };
      values.ja.transfer = details.ja;
      values.en.transfer = details.en;
    }
    await mailer.send(kinds[kind], row.email, values);
  } catch (error) {
    log.error({ err: error, orderId, kind }, 'a payment mail could not be queued');
  }
}
