import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useLazyModule, type LazyModule } from '../../src/kit/lazyModule';

/**
 * A module that comes in while React renders: its `current` is set by a component rendered after
 * the one that asked for it, as a download finishing between a render in slices and its commit.
 */
function arrivingModule() {
  const lazy: LazyModule<{ text: string }> & { current: { text: string } | undefined } = {
    current: undefined,
    load: () => new Promise(() => undefined),
  };
  return lazy;
}

describe('a lazy module', () => {
  it('shows once it is in, when it came in between the render that asked for it and that render’s commit', async () => {
    const lazy = arrivingModule();
    function Asker() {
      const module = useLazyModule(lazy);
      return <p>{module ? module.text : 'waiting'}</p>;
    }
    function Arrival() {
      lazy.current ??= { text: 'the page' };
      return null;
    }
    render(
      <>
        <Asker />
        <Arrival />
      </>,
    );
    // Before the fix the asker kept "waiting": its effect saw the module in and asked for nothing.
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  it('is not rendered again when it was in at the first render', () => {
    const lazy = arrivingModule();
    lazy.current = { text: 'already in' };
    let renders = 0;
    function Asker() {
      renders += 1;
      return <p>{useLazyModule(lazy)?.text}</p>;
    }
    render(<Asker />);
    expect(screen.getByText('already in')).toBeTruthy();
    expect(renders).toBeLessThanOrEqual(2); // StrictMode may render twice; no render is added by the module
  });
});
