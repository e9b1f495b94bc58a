import type { Meta, StoryObj } from '@storybook/react-vite';
import demoJudging from '../fixtures/judging/demo.json';
import strictJudging from '../fixtures/judging/strict-society.json';
import type { CustomQuestion } from '../schemas/customQuestions';
import type { JudgingSettings } from '../schemas/judging';
import type { ApplicationData } from '../schemas/submission';
import type {
  ApplicationReviews,
  Award,
  EvaluatorMenu,
  Judge,
  JudgedPresentation,
  PresentationResult,
  ResultRow,
  ReviewerMenu,
  ReviewPageData,
} from '../src/api/judging';
import { EvaluatorMenuView } from '../src/pages/judging/EvaluatorMenuPage';
import { EvaluationEditor } from '../src/pages/judging/EvaluationPage';
import { AwardsView, MyResultsView } from '../src/pages/judging/ResultsPages';
import { ReviewEditor, ReviewerMenuView } from '../src/pages/judging/ReviewPages';
import { ResultsTable } from '../src/pages/mng/judging/EvaluationResultsPage';
import { JudgesView } from '../src/pages/mng/judging/JudgesPage';
import { ApplicationReviewsView } from '../src/pages/mng/judging/ApplicationReviewsPage';

/** Evaluation, votes, awards and peer review (issue 18): every form for each conference, and each state of each page. */
const meta = { title: 'Pages/Judging' } satisfies Meta;
export default meta;
type Story = StoryObj;

const demo = demoJudging as JudgingSettings;
const strict = strictJudging as JudgingSettings;
const questions = demo.reviewQuestions as CustomQuestion[];
const talk = (id: number, code: string, name: string, nameEn: string | null, kind = 'oral'): JudgedPresentation => ({ id, kind, code, name, nameEn });
const talks = [
  talk(1, '1A1-01', 'スペクトル法を用いた津波浸水予測による高精度化', 'Spectral method toward more accurate tsunami inundation forecasting'),
  talk(2, '1A1-02', 'データ同化を用いた画像再構成における誤差評価', 'Data assimilation error estimates for image reconstruction'),
  talk(3, '1A1-03', '大規模疎行列の前処理付き反復解法', null),
  talk(4, 'P001', '都市の熱環境の観測と数値シミュレーションの比較', 'Urban heat: observation against simulation', 'poster'),
];
const menu = (change: Partial<EvaluatorMenu> = {}): EvaluatorMenu => ({
  maxVotes: 3,
  votesUsed: 2,
  votesConfirmed: false,
  isOpen: true,
  items: [
    { presentation: talks[0]!, status: 'confirmed', isStarted: true, voted: true },
    { presentation: talks[1]!, status: 'unconfirmed', isStarted: true, voted: true },
    { presentation: talks[2]!, status: 'unconfirmed', isStarted: false, voted: false },
    { presentation: talks[3]!, status: 'unconfirmed', isStarted: false, voted: false },
  ],
  ...change,
});
const noop = async () => undefined;

export const EvaluatorMenuOpen: Story = { render: () => <EvaluatorMenuView menu={menu()} onChanged={noop} /> };
export const EvaluatorMenuVotesConfirmed: Story = {
  render: () => (
    <EvaluatorMenuView
      menu={menu({ votesUsed: 3, votesConfirmed: true, items: menu().items.map((item, i) => ({ ...item, voted: i < 3 })) })}
      onChanged={noop}
    />
  ),
};
export const EvaluatorMenuClosed: Story = { render: () => <EvaluatorMenuView menu={menu({ isOpen: false })} onChanged={noop} /> };
export const EvaluatorMenuNoVoting: Story = { render: () => <EvaluatorMenuView menu={menu({ maxVotes: 0, votesUsed: 0 })} onChanged={noop} /> };
export const EvaluatorMenuNothingAssigned: Story = { render: () => <EvaluatorMenuView menu={menu({ items: [], votesUsed: 0 })} onChanged={noop} /> };

