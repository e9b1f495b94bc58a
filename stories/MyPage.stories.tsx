import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MyPageData } from '../src/api/myPage';
import type { OrderView } from '../src/api/participation';
import type { CurrentUser } from '../src/api/session';
import { orderAmounts, type OrderLine } from '../engine/payment/fees';
import { MyPageView } from '../src/pages/mypage/MyPage';
import { TimeZonePicker } from '../src/pages/program/TimeZonePicker';

/** My page (issue 65): a new attendee with nothing yet, a presenter who paid and commented, an account awaiting approval; and the time-zone picker alone. */
const meta = { title: 'Pages/My page' } satisfies Meta;
export default meta;
type Story = StoryObj;

const user: CurrentUser = {
  id: 7,
  email: 'hanako@example.com',
  nameSei: 'やまだ',
  nameMei: 'はなこ',
  nameSeiKanji: '山田',
  nameMeiKanji: '花子',
  nameEn1: 'Hanako',
  nameEn3: 'Yamada',
  role: 'attendee',
  isManager: false,
  approvalStatus: 'approved',
  isApproved: true,
  qualificationStatus: 'done',
  isEvaluatable: false,
  isReviewable: false,
  isSponsor: false,
};
const empty: MyPageData = { presentations: [], comments: [], commentCount: 0, favouriteCount: 0 };
const busy: MyPageData = {
  presentations: [
    {
      id: 1,
      code: 'A-01',
      kind: 'oral',
      name: '大規模並列計算による気候予測',
      nameEn: 'Climate prediction by massively parallel computing',
      startAt: '2027-03-10T00:30:00Z',
      endAt: '2027-03-10T00:45:00Z',
    },
    { id: 2, code: 'P-14', kind: 'poster', name: '格子ボルツマン法の検証', nameEn: null, startAt: null, endAt: null },
  ],
  comments: [
    {
      id: 3,
      body: '興味深いご発表でした。計算コストについて伺えますか。',
      createdAt: '2027-03-10T01:02:00Z',
      hidden: false,
      presentation: { id: 5, code: 'A-03', name: '量子化学計算の高速化', nameEn: 'Faster quantum chemistry' },
    },
    {
      id: 2,
      body: 'Off-topic note',
      createdAt: '2027-03-10T00:40:00Z',
      hidden: true,
      presentation: { id: 5, code: 'A-03', name: '量子化学計算の高速化', nameEn: 'Faster quantum chemistry' },
    },
  ],
  commentCount: 24,
  favouriteCount: 6,
};
const lines: OrderLine[] = [{ kind: 'plan', id: 1, name: '一般（会員）', nameEn: 'Member', price: 8000, taxType: 'standard10' }];
const order: OrderView = {
  id: 12,
  planId: 1,
  lines,
  amounts: orderAmounts(lines),
  method: 'card',
  status: 'paid',
  cardStatus: 'captured',
  holdUntil: null,
  paidAt: '2027-02-01T03:00:00Z',
  createdAt: '2027-02-01T02:58:00Z',
  receiptName: '山田 花子',
  invoicePayee: '',
  transfer: null,
};
const menu = { isMySchedule: true, isSubmissionMenu: true, isUserListPage: true };

export const NothingYet: Story = {
  render: () => <MyPageView user={{ ...user, qualificationStatus: 'todo' }} data={empty} order={null} menu={menu} languages={['ja', 'en']} />,
};
export const PaidPresenter: Story = { render: () => <MyPageView user={user} data={busy} order={order} menu={menu} languages={['ja', 'en']} /> };
export const AwaitingApproval: Story = {
  render: () => (
    <MyPageView
      user={{ ...user, approvalStatus: 'unapproved', isApproved: false }}
      data={empty}
      menu={{ isMySchedule: false, isSubmissionMenu: true, isUserListPage: false }}
      languages={['ja']}
    />
  ),
};
export const TimeZone: Story = { render: () => <TimeZonePicker on={new Date('2027-03-10T03:00:00Z')} /> };
