import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useConference } from '../../api/get-conference';
import { currentLanguage } from '../../app/i18n';
import { Loading, LoadError } from '../../app/Loading';

/** The landing page: the conference's title and subtitle in the current language. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const { data, error, mutate } = useConference();
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (!data) return <Loading />;
  const en = currentLanguage(i18n.language) === 'en';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        {en ? data.conferenceTitleEn : data.conferenceTitle}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" gutterBottom>
        {en ? data.conferenceSubtitleEn : data.conferenceSubtitle}
      </Typography>
      <Typography sx={{ mt: 3 }}>{t('home.signupHint')}</Typography>
    </Paper>
  );
}
