import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useConference, type PublicConference } from '../../api/get-conference';
import { useOptionalMe, type CurrentUser } from '../../api/session';
import { BrowserWarning, RecommendedEnvironment } from '../../kit/EnvironmentNotice';
import { Loading, LoadError } from '../../kit/Loading';
import { useLazyModule } from '../../kit/lazyModule';
import { useLanguage } from '../../kit/useLanguage';
import { loggedInHomeCode } from './loggedInHomeCode';
import { LoginForm } from './LoginForm';
import { VenueTransition } from './VenueTransition';

const reload = () => window.location.reload();

export function ConferenceHeading({ conference }: { conference: PublicConference }) {
  const { language } = useLanguage();
  const en = language === 'en';
  return (
    <Box sx={{ textAlign: 'center', mb: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.5rem', sm: '2.1rem' } }}>
        {en ? conference.conferenceTitleEn : conference.conferenceTitle}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary">
        {en ? conference.conferenceSubtitleEn : conference.conferenceSubtitle}
      </Typography>
    </Box>
  );
}

/** The pre-registration card, shown only when the conference enables it (§2). */
function PreRegisterCard() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pre-register-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="pre-register-title" variant="h6" component="h2" gutterBottom>
        {t('preRegister.cardTitle')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('preRegister.cardBody')}
      </Typography>
      <Button variant="outlined" component={RouterLink} to="/pre_register/new" fullWidth>
        {t('preRegister.cardButton')}
      </Button>
    </Paper>
  );
}

export interface LandingProps {
  conference: PublicConference;
  onLoggedIn: (user: CurrentUser) => void;
  userAgent?: string;
}

/** The landing page for visitors: login, pre-registration when enabled, the environment notes. */
export function Landing({ conference, onLoggedIn, userAgent }: LandingProps) {
  const { t } = useTranslation();
  return (
    <>
      <BrowserWarning userAgent={userAgent} />
      <ConferenceHeading conference={conference} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: conference.isPreRegisterEnabled ? '3fr 2fr' : '1fr' },
          alignItems: 'start',
          maxWidth: conference.isPreRegisterEnabled ? undefined : 520,
          mx: 'auto',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <LoginForm onLoggedIn={onLoggedIn} />
          <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
            <Link component={RouterLink} to="/forgot_password">
              {t('login.forgotPassword')}
            </Link>
          </Typography>
        </Paper>
        {conference.isPreRegisterEnabled && <PreRegisterCard />}
      </Box>
      <Box sx={{ mt: 3 }}>
        <RecommendedEnvironment />
      </Box>
      <Typography
        component="nav"
        aria-label={t('legal.navigation')}
        variant="body2"
        sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}
      >
        <Link component={RouterLink} to="/term">
          {t('legal.termsJa')}
        </Link>
        <Link component={RouterLink} to="/term_en">
          {t('legal.termsEn')}
        </Link>
        <Link component={RouterLink} to="/privacy_policy">
          {t('legal.privacyJa')}
        </Link>
        <Link component={RouterLink} to="/privacy_policy/en">
          {t('legal.privacyEn')}
        </Link>
        <Link component={RouterLink} to="/related_companies">
          {t('companies.relatedTitle')}
        </Link>
        <Link component={RouterLink} to="/supporting_companies">
          {t('companies.supportingTitle')}
        </Link>
      </Typography>
    </>
  );
}

/** Route /: the landing page and login, or the signed-in user's page (docs/requirements/public-area.md §2). */
export function HomePage() {
  const conference = useConference();
  const me = useOptionalMe();
  const [moving, setMoving] = useState(false);
  const onLoggedIn = useCallback(() => setMoving(true), []);

  if (moving) return <VenueTransition onDone={reload} />;
  if (conference.error || me.error) return <LoadError onRetry={() => void Promise.all([conference.mutate(), me.mutate()])} />;
  if (!conference.data || !me.data) return <Loading />;
  if (me.data.user) {
    return (
      <>
        <ConferenceHeading conference={conference.data} />
        <SignedInHome user={me.data.user} />
      </>
    );
  }
  return <Landing conference={conference.data} onLoggedIn={onLoggedIn} />;
}

/** The signed-in user's page, once its code is in (the route asks for it as soon as the session says who is signed in). */
function SignedInHome({ user }: { user: CurrentUser }) {
  const code = useLazyModule(loggedInHomeCode);
  return code ? <code.LoggedInHome user={user} onLoggedOut={reload} /> : <Loading />;
}
