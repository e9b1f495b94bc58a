import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import { VIMEO_ID_PATTERN } from '../../../engine/live/videos';
import { reportPlayback, removeVideo, setVimeoVideo, uploadVideo, usePresentationVideo, type PresentationVideoState } from '../../api/videos';
import { useOperationTranslation } from '../../kit/operationStrings';
import { useToast } from '../../kit/toast';
import { bothLanguages, useLanguage } from '../../kit/useLanguage';
import { fieldMessage } from './CommentParts';

/** While playing, where the viewer is is saved this often; also on pause, at the end and when the page closes. */
const REPORT_EVERY_MS = 10_000;

/** 75 s as 1:15, 3,725 s as 1:02:05. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

export interface VideoViewProps {
  presentationId: number;
  title: string;
  state: PresentationVideoState;
  /** Called with the state after an upload or removal. */
  changed(state: PresentationVideoState): void;
  /** Tests and stories: the calls the player and the uploader make. */
  calls?: { report: typeof reportPlayback; upload: typeof uploadVideo; remove: typeof removeVideo; vimeo: typeof setVimeoVideo };
}

const realCalls = { report: reportPlayback, upload: uploadVideo, remove: removeVideo, vimeo: setVimeoVideo };

/**
 * Reports where the viewer is, as either player says it: now and then while playing, on pause, at
 * the end and as the page closes. A lost report costs only where the page resumes next time; the
 * viewer is not interrupted.
 */
function playbackReporter(presentationId: number, report: typeof reportPlayback) {
  let last = { time: -1, at: 0 };
  return {
    /** Where the video starts: nothing to report until the viewer moves from here. */
    startAt(time: number) {
      last = { time, at: Date.now() };
    },
    due: () => Date.now() - last.at >= REPORT_EVERY_MS,
    send(time: number, ended = false, keepalive = false) {
      // Before the player knows where it starts, there is nothing to say: a page closed while
      // loading must not move the viewer's place back to the beginning.
      if (last.time < 0) return;
      if (!ended && Math.abs(time - last.time) < 0.25) return;
      last = { time, at: Date.now() };
      void report(presentationId, time, ended, keepalive).catch(() => undefined);
    },
  };
}

/**
 * A presentation's video (issue 65): played by the browser's own player from where the viewer
 * stopped, with where they are saved as they watch and "watched" once they reach the end; for the
 * presenter and managers, the upload (MP4) and removal.
 */
