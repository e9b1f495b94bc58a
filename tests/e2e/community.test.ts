import { expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { seedDemoAccounts } from '../../server/seed';
import { axeViolations, chromiumSuite, describeInChromium, signedInPage } from './browser';

const member = { email: 'member@example.com', password: 'Member-2026!' };
const evaluator = { email: 'evaluator@example.com', password: 'Evaluator-2026!' };
const manager = { email: 'manager@example.com', password: 'Manager-2026!' };

/** The message board and the manual (issue 65), in two browsers, ja and en, phone and desktop. */
describeInChromium('the message board and the manual in Chromium', () => {
  let app: FastifyInstance;
  let url: string;
  let browser: Browser;

  chromiumSuite({ conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1000 }, async (suite) => {
    ({ app, url, browser } = suite);
    await seedDemoAccounts(app.db, 'demo', 'test');
  });

  it('starts a thread in one browser, shows it unread in another, and marks the reply new for its writer (issue 65)', async () => {
    const contexts: BrowserContext[] = [];
    try {
      const writer = await signedInPage(browser, url, 'ja', member, contexts);
      await writer.getByRole('navigation', { name: '大会メニュー' }).getByRole('link', { name: '掲示板' }).click();
      await writer.getByRole('heading', { name: '掲示板', level: 1 }).waitFor();
      expect(await writer.title()).toBe('掲示板 | 第12回 計算科学シンポジウム');
      // An empty title is refused where it is typed, before anything is sent.
      await writer.getByRole('button', { name: '投稿する' }).click();
      await writer.getByText('必須項目です').first().waitFor();
      await writer.getByLabel('タイトル').fill('会場近くのランチ');
      await writer.getByLabel('本文').fill('おすすめのお店があれば\n教えてください。');
      await writer.getByRole('button', { name: '投稿する' }).click();
      await writer.getByRole('heading', { name: '会場近くのランチ', level: 1 }).waitFor();
      await writer.getByText('まだ返信はありません。').waitFor();
      expect(await axeViolations(writer)).toEqual([]);

      const reader = await signedInPage(browser, url, 'en', evaluator, contexts, { width: 390, height: 844 });
      await reader.goto(`${url}/message_board`);
      await reader.getByRole('status').filter({ hasText: '1 unread' }).waitFor();
      const item = reader.getByRole('listitem').filter({ hasText: '会場近くのランチ' });
      await item.getByText('New', { exact: true }).waitFor();
      expect(await axeViolations(reader)).toEqual([]);
      await item.getByRole('link', { name: '会場近くのランチ' }).click();
      await reader.getByText('おすすめのお店があれば').waitFor();
      // The reply box is three lines when empty and grows with what is written (CSS field-sizing).
      const box = reader.getByLabel('Write a reply');
      const height = async () => (await box.boundingBox())!.height;
      const empty = await height();
      await box.fill('One\ntwo\nthree\nfour\nfive\nsix\nseven\neight');
      expect({ empty: empty < 100, grown: (await height()) > 2.3 * empty }).toEqual({ empty: true, grown: true });
      await box.fill('The noodle shop by the station is good.');
      await reader.getByRole('button', { name: 'Reply', exact: true }).click();
      await reader.getByRole('listitem').filter({ hasText: 'The noodle shop by the station is good.' }).waitFor();
      await reader.getByRole('link', { name: '← All threads' }).click();
      await reader.getByRole('status').filter({ hasText: 'No unread threads' }).waitFor();
      expect(await axeViolations(reader)).toEqual([]);

      // The writer's list shows the thread unread again, and the thread marks the reply new until it is read.
      await writer.goto(`${url}/message_board`);
      const mine = writer.getByRole('listitem').filter({ hasText: '会場近くのランチ' });
      await mine.getByText('新着', { exact: true }).waitFor();
      await mine.getByText('返信 1件', { exact: false }).waitFor();
      await mine.getByRole('link').click();
      await writer.getByRole('listitem').filter({ hasText: 'The noodle shop' }).getByText('新着').waitFor();
      await writer.goto(`${url}/message_board`);
      await writer.getByRole('status').filter({ hasText: '未読のスレッドはありません' }).waitFor();
    } finally {
      for (const opened of contexts) await opened.close();
    }
  });

  it('publishes the manual a manager writes, in both languages, and says when it cannot be loaded (issue 65)', async () => {
    const contexts: BrowserContext[] = [];
    try {
      const staff = await signedInPage(browser, url, 'ja', manager, contexts);
      await staff.goto(`${url}/manual`);
      await staff.getByText('マニュアルはまだ掲載されていません。').waitFor();
      await staff.getByRole('button', { name: '編集する' }).click();
      await staff.locator('#manual-bodyJa').click();
      await staff.keyboard.type('受付は1階ロビーです。');
      await staff.locator('#manual-bodyEn').click();
      await staff.keyboard.type('Reception is in the ground-floor lobby.');
      await staff.getByRole('button', { name: '保存する' }).click();
      await staff.getByText('受付は1階ロビーです。').waitFor();
      await staff.getByText(/最終更新: \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/).waitFor();

      const reader = await signedInPage(browser, url, 'en', member, contexts, { width: 390, height: 844 });
      await reader.goto(`${url}/manual`);
      await reader.getByRole('heading', { name: 'Manual', level: 1 }).waitFor();
      await reader.getByText('Reception is in the ground-floor lobby.').waitFor();
      expect(await reader.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      expect(await axeViolations(reader)).toEqual([]);
      await reader.getByRole('button', { name: '日本語' }).click();
      await reader.getByText('受付は1階ロビーです。').waitFor();

      // §8: "manual fetch failed", with a way to try again (this browser starts every page in English).
      await reader.route('**/web_api/manual', (route) => route.abort());
      await reader.reload();
      await reader.getByRole('alert').filter({ hasText: 'The manual could not be loaded' }).waitFor();
      await reader.unroute('**/web_api/manual');
      await reader.getByRole('button', { name: 'Retry' }).click();
      await reader.getByText('Reception is in the ground-floor lobby.').waitFor();
    } finally {
      for (const opened of contexts) await opened.close();
    }
  });
});
