import { useInsertionEffect } from 'react';

/**
 * Emotion's hook for writing a styled part's CSS, as emotion runs it where React has no insertion
 * effects: at once, while the part renders (vite.config.ts hands emotion this module in the build).
 * React renders a page in slices with the browser free between them (src/main.tsx), but runs
 * insertion effects in the commit, which is one task: emotion compiling and inserting every new
 * part's CSS there made each commit of a page's first render 15–28 ms longer (BENCHMARKS.md,
 * session 31). Written while rendering, the CSS is compiled in the slices instead, and is in the
 * document before the commit that uses it. Emotion writes a rule once per cache and never removes
 * one, so a render React throws away leaves only CSS a later render would have written.
 */
export const useInsertionEffectAlwaysWithSyncFallback = (write: () => unknown) => {
  write();
};

/** Emotion's global styles keep their effect: they replace their sheet when their styles change. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
