import { useEffect, useState } from 'react';

/** A module asked for once, on demand; `current` holds it as soon as it is in. */
export interface LazyModule<Module> {
  load(): Promise<Module>;
  readonly current: Module | undefined;
}

/** A failed load is forgotten, so that asking again (a retry, the next visit to the page) tries again. */
export function lazyModule<Module>(load: () => Promise<Module>): LazyModule<Module> {
  let loading: Promise<Module> | undefined;
  const lazy = {
    current: undefined as Module | undefined,
    load: () =>
      (loading ??= load().then(
        (module) => (lazy.current = module),
        (failure: unknown) => {
          loading = undefined;
          throw failure;
        },
      )),
  };
  return lazy;
}

/**
 * The module once it is in (`undefined` while it loads), and the failure of the last try to load
 * it. Nothing suspends and nothing throws: the part of the page around it shows at once, and a
 * failed load is asked for again by the next component that wants it.
 */
export function useModuleState<Module>(lazy: LazyModule<Module>): { module: Module | undefined; failure?: { reason: unknown } } {
  const [failure, setFailure] = useState<{ reason: unknown }>();
  const [, setIn] = useState(false);
  const module = lazy.current;
  useEffect(() => {
    if (module) return;
    // The module came in between this render and its commit (a render in slices leaves time for
    // that): render again with it, or the component would wait for a load that has ended.
    if (lazy.current) {
      setIn(true);
      return;
    }
    let current = true;
    lazy.load().then(
      () => current && setIn(true),
      (reason: unknown) => current && setFailure({ reason }),
    );
    return () => {
      current = false;
    };
  }, [lazy, module]);
  return { module, failure: module ? undefined : failure };
}

/**
 * The module once it is in, `undefined` while it loads. Unlike React.lazy nothing suspends, so the
 * part of the page around it shows at once; a failed load goes to the error boundary as a page's does.
 */
export function useLazyModule<Module>(lazy: LazyModule<Module>): Module | undefined {
  const { module, failure } = useModuleState(lazy);
  if (failure) throw failure.reason;
  return module;
}
