import type { Meta, StoryObj } from '@storybook/react-vite';
import { feedbackReportsKey, type FeedbackReport } from '../src/api/feedbackReports';
import { FeedbackReportsBody, ReportCard } from '../src/pages/mng/FeedbackReportsPage';
import { feedbackReportStatuses } from '../engine/feedbackReports';
import { MockApi } from './mockApi';

/**
 * The managers' feedback reports (issue 67): a report from a member and one from a guest, a report
 * in each of §4's states, and the list with reports, none, a failed load and while it loads.
 */
const meta = { title: 'Console/Feedback reports' } satisfies Meta;
export default meta;
type Story = StoryObj;

/** A one-pixel PNG standing in for a captured screen. */
const screen = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAYAAAC09K7GAAAAEklEQVR42mN8/fr1fwYkwMhAAQCYLwV7EdJHGAAAAABJRU5ErkJggg==';

const report = (id: number, change: Partial<FeedbackReport> = {}): FeedbackReport => ({
  id,
  comments: ['登録ボタンが画面の外に出ています', 'The English label is cut off'],
  location: '/signup/abc123',
  width: 1280,
  height: 960,
  status: 'todo',
  userId: 7,
  userEmail: 'member@example.com',
  userName: { ja: '会員 次郎', en: 'Jiro Kaiin' },
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  createdAt: '2027-03-10T01:23:00Z',
  screenUrl: screen,
  ...change,
});
const guest = report(2, { comments: [], userId: null, userEmail: null, userName: null, location: '/timetable?day=2027-03-11', width: 390, height: 844 });
const noop = () => undefined;

export const FromAMember: Story = { render: () => <ReportCard report={report(1)} onStatus={noop} /> };
export const FromAGuestWithoutComments: Story = { render: () => <ReportCard report={guest} onStatus={noop} /> };
export const EveryStatus: Story = {
  render: () => (
    <>
      {feedbackReportStatuses.map((status, index) => (
        <ReportCard key={status} report={report(index + 10, { status })} onStatus={noop} />
      ))}
    </>
  ),
};

const list = (reports: FeedbackReport[]) => ({ clientReports: reports, totalCount: reports.length, page: 1, totalPages: 1 });
const page = (responses: Record<string, unknown>) => (
  <MockApi responses={responses}>
    <FeedbackReportsBody />
  </MockApi>
);
export const List: Story = { render: () => page({ [feedbackReportsKey({ page: 1 })]: list([report(3, { status: 'wip' }), guest, report(1)]) }) };
export const ListOfManyPages: Story = {
  render: () => page({ [feedbackReportsKey({ page: 1 })]: { ...list([report(41), report(40)]), totalCount: 41, totalPages: 3 } }),
};
export const NoReports: Story = { render: () => page({ [feedbackReportsKey({ page: 1 })]: list([]) }) };
export const LoadFailed: Story = { render: () => page({ [feedbackReportsKey({ page: 1 })]: new Error('HTTP 500') }) };
export const Loading: Story = { render: () => page({}) };
