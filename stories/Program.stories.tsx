import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import demoProgram from '../fixtures/program/demo.json';
import { searchTerms } from '../engine/program/search';
import { ApiRequestError } from '../src/api/http';
import type { Author, PresentationSummary } from '../src/api/program';
import type { ScheduleItem } from '../src/api/programPages';
import { DashboardMenuView } from '../src/pages/home/LoggedInHome';
import { AuthorList } from '../src/pages/program/AuthorList';
import { MySchedule } from '../src/pages/program/MySchedulePage';
import { PresentationItem } from '../src/pages/program/PresentationItem';
import { PresentationView } from '../src/pages/program/PresentationPage';
import { ProgramError, ProgramGate } from '../src/pages/program/ProgramGate';
import { Search } from '../src/pages/program/SearchPage';
import { DayTabs } from '../src/pages/program/DayTabs';
import { DayEvents } from '../src/pages/program/TimetablePage';
import { LeanNativeSelect } from '../src/forms/LeanNativeSelect';
import { useProgramClasses } from '../src/pages/program/programStyles';
import { MockApi } from './mockApi';

/** The program's pieces and pages with the demo program's data: lists, highlights, favourites, refusals. */
const meta = { title: 'Pages/Program' } satisfies Meta;
export default meta;
type Story = StoryObj;

const institutes = new Map(demoProgram.institutes.map((institute) => [institute.id, institute]));
const fixture = demoProgram.presentations[0]!;
const authors: Author[] = fixture.authors.map((author, position) => ({
  id: position + 1,
  position,
  lastName: author.lastName,
  firstName: author.firstName,
  lastNameEn: author.lastNameEn ?? null,
  firstNameEn: author.firstNameEn ?? null,
  isPresenter: author.isPresenter ?? false,
  institutes: author.instituteIds.map((id, i) => ({ id, name: institutes.get(id)!.name, nameEn: institutes.get(id)!.nameEn ?? null, position: i })),
}));
const summary = (isFavourite = false): PresentationSummary => ({
  id: fixture.id,
  kind: 'oral',
  code: fixture.code,
  name: fixture.name,
  nameEn: fixture.nameEn ?? null,
  abstract: fixture.abstract ?? null,
  abstractEn: fixture.abstractEn ?? null,
  language: fixture.language as PresentationSummary['language'],
  section: { startAt: fixture.startAt ?? null, endAt: fixture.endAt ?? null },
  authors,
  isFavourite,
});
const session = {
  id: fixture.sessionId!,
  code: '1A1',
  name: demoProgram.sessions[0]!.name,
  nameEn: demoProgram.sessions[0]!.nameEn,
  startAt: demoProgram.sessions[0]!.startAt,
  endAt: demoProgram.sessions[0]!.endAt,
  programRoom: { id: 1, name: 'A会場', nameEn: 'Room A' },
};
const unapproved = new ApiRequestError(
  200,
  'プログラム（タイムテーブル・発表一覧）はアカウントの承認後にご覧いただけます',
  'The program (timetable and presentations) is shown once your account has been approved',
);

