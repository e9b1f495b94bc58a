import { expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { seedDemoAccounts } from '../../server/seed';
import { HEARD_LEVEL } from '../../src/pages/venue/avCheck';
import { axeViolations, chromiumSuite, describeInFullChromium, signedInPage } from './browser';

const member = { email: 'member@example.com', password: 'Member-2026!' };

/**
 * The venue's pages in Chromium (issue 66). The audio and camera check runs on Chromium's fake
 * devices, a camera that draws a moving picture and a microphone that beeps, which Chromium itself
 * has and its headless shell does not.
 */
describeInFullChromium('the venue in Chromium', () => {
  let app: FastifyInstance;
  let url: string;
  let browser: Browser;

  chromiumSuite(
    { conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1000 },
    async (suite) => {
      ({ app, url, browser } = suite);
      await seedDemoAccounts(app.db, 'demo', 'test');
    },
    { args: () => ['--use-fake-device-for-media-stream'], full: true },
  );

  /** The meter's readings over `ms`: a live microphone gives more than one. */
  async function levels(page: Page, ms: number): Promise<number[]> {
    const meter = page.getByRole('progressbar', { name: /Microphone level|マイクの音量/ });
    const seen: number[] = [];
    for (const started = Date.now(); Date.now() - started < ms;) {
      seen.push(Number(await meter.getAttribute('aria-valuenow')));
      await page.waitForTimeout(100);
    }
    return seen;
  }

  it('shows the fake camera, a moving microphone level and plays a test sound, from the dashboard, then in Japanese (issue 66)', async () => {
    const contexts: BrowserContext[] = [];
    try {
      const page = await signedInPage(browser, url, 'en', member, contexts);
      await page.context().grantPermissions(['camera', 'microphone'], { origin: url });
      await page.getByRole('link', { name: 'Audio and camera check' }).click();
      await page.getByRole('heading', { name: 'Audio and camera check', level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Start the check' }).click();

      await page.getByText('Your camera works').waitFor();
      const preview = page.getByLabel('Camera preview');
      // Playing: the picture has a size and its time moves on.
      await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.currentTime > 0.2 && !video.paused)).toBe(true);
      expect(await preview.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);

      await page.getByText('We hear you.').waitFor();
      const readings = await levels(page, 1500);
      expect(Math.max(...readings)).toBeGreaterThanOrEqual(HEARD_LEVEL);
      expect(new Set(readings).size).toBeGreaterThan(1);

      // The fake devices, named, to switch between.
      await page.getByRole('combobox', { name: 'Device' }).first().click();
      expect(await page.getByRole('option').count()).toBeGreaterThan(0);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Play a test sound' }).click();
      await page.getByRole('button', { name: 'Playing…' }).waitFor();
      await page.getByRole('button', { name: 'Play a test sound' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // Japanese at once, the live check going on.
      await page.getByRole('button', { name: '日本語' }).click();
      await page.getByRole('heading', { name: '音声・カメラチェック', level: 1 }).waitFor();
      await page.getByText('カメラは使えます').waitFor();
      expect(Math.max(...(await levels(page, 1200)))).toBeGreaterThan(0);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });

  it('says the camera and microphone are blocked, on a phone in Japanese, signed out (issue 66)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      await context.addInitScript(() => localStorage.setItem('kaigi.language', 'ja'));
      const page = await context.newPage();
      await page.goto(`${url}/audio_test`);
      await page.getByRole('button', { name: '確認を始める' }).click();
      await page.getByRole('alert').filter({ hasText: 'カメラがブロックされています' }).waitFor();
      await page.getByRole('alert').filter({ hasText: 'マイクがブロックされています' }).waitFor();
      expect(await page.getByRole('button', { name: 'もう一度試す' }).count()).toBe(2);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('alert').filter({ hasText: 'This browser blocks the camera' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('says so where the browser has no camera or microphone access at all (§8, issue 66)', async () => {
    const context = await browser.newContext();
    try {
      await context.addInitScript(() => {
        localStorage.setItem('kaigi.language', 'en');
        Object.defineProperty(navigator, 'mediaDevices', { value: undefined });
      });
      const page = await context.newPage();
      await page.goto(`${url}/audio_test`);
      await page.getByRole('alert').filter({ hasText: 'This browser cannot use a camera or microphone' }).waitFor();
      expect(await page.getByRole('button', { name: 'Start the check' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
