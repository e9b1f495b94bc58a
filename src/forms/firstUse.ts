/**
 * What tells that a person has started on the page: a mouse moving over it, a pointer pressed, a
 * focus moved, a key. A mouse moves before it presses, so work started here runs while the pointer
 * travels to a field, not inside the frame of the first click (a phone's first touch is its first
 * sign). A list's first opening on a 300-input form at 4x, medians of two runs: 96 → 84 and
 * 116 → 88 ms with the full check asked for here (BENCHMARKS.md, session 34).
 */
const firstUseEvents = ['pointermove', 'pointerdown', 'focusin', 'keydown'] as const;

type Target = Pick<Document, 'addEventListener' | 'removeEventListener'>;

/** Calls `start` once, at a person's first input on the page. Returns the listeners' removal. */
export function onFirstUse(start: () => void, target: Target = document): () => void {
  const stop = () => {
    for (const type of firstUseEvents) target.removeEventListener(type, first, true);
  };
  function first() {
    stop();
    start();
  }
  for (const type of firstUseEvents) target.addEventListener(type, first, true);
  return stop;
}
