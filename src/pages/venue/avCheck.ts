import { useCallback, useEffect, useRef, useState } from 'react';

/** What became of asking for one device: §8's "blocked" and "not supported" among them. */
export type DeviceStatus = 'idle' | 'asking' | 'working' | 'blocked' | 'missing' | 'busy' | 'unsupported';

export interface DeviceCheck {
  status: DeviceStatus;
  /** The device in use, as the browser names it. */
  label?: string;
  deviceId?: string;
}

/** The microphone's level below which the meter reads silence (a quiet room). */
export const HEARD_LEVEL = 12;
/** How often the meter reads the microphone: ten times a second reads as live, and costs nothing. */
export const LEVEL_INTERVAL_MS = 100;
/** The test sound: a 440 Hz tone this long, faded in and out. */
export const TEST_SOUND_MS = 1200;

/** The level a person reads on the meter, 0-100, from one frame of samples (-1..1): -60 dBFS and below is 0, full scale 100. */
export function levelOf(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let index = 0; index < samples.length; index += 1) sum += samples[index]! * samples[index]!;
  const rms = Math.sqrt(sum / samples.length);
  if (rms <= 0) return 0;
  const decibels = 20 * Math.log10(rms);
  return Math.round(Math.min(100, Math.max(0, ((decibels + 60) / 60) * 100)));
}

/** Whether this browser can run the check at all (§8: "browser not supported"). */
export function canCheckMedia(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function' && typeof window.AudioContext === 'function';
}

/**
 * What the browser's refusal means to the person: permission withheld, no such device, a browser
 * that offers the call but cannot capture (some embedded and headless browsers), or a device that
 * would not start (another program holds it).
 */
export function statusOfError(error: unknown): Exclude<DeviceStatus, 'idle' | 'asking' | 'working'> {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'blocked';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  if (name === 'NotSupportedError') return 'unsupported';
  return 'busy';
}

const stopAll = (stream: MediaStream | undefined) => stream?.getTracks().forEach((track) => track.stop());

/**
 * The camera and microphone check: asks for both at once (one prompt), then each alone when one is
 * missing; previews the camera, reads the microphone's level ten times a second, lists the devices
 * to switch to, and plays a test tone. Everything stops when the page goes.
 */
export function useMediaCheck() {
  const [camera, setCamera] = useState<DeviceCheck>({ status: 'idle' });
  const [microphone, setMicrophone] = useState<DeviceCheck>({ status: 'idle' });
  const [video, setVideo] = useState<MediaStream>();
  const [level, setLevel] = useState(0);
  const [heard, setHeard] = useState(false);
  const [devices, setDevices] = useState<{ cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[] }>({ cameras: [], microphones: [] });
  const [playing, setPlaying] = useState(false);
  const audio = useRef<{ context?: AudioContext; stream?: MediaStream; timer?: ReturnType<typeof setInterval> }>({});
  const videoRef = useRef<MediaStream>(undefined);

  const context = () => (audio.current.context ??= new AudioContext());

  const listDevices = useCallback(async () => {
    const all = await navigator.mediaDevices.enumerateDevices();
    setDevices({ cameras: all.filter((device) => device.kind === 'videoinput'), microphones: all.filter((device) => device.kind === 'audioinput') });
  }, []);

  const showCamera = useCallback((stream: MediaStream | undefined, error?: unknown) => {
    stopAll(videoRef.current);
    videoRef.current = stream;
    setVideo(stream);
    const track = stream?.getVideoTracks()[0];
    setCamera(track ? { status: 'working', label: track.label, deviceId: track.getSettings().deviceId } : { status: statusOfError(error) });
  }, []);

  const listenTo = useCallback((stream: MediaStream | undefined, error?: unknown) => {
    const current = audio.current;
    clearInterval(current.timer);
    stopAll(current.stream);
    current.stream = stream;
    const track = stream?.getAudioTracks()[0];
    setLevel(0);
    setHeard(false);
    if (!stream || !track) {
      setMicrophone({ status: statusOfError(error) });
      return;
    }
    setMicrophone({ status: 'working', label: track.label, deviceId: track.getSettings().deviceId });
    const analyser = context().createAnalyser();
    analyser.fftSize = 2048;
    context().createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    current.timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      const next = levelOf(samples);
      setLevel(next);
      if (next >= HEARD_LEVEL) setHeard(true);
    }, LEVEL_INTERVAL_MS);
  }, []);

  const start = useCallback(async () => {
    setCamera({ status: 'asking' });
    setMicrophone({ status: 'asking' });
    void context().resume();
    try {
      const both = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      showCamera(new MediaStream(both.getVideoTracks()));
      listenTo(new MediaStream(both.getAudioTracks()));
    } catch (error) {
      if (statusOfError(error) === 'blocked' || statusOfError(error) === 'unsupported') {
        showCamera(undefined, error);
        listenTo(undefined, error);
        return;
      }
      // One of the two is missing or held by another program: each alone says which.
      await navigator.mediaDevices.getUserMedia({ video: true }).then(showCamera, (alone: unknown) => showCamera(undefined, alone));
      await navigator.mediaDevices.getUserMedia({ audio: true }).then(listenTo, (alone: unknown) => listenTo(undefined, alone));
    }
    await listDevices().catch(() => undefined);
  }, [listDevices, listenTo, showCamera]);

  const chooseCamera = useCallback(
    (deviceId: string) =>
      navigator.mediaDevices.getUserMedia({ video: { deviceId: { exact: deviceId } } }).then(showCamera, (error: unknown) => showCamera(undefined, error)),
    [showCamera],
  );
  const chooseMicrophone = useCallback(
    (deviceId: string) =>
      navigator.mediaDevices.getUserMedia({ audio: { deviceId: { exact: deviceId } } }).then(listenTo, (error: unknown) => listenTo(undefined, error)),
    [listenTo],
  );

  const playTestSound = useCallback(() => {
    const output = context();
    void output.resume();
    const tone = output.createOscillator();
    const gain = output.createGain();
    tone.frequency.value = 440;
    const now = output.currentTime;
    const seconds = TEST_SOUND_MS / 1000;
    gain.gain.setValueAtTime(0, now);
    gain.gain.linearRampToValueAtTime(0.3, now + 0.05);
    gain.gain.setValueAtTime(0.3, now + seconds - 0.1);
    gain.gain.linearRampToValueAtTime(0, now + seconds);
    tone.connect(gain).connect(output.destination);
    setPlaying(true);
    tone.onended = () => setPlaying(false);
    tone.start(now);
    tone.stop(now + seconds);
  }, []);

  useEffect(
    () => () => {
      const current = audio.current;
      clearInterval(current.timer);
      stopAll(current.stream);
      stopAll(videoRef.current);
      void current.context?.close();
    },
    [],
  );

  return { camera, microphone, video, level, heard, devices, playing, start, chooseCamera, chooseMicrophone, playTestSound };
}
