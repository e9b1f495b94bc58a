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
} as const;

const patterns = Object.values(clientRoutes).map(
  (route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
);

export function isClientRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
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
