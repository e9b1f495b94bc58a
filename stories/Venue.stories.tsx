import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AvCheckView, type MediaCheck } from '../src/pages/venue/AvCheckPage';
import type { DeviceCheck } from '../src/pages/venue/avCheck';
import { ApplyDialog, SeminarsView } from '../src/pages/venue/SeminarsPage';
import { SeminarEditor } from '../src/pages/mng/SeminarsAdminPage';
import { Entrance, PassResultView } from '../src/pages/mng/EntrancePage';
import type { PassResult } from '../src/api/entrance';
import type { Seminar, SeminarApplication, SeminarSlot } from '../src/api/seminars';

/**
 * The venue's pages (issue 66). The audio and camera check in each state a person meets: before
 * the start, waiting for the browser's permission, working (a drawn picture stands in for the
 * camera, the meter moves), blocked, no devices, a device another program holds, and a browser that
 * cannot capture. Co-hosted seminars: open, applied, none, and the confirmation.
 */
const meta = { title: 'Pages/Venue' } satisfies Meta;
export default meta;
type Story = StoryObj;

const noop = async () => undefined;
const check = (camera: DeviceCheck, microphone: DeviceCheck, extra: Partial<MediaCheck> = {}): MediaCheck => ({
  camera,
  microphone,
  video: undefined,
  level: 0,
  heard: false,
  devices: { cameras: [], microphones: [] },
  playing: false,
  start: noop,
  chooseCamera: noop,
  chooseMicrophone: noop,
  playTestSound: () => undefined,
  ...extra,
});

const device = (kind: MediaDeviceKind, deviceId: string, label: string) => ({ kind, deviceId, label, groupId: '', toJSON: () => ({}) }) as MediaDeviceInfo;

/** A moving picture drawn on a canvas, as a camera's stream. */
function useDrawnCamera(): MediaStream | undefined {
  const [stream, setStream] = useState<MediaStream>();
  useEffect(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d')!;
    let frame = 0;
    const timer = setInterval(() => {
      frame += 1;
      context.fillStyle = '#234';
      context.fillRect(0, 0, 320, 240);
      context.fillStyle = '#9cf';
      context.beginPath();
      context.arc(160 + 100 * Math.sin(frame / 15), 120, 30, 0, 2 * Math.PI);
      context.fill();
    }, 40);
    const captured = canvas.captureStream(25);
    setStream(captured);
    return () => {
      clearInterval(timer);
      captured.getTracks().forEach((track) => track.stop());
    };
  }, []);
  return stream;
}

function Working() {
  const video = useDrawnCamera();
  const [level, setLevel] = useState(0);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => setLevel(Math.round(30 + 30 * Math.abs(Math.sin(Date.now() / 400)))), 100);
    return () => clearInterval(timer);
  }, []);
  return (
    <AvCheckView
      supported
      check={check(
        { status: 'working', label: 'FaceTime HD Camera', deviceId: 'cam-1' },
        { status: 'working', label: 'MacBook Pro Microphone', deviceId: 'mic-1' },
        {
          video,
          level,
          heard: true,
          playing,
          playTestSound: () => {
            setPlaying(true);
            setTimeout(() => setPlaying(false), 1200);
          },
          devices: {
            cameras: [device('videoinput', 'cam-1', 'FaceTime HD Camera'), device('videoinput', 'cam-2', 'USB Camera')],
            microphones: [device('audioinput', 'mic-1', 'MacBook Pro Microphone'), device('audioinput', 'mic-2', 'USB Headset')],
          },
        },
      )}
    />
  );
}

/** The audio and camera check's states. */
export const BeforeTheStart: Story = { render: () => <AvCheckView supported check={check({ status: 'idle' }, { status: 'idle' })} /> };
export const AskingPermission: Story = { render: () => <AvCheckView supported check={check({ status: 'asking' }, { status: 'asking' })} /> };
export const WorkingDevices: Story = { render: () => <Working /> };
export const Blocked: Story = { render: () => <AvCheckView supported check={check({ status: 'blocked' }, { status: 'blocked' })} /> };
export const NoCameraMicrophoneWorks: Story = {
  render: () => (
    <AvCheckView supported check={check({ status: 'missing' }, { status: 'working', label: 'Headset', deviceId: 'mic-1' }, { level: 5, heard: false })} />
  ),
};
export const CameraHeldByAnotherProgram: Story = {
  render: () => (
    <AvCheckView supported check={check({ status: 'busy' }, { status: 'working', label: 'Headset', deviceId: 'mic-1' }, { level: 40, heard: true })} />
  ),
};
export const BrowserCannotCapture: Story = { render: () => <AvCheckView supported check={check({ status: 'unsupported' }, { status: 'unsupported' })} /> };
export const BrowserNotSupported: Story = { render: () => <AvCheckView supported={false} check={check({ status: 'idle' }, { status: 'idle' })} /> };

