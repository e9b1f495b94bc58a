/**
 * How many times longer than usual a test may take: 1, unless TEST_TIME_SCALE says otherwise.
 *
 * `.ci/run` runs the API tests on PostgreSQL at the lowest CPU priority beside the browser tests,
 * where they take what the browser tests leave idle and run several times slower; it sets the
 * scale to 4 there. Vitest's time limits and the few assertions that measure a duration are
 * multiplied by it. `npm test` runs at the usual scale, so every duration is still held to its
 * budget there.
 */
export const timeScale = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);