const saved = (status: 'unconfirmed' | 'confirmed') => ({
  id: 9,
  status,
  version: 2,
  scores: { understandability: 4, appropriateness: 5, importance: 4, qaResponse: 3, passion: 5 },
  comment: '図が分かりやすかった。',
  confirmedAt: status === 'confirmed' ? '2027-03-10T05:00:00Z' : null,
});
export const EvaluationNew: Story = { render: () => <EvaluationEditor settings={demo.evaluation} presentation={talks[0]!} evaluation={null} /> };
export const EvaluationWithErrors: Story = {
  render: () => <EvaluationEditor settings={strict.evaluation} presentation={talks[2]!} evaluation={null} showErrors />,
};
export const EvaluationDraft: Story = {
  render: () => <EvaluationEditor settings={demo.evaluation} presentation={talks[1]!} evaluation={saved('unconfirmed')} />,
};
export const EvaluationConfirmed: Story = {
  render: () => <EvaluationEditor settings={demo.evaluation} presentation={talks[0]!} evaluation={saved('confirmed')} />,
};
export const EvaluationStrictScale: Story = { render: () => <EvaluationEditor settings={strict.evaluation} presentation={talks[3]!} evaluation={null} /> };

const results: PresentationResult[] = [
  {
    presentation: talks[3]!,
    count: 3,
    averages: [
      { item: 'understandability', value: 4.33 },
      { item: 'appropriateness', value: 4 },
      { item: 'importance', value: 3.67 },
      { item: 'qaResponse', value: 4 },
      { item: 'passion', value: 5 },
    ],
    overall: 4.2,
    comments: ['ポスターが見やすい。', '質問への答えが的確だった。'],
  },
  { presentation: talks[2]!, count: 0, averages: [], overall: null, comments: [] },
];
export const MyResults: Story = { render: () => <MyResultsView results={results} settings={demo.evaluation} /> };
export const MyResultsNone: Story = { render: () => <MyResultsView results={[]} settings={demo.evaluation} /> };

const awards: Award[] = [
  { id: 1, name: '優秀発表賞', nameEn: 'Best Presentation Award', presentation: talks[0]! },
  { id: 2, name: 'ポスター賞', nameEn: 'Poster Award', presentation: talks[3]! },
];
export const Awards: Story = { render: () => <AwardsView awards={awards} /> };
export const AwardsNone: Story = { render: () => <AwardsView awards={[]} /> };

const reviewerMenu = (change: Partial<ReviewerMenu> = {}): ReviewerMenu => ({
  description: '<p>査読は<strong>2週間以内</strong>にお願いします。</p>',
  answerableTill: '2027-01-31T15:00:00Z',
  reviewableFrom: '2027-01-01T00:00:00Z',
  reviewableTill: '2027-02-28T15:00:00Z',
  showDecline: true,
  requests: [
    {
      id: 1,
      status: 'pending',
      requestedAt: '2027-01-05T01:00:00Z',
      result: null,
      application: { id: 11, kind: 'oral', name: '都市の熱環境の観測', nameEn: 'Observing urban heat', peerReviewStatus: 'pending' },
    },
    {
      id: 2,
      status: 'accepted',
      requestedAt: '2027-01-04T01:00:00Z',
      result: 'conditional',
      application: { id: 12, kind: 'poster', name: '河川の流量予測', nameEn: null, peerReviewStatus: 'pending' },
    },
    {
      id: 3,
      status: 'rejected',
      requestedAt: '2027-01-03T01:00:00Z',
      result: null,
      application: { id: 13, kind: 'oral', name: '火山灰の拡散', nameEn: 'Volcanic ash dispersion', peerReviewStatus: 'pending' },
    },
  ],
  ...change,
});
const during = new Date('2027-01-10T00:00:00Z');
export const ReviewRequests: Story = { render: () => <ReviewerMenuView menu={reviewerMenu()} now={during} onChanged={noop} /> };
export const ReviewRequestsNoDecline: Story = { render: () => <ReviewerMenuView menu={reviewerMenu({ showDecline: false })} now={during} onChanged={noop} /> };
export const ReviewRequestsAfterDeadline: Story = {
  render: () => <ReviewerMenuView menu={reviewerMenu()} now={new Date('2027-02-10T00:00:00Z')} onChanged={noop} />,
};
export const ReviewRequestsNone: Story = {
  render: () => <ReviewerMenuView menu={reviewerMenu({ requests: [], description: '' })} now={during} onChanged={noop} />,
};

