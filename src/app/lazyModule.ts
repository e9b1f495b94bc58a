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
 * The module once it is in, `undefined` while it loads. Unlike React.lazy nothing suspends, so the
 * part of the page around it shows at once; a failed load goes to the error boundary as a page's does.
 */
export function useLazyModule<Module>(lazy: LazyModule<Module>): Module | undefined {
  const [outcome, setOutcome] = useState<{ failure: unknown } | 'in'>();
  useEffect(() => {
    if (!lazy.current) lazy.load().then(() => setOutcome('in'), (failure: unknown) => setOutcome({ failure }));
  }, [lazy]);
  if (typeof outcome === 'object') throw outcome.failure;
  return lazy.current;
}

/**
 * The module once it is in, `undefined` while it loads or when it could not load: for a part the
 * page can do without (a manager's switch, the toast's look). Asked for only while `wanted`; a
 * failed load is asked for again the next time a component wants it. `failed` says the last try failed.
 */
export function useOptionalModule<Module>(lazy: LazyModule<Module>, wanted = true): { module: Module | undefined; failed: boolean } {
  const [outcome, setOutcome] = useState<'in' | 'failed'>();
  useEffect(() => {
    if (!wanted || lazy.current) return;
    let current = true;
    lazy.load().then(
      () => current && setOutcome('in'),
      () => current && setOutcome('failed'),
    );
    return () => {
      current = false;
    };
  }, [lazy, wanted]);
  return { module: wanted ? lazy.current : undefined, failed: outcome === 'failed' && !lazy.current };
}
