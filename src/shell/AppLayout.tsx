import { lazy, Suspense, useEffect, useRef } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { effectiveLanguage } from '../../engine/settings';
import { routeNameOf } from '../../engine/routes';
import { useConference } from '../api/get-conference';
import { useOptionalMe } from '../api/session';
import { useAnalytics } from '../kit/analytics';
import { currentLanguage, supportedLanguages } from '../kit/i18n';
import { LanguageSwitch } from '../kit/LanguageSwitch';
import { PAGE_MAX_WIDTH } from '../kit/theme';
import { FeedbackMode } from '../features/feedback/FeedbackMode';
import { NotingModeProvider, NotingModeSwitch } from '../features/notings/NotingMode';

// Only a manager acting as someone sees it: not in anyone's first load.
const ImpersonationBanner = lazy(async () => ({ default: (await import('../features/impersonation/ImpersonationBanner')).ImpersonationBanner }));

/**
 * Header with the conference title and the language switch, and the page container (max 1000px,
 * docs/requirements/public-area.md §9). The conference's language list overrides the current language (§1).
 */
/** One page view per route change, with the user id once it is known (docs/requirements/public-area.md §2). */
function usePageViews() {
  const analytics = useAnalytics();
  const { pathname } = useLocation();
  const me = useOptionalMe();
  const known = me.data !== undefined || me.error !== undefined;
  // Read when the path changes or the user first becomes known, not on every refresh of the user.
  const userId = useRef<number | undefined>(undefined);
  userId.current = me.data?.user?.id;
  useEffect(() => {
    if (known) analytics.pageView(pathname, userId.current);
  }, [analytics, pathname, known]);
}

/**
 * The browser tab names the page and the conference (issue 68, item 12): "Timetable | 12th
 * Symposium…", in the page's language, the page's name from `pageTitle.<route>`. The names of
 * pages that ship their own strings (the program, the console: src/locales/operation.*.json)
 * arrive with those strings, after the page's code: the title is written again when strings are
 * added, straight to the document (nothing in React changes).
 */
function useDocumentTitle(conferenceTitle: string) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const route = routeNameOf(pathname);
  useEffect(() => {
    const write = () => {
      const key = `pageTitle.${route}`;
      const page = route && i18n.exists(key) ? i18n.t(key) : undefined;
      document.title = page ? `${page} | ${conferenceTitle}` : conferenceTitle;
    };
    write();
    i18n.store.on('added', write);
    i18n.on('languageChanged', write);
    return () => {
      i18n.store.off('added', write);
      i18n.off('languageChanged', write);
    };
  }, [route, conferenceTitle, i18n]);
}

export function AppLayout() {
  usePageViews();
  const { t, i18n } = useTranslation();
  const me = useOptionalMe();
  const { data: conference } = useConference();
  const languages = conference?.languages ?? [...supportedLanguages];
  const language = currentLanguage(i18n.language);

  useEffect(() => {
    if (!conference) return;
    const allowed = effectiveLanguage(i18n.language, conference.languages);
    if (allowed !== i18n.language) void i18n.changeLanguage(allowed);
  }, [conference, i18n]);

  const title = conference ? (language === 'en' ? conference.conferenceTitleEn || conference.conferenceTitle : conference.conferenceTitle) : t('app.name');
  useDocumentTitle(title);
  return (
    <NotingModeProvider isManager={me.data?.user?.isManager === true}>
      <Link href="#main" sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}>
        {t('app.skipToContent')}
      </Link>
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar sx={{ gap: 2, maxWidth: PAGE_MAX_WIDTH, width: '100%', mx: 'auto', flexWrap: 'wrap', py: 1 }}>
          {/* At least 11rem for the title. On a phone the title has the first row to itself and the
              languages (and a manager's switch) the second, from the first paint: the switch, which
              comes with the session, then joins a row that is already there instead of pushing the
              page down (a layout shift of 0.29 on every console page). A title that wraps is
              balanced, so no line is left with a character alone. */}
          <Typography
            variant="subtitle1"
            component="p"
            sx={{ flex: { xs: '1 0 100%', sm: '1 1 11rem' }, minWidth: 0, fontWeight: 'bold', textWrap: 'balance' }}
          >
            <Link component={RouterLink} to="/" color="inherit" underline="hover">
              {title}
            </Link>
          </Typography>
          <NotingModeSwitch />
          <LanguageSwitch languages={languages} />
        </Toolbar>
      </AppBar>
      {me.data?.impersonator && me.data.user && (
        <Suspense fallback={null}>
          <ImpersonationBanner user={me.data.user} impersonator={me.data.impersonator} />
        </Suspense>
      )}
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        // Focusable only as the skip link's target; a click on its text then typing must not frame the page (issue 21, item 10).
        sx={{ maxWidth: PAGE_MAX_WIDTH, py: { xs: 2, sm: 4 }, '&:focus, &:focus-visible': { outline: 'none' } }}
        disableGutters={false}
      >
        <Box sx={{ maxWidth: PAGE_MAX_WIDTH, mx: 'auto' }}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </Box>
      </Container>
      <FeedbackMode />
    </NotingModeProvider>
  );
}
