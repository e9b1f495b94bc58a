import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { reportPlayback } from '../../api/videos';
import { useOperationTranslation } from '../../kit/operationStrings';

/**
 * The two players of a presentation's video (issue 65): the browser's own for an uploaded MP4,
 * and Vimeo's player page driven by Vimeo's player package; each starts where the viewer stopped
 * and reports where they are.
 */

/** While playing, where the viewer is is saved this often; also on pause, at the end and when the page closes. */
const REPORT_EVERY_MS = 10_000;

/** 75 s as 1:15, 3,725 s as 1:02:05. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

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

export function Player({
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
export function VimeoPlayer({
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
