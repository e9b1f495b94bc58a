import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../api/http';
import { sendPass, type PassKind, type PassResult, type QueuedPass } from '../../api/entrance';

/** Where the door's page keeps scans not yet answered: they outlive a reload or a closed tab. */
export const QUEUE_KEY = 'kaigi.entrance.queue';
/** How soon a send that found no connection is tried again (the browser's `online` event is sooner). */
export const RETRY_MS = 5_000;
const RESULTS_KEPT = 30;

const readQueue = (): QueuedPass[] => {
  try {
    return JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]') as QueuedPass[];
  } catch {
    return [];
  }
};
const writeQueue = (queue: QueuedPass[]) => localStorage.setItem(QUEUE_KEY, JSON.stringify(queue));

/** A result the page made itself: a scan the server refused as malformed. */
export type ShownResult = PassResult | { scanId: string; refused: ApiRequestError };

/**
 * The door's scans, sent in the order they were made, one at a time. A scan is queued first (in
 * localStorage), then sent; it leaves the queue only once the server has answered it. Without a
 * connection the queue waits for the browser's `online` event or the next retry; the server counts
 * a scan sent twice once (its scan id), so a reply lost on the way costs nothing.
 */
export function usePassQueue() {
  const [queue, setQueue] = useState<QueuedPass[]>(readQueue);
  const [results, setResults] = useState<ShownResult[]>([]);
  const [offline, setOffline] = useState(false);
  const sending = useRef(false);

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (let next = readQueue()[0]; next; next = readQueue()[0]) {
        let shown: ShownResult;
        try {
          shown = await sendPass(next);
        } catch (error) {
          // No connection, or the server is away: keep the scan and try again later.
          if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500 || error.status === 429) {
            setOffline(true);
            return;
          }
          shown = { scanId: next.scanId, refused: error };
        }
        setOffline(false);
        const rest = readQueue().filter((pass) => pass.scanId !== next.scanId);
        writeQueue(rest);
        setQueue(rest);
        setResults((earlier) => [shown, ...earlier].slice(0, RESULTS_KEPT));
      }
    } finally {
      sending.current = false;
    }
  }, []);

  useEffect(() => {
    void flush();
    const retry = setInterval(() => void flush(), RETRY_MS);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      clearInterval(retry);
      window.removeEventListener('online', online);
    };
  }, [flush]);

  const add = useCallback(
    (code: string, kind: PassKind) => {
      const pass: QueuedPass = { scanId: crypto.randomUUID(), code, kind, scannedAt: new Date().toISOString() };
      const next = [...readQueue(), pass];
      writeQueue(next);
      setQueue(next);
      void flush();
    },
    [flush],
  );

  return { queue, results, offline, add };
}
