import { useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { localize } from '../../../../engine/messages';
import { nextFreeSlot, slotMinutes, slotProblems } from '../../../../engine/program/editing';
import type { PresentationKind } from '../../../../schemas/program';
import {
  placePresentation,
  setPresentationFlags,
  useProgramBoard,
  type PresentationPlace,
  type ProgramOutline,
  type SessionView,
} from '../../../api/programEditing';
import { Loading, LoadError } from '../../../kit/Loading';
import { useLanguage } from '../../../kit/useLanguage';
import { errorsOf, instantOf, refusalOf, tokyoDate, tokyoTime, type Errors } from './parts';
import { useMngProgramTranslation } from './strings';

type Say = (severity: 'success' | 'error', text: { ja: string; en: string }) => void;
const DRAG_TYPE = 'application/x-kaigi-presentation';

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
      say('success', { ja: t('mngProgram.saved', { lng: 'ja' }), en: t('mngProgram.saved', { lng: 'en' }) });
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

/** A presentation on the board: dragged onto a session, or moved with its button. */
function PresentationItem({ presentation, onMove }: { presentation: PresentationPlace; onMove: () => void }) {
  const { t } = useMngProgramTranslation();
  const { language } = useLanguage();
  const start = (event: DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, String(presentation.id));
    event.dataTransfer.setData('text/plain', presentation.code);
    event.dataTransfer.effectAllowed = 'move';
  };
  return (
    <Box
      component="li"
      draggable
      onDragStart={start}
      data-testid={`presentation-${presentation.code}`}
      sx={{ p: 0.5, borderRadius: 1, cursor: 'grab', '&:hover': { bgcolor: 'action.hover' } }}
    >
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <strong>{presentation.code}</strong> {language === 'en' && presentation.nameEn ? presentation.nameEn : presentation.name}
      </Typography>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {presentation.startAt && (
          <Typography variant="caption" color="text.secondary">
            {tokyoTime(presentation.startAt)}–{tokyoTime(presentation.endAt)}
          </Typography>
        )}
        {!presentation.isPublic && <Chip size="small" variant="outlined" label={t('mngProgram.board.unpublished')} sx={{ fontWeight: 700 }} />}
        {presentation.isLocked && <Chip size="small" label={t('mngProgram.board.locked')} />}
        <Box sx={{ flex: 1 }} />
        <Button size="small" onClick={onMove} aria-label={`${t('mngProgram.board.move')} ${presentation.code}`} sx={{ minWidth: 0 }}>
          {t('mngProgram.board.move')}
        </Button>
      </Stack>
    </Box>
  );
}

/** Drop handling shared by the session cards and the "not in a session" list. */
function useDrop(onDrop: (presentationId: number) => void) {
  const [over, setOver] = useState(false);
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        const id = Number(event.dataTransfer.getData(DRAG_TYPE));
        if (id) onDrop(id);
      },
    },
  };
}

