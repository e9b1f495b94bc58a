import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatTokyo } from '../../../engine/commission/dates';
import { localize, type LocalizedText } from '../../../engine/messages';
import { seminarProblems } from '../../../engine/seminars';
import type { SeminarInput } from '../../../schemas/seminars';
import { cancelSeminarApplication, createSeminar, removeSeminar, updateSeminar, useMngSeminars, useSeminarApplicants, type Seminar } from '../../api/seminars';
import { ApiRequestError } from '../../api/http';
import { Loading, LoadError } from '../../kit/Loading';
import { fromTokyoInput, tokyoInput } from '../../kit/tokyoInput';
import { useLanguage } from '../../kit/useLanguage';
import { refusalText } from '../judging/parts';
import { useVenueTranslation } from '../venue/strings';
import { ManagerPage } from './ManagerPage';
import { growingText } from '../../kit/growingText';

type Errors = Record<string, LocalizedText>;
type TextField6 = 'titleJa' | 'titleEn' | 'hostJa' | 'hostEn' | 'descriptionJa' | 'descriptionEn';
/** A slot row as the form holds it: its times as Tokyo `datetime-local` values. */
interface SlotRow {
  id?: number;
  startsAt: string;
  endsAt: string;
  room: string;
  capacity: string;
}

const emptySlot: SlotRow = { startsAt: '', endsAt: '', room: '', capacity: '30' };
const rowsOf = (seminar?: Seminar): SlotRow[] =>
  seminar
    ? seminar.slots.map((slot) => ({
        id: slot.id,
        startsAt: tokyoInput(slot.startsAt),
        endsAt: tokyoInput(slot.endsAt),
        room: slot.room,
        capacity: String(slot.capacity),
      }))
    : [{ ...emptySlot }];

function inputOf(texts: Record<TextField6, string>, slots: SlotRow[]): SeminarInput {
  return {
    ...texts,
    slots: slots.map((slot) => ({
      ...(slot.id === undefined ? {} : { id: slot.id }),
      // An empty time is sent as the epoch: the check then names the field, as for any wrong time.
      startsAt: fromTokyoInput(slot.startsAt) ?? new Date(0).toISOString(),
      endsAt: fromTokyoInput(slot.endsAt) ?? new Date(0).toISOString(),
      room: slot.room,
      capacity: Math.max(0, Math.min(10_000, Number.parseInt(slot.capacity, 10) || 0)),
    })),
  };
}

/** The engine's checks, and a time left empty named as required (the engine sees only instants). */
function errorsOf(input: SeminarInput, rows: SlotRow[]): Errors {
  const errors: Errors = Object.fromEntries(seminarProblems(input).map((problem) => [problem.path, localize(problem.code, problem.params)]));
  rows.forEach((row, index) => {
    for (const end of ['startsAt', 'endsAt'] as const) if (!row[end]) errors[`slots.${index}.${end}`] = localize('required');
  });
  return errors;
}

