import { expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { seedDemoAccounts } from '../../server/seed';
import { axeWhenStill, chromiumSuite, describeInChromium, signedInPage } from './browser';

const manager = { email: 'manager@example.com', password: 'Manager-2026!' };
const admin = { email: 'admin@example.com', password: 'Admin-2026!' };

/**
 * The managers' settings pages (issue 20), as staff use them: a question's label edited and seen
 * at once in the preview in both languages, saved as a new version; a second manager's save on the
 * old version refused with who saved in between; a risky change confirmed with its count; an
 * earlier version restored. Japanese and English, phone and desktop widths, axe clean.
 */
/** The preview's language columns whose content runs wider than the column (into the other one, or off a phone's screen). */
const overflowingColumns = `[...document.querySelectorAll('[data-testid^="preview-"]')].filter((column) => column.scrollWidth > column.clientWidth + 1).map((column) => column.dataset.testid)`;

describeInChromium('the settings pages in Chromium', () => {
  let app: FastifyInstance;
  let url: string;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  chromiumSuite({ conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1000, publicDataMaxAgeMs: 0 }, async (suite) => {
    ({ app, url, browser } = suite);
    await seedDemoAccounts(app.db, 'demo', 'test');
  });

  it('edits a question with the preview following, saves a version, refuses a stale save, confirms a risky change and restores (English)', async () => {
    const page = await signedInPage(browser, url, 'en', manager, contexts);
    const other = await signedInPage(browser, url, 'ja', admin, contexts);
    await other.goto(`${url}/mng/settings/custom-questions`);
    await other.getByText('ファイルからの初期値（未保存）').waitFor();

    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('tab', { name: 'Custom questions' }).click();
    const previewEn = page.getByRole('region', { name: 'Custom questions — English' });
    await previewEn.getByLabel(/Your role in the society/).waitFor();
    expect(await axeWhenStill(page)).toEqual([]);
    expect(await page.evaluate(overflowingColumns)).toEqual([]);

    // A question is a line until opened.
    await page.getByRole('button', { name: 'Open', exact: true }).nth(2).click();
    const label = page.locator('#settings-custom-questions_items_2_labelEn');
    await expect(label.inputValue()).resolves.toBe('Your role in the society');
    await label.fill('Your office in the society');
    await previewEn.getByLabel(/Your office in the society/).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved as version 2').waitFor();
    await page.getByText('Version 2 · Saved').waitFor();
    const questions = (await (await page.request.get(`${url}/web_api/custom_user_questions/latest`)).json()) as {
      version: number;
      items: { labelEn?: string }[];
    };
    expect(questions.items[2]!.labelEn).toBe('Your office in the society');

    // The admin still edits version 0: the save is refused, naming the manager, and the latest loads.
    await other.getByRole('button', { name: '開く', exact: true }).nth(2).click();
    const otherLabel = other.locator('#settings-custom-questions_items_2_label');
    await otherLabel.fill('学会での役職名');
    await other.getByRole('button', { name: '保存', exact: true }).click();
    const conflict = other.getByRole('alert').filter({ hasText: 'manager@example.com さんが' });
    await conflict.waitFor();
    expect(await axeWhenStill(other)).toEqual([]);
    await other.getByRole('button', { name: '最新の設定を読み込む' }).click();
    await other.getByText('版 2', { exact: true }).waitFor();
    await other.getByRole('button', { name: '開く', exact: true }).nth(2).click();
    await expect(other.locator('#settings-custom-questions_items_2_labelEn').inputValue()).resolves.toBe('Your office in the society');

    // A field made required that registrations left empty: the count, then a confirmed save.
    await page.getByRole('tab', { name: 'Conference settings' }).click();
    await page.getByRole('region', { name: 'Registration form — English' }).waitFor();
    await page.getByRole('combobox', { name: 'Rank' }).click();
    await page.getByRole('option', { name: 'Required' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'This change reaches registrations already made' });
    await expect(dialog.textContent()).resolves.toMatch(/"Position" made required \(some left it empty\): \d+ registration/);
    expect(await axeWhenStill(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save anyway' }).click();
    await page.getByText('Saved as version 2').waitFor();
    const rankRequired = async () => ((await (await page.request.get(`${url}/web_api/conference`)).json()) as { userFormRankKind: string }).userFormRankKind;
    await expect(rankRequired()).resolves.toBe('required');

    // Restore the file's version.
    await page.getByRole('button', { name: 'Restore this version (Version 1)' }).click();
    await page.getByRole('dialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore this version' }).click();
    await page.getByText('Version 3 · Restored version 1').waitFor();
    await expect(rankRequired()).resolves.not.toBe('required');
  });

  it('shows every kind of settings with its preview on a phone, in Japanese, and refuses attendees', async () => {
    const page = await signedInPage(browser, url, 'ja', manager, contexts, { width: 390, height: 844 });
    for (const [kind, ready] of [
      ['custom-questions', 'カスタム質問 — 日本語'],
      ['keywords', '参加登録フォーム — 日本語'],
      ['dashboard', '日本語'],
      ['qualification', '日本語'],
      ['review', '日本語'],
    ] as const) {
      await page.goto(`${url}/mng/settings/${kind}`);
      await page
        .getByRole('heading', { name: ready, exact: true })
        .or(page.getByRole('region', { name: ready }))
        .first()
        .waitFor();
      expect(await axeWhenStill(page), kind).toEqual([]);
      expect(await page.evaluate(overflowingColumns), kind).toEqual([]);
    }
    // The dashboard's settings are saved through their GraphQL mutation (spec §7), with the version edited.
    await page.goto(`${url}/mng/settings/dashboard`);
    const manual = page.getByLabel('マニュアル', { exact: true });
    const wasOn = await manual.isChecked();
    await manual.click();
    const mutation = page.waitForRequest((request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('UpdateDashboardSettings'));
    await page.getByRole('button', { name: '保存', exact: true }).click();
    expect((await mutation).postDataJSON().variables).toMatchObject({ baseVersion: 0, value: { isManual: !wasOn } });
    await page.getByText('版 2 として保存しました').waitFor();
    await page.getByText('版 2', { exact: true }).waitFor();
    const dashboard = await page.request.get(`${url}/graphql?query=${encodeURIComponent('{ dashboardSettings { isManual } }')}`);
    expect((await dashboard.json()).data.dashboardSettings.isManual).toBe(!wasOn);

    const attendee = await signedInPage(browser, url, 'en', { email: 'attendee@example.com', password: 'Attendee-2026!' }, contexts);
    await attendee.goto(`${url}/mng/settings/conference`);
    await attendee.getByRole('alert').waitFor();
    await expect(attendee.getByRole('tab').count()).resolves.toBe(0);
  });
});