function SessionCard({
  session,
  presentations,
  onDropPresentation,
  onMove,
}: {
  session: SessionView;
  presentations: PresentationPlace[];
  onDropPresentation: (id: number) => void;
  onMove: (presentation: PresentationPlace) => void;
}) {
  const { t } = useMngProgramTranslation();
  const { language } = useLanguage();
  const drop = useDrop(onDropPresentation);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`board-session-${session.id}`}
      data-testid={`session-${session.code}`}
      {...drop.handlers}
      sx={{ p: 1, borderColor: drop.over ? 'primary.main' : 'divider', borderWidth: drop.over ? 2 : 1, bgcolor: drop.over ? 'action.selected' : undefined }}
    >
      <Typography id={`board-session-${session.id}`} variant="subtitle2" component="h3">
        {session.code} {language === 'en' && session.nameEn ? session.nameEn : session.name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {tokyoTime(session.startAt)}–{tokyoTime(session.endAt)}
      </Typography>
      {presentations.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('mngProgram.board.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {presentations.map((presentation) => (
            <PresentationItem key={presentation.id} presentation={presentation} onMove={() => onMove(presentation)} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

/**
 * The day's timetable as managers arrange it: a column per room with its sessions, each listing
 * its presentations; presentations in no session beside it. A presentation dragged onto a session
 * takes the session's next free slot of its length; "Move" does the same with the keyboard and
 * sets the time, publication and lock. Every change says that it was saved.
 */
export function ProgramBoard({
  outline,
  day,
  kind,
  onChanged,
  say,
}: {
  outline: ProgramOutline;
  day: string;
  kind: PresentationKind;
  onChanged: () => void;
  say: Say;
}) {
  const { t } = useMngProgramTranslation();
  const { language } = useLanguage();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const board = useProgramBoard(day, kind, q, page);
  const [moving, setMoving] = useState<PresentationPlace>();
  const unplacedDrop = useDrop((id) => void drop(id, undefined));
  const sessions = outline.sessions.filter((session) => session.presentationKind === kind && tokyoDate(session.startAt) === day);
  if (board.error) return <LoadError onRetry={() => void board.mutate()} />;
  if (!board.data) return <Loading />;
  const { placed, unplaced } = board.data;
  const refresh = () => {
    void board.mutate();
    onChanged();
  };
  const all = [...placed, ...unplaced.items];

  async function drop(id: number, session: SessionView | undefined) {
    const presentation = all.find((candidate) => candidate.id === id);
    if (!presentation || presentation.sessionId === (session?.id ?? null)) return;
    let slot: { startAt: string | null; endAt: string | null } | undefined = { startAt: null, endAt: null };
    if (session) {
      const others = placed.filter((other) => other.sessionId === session.id);
      const minutes = slotMinutes(presentation, others);
      slot = nextFreeSlot(session, presentation, others, minutes);
      if (!slot) {
        say('error', localize('noFreeSlot', { minutes }));
        return;
      }
    }
    try {
      await placePresentation(id, { sessionId: session?.id ?? null, ...slot, version: presentation.version });
      say(
        'success',
        session
          ? {
              ja: t('mngProgram.board.moved', { lng: 'ja', code: presentation.code, session: session.code }),
              en: t('mngProgram.board.moved', { lng: 'en', code: presentation.code, session: session.code }),
            }
          : {
              ja: t('mngProgram.board.movedOut', { lng: 'ja', code: presentation.code }),
              en: t('mngProgram.board.movedOut', { lng: 'en', code: presentation.code }),
            },
      );
    } catch (error) {
      say('error', refusalOf(error).message);
    }
    refresh();
  }

  const rooms = outline.rooms.filter((room) => sessions.some((session) => session.roomId === room.id));
  const lastPage = Math.max(1, Math.ceil(unplaced.total / unplaced.per));
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('mngProgram.board.dragHint')}
      </Typography>
      <Stack spacing={2}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="board-unplaced"
          data-testid="unplaced"
          {...unplacedDrop.handlers}
          sx={{ p: 1, borderColor: unplacedDrop.over ? 'primary.main' : 'divider', borderWidth: unplacedDrop.over ? 2 : 1 }}
        >
          <Typography id="board-unplaced" variant="subtitle1" component="h2">
            {t('mngProgram.board.unplacedCount', { count: unplaced.total })}
          </Typography>
          <TextField
            id="board-search"
            type="search"
            label={t('mngProgram.board.search')}
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
              setPage(1);
            }}
            size="small"
            fullWidth
            sx={{ my: 1 }}
          />
          <Typography variant="caption" color="text.secondary">
            {t('mngProgram.board.dropHere')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 320, overflowY: 'auto' }}>
            {unplaced.items.map((presentation) => (
              <PresentationItem key={presentation.id} presentation={presentation} onMove={() => setMoving(presentation)} />
            ))}
          </Box>
          {lastPage > 1 && (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button size="small" disabled={page === 1} onClick={() => setPage(page - 1)}>
                {t('mngProgram.board.previous')}
              </Button>
              <Button size="small" disabled={page === lastPage} onClick={() => setPage(page + 1)}>
                {t('mngProgram.board.more', { count: unplaced.per })}
              </Button>
            </Stack>
          )}
        </Paper>
        {rooms.length === 0 ? (
          <Typography>{t('mngProgram.board.noSessions', { kind: t(`mngProgram.kind.${kind}`) })}</Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
              alignItems: 'start',
            }}
          >
            {rooms.map((room) => (
              <Stack key={room.id} spacing={1} component="section" aria-labelledby={`board-room-${room.id}`}>
                <Typography id={`board-room-${room.id}`} variant="subtitle1" component="h2">
                  {language === 'en' && room.nameEn ? room.nameEn : room.name}
                </Typography>
                {sessions
                  .filter((session) => session.roomId === room.id)
                  .map((session) => (
                    <SessionCard
                      key={session.id}
                      session={session}
                      presentations={placed.filter((presentation) => presentation.sessionId === session.id)}
                      onDropPresentation={(id) => void drop(id, session)}
                      onMove={setMoving}
                    />
                  ))}
              </Stack>
            ))}
          </Box>
        )}
      </Stack>
      {moving && (
        <MoveDialog
          presentation={moving}
          sessions={sessions}
          placed={placed}
          onClose={() => setMoving(undefined)}
          onSaved={() => {
            setMoving(undefined);
            refresh();
          }}
          say={say}
        />
      )}
    </Stack>
  );
}
