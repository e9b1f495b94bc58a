import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AvCheckView, type MediaCheck } from '../src/pages/venue/AvCheckPage';
import type { DeviceCheck } from '../src/pages/venue/avCheck';

/**
 * The audio and camera check (issue 66), in each state a person meets: before the start, waiting
 * for the browser's permission, working (a drawn picture stands in for the camera, the meter moves),
 * blocked, no devices, a device another program holds, and a browser that cannot capture.
 */
const meta = { title: 'Pages/Venue/Audio and camera check' } satisfies Meta;
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
