/**
 * The browser's routes, shared by the router and the server (which serves the page for these and
 * a plain-text 404 for anything else). `:name` is one path segment.
 */
export const clientRoutes = {
  home: '/',
  signup: '/signup/:token',
  preRegister: '/pre_register/new',
  forgotPassword: '/forgot_password',
  passwordResetEdit: '/password_resets/:token/edit',
  passwordResetExpired: '/password_resets/:token',
  qualification: '/qualification',
  mngUsers: '/mng/users',
  termsJa: '/term',
  termsEn: '/term_en',
  privacyJa: '/privacy_policy',
  privacyEn: '/privacy_policy/en',
  globalPrivacyJa: '/privacy_policy/global',
  globalPrivacyEn: '/privacy_policy/global/en',
  kinkosPrivacy: '/privacy_policy/kinkos',
  relatedCompanies: '/related_companies',
  supportingCompanies: '/supporting_companies',
  organizerInvitation: '/organizer_commissions/:code/invitation',
  presenterInvitation: '/presenter_commissions/:code/invitation',
  committerSignup: '/committer_signup/:token',
  timetable: '/timetable',
  posters: '/posters',
  presentation: '/presentations/:id',
  search: '/search',
  mySchedule: '/my_schedule',
  participants: '/participants',
  myPage: '/mypage',
  manual: '/manual',
  avCheck: '/audio_test',
  lunchSeminars: '/lunch_seminars',
  messageBoard: '/message_board',
  messageBoardThread: '/message_board/:id',
  submissions: '/submissions',
  submissionNew: '/submissions/new/:kind',
  submission: '/submissions/:id',
  mngApplications: '/mng/presentation_applications',
  evaluations: '/evaluations',
  evaluation: '/evaluations/:presentationId',
  myEvaluations: '/my_evaluations',
  awards: '/awards',
  reviews: '/reviews',
  review: '/reviews/:requestId',
  mngEvaluations: '/mng/evaluations',
  mngJudges: '/mng/judges',
  mngApplicationReviews: '/mng/presentation_applications/:id/reviews',
  mngUserList: '/mng/user_list',
  inquiries: '/inquiries',
  mngAnnouncements: '/mng/announcements',
  mngInquiries: '/mng/inquiries',
  mngAuditLog: '/mng/audit_log',
  mngSettingsHome: '/mng/settings',
  mngSettings: '/mng/settings/:kind',
  mngPayments: '/mng/payments',
  mngSeminars: '/mng/seminars',
  mngProgram: '/mng/program',
  mngFeedbackReports: '/mng/client_reports',
  mngDownloads: '/mng/downloads',
  mngAbstractBook: '/mng/abstract_book',
  mngInvitations: '/mng/invitations',
  mngMembers: '/mng/members',
  mngImports: '/mng/imports',
  mngMailTemplates: '/mng/mail_templates',
  sponsors: '/sponsors',
  sponsorExhibition: '/sponsors/:id',
  sponsorConsole: '/sponsor',
  pointRally: '/point_rally',
  mngPointRally: '/mng/point_rally',
  mngEntrance: '/mng/entrance',
} as const;

export type RouteName = keyof typeof clientRoutes;

/**
 * The module under src/pages that renders each route. The router imports it (src/shell/routes.tsx;
 * a test checks that the two agree), and the server names that module's code in the page's head,
 * so that a first visit fetches the page's chunks alongside the entry instead of after it has run.
 */
