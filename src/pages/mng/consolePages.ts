/**
 * The managers' console pages, loaded through this one module (issue 69): the shell names one
 * import for all of them instead of one per page (each carried its chunk's name and the list of
 * chunks it needs in every first load, sign-up's included). A console page's first visit gets this
 * module's code hinted beside the page's (engine/routes.ts `firstScreenSources`).
 */
export const consolePages = {
  mngUsers: () => import('./UnapprovedUsersPage'),
  mngApplications: () => import('./ApplicationsPage'),
  mngEvaluations: () => import('./judging/EvaluationResultsPage'),
  mngJudges: () => import('./judging/JudgesPage'),
  mngApplicationReviews: () => import('./judging/ApplicationReviewsPage'),
  mngUserList: () => import('./UsersPage'),
  mngAnnouncements: () => import('./AnnouncementsPage'),
  mngInquiries: () => import('./InquiriesPage'),
  mngAuditLog: () => import('./AuditLogPage'),
  mngSettingsHome: () => import('./SettingsPage'),
  mngSettings: () => import('./SettingsPage'),
  mngPayments: () => import('./PaymentsPage'),
  mngSeminars: () => import('./SeminarsAdminPage'),
  mngProgram: () => import('./program/ProgramEditingPage'),
  mngFeedbackReports: () => import('./FeedbackReportsPage'),
  mngDownloads: () => import('./DownloadsPage'),
  mngAbstractBook: () => import('./AbstractBookPage'),
  mngInvitations: () => import('./invitations/InvitationsPage'),
  mngMembers: () => import('./MembersPage'),
  mngImports: () => import('./ImportsPage'),
  mngMailTemplates: () => import('./MailTemplatesPage'),
  mngPointRally: () => import('./PointRallyAdminPage'),
  mngEntrance: () => import('./EntrancePage'),
};
export type ConsoleRoute = keyof typeof consolePages;
