import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router';
import { formatDay } from '../../../../engine/days';
import type { PresentationKind } from '../../../../schemas/program';
import { useProgramOutline } from '../../../api/programEditing';
import { Loading, LoadError } from '../../../kit/Loading';
import { useLanguage } from '../../../kit/useLanguage';
import { ManagerPage } from '../ManagerPage';
import { EventsTab } from './EventsTab';
import { NamedList } from './NamedList';
import { useNotice } from '../notice';
import { ProgramBoard } from './ProgramBoard';
import { SessionsTab } from './SessionsTab';
import { useMngProgramTranslation } from './strings';

const tabs = ['board', 'sessions', 'events', 'rooms', 'groups', 'series'] as const;
type TabName = (typeof tabs)[number];

function ProgramEditing() {
  const { t } = useMngProgramTranslation();
  const { language } = useLanguage();
  const outline = useProgramOutline();
  const notice = useNotice();
  const [params, setParams] = useSearchParams();
  const tab: TabName = tabs.includes(params.get('tab') as TabName) ? (params.get('tab') as TabName) : 'board';
  const kind: PresentationKind = params.get('kind') === 'poster' ? 'poster' : 'oral';
  if (outline.error) return <LoadError onRetry={() => void outline.mutate()} />;
  if (!outline.data) return <Loading />;
  const { data } = outline;
  const day = data.days.includes(params.get('day') ?? '') ? params.get('day')! : (data.days[0] ?? '');
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  const changed = () => void outline.mutate();
  return (
    <Box>
      {notice.element}
      <Tabs
        value={tab}
        onChange={(_, value: TabName) => set('tab', value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('mngProgram.title')}
        sx={{ mb: 2 }}
      >
        {tabs.map((name) => (
          <Tab key={name} value={name} label={t(`mngProgram.tabs.${name}`)} id={`program-tab-${name}`} aria-controls={`program-panel-${name}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`program-panel-${tab}`} aria-labelledby={`program-tab-${tab}`}>
        {(tab === 'board' || tab === 'sessions' || tab === 'events') && (
          <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
            <TextField
              id="program-day"
              select
              label={t('mngProgram.day')}
              value={day}
              onChange={(event) => set('day', event.target.value)}
              size="small"
              sx={{ minWidth: 180 }}
            >
              {data.days.map((value) => (
                <MenuItem key={value} value={value}>
                  {formatDay(value, language)}
                </MenuItem>
              ))}
            </TextField>
            {tab === 'board' && (
              <TextField
                id="program-kind"
                select
                label={t('mngProgram.kind.label')}
                value={kind}
                onChange={(event) => set('kind', event.target.value)}
                size="small"
                sx={{ minWidth: 140 }}
              >
                <MenuItem value="oral">{t('mngProgram.kind.oral')}</MenuItem>
                <MenuItem value="poster">{t('mngProgram.kind.poster')}</MenuItem>
              </TextField>
            )}
          </Stack>
        )}
        {tab === 'board' && <ProgramBoard key={`${day}-${kind}`} outline={data} day={day} kind={kind} onChanged={changed} say={notice.say} />}
        {tab === 'sessions' && <SessionsTab outline={data} day={day} onChanged={changed} say={notice.say} />}
        {tab === 'events' && <EventsTab outline={data} day={day} onChanged={changed} say={notice.say} />}
        {tab === 'rooms' && <NamedList table="rooms" rows={data.rooms} groups={data.groups} onChanged={changed} say={notice.say} />}
        {tab === 'groups' && <NamedList table="groups" rows={data.groups} onChanged={changed} say={notice.say} />}
        {tab === 'series' && <NamedList table="series" rows={data.series} onChanged={changed} say={notice.say} />}
      </Box>
    </Box>
  );
}

/** Route /mng/program: managers build the timetable: rooms and their groups, series, sessions, events, and where each presentation goes (issue 67). */
export function ProgramEditingPage() {
  const { t } = useMngProgramTranslation();
  return (
    <ManagerPage titleId="mng-program-title" title={t('mngProgram.title')} lead={t('mngProgram.lead')}>
      {() => <ProgramEditing />}
    </ManagerPage>
  );
}