export const ListItem: Story = { render: () => <PresentationItem presentation={summary()} session={session} /> };
export const ListItemFavourite: Story = { render: () => <PresentationItem presentation={summary(true)} session={session} /> };
export const ListItemWithSearchHighlights: Story = {
  render: () => (
    <PresentationItem presentation={summary()} session={session} terms={searchTerms(`${fixture.name.slice(0, 3)} ${authors[0]!.lastName}`)} showAbstract />
  ),
};
export const TimetableCell: Story = { render: () => <PresentationItem presentation={summary()} showSession={false} headingLevel="h4" compact /> };
function NumberedAuthors() {
  const { i18n } = useTranslation();
  return <AuthorList authors={authors} i18n={i18n} full />;
}
export const AuthorsWithNumberedInstitutes: Story = { render: () => <NumberedAuthors /> };
export const DashboardMenuAllOn: Story = {
  render: () => (
    <DashboardMenuView
      settings={{
        timetableType: 'grid',
        isTimetable: true,
        isPosterPresentations: true,
        isSearchModal: true,
        isMySchedule: true,
        isUserListPage: true,
        isMypage: true,
        isMessageBoard: true,
        isManual: true,
        isLunchSeminar: false,
        isLunchSeminarMngOnly: false,
        isPointRally: false,
        isSponsorLinkEnabled: false,
        isSponsorInsight: false,
        isSubmissionMenu: true,
        isEvaluationMenu: true,
        isMyEval: true,
        isEvaluatorLink: true,
        hasJudging: true,
      }}
    />
  ),
};
/** A listening-only conference: no program, no submission, no judging (issue 68, item 7). */
export const DashboardMenuListeningOnly: Story = {
  render: () => (
    <DashboardMenuView
      settings={{
        timetableType: 'grid',
        isTimetable: false,
        isPosterPresentations: false,
        isSearchModal: false,
        isMySchedule: false,
        isUserListPage: false,
        isMypage: true,
        isMessageBoard: true,
        isManual: true,
        isLunchSeminar: false,
        isLunchSeminarMngOnly: false,
        isPointRally: false,
        isSponsorLinkEnabled: false,
        isSponsorInsight: false,
        isSubmissionMenu: false,
        isEvaluationMenu: false,
        isMyEval: false,
        isEvaluatorLink: false,
        hasJudging: false,
      }}
    />
  ),
};
export const DashboardMenuTimetableOff: Story = {
  render: () => (
    <DashboardMenuView
      settings={{
        timetableType: 'grid',
        isTimetable: false,
        isPosterPresentations: true,
        isSearchModal: true,
        isMySchedule: true,
        isUserListPage: true,
        isMypage: true,
        isMessageBoard: true,
        isManual: true,
        isLunchSeminar: false,
        isLunchSeminarMngOnly: false,
        isPointRally: false,
        isSponsorLinkEnabled: false,
        isSponsorInsight: false,
        isSubmissionMenu: true,
        isEvaluationMenu: true,
        isMyEval: true,
        isEvaluatorLink: true,
        hasJudging: true,
      }}
    />
  ),
};
/** The timetable's days and room picker, as the page has them: a day or a room chosen stays chosen. */
const ungroupedViews = [
  { value: '0', label: 'A会場 – D会場' },
  { value: '1', label: 'E会場 – H会場' },
];
function TimetableControls({ days, views = ungroupedViews }: { days: string[]; views?: { value: string; label: string; group?: string }[] }) {
  const [day, setDay] = useState(days[0]);
  const [room, setRoom] = useState('0');
  const c = useProgramClasses();
  const { t } = useTranslation();
  return (
    <>
      <DayTabs days={days} value={day} onChange={setDay} label={t('program.days')} panelId="story-day" />
      <LeanNativeSelect id="story-rooms" small className={c.picker} label={t('program.rooms')} value={room} onChange={setRoom} options={views} />
      <p id="story-day">{day}</p>
    </>
  );
}
export const TimetableDaysAndRooms: Story = { render: () => <TimetableControls days={['2027-03-10', '2027-03-11', '2027-03-12']} /> };
/** Rooms in groups (a building each): the picker lists each group's views under its name. */
export const TimetableRoomGroups: Story = {
  render: () => (
    <TimetableControls
      days={['2027-03-10']}
      views={[
        { value: '0', label: 'A会場 – D会場', group: '南館' },
        { value: '1', label: 'E会場', group: '南館' },
        { value: '2', label: 'F会場 – G会場', group: '北館' },
        { value: '3', label: 'ポスター会場' },
      ]}
    />
  ),
};
/** The day's events above the rooms: in a room, at a place named in words, with what it is. */
export const TimetableEvents: Story = {
  render: () => (
    <DayEvents
      events={[
        {
          id: 1,
          name: '開会式',
          nameEn: 'Opening ceremony',
          description: '',
          descriptionEn: null,
          startAt: '2027-03-10T00:00:00.000Z',
          endAt: '2027-03-10T00:20:00.000Z',
          programRoom: { id: 1, name: 'A会場', nameEn: 'Room A' },
          place: null,
          placeEn: null,
        },
        {
          id: 2,
          name: '懇親会',
          nameEn: null,
          description: '立食形式です。',
          descriptionEn: null,
          startAt: '2027-03-10T09:00:00.000Z',
          endAt: '2027-03-10T11:00:00.000Z',
          programRoom: null,
          place: 'ホテル宴会場',
          placeEn: 'Hotel banquet hall',
        },
      ]}
    />
  ),
};
/** Ten days do not fit a phone: the row scrolls sideways. */
export const TimetableManyDays: Story = {
  render: () => <TimetableControls days={Array.from({ length: 10 }, (_, i) => `2027-03-${String(10 + i).padStart(2, '0')}`)} />,
};
const guest = { '/web_api/user_common_resources/optional_me': { isLoggedIn: false, user: null, impersonator: null } };
const member = { '/web_api/user_common_resources/optional_me': { isLoggedIn: true, user: { id: 1 }, impersonator: null } };
export const GateGuestAtTimetable: Story = {
  render: () => (
    <MockApi responses={guest}>
      <ProgramGate feature="isTimetable">{null}</ProgramGate>
    </MockApi>
  ),
};
export const GateGuestAtPresentation: Story = {
  render: () => (
    <MockApi responses={guest}>
      <ProgramGate>{null}</ProgramGate>
    </MockApi>
  ),
};
export const GateTimetableTurnedOff: Story = {
  render: () => (
    <MockApi responses={{ ...member, 'graphql:DashboardSettings': { isTimetable: false } }}>
      <ProgramGate feature="isTimetable">{null}</ProgramGate>
    </MockApi>
  ),
};
export const RefusedUntilApproved: Story = { render: () => <ProgramError error={unapproved} /> };
export const FetchFailed: Story = { render: () => <ProgramError error={new Error('offline')} onRetry={() => undefined} /> };

