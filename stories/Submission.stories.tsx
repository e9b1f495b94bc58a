import type { Meta, StoryObj } from '@storybook/react-vite';
import demoSubmission from '../fixtures/submission/demo.json';
import strictSubmission from '../fixtures/submission/strict-society.json';
import demoKeywords from '../fixtures/keywords/demo.json';
import strictKeywords from '../fixtures/keywords/strict-society.json';
import type { KeywordCategory } from '../schemas/keywords';
import type { ApplicationData, KindSettings, SubmissionKind, SubmissionSettings } from '../schemas/submission';
import type { Application, ListedApplication } from '../src/api/submission';
import { localize } from '../engine/messages';
import { AbstractPreview } from '../src/pages/submission/AbstractPreview';
import { SubmissionEditor } from '../src/pages/submission/SubmissionEditor';
import { SubmissionsView } from '../src/pages/submission/SubmissionsPage';
import { ApplicationsTable } from '../src/pages/mng/ApplicationsPage';

/** Abstract submission (issue 17): the form of every kind for each conference, its error states, the preview and the lists. */
const meta = { title: 'Pages/Abstract submission' } satisfies Meta;
export default meta;
type Story = StoryObj;

const categories = (file: typeof demoKeywords | typeof strictKeywords): KeywordCategory[] =>
  file.categories.map((category) => ({ ...category, keywords: category.keywords.map((keyword) => ({ ...keyword, categoryId: category.id })) }));
const conferences = {
  demo: { settings: demoSubmission as SubmissionSettings, keywords: categories(demoKeywords) },
  strict: { settings: strictSubmission as SubmissionSettings, keywords: categories(strictKeywords) },
};
const during = new Date('2026-11-01T00:00:00+09:00');
const after = new Date('2027-06-01T00:00:00+09:00');

const filled: ApplicationData = {
  title: '深層学習による地震波形の自動分類',
  titleEn: 'Automatic classification of seismic waveforms by deep learning',
  abstract: '本研究では<b>深層学習</b>を用いて、H<sub>2</sub>O を含む地層からの波形を分類した。',
  abstractEn: 'We classify <i>seismic</i> waveforms recorded in H<sub>2</sub>O-rich strata.',
  language: 'japanese',
  isPublic: true,
  keywordIds: [101, 201],
  institutes: [
    { key: 'i1', name: '東京大学', nameEn: 'The University of Tokyo' },
    { key: 'i2', name: '京都大学', nameEn: 'Kyoto University' },
  ],
  authors: [
    { lastName: '山田', firstName: '太郎', lastNameEn: 'Yamada', firstNameEn: 'Taro', isPresenter: true, instituteKeys: ['i1'] },
    { lastName: '佐藤', firstName: '花子', lastNameEn: 'Sato', firstNameEn: 'Hanako', isPresenter: false, instituteKeys: ['i1', 'i2'] },
    { lastName: '高橋', firstName: '一郎', lastNameEn: 'Takahashi', firstNameEn: 'Ichiro', isPresenter: false, instituteKeys: ['i2'] },
  ],
};
const application = (data: ApplicationData, change: Partial<Application> = {}): Application => ({
  id: 1,
  kind: 'oral',
  status: 'presenter_temp',
  version: 3,
  isFinal: false,
  confirmedAt: null,
  presentationId: null,
  updatedAt: '2026-11-20T10:00:00+09:00',
  data,
  files: {},
  ...change,
});

const editor = (conference: keyof typeof conferences, kind: SubmissionKind, options: Partial<Parameters<typeof SubmissionEditor>[0]> = {}): Story => ({
  render: () => (
    <SubmissionEditor
      kind={kind}
      settings={conferences[conference].settings.kinds[kind] as KindSettings}
      keywordCategories={conferences[conference].keywords}
      isManager={false}
      now={during}
      {...options}
    />
  ),
});

