import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useHomeTranslation } from './strings';
import { Link as RouterLink } from 'react-router-dom';
import { useCommonResources, logOut, type CurrentUser } from '../../api/session';
import { useLanguage } from '../../kit/useLanguage';
import { useDashboardSettings, type DashboardMenu } from '../../api/program';
import { clientRoutes } from '../../../engine/routes';
import { displayName } from '../../kit/displayName';
import { plainButtonStyles } from '../../kit/plainButtons';

// Signed-in only: the sponsors' banners.
const DashboardBanner = lazy(async () => ({ default: (await import('./DashboardBanners')).DashboardBanner }));
// Signed-in only: the announcements and their strings are not in a visitor's first load.
const AnnouncementsPanel = lazy(async () => ({ default: (await import('./AnnouncementsPanel')).AnnouncementsPanel }));

type Judging = Pick<CurrentUser, 'isEvaluatable' | 'isReviewable'> & { isManager?: boolean; isSponsor?: boolean };

/**
 * The dashboard menu: each entry follows its DashboardSettings switch (a manager turns it off, and
 * the server answers it off where the conference lacks what it leads to); the judging entries also
 * need their role (issue 18). Awards have no switch: they need a conference that judges. The audio and
 * camera check has none either: it stores nothing and needs no program.
 */
export const dashboardEntries: {
  setting?: keyof DashboardMenu;
  /** A second switch that, when on, keeps the entry for managers only. */
  managersOnly?: keyof DashboardMenu;
  role?: keyof Judging;
  to: string;
  label: string;
}[] = [
  { setting: 'isTimetable', to: clientRoutes.timetable, label: 'program.timetableTitle' },
  { setting: 'isPosterPresentations', to: clientRoutes.posters, label: 'program.postersTitle' },
  { setting: 'isSearchModal', to: clientRoutes.search, label: 'program.searchTitle' },
  { setting: 'isMySchedule', to: clientRoutes.mySchedule, label: 'program.scheduleTitle' },
  { setting: 'isUserListPage', to: clientRoutes.participants, label: 'participants.title' },
  { setting: 'isMypage', to: clientRoutes.myPage, label: 'myPage.title' },
  { setting: 'isMessageBoard', to: clientRoutes.messageBoard, label: 'board.title' },
  { setting: 'isManual', to: clientRoutes.manual, label: 'manual.title' },
  { setting: 'isLunchSeminar', managersOnly: 'isLunchSeminarMngOnly', to: clientRoutes.lunchSeminars, label: 'venue.seminarsTitle' },
  { setting: 'isSponsorLinkEnabled', to: clientRoutes.sponsors, label: 'venue.sponsorsTitle' },
  { setting: 'isPointRally', to: clientRoutes.pointRally, label: 'venue.pointRallyTitle' },
  { role: 'isSponsor', to: clientRoutes.sponsorConsole, label: 'venue.sponsorConsoleTitle' },
  { to: clientRoutes.avCheck, label: 'venue.avCheckTitle' },
  { setting: 'isEvaluationMenu', role: 'isEvaluatable', to: clientRoutes.evaluations, label: 'judging.evaluatorTitle' },
  { role: 'isReviewable', to: clientRoutes.reviews, label: 'judging.reviewerTitle' },
  { setting: 'isMyEval', to: clientRoutes.myEvaluations, label: 'judging.myEvaluationsTitle' },
  { setting: 'hasJudging', to: clientRoutes.awards, label: 'judging.awardsTitle' },
];

const noJudging: Judging = { isEvaluatable: false, isReviewable: false };

export function DashboardMenuView({ settings, user = noJudging }: { settings: DashboardMenu; user?: Judging }) {
  const { t } = useHomeTranslation();
  const entries = dashboardEntries.filter(
    (entry) =>
      (!entry.setting || settings[entry.setting]) &&
      (!entry.managersOnly || !settings[entry.managersOnly] || user.isManager) &&
      (!entry.role || user[entry.role]),
  );
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t('program.menu')}>
      {/* Plain links in MUI's outlined look, styled once for the list (src/kit/plainButtons.ts). */}
      <Box
        component="ul"
        sx={(theme) => ({
          listStyle: 'none',
          p: 0,
          m: 0,
          my: 2,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          flexWrap: 'wrap',
          gap: 1,
          ...plainButtonStyles(theme, 'button', 'medium'),
          '& li > .button': { width: '100%' },
        })}
      >
        {entries.map((entry) => (
          <li key={entry.to}>
            <RouterLink className="button" to={entry.to}>
              {t(entry.label)}
            </RouterLink>
          </li>
        ))}
      </Box>
    </nav>
  );
}

