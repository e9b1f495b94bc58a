import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';

/**
 * Where a click lands: the centre of the first element a CSS selector matches, found with the
 * browser's own querySelector. Playwright's locators run its selector engine in the page (30–150 ms
 * at 4x on a 1,000-input form, for an id or a role), and that task would count as the page's.
 */
export async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const centre = await page.evaluate((css) => {
    const box = document.querySelector(css)?.getBoundingClientRect();
    return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, selector);
  if (!centre) throw new Error(`nothing to click at ${selector}`);
  return centre;
}

/**
 * A click as a person makes it: the pointer arrives over the point, rests, then presses.
 * Playwright's own click would first run its checks of the target in the page (hit tests over the
 * whole document, listeners on the pointer events), and that work would land inside the
 * interaction measured.
 */
export async function mouseClick(page: Page, at: { x: number; y: number }) {
  await page.mouse.move(at.x, at.y, { steps: 4 });
  await sleep(200);
  await page.mouse.down();
  await page.mouse.up();
}
