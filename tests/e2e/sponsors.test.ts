import { expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { seedDemoAccounts } from '../../server/seed';
import { updateOperationSettings } from '../../server/services/operationSettings';
import { savePrize, scanRallyCode } from '../../server/services/pointRally';
import { saveExhibition } from '../../server/services/sponsors';
import { sponsorExhibitions, users } from '../../server/db/schema';
import { rallyQrText } from '../../engine/sponsors';
import { pngBytes } from '../support/files';
import { axeViolations, chromiumSuite, describeInFullChromium, signedInPage } from './browser';
import { writeQrVideo } from './qrVideo';

const sponsor = { email: 'sponsor@example.com', password: 'Sponsor-2026!' };
const member = { email: 'member@example.com', password: 'Member-2026!' };
const evaluator = { email: 'evaluator@example.com', password: 'Evaluator-2026!' };
const phone = { width: 390, height: 844 };

/**
 * Sponsors and the point rally in Chromium (issue 66). The camera is Chromium's fake one, fed a
 * picture of a booth's QR code: the page reads it as a phone held up to the printed code would.
 */
describeInFullChromium('sponsors and the point rally in Chromium', () => {
  let app: FastifyInstance;
  let url: string;
  let browser: Browser;
  const video = path.join(mkdtempSync(path.join(tmpdir(), 'kaigi-qr-')), 'booth.y4m');
  /** The booth whose QR code the camera sees: the evaluator's company, so the sponsor's own page starts empty. */
  let boothCode = '';

  const userId = async (email: string) => (await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  chromiumSuite(
    { conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1000 },
    async (suite) => {
      ({ app, url, browser } = suite);
      await seedDemoAccounts(app.db, 'demo', 'test');
      await updateOperationSettings(app.db, 'demo', 'dashboard', { isSponsorLinkEnabled: true, isSponsorInsight: true, isPointRally: true });
      const boothOwner = await userId(evaluator.email);
      await app.db.update(users).set({ isSponsor: true }).where(eq(users.id, boothOwner));
      await app.db.transaction((tx) =>
        saveExhibition(tx, 'demo', boothOwner, {
          nameJa: 'カガク光学',
          nameEn: 'Kagaku Optics',
          bodyJa: '',
          bodyEn: '',
          booth: 'A-01',
          contactJa: '',
          contactEn: '',
          contactEmail: '',
          links: [],
          isPublished: true,
        }),
      );
      const [row] = await app.db
        .select({ code: sponsorExhibitions.rallyCode })
        .from(sponsorExhibitions)
        .where(and(eq(sponsorExhibitions.conferenceId, 'demo'), eq(sponsorExhibitions.userId, boothOwner)));
      boothCode = row!.code;
      writeQrVideo(video, rallyQrText(url, boothCode));
      await app.db.transaction((tx) => savePrize(tx, 'demo', { nameJa: 'ボールペン', nameEn: 'Ballpoint pen', points: 10, stock: 5 }));
    },
    { args: () => ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`], full: true },
  );

  it('lets a sponsor write and publish its exhibition, and shows a participant’s visit and scan in its insight, then in Japanese (issue 66)', async () => {
    const contexts: BrowserContext[] = [];
    try {
      const page = await signedInPage(browser, url, 'en', sponsor, contexts);
      await page.getByRole('link', { name: 'Your exhibition' }).click();
      await page.getByRole('heading', { name: 'Your exhibition', level: 1 }).waitFor();
      await page.getByText('Save your exhibition first').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // The errors first, each under its field.
      await page.getByRole('button', { name: 'Add a link' }).click();
      await page.getByLabel('Label').fill('Catalogue');
      await page.getByLabel('Address (https://…)').fill('javascript:alert(1)');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Some fields need attention' }).waitFor();
      await page.getByText('Required field').waitFor();
      await page.getByText('Invalid URL').waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('exhibition-nameJa');

      await page.getByLabel('Name (Japanese)').fill('計算科学株式会社');
      await page.getByLabel('Name (English)').fill('Keisan Kagaku Inc.');
      await page.getByLabel('Description (English)').fill('A compact supercomputer for laboratories.');
      await page.getByLabel('Booth', { exact: true }).fill('B-12');
      await page.getByLabel('Address (https://…)').fill('https://keisan.example/catalogue');
      await page.getByLabel('Published: participants see this exhibition').check();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

      // A picture, judged by the server, then the rally code to print.
      await page
        .getByRole('region', { name: 'Pictures' })
        .locator('input[type=file]')
        .setInputFiles({ name: 'booth.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes) });
      await page.getByRole('button', { name: 'Remove booth.png' }).waitFor();
      const code = (await page.getByTestId('rally-code').textContent())!.replace(/^.*: /, '').replace('-', '');
      expect(code).toMatch(/^[0-9A-Z]{10}$/);
      await expect.poll(() => page.getByRole('img', { name: /Point-rally QR code of Keisan Kagaku/ }).getAttribute('src')).toMatch(/^data:image\/png/);
      await page.getByText('No visits, likes, comments or scans yet.').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // A participant finds it, opens it (a visit), and scans its code.
      const visitor = await signedInPage(browser, url, 'en', member, contexts, phone);
      await visitor.getByRole('link', { name: 'Sponsor exhibitions' }).click();
      await visitor.getByLabel('Search exhibitions').fill('keisan');
      await visitor.getByRole('link', { name: /Keisan Kagaku Inc\./ }).click();
      await visitor.getByRole('heading', { name: 'Keisan Kagaku Inc.', level: 1 }).waitFor();
      await visitor.getByText('Booth B-12').waitFor();
      await visitor.getByRole('link', { name: 'Catalogue' }).waitFor();
      expect(await axeViolations(visitor)).toEqual([]);
      await scanRallyCode(app.db, 'demo', await userId(member.email), code);

      await page.reload();
      await expect.poll(() => page.getByTestId('insight-total-scans').textContent()).toBe('1');
      expect(await page.getByTestId('insight-total-visits').textContent()).toBe('1');

      await page.getByRole('button', { name: '日本語' }).click();
      await page.getByRole('heading', { name: '自社の展示', level: 1 }).waitFor();
      await page.getByRole('columnheader', { name: 'ラリースキャン' }).waitFor();
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });

  it('reads a booth’s QR code through the phone’s camera and gives its points once, refuses a typed code that is not one, and spends points on a prize, in Japanese then English (issue 66)', async () => {
    const contexts: BrowserContext[] = [];
    try {
      const page = await signedInPage(browser, url, 'ja', { email: 'reviewer@example.com', password: 'Reviewer-2026!' }, contexts, phone);
      await page.context().grantPermissions(['camera'], { origin: url });
      await page.getByRole('link', { name: 'ポイントラリー' }).click();
      await page.getByRole('heading', { name: 'ポイントラリー', level: 1 }).waitFor();
      await page.getByTestId('rally-balance').filter({ hasText: '0ポイント' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'QRコードを読み取る' }).click();
      await page.getByRole('status').filter({ hasText: 'カガク光学で10ポイント獲得しました！' }).waitFor();
      await page.getByTestId('rally-balance').filter({ hasText: '10ポイント' }).waitFor();
      // The camera stopped once it read the code.
      await page.getByRole('button', { name: 'QRコードを読み取る' }).waitFor();

      // The same booth again: §8's message, and the points stay.
      await page.getByRole('button', { name: 'QRコードを読み取る' }).click();
      await page.getByRole('alert').filter({ hasText: 'この展示のポイントは獲得済みです' }).waitFor();
      await page.getByTestId('rally-balance').filter({ hasText: '10ポイント' }).waitFor();

      await page.getByLabel('コード', { exact: true }).fill('HELLO');
      await page.getByRole('button', { name: 'ポイントを獲得' }).click();
      await page.getByRole('alert').filter({ hasText: '無効なQRコードです' }).waitFor();
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid QR code' }).waitFor();

      await page.getByRole('button', { name: 'Claim' }).click();
      await page.getByRole('dialog').getByText('Spend 10 points on Ballpoint pen?').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Claim' }).click();
      await page.getByText('Claimed: show this screen at the reception desk').waitFor();
      await page.getByTestId('rally-balance').filter({ hasText: '0 points' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });

  it('opens the point rally from a phone camera app’s link with the code once, and tells a participant without a camera to type the code (issue 66)', async () => {
    const contexts: BrowserContext[] = [];
    try {
      const page = await signedInPage(browser, url, 'en', member, contexts, phone);
      await page.goto(new URL(`/point_rally?code=${boothCode}`, url).href);
      await page.getByRole('status').filter({ hasText: '10 points from Kagaku Optics!' }).waitFor();
      await expect.poll(() => new URL(page.url()).search).toBe('');
      // Camera refused (no permission granted in this context): say so and offer the code.
      await page.context().clearPermissions();
      await page.evaluate(() => {
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
      });
      await page.getByRole('button', { name: 'Scan a QR code' }).click();
      await page.getByRole('alert').filter({ hasText: 'This browser blocks the camera for this site' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });

  it('lets a manager keep the prizes and set an exhibition’s points, naming a missing prize name, on a phone in Japanese (issue 66)', async () => {
    const contexts: BrowserContext[] = [];
    try {
      const page = await signedInPage(browser, url, 'en', { email: 'manager@example.com', password: 'Manager-2026!' }, contexts);
      await page.getByRole('link', { name: 'Point rally management' }).click();
      await page.getByRole('heading', { name: 'Point rally management', level: 1 }).waitFor();
      const prizes = page.getByRole('region', { name: 'Prizes' });
      await prizes.getByRole('textbox', { name: 'Prize (English)' }).first().waitFor();
      await page.getByRole('button', { name: 'Add the prize' }).click();
      await prizes.getByText('Required field').waitFor();
      await page.locator('#prize-new-nameJa').fill('トートバッグ');
      await page.locator('#prize-new-nameEn').fill('Tote bag');
      await page.locator('#prize-new-points').fill('30');
      await page.locator('#prize-new-stock').fill('20');
      await page.getByRole('button', { name: 'Add the prize' }).click();
      await expect.poll(() => prizes.getByRole('button', { name: 'Remove' }).count()).toBe(2);

      const points = page.getByLabel('Points for Kagaku Optics');
      await points.fill('25');
      await page
        .getByRole('row', { name: /Kagaku Optics/ })
        .getByRole('button', { name: 'Save' })
        .click();
      await expect.poll(() => page.getByLabel('Points for Kagaku Optics').inputValue()).toBe('25');
      await page.getByRole('button', { name: 'Print QR codes' }).click();
      await expect.poll(() => page.getByRole('img', { name: /Point-rally QR code of Kagaku Optics/ }).getAttribute('src')).toMatch(/^data:image\/png/);
      expect(await axeViolations(page)).toEqual([]);

      await page.setViewportSize(phone);
      await page.getByRole('button', { name: '日本語' }).click();
      await page.getByRole('heading', { name: 'ポイントラリー管理', level: 1 }).waitFor();
      await page.getByRole('region', { name: '景品' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });

  it('finds the sponsor presentations among the posters with the search page’s sponsor filter (issue 66)', async () => {
    const contexts: BrowserContext[] = [];
    try {
      const page = await signedInPage(browser, url, 'en', member, contexts);
      await page.goto(`${url}/search`);
      await page.getByRole('heading', { name: 'Search presentations', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Poster', exact: true }).click();
      // The browser's own select: chosen as a person chooses in its list.
      await page.getByRole('combobox', { name: 'Sponsor presentations' }).selectOption({ label: 'Sponsor presentations only' });
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('3 presentations found').waitFor();
      expect(new URL(page.url()).searchParams.get('isSponsor')).toBe('true');
      await page.getByText('Adaptive mesh refinement for faster traffic flow prediction').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
});
