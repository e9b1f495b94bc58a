import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { ROOM_HEARTBEAT_MS } from '../../../engine/live/rooms';
import { ApiRequestError } from '../../api/http';
import { joinRoom, leaveRoom, removeRoom, setRoom, stayInRoom, useRoom, type RoomOwner, type RoomState } from '../../api/rooms';
import { useOperationTranslation } from '../../kit/operationStrings';
import { useToast } from '../../kit/toast';
import { bothLanguages, useLanguage } from '../../kit/useLanguage';
import { fieldMessage } from './CommentParts';

export interface RoomViewProps {
  owner: RoomOwner;
  state: RoomState;
  changed(state: RoomState): void;
  /** Tests and stories: the calls the section makes. */
  calls?: { join: typeof joinRoom; stay: typeof stayInRoom; leave: typeof leaveRoom; set: typeof setRoom; remove: typeof removeRoom };
}

const realCalls = { join: joinRoom, stay: stayInRoom, leave: leaveRoom, set: setRoom, remove: removeRoom };

/** The message of a refusal in the page's language, or undefined when it is not the server's. */
const refusalText = (error: unknown, language: 'ja' | 'en') =>
  error instanceof ApiRequestError ? (language === 'en' ? error.messageEn : error.messageJa) : undefined;

/**
 * A presentation's or a session's discussion room (issue 65): enter it and the meeting's address appears, kept
 * while the page is open (a heartbeat) and given back on leaving or closing the page; a full room
 * says so. Managers set the meeting's address and, when it differs from the conference's, the
 * capacity, which attendees never see.
 */
export function RoomView({ owner, state, changed, calls = realCalls }: RoomViewProps) {
  const { t, i18n } = useOperationTranslation();
  const { language } = useLanguage();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | undefined>(undefined);
  const { room, mayManage } = state;
  const joined = room?.joined === true;
  const titleId = `room-title-${owner.kind}`;

  // While inside: say so every ROOM_HEARTBEAT_MS; a place the server freed is shown as left.
  const latest = useRef({ state, changed });
  latest.current = { state, changed };
  useEffect(() => {
    if (!joined) return;
    const timer = setInterval(() => {
      calls.stay(owner).catch((error: unknown) => {
        const { state: now, changed: change } = latest.current;
        if (error instanceof ApiRequestError && error.status === 404 && now.room) change({ ...now, room: { ...now.room, joined: false } });
      });
    }, ROOM_HEARTBEAT_MS);
    const onLeave = () => void calls.leave(owner, true).catch(() => undefined);
    window.addEventListener('pagehide', onLeave);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onLeave);
    };
  }, [joined, owner, calls]);

  if (!room && !mayManage) return null;

  const enter = async () => {
    setBusy(true);
    setRefused(undefined);
    try {
      const { room: entered } = await calls.join(owner);
      changed({ ...state, room: { ...entered, capacity: room?.capacity ?? null } });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        setRefused(refusalText(error, language));
        if (room) changed({ ...state, room: { ...room, full: true } });
      } else toast.error(error, undefined, bothLanguages(i18n, 'room.joinFailed'));
    } finally {
      setBusy(false);
    }
  };
  const leave = async () => {
    setBusy(true);
    try {
      await calls.leave(owner);
      if (room) changed({ ...state, room: { ...room, joined: false, meetingUrl: mayManage ? room.meetingUrl : null, full: false } });
    } catch (error) {
      toast.error(error, undefined, bothLanguages(i18n, 'room.leaveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t(owner.kind === 'session' ? 'room.sessionHeading' : 'room.heading')}
      </Typography>
      {room ? (
        joined && room.meetingUrl ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography role="status">{t('room.inside')}</Typography>
            <Button component={Link} href={room.meetingUrl} target="_blank" rel="noopener noreferrer" variant="contained" endIcon={<OpenInNew />}>
              {t('room.open')}
            </Button>
            <Button onClick={() => void leave()} disabled={busy}>
              {t('room.leave')}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography color="text.secondary">{t('room.intro')}</Typography>
            {(refused || room.full) && (
              <Alert severity="warning" role="alert">
                {refused ?? t('room.full')}
              </Alert>
            )}
            <Button variant="outlined" onClick={() => void enter()} disabled={busy}>
              {t('room.enter')}
            </Button>
          </Stack>
        )
      ) : (
        <Typography color="text.secondary">{t(owner.kind === 'session' ? 'room.sessionNone' : 'room.none')}</Typography>
      )}
      {mayManage && <RoomSettings owner={owner} state={state} changed={changed} calls={calls} />}
    </Box>
  );
}

function RoomSettings({ owner, state, changed, calls }: Required<RoomViewProps>) {
  const { t, i18n } = useOperationTranslation();
  const { language } = useLanguage();
  const toast = useToast();
  const [meetingUrl, setMeetingUrl] = useState(state.room?.meetingUrl ?? '');
  const [capacity, setCapacity] = useState(state.room?.capacity && state.room.capacity !== state.defaultCapacity ? String(state.room.capacity) : '');
  const [error, setError] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const { room } = await calls.set(owner, meetingUrl, capacity.trim() ? Number(capacity) : null);
      changed({ ...state, room });
      setError(undefined);
      toast.success(bothLanguages(i18n, 'room.saved'));
    } catch (failure) {
      setError(failure);
      if (!fieldMessage(failure, 'meetingUrl', language) && !fieldMessage(failure, 'capacity', language))
        toast.error(failure, undefined, bothLanguages(i18n, 'room.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await calls.remove(owner);
      changed({ ...state, room: null });
      toast.success(bothLanguages(i18n, 'room.removed'));
    } catch (failure) {
      toast.error(failure, undefined, bothLanguages(i18n, 'room.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  const urlError = fieldMessage(error, 'meetingUrl', language);
  return (
    <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), void save())} sx={{ mt: 2, maxWidth: 560 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t(state.room ? 'room.settingsChange' : 'room.settingsNew')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={t('room.meetingUrl')}
          value={meetingUrl}
          onChange={(event) => setMeetingUrl(event.target.value)}
          type="url"
          required
          error={Boolean(urlError)}
          helperText={urlError ?? t('room.meetingUrlHint')}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <TextField
          label={t('room.capacity')}
          value={capacity}
          onChange={(event) => setCapacity(event.target.value.replace(/[^0-9]/g, ''))}
          helperText={t('room.capacityHint', { count: state.defaultCapacity ?? 0 })}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          sx={{ maxWidth: 320 }}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('room.save')}
        </Button>
        {state.room && (
          <Button color="error" onClick={() => void remove()} disabled={busy}>
            {t('room.remove')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** A discussion room section of a presentation's page (its own, its session's): nothing while it loads, or when there is no room and no one to make one. */
export function DiscussionRoom({ owner }: { owner: RoomOwner }) {
  const { data, mutate } = useRoom(owner);
  if (!data) return null;
  return <RoomView owner={owner} state={data} changed={(next) => void mutate(next, { revalidate: false })} />;
}
