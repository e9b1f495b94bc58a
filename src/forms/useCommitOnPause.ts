import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing may pause before the form hears of it; a blur or unmount tells it at once. */
export const INPUT_COMMIT_MS = 250;

/**
 * The buffering every uncontrolled text input of a form shares: a typed value reaches `onCommit`
 * after a pause (`schedule`), on `flush` (blur) or when the input goes; a value arriving from
 * outside (a restored draft, a loaded version, a lookup) bumps `generation`, which the input uses
 * as its key to remount with that value.
 */
export function useCommitOnPause<T>(value: T, onCommit: (value: T) => void) {
  const onCommitRef = useRef(onCommit);
  onCommitRef.current = onCommit;
  // The value the form last heard from this input (or gave it); anything else is news from outside.
  const known = useRef<T>(value);
  const [generation, setGeneration] = useState(0);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; value: T } | undefined>(undefined);

  const flush = useCallback(() => {
    const current = pending.current;
    if (!current) return;
    clearTimeout(current.timer);
    pending.current = undefined;
    known.current = current.value;
    onCommitRef.current(current.value);
  }, []);
  useEffect(() => flush, [flush]);

  const outside = value !== known.current && !(pending.current && pending.current.value === value);
  useEffect(() => {
    if (!outside) return;
    known.current = value;
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = undefined;
    setGeneration((n) => n + 1);
  }, [outside, value]);

  const schedule = useCallback(
    (next: T) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { value: next, timer: setTimeout(flush, INPUT_COMMIT_MS) };
    },
    [flush],
  );
  return { generation, schedule, flush };
}