export function VideoView({ presentationId, title, state, changed, calls = realCalls }: VideoViewProps) {
  const { t } = useOperationTranslation();
  const { video, playback, mayUpload } = state;
  if (!video && !mayUpload) return null;
  return (
    <Box component="section" aria-labelledby="video-title" sx={{ mt: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography id="video-title" variant="h6" component="h2">
          {t('video.heading')}
        </Typography>
        {playback?.completedAt && <Chip size="small" color="success" label={t('video.completed')} />}
      </Stack>
      {video?.url ? (
        <Player presentationId={presentationId} title={title} url={video.url} resumeAt={playback?.resumeAt ?? 0} report={calls.report} />
      ) : video?.playerUrl && video.status === 'available' ? (
        <VimeoPlayer
          presentationId={presentationId}
          title={title}
          playerUrl={video.playerUrl}
          duration={video.durationSeconds}
          resumeAt={playback?.resumeAt ?? 0}
          report={calls.report}
        />
      ) : video ? (
        <Alert severity="info">
          {t(`video.status.${video.status === 'available' ? 'unavailable' : video.status}`, { defaultValue: t('video.status.unavailable') })}
        </Alert>
      ) : (
        <Typography color="text.secondary">{t('video.none')}</Typography>
      )}
      {mayUpload && <Uploader presentationId={presentationId} state={state} changed={changed} calls={calls} />}
    </Box>
  );
}

function Player({
  presentationId,
  title,
  url,
  resumeAt,
  report,
}: {
  presentationId: number;
  title: string;
  url: string;
  resumeAt: number;
  report: typeof reportPlayback;
}) {
  const { t } = useOperationTranslation();
  const element = useRef<HTMLVideoElement>(null);
  const [resumed, setResumed] = useState<number | undefined>(undefined);

  useEffect(() => {
    const player = element.current;
    if (!player) return;
    const reporter = playbackReporter(presentationId, report);
    const send = (ended = false, keepalive = false) => reporter.send(player.currentTime, ended, keepalive);
    const onLoaded = () => {
      if (resumeAt > 0 && resumeAt < player.duration) {
        player.currentTime = resumeAt;
        setResumed(resumeAt);
      }
      reporter.startAt(player.currentTime);
    };
    const onTime = () => {
      if (!player.paused && reporter.due()) send();
    };
    const onPause = () => send();
    const onEnded = () => send(true);
    const onLeave = () => send(false, true);
    if (player.readyState >= 1) onLoaded();
    player.addEventListener('loadedmetadata', onLoaded);
    player.addEventListener('timeupdate', onTime);
    player.addEventListener('pause', onPause);
    player.addEventListener('ended', onEnded);
    window.addEventListener('pagehide', onLeave);
    return () => {
      player.removeEventListener('loadedmetadata', onLoaded);
      player.removeEventListener('timeupdate', onTime);
      player.removeEventListener('pause', onPause);
      player.removeEventListener('ended', onEnded);
      window.removeEventListener('pagehide', onLeave);
      if (!player.paused) send(false, true);
    };
    // The player is set up once per video; a later resume point is for the next visit.
  }, [presentationId, url]);

  return (
    <Box>
      <Box
        component="video"
        ref={element}
        src={url}
        controls
        preload="metadata"
        playsInline
        aria-label={t('video.player', { title })}
        sx={{ width: '100%', maxHeight: 480, bgcolor: 'common.black', borderRadius: 1, display: 'block' }}
      />
      <Resumed at={resumed} />
    </Box>
  );
}

function Resumed({ at }: { at: number | undefined }) {
  const { t } = useOperationTranslation();
  if (at === undefined) return null;
  return (
    <Typography variant="caption" color="text.secondary" role="status" sx={{ display: 'block', mt: 0.5 }}>
      {t('video.resumed', { time: clockTime(at) })}
    </Typography>
  );
}

type VimeoEvent = { seconds: number; duration: number };

/**
 * A Vimeo video, in Vimeo's player page driven by Vimeo's official player package (loaded with the
 * first Vimeo video a viewer opens): it starts where the viewer stopped, and reports as the
 * browser's own player does.
 */
function VimeoPlayer({
  presentationId,
  title,
  playerUrl,
  duration: knownDuration,
  resumeAt,
  report,
}: {
  presentationId: number;
  title: string;
  playerUrl: string;
  /** As Vimeo told the server; the player is asked when it did not. */
  duration: number | null;
  resumeAt: number;
  report: typeof reportPlayback;
}) {
  const { t } = useOperationTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [resumed, setResumed] = useState<number | undefined>(undefined);

  useEffect(() => {
    const reporter = playbackReporter(presentationId, report);
    let player: import('@vimeo/player').default | undefined;
    let disposed = false;
    let playing = false;
    let now = 0;
    void import('@vimeo/player').then(async ({ default: Player }) => {
      if (disposed || !frame.current) return;
      const current = new Player(frame.current);
      player = current;
      current.on('timeupdate', (data: VimeoEvent) => {
        now = data.seconds;
        if (playing && reporter.due()) reporter.send(now);
      });
      current.on('play', () => (playing = true));
      current.on('pause', (data: VimeoEvent) => ((playing = false), (now = data.seconds), reporter.send(now)));
      current.on('ended', (data: VimeoEvent) => ((playing = false), (now = data.seconds), reporter.send(now, true)));
      const duration = knownDuration ?? (await current.getDuration().catch(() => 0));
      if (resumeAt > 0 && resumeAt < duration) {
        await current.setCurrentTime(resumeAt).catch(() => undefined);
        if (!disposed) setResumed(resumeAt);
      }
      now = resumeAt > 0 && resumeAt < duration ? resumeAt : 0;
      reporter.startAt(now);
    });
    const onLeave = () => reporter.send(now, false, true);
    window.addEventListener('pagehide', onLeave);
    return () => {
      disposed = true;
      window.removeEventListener('pagehide', onLeave);
      if (playing) reporter.send(now, false, true);
      for (const name of ['timeupdate', 'play', 'pause', 'ended'] as const) player?.off(name);
    };
    // The player is set up once per video; a later resume point is for the next visit.
  }, [presentationId, playerUrl]);

  return (
    <Box>
      <Box
        component="iframe"
        ref={frame}
        src={playerUrl}
        title={t('video.player', { title })}
        allow="autoplay; fullscreen; picture-in-picture"
        sx={{ width: '100%', aspectRatio: '16 / 9', maxHeight: 480, border: 0, bgcolor: 'common.black', borderRadius: 1, display: 'block' }}
      />
      <Resumed at={resumed} />
    </Box>
  );
}

function Uploader({ presentationId, state, changed, calls }: Required<Pick<VideoViewProps, 'presentationId' | 'state' | 'changed' | 'calls'>>) {
  const { t, i18n } = useOperationTranslation();
  const { language } = useLanguage();
  const toast = useToast();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'uploading' | 'removing' | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy('uploading');
    setProblem(undefined);
    try {
      const { video } = await calls.upload(presentationId, file);
      changed({ ...state, video });
      toast.success(bothLanguages(i18n, 'video.uploaded'));
    } catch (failure) {
      const inline = fieldMessage(failure, 'video', language);
      setProblem(inline);
      if (!inline) toast.error(failure, undefined, bothLanguages(i18n, 'video.uploadFailed'));
    } finally {
      setBusy(undefined);
    }
  };
  const remove = async () => {
    setBusy('removing');
    try {
      await calls.remove(presentationId);
      changed({ ...state, video: null });
      setConfirming(false);
      toast.success(bothLanguages(i18n, 'video.removed'));
    } catch (failure) {
      toast.error(failure, undefined, bothLanguages(i18n, 'video.removeFailed'));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" disabled={busy !== undefined} aria-describedby={hintId} onClick={() => input.current?.click()}>
          {t(state.video ? 'video.replace' : 'video.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="video/mp4"
          hidden
          aria-label={t(state.video ? 'video.replace' : 'video.upload')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            void choose(file);
          }}
        />
        {state.video && !confirming && (
          <Button color="error" disabled={busy !== undefined} onClick={() => setConfirming(true)}>
            {t('video.remove')}
          </Button>
        )}
        {confirming && (
          <>
            <Button color="error" variant="contained" disabled={busy !== undefined} onClick={() => void remove()}>
              {t('video.confirmRemove')}
            </Button>
            <Button onClick={() => setConfirming(false)} disabled={busy !== undefined}>
              {t('video.cancel')}
            </Button>
          </>
        )}
      </Stack>
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {t('video.hint', { maxMb: state.maxMb })}
      </Typography>
      {busy === 'uploading' && (
        <Box role="status" sx={{ mt: 1 }}>
          <Typography variant="body2">{t('video.status.uploading')}</Typography>
          <LinearProgress aria-label={t('video.status.uploading')} />
        </Box>
      )}
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
      {state.vimeo && <VimeoChoice presentationId={presentationId} state={state} changed={changed} calls={calls} />}
    </Box>
  );
}

const vimeoId = new RegExp(VIMEO_ID_PATTERN);

/** Where the conference uses Vimeo: a video named by its Vimeo ID instead of a file; Vimeo tells its state and length. */
function VimeoChoice({ presentationId, state, changed, calls }: Required<Pick<VideoViewProps, 'presentationId' | 'state' | 'changed' | 'calls'>>) {
  const { t, i18n } = useOperationTranslation();
  const { language } = useLanguage();
  const toast = useToast();
  const [value, setValue] = useState(state.video?.source === 'vimeo' ? (state.video.vimeoVideoId ?? '') : '');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const id = value.trim();
    if (!vimeoId.test(id)) return setProblem(t('video.vimeoHint'));
    setBusy(true);
    setProblem(undefined);
    try {
      const { video } = await calls.vimeo(presentationId, id);
      changed({ ...state, video });
      toast.success(bothLanguages(i18n, 'video.vimeoSaved'));
    } catch (failure) {
      const inline = fieldMessage(failure, 'vimeoVideoId', language);
      setProblem(inline);
      if (!inline) toast.error(failure, undefined, bothLanguages(i18n, 'video.vimeoFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), void save())} sx={{ mt: 2, maxWidth: 560 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('video.or')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('video.vimeoId')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          size="small"
          error={Boolean(problem)}
          helperText={problem ?? t('video.vimeoHint')}
          slotProps={{ htmlInput: { maxLength: 40, inputMode: 'text', autoComplete: 'off' } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={busy}>
          {t('video.useVimeo')}
        </Button>
      </Stack>
    </Box>
  );
}

/** The video section of a presentation's page: nothing while it loads, and nothing when there is no video and no one to give it one. */
export function PresentationVideo({ presentationId, title }: { presentationId: number; title: string }) {
  const { data, mutate } = usePresentationVideo(presentationId);
  if (!data) return null;
  return <VideoView presentationId={presentationId} title={title} state={data} changed={(next) => void mutate(next, { revalidate: false })} />;
}
