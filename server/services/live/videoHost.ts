import { Vimeo } from '@vimeo/vimeo';
import { videoStatuses, type VideoStatus } from '../../../engine/live/videos';

/**
 * Where a conference's Vimeo videos are described (issue 65): Vimeo itself through its official
 * API SDK, or the local sandbox (server/sandbox/vimeoSandbox.ts) through the same SDK. The browser
 * plays them with Vimeo's official player package, framed from `playerOrigin`.
 */
export interface VideoHost {
  name: 'vimeo' | 'sandbox';
  /** Where the player's page comes from: the pages' Content-Security-Policy lets them frame it. */
  playerOrigin: string;
  /** A video's status (§4) and length, or undefined when the host has no such video. */
  describe(vimeoVideoId: string): Promise<HostedVideo | undefined>;
}

export interface HostedVideo {
  status: VideoStatus;
  durationSeconds: number | null;
  name: string;
}

export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

/** Vimeo's `status` is §4's list; anything else is a video that cannot be played. */
const statusOf = (status: unknown): VideoStatus => (videoStatuses.includes(status as VideoStatus) ? (status as VideoStatus) : 'unavailable');

export class VideoHostError extends Error {}

export function vimeoHost(options: {
  name: 'vimeo' | 'sandbox';
  accessToken: string;
  playerOrigin: string;
  /** The sandbox's address; Vimeo's API by default. */
  api?: { protocol: 'http:' | 'https:'; hostname: string; port: number };
}): VideoHost {
  const client = new Vimeo(null, null, options.accessToken);
  return {
    name: options.name,
    playerOrigin: options.playerOrigin,
    describe: (vimeoVideoId) =>
      new Promise((resolve, reject) => {
        // A private video's id carries its hash (`123/abcdef`); the API knows it by the number.
        const [id] = vimeoVideoId.split('/');
        client.request({ method: 'GET', path: `/videos/${id}`, query: { fields: 'status,duration,name' }, ...options.api }, (error, body, statusCode) => {
          if (statusCode === 404) return resolve(undefined);
          if (error) return reject(new VideoHostError(`Vimeo answered ${statusCode ?? 'nothing'}: ${error.message.slice(0, 200)}`));
          const video = body as { status?: unknown; duration?: unknown; name?: unknown };
          resolve({
            status: statusOf(video.status),
            durationSeconds: typeof video.duration === 'number' && video.duration > 0 ? video.duration : null,
            name: typeof video.name === 'string' ? video.name : '',
          });
        });
      }),
  };
}
