/**
 * How a form page answers a person, measured inside the page (bench:forms): Event Timing per
 * interaction, long tasks told apart by whether they processed a keystroke, and typing at a
 * person's rhythm. `instrument` runs before any page script; the rest read what it gathered.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';

/** Installed before any page script: Event Timing per interaction, long tasks, and when the last field appeared. */
export function instrument() {
  const bench = {
    interactions: new Map<number, { start: number; duration: number }>(),
    longTasks: [] as Array<{ start: number; duration: number }>,
    // When each key and input event was processed: a long task around one is that keystroke's.
    keyProcessing: [] as number[],
  };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
      if (/^(key|input|beforeinput|textInput)/.test(entry.name)) bench.keyProcessing.push(entry.processingStart);
      if (!entry.interactionId) continue;
      const known = bench.interactions.get(entry.interactionId);
      bench.interactions.set(entry.interactionId, {
        start: Math.min(known?.start ?? Infinity, entry.startTime),
        duration: Math.max(known?.duration ?? 0, entry.duration),
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Durations of the interactions; the longest long task not processing a keystroke, and the longest that was. */
export type Measured = { durations: number[]; longTask: number; keyTask: number };

export const now = (page: Page) => page.evaluate('performance.now()') as Promise<number>;

/** Waits until the page has run no long task for `quietMs`; answers the end of the last one (or `since`). */
export async function settled(page: Page, since: number, quietMs = 500): Promise<number> {
  // Polled from here: a string predicate for waitForFunction is eval'd in the page, which its CSP refuses.
  for (const deadline = Date.now() + 180_000; ;) {
    const [at, end] = (await page.evaluate(
      `(() => { const tasks = window.__bench.longTasks; const last = tasks.length ? tasks[tasks.length - 1] : undefined; return [performance.now(), Math.max(${since}, last ? last.start + last.duration : 0)]; })()`,
    )) as [number, number];
    if (at - end > quietMs) return end;
    if (Date.now() > deadline) throw new Error('the page never went quiet');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The interactions and long tasks between `from` and `to` (page time): durations, and the longest long task. */
export async function collect(page: Page, from: number, to: number, expected: number): Promise<Measured> {
  const { durations, longTask, keyTask } = (await page.evaluate(
    `(() => { const b = window.__bench;
      const tasks = b.longTasks.filter((t) => t.start >= ${from} && t.start < ${to} + 1000);
      const isKeys = (t) => b.keyProcessing.some((at) => at >= t.start && at <= t.start + t.duration);
      return {
        durations: [...b.interactions.values()].filter((i) => i.start >= ${from} && i.start < ${to}).map((i) => i.duration),
        longTask: Math.max(0, ...tasks.filter((t) => !isKeys(t)).map((t) => t.duration)),
        keyTask: Math.max(0, ...tasks.filter(isKeys).map((t) => t.duration)) }; })()`,
  )) as Measured;
  // Interactions under the 16 ms reporting threshold have no entry.
  return { durations: [...durations, ...Array(Math.max(0, expected - durations.length)).fill(16)], longTask, keyTask };
}

/** Empties a text field and leaves it, so the empty value is committed (and shows its error once the form was sent). */
export async function emptyField(page: Page, id: string) {
  const input = page.locator(`[id="${id}"]`);
  await input.scrollIntoViewIfNeeded();
  await input.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  // Out of the field, so the emptied value is committed (and its error, after a Confirm, shows).
  await page.keyboard.press('Tab');
  await sleep(600);
}

/** Types `keys` letters into the emptied field `id`, `rhythm` ms apart, and measures them with the pause after. */
export async function typeAtRhythm(page: Page, id: string, rhythm: number, keys: number): Promise<Measured> {
  await emptyField(page, id);
  await page.locator(`[id="${id}"]`).click();
  await settled(page, await now(page), 300);
  const from = await now(page);
  const text = 'abcdefghijklmnopqrstuvwxyz';
  for (let i = 0; i < keys; i += 1) {
    const started = Date.now();
    await page.keyboard.press(text[i % text.length]!);
    await sleep(Math.max(0, rhythm - (Date.now() - started)));
  }
  const to = await now(page);
  // The pause that commits the value, and the second after it.
  await sleep(1300);
  return collect(page, from, to + 300, keys);
}
