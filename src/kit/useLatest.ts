import { useCallback, useRef } from 'react';

/** A function that is the same on every render and calls the latest one given (for memoized children). */
export function useLatest<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  ref.current = fn;
  return useCallback((...args: A) => ref.current(...args), []);
}
