import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { operationStrings } from '../../kit/operationStrings';
import { usePageStrings } from '../../kit/pageStrings';
import { commissionStrings } from '../commission/strings';
import { formatDay } from '../../../engine/commission/dates';
import { useTimeFormat } from '../../kit/timeZone';
import { useMySchedule } from '../../api/programPages';
import { Loading } from '../../kit/Loading';
import { useLanguage } from '../../kit/useLanguage';
import { ProgramError, ProgramGate } from './ProgramGate';
import { PresentationItem } from './PresentationItem';
import { useProgramClasses } from './programStyles';
import { TimeZonePicker } from './TimeZonePicker';

/** The attendee's favourites by day and time; items at the same time say so. */
export function MySchedule() {
  const at = useTimeFormat();
  const { t } = usePageStrings(operationStrings, commissionStrings);
  const { language } = useLanguage();
  const { data, error, mutate } = useMySchedule();
  const c = useProgramClasses();
  if (error) return <ProgramError error={error} onRetry={() => void mutate()} />;
  if (!data) return <Loading />;
  const byDay = new Map<string, typeof data>();
  for (const item of data) {
    const day = item.startAt ? at(item.startAt, 'isoDay') : '';
    byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  const codeOf = new Map(data.map((item) => [item.presentation.id, item.presentation.code]));
  return (
    <Box component="section" aria-labelledby="schedule-title">
      <Typography id="schedule-title" variant="h5" component="h1" gutterBottom>
        {t('program.scheduleTitle')}
      </Typography>
      <TimeZonePicker className={c.picker} />
      {data.some((item) => item.overlapsWith.length > 0) && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('program.overlappingSummary')}
        </Alert>
      )}
      {data.length === 0 && <Typography>{t('program.scheduleEmpty')}</Typography>}
      {[...byDay.entries()].map(([day, items]) => (
        <Box key={day} component="section" aria-label={day ? formatDay(day, language) : t('commission.session.undecided')} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {day ? formatDay(day, language) : t('commission.session.undecided')}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {items.map((item) => (
              <li key={item.presentation.id}>
                <PresentationItem presentation={item.presentation} session={item.presentation.session} />
                {/* Under its own card, and further from the next one than from it (issue 68, item 17). */}
                {item.overlapsWith.length > 0 && (
                  <Typography variant="body2" color="warning.dark" sx={{ fontWeight: 600, mt: 0.5 }}>
                    {t('program.overlapping')}: {item.overlapsWith.map((id) => codeOf.get(id)).join(', ')}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function MySchedulePage() {
  return (
    <ProgramGate feature="isMySchedule">
      <MySchedule />
    </ProgramGate>
  );
}
