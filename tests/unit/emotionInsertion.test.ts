import { describe, expect, it } from 'vitest';
import * as emotions from '@emotion/use-insertion-effect-with-fallbacks';
import * as kaigis from '../../src/kit/emotionInsertion';

// The build hands emotion src/kit/emotionInsertion.ts in place of its own package (vite.config.ts).
describe("emotion's insertion hook in the build", () => {
  it('offers every hook the package it stands in for offers', () => {
    expect(Object.keys(kaigis).sort()).toEqual(Object.keys(emotions).sort());
  });

  it("writes a styled part's CSS at once, while the part renders", () => {
    const written: string[] = [];
    kaigis.useInsertionEffectAlwaysWithSyncFallback(() => written.push('.css-abc{color:red}'));
    expect(written).toEqual(['.css-abc{color:red}']);
  });
});
