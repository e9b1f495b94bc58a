import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { slotState, seminarApplicationProblems, type SlotState } from '../../../engine/seminars';
import { localize } from '../../../engine/messages';
import { SEMINAR_NOTE_MAX } from '../../../schemas/seminars';
import { applyForSlot, useSeminars, type Seminar, type SeminarApplication, type SeminarSlot } from '../../api/seminars';
import { ApiRequestError } from '../../api/http';
import { Loading } from '../../kit/Loading';
import { useTimeFormat } from '../../kit/timeZone';
import { useLanguage } from '../../kit/useLanguage';
import { ProgramError, ProgramGate } from '../program/ProgramGate';
import { useVenueTranslation } from './strings';
import { growingText } from '../../kit/growingText';

/** A seminar's text in the reader's language, or the Japanese marked as such. */
function useText() {
  const { language } = useLanguage();
  return (ja: string, en: string) =>
    language === 'en' && en.trim() ? { text: en, lang: 'en', missing: false } : { text: ja, lang: 'ja', missing: language === 'en' };
}

/** When a slot is, in the reader's zone: "Mar 10, 2027 12:00–13:00". */
function useSlotTime() {
  const at = useTimeFormat();
  return (slot: { startsAt: string; endsAt: string }) => `${at(slot.startsAt)}–${at(slot.endsAt, 'time')}`;
}

const stateColour: Record<SlotState, 'success' | 'default' | 'warning'> = {
  applied: 'success',
  open: 'default',
  full: 'warning',
  overlaps: 'default',
  ended: 'default',
};

function SlotRow({ slot, state, onApply }: { slot: SeminarSlot; state: SlotState; onApply: () => void }) {
  const { t } = useVenueTranslation();
  const when = useSlotTime();
  const left = Math.max(0, slot.capacity - slot.taken);
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Box>
        <Typography sx={{ fontWeight: 500 }}>{when(slot)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {slot.room} · {t('seminars.placesLeft', { left, capacity: slot.capacity })}
        </Typography>
      </Box>
      {state === 'open' ? (
        <Button variant="contained" onClick={onApply} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {t('seminars.apply')}
        </Button>
      ) : (
        <Chip label={t(`seminars.state.${state}`)} color={stateColour[state]} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} />
      )}
    </Stack>
  );
}

export interface SeminarsViewProps {
  seminars: Seminar[];
  applications: SeminarApplication[];
  now: Date;
  onApply: (seminar: Seminar, slot: SeminarSlot) => void;
}

/** The seminars with their slots, each open to apply for or saying why not; the reader's applications first. */
export function SeminarsView({ seminars, applications, now, onApply }: SeminarsViewProps) {
  const { t } = useVenueTranslation();
  const text = useText();
  const when = useSlotTime();
  const titleOf = (seminarId: number) => {
    const seminar = seminars.find((candidate) => candidate.id === seminarId);
    return seminar ? text(seminar.titleJa, seminar.titleEn).text : '';
  };
  return (
    <Stack spacing={2}>
      <Typography>{t('seminars.intro')}</Typography>
      {applications.length > 0 && (
        <Paper component="section" variant="outlined" aria-labelledby="seminars-mine" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="seminars-mine" variant="h6" component="h2" gutterBottom>
            {t('seminars.mine')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {applications.map((application) => (
              <li key={application.id}>
                <Typography>
                  {titleOf(application.seminarId)} — {when(application)}
                </Typography>
                {application.note && (
                  <Typography variant="body2" color="text.secondary">
                    {t('seminars.yourNote')}: {application.note}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        </Paper>
      )}
      {seminars.length === 0 && <Typography>{t('seminars.none')}</Typography>}
      {seminars.map((seminar) => {
        const title = text(seminar.titleJa, seminar.titleEn);
        const host = text(seminar.hostJa, seminar.hostEn);
        const description = text(seminar.descriptionJa, seminar.descriptionEn);
        return (
          <Paper key={seminar.id} component="section" variant="outlined" aria-labelledby={`seminar-${seminar.id}`} sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id={`seminar-${seminar.id}`} variant="h6" component="h2" lang={title.lang}>
              {title.text}
            </Typography>
            <Typography color="text.secondary" lang={host.lang} gutterBottom>
              {t('seminars.host', { host: host.text })}
            </Typography>
            {title.missing && (
              <Typography variant="caption" color="text.secondary" component="p">
                ({t('app.noTranslation')})
              </Typography>
            )}
            {description.text && (
              <Typography lang={description.lang} sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
                {description.text}
              </Typography>
            )}
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('seminars.slots')}>
              {seminar.slots.map((slot) => (
                <SlotRow key={slot.id} slot={slot} state={slotState(slot, applications, now)} onApply={() => onApply(seminar, slot)} />
              ))}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The application's confirmation: what is applied for, a note for the organizers, and §4's warning that it is final. */
export function ApplyDialog({ seminar, slot, onClose, onApplied }: { seminar: Seminar; slot: SeminarSlot; onClose: () => void; onApplied: () => void }) {
  const { t } = useVenueTranslation();
  const { language } = useLanguage();
  const text = useText();
  const when = useSlotTime();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<unknown>();
  const problem = seminarApplicationProblems({ note })[0];
  const submit = async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await applyForSlot(slot.id, { note });
      onApplied();
    } catch (error) {
      setRefusal(error);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="seminar-apply-title" fullWidth maxWidth="sm">
      <DialogTitle id="seminar-apply-title">{t('seminars.confirmTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 500 }}>{text(seminar.titleJa, seminar.titleEn).text}</Typography>
        <Typography color="text.secondary" gutterBottom>
          {when(slot)} · {slot.room}
        </Typography>
        <TextField
          label={t('seminars.note')}
          helperText={problem ? localize(problem.code, problem.params)[language] : t('seminars.noteHint', { limit: SEMINAR_NOTE_MAX })}
          error={Boolean(problem)}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          fullWidth
          {...growingText(2)}
          sx={{ mt: 2 }}
        />
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('seminars.final')}
        </Alert>
        {refusal !== undefined && (
          <Box sx={{ mt: 2 }}>
            <ProgramError error={refusal} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('seminars.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy || Boolean(problem) || refusal instanceof ApiRequestError}>
          {t('seminars.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function SeminarsBody() {
  const { data, error, mutate } = useSeminars();
  const [applying, setApplying] = useState<{ seminar: Seminar; slot: SeminarSlot }>();
  if (error) return <ProgramError error={error} onRetry={() => void mutate()} />;
  if (!data) return <Loading />;
  return (
    <>
      <SeminarsView seminars={data.seminars} applications={data.applications} now={new Date()} onApply={(seminar, slot) => setApplying({ seminar, slot })} />
      {applying && (
        <ApplyDialog
          seminar={applying.seminar}
          slot={applying.slot}
          onClose={() => {
            setApplying(undefined);
            void mutate();
          }}
          onApplied={() => {
            setApplying(undefined);
            void mutate();
          }}
        />
      )}
    </>
  );
}

/** Route /lunch_seminars: co-hosted seminars for approved participants while isLunchSeminar is on (managers always). */
export function SeminarsPage() {
  const { t } = useVenueTranslation();
  return (
    <ProgramGate feature="isLunchSeminar">
      <Typography variant="h5" component="h1" gutterBottom>
        {t('venue.seminarsTitle')}
      </Typography>
      <SeminarsBody />
    </ProgramGate>
  );
}
