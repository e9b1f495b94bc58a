import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import { clientReports } from '../../server/db/schema';
import { issueSignupLink } from '../../server/services/accounts';
import { seedDemoAccounts } from '../../server/seed';
import { axeViolations, chromiumSuite, describeInChromium, signedInPage } from './browser';
import { settle } from './questions';

type Geometry = Record<string, number>;

/** A real picture for the replace drop zone: 64 x 48, drawn by the browser itself. */
async function pictureFrom(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#3366cc';
    context.fillRect(0, 0, 64, 48);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

describeInChromium('feedback mode in Chromium', () => {
  let app: FastifyInstance;
  let url: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  chromiumSuite({ conference: 'demo', demo: true, passwordHashCost: 'test', feedbackSecretWord: 'KAIGIFIXME' }, async (suite) => {
    ({ app, url, browser } = suite);
    await seedDemoAccounts(app.db, 'demo', 'test');
  });

  async function open(language: 'ja' | 'en', viewport: { width: number; height: number }) {
    await context?.close();
    context = await browser.newContext({ viewport });
    await context.addInitScript((lang) => localStorage.setItem('kaigi.language', lang), language);
    page = await context.newPage();
  }

  /** What the shape list (read out to screen readers) says about each shape. */
  const shapes = async () =>
    page.locator('li[data-shape]').evaluateAll((items) =>
      items.map((item) => ({
        kind: item.getAttribute('data-shape')!,
        geometry: JSON.parse(item.getAttribute('data-geometry')!) as Geometry,
        selected: /\((selected|選択中)\)/.test(item.textContent ?? ''),
      })),
    );
  const shape = async (kind: string) => (await shapes()).find((candidate) => candidate.kind === kind);

  /** Drags on the canvas from one canvas point to another, as a mouse would. */
  async function drag(from: { x: number; y: number }, to: { x: number; y: number }) {
    const box = (await page.locator('.konvajs-content').boundingBox())!;
    await page.mouse.move(box.x + from.x, box.y + from.y);
    await page.mouse.down();
    await page.mouse.move(box.x + (from.x + to.x) / 2, box.y + (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(box.x + to.x, box.y + to.y, { steps: 4 });
    await page.mouse.up();
    await settle(page);
  }
  async function click(at: { x: number; y: number }) {
    const box = (await page.locator('.konvajs-content').boundingBox())!;
    await page.mouse.click(box.x + at.x, box.y + at.y);
    await settle(page);
  }

  it('draws, moves, resizes, deletes, writes, replaces the image and reports; a failed send keeps the overlay (en)', async () => {
    await open('en', { width: 1280, height: 800 });
    await page.goto(`${url}/?from=feedback-test`);
    await page
      .getByRole('heading', { name: 'Welcome to the 12th Symposium on Computational Science' })
      .or(page.getByRole('button', { name: 'Log in' }))
      .first()
      .waitFor();

    // The word typed into a field is text, not the secret.
    await page.getByLabel('Email address').first().fill('kaigifixme');
    await settle(page);
    expect(await page.getByRole('heading', { name: 'Bug report / fix request mode' }).count()).toBe(0);

    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.type('kaigifixme');
    await page.getByRole('heading', { name: 'Bug report / fix request mode' }).waitFor();
    // The 1280 x 800 capture as large as the 1240 x 740 area allows, in its own shape: no bands at its sides (issue 68, item 20).
    await expect
      .poll(async () => {
        const box = (await page.locator('.konvajs-content').boundingBox())!;
        return [box.width, box.height];
      })
      .toEqual([1184, 740]);
    const canvas = (await page.locator('.konvajs-content').boundingBox())!;
    const report = page.getByRole('button', { name: 'Report', exact: true });
    const remove = page.getByRole('button', { name: 'Delete', exact: true });
    expect(await report.isDisabled()).toBe(true);
    expect(await remove.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // A rectangle: added selected, moved, resized from its corner.
    await page.getByRole('button', { name: 'Rectangle' }).click();
    let rect = (await shape('rect'))!;
    expect(rect).toMatchObject({ selected: true, geometry: { width: 100, height: 100 } });
    expect(await report.isEnabled()).toBe(true);
    expect(await remove.isEnabled()).toBe(true);
    // By its left edge, away from the resize handles.
    await drag({ x: rect.geometry.x! + 2, y: rect.geometry.y! + 25 }, { x: rect.geometry.x! + 2 - 300, y: rect.geometry.y! + 25 - 150 });
    const moved = (await shape('rect'))!.geometry;
    expect([moved.x, moved.y, moved.width]).toEqual([rect.geometry.x! - 300, rect.geometry.y! - 150, 100]);
    await drag({ x: moved.x! + 100, y: moved.y! + 100 }, { x: moved.x! + 160, y: moved.y! + 140 });
    rect = (await shape('rect'))!;
    expect(rect.geometry.width).toBeGreaterThanOrEqual(150);
    expect(rect.geometry.height).toBeGreaterThanOrEqual(130);

    // Clicking outside every shape deselects.
    await click({ x: 1150, y: 700 });
    expect((await shapes()).some((candidate) => candidate.selected)).toBe(false);
    expect(await remove.isDisabled()).toBe(true);

    // A circle grows from a corner and stays a circle.
    await page.getByRole('button', { name: 'Circle' }).click();
    const circle = (await shape('circle'))!.geometry;
    expect(circle.radius).toBe(50);
    await drag({ x: circle.x! + 50, y: circle.y! + 50 }, { x: circle.x! + 80, y: circle.y! + 80 });
    const enlarged = (await shape('circle'))!.geometry;
    expect(enlarged.radius).toBeGreaterThan(60);
    // And moves by its outline (its side is no resize handle: only the corners are).
    await drag({ x: enlarged.x! - enlarged.radius!, y: enlarged.y! }, { x: enlarged.x! - enlarged.radius!, y: enlarged.y! + 50 });
    const grown = (await shape('circle'))!.geometry;
    expect(grown).toEqual({ ...enlarged, y: enlarged.y! + 50 });

    // An arrow's end handle moves only that end.
    await page.getByRole('button', { name: 'Arrow' }).click();
    const arrow = (await shape('arrow'))!.geometry;
    await drag({ x: arrow.x2!, y: arrow.y2! }, { x: arrow.x2! + 60, y: arrow.y2! + 90 });
    const pointed = (await shape('arrow'))!.geometry;
    expect(pointed).toEqual({ x1: arrow.x1, y1: arrow.y1, x2: arrow.x2! + 60, y2: arrow.y2! + 90 });
    // The whole arrow moves by its line.
    await drag(
      { x: (pointed.x1! + pointed.x2!) / 2, y: (pointed.y1! + pointed.y2!) / 2 },
      { x: (pointed.x1! + pointed.x2!) / 2 + 40, y: (pointed.y1! + pointed.y2!) / 2 },
    );
    expect((await shape('arrow'))!.geometry).toEqual({ x1: pointed.x1! + 40, y1: pointed.y1, x2: pointed.x2! + 40, y2: pointed.y2 });

    // The circle, selected again by its outline (its left side, clear of the arrow), goes with the Delete key.
    await click({ x: grown.x! - grown.radius!, y: grown.y! });
    expect((await shape('circle'))!.selected).toBe(true);
    await page.keyboard.press('Delete');
    await settle(page);
    expect((await shapes()).map((candidate) => candidate.kind)).toEqual(['rect', 'arrow']);

    // A text: written in place; Backspace while editing edits the text, not the drawing.
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    // Its tools float over the canvas: choosing a text moves nothing (issue 68, item 20).
    expect(await page.locator('.konvajs-content').boundingBox()).toEqual(canvas);
    await page.getByRole('button', { name: 'Edit text' }).click();
    const editor = page.getByRole('textbox', { name: 'Comment text' });
    await editor.fill('The button hides the labelx');
    await page.keyboard.press('Backspace');
    expect(await remove.isDisabled()).toBe(true);
    await page.keyboard.press('Enter');
    await settle(page);
    let text = (await shape('text'))!;
    expect(text.selected).toBe(true);
    expect(await page.locator('li[data-shape="text"]').textContent()).toContain('“The button hides the label”');
    // The size slider scales the box: 20 to 30 makes 150 wide 225.
    await page.getByRole('slider', { name: 'Font size' }).focus();
    for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight');
    await settle(page);
    text = (await shape('text'))!;
    expect(text.geometry).toMatchObject({ fontSize: 30, width: 225 });
    // The text box moves too.
    await drag({ x: text.geometry.x! + 10, y: text.geometry.y! + 10 }, { x: text.geometry.x! + 10, y: text.geometry.y! + 70 });
    expect((await shape('text'))!.geometry).toEqual({ ...text.geometry, y: text.geometry.y! + 60 });

    // Offline, the send fails: the overlay stays with the error, and nothing is stored.
    await context.setOffline(true);
    await report.click();
    await page.getByRole('dialog', { name: 'Send the report' }).getByText('Do you want to report the feedback?').waitFor();
    await page.getByRole('dialog', { name: 'Send the report' }).getByRole('button', { name: 'Send' }).click();
    await page.getByRole('alert').filter({ hasText: 'Could not reach the server' }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Bug report / fix request mode' }).isVisible()).toBe(true);
    expect(await app.db.select().from(clientReports)).toHaveLength(0);
    await context.setOffline(false);

    // Replace mode: a text file is refused, a picture replaces the screen and clears the shapes.
    const replace = page.getByRole('button', { name: 'Replace target image' });
    await replace.click();
    await page.getByText('Drag the screen image here, or tap to pick an image').waitFor();
    const drop = page.getByTestId('feedback-dropzone-input');
    await drop.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await page.getByText('Choose a JPEG, PNG or WebP image.').waitFor();
    await drop.setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: await pictureFrom(page) });
    await page.getByText('No shapes yet.').waitFor({ state: 'attached' });
    expect(await replace.getAttribute('aria-pressed')).toBe('false');
    expect(await report.isEnabled()).toBe(true);

    // One more comment on the new image, then a report that is cancelled once and sent once.
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await page.getByRole('button', { name: 'Edit text' }).click();
    await page.getByRole('textbox', { name: 'Comment text' }).fill('Wrong colour on the phone');
    await page.keyboard.press('Enter');
    await report.click();
    await page.getByRole('dialog', { name: 'Send the report' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Send the report' }).waitFor({ state: 'detached' });
    expect(await app.db.select().from(clientReports)).toHaveLength(0);
    await report.click();
    await page.getByRole('dialog', { name: 'Send the report' }).getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you. Your report was sent.' }).waitFor();
    await page.getByRole('heading', { name: 'Bug report / fix request mode' }).waitFor({ state: 'detached' });

    const [stored] = await app.db.select().from(clientReports);
    // The canvas took the picked 64 x 48 picture's shape: 987 x 740 in the 1240 x 740 area.
    expect(stored).toMatchObject({ comments: ['Wrong colour on the phone'], location: '/?from=feedback-test', width: 987, height: 740 });
    expect(stored!.screen.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(stored!.screen.readUInt32BE(16)).toBe(987);
  });

  it('sends what the user saw: the visible part of a long page where they scrolled, not the whole page squeezed or shifted (issue 21, item 1)', async () => {
    await open('en', { width: 1280, height: 800 });
    await page.goto(`${url}/signup/${await issueSignupLink(app.db, `capture-${Date.now()}@example.com`)}`);
    // The whole form is there (its last button) before the person scrolls down it.
    await page.getByRole('button', { name: 'Confirm' }).waitFor();
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await settle(page);
    // A marker in the document where the user is looking: 600 px from the left, 100 px below the top of the screen.
    const scrollY = await page.evaluate(() => {
      const marker = document.createElement('div');
      marker.id = 'capture-marker';
      marker.style.cssText = `position:absolute;left:600px;top:${window.scrollY + 100}px;width:40px;height:40px;background:#ff00ff;z-index:5`;
      document.body.appendChild(marker);
      return window.scrollY;
    });
    expect(scrollY).toBeGreaterThan(1000);
    await page.keyboard.type('kaigifixme');
    await page.getByRole('heading', { name: 'Bug report / fix request mode' }).waitFor();
    // Where the marker was on the screen when the page was captured (the form may still settle while it renders).
    const seen = await page.evaluate(() => document.getElementById('capture-marker')!.getBoundingClientRect().toJSON() as { left: number; top: number });
    expect(seen.top).toBeGreaterThan(0);
    expect(seen.top).toBeLessThan(800);
    await page.getByRole('button', { name: 'Text' }).click();
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const before = (await app.db.select({ id: clientReports.id }).from(clientReports)).length;
    await page.getByRole('dialog', { name: 'Send the report' }).getByRole('button', { name: 'Send' }).click();
    await expect.poll(async () => (await app.db.select({ id: clientReports.id }).from(clientReports)).length).toBe(before + 1);
    const [stored] = await app.db.select().from(clientReports).orderBy(desc(clientReports.id)).limit(1);
    // Where the marker is in the stored image, read back by the browser.
    const found = await page.evaluate(async (base64) => {
      // As the overlay reads an image (the page's policy allows data: images, not data: fetches).
      const bitmap = new Image();
      bitmap.src = `data:image/png;base64,${base64}`;
      await bitmap.decode();
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const magenta: number[][] = [];
      for (let y = 0; y < bitmap.height; y += 1)
        for (let x = 0; x < bitmap.width; x += 1) {
          const i = (y * bitmap.width + x) * 4;
          if (data[i]! > 230 && data[i + 1]! < 30 && data[i + 2]! > 230) magenta.push([x, y]);
        }
      const xs = magenta.map(([x]) => x!);
      const ys = magenta.map(([, y]) => y!);
      return {
        width: bitmap.width,
        height: bitmap.height,
        left: Math.min(...xs),
        top: Math.min(...ys),
        right: Math.max(...xs),
        bottom: Math.max(...ys),
        count: magenta.length,
      };
    }, stored!.screen.toString('base64'));
    // The 1280 x 800 screen as the 1184 x 740 canvas (scale 740/800), edge to edge.
    const scale = 740 / 800;
    const offset = 0;
    expect(found).toMatchObject({ width: 1184, height: 740 });
    expect(found.count).toBeGreaterThan(1000);
    expect(Math.abs(found.left - (offset + seen.left * scale))).toBeLessThanOrEqual(2);
    expect(Math.abs(found.top - seen.top * scale)).toBeLessThanOrEqual(2);
    expect(Math.abs(found.right - found.left + 1 - 40 * scale)).toBeLessThanOrEqual(2);
  });

  it('works on a phone in Japanese, and the report says where it was made', async () => {
    await open('ja', { width: 390, height: 844 });
    await page.goto(`${url}/related_companies`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.type('KAIGIFIXME');
    await page.getByRole('heading', { name: '不具合報告・修正依頼モード' }).waitFor();
    expect(await page.getByRole('button', { name: '報告する' }).isDisabled()).toBe(true);
    // On a phone the tools take at most two rows and the whole canvas is on screen (issue 21, item 2).
    const toolbar = (await page
      .getByRole('toolbar', { name: /ツール|道具/ })
      .or(page.locator('[role="toolbar"]'))
      .first()
      .boundingBox())!;
    expect(toolbar.height).toBeLessThanOrEqual(2 * 52);
    await expect
      .poll(async () => {
        const box = (await page.locator('canvas').first().boundingBox())!;
        return box.y + box.height;
      })
      .toBeLessThanOrEqual(844);
    const drawn = (await page.locator('canvas').first().boundingBox())!;
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(390);
    const reportButton = (await page.getByRole('button', { name: '報告する' }).boundingBox())!;
    expect(reportButton.y + reportButton.height).toBeLessThanOrEqual(844);
    await page.getByRole('button', { name: '四角形' }).click();
    await page.getByRole('button', { name: 'テキスト', exact: true }).click();
    await page.getByRole('button', { name: '文字を編集' }).click();
    await page.getByRole('textbox', { name: 'コメントの文字' }).fill('会社名が切れています');
    await page.keyboard.press('Enter');
    expect(await axeViolations(page)).toEqual([]);
    // With the text row open the canvas is shorter, and still whole on screen.
    await expect
      .poll(async () => {
        const box = (await page.locator('canvas').first().boundingBox())!;
        return box.y + box.height;
      })
      .toBeLessThanOrEqual(844);
    const atSend = (await page.locator('canvas').first().boundingBox())!;
    await page.getByRole('button', { name: '報告する' }).click();
    await page.getByRole('dialog', { name: '報告の送信' }).getByText('フィードバックを報告しますか？').waitFor();
    await page.getByRole('dialog', { name: '報告の送信' }).getByRole('button', { name: '送信する' }).click();
    await page.getByRole('status').filter({ hasText: '報告を送信しました' }).waitFor();
    const reports = await app.db.select().from(clientReports);
    expect(reports.at(-1)).toMatchObject({
      comments: ['会社名が切れています'],
      location: '/related_companies',
      width: Math.round(atSend.width),
      height: Math.round(atSend.height),
    });
    // As wide as the phone allows (390 - 16), in the capture's own shape (390 x 844).
    expect(drawn.width).toBeLessThanOrEqual(374);
    expect(Math.abs(drawn.width / drawn.height - 390 / 844)).toBeLessThan(0.01);

    // Closing without a report leaves nothing behind, and the word opens the mode again.
    await page.keyboard.type('KAIGIFIXME');
    await page.getByRole('dialog', { name: '不具合報告・修正依頼モード' }).getByRole('button', { name: '閉じる' }).click();
    await page.getByRole('heading', { name: '不具合報告・修正依頼モード' }).waitFor({ state: 'detached' });
    expect(await app.db.select().from(clientReports)).toHaveLength(reports.length);
  });

  // Issue 67: the reports the tests above sent, as a manager reads and works through them.
  it('lists the reports for a manager with their screens, moves one along, filters by state and downloads them', async () => {
    const contexts: BrowserContext[] = [];
    try {
      const manager = await signedInPage(browser, url, 'en', { email: 'manager@example.com', password: 'Manager-2026!' }, contexts);
      await manager.getByRole('link', { name: 'Feedback reports' }).click();
      await manager.getByRole('heading', { name: 'Feedback reports', level: 1 }).waitFor();
      await expect.poll(() => manager.title()).toBe('Feedback reports | 12th Symposium on Computational Science');
      const stored = await app.db.select().from(clientReports).orderBy(desc(clientReports.id));
      expect(stored.length).toBeGreaterThanOrEqual(2);
      await manager
        .getByRole('status')
        .filter({ hasText: `${stored.length} reports` })
        .waitFor();
      const newest = manager.getByRole('article', { name: new RegExp(`^Report ${stored[0]!.id} ·`) });
      // The screen comes from the server behind the manager's session, and is drawn.
      const image = newest.getByRole('img', { name: `Screen sent with report ${stored[0]!.id} (opens full size)` });
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(stored[0]!.width);
      expect(await axeViolations(manager)).toEqual([]);

      await newest.getByRole('combobox', { name: 'Status' }).click();
      await manager.getByRole('option', { name: 'In progress' }).click();
      await manager
        .getByRole('status')
        .filter({ hasText: `Saved: report ${stored[0]!.id} is now “In progress”.` })
        .waitFor();
      const [moved] = await app.db.select().from(clientReports).orderBy(desc(clientReports.id)).limit(1);
      expect(moved!.status).toBe('wip');

      await manager.getByRole('combobox', { name: 'Filter by status' }).click();
      await manager.getByRole('option', { name: 'In progress' }).click();
      await manager.waitForURL(/status=wip/);
      await manager
        .getByRole('status')
        .filter({ hasText: /^1 report$/ })
        .waitFor();
      expect(await manager.getByRole('article').count()).toBe(1);

      const [download] = await Promise.all([manager.waitForEvent('download'), manager.getByRole('button', { name: 'CSV (English)' }).click()]);
      expect(download.suggestedFilename()).toBe('feedback-reports-en.csv');
      const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
      const [heading, row, ...rest] = text.trim().split('\r\n');
      expect(heading).toBe('ID,Status,Page,Comments,Sent by,E-mail,Browser,Screen size,Sent at');
      expect(row).toMatch(new RegExp(`^${stored[0]!.id},In progress,`));
      expect(rest).toEqual([]);

      // In Japanese on a phone: the same list, nothing wider than the screen.
      const phone = await signedInPage(browser, url, 'ja', { email: 'manager@example.com', password: 'Manager-2026!' }, contexts, { width: 390, height: 844 });
      await phone.goto(`${url}/mng/client_reports`);
      await phone.getByRole('heading', { name: 'フィードバック報告', level: 1 }).waitFor();
      await phone
        .getByRole('status')
        .filter({ hasText: `${stored.length}件` })
        .waitFor();
      await phone.getByRole('combobox', { name: '状態' }).first().waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(phone)).toEqual([]);
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});
