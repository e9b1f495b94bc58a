import useSWR from 'swr';
import type { PlaybackView, VideoView } from '../../engine/live/videos';

export type { PlaybackView, VideoView };
import { getJson, request } from './http';

export interface PresentationVideoState {
  video: VideoView | null;
  playback: PlaybackView | null;
  /** The presenter or a manager: may upload or remove the video. */
  mayUpload: boolean;
  maxMb: number;
  /** The conference uses Vimeo: the uploader may name a Vimeo video instead of a file. */
  vimeo: boolean;
}

export const videoPath = (presentationId: number) => `/web_api/presentations/${presentationId}/video`;

export const usePresentationVideo = (presentationId: number) =>
  useSWR<PresentationVideoState>(videoPath(presentationId), getJson, { revalidateOnFocus: false });

export function uploadVideo(presentationId: number, file: File) {
  const body = new FormData();
  body.append('video', file, file.name);
  return request<{ video: VideoView }>(videoPath(presentationId), { method: 'PUT', body });
}

export const setVimeoVideo = (presentationId: number, vimeoVideoId: string) =>
  request<{ video: VideoView }>(`${videoPath(presentationId)}/vimeo`, {
    method: 'PUT',
    body: JSON.stringify({ vimeoVideoId }),
    headers: { 'Content-Type': 'application/json' },
  });

export const removeVideo = (presentationId: number) => request<{ ok: boolean }>(videoPath(presentationId), { method: 'DELETE' });

/** Where the viewer is; `keepalive` lets the report made as the page closes still arrive. */
export const reportPlayback = (presentationId: number, currentTime: number, ended = false, keepalive = false) =>
  request<{ playback: PlaybackView }>(`/web_api/presentations/${presentationId}/playback`, {
    method: 'PUT',
    body: JSON.stringify({ currentTime, ...(ended ? { ended } : {}) }),
    headers: { 'Content-Type': 'application/json' },
    keepalive,
  });
