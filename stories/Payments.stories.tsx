import type { Meta, StoryObj } from '@storybook/react-vite';
import { orderAmounts, type OrderLine } from '../engine/payment/fees';
import type { MngOrder, MngOrderDetail, TransferImport } from '../src/api/mngPayments';
import { OrdersTable } from '../src/pages/mng/PaymentsPage';
import { OrderDetailView } from '../src/pages/mng/payments/OrderDialog';
import { ImportResult } from '../src/pages/mng/payments/StatementImport';

/** The managers' payments console (issue 64): the orders, one order in full, and a statement import in each of its states. */
const meta = { title: 'Console/Payments' } satisfies Meta;
export default meta;
type Story = StoryObj;

const order = (id: number, change: Partial<MngOrder> = {}): MngOrder => ({
  id,
  userId: id,
  email: `attendee${id}@example.com`,
  name: '山田 花子',
  planId: 2,
  planName: '会員',
  planNameEn: 'Member',
  total: 14000,
  method: 'card',
  status: 'paid',
  cardStatus: 'captured',
  createdAt: '2027-02-10T03:00:00Z',
  paidAt: '2027-02-10T03:05:00Z',
  ...change,
});
const orders = [
  order(3, { method: 'bankTransfer', status: 'pending', cardStatus: null, paidAt: null, name: '鈴木 太郎', total: 13080 }),
  order(2, { status: 'refunded', cardStatus: 'refunded' }),
  order(1, { method: 'free', status: 'paid', cardStatus: null, planName: '聴講のみ（無料）', planNameEn: 'Listening only (free)', total: 0 }),
];
export const Orders: Story = { render: () => <OrdersTable orders={orders} onOpen={() => undefined} /> };
export const NoOrders: Story = { render: () => <OrdersTable orders={[]} onOpen={() => undefined} /> };

const lines: OrderLine[] = [
  { kind: 'plan', id: 1, name: '一般（非会員）', nameEn: 'General (non-member)', price: 12000, taxType: 'standard10' },
  { kind: 'extra', id: 103, name: '弁当（持ち帰り）', nameEn: 'Boxed lunch (take-away)', price: 1080, taxType: 'reduced8' },
];
const detail = (change: Partial<MngOrderDetail> = {}): MngOrderDetail => ({
  order: orders[0]!,
  lines,
  amounts: orderAmounts(lines),
  memberCode: null,
  hasCertificate: false,
  transferPayerKana: 'ｽｽﾞｷ ﾀﾛｳ',
  receiptName: '京都大学',
  invoicePayee: '京都大学 経理課',
  history: [{ machine: 'qualification', event: 'ordered', fromState: 'todo', toState: 'processing', actor: 'attendee', at: '2027-02-10T03:00:00Z' }],
  ...change,
});
const actions = { onConfirm: () => undefined, onRefund: () => undefined };
export const TransferAwaitingConfirmation: Story = { render: () => <OrderDetailView detail={detail()} {...actions} /> };
export const PaidByCardRefundable: Story = {
  render: () => (
    <OrderDetailView
      detail={detail({
        order: order(2),
        memberCode: 'KAIGI0002',
        transferPayerKana: null,
        history: [
          { machine: 'qualification', event: 'ordered', fromState: 'todo', toState: 'processing', actor: 'attendee', at: '2027-02-10T03:00:00Z' },
          { machine: 'card', event: 'checkoutStarted', fromState: 'todo', toState: 'started_tran', actor: 'system', at: '2027-02-10T03:00:01Z' },
          { machine: 'order', event: 'captured', fromState: 'pending', toState: 'paid', actor: 'provider', at: '2027-02-10T03:05:00Z' },
          { machine: 'card', event: 'captured', fromState: 'started_tran', toState: 'captured', actor: 'provider', at: '2027-02-10T03:05:00Z' },
          { machine: 'qualification', event: 'captured', fromState: 'processing', toState: 'done', actor: 'provider', at: '2027-02-10T03:05:00Z' },
        ],
      })}
      {...actions}
    />
  ),
};

const imported = (change: Partial<TransferImport>): TransferImport => ({
  id: 1,
  fileName: 'statement-2027-02.csv',
  status: 'check_successful',
  rows: [
    { line: 2, date: '2027-02-12', amount: 13080, payer: 'ｽｽﾞｷ ﾀﾛｳ', orderId: 3 },
    { line: 3, date: '2027-02-12', amount: 5000, payer: 'ｻﾄｳ ｼﾞﾛｳ', orderId: null },
  ],
  problems: [],
  confirmedCount: 0,
  createdAt: '2027-02-13T01:00:00Z',
  ...change,
});
export const StatementChecked: Story = { render: () => <ImportResult result={imported({})} onRun={() => undefined} /> };
export const StatementCheckFailed: Story = {
  render: () => (
    <ImportResult
      result={imported({
        status: 'check_failed',
        rows: [],
        problems: [
          { line: 2, message: '日付を読み取れません（yyyy/MM/dd）', messageEn: 'The date cannot be read (yyyy/MM/dd)' },
          {
            line: 4,
            message: '同じ振込名義・金額のお申し込みが複数あるため、照合できません',
            messageEn: 'Several orders have this payer and amount: confirm it by hand',
          },
        ],
      })}
      onRun={() => undefined}
    />
  ),
};
export const StatementImported: Story = {
  render: () => <ImportResult result={imported({ status: 'import_successful', confirmedCount: 1 })} onRun={() => undefined} />,
};