export const routePages = {
  home: 'home/HomePage',
  signup: 'signup/SignupPage',
  preRegister: 'account/PreRegisterPage',
  forgotPassword: 'account/ForgotPasswordPage',
  passwordResetEdit: 'account/PasswordResetPages',
  passwordResetExpired: 'account/PasswordResetPages',
  qualification: 'qualification/QualificationPage',
  mngUsers: 'mng/UnapprovedUsersPage',
  termsJa: 'legal/LegalPages',
  termsEn: 'legal/LegalPages',
  privacyJa: 'legal/LegalPages',
  privacyEn: 'legal/LegalPages',
  globalPrivacyJa: 'legal/LegalPages',
  globalPrivacyEn: 'legal/LegalPages',
  kinkosPrivacy: 'legal/LegalPages',
  relatedCompanies: 'companies/CompaniesPage',
  supportingCompanies: 'companies/CompaniesPage',
  organizerInvitation: 'commission/InvitationPage',
  presenterInvitation: 'commission/InvitationPage',
  committerSignup: 'committer/CommitterSignupPage',
  timetable: 'program/TimetablePage',
  posters: 'program/PosterListPage',
  presentation: 'program/PresentationPage',
  search: 'program/SearchPage',
  mySchedule: 'program/MySchedulePage',
  participants: 'program/ParticipantsPage',
  myPage: 'mypage/MyPage',
  manual: 'community/ManualPage',
  avCheck: 'venue/AvCheckPage',
  lunchSeminars: 'venue/SeminarsPage',
  mngSeminars: 'mng/SeminarsAdminPage',
  mngProgram: 'mng/program/ProgramEditingPage',
  mngFeedbackReports: 'mng/FeedbackReportsPage',
  mngDownloads: 'mng/DownloadsPage',
  mngAbstractBook: 'mng/AbstractBookPage',
  mngInvitations: 'mng/invitations/InvitationsPage',
  mngMembers: 'mng/MembersPage',
  mngImports: 'mng/ImportsPage',
  mngMailTemplates: 'mng/MailTemplatesPage',
  sponsors: 'venue/SponsorsPage',
  sponsorExhibition: 'venue/SponsorsPage',
  sponsorConsole: 'venue/SponsorConsolePage',
  pointRally: 'venue/PointRallyPage',
  mngPointRally: 'mng/PointRallyAdminPage',
  mngEntrance: 'mng/EntrancePage',
  messageBoard: 'community/BoardPages',
  messageBoardThread: 'community/BoardPages',
  submissions: 'submission/SubmissionsPage',
  submissionNew: 'submission/SubmissionFormPage',
  submission: 'submission/SubmissionFormPage',
  mngApplications: 'mng/ApplicationsPage',
  evaluations: 'judging/EvaluatorMenuPage',
  evaluation: 'judging/EvaluationPage',
  myEvaluations: 'judging/ResultsPages',
  awards: 'judging/ResultsPages',
  reviews: 'judging/ReviewPages',
  review: 'judging/ReviewPages',
  mngEvaluations: 'mng/judging/EvaluationResultsPage',
  mngJudges: 'mng/judging/JudgesPage',
  mngApplicationReviews: 'mng/judging/ApplicationReviewsPage',
  mngUserList: 'mng/UsersPage',
  inquiries: 'inquiries/MyInquiriesPage',
  mngAnnouncements: 'mng/AnnouncementsPage',
  mngInquiries: 'mng/InquiriesPage',
  mngAuditLog: 'mng/AuditLogPage',
  mngSettingsHome: 'mng/SettingsPage',
  mngSettings: 'mng/SettingsPage',
  mngPayments: 'mng/PaymentsPage',
} as const satisfies Record<RouteName, string>;

/**
 * Modules a page loads apart from itself as soon as it mounts, for its first screen (the page
 * around them shows at once): the sign-up forms and a commission's answer card. The server names
 * their code in the page's head too, after the page's own.
 */
export const routeFirstScreenParts = {
  signup: ['signup/SignupFlow'],
  committerSignup: ['committer/CommitterSignupFlow'],
  organizerInvitation: ['commission/AnswerCard'],
  presenterInvitation: ['commission/AnswerCard'],
} as const satisfies Partial<Record<RouteName, readonly string[]>>;

/**
 * The source files a route's first screen needs: its page (a console page comes through the module
 * that loads them all, src/pages/mng/consolePages.ts), then the parts the page loads at once.
 */
