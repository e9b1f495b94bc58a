import { use, useEffect, useMemo, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { preload } from 'swr';
import { getJson } from '../api/http';
import { commissionKey, getCommission, getPreference, preferenceKey } from '../api/commissions';
import type { ViewerRole } from '../../schemas/commissions';
import { notingsKey } from '../api/notings';
import { conferenceOnce } from '../api/get-conference';
import {
  MOBILE_QUERY,
  posterFilters,
  preloadDashboard,
  preloadPresentations,
  preloadProgramEvents,
  preloadRooms,
  preloadTimetable,
  roomsPerView,
  timetableDay,
} from '../api/program';
import { clientRoutes, routeFirstCalls, routeNameOf, routeParams, type RouteName } from '../../engine/routes';
import { NotFound } from '../pages/NotFound';
import { AppLayout } from './AppLayout';
import { lazyModule, useLazyModule, type LazyModule } from '../kit/lazyModule';
import { purifyCode } from '../kit/purifyCode';
import { signupFlowCode } from '../pages/signup/signupFlowCode';
import { answerCardCode } from '../pages/commission/answerCardCode';
import { committerFlowCode } from '../pages/committer/committerFlowCode';
import { loggedInHomeCode } from '../pages/home/loggedInHomeCode';
import { optionalMeKey } from '../api/session';
import type { ConsoleRoute } from '../pages/mng/consolePages';

/**
 * Every page is its own chunk: a route's first load is the shell plus that page. Declarative
 * routes rather than react-router's data router, which weighs 16 KB more (gzip) in every first
 * load and whose loaders this app needs for one thing only (below).
 *
 * A page is React.lazy's idea with a `preload`: a page whose code is already in renders at once.
 * React.lazy suspends on its first render even then, and React shows what a suspended boundary
 * held back at most every 300 ms, so the first page of a visit waited up to 300 ms for nothing.
 */
type Page<P> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * Whether no page has been shown yet. The first page of a visit waits for its code outside
 * Suspense: a boundary that showed its fallback reveals its content at the earliest 300 ms
 * later (React's throttle), and on the timetable at 4x CPU the code and the data were in well
 * before that. Later pages suspend, so a navigation keeps the page before it until the next is in.
 */
let firstPage = true;

// ComponentType<any>: each page keeps its own props type.
const page = <Module extends Record<Name, ComponentType<any>>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
): Page<ComponentProps<Module[Name]>> => {
  const code = lazyModule(load);
  const preload = code.load;
  function LazyPage(props: ComponentProps<Module[Name]>) {
    const [waiting] = useState(() => firstPage && !code.current);
    // The first page waits outside Suspense (useLazyModule renders it again once its code is in);
    // a later one suspends.
    const module = useLazyModule(code) ?? (waiting ? undefined : use(preload()));
    if (!module) return null;
    firstPage = false;
    const Component = module[name];
    return <Component {...props} />;
  }
  return Object.assign(LazyPage, { preload });
};

/** A console page, through the one module that loads them all (src/pages/mng/consolePages.ts). */
const consolePage = <Name extends string>(route: ConsoleRoute, name: Name) =>
  page(() => import('../pages/mng/consolePages').then((module) => module.consolePages[route]() as Promise<Record<Name, ComponentType<any>>>), name);

const HomePage = page(() => import('../pages/home/HomePage'), 'HomePage');
const SignupPage = page(() => import('../pages/signup/SignupPage'), 'SignupPage');
const PreRegisterPage = page(() => import('../pages/account/PreRegisterPage'), 'PreRegisterPage');
const ForgotPasswordPage = page(() => import('../pages/account/ForgotPasswordPage'), 'ForgotPasswordPage');
const PasswordResetEditPage = page(() => import('../pages/account/PasswordResetPages'), 'PasswordResetEditPage');
const PasswordResetExpiredPage = page(() => import('../pages/account/PasswordResetPages'), 'PasswordResetExpiredPage');
const QualificationPage = page(() => import('../pages/qualification/QualificationPage'), 'QualificationPage');
const UnapprovedUsersPage = consolePage('mngUsers', 'UnapprovedUsersPage');
const CommitterSignupPage = page(() => import('../pages/committer/CommitterSignupPage'), 'CommitterSignupPage');
// The legal pages share one chunk.
const legal = (name: keyof typeof import('../pages/legal/LegalPages')) => page(() => import('../pages/legal/LegalPages'), name);
const TermsJaPage = legal('TermsJaPage');
const TermsEnPage = legal('TermsEnPage');
const PrivacyJaPage = legal('PrivacyJaPage');
const PrivacyEnPage = legal('PrivacyEnPage');
const GlobalPrivacyJaPage = legal('GlobalPrivacyJaPage');
const GlobalPrivacyEnPage = legal('GlobalPrivacyEnPage');
const KinkosPrivacyPage = legal('KinkosPrivacyPage');
const InvitationPage = page(() => import('../pages/commission/InvitationPage'), 'InvitationPage');
const CompaniesPage = page(() => import('../pages/companies/CompaniesPage'), 'CompaniesPage');
const TimetablePage = page(() => import('../pages/program/TimetablePage'), 'TimetablePage');
const PosterListPage = page(() => import('../pages/program/PosterListPage'), 'PosterListPage');
const PresentationPage = page(() => import('../pages/program/PresentationPage'), 'PresentationPage');
const SearchPage = page(() => import('../pages/program/SearchPage'), 'SearchPage');
const MySchedulePage = page(() => import('../pages/program/MySchedulePage'), 'MySchedulePage');
const ParticipantsPage = page(() => import('../pages/program/ParticipantsPage'), 'ParticipantsPage');
const MyPage = page(() => import('../pages/mypage/MyPage'), 'MyPage');
const ManualPage = page(() => import('../pages/community/ManualPage'), 'ManualPage');
const AvCheckPage = page(() => import('../pages/venue/AvCheckPage'), 'AvCheckPage');
const SeminarsPage = page(() => import('../pages/venue/SeminarsPage'), 'SeminarsPage');
const SeminarsAdminPage = consolePage('mngSeminars', 'SeminarsAdminPage');
const ProgramEditingPage = consolePage('mngProgram', 'ProgramEditingPage');
const FeedbackReportsPage = consolePage('mngFeedbackReports', 'FeedbackReportsPage');
const DownloadsPage = consolePage('mngDownloads', 'DownloadsPage');
const AbstractBookPage = consolePage('mngAbstractBook', 'AbstractBookPage');
const InvitationsPage = consolePage('mngInvitations', 'InvitationsPage');
const MembersPage = consolePage('mngMembers', 'MembersPage');
const ImportsPage = consolePage('mngImports', 'ImportsPage');
const MailTemplatesPage = consolePage('mngMailTemplates', 'MailTemplatesPage');
const SponsorsPage = page(() => import('../pages/venue/SponsorsPage'), 'SponsorsPage');
const SponsorConsolePage = page(() => import('../pages/venue/SponsorConsolePage'), 'SponsorConsolePage');
const PointRallyPage = page(() => import('../pages/venue/PointRallyPage'), 'PointRallyPage');
const PointRallyAdminPage = consolePage('mngPointRally', 'PointRallyAdminPage');
const EntrancePage = consolePage('mngEntrance', 'EntrancePage');
const BoardPage = page(() => import('../pages/community/BoardPages'), 'BoardPage');
const ThreadPage = page(() => import('../pages/community/BoardPages'), 'ThreadPage');
const SubmissionsPage = page(() => import('../pages/submission/SubmissionsPage'), 'SubmissionsPage');
const SubmissionFormPage = page(() => import('../pages/submission/SubmissionFormPage'), 'SubmissionFormPage');
const ApplicationsPage = consolePage('mngApplications', 'ApplicationsPage');
const EvaluatorMenuPage = page(() => import('../pages/judging/EvaluatorMenuPage'), 'EvaluatorMenuPage');
const EvaluationPage = page(() => import('../pages/judging/EvaluationPage'), 'EvaluationPage');
const MyEvaluationsPage = page(() => import('../pages/judging/ResultsPages'), 'MyEvaluationsPage');
const AwardsPage = page(() => import('../pages/judging/ResultsPages'), 'AwardsPage');
const ReviewRequestsPage = page(() => import('../pages/judging/ReviewPages'), 'ReviewRequestsPage');
const ReviewPage = page(() => import('../pages/judging/ReviewPages'), 'ReviewPage');
const EvaluationResultsPage = consolePage('mngEvaluations', 'EvaluationResultsPage');
const JudgesPage = consolePage('mngJudges', 'JudgesPage');
const ApplicationReviewsPage = consolePage('mngApplicationReviews', 'ApplicationReviewsPage');
const UsersPage = consolePage('mngUserList', 'UsersPage');
const AnnouncementsPage = consolePage('mngAnnouncements', 'AnnouncementsPage');
const MngInquiriesPage = consolePage('mngInquiries', 'InquiriesPage');
const AuditLogPage = consolePage('mngAuditLog', 'AuditLogPage');
const PaymentsPage = consolePage('mngPayments', 'PaymentsPage');
const SettingsPage = consolePage('mngSettingsHome', 'SettingsPage');
const MyInquiriesPage = page(() => import('../pages/inquiries/MyInquiriesPage'), 'MyInquiriesPage');

/** A page's call, started early; the page's hook gets its answer or its failure. */
const ask = (key: string, fetcher: (key: string) => Promise<unknown> = getJson) => void preload(key, fetcher).catch(() => undefined);

/** A signed-in visitor's home page code is asked for as soon as the session says so, alongside the page's. */
function preloadSignedInHome() {
  preload(optionalMeKey, getJson<{ user: unknown }>)
    .then((me) => (me.user ? loggedInHomeCode.load() : undefined))
    .catch(() => undefined);
}

/** The sign-up page's data is asked for while its code downloads, not after. */
function preloadSignup(token: string) {
  for (const key of routeFirstCalls.signup({ token })) ask(key);
}

/** The answer pages' data: the commission, the answer's preference and the page's notings. */
function preloadInvitation(role: ViewerRole, code: string) {
  ask(commissionKey(role, code), getCommission);
  ask(preferenceKey, getPreference);
  ask(notingsKey);
}

/**
 * The program's pages: their data is asked for while their code downloads, in parallel with the
 * sign-in check and the dashboard settings the page's gate needs.
 */
function preloadTimetablePage(params: URLSearchParams) {
  preloadDashboard();
  preloadRooms();
  // The day comes with the conference (inline in the page): the day's sessions and events are
  // asked for as soon as it is known, not after a render that holds it.
  conferenceOnce()
    .then((conference) => {
      const day = timetableDay(conference.days, params);
      if (!day) return;
      preloadProgramEvents(day);
      if (!params.get('room')) preloadTimetable('oral', day, { first: roomsPerView(window.matchMedia(MOBILE_QUERY).matches) });
    })
    // The page asks again and shows what went wrong.
    .catch(() => undefined);
}

function preloadPosterList(params: URLSearchParams) {
  preloadDashboard();
  preloadPresentations('poster', posterFilters(params));
}

/**
 * The page at a path, found with the server's table of paths (engine/routes.ts), the one that
 * decides which paths get a page at all. React-router's matcher ranks every route on each call:
 * 20 ms at 4x CPU in the task that starts the page, and 30 ms in the first render's.
 */
function pageRouteOf(pathname: string): { route: PageRoute; name: RouteName } | undefined {
  const name = routeNameOf(pathname);
  const route = name && pageRoutes.find((candidate) => candidate.path === clientRoutes[name]);
  return route ? { route, name } : undefined;
}

/**
 * The first page's code and data, asked for before React's first render (main.tsx): at 4x CPU
 * that render is a 200–250 ms task that would otherwise stand before every call the page makes.
 * A later navigation asks when the route renders (StartedPage); a preload under way is shared.
 */
export function preloadRoute(pathname: string, search: string): Promise<unknown> | undefined {
  const found = pageRouteOf(pathname);
  if (!found) return undefined;
  found.route.start?.(routeParams(found.name, pathname), new URLSearchParams(search));
  return found.route.page.preload();
}

/**
 * A page's parts, once the page's frame has painted: behind the page's own code and data in the
 * browser's queue (HTTP/1.1 serves six requests at a time), in the order listed.
 */
function useParts(route: PageRoute) {
  useEffect(() => {
    if (!route.parts) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => route.parts!.forEach((part) => part.load().catch(() => undefined)))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [route]);
}

/** A route's page, its data asked for as the route first renders, alongside the page's code. */
function StartedPage({ route }: { route: PageRoute }) {
  const params = useParams();
  const [search] = useSearchParams();
  useState(() => route.start?.(params, search));
  useParts(route);
  const { page: Page, element } = route;
  return element ?? <Page />;
}

interface PageRoute {
  path: string;
  page: Page<any>;
  /** What the route renders, when the page takes props. */
  element?: ReactNode;
  /** The page's data, asked for with its code (before the first render on the first page of a visit). */
  start?: (params: Record<string, string | undefined>, search: URLSearchParams) => void;
  /**
   * Code the page loads apart from its own chunk, asked for once the first frame has painted (the
   * page itself asks when it renders, if sooner): what its largest paint needs (DOMPurify for a
   * notice), then what shows later (a form's runtime).
   */
  parts?: readonly LazyModule<unknown>[];
}

/** The pages that open on a notice: DOMPurify, which it waits for. */
const noticeParts = [purifyCode];

/** Every page and its path, once: the router renders these, and the first page's preload reads them. */
const pageRoutes: PageRoute[] = [
  { path: clientRoutes.home, page: HomePage, start: preloadSignedInHome },
  { path: clientRoutes.signup, page: SignupPage, start: ({ token = '' }) => preloadSignup(token), parts: [...noticeParts, signupFlowCode] },
  { path: clientRoutes.preRegister, page: PreRegisterPage },
  { path: clientRoutes.forgotPassword, page: ForgotPasswordPage },
  { path: clientRoutes.passwordResetEdit, page: PasswordResetEditPage },
  { path: clientRoutes.passwordResetExpired, page: PasswordResetExpiredPage },
  { path: clientRoutes.qualification, page: QualificationPage },
  { path: clientRoutes.mngUsers, page: UnapprovedUsersPage },
  { path: clientRoutes.termsJa, page: TermsJaPage },
  { path: clientRoutes.termsEn, page: TermsEnPage },
  { path: clientRoutes.privacyJa, page: PrivacyJaPage },
  { path: clientRoutes.privacyEn, page: PrivacyEnPage },
  { path: clientRoutes.globalPrivacyJa, page: GlobalPrivacyJaPage },
  { path: clientRoutes.globalPrivacyEn, page: GlobalPrivacyEnPage },
  { path: clientRoutes.kinkosPrivacy, page: KinkosPrivacyPage },
  {
    path: clientRoutes.organizerInvitation,
    page: InvitationPage,
    element: <InvitationPage role="organizer" />,
    start: ({ code = '' }) => preloadInvitation('organizer', code),
    parts: [...noticeParts, answerCardCode],
  },
  {
    path: clientRoutes.presenterInvitation,
    page: InvitationPage,
    element: <InvitationPage role="presenter" />,
    start: ({ code = '' }) => preloadInvitation('presenter', code),
    parts: [...noticeParts, answerCardCode],
  },
  {
    path: clientRoutes.committerSignup,
    page: CommitterSignupPage,
    start: ({ token = '' }) => routeFirstCalls.committerSignup({ token }).forEach((key) => ask(key)),
    parts: [...noticeParts, committerFlowCode],
  },
  { path: clientRoutes.relatedCompanies, page: CompaniesPage, element: <CompaniesPage kind="related" /> },
  { path: clientRoutes.supportingCompanies, page: CompaniesPage, element: <CompaniesPage kind="supporting" /> },
  { path: clientRoutes.timetable, page: TimetablePage, start: (_params, search) => preloadTimetablePage(search) },
  { path: clientRoutes.posters, page: PosterListPage, start: (_params, search) => preloadPosterList(search) },
  // The program's gate needs the dashboard settings.
  { path: clientRoutes.presentation, page: PresentationPage, start: preloadDashboard },
  { path: clientRoutes.search, page: SearchPage, start: preloadDashboard },
  { path: clientRoutes.mySchedule, page: MySchedulePage, start: preloadDashboard },
  { path: clientRoutes.participants, page: ParticipantsPage, start: preloadDashboard },
  { path: clientRoutes.myPage, page: MyPage, start: preloadDashboard },
  { path: clientRoutes.manual, page: ManualPage, start: preloadDashboard },
  { path: clientRoutes.avCheck, page: AvCheckPage },
  { path: clientRoutes.lunchSeminars, page: SeminarsPage, start: preloadDashboard },
  { path: clientRoutes.sponsors, page: SponsorsPage, start: preloadDashboard },
  { path: clientRoutes.sponsorExhibition, page: SponsorsPage, start: preloadDashboard },
  { path: clientRoutes.sponsorConsole, page: SponsorConsolePage, start: preloadDashboard },
  { path: clientRoutes.pointRally, page: PointRallyPage, start: preloadDashboard },
  { path: clientRoutes.messageBoard, page: BoardPage, start: preloadDashboard },
  { path: clientRoutes.messageBoardThread, page: ThreadPage, start: preloadDashboard },
  { path: clientRoutes.submissions, page: SubmissionsPage },
  { path: clientRoutes.submissionNew, page: SubmissionFormPage },
  { path: clientRoutes.submission, page: SubmissionFormPage },
  { path: clientRoutes.mngApplications, page: ApplicationsPage },
  { path: clientRoutes.evaluations, page: EvaluatorMenuPage },
  { path: clientRoutes.evaluation, page: EvaluationPage },
  { path: clientRoutes.myEvaluations, page: MyEvaluationsPage },
  { path: clientRoutes.awards, page: AwardsPage },
  { path: clientRoutes.reviews, page: ReviewRequestsPage },
  { path: clientRoutes.review, page: ReviewPage },
  { path: clientRoutes.mngEvaluations, page: EvaluationResultsPage },
  { path: clientRoutes.mngJudges, page: JudgesPage },
  { path: clientRoutes.mngApplicationReviews, page: ApplicationReviewsPage },
  { path: clientRoutes.mngUserList, page: UsersPage },
  { path: clientRoutes.mngAnnouncements, page: AnnouncementsPage },
  { path: clientRoutes.mngInquiries, page: MngInquiriesPage },
  { path: clientRoutes.mngAuditLog, page: AuditLogPage },
  { path: clientRoutes.mngPayments, page: PaymentsPage },
  { path: clientRoutes.mngSeminars, page: SeminarsAdminPage },
  { path: clientRoutes.mngProgram, page: ProgramEditingPage },
  { path: clientRoutes.mngFeedbackReports, page: FeedbackReportsPage },
  { path: clientRoutes.mngDownloads, page: DownloadsPage },
  { path: clientRoutes.mngAbstractBook, page: AbstractBookPage },
  { path: clientRoutes.mngInvitations, page: InvitationsPage },
  { path: clientRoutes.mngMembers, page: MembersPage },
  { path: clientRoutes.mngImports, page: ImportsPage },
  { path: clientRoutes.mngMailTemplates, page: MailTemplatesPage },
  { path: clientRoutes.mngPointRally, page: PointRallyAdminPage },
  { path: clientRoutes.mngEntrance, page: EntrancePage },
  { path: clientRoutes.mngSettingsHome, page: SettingsPage },
  { path: clientRoutes.mngSettings, page: SettingsPage },
  { path: clientRoutes.inquiries, page: MyInquiriesPage },
];

/**
 * The shared layout and the one page the path names (pageRouteOf), or the not-found page; a page
 * shows once its chunk is in (nothing before it). React-router still reads the page's parameters
 * and runs its navigation, with one route to rank instead of all.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const route = useMemo(() => pageRouteOf(pathname)?.route, [pathname]);
  return (
    <Routes>
      <Route element={<AppLayout />}>{route && <Route path={route.path} element={<StartedPage key={route.path} route={route} />} />}</Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