/** A seminar's form: its texts in both languages and its time slots (Tokyo time); the checks the server runs, as the manager types after a first save. */
export function SeminarEditor({ seminar, onSaved, onCancel }: { seminar?: Seminar; onSaved: () => void; onCancel: () => void }) {
  const { t } = useVenueTranslation();
  const { language } = useLanguage();
  const [texts, setTexts] = useState<Record<TextField6, string>>({
    titleJa: seminar?.titleJa ?? '',
    titleEn: seminar?.titleEn ?? '',
    hostJa: seminar?.hostJa ?? '',
    hostEn: seminar?.hostEn ?? '',
    descriptionJa: seminar?.descriptionJa ?? '',
    descriptionEn: seminar?.descriptionEn ?? '',
  });
  const [slots, setSlots] = useState<SlotRow[]>(rowsOf(seminar));
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<LocalizedText>();
  const [busy, setBusy] = useState(false);
  const update = (nextTexts: typeof texts, nextSlots: SlotRow[]) => {
    setTexts(nextTexts);
    setSlots(nextSlots);
    if (tried) setErrors(errorsOf(inputOf(nextTexts, nextSlots), nextSlots));
  };
  const setSlot = (index: number, change: Partial<SlotRow>) =>
    update(
      texts,
      slots.map((slot, at) => (at === index ? { ...slot, ...change } : slot)),
    );
  const save = async () => {
    setTried(true);
    setRefusal(undefined);
    const input = inputOf(texts, slots);
    const problems = errorsOf(input, slots);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      document.getElementById(`seminar-${Object.keys(problems)[0]!.replaceAll('.', '-')}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      if (seminar) await updateSeminar(seminar.id, input);
      else await createSeminar(input);
      onSaved();
    } catch (error) {
      if (error instanceof ApiRequestError && error.fieldErrors.length > 0)
        setErrors(Object.fromEntries(error.fieldErrors.map((item) => [item.field, { ja: item.message, en: item.messageEn }])));
      setRefusal(refusalText(error));
      setBusy(false);
    }
  };
  const field = (name: string, label: string, value: string, onChange: (value: string) => void, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`seminar-${name.replaceAll('.', '-')}`}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.[language]}
      size="small"
      {...extra}
    />
  );
  const text = (name: TextField6, required = false, multiline = false) =>
    field(name, t(`mngSeminars.${name}`), texts[name], (value) => update({ ...texts, [name]: value }, slots), {
      required,
      ...(multiline ? growingText(2) : {}),
      fullWidth: true,
    });
  return (
    <Box
      component="form"
      noValidate
      aria-label={t(seminar ? 'mngSeminars.editTitle' : 'mngSeminars.newTitle')}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void save();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, mb: 3 }}
    >
      <Typography variant="h6" component="h2">
        {t(seminar ? 'mngSeminars.editTitle' : 'mngSeminars.newTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('titleJa', true)}
        {text('titleEn')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('hostJa', true)}
        {text('hostEn')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('descriptionJa', false, true)}
        {text('descriptionEn', false, true)}
      </Stack>
      <Typography component="h3" sx={{ fontWeight: 500 }}>
        {t('mngSeminars.slots')}
      </Typography>
      {errors.slots && (
        <Typography role="alert" color="error" variant="body2">
          {errors.slots[language]}
        </Typography>
      )}
      {slots.map((slot, index) => (
        <Stack
          key={slot.id ?? `new-${index}`}
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          role="group"
          aria-label={t('mngSeminars.slotN', { n: index + 1 })}
        >
          {field(`slots.${index}.startsAt`, t('mngSeminars.startsAt'), slot.startsAt, (value) => setSlot(index, { startsAt: value }), {
            type: 'datetime-local',
            slotProps: { inputLabel: { shrink: true } },
          })}
          {field(`slots.${index}.endsAt`, t('mngSeminars.endsAt'), slot.endsAt, (value) => setSlot(index, { endsAt: value }), {
            type: 'datetime-local',
            slotProps: { inputLabel: { shrink: true } },
          })}
          {field(`slots.${index}.room`, t('mngSeminars.room'), slot.room, (value) => setSlot(index, { room: value }), { required: true })}
          {field(`slots.${index}.capacity`, t('mngSeminars.capacity'), slot.capacity, (value) => setSlot(index, { capacity: value }), {
            type: 'number',
            slotProps: { htmlInput: { min: 0, max: 10_000 } },
            sx: { width: { md: 120 } },
          })}
          <Button
            onClick={() =>
              update(
                texts,
                slots.filter((_, at) => at !== index),
              )
            }
            aria-label={t('mngSeminars.removeSlotN', { n: index + 1 })}
          >
            {t('mngSeminars.removeSlot')}
          </Button>
        </Stack>
      ))}
      <Box>
        <Button onClick={() => update(texts, [...slots, { ...emptySlot }])}>{t('mngSeminars.addSlot')}</Button>
      </Box>
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal[language]}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('mngSeminars.save')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('mngSeminars.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}

/** Who applied for a seminar, slot by slot, with a way to cancel an application (audited). */
function Applicants({ seminar }: { seminar: Seminar }) {
  const { t } = useVenueTranslation();
  const { language } = useLanguage();
  const { data, error, mutate } = useSeminarApplicants(seminar.id);
  const [refusal, setRefusal] = useState<LocalizedText>();
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (!data) return <Loading />;
  if (data.items.length === 0) return <Typography color="text.secondary">{t('mngSeminars.noApplicants')}</Typography>;
  const slotTime = (slotId: number) => {
    const slot = seminar.slots.find((candidate) => candidate.id === slotId);
    return slot ? `${formatTokyo(slot.startsAt)}–${formatTokyo(slot.endsAt, 'HH:mm')}` : '';
  };
  const cancel = async (id: number, name: string) => {
    if (!window.confirm(t('mngSeminars.cancelConfirm', { name }))) return;
    setRefusal(undefined);
    try {
      await cancelSeminarApplication(id);
    } catch (failure) {
      setRefusal(refusalText(failure));
    }
    await mutate();
  };
  return (
    <Box sx={{ overflowX: 'auto' }}>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {refusal[language]}
        </Alert>
      )}
      <Table size="small" aria-label={t('mngSeminars.applicantsOf', { title: seminar.titleJa })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('mngSeminars.slot')}</TableCell>
            <TableCell>{t('mngSeminars.name')}</TableCell>
            <TableCell>{t('mngSeminars.email')}</TableCell>
            <TableCell>{t('mngSeminars.note')}</TableCell>
            <TableCell>{t('mngSeminars.appliedAt')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {data.items.map((applicant) => (
            <TableRow key={applicant.id}>
              <TableCell>{slotTime(applicant.slotId)}</TableCell>
              <TableCell>{applicant.name[language]}</TableCell>
              <TableCell>{applicant.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{applicant.note}</TableCell>
              <TableCell>{formatTokyo(applicant.createdAt)}</TableCell>
              <TableCell>
                <Button size="small" color="error" onClick={() => void cancel(applicant.id, applicant.name[language])}>
                  {t('mngSeminars.cancelApplication')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** One seminar in the managers' list: its slots with places taken, and its actions. */
function SeminarItem({ seminar, onEdit, onChanged }: { seminar: Seminar; onEdit: () => void; onChanged: () => void }) {
  const { t } = useVenueTranslation();
  const { language } = useLanguage();
  const [showApplicants, setShowApplicants] = useState(false);
  const [refusal, setRefusal] = useState<LocalizedText>();
  const remove = async () => {
    if (!window.confirm(t('mngSeminars.removeConfirm', { title: seminar.titleJa }))) return;
    try {
      await removeSeminar(seminar.id);
      onChanged();
    } catch (error) {
      setRefusal(refusalText(error));
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`mng-seminar-${seminar.id}`} sx={{ p: 2 }}>
      <Typography id={`mng-seminar-${seminar.id}`} variant="h6" component="h2">
        {seminar.titleJa}
        {seminar.titleEn && ` / ${seminar.titleEn}`}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {seminar.hostJa}
        {seminar.hostEn && ` / ${seminar.hostEn}`}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {seminar.slots.map((slot) => (
          <li key={slot.id}>
            {formatTokyo(slot.startsAt)}–{formatTokyo(slot.endsAt, 'HH:mm')} · {slot.room} ·{' '}
            {t('mngSeminars.taken', { taken: slot.taken, capacity: slot.capacity })}
          </li>
        ))}
      </Box>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {refusal[language]}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button onClick={onEdit}>{t('mngSeminars.edit')}</Button>
        <Button onClick={() => setShowApplicants((shown) => !shown)} aria-expanded={showApplicants}>
          {t('mngSeminars.applicants')}
        </Button>
        <Button color="error" onClick={() => void remove()}>
          {t('mngSeminars.remove')}
        </Button>
      </Stack>
      {showApplicants && (
        <Box sx={{ mt: 1 }}>
          <Applicants seminar={seminar} />
        </Box>
      )}
    </Paper>
  );
}

function SeminarsAdmin() {
  const { t } = useVenueTranslation();
  const { data, error, mutate } = useMngSeminars();
  const [editing, setEditing] = useState<Seminar | 'new'>();
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (!data) return <Loading />;
  const done = () => {
    setEditing(undefined);
    void mutate();
  };
  return (
    <Stack spacing={2}>
      {editing ? (
        <SeminarEditor
          key={editing === 'new' ? 'new' : editing.id}
          seminar={editing === 'new' ? undefined : editing}
          onSaved={done}
          onCancel={() => setEditing(undefined)}
        />
      ) : (
        <Box>
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t('mngSeminars.new')}
          </Button>
        </Box>
      )}
      {data.seminars.length === 0 && <Typography>{t('seminars.none')}</Typography>}
      {data.seminars.map((seminar) => (
        <SeminarItem key={seminar.id} seminar={seminar} onEdit={() => setEditing(seminar)} onChanged={() => void mutate()} />
      ))}
    </Stack>
  );
}

/** Route /mng/seminars: the managers write co-hosted seminars and their slots, see who applied and cancel an application (issue 66). */
export function SeminarsAdminPage() {
  const { t } = useVenueTranslation();
  return (
    <ManagerPage titleId="mng-seminars-title" title={t('venue.seminarsTitle')} lead={t('mngSeminars.lead')}>
      {() => <SeminarsAdmin />}
    </ManagerPage>
  );
}
