import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BankAccount } from '../../../schemas/payment';
import { formatTokyo } from '../../../engine/commission/dates';
import { formatYen, type OrderLine } from '../../../engine/payment/fees';
import type { Database } from '../../db/openDatabase';
import { orders, users } from '../../db/schema';
import { bilingualMail, type Mailer } from '../mail';
import { loadOperationSettings } from '../operationSettings';

/** The mails of each payment step (issue 64): registered free, transfer details, payment received, refunded, transfer overdue. */
export type PaymentMailKind = 'registeredFree' | 'transferDetails' | 'paid' | 'refunded' | 'transferExpired';

const subjects: Record<PaymentMailKind, { ja: string; en: string }> = {
  registeredFree: { ja: '参加登録が完了しました', en: 'Your participation registration is complete' },
  transferDetails: { ja: 'お振込先のご案内', en: 'How to pay by bank transfer' },
  paid: { ja: 'お支払いを確認しました（参加登録完了）', en: 'We received your payment: registration complete' },
  refunded: { ja: '返金のお知らせ', en: 'Your payment was refunded' },
  transferExpired: { ja: 'お振込みが確認できなかったため、お申し込みを取り消しました', en: 'Your application was cancelled: we did not receive the transfer' },
};

function transferLines(account: BankAccount, amount: number, dueAt: Date, payerKana: string) {
  return {
    ja: [
      `銀行: ${account.bankName} ${account.branchName}`,
      `口座: ${account.accountType === 'ordinary' ? '普通' : '当座'} ${account.accountNumber} ${account.accountHolderKana}`,
      `金額: ${formatYen(amount, 'ja')}`,
      `期日: ${formatTokyo(dueAt, 'yyyy/MM/dd')}`,
      `振込名義: ${payerKana}`,
      '振込手数料はご負担ください。振込先を発行したため、プランは変更できません。',
    ].join('\n'),
    en: [
      `Bank: ${account.bankName}, ${account.branchName}`,
      `Account: ${account.accountType === 'ordinary' ? 'ordinary' : 'current'} ${account.accountNumber} ${account.accountHolderKana}`,
      `Amount: ${formatYen(amount, 'en')}`,
      `Due date: ${formatTokyo(dueAt, 'yyyy/MM/dd')}`,
      `Transfer under the name: ${payerKana}`,
      'You pay the transfer fee. The plan cannot be changed now that the account was issued.',
    ].join('\n'),
  };
}

/**
 * Sends one step's mail to the order's attendee, in both languages with a link to /qualification.
 * A mail that cannot be sent is logged and kept in the outbox; it never undoes the payment.
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
    const items = {
      ja: lines.map((line) => `・${line.name} ${formatYen(line.price, 'ja')}`).join('\n') + `\n合計 ${formatYen(order.total, 'ja')}`,
      en: lines.map((line) => `- ${line.nameEn} ${formatYen(line.price, 'en')}`).join('\n') + `\nTotal ${formatYen(order.total, 'en')}`,
    };
    const intro = {
      registeredFree: { ja: '参加登録が完了しました。お申し込み内容は次のとおりです。', en: 'Your participation registration is complete. You applied for:' },
      transferDetails: {
        ja: 'お申し込みありがとうございます。下記の口座へお振り込みください。',
        en: 'Thank you for applying. Please transfer the amount to the account below.',
      },
      paid: { ja: 'お支払いを確認し、参加登録が完了しました。', en: 'We received your payment, and your participation registration is complete.' },
      refunded: { ja: '下記のお申し込みの代金を返金しました。領収書は無効になりました。', en: 'We refunded the order below. Its receipt is no longer valid.' },
      transferExpired: {
        ja: 'お振込み期日を過ぎてもお振込みを確認できなかったため、下記のお申し込みを取り消しました。参加を希望される場合は、改めてお申し込みください。既にお振り込みの場合は、事務局までご連絡ください。',
        en: 'We did not receive the transfer for the application below by its due date, so it was cancelled. To take part, please apply again. If you have already paid, please contact the secretariat.',
      },
    }[kind];
    const body = { ja: [intro.ja, `申込番号 ${order.id}`, items.ja], en: [intro.en, `Application no. ${order.id}`, items.en] };
    if (kind === 'transferDetails') {
      const { bankAccount } = await loadOperationSettings(db, order.conferenceId, 'payment');
      if (bankAccount && order.holdUntil) {
        const details = transferLines(bankAccount, order.total, order.holdUntil, order.transferPayerKana ?? '');
        body.ja.push(details.ja);
        body.en.push(details.en);
      }
    }
    body.ja.push('お申し込みの状況はこちらでご確認いただけます。', '{link}');
    body.en.push('See your application here:', '{link}');
    await mailer.send(bilingualMail({ to: row.email, subject: subjects[kind], body, link: `${publicUrl}/qualification` }));
  } catch (error) {
    log.error({ err: error, orderId, kind }, 'a payment mail could not be sent');
  }
}
