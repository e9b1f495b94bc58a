import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useOperationTranslation } from '../../kit/operationStrings';
import { Link as RouterLink } from 'react-router-dom';
import { ApiRequestError } from '../../api/http';
import { useDashboardSettings, type DashboardMenu } from '../../api/program';
import { useOptionalMe } from '../../api/session';
import { Loading } from '../../kit/Loading';
import { LoginFirst } from '../../kit/LoginFirst';
import { useLanguage } from '../../kit/useLanguage';

export type ProgramSwitch = keyof Pick<
  DashboardMenu,
  | 'isTimetable'
  | 'isPosterPresentations'
  | 'isSearchModal'
  | 'isMySchedule'
  | 'isUserListPage'
  | 'isMypage'
  | 'isManual'
  | 'isMessageBoard'
  | 'isLunchSeminar'
  | 'isSponsorLinkEnabled'
  | 'isPointRally'
>;

/** The heading a refused visitor still sees, so a screen reader names the page that was asked for. */
const pageTitle = {
  isTimetable: 'program.timetableTitle',
  isPosterPresentations: 'program.postersTitle',
  isSearchModal: 'program.searchTitle',
  isMySchedule: 'program.scheduleTitle',
  isUserListPage: 'participants.title',
  isMypage: 'myPage.title',
  isManual: 'manual.title',
  isMessageBoard: 'board.title',
  isLunchSeminar: 'venue.seminarsTitle',
  isSponsorLinkEnabled: 'venue.sponsorsTitle',
  isPointRally: 'venue.pointRallyTitle',
  presentation: 'program.presentationTitle',
} as const satisfies Record<ProgramSwitch | 'presentation', string>;

/**
 * A program page shows only to a signed-in user, and only while the manager keeps its dashboard
 * switch on (DashboardSettings): a switch turned off removes the route as well as the menu entry.
 */
export function ProgramGate({ feature, children }: { feature?: ProgramSwitch; children: ReactNode }) {
  const { t } = useOperationTranslation();
  const me = useOptionalMe();
  const signedIn = Boolean(me.data?.isLoggedIn);
  const settings = useDashboardSettings(signedIn);
  if (me.isLoading || (signedIn && settings.isLoading)) return <Loading />;
  const title = t(pageTitle[feature ?? 'presentation']);
  if (!signedIn) {
    return (
      <TitledNotice title={title}>
        <LoginFirst>{t('program.loginFirst')}</LoginFirst>
      </TitledNotice>
    );
  }
  if (settings.error)
    return (
      <TitledNotice title={title}>
        <ProgramError error={settings.error} />
      </TitledNotice>
    );
  if (feature && settings.data && !settings.data[feature]) {
    return (
      <TitledNotice title={title}>
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/" color="inherit" size="small">
              {t('program.toDashboard')}
            </Button>
          }
        >
          {t('program.turnedOff')}
        </Alert>
      </TitledNotice>
    );
  }
  return (
    <>
      <Link component={RouterLink} to="/" sx={{ display: 'inline-block', mb: 1 }}>
        ← {t('program.toDashboard')}
      </Link>
      {children}
    </>
  );
}

/** A notice under the page's heading, for a page that cannot show what was asked for. */
export function TitledNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </>
  );
}

/** The server's reason (an unapproved account, say) in the current language, or the fetch error (the page's own words for it, when it has them). */
export function ProgramError({ error, onRetry, failed }: { error: unknown; onRetry?: () => void; failed?: string }) {
  const { t } = useOperationTranslation();
  const { language } = useLanguage();
  // A refusal (4xx) says why and cannot be retried; a lost connection or a server failure can.
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  const message = refused ? ((language === 'en' ? error.messageEn : error.messageJa) ?? error.messageEn) : undefined;
  return (
    <Alert
      severity={message ? 'warning' : 'error'}
      role="alert"
      action={
        onRetry && !message ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('app.retry')}
          </Button>
        ) : undefined
      }
    >
      {message ?? failed ?? t('app.fetchError')}
    </Alert>
  );
}