export const DemoOralEmpty = editor('demo', 'oral');
export const DemoPosterEmpty = editor('demo', 'poster');
export const DemoSponsorEmpty = editor('demo', 'sponsor');
export const StrictOralEmpty = editor('strict', 'oral');
export const StrictPosterEmpty = editor('strict', 'poster');
export const StrictSponsorEmpty = editor('strict', 'sponsor');
export const StrictOralFilledDraft = editor('strict', 'oral', { application: application(filled) });
export const StrictOralEveryErrorShown = editor('strict', 'oral', { showErrors: true });
export const StrictOralRuleErrors = editor('strict', 'oral', {
  showErrors: true,
  application: application({
    ...filled,
    title: 'あ'.repeat(61),
    titleEn: 'word '.repeat(26),
    keywordIds: [101],
    institutes: [filled.institutes![0]!, { key: 'i2', name: '' }],
    authors: [
      { ...filled.authors![0]! },
      { ...filled.authors![1]!, isPresenter: true, instituteKeys: [] },
      { lastName: '', firstName: '一郎', isPresenter: false, instituteKeys: ['i9'] },
    ],
  }),
});
export const StrictOralSubmitted = editor('strict', 'oral', {
  application: application(filled, { status: 'presenter_submit', confirmedAt: '2026-11-20T10:00:00+09:00' }),
});
export const StrictOralFinal = editor('strict', 'oral', { application: application(filled, { status: 'presenter_submit', isFinal: true }) });
export const StrictOralAccepted = editor('strict', 'oral', { application: application(filled, { status: 'presenter_submit', presentationId: 1000001 }) });
export const StrictOralOutsidePeriod = editor('strict', 'oral', { application: application(filled), now: after });
export const StrictOralOutsidePeriodForManager = editor('strict', 'oral', { application: application(filled), now: after, isManager: true });
export const StrictOralStaleSaveRefused = editor('strict', 'oral', {
  application: application(filled),
  initialRefusal: { text: localize('staleApplication', { version: 4 }), stale: true },
});
export const StrictOralFinalSaveRefused = editor('strict', 'oral', { application: application(filled), initialRefusal: { text: localize('abstractFinal') } });
export const StrictOralOutsidePeriodRefused = editor('strict', 'oral', {
  application: application(filled),
  initialRefusal: { text: localize('outsideApplicationPeriod') },
});
export const StrictOralPreviewStep = editor('strict', 'oral', { application: application(filled), startInPreview: true });
export const ThirtyAuthors = editor('demo', 'oral', {
  application: application({
    ...filled,
    authors: Array.from({ length: 30 }, (_, i) => ({ lastName: `著者${i + 1}`, firstName: '名', isPresenter: i === 0, instituteKeys: [i % 2 ? 'i2' : 'i1'] })),
  }),
});

export const Preview: Story = { render: () => <AbstractPreview data={filled} /> };
export const PreviewJapaneseOnly: Story = {
  render: () => (
    <AbstractPreview
      data={{ ...filled, titleEn: undefined, abstractEn: undefined, authors: filled.authors!.map(({ lastNameEn: _, firstNameEn: __, ...author }) => author) }}
    />
  ),
};

const mine = [
  application(filled, { id: 3, status: 'presenter_submit' }),
  application({ title: '下書きの演題' }, { id: 2 }),
  application(filled, { id: 1, kind: 'poster', status: 'mng_submit', isFinal: true }),
  application({ ...filled, title: '採択された演題' }, { id: 4, status: 'presenter_submit', presentationId: 1_000_001 }),
];
export const MyApplications: Story = { render: () => <SubmissionsView settings={conferences.strict.settings} applications={mine} now={during} /> };
export const MyApplicationsNone: Story = { render: () => <SubmissionsView settings={conferences.strict.settings} applications={[]} now={during} /> };
export const MyApplicationsPeriodOver: Story = { render: () => <SubmissionsView settings={conferences.strict.settings} applications={mine} now={after} /> };

const listed = mine.map((item): ListedApplication => ({
  id: item.id,
  kind: item.kind,
  status: item.status,
  isFinal: item.isFinal,
  name: item.data.title ?? '',
  nameEn: item.data.titleEn ?? null,
  confirmedAt: item.confirmedAt,
  updatedAt: item.updatedAt,
  presentationId: item.presentationId,
  peerReviewStatus: item.id === 3 ? 'confirmed' : 'pending',
  authorNames: (item.data.authors ?? []).map((author) => `${author.lastName} ${author.firstName}`),
  instituteNames: (item.data.institutes ?? []).map((institute) => institute.name ?? ''),
  user: { id: 7, nameSei: 'Yamada', nameMei: 'Taro', nameSeiKanji: '山田', nameMeiKanji: '太郎', nameEn1: 'Taro', nameEn3: 'Yamada' },
}));
export const ManagersList: Story = { render: () => <ApplicationsTable items={listed} onFinal={async () => undefined} onAccept={async () => undefined} /> };
export const ManagersListEmpty: Story = { render: () => <ApplicationsTable items={[]} onFinal={async () => undefined} onAccept={async () => undefined} /> };