const lunch = (id: number, day: number, capacity: number, taken: number): SeminarSlot => ({
  id,
  startsAt: `2027-03-${day}T03:00:00Z`,
  endsAt: `2027-03-${day}T04:00:00Z`,
  room: 'Room C',
  capacity,
  taken,
});
const seminars: Seminar[] = [
  {
    id: 1,
    titleJa: 'スパコン入門',
    titleEn: 'Supercomputing for beginners',
    hostJa: '計算科学株式会社',
    hostEn: 'Keisan Kagaku Inc.',
    descriptionJa: 'お弁当つき。\n最新のGPUクラスタを紹介します。',
    descriptionEn: 'Lunch provided.\nA tour of the newest GPU clusters.',
    slots: [lunch(11, 10, 30, 12), lunch(12, 11, 30, 30)],
  },
  {
    id: 2,
    titleJa: '量子計算入門',
    titleEn: '',
    hostJa: '量子技研',
    hostEn: '',
    descriptionJa: '',
    descriptionEn: '',
    slots: [lunch(21, 10, 50, 3), lunch(22, 9, 20, 1)],
  },
];
const applied: SeminarApplication[] = [
  {
    id: 7,
    slotId: 11,
    seminarId: 1,
    startsAt: '2027-03-10T03:00:00Z',
    endsAt: '2027-03-10T04:00:00Z',
    note: '卵アレルギー',
    createdAt: '2027-02-01T00:00:00Z',
  },
];
const before = new Date('2027-03-09T12:00:00Z');

/** Co-hosted seminars (issue 66): open slots, none applied yet; one applied (its clash, a full slot, a closed one); none at all; the confirmation. */
export const SeminarsOpen: Story = { render: () => <SeminarsView seminars={seminars} applications={[]} now={before} onApply={() => undefined} /> };
export const SeminarsApplied: Story = {
  render: () => <SeminarsView seminars={seminars} applications={applied} now={new Date('2027-03-09T03:30:00Z')} onApply={() => undefined} />,
};
export const SeminarsNone: Story = { render: () => <SeminarsView seminars={[]} applications={[]} now={before} onApply={() => undefined} /> };
export const SeminarConfirmation: Story = {
  render: () => <ApplyDialog seminar={seminars[0]!} slot={seminars[0]!.slots[0]!} onClose={() => undefined} onApplied={() => undefined} />,
};

/** The managers' seminar form (issue 66): a new seminar, and one being edited with its two slots. */
export const SeminarEditorNew: Story = { render: () => <SeminarEditor onSaved={() => undefined} onCancel={() => undefined} /> };
export const SeminarEditorEdit: Story = { render: () => <SeminarEditor seminar={seminars[0]} onSaved={() => undefined} onCancel={() => undefined} /> };

/** The door (issue 66): each answer a scan gets, and the page before any scan. */
const pass = (outcome: PassResult['outcome'], message: string, messageEn: string): PassResult => ({
  scanId: outcome,
  outcome,
  kind: 'entry',
  person: outcome === 'unknownCode' ? null : { ja: '会員 次郎', en: 'Jiro Kaiin' },
  repeated: false,
  message,
  messageEn,
});
export const DoorCheckedIn: Story = { render: () => <PassResultView result={pass('accepted', '入場: 会員 次郎', 'Checked in: Jiro Kaiin')} /> };
export const DoorAlreadyIn: Story = { render: () => <PassResultView result={pass('alreadyIn', '既に入場済みです', 'Already checked in')} /> };
export const DoorConsecutive: Story = {
  render: () => (
    <PassResultView
      result={pass(
        'consecutive',
        '同じ名札が続けて読み取られました（1分以内の連続した入場・退場）',
        'The same name card was just scanned (consecutive entry or exit within a minute)',
      )}
    />
  ),
};
export const DoorUnknownCode: Story = {
  render: () => <PassResultView result={pass('unknownCode', 'この大会の名札のQRコードではありません', 'Not a name card QR code of this conference')} />,
};
export const DoorPage: Story = { render: () => <Entrance /> };