const presentationKey = JSON.stringify(['graphql:GetPresentation', fixture.id]);
const full = {
  ...summary(),
  hasAbstract: true,
  hasAbstractEn: true,
  abstractPdf: '/abstracts/1A1-01.pdf',
  location: 'onsite',
  isLocked: false,
  keywords: [{ id: 101, categoryId: 1, name: '有限要素法', nameEn: 'Finite element method' }],
  series: { id: 1, name: '一般講演', nameEn: 'General talks' },
  session: { ...session, organizersHtml: '座長: 高橋 真由美', organizersHtmlEn: 'Chair: Mayumi Takahashi' },
};
export const PresentationPageLoaded: Story = {
  render: () => (
    <MockApi responses={{ [presentationKey]: full }}>
      <PresentationView id={fixture.id} />
    </MockApi>
  ),
};
export const PresentationPageNotFound: Story = {
  render: () => (
    <MockApi responses={{ [presentationKey]: null }}>
      <PresentationView id={fixture.id} />
    </MockApi>
  ),
};
export const PresentationPageFetchFailed: Story = {
  render: () => (
    <MockApi responses={{ [presentationKey]: new Error('offline') }}>
      <PresentationView id={fixture.id} />
    </MockApi>
  ),
};
export const PresentationPageLoading: Story = {
  render: () => (
    <MockApi responses={{}}>
      <PresentationView id={fixture.id} />
    </MockApi>
  ),
};

const second = demoProgram.presentations[6]!;
const schedule: ScheduleItem[] = [
  { startAt: fixture.startAt!, endAt: fixture.endAt!, overlapsWith: [second.id], presentation: { ...summary(true), session } },
  {
    startAt: fixture.startAt!,
    endAt: fixture.endAt!,
    overlapsWith: [fixture.id],
    presentation: { ...summary(true), id: second.id, code: second.code, name: second.name, nameEn: second.nameEn ?? null, session },
  },
];
export const MyScheduleWithOverlap: Story = {
  render: () => (
    <MockApi responses={{ 'graphql:MySchedule': schedule }}>
      <MySchedule />
    </MockApi>
  ),
};
export const MyScheduleEmpty: Story = {
  render: () => (
    <MockApi responses={{ 'graphql:MySchedule': [] }}>
      <MySchedule />
    </MockApi>
  ),
};

/** The search form before a search, with its lists: lean text fields and the browser's own selects. */
const searchOptions = {
  oralPresentationSeries: demoProgram.series
    .filter((item) => item.kind === 'oral')
    .map((item) => ({ id: item.id, name: item.name, nameEn: item.nameEn ?? null })),
  posterPresentationSeries: demoProgram.series
    .filter((item) => item.kind === 'poster')
    .map((item) => ({ id: item.id, name: item.name, nameEn: item.nameEn ?? null })),
  programRooms: [
    { id: 1, name: 'A会場', nameEn: 'Room A' },
    { id: 2, name: 'B会場', nameEn: 'Room B' },
  ],
  keywordCategories: [
    {
      id: 1,
      name: '手法',
      nameEn: 'Method',
      keywords: [{ id: 1, name: '深層学習', nameEn: 'Deep learning', oralPresentationsCount: 12, posterPresentationsCount: 3 }],
    },
  ],
};
export const SearchFormBeforeASearch: Story = {
  render: () => (
    <MockApi responses={{ 'graphql:SearchOptions': searchOptions }}>
      <Search />
    </MockApi>
  ),
};
/** Without its lists the form says so, with a retry (issue 68, item 29). */
export const SearchFormListsFailed: Story = {
  render: () => (
    <MockApi responses={{ 'graphql:SearchOptions': new Error('offline') }}>
      <Search />
    </MockApi>
  ),
};
