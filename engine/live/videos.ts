import type { AttendanceEvidence } from '../../schemas/payment';

/**
 * A presentation's video and how far each viewer watched it (issue 65; requirements §3 "Video
 * playback", §4 upload statuses, §5 the certificate condition). Pure rules, shared by the server,
 * which decides, and the page, which shows.
 */

/** The upload statuses of §4. An MP4 received here is `available` once its content checks out; the others are a video host's. */
export const videoStatuses = [
  'available',
  'failed',
  'processing',
  'quota_exceeded',
  'total_cap_exceeded',
  'transcode_starting',
  'transcoding',
  'transcoding_error',
  'unavailable',
  'uploading',
  'uploading_error',
] as const;
export type VideoStatus = (typeof videoStatuses)[number];

/** Where a presentation's video is played from: a file uploaded here, or a Vimeo video the conference names. */
export const videoSources = ['file', 'vimeo'] as const;
export type VideoSource = (typeof videoSources)[number];

/** Codecs a browser's own player plays in an MP4 (H.264, H.265, AV1, VP9); the first four letters of a track's codec string. */
export const playableVideoCodecs = ['avc1', 'avc3', 'hvc1', 'hev1', 'av01', 'vp09'] as const;

/** A Vimeo video id as Vimeo writes it: digits, optionally with the private link's hash (`123456789/abcdef1234`). */
export const VIMEO_ID_PATTERN = '^[0-9]{1,12}(/[0-9a-f]{6,20})?$';

/** A viewer who reaches this close to the end has watched the whole video. */
export const COMPLETE_WITHIN_SECONDS = 1;

/** Seconds of watching a report may add beyond the time that passed since the last one (buffering, clocks). */
const WATCH_SLACK_SECONDS = 2;

/** At most this much watching is credited to a single report, however long since the last one (a page left paused counts nothing). */
const MAX_SECONDS_PER_REPORT = 60;

export interface Playback {
  currentTime: number;
  duration: number;
  /** Seconds actually watched, summed over reports; what the certificate condition reads. */
  watchedSeconds: number;
  completedAt: Date | null;
  updatedAt: Date;
}

export interface PlaybackReport {
  currentTime: number;
  /** Whether the player says it reached the end. */
  ended?: boolean;
}

/**
 * The playback after a viewer's report. The position is kept within the video. The time watched
 * grows by how far the position moved forward, but never by more than the time that passed since
 * the previous report (plus a little slack) nor more than a minute a report: a page cannot claim an
 * hour in one call, and a jump ahead is not watching. Completion is recorded once, when the end is
 * reached.
 */
export function nextPlayback(previous: Playback | undefined, report: PlaybackReport, duration: number, now: Date): Playback {
  const currentTime = Math.min(Math.max(report.currentTime, 0), duration);
  const base: Playback = previous ?? { currentTime: 0, duration, watchedSeconds: 0, completedAt: null, updatedAt: now };
  const moved = currentTime - base.currentTime;
  const elapsed = previous ? (now.getTime() - previous.updatedAt.getTime()) / 1000 : 0;
  const credited = moved > 0 ? Math.min(moved, elapsed + WATCH_SLACK_SECONDS, MAX_SECONDS_PER_REPORT) : 0;
  const reachedEnd = report.ended === true || (duration > 0 && duration - currentTime <= COMPLETE_WITHIN_SECONDS);
  return {
    currentTime,
    duration,
    watchedSeconds: base.watchedSeconds + credited,
    completedAt: base.completedAt ?? (reachedEnd && base.watchedSeconds + credited > 0 ? now : null),
    updatedAt: now,
  };
}

/** Where a page starts the video again: where the viewer stopped, or the start once they had finished it. */
export const resumeAt = (playback: Pick<Playback, 'currentTime' | 'duration'> | null | undefined): number =>
  !playback || playback.duration - playback.currentTime <= COMPLETE_WITHIN_SECONDS ? 0 : playback.currentTime;

/** §5: watching one second or more is attendance. */
export const MIN_WATCHED_SECONDS = 1;

/**
 * Whether a registered participant attended, as the conference counts it: any one of the evidence
 * it asks for (signed in during the conference's days, watched a video for a second or more, or
 * entered the venue through its door);
 * when it asks for none, registration alone.
 */
export function attended(required: readonly AttendanceEvidence[], shown: { signedIn: boolean; watchedSeconds: number; enteredVenue?: boolean }): boolean {
  if (required.length === 0) return true;
  const shownBy: Record<AttendanceEvidence, boolean> = {
    signedIn: shown.signedIn,
    watchedVideo: shown.watchedSeconds >= MIN_WATCHED_SECONDS,
    enteredVenue: shown.enteredVenue ?? false,
  };
  return required.some((evidence) => shownBy[evidence]);
}

/** The video as its page sees it (server/routes/videos.ts answers it): where to play it from, and what it is. */
export interface VideoView {
  source: VideoSource;
  status: VideoStatus;
  /** The file's address, changing with the file (so a browser never plays a replaced one from its cache). */
  url: string | null;
  mimeType: string | null;
  fileName: string | null;
  byteSize: number | null;
  durationSeconds: number | null;
  vimeoVideoId: string | null;
  /** A Vimeo video's player page, framed by the presentation's page (Vimeo's player package drives it). */
  playerUrl: string | null;
  updatedAt: string;
}

/** A Vimeo video's player page: `https://player.vimeo.com/video/123`, with a private video's hash as `?h=`. */
export function vimeoPlayerUrl(playerOrigin: string, vimeoVideoId: string): string {
  const [id, hash] = vimeoVideoId.split('/');
  return `${playerOrigin}/video/${id}${hash ? `?h=${hash}` : ''}`;
}

export interface PlaybackView {
  id: number;
  presentationId: number;
  currentTime: number;
  duration: number;
  completedAt: string | null;
  vimeoVideoId: string | null;
  /** Where the page starts the video: where the viewer stopped, or the start once finished. */
  resumeAt: number;
  updatedAt: string;
}
