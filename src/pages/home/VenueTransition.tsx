import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** docs/requirements/public-area.md §9: progress 0 to 100 in steps of 1 every 10 ms. */
export const VENUE_STEP_MS = 10;

/** "Moving to the venue..." after a login; calls onDone (a reload) at 100. */
export function VenueTransition({ onDone, stepMs = VENUE_STEP_MS }: { onDone: () => void; stepMs?: number }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setProgress((value) => Math.min(100, value + 1)), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  useEffect(() => {
    if (progress >= 100) onDone();
  }, [progress, onDone]);
  return (
    <Box role="status" sx={{ py: 8, px: 2, textAlign: 'center', maxWidth: 480, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('login.movingToVenue')}
      </Typography>
      {/* MUI eases the bar over 0.4 s; at one step per 10 ms it would trail the label by dozens of points. */}
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-label={t('login.movingToVenue')}
        sx={{ height: 8, borderRadius: 4, mt: 3, '& .MuiLinearProgress-bar': { transition: 'none' } }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-hidden>
        {progress}%
      </Typography>
    </Box>
  );
}
