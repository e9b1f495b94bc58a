import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaymentSettings } from '../schemas/payment';
import { orderAmounts, type OrderLine } from '../engine/payment/fees';
import type { CurrentUser } from '../src/api/session';
import type { OrderView, ParticipationState } from '../src/api/participation';
import { QualificationPage, QualificationState } from '../src/pages/qualification/QualificationPage';
import demoOperation from '../fixtures/operation-settings/demo.json';
import { MockApi } from './mockApi';

/** Participation registration and payment (issue 64): every state of /qualification, from the plans to a paid or transferred order. */
const meta = { title: 'Pages/Participation and payment' } satisfies Meta;
export default meta;
type Story = StoryObj;

const payment = demoOperation.payment as unknown as PaymentSettings;
const { bankAccount, issuer: _issuer, ...offered } = payment;
const everything = { planIds: payment.plans.map((plan) => plan.id), extraIds: payment.extras.map((extra) => extra.id) };

const state = (change: Partial<ParticipationState> = {}): ParticipationState => ({
  access: 'open',
  approved: true,
  qualificationStatus: 'todo',
  payment: offered,
  availability: [...payment.plans, ...payment.extras].map((item) => ({ id: item.id, onSale: true, remaining: item.capacity ?? null })),
  offer: everything,
  cardPayments: true,
  order: null,
  attended: true,
  ...change,
});

const lines: OrderLine[] = [
  { kind: 'plan', id: 2, name: '会員', nameEn: 'Member', price: 8000, taxType: 'standard10' },
  { kind: 'extra', id: 101, name: '懇親会', nameEn: 'Banquet', price: 6000, taxType: 'standard10' },
  { kind: 'extra', id: 103, name: '弁当（持ち帰り）', nameEn: 'Boxed lunch (take-away)', price: 1080, taxType: 'reduced8' },
];
const order = (change: Partial<OrderView> = {}): OrderView => ({
  id: 12,
  planId: 2,
  lines,
  amounts: orderAmounts(lines),
  method: 'card',
  status: 'pending',
  cardStatus: 'started_tran',
  holdUntil: '2027-02-10T03:30:00Z',
  paidAt: null,
  createdAt: '2027-02-10T03:00:00Z',
  receiptName: '東京大学 大学院理学系研究科',
  invoicePayee: '',
  transfer: null,
  ...change,
});
const transfer = { bankAccount: bankAccount!, amount: 15080, dueAt: '2027-02-24T03:00:00Z', expiresAt: '2027-03-03T03:00:00Z', payerKana: 'ﾔﾏﾀﾞ ﾊﾅｺ' };

const view =
  (value: ParticipationState, extra: { returnedFor?: number; leftFor?: number } = {}) =>
  () => <QualificationState state={value} onChanged={() => undefined} navigate={() => undefined} {...extra} />;

export const EntryOpen: Story = { render: view(state()) };
export const EntryClosed: Story = { render: view(state({ access: 'closed' })) };
export const EntryManagersOnly: Story = { render: view(state({ access: 'managersOnly' })) };
export const EntryNotRequired: Story = { render: view(state({ access: 'notRequired' })) };
export const EntryNotApproved: Story = { render: view(state({ approved: false })) };
export const EntryStudentPlanSoldOut: Story = {
  render: view(
    state({
      availability: state().availability.map((item) => (item.id === 3 ? { ...item, remaining: 0 } : item.id === 101 ? { ...item, onSale: false } : item)),
      offer: { planIds: [1, 2, 4], extraIds: [102, 103] },
    }),
  ),
};
export const EntryBankTransferOnly: Story = { render: view(state({ cardPayments: false, payment: { ...offered, methods: ['bankTransfer'] } })) };
export const EntryAfterAnEndedOrder: Story = { render: view(state({ order: order({ status: 'error', cardStatus: 'error' }) })) };
export const CardPaymentPending: Story = { render: view(state({ qualificationStatus: 'processing', order: order() })) };
export const CardPaymentBeingConfirmed: Story = {
  render: view(state({ qualificationStatus: 'processing', order: order({ cardStatus: 'callbacked' }) }), { returnedFor: 12 }),
};
export const CardPageLeftWithoutPaying: Story = { render: view(state({ qualificationStatus: 'processing', order: order() }), { leftFor: 12 }) };
export const PaidByCard: Story = {
  render: view(state({ qualificationStatus: 'done', order: order({ status: 'paid', cardStatus: 'captured', paidAt: '2027-02-10T03:05:00Z' }) })),
};
/** Paid, but not yet attended as the conference counts it: the page says what makes the certificate available. */
export const PaidCertificateAfterAttending: Story = {
  render: view(
    state({
      qualificationStatus: 'done',
      attended: false,
      payment: { ...offered, certificateRequires: ['signedIn', 'watchedVideo'] },
      order: order({ status: 'paid', cardStatus: 'captured', paidAt: '2027-02-10T03:05:00Z' }),
    }),
  ),
};
export const BankTransferIssued: Story = {
  render: view(state({ qualificationStatus: 'processing', order: order({ method: 'bankTransfer', cardStatus: null, holdUntil: transfer.dueAt, transfer }) })),
};
export const FreePlanRegistered: Story = {
  render: view(
    state({
      qualificationStatus: 'free',
      order: order({
        planId: 4,
        method: 'free',
        status: 'paid',
        cardStatus: null,
        lines: [{ kind: 'plan', id: 4, name: '聴講のみ（無料）', nameEn: 'Listening only (free)', price: 0, taxType: 'exempt' }],
        amounts: { total: 0, byTaxType: [{ taxType: 'exempt', total: 0, tax: 0, withoutTax: 0 }] },
        paidAt: '2027-02-10T03:00:00Z',
      }),
    }),
  ),
};

const member: CurrentUser = {
  id: 1,
  email: 'hanako@example.com',
  nameSei: 'Yamada',
  nameMei: 'Hanako',
  nameSeiKanji: '山田',
  nameMeiKanji: '花子',
  nameEn1: 'Hanako',
  nameEn3: 'Yamada',
  role: 'attendee',
  isManager: false,
  approvalStatus: 'approved',
  isApproved: true,
  qualificationStatus: 'todo',
  isEvaluatable: false,
  isReviewable: false,
  isSponsor: false,
};
const page = (responses: Record<string, unknown>) => () => (
  <MockApi responses={responses}>
    <QualificationPage />
  </MockApi>
);
export const PageSignedOut: Story = { render: page({ '/web_api/user_common_resources/optional_me': { isLoggedIn: false, user: null } }) };
export const PageLoading: Story = { render: page({ '/web_api/user_common_resources/optional_me': { isLoggedIn: true, user: member } }) };
export const PageLoadFailed: Story = {
  render: page({ '/web_api/user_common_resources/optional_me': { isLoggedIn: true, user: member }, '/web_api/participation': new Error('offline') }),
};
export const PageWithPlans: Story = {
  render: page({ '/web_api/user_common_resources/optional_me': { isLoggedIn: true, user: member }, '/web_api/participation': state() }),
};
