import { useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { localize } from '../../../../engine/messages';
import { nextFreeSlot, slotMinutes } from '../../../../engine/program/editing';
import type { PresentationKind } from '../../../../schemas/program';
import { placePresentation, useProgramBoard, type PresentationPlace, type ProgramOutline, type SessionView } from '../../../api/programEditing';
import { Loading, LoadError } from '../../../kit/Loading';
import { useLanguage } from '../../../kit/useLanguage';
import { MoveDialog } from './MoveDialog';
import { inBoth, refusalOf, tokyoDate, tokyoTime } from './parts';
import { useMngProgramTranslation } from './strings';

type Say = (severity: 'success' | 'error', text: { ja: string; en: string }) => void;
const DRAG_TYPE = 'application/x-kaigi-presentation';

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
          ? inBoth(t, 'mngProgram.board.moved', { code: presentation.code, session: session.code })
          : inBoth(t, 'mngProgram.board.movedOut', { code: presentation.code }),
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
