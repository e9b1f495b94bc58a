import { lazy, Suspense, useState, type ComponentType } from 'react';

/** A part of a form whose code is fetched when a form first needs it. */
export type DeferredComponent<P> = ComponentType<P> & {
  /** Starts fetching the code; resolves when it is in. */
  preload: () => Promise<unknown>;
};

/**
 * A widget, field or template that few forms use (the authors of an abstract, a commission's
 * request letters, RJSF's templates for shapes generated forms do not have), kept out of every
 * form's first load. Until its code is in it renders nothing, inside a Suspense boundary of its
 * own, so the rest of the form shows meanwhile; once the code is in, it renders at once.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Deferred(props: P) {
    // Decided once per mount: a part mounted before its code came keeps its boundary, and is not
    // mounted again when the code is in.
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload });
}
