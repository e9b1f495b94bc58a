import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { nextFreeSlot, slotMinutes, slotProblems } from '../../../../engine/program/editing';
import { placePresentation, setPresentationFlags, type PresentationPlace, type SessionView } from '../../../api/programEditing';
import { useLanguage } from '../../../kit/useLanguage';
import { errorsOf, inBoth, instantOf, refusalOf, tokyoDate, tokyoTime, type Errors } from './parts';
import { useMngProgramTranslation } from './strings';

type Say = (severity: 'success' | 'error', text: { ja: string; en: string }) => void;

/**
 * Where a presentation goes, chosen with the keyboard: a session of the day (or none), its slot
 * (the session's next free one to start with), and whether it is published and locked.
 */
export function MoveDialog({
  presentation,
  sessions,
  placed,
  onClose,
  onSaved,
  say,
}: {
  presentation: PresentationPlace;
  sessions: SessionView[];
  placed: PresentationPlace[];
  onClose: () => void;
  onSaved: () => void;
  say: Say;
}) {
  const { t } = useMngProgramTranslation();
  const { language } = useLanguage();
  const [sessionId, setSessionId] = useState<number | null>(presentation.sessionId);
  const [start, setStart] = useState(tokyoTime(presentation.startAt));
  const [end, setEnd] = useState(tokyoTime(presentation.endAt));
  const [isPublic, setIsPublic] = useState(presentation.isPublic);
  const [isLocked, setIsLocked] = useState(presentation.isLocked);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const session = sessions.find((candidate) => candidate.id === sessionId);
  const day = tokyoDate(session?.startAt ?? null);
  const oral = presentation.kind === 'oral';
  const chooseSession = (id: number | null) => {
    setSessionId(id);
    setErrors({});
    const chosen = sessions.find((candidate) => candidate.id === id);
    if (!chosen || !oral) {
      setStart('');
      setEnd('');
      return;
    }
    const others = placed.filter((other) => other.sessionId === chosen.id);
    const free = nextFreeSlot(chosen, presentation, others, slotMinutes(presentation, others));
    setStart(tokyoTime(free?.startAt ?? null));
    setEnd(tokyoTime(free?.endAt ?? null));
  };
  const save = async () => {
    const input = { sessionId, startAt: day ? instantOf(day, start) : null, endAt: day ? instantOf(day, end) : null, version: presentation.version };
    const problems = errorsOf(slotProblems(input, presentation, session, placed));
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      let version = presentation.version;
      const moved = sessionId !== presentation.sessionId || input.startAt !== presentation.startAt || input.endAt !== presentation.endAt;
      if (moved) version = (await placePresentation(presentation.id, input)).version;
      if (isPublic !== presentation.isPublic || isLocked !== presentation.isLocked)
        await setPresentationFlags(presentation.id, { isPublic, isLocked, version });
      say('success', inBoth(t, 'mngProgram.saved'));
      onSaved();
    } catch (error) {
      const refusal = refusalOf(error);
      setErrors(refusal.fields);
      say('error', refusal.message);
      setBusy(false);
    }
  };
  const named = (row: SessionView) =>
    `${row.code} ${language === 'en' && row.nameEn ? row.nameEn : row.name} (${tokyoTime(row.startAt)}–${tokyoTime(row.endAt)})`;
  return (
    <Dialog open onClose={onClose} aria-labelledby="move-title" fullWidth maxWidth="sm">
      <DialogTitle id="move-title">{t('mngProgram.board.moveTitle', { code: presentation.code })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{language === 'en' && presentation.nameEn ? presentation.nameEn : presentation.name}</Typography>
          <TextField
            id="move-session"
            select
            label={t('mngProgram.board.session')}
            value={sessionId ?? ''}
            onChange={(event) => chooseSession(event.target.value === '' ? null : Number(event.target.value))}
            error={Boolean(errors.sessionId)}
            helperText={errors.sessionId?.[language]}
            size="small"
          >
            <MenuItem value="">{t('mngProgram.board.noSession')}</MenuItem>
            {sessions.map((row) => (
              <MenuItem key={row.id} value={row.id}>
                {named(row)}
              </MenuItem>
            ))}
          </TextField>
          {oral && session && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {(
                [
                  ['startAt', 'startTime', start, setStart],
                  ['endAt', 'endTime', end, setEnd],
                ] as const
              ).map(([key, label, value, set]) => (
                <TextField
                  key={key}
                  id={`move-${key}`}
                  type="time"
                  label={t(`mngProgram.board.${label}`)}
                  value={value}
                  onChange={(event) => set(event.target.value)}
                  error={Boolean(errors[key])}
                  helperText={errors[key]?.[language]}
                  size="small"
                  fullWidth
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                />
              ))}
            </Stack>
          )}
          <FormControlLabel
            control={<Checkbox checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />}
            label={t('mngProgram.board.isPublic')}
          />
          <FormControlLabel
            control={<Checkbox checked={isLocked} onChange={(event) => setIsLocked(event.target.checked)} />}
            label={t('mngProgram.board.isLocked')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('mngProgram.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {t('mngProgram.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
