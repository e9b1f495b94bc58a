import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDay } from '../../../../engine/days';
import { eventProblems } from '../../../../engine/program/editing';
import type { ProgramEventInput } from '../../../../schemas/programEditing';
import { removeEvent, saveEvent, type EventView, type ProgramOutline } from '../../../api/programEditing';
import { useLanguage } from '../../../kit/useLanguage';
import { ChoiceField, errorsOf, instantOf, NewButton, SaveOrCancel, TimeField, tokyoDate, tokyoTime, useDayList, useProgramForm } from './parts';
import { useMngProgramTranslation } from './strings';
import { growingText } from '../../../kit/growingText';

type Say = (severity: 'success' | 'error', text: { ja: string; en: string }) => void;
type Texts = Pick<ProgramEventInput, 'name' | 'nameEn' | 'description' | 'descriptionEn' | 'place' | 'placeEn'>;
const named = (row: { name: string; nameEn: string }, language: string) => (language === 'en' && row.nameEn ? row.nameEn : row.name);

/**
 * An event's form: names and what it is in both languages, day and times (Tokyo), and where: a
 * room (held against sessions) or a place in words. The rules run as the manager types after a
 * first save; the server's (a room taken at that time) come back onto the fields.
 */
export function EventEditor({
  outline,
  event,
  day,
  onSaved,
  onCancel,
  say,
}: {
  outline: ProgramOutline;
  event?: EventView;
  day: string;
  onSaved: () => void;
  onCancel: () => void;
  say: Say;
}) {
  const { t } = useMngProgramTranslation();
  const { language } = useLanguage();
  const [texts, setTexts] = useState<Texts>({
    name: event?.name ?? '',
    nameEn: event?.nameEn ?? '',
    description: event?.description ?? '',
    descriptionEn: event?.descriptionEn ?? '',
    place: event?.place ?? '',
    placeEn: event?.placeEn ?? '',
  });
  const [roomId, setRoomId] = useState(event?.roomId ?? null);
  const [date, setDate] = useState<string | null>(event ? tokyoDate(event.startAt) : day);
  const [start, setStart] = useState(tokyoTime(event?.startAt ?? null));
  const [end, setEnd] = useState(tokyoTime(event?.endAt ?? null));
  const input = (): ProgramEventInput => ({
    ...texts,
    roomId,
    startAt: instantOf(date ?? '', start),
    endAt: instantOf(date ?? '', end),
    ...(event ? { version: event.version } : {}),
  });
  const { errors, busy, submit, changed } = useProgramForm({
    prefix: 'event',
    input,
    check: (value) => errorsOf(eventProblems(value, { days: outline.days })),
    save: (value) => saveEvent(value, event?.id),
    onSaved,
    say,
  });
  const text = (key: keyof Texts, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`event-${key}`}
      label={t(key === 'name' || key === 'nameEn' ? `mngProgram.${key}` : `mngProgram.events.${key}`)}
      value={texts[key]}
      onChange={(change) => {
        setTexts({ ...texts, [key]: change.target.value });
        changed();
      }}
      error={Boolean(errors[key])}
      helperText={errors[key]?.[language]}
      size="small"
      fullWidth
      {...extra}
    />
  );
  const time = (key: 'startAt' | 'endAt', value: string, set: (value: string) => void) => (
    <TimeField
      id={`event-${key}`}
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
  const title = event ? t('mngProgram.events.editTitle', { name: event.name }) : t('mngProgram.events.newTitle');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={title}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('name', { required: true })}
        {text('nameEn')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ChoiceField
          id="event-date"
          label={t('mngProgram.sessions.date')}
          error={errors.date}
          language={language}
          value={date}
          options={outline.days.map((value) => ({ value, label: formatDay(value, language) }))}
          onChange={(next) => {
            setDate(next);
            changed();
          }}
        />
        {time('startAt', start, setStart)}
        {time('endAt', end, setEnd)}
      </Stack>
      <ChoiceField
        id="event-roomId"
        label={t('mngProgram.events.roomId')}
        error={errors.roomId}
        language={language}
        value={roomId}
        required={false}
        none={t('mngProgram.events.noRoom')}
        options={outline.rooms.map((room) => ({ value: room.id, label: named(room, language) }))}
        onChange={(next) => {
          setRoomId(next);
          changed();
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('place', { helperText: errors.place?.[language] ?? t('mngProgram.events.placeHelp') })}
        {text('placeEn')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('description', growingText(2))}
        {text('descriptionEn', growingText(2))}
      </Stack>
      <SaveOrCancel busy={busy} onCancel={onCancel} />
    </Box>
  );
}

/** The events of one day, in time order, with where they are; edit, remove, add. */
export function EventsTab({ outline, day, onChanged, say }: { outline: ProgramOutline; day: string; onChanged: () => void; say: Say }) {
  const { t } = useMngProgramTranslation();
  const { language } = useLanguage();
  const list = useDayList<EventView>({ removeRow: removeEvent, nameOf: (event) => event.name, onChanged, say });
  const events = outline.events.filter((event) => tokyoDate(event.startAt) === day);
  const where = (event: EventView) => {
    const room = outline.rooms.find((candidate) => candidate.id === event.roomId);
    if (room) return named(room, language);
    return (language === 'en' && event.placeEn ? event.placeEn : event.place) || t('mngProgram.events.noRoom');
  };
  return (
    <Stack spacing={2}>
      {list.editing ? (
        <EventEditor
          key={list.editing === 'new' ? 'new' : list.editing.id}
          outline={outline}
          event={list.editing === 'new' ? undefined : list.editing}
          day={day}
          onSaved={list.done}
          onCancel={list.cancel}
          say={say}
        />
      ) : (
        <NewButton label={t('mngProgram.events.new')} onClick={() => list.setEditing('new')} />
      )}
      {events.length === 0 ? (
        <Typography>{t('mngProgram.events.none')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('mngProgram.events.heading')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {events.map((event) => (
            <Box
              component="li"
              key={event.id}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography sx={{ whiteSpace: 'nowrap', minWidth: '7em' }}>
                {tokyoTime(event.startAt)}–{tokyoTime(event.endAt)}
              </Typography>
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography>{named(event, language)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {where(event)}
                </Typography>
              </Box>
              <Button size="small" onClick={() => list.setEditing(event)} aria-label={`${t('mngProgram.edit')} ${event.name}`}>
                {t('mngProgram.edit')}
              </Button>
              <Button size="small" color="error" onClick={() => void list.remove(event)} aria-label={`${t('mngProgram.remove')} ${event.name}`}>
                {t('mngProgram.remove')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