const application: ApplicationData = {
  title: '都市の熱環境の観測',
  titleEn: 'Observing urban heat',
  abstract: '都市部の気温分布を<b>100地点</b>で観測した。',
  language: 'japanese',
  institutes: [{ key: 'i1', name: '気象大学', nameEn: 'Meteorological University' }],
  authors: [{ lastName: '会員', firstName: '次郎', lastNameEn: 'Kaiin', firstNameEn: 'Jiro', isPresenter: true, instituteKeys: ['i1'] }],
};
const reviewPage = (review: ReviewPageData['review']): ReviewPageData => ({
  request: { id: 2, status: 'accepted' },
  application: { id: 12, kind: 'oral', name: application.title!, nameEn: application.titleEn!, data: application },
  review,
});
const period = { reviewableFrom: '2027-01-01T00:00:00Z', reviewableTill: '2027-02-28T15:00:00Z' };
export const ReviewNew: Story = { render: () => <ReviewEditor page={reviewPage(null)} questions={questions} period={period} now={during} /> };
export const ReviewWithErrors: Story = {
  render: () => (
    <ReviewEditor
      page={reviewPage({ requestId: 2, result: 'conditional', version: 2, data: { result: 'conditional', comment: '' }, updatedAt: '2027-01-09T00:00:00Z' })}
      questions={questions}
      period={period}
      now={during}
      showErrors
    />
  ),
};
export const ReviewOutsidePeriod: Story = {
  render: () => (
    <ReviewEditor
      page={reviewPage({
        requestId: 2,
        result: 'ok',
        version: 3,
        data: { result: 'ok', comment: '', customAnswers: { [questions[0]!.uuid]: 5, [questions[1]!.uuid]: 'oral' } },
        updatedAt: '2027-01-09T00:00:00Z',
      })}
      questions={questions}
      period={period}
      now={new Date('2027-03-10T00:00:00Z')}
    />
  ),
};
export const ReviewWithoutQuestions: Story = { render: () => <ReviewEditor page={reviewPage(null)} questions={[]} period={period} now={during} /> };

const rows: ResultRow[] = [
  {
    presentation: talks[0]!,
    count: 3,
    averages: [
      { item: 'understandability', value: 4.67 },
      { item: 'passion', value: 5 },
    ],
    overall: 4.83,
    votes: 5,
    awards: [{ id: 1, name: '優秀発表賞', nameEn: 'Best Presentation Award' }],
  },
  {
    presentation: talks[3]!,
    count: 2,
    averages: [
      { item: 'understandability', value: 3.5 },
      { item: 'passion', value: 4 },
    ],
    overall: 3.75,
    votes: 1,
    awards: [],
  },
  { presentation: talks[2]!, count: 0, averages: [], overall: null, votes: 0, awards: [] },
];
export const ManagersResults: Story = {
  render: () => <ResultsTable rows={rows} settings={demo.evaluation} onAward={() => undefined} onRemoveAward={() => undefined} />,
};

const judges: Judge[] = [
  { id: 4, email: 'evaluator@example.com', name: '評価 三郎', isEvaluatable: true, isReviewable: false, assignments: ['1A1-01', '1A1-02', 'P001'] },
  { id: 5, email: 'reviewer@example.com', name: '査読 四郎', isEvaluatable: false, isReviewable: true, assignments: [] },
  { id: 6, email: 'both@example.com', name: '両方 五郎', isEvaluatable: true, isReviewable: true, assignments: [] },
];
export const ManagersJudges: Story = { render: () => <JudgesView judges={judges} onChanged={noop} /> };
export const ManagersJudgesNone: Story = { render: () => <JudgesView judges={[]} onChanged={noop} /> };

const reviews = (status: ApplicationReviews['application']['peerReviewStatus']): ApplicationReviews => ({
  application: { id: 12, kind: 'oral', name: '都市の熱環境の観測', nameEn: 'Observing urban heat', peerReviewStatus: status },
  requests: [
    {
      id: 2,
      status: 'accepted',
      requestedAt: '2027-01-04T01:00:00Z',
      answeredAt: '2027-01-05T01:00:00Z',
      reviewer: judges[1]!,
      result: 'conditional',
      comment: '図2の軸を直すこと。',
      answers: [
        { question: questions[0]!.uuid, values: ['4'] },
        { question: questions[1]!.uuid, values: ['poster'] },
      ],
    },
    { id: 3, status: 'pending', requestedAt: '2027-01-06T01:00:00Z', answeredAt: null, reviewer: judges[2]!, result: null, comment: null, answers: [] },
  ],
});
export const ManagersApplicationReviews: Story = {
  render: () => <ApplicationReviewsView reviews={reviews('pending')} reviewers={judges} questions={questions} onChanged={() => undefined} />,
};
export const ManagersApplicationDecided: Story = {
  render: () => <ApplicationReviewsView reviews={reviews('confirmed')} reviewers={judges} questions={questions} onChanged={() => undefined} />,
};
export const ManagersApplicationNoRequests: Story = {
  render: () => (
    <ApplicationReviewsView reviews={{ ...reviews('pending'), requests: [] }} reviewers={judges} questions={questions} onChanged={() => undefined} />
  ),
};
