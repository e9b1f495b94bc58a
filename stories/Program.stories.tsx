import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import demoProgram from '../fixtures/program/demo.json';
import { searchTerms } from '../engine/program/search';
import { ApiRequestError } from '../src/api/http';
import type { Author, PresentationSummary, ScheduleItem } from '../src/api/program';
import { DashboardMenuView } from '../src/pages/home/LoggedInHome';
import { AuthorList } from '../src/pages/program/AuthorList';
import { MySchedule } from '../src/pages/program/MySchedulePage';
import { PresentationItem } from '../src/pages/program/PresentationItem';
import { PresentationView } from '../src/pages/program/PresentationPage';
import { ProgramError } from '../src/pages/program/ProgramGate';
import { MockApi } from './mockApi';

/** The program's pieces and pages with the demo program's data: lists, highlights, favourites, refusals. */
const meta = { title: 'Pages/Program' } satisfies Meta;
export default meta;
type Story = StoryObj;

const institutes = new Map(demoProgram.institutes.map((institute) => [institute.id, institute]));
const fixture = demoProgram.presentations[0]!;
const authors: Author[] = fixture.authors.map((author, position) => ({
  id: position + 1, position, lastName: author.lastName, firstName: author.firstName, lastNameEn: author.lastNameEn ?? null, firstNameEn: author.firstNameEn ?? null,
  isPresenter: author.isPresenter ?? false,
  institutes: author.instituteIds.map((id, i) => ({ id, name: institutes.get(id)!.name, nameEn: institutes.get(id)!.nameEn ?? null, position: i })),
}));
const summary = (isFavourite = false): PresentationSummary => ({
  id: fixture.id, kind: 'oral', code: fixture.code, name: fixture.name, nameEn: fixture.nameEn ?? null, abstract: fixture.abstract ?? null, abstractEn: fixture.abstractEn ?? null,
  language: fixture.language as PresentationSummary['language'], section: { startAt: fixture.startAt ?? null, endAt: fixture.endAt ?? null }, authors, isFavourite,
});
const session = { id: fixture.sessionId!, code: '1A1', name: demoProgram.sessions[0]!.name, nameEn: demoProgram.sessions[0]!.nameEn, startAt: demoProgram.sessions[0]!.startAt, endAt: demoProgram.sessions[0]!.endAt, programRoom: { id: 1, name: 'A会場', nameEn: 'Room A' } };
const unapproved = new ApiRequestError(200, 'プログラム（タイムテーブル・発表一覧）はアカウントの承認後にご覧いただけます', 'The program (timetable and presentations) is shown once your account has been approved');

export const ListItem: Story = { render: () => <PresentationItem presentation={summary()} session={session} /> };
export const ListItemFavourite: Story = { render: () => <PresentationItem presentation={summary(true)} session={session} /> };
export const ListItemWithSearchHighlights: Story = {
  render: () => <PresentationItem presentation={summary()} session={session} terms={searchTerms(`${fixture.name.slice(0, 3)} ${authors[0]!.lastName}`)} showAbstract />,
};
export const TimetableCell: Story = { render: () => <PresentationItem presentation={summary()} showSession={false} headingLevel="h4" compact /> };
function NumberedAuthors() {
  const { i18n } = useTranslation();
  return <AuthorList authors={authors} i18n={i18n} full />;
}
export const AuthorsWithNumberedInstitutes: Story = { render: () => <NumberedAuthors /> };
export const DashboardMenuAllOn: Story = {
  render: () => <DashboardMenuView settings={{ timetableType: 'grid', isTimetable: true, isPosterPresentations: true, isSearchModal: true, isMySchedule: true, isMypage: true, isSubmissionMenu: true, isEvaluationMenu: true, isMyEval: true, isEvaluatorLink: true }} />,
};
export const DashboardMenuTimetableOff: Story = {
  render: () => <DashboardMenuView settings={{ timetableType: 'grid', isTimetable: false, isPosterPresentations: true, isSearchModal: true, isMySchedule: true, isMypage: true, isSubmissionMenu: true, isEvaluationMenu: true, isMyEval: true, isEvaluatorLink: true }} />,
};
export const RefusedUntilApproved: Story = { render: () => <ProgramError error={unapproved} /> };
export const FetchFailed: Story = { render: () => <ProgramError error={new Error('offline')} onRetry={() => undefined} /> };

const presentationKey = JSON.stringify(['graphql:GetPresentation', fixture.id]);
const full = {
  ...summary(), hasAbstract: true, hasAbstractEn: true, abstractPdf: '/abstracts/1A1-01.pdf', location: 'onsite', isLocked: false,
  keywords: [{ id: 101, categoryId: 1, name: '有限要素法', nameEn: 'Finite element method' }], series: { id: 1, name: '一般講演', nameEn: 'General talks' },
  session: { ...session, organizersHtml: '座長: 高橋 真由美', organizersHtmlEn: 'Chair: Mayumi Takahashi' },
};
export const PresentationPageLoaded: Story = { render: () => <MockApi responses={{ [presentationKey]: full }}><PresentationView id={fixture.id} /></MockApi> };
export const PresentationPageNotFound: Story = { render: () => <MockApi responses={{ [presentationKey]: null }}><PresentationView id={fixture.id} /></MockApi> };
export const PresentationPageLoading: Story = { render: () => <MockApi responses={{}}><PresentationView id={fixture.id} /></MockApi> };

const second = demoProgram.presentations[6]!;
const schedule: ScheduleItem[] = [
  { startAt: fixture.startAt!, endAt: fixture.endAt!, overlapsWith: [second.id], presentation: { ...summary(true), session } },
  { startAt: fixture.startAt!, endAt: fixture.endAt!, overlapsWith: [fixture.id], presentation: { ...summary(true), id: second.id, code: second.code, name: second.name, nameEn: second.nameEn ?? null, session } },
];
export const MyScheduleWithOverlap: Story = { render: () => <MockApi responses={{ 'graphql:MySchedule': schedule }}><MySchedule /></MockApi> };
export const MyScheduleEmpty: Story = { render: () => <MockApi responses={{ 'graphql:MySchedule': [] }}><MySchedule /></MockApi> };
