import { expect, it } from 'vitest';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { seedDemoAccounts } from '../../server/seed';
import { presentations } from '../../server/db/schema';
import demoProgram from '../../fixtures/program/demo.json';
import { axeViolations, chromiumSuite, describeInChromium, signedInPage } from './browser';

const member = { email: 'member@example.com', password: 'Member-2026!' };
const manager = { email: 'manager@example.com', password: 'Manager-2026!' };

/**
 * A Vimeo video (issue 65) in Chromium, played by Vimeo's own player package: the browser reaches
 * the player at https://player.vimeo.com, mapped to the local sandbox that speaks Vimeo's player
 * protocol (server/sandbox/vimeoSandbox.ts) as a hosts file would, and accepts its certificate.
 */
describeInChromium('a Vimeo video in Chromium', () => {
  let app: FastifyInstance;
  let url: string;
  let browser: Browser;

  chromiumSuite(
    { conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1000, videoHost: { host: 'sandbox', sandboxPort: 0 } },
    async (suite) => {
      ({ app, url, browser } = suite);
      await seedDemoAccounts(app.db, 'demo', 'test');
    },
    { args: (started) => [`--host-resolver-rules=MAP player.vimeo.com 127.0.0.1:${started.vimeoSandbox!.playerPort}`, '--ignore-certificate-errors'] },
  );

  /** The sandbox player's page inside the presentation's page, once its video is ready. */
  async function playerFrame(page: Page): Promise<Frame> {
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('https://player.vimeo.com/video/'))).toBe(true);
    const frame = page.frames().find((candidate) => candidate.url().startsWith('https://player.vimeo.com/video/'))!;
    // Polled on a timer: a frame out of view draws no animation frames, Playwright's default polling.
    await frame.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1, undefined, { polling: 100 });
    return frame;
  }

  it('plays a Vimeo video a manager named by its ID, and resumes it where the viewer stopped', async () => {
    const presentation = demoProgram.presentations.filter((p) => p.isPublic !== false)[4]!;
    const [row] = await app.db.select({ id: presentations.id }).from(presentations).where(eq(presentations.code, presentation.code));
    const contexts: BrowserContext[] = [];
    try {
      const host = await signedInPage(browser, url, 'en', manager, contexts);
      await host.goto(`${url}/presentations/${row!.id}`);
      await host.getByLabel('Vimeo video ID').fill('12345');
      await host.getByRole('button', { name: 'Use this Vimeo video' }).click();
      await host.getByText('Vimeo has no video with this ID').waitFor();
      await host.getByLabel('Vimeo video ID').fill('76979871');
      await host.getByRole('button', { name: 'Use this Vimeo video' }).click();
      await host.locator(`iframe[title="Video of ${presentation.nameEn ?? presentation.name}"]`).waitFor();
      await playerFrame(host);
      expect(await axeViolations(host)).toEqual([]);

      // The member, in Japanese on a phone, watches two seconds through Vimeo's player and pauses.
      const viewer = await signedInPage(browser, url, 'ja', member, contexts, { width: 390, height: 844 });
      await viewer.goto(`${url}/presentations/${row!.id}`);
      const frame = await playerFrame(viewer);
      const saved = viewer.waitForResponse((response) => response.url().endsWith('/playback') && response.request().method() === 'PUT');
      await frame.evaluate(async () => {
        const video = document.querySelector('video')!;
        video.muted = true;
        await video.play();
        await new Promise<void>((resolve) => {
          // A timer, not animation frames: a frame out of view gets none.
          const check = () => (video.currentTime >= 2 ? resolve() : setTimeout(check, 50));
          check();
        });
        video.pause();
      });
      const playback = (await (await saved).json()).playback as { currentTime: number; vimeoVideoId: string };
      expect(playback.currentTime).toBeGreaterThanOrEqual(2);
      expect(playback.vimeoVideoId).toBe('76979871');

      // Back on the page, Vimeo's player is told where to start.
      await viewer.reload();
      await viewer.getByText(/前回の続き（0:0[2-5]）から再生します。/).waitFor();
      const resumedAt = await (await playerFrame(viewer)).evaluate(() => document.querySelector('video')!.currentTime);
      expect(Math.abs(resumedAt - playback.currentTime)).toBeLessThan(0.5);
      expect(await axeViolations(viewer)).toEqual([]);
    } finally {
      for (const opened of contexts) await opened.close();
    }
  });
});