/** The console's pages a manager reaches from the dashboard: the approvals and lists first, the rest after the inquiries. */
const managerLinksFirst: { to: string; label: string }[] = [
  { to: clientRoutes.mngUsers, label: 'home.toApprovals' },
  { to: clientRoutes.mngApplications, label: 'home.toApplications' },
  { to: clientRoutes.mngUserList, label: 'home.toUserList' },
];
const managerLinks: { to: string; label: string }[] = [
  { to: clientRoutes.mngAnnouncements, label: 'home.toAnnouncementsMng' },
  { to: clientRoutes.mngInquiries, label: 'home.toInquiriesMng' },
  { to: clientRoutes.mngAuditLog, label: 'home.toAuditLog' },
  { to: clientRoutes.mngPayments, label: 'home.toPayments' },
  { to: clientRoutes.mngProgram, label: 'home.toProgramMng' },
  { to: clientRoutes.mngFeedbackReports, label: 'home.toFeedbackReports' },
  { to: clientRoutes.mngDownloads, label: 'home.toDownloads' },
  { to: clientRoutes.mngInvitations, label: 'home.toInvitations' },
  { to: clientRoutes.mngMembers, label: 'home.toMembers' },
  { to: clientRoutes.mngImports, label: 'home.toImports' },
  { to: clientRoutes.mngMailTemplates, label: 'home.toMailTemplates' },
  { to: clientRoutes.mngAbstractBook, label: 'home.toAbstractBook' },
  { to: clientRoutes.mngSeminars, label: 'venue.seminarsTitle' },
  { to: clientRoutes.mngEntrance, label: 'venue.entranceTitle' },
  { to: clientRoutes.mngPointRally, label: 'venue.mngPointRallyTitle' },
  { to: clientRoutes.mngSettingsHome, label: 'home.toSettings' },
  { to: clientRoutes.mngEvaluations, label: 'judging.resultsTitle' },
  { to: clientRoutes.mngJudges, label: 'judging.judgesTitle' },
];

/**
 * The landing page for a signed-in user: who they are, whether the account is approved (§4: an
 * unapproved account has limited functions) and how many people are at the venue now, refreshed
 * every 90 seconds from GET /web_api/user_common_resources.
 */
export function LoggedInHome({ user, onLoggedOut }: { user: CurrentUser; onLoggedOut: () => void }) {
  const { t } = useHomeTranslation();
  const { language } = useLanguage();
  const { data } = useCommonResources(true);
  const dashboard = useDashboardSettings();
  const me = data?.me ?? user;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const onLogOut = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await logOut();
      onLoggedOut();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="welcome-title" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id="welcome-title" variant="h5" component="h2" gutterBottom>
        {t('home.welcome', { name: displayName(me, language) })}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {me.email}
      </Typography>
      {me.isApproved ? (
        <Alert severity="success" sx={{ my: 2 }}>
          {t('home.approved')}
        </Alert>
      ) : (
        <Alert severity="info" sx={{ my: 2 }}>
          <strong>{t('home.unapprovedTitle')}</strong>
          <br />
          {t('home.unapprovedBody')}
          <br />
          {t('home.programAfterApproval')}
        </Alert>
      )}
      <Suspense fallback={null}>
        <DashboardBanner placement="dashboardTop" enabled />
      </Suspense>
      {dashboard.data && (me.isApproved || me.isManager) && <DashboardMenuView settings={dashboard.data} user={me} />}
      <Suspense fallback={null}>
        <AnnouncementsPanel />
      </Suspense>
      <Suspense fallback={null}>
        <DashboardBanner placement="dashboardBottom" enabled />
      </Suspense>
      {data && (
        <Typography sx={{ my: 2 }} data-testid="access-count">
          {t('home.accessCount', { count: data.accessCount })}
        </Typography>
      )}
      {failed && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('home.logoutFailed')}
        </Alert>
      )}
      {/* A manager has a dozen of these: they wrap onto more rows rather than squeeze their labels. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={(theme) => ({ mt: 2, flexWrap: 'wrap', ...plainButtonStyles(theme, 'button', 'medium') })}
      >
        <RouterLink className="button contained" to="/qualification">
          {t('home.toQualification')}
        </RouterLink>
        {/* Abstracts are submitted before approval too: the entry follows isSubmissionMenu only. */}
        {dashboard.data?.isSubmissionMenu && (
          <RouterLink className="button" to={clientRoutes.submissions}>
            {t('home.toSubmissions')}
          </RouterLink>
        )}
        {me.isManager &&
          managerLinksFirst.map((link) => (
            <RouterLink key={link.to} className="button" to={link.to}>
              {t(link.label)}
            </RouterLink>
          ))}
        <RouterLink className="button" to={clientRoutes.inquiries}>
          {t('home.toInquiries')}
          {data && data.unreadInquiryReplies > 0 && (
            <Box
              component="span"
              data-testid="unread-replies"
              sx={{ ml: 1, px: 1, borderRadius: 2, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 12, lineHeight: '20px' }}
            >
              {t('home.unreadReplies', { count: data.unreadInquiryReplies })}
            </Box>
          )}
        </RouterLink>
        {me.isManager &&
          managerLinks.map((link) => (
            <RouterLink key={link.to} className="button" to={link.to}>
              {t(link.label)}
            </RouterLink>
          ))}
        <Button variant="text" onClick={() => void onLogOut()} disabled={busy}>
          {t('home.logout')}
        </Button>
      </Stack>
    </Paper>
  );
}
