import { use, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { matchPath, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { preload } from 'swr';
import { customQuestionsKey } from '../api/get-custom-questions';
import { keywordsKey } from '../api/get-keywords';
import { loginEmailKey } from '../api/get-login-email';
import { getJson } from '../api/http';
import { conferenceOnce } from '../api/get-conference';
import { MOBILE_QUERY, posterFilters, preloadDashboard, preloadPresentations, preloadRooms, preloadTimetable, roomsPerView, timetableDay } from '../api/program';
import { clientRoutes } from '../../engine/routes';
import { NotFound } from '../pages/NotFound';
import { AppLayout } from './AppLayout';

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
const page = <Module extends Record<Name, ComponentType<any>>, Name extends string>(load: () => Promise<Module>, name: Name): Page<ComponentProps<Module[Name]>> => {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  function LazyPage(props: ComponentProps<Module[Name]>) {
    const [waiting] = useState(() => firstPage && !loaded);
    // Once the code is in, `loaded` holds it; the state only renders the page again, or carries the failure.
    const [outcome, setOutcome] = useState<{ failure: unknown } | 'in'>();
    useEffect(() => {
      if (waiting) preload().then(() => setOutcome('in'), (failure: unknown) => setOutcome({ failure }));
    }, [waiting]);
    if (typeof outcome === 'object') throw outcome.failure;
    const module = loaded ?? (waiting ? undefined : use(preload()));
    if (!module) return null;
    firstPage = false;
    const Component = module[name];
    return <Component {...props} />;
  }
  return Object.assign(LazyPage, { preload });
};

const HomePage = page(() => import('../pages/home/HomePage'), 'HomePage');
const SignupPage = page(() => import('../pages/signup/SignupPage'), 'SignupPage');
const PreRegisterPage = page(() => import('../pages/account/PreRegisterPage'), 'PreRegisterPage');
const ForgotPasswordPage = page(() => import('../pages/account/ForgotPasswordPage'), 'ForgotPasswordPage');
const PasswordResetEditPage = page(() => import('../pages/account/PasswordResetPages'), 'PasswordResetEditPage');
const PasswordResetExpiredPage = page(() => import('../pages/account/PasswordResetPages'), 'PasswordResetExpiredPage');
const QualificationPage = page(() => import('../pages/qualification/QualificationPage'), 'QualificationPage');
const UnapprovedUsersPage = page(() => import('../pages/mng/UnapprovedUsersPage'), 'UnapprovedUsersPage');
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
const SubmissionsPage = page(() => import('../pages/submission/SubmissionsPage'), 'SubmissionsPage');
const SubmissionFormPage = page(() => import('../pages/submission/SubmissionFormPage'), 'SubmissionFormPage');
const ApplicationsPage = page(() => import('../pages/mng/ApplicationsPage'), 'ApplicationsPage');
const EvaluatorMenuPage = page(() => import('../pages/judging/EvaluatorMenuPage'), 'EvaluatorMenuPage');
const EvaluationPage = page(() => import('../pages/judging/EvaluationPage'), 'EvaluationPage');
const MyEvaluationsPage = page(() => import('../pages/judging/ResultsPages'), 'MyEvaluationsPage');
const AwardsPage = page(() => import('../pages/judging/ResultsPages'), 'AwardsPage');
const ReviewRequestsPage = page(() => import('../pages/judging/ReviewPages'), 'ReviewRequestsPage');
const ReviewPage = page(() => import('../pages/judging/ReviewPages'), 'ReviewPage');
const EvaluationResultsPage = page(() => import('../pages/mng/JudgingPages'), 'EvaluationResultsPage');
const JudgesPage = page(() => import('../pages/mng/JudgingPages'), 'JudgesPage');
const ApplicationReviewsPage = page(() => import('../pages/mng/JudgingPages'), 'ApplicationReviewsPage');
const UsersPage = page(() => import('../pages/mng/UsersPage'), 'UsersPage');
const AnnouncementsPage = page(() => import('../pages/mng/AnnouncementsPage'), 'AnnouncementsPage');
const MngInquiriesPage = page(() => import('../pages/mng/InquiriesPage'), 'InquiriesPage');
const AuditLogPage = page(() => import('../pages/mng/AuditLogPage'), 'AuditLogPage');
const SettingsPage = page(() => import('../pages/mng/SettingsPage'), 'SettingsPage');
const MyInquiriesPage = page(() => import('../pages/inquiries/MyInquiriesPage'), 'MyInquiriesPage');

/** The sign-up page's data is asked for while its code downloads, not after. */
function preloadSignup(token: string) {
  void SignupPage.preload();
  for (const key of [loginEmailKey(token), customQuestionsKey, keywordsKey]) void preload(key, getJson);
}

/**
 * The program's pages: their data is asked for while their code downloads, in parallel with the
 * sign-in check and the dashboard settings the page's gate needs.
 */
function preloadTimetablePage(params: URLSearchParams) {
  void TimetablePage.preload();
  preloadDashboard();
  preloadRooms();
  // The day comes with the conference (inline in the page): the day's sessions are asked for as
  // soon as it is known, not after a render that holds it.
  if (!params.get('room')) {
    conferenceOnce().then((conference) => {
      const day = timetableDay(conference.days, params);
      if (day) preloadTimetable('oral', day, { first: roomsPerView(window.matchMedia(MOBILE_QUERY).matches) });
    }, () => undefined);
  }
}

function preloadPosterList(params: URLSearchParams) {
  void PosterListPage.preload();
  preloadDashboard();
  preloadPresentations('poster', posterFilters(params));
}

const routePreloads: ReadonlyArray<readonly [pattern: string, start: (params: Record<string, string | undefined>, search: URLSearchParams) => void]> = [
  [clientRoutes.signup, ({ token = '' }) => preloadSignup(token)],
  [clientRoutes.timetable, (_params, search) => preloadTimetablePage(search)],
  [clientRoutes.posters, (_params, search) => preloadPosterList(search)],
];

/**
 * The first page's code and data, asked for before React's first render (main.tsx): at 4x CPU
 * that render is a 200–250 ms task that would otherwise stand before every call the page makes.
 * The routes below ask again on a later navigation; a preload already under way is shared.
 */
export function preloadRoute(pathname: string, search: string) {
  for (const [pattern, start] of routePreloads) {
    const match = matchPath(pattern, pathname);
    if (match) start(match.params, new URLSearchParams(search));
  }
}

function SignupRoute() {
  const { token = '' } = useParams();
  useState(() => preloadSignup(token));
  return <SignupPage />;
}

function TimetableRoute() {
  const [params] = useSearchParams();
  useState(() => preloadTimetablePage(params));
  return <TimetablePage />;
}

function PostersRoute() {
  const [params] = useSearchParams();
  useState(() => preloadPosterList(params));
  return <PosterListPage />;
}

function GatedRoute({ children }: { children: ReactNode }) {
  useState(() => preloadDashboard());
  return children;
}

/** The pages under the shared layout; a page shows once its chunk is in (nothing before it). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path={clientRoutes.home} element={<HomePage />} />
        <Route path={clientRoutes.signup} element={<SignupRoute />} />
        <Route path={clientRoutes.preRegister} element={<PreRegisterPage />} />
        <Route path={clientRoutes.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={clientRoutes.passwordResetEdit} element={<PasswordResetEditPage />} />
        <Route path={clientRoutes.passwordResetExpired} element={<PasswordResetExpiredPage />} />
        <Route path={clientRoutes.qualification} element={<QualificationPage />} />
        <Route path={clientRoutes.mngUsers} element={<UnapprovedUsersPage />} />
        <Route path={clientRoutes.termsJa} element={<TermsJaPage />} />
        <Route path={clientRoutes.termsEn} element={<TermsEnPage />} />
        <Route path={clientRoutes.privacyJa} element={<PrivacyJaPage />} />
        <Route path={clientRoutes.privacyEn} element={<PrivacyEnPage />} />
        <Route path={clientRoutes.globalPrivacyJa} element={<GlobalPrivacyJaPage />} />
        <Route path={clientRoutes.globalPrivacyEn} element={<GlobalPrivacyEnPage />} />
        <Route path={clientRoutes.kinkosPrivacy} element={<KinkosPrivacyPage />} />
        <Route path={clientRoutes.organizerInvitation} element={<InvitationPage role="organizer" />} />
        <Route path={clientRoutes.presenterInvitation} element={<InvitationPage role="presenter" />} />
        <Route path={clientRoutes.committerSignup} element={<CommitterSignupPage />} />
        <Route path={clientRoutes.relatedCompanies} element={<CompaniesPage kind="related" />} />
        <Route path={clientRoutes.supportingCompanies} element={<CompaniesPage kind="supporting" />} />
        <Route path={clientRoutes.timetable} element={<TimetableRoute />} />
        <Route path={clientRoutes.posters} element={<PostersRoute />} />
        <Route path={clientRoutes.presentation} element={<GatedRoute><PresentationPage /></GatedRoute>} />
        <Route path={clientRoutes.search} element={<GatedRoute><SearchPage /></GatedRoute>} />
        <Route path={clientRoutes.mySchedule} element={<GatedRoute><MySchedulePage /></GatedRoute>} />
        <Route path={clientRoutes.submissions} element={<SubmissionsPage />} />
        <Route path={clientRoutes.submissionNew} element={<SubmissionFormPage />} />
        <Route path={clientRoutes.submission} element={<SubmissionFormPage />} />
        <Route path={clientRoutes.mngApplications} element={<ApplicationsPage />} />
        <Route path={clientRoutes.evaluations} element={<EvaluatorMenuPage />} />
        <Route path={clientRoutes.evaluation} element={<EvaluationPage />} />
        <Route path={clientRoutes.myEvaluations} element={<MyEvaluationsPage />} />
        <Route path={clientRoutes.awards} element={<AwardsPage />} />
        <Route path={clientRoutes.reviews} element={<ReviewRequestsPage />} />
        <Route path={clientRoutes.review} element={<ReviewPage />} />
        <Route path={clientRoutes.mngEvaluations} element={<EvaluationResultsPage />} />
        <Route path={clientRoutes.mngJudges} element={<JudgesPage />} />
        <Route path={clientRoutes.mngApplicationReviews} element={<ApplicationReviewsPage />} />
        <Route path={clientRoutes.mngUserList} element={<UsersPage />} />
        <Route path={clientRoutes.mngAnnouncements} element={<AnnouncementsPage />} />
        <Route path={clientRoutes.mngInquiries} element={<MngInquiriesPage />} />
        <Route path={clientRoutes.mngAuditLog} element={<AuditLogPage />} />
        <Route path={clientRoutes.mngSettingsHome} element={<SettingsPage />} />
        <Route path={clientRoutes.mngSettings} element={<SettingsPage />} />
        <Route path={clientRoutes.inquiries} element={<MyInquiriesPage />} />
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