export const firstScreenSources = (route: RouteName): string[] => [
  ...(routePages[route].startsWith('mng/') ? ['src/pages/mng/consolePages.ts'] : []),
  pageSource(route),
  ...((routeFirstScreenParts as Partial<Record<RouteName, readonly string[]>>)[route] ?? []).map((part) => `src/pages/${part}.tsx`),
];

/** Who is signed in: every page asks (src/main.tsx). */
export const viewerCall = '/web_api/user_common_resources/optional_me';

const segment = encodeURIComponent;

/**
 * The GET calls a route's first screen makes besides the conference (carried in every page) and
 * who is signed in. The server answers them into the page (server/plugins/spa.ts), so that the
 * first screen waits for no round trip after the code has run; the client asks for the same
 * paths as the route starts (src/shell/routes.tsx; tests/component/firstCalls.test.tsx checks that
 * the two agree), and each answer in the page serves its path once (src/api/http.ts).
 */
export const routeFirstCalls = {
  signup: ({ token }) => [`/web_api/login_emails/${segment(token)}`, '/web_api/custom_user_questions/latest', '/web_api/keywords', '/web_api/notings'],
  organizerInvitation: ({ code }) => [`/web_api/organizer_commissions/${segment(code)}`, '/web_api/program_composition_preferences', '/web_api/notings'],
  presenterInvitation: ({ code }) => [`/web_api/presenter_commissions/${segment(code)}`, '/web_api/program_composition_preferences', '/web_api/notings'],
  committerSignup: ({ token }) => [`/web_api/commission_login_emails/${segment(token)}`, '/web_api/notings'],
} as const satisfies Partial<Record<RouteName, (params: Record<string, string>) => string[]>>;

/** The source file of a route's page, as the build names modules (`src/pages/home/HomePage.tsx`). */
export const pageSource = (route: RouteName) => `src/pages/${routePages[route]}.tsx`;

const patterns = (Object.entries(clientRoutes) as [RouteName, string][]).map(
  ([name, route]) => [name, new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`)] as const,
);

/** The route a path belongs to, if any. */
export function routeNameOf(pathname: string): RouteName | undefined {
  return patterns.find(([, pattern]) => pattern.test(pathname))?.[0];
}

/** The route's parameters in a path (`/signup/abc` → `{ token: 'abc' }`), decoded. */
export function routeParams(route: RouteName, pathname: string): Record<string, string> {
  const names = clientRoutes[route].split('/');
  const parts = pathname.split('/');
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    if (!name.startsWith(':')) return;
    try {
      params[name.slice(1)] = decodeURIComponent(parts[index] ?? '');
    } catch {
      params[name.slice(1)] = parts[index] ?? '';
    }
  });
  return params;
}

/** The calls the page at a path makes first: who is signed in, then its route's own. */
export function firstCallsOf(pathname: string): string[] {
  const route = routeNameOf(pathname);
  if (!route) return [];
  const own = (routeFirstCalls as Partial<Record<RouteName, (params: Record<string, string>) => string[]>>)[route];
  return [viewerCall, ...(own?.(routeParams(route, pathname)) ?? [])];
}

export function isClientRoute(pathname: string): boolean {
  return routeNameOf(pathname) !== undefined;
}

/** Route parameters that are secrets: sign-up and reset tokens, commission codes. */
const SECRET_PARAMETERS = new Set(['token', 'code']);

const redactions = Object.values(clientRoutes)
  .filter((route) => route.split('/').some((part) => SECRET_PARAMETERS.has(part.slice(1))))
  .map((route) => ({ parts: route.split('/'), pattern: new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`) }));

/**
 * The path as analytics may see it: a token or code replaced by its parameter's name
 * (`/signup/:token`), so page views never carry a secret to a third party.
 */
export function redactPath(pathname: string): string {
  const route = redactions.find(({ pattern }) => pattern.test(pathname));
  if (!route) return pathname;
  return pathname
    .split('/')
    .map((part, index) => (route.parts[index]?.startsWith(':') && SECRET_PARAMETERS.has(route.parts[index]!.slice(1)) ? route.parts[index]! : part))
    .join('/');
}
