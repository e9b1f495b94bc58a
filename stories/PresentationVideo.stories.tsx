import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import sampleUrl from '../devkit/media/sample-6s.mp4?url';
import { ApiRequestError } from '../src/api/http';
import type { PresentationVideoState, VideoView as Video } from '../src/api/videos';
import { VideoView } from '../src/pages/program/PresentationVideo';

/** A presentation's video (issue 65): each state of the section, for a viewer and for the presenter or a manager. */
const meta = { title: 'Pages/Program/Video' } satisfies Meta;
export default meta;
type Story = StoryObj;

const video = (change: Partial<Video> = {}): Video => ({
  source: 'file',
  status: 'available',
  url: sampleUrl,
  mimeType: 'video/mp4; codecs="avc1.42c00c,mp4a.40.2"',
  fileName: 'talk.mp4',
  byteSize: 28_548,
  durationSeconds: 6,
  vimeoVideoId: null,
  playerUrl: null,
  updatedAt: '2027-03-01T00:00:00Z',
  ...change,
});

const playback = (currentTime: number, completedAt: string | null = null) => ({
  id: 1,
  presentationId: 1,
  currentTime,
  duration: 6,
  completedAt,
  vimeoVideoId: null,
  resumeAt: completedAt ? 0 : currentTime,
  updatedAt: '2027-03-10T01:00:00Z',
});

const wait = () => new Promise((resolve) => setTimeout(resolve, 600));
const calls = {
  report: async () => ({ playback: playback(1) }),
  upload: async () => {
    await wait();
    return { video: video() };
  },
  remove: async () => ({ ok: true }),
  vimeo: async () => ({ video: video({ source: 'vimeo', status: 'transcoding', url: null, vimeoVideoId: '76979871', fileName: null }) }),
};
const refusingCalls = {
  ...calls,
  upload: async (): Promise<never> => {
    await wait();
    throw new ApiRequestError(422, 'Invalid', 'Invalid', [
      {
        field: 'video',
        message: 'ブラウザで再生できるMP4形式の動画（H.264など）を選んでください',
        messageEn: 'Choose an MP4 video that a browser can play (H.264, for example)',
      },
    ]);
  },
};

function Section({ initial, refusing = false }: { initial: PresentationVideoState; refusing?: boolean }) {
  const [state, setState] = useState(initial);
  return <VideoView presentationId={1} title="深層学習による気象予測" state={state} changed={setState} calls={refusing ? refusingCalls : calls} />;
}

const viewer = { playback: null, mayUpload: false, maxMb: 500, vimeo: false };
export const FirstVisit: Story = { render: () => <Section initial={{ ...viewer, video: video() }} /> };
export const ResumesWhereStopped: Story = { render: () => <Section initial={{ ...viewer, video: video(), playback: playback(3.2) }} /> };
export const Watched: Story = { render: () => <Section initial={{ ...viewer, video: video(), playback: playback(6, '2027-03-10T01:05:00Z') }} /> };
export const NotPlayable: Story = { render: () => <Section initial={{ ...viewer, video: video({ status: 'transcoding', url: null }) }} /> };
export const PresenterWithoutVideo: Story = { render: () => <Section initial={{ ...viewer, video: null, mayUpload: true }} /> };
export const PresenterWithVideo: Story = { render: () => <Section initial={{ ...viewer, video: video(), mayUpload: true }} /> };
/** Choose any file: the upload is refused as the server refuses a file that is not a playable MP4. */
export const UploadRefused: Story = { render: () => <Section initial={{ ...viewer, video: null, mayUpload: true }} refusing /> };
/** A conference that uses Vimeo: the presenter may name a Vimeo video instead of uploading a file. */
export const PresenterWhereVimeoIsUsed: Story = { render: () => <Section initial={{ ...viewer, video: null, mayUpload: true, vimeo: true }} /> };
/** A Vimeo video Vimeo is still transcoding: the page says so until it plays. */
export const VimeoStillTranscoding: Story = {
  render: () => (
    <Section initial={{ ...viewer, video: video({ source: 'vimeo', status: 'transcoding', url: null, vimeoVideoId: '76979871', fileName: null }) }} />
  ),
};
