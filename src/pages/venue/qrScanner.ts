import { useCallback, useEffect, useRef, useState } from 'react';
import { statusOfError, type DeviceStatus } from './avCheck';

/** How often a frame of the camera is looked at for a QR code: often enough to feel instant, rarely enough for an old phone. */
export const SCAN_INTERVAL_MS = 200;
/** Frames are read at most this wide: a booth's code fills much of the picture, and a smaller frame decodes faster. */
const FRAME_WIDTH = 640;

export type ScannerStatus = Exclude<DeviceStatus, 'working'> | 'scanning';

const canUseCamera = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * The phone's camera reading QR codes (jsQR, loaded when the camera starts): the back camera
 * where there is one, a frame every SCAN_INTERVAL_MS, and the first code read handed to
 * `onCode`, after which the camera stops. A camera the browser refuses says why (blocked, missing,
 * busy or unsupported), as the audio and camera check does.
 */
export function useQrScanner(onCode: (text: string) => void) {
  const [status, setStatus] = useState<ScannerStatus>(canUseCamera() ? 'idle' : 'unsupported');
  const video = useRef<HTMLVideoElement | null>(null);
  const running = useRef<{ stream?: MediaStream; timer?: ReturnType<typeof setInterval> }>({});
  const latest = useRef(onCode);
  latest.current = onCode;

  const stop = useCallback(() => {
    clearInterval(running.current.timer);
    running.current.stream?.getTracks().forEach((track) => track.stop());
    running.current = {};
    if (video.current) video.current.srcObject = null;
    setStatus((current) => (current === 'scanning' || current === 'asking' ? 'idle' : current));
  }, []);

  const start = useCallback(async () => {
    if (!canUseCamera()) return setStatus('unsupported');
    setStatus('asking');
    let stream: MediaStream;
    try {
      const [media, { default: jsQR }] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }),
        import('jsqr'),
      ]);
      stream = media;
      running.current.stream = stream;
      const element = video.current;
      if (!element) return stop();
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });
      setStatus('scanning');
      running.current.timer = setInterval(() => {
        if (!context || element.videoWidth === 0) return;
        const scale = Math.min(1, FRAME_WIDTH / element.videoWidth);
        canvas.width = Math.round(element.videoWidth * scale);
        canvas.height = Math.round(element.videoHeight * scale);
        context.drawImage(element, 0, 0, canvas.width, canvas.height);
        const frame = context.getImageData(0, 0, canvas.width, canvas.height);
        const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
        if (found?.data) {
          stop();
          latest.current(found.data);
        }
      }, SCAN_INTERVAL_MS);
    } catch (error) {
      stop();
      setStatus(statusOfError(error));
    }
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { status, start, stop, video };
}
