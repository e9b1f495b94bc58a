import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDay } from '../../../../engine/days';
import { sessionProblems } from '../../../../engine/program/editing';
import type { PresentationKind } from '../../../../schemas/program';
import type { ProgramSessionInput } from '../../../../schemas/programEditing';
import { removeSession, saveSession, type ProgramOutline, type SessionView } from '../../../api/programEditing';
import { useLanguage } from '../../../kit/useLanguage';
import { ChoiceField, errorsOf, instantOf, NewButton, SaveOrCancel, TimeField, tokyoDate, tokyoTime, useDayList, useProgramForm } from './parts';
import { useMngProgramTranslation } from './strings';
import { growingText } from '../../../kit/growingText';

type Say = (severity: 'success' | 'error', text: { ja: string; en: string }) => void;
type Texts = Pick<ProgramSessionInput, 'code' | 'name' | 'nameEn' | 'description' | 'descriptionEn'>;

/**
 * A session's form: code, names and abstract in both languages, kind, series, room, day and times
 * (Tokyo). §5's rules run as the manager types after a first save, and the server's (a room taken
 * at that time, a code used) come back onto the fields.
 */
export function SessionEditor({
  outline,
  session,
  day,
  onSaved,
  onCancel,
  say,
}: {
  outline: ProgramOutline;
  session?: SessionView;
  day: string;
  onSaved: () => void;
  onCancel: () => void;
  say: Say;
}) {
  const { t } = useMngProgramTranslation();
  const { language } = useLanguage();
  const [texts, setTexts] = useState<Texts>({
    code: session?.code ?? '',
    name: session?.name ?? '',
    nameEn: session?.nameEn ?? '',
    description: session?.description ?? '',
    descriptionEn: session?.descriptionEn ?? '',
  });
  const [kind, setKind] = useState<PresentationKind>(session?.presentationKind ?? 'oral');
  const [seriesId, setSeriesId] = useState(session?.seriesId ?? null);
  const [roomId, setRoomId] = useState(session?.roomId ?? null);
  const [date, setDate] = useState(session ? tokyoDate(session.startAt) : day);
  const [start, setStart] = useState(tokyoTime(session?.startAt ?? null));
  const [end, setEnd] = useState(tokyoTime(session?.endAt ?? null));
  const input = (): ProgramSessionInput => ({
    ...texts,
    presentationKind: kind,
    seriesId,
    roomId,
    startAt: instantOf(date, start),
    endAt: instantOf(date, end),
    ...(session ? { version: session.version } : {}),
  });
  const { errors, busy, submit, changed } = useProgramForm({
    prefix: 'session',
    input,
    check: (value) => errorsOf(sessionProblems(value, { days: outline.days, series: outline.series })),
    save: (value) => saveSession(value, session?.id),
    onSaved,
    say,
  });
  const text = (key: keyof Texts, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`session-${key}`}
      label={t(key === 'name' || key === 'nameEn' ? `mngProgram.${key}` : `mngProgram.sessions.${key}`)}
      value={texts[key]}
      onChange={(event) => {
        setTexts({ ...texts, [key]: event.target.value });
        changed();
      }}
      error={Boolean(errors[key])}
      helperText={errors[key]?.[language] ?? (key === 'code' ? t('mngProgram.sessions.codeHelp') : undefined)}
      size="small"
      fullWidth
      {...extra}
    />
  );
  const select = <T extends string | number>(key: string, value: T | null, options: { value: T; label: string }[], set: (value: T) => void) => (
    <ChoiceField
      id={`session-${key}`}
      label={t(key === 'presentationKind' ? 'mngProgram.kind.label' : `mngProgram.sessions.${key}`)}
      error={errors[key]}
      language={language}
      value={value}
      options={options}
      onChange={(next) => {
        if (next !== null) set(next);
        changed();
      }}
    />
  );
  const named = (row: { name: string; nameEn: string }) => (language === 'en' && row.nameEn ? row.nameEn : row.name);
  const time = (key: 'startAt' | 'endAt', value: string, set: (value: string) => void) => (
    <TimeField
      id={`session-${key}`}
      label={t(`mngProgram.sessions.${key}`)}
      error={errors[key]}
      language={language}
      value={value}
      onChange={(next) => {
        set(next);
        changed();
      }}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={session ? t('mngProgram.sessions.editTitle', { code: session.code }) : t('mngProgram.sessions.newTitle')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="h6" component="h2">
        {session ? t('mngProgram.sessions.editTitle', { code: session.code }) : t('mngProgram.sessions.newTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ width: { sm: 200 } }}>{text('code', { required: true })}</Box>
        {select(
          'presentationKind',
          kind,
          (['oral', 'poster'] as const).map((value) => ({ value, label: t(`mngProgram.kind.${value}`) })),
          setKind,
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('name', { required: true })}
        {text('nameEn')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('description', { required: true, ...growingText(2) })}
        {text('descriptionEn', growingText(2))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {select(
          'seriesId',
          seriesId,
          outline.series.filter((series) => series.kind === kind).map((series) => ({ value: series.id, label: named(series) })),
          setSeriesId,
        )}
        {select(
          'roomId',
          roomId,
          outline.rooms.map((room) => ({ value: room.id, label: named(room) })),
          setRoomId,
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {select(
          'date',
          date,
          outline.days.map((value) => ({ value, label: formatDay(value, language) })),
          setDate,
        )}
        {time('startAt', start, setStart)}
        {time('endAt', end, setEnd)}
      </Stack>
      <SaveOrCancel busy={busy} onCancel={onCancel} />
    </Box>
  );
}

/** The sessions of one day, in time order, with their room, series and presentations; edit, remove, add. */
export function SessionsTab({ outline, day, onChanged, say }: { outline: ProgramOutline; day: string; onChanged: () => void; say: Say }) {
  const { t } = useMngProgramTranslation();
  const { language } = useLanguage();
  const list = useDayList<SessionView>({ removeRow: removeSession, nameOf: (session) => `${session.code} ${session.name}`, onChanged, say });
  const sessions = outline.sessions.filter((session) => tokyoDate(session.startAt) === day);
  const named = (rows: { id: number; name: string; nameEn: string }[], id: number | null) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? (language === 'en' && row.nameEn ? row.nameEn : row.name) : '–';
  };
  return (
    <Stack spacing={2}>
      {list.editing ? (
        <SessionEditor
          key={list.editing === 'new' ? 'new' : list.editing.id}
          outline={outline}
          session={list.editing === 'new' ? undefined : list.editing}
          day={day}
          onSaved={list.done}
          onCancel={list.cancel}
          say={say}
        />
      ) : (
        <NewButton label={t('mngProgram.sessions.new')} onClick={() => list.setEditing('new')} />
      )}
      {sessions.length === 0 ? (
        <Typography>{t('mngProgram.sessions.none')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('mngProgram.sessions.heading')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('mngProgram.sessions.code')}</TableCell>
                <TableCell>{t('mngProgram.sessions.name')}</TableCell>
                <TableCell>{t('mngProgram.sessions.time')}</TableCell>
                <TableCell>{t('mngProgram.sessions.roomId')}</TableCell>
                <TableCell>{t('mngProgram.sessions.seriesId')}</TableCell>
                <TableCell />
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.map((session) => (
                <TableRow key={session.id}>
                  <TableCell>{session.code}</TableCell>
                  <TableCell>
                    {language === 'en' && session.nameEn ? session.nameEn : session.name}
                    <Typography variant="body2" color="text.secondary">
                      {t(`mngProgram.kind.${session.presentationKind}`)} · {t('mngProgram.sessions.presentations', { count: session.presentations })}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {tokyoTime(session.startAt)}–{tokyoTime(session.endAt)}
                  </TableCell>
                  <TableCell>{named(outline.rooms, session.roomId)}</TableCell>
                  <TableCell>{named(outline.series, session.seriesId)}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => list.setEditing(session)} aria-label={`${t('mngProgram.edit')} ${session.code}`}>
                      {t('mngProgram.edit')}
                    </Button>
                  </TableCell>
                  <TableCell>
                    <Button size="small" color="error" onClick={() => void list.remove(session)} aria-label={`${t('mngProgram.remove')} ${session.code}`}>
                      {t('mngProgram.remove')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
