import { expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { seedDemoAccounts } from '../../server/seed';
import { submissionSettings } from '../../server/db/schema';
import strict from '../../fixtures/submission/strict-society.json';
import type { SubmissionSettings } from '../../schemas/submission';
import { pdfOf } from '../support/files';
import { axeViolations, chromiumSuite, describeInChromium, signedInPage } from './browser';
import { settle } from './questions';

const presenter = { email: 'attendee@example.com', password: 'Attendee-2026!' };
const manager = { email: 'manager@example.com', password: 'Manager-2026!' };

/**
 * Abstract submission as a presenter and a manager do it (issue 17), on the strict society: three
 * authors and two institutes, a reorder by keyboard, a counter going red, a draft that survives a
 * reload, the preview, submit, English, and a manager's final mark that the presenter's next save
 * then meets.
 */
describeInChromium('abstract submission in Chromium', () => {
  let app: FastifyInstance;
  let url: string;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  chromiumSuite({ conference: 'strict-society', demo: true, passwordHashCost: 'test', loginRateLimit: 1000, uploadRateLimit: 1000 }, async (suite) => {
    ({ app, url, browser } = suite);
    await seedDemoAccounts(app.db, 'strict-society', 'test');
    const settings = structuredClone(strict) as SubmissionSettings;
    for (const kind of Object.values(settings.kinds)) {
      kind!.proposalStartAt = new Date(Date.now() - 86_400_000).toISOString();
      kind!.proposalEndAt = new Date(Date.now() + 86_400_000).toISOString();
    }
    await app.db.update(submissionSettings).set({ value: settings }).where(eq(submissionSettings.conferenceId, 'strict-society'));
  });

  const open = (language: 'ja' | 'en', account: { email: string; password: string }, viewport?: { width: number; height: number }) =>
    signedInPage(browser, url, language, account, contexts, viewport);

  /** Types as a person does, then leaves the field so the form hears of it. */
  const type = async (page: Page, id: string, text: string) => {
    await page.locator(`#${id}`).fill(text);
    await page.locator(`#${id}`).blur();
  };
  const choose = async (page: Page, label: RegExp, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await settle(page);
  };

  it('a presenter writes, reorders, saves, reloads, previews and submits; a manager finds it by author and marks it final; the presenter is then refused', async () => {
    const page = await open('ja', presenter);
    await page.getByRole('link', { name: '演題登録' }).click();
    await page.getByRole('heading', { name: '演題登録', level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: '口頭発表に応募する' }).click();
    await page.getByRole('heading', { name: '応募: 口頭発表', level: 1 }).waitFor();

    await type(page, 'root_title', '深層学習による地震波形の自動分類');
    await type(page, 'root_titleEn', 'Automatic classification of seismic waveforms');
    // The counter counts what a reader counts and turns red past the limit.
    const limit = strict.kinds.oral.limits.abstractChars;
    await page.locator('#root_abstract').fill(`<b>${'あ'.repeat(limit + 1)}</b>`);
    const counter = page.locator('#root_abstract__counter');
    await expect.poll(() => counter.textContent()).toBe(`${limit + 1} / ${limit}文字`);
    expect(await counter.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(198, 40, 40)');
    await page.getByText(`上限の${limit}文字を超えています`).waitFor();
    await page.locator('#root_abstract').fill('本研究では深層学習を用いて地震波形を分類した。');
    await page.locator('#root_abstract').blur();
    await expect.poll(() => counter.textContent()).toBe(`23 / ${limit}文字`);
    await type(page, 'root_abstractEn', 'We classify seismic waveforms with deep learning.');
    await page.getByRole('radio', { name: '日本語', exact: true }).check();
    await choose(page, /カテゴリ1/, '数値計算');
    await choose(page, /キーワード1/, 'スペクトル法');
    await page.getByRole('button', { name: 'キーワードを追加' }).click();
    await choose(page, /カテゴリ2/, 'データ科学');
    await choose(page, /キーワード2/, '機械学習');

    // Two institutes, three authors.
    await type(page, 'root_institutes_0_name', '東京大学');
    await type(page, 'root_institutes_0_nameEn', 'The University of Tokyo');
    await page.getByRole('button', { name: '所属機関を追加' }).click();
    await type(page, 'root_institutes_1_name', '京都大学');
    await type(page, 'root_institutes_1_nameEn', 'Kyoto University');
    const authors = [
      ['山田', '太郎', 'Yamada', 'Taro'],
      ['佐藤', '花子', 'Sato', 'Hanako'],
      ['高橋', '一郎', 'Takahashi', 'Ichiro'],
    ];
    for (const [index, [last, first, lastEn, firstEn]] of authors.entries()) {
      if (index > 0) await page.getByRole('button', { name: '著者を追加' }).click();
      await type(page, `root_authors_${index}_lastName`, last!);
      await type(page, `root_authors_${index}_firstName`, first!);
      await type(page, `root_authors_${index}_lastNameEn`, lastEn!);
      await type(page, `root_authors_${index}_firstNameEn`, firstEn!);
    }
    const author = (n: number) => page.getByRole('region', { name: new RegExp(`^著者${n}`) });
    await author(2).getByRole('checkbox', { name: '1. 東京大学' }).check();
    await author(2).getByRole('checkbox', { name: '2. 京都大学' }).check();
    await author(3).getByRole('checkbox', { name: '2. 京都大学' }).check();

    // The third author moves up by keyboard; focus stays on the moved author's button.
    await page.getByRole('button', { name: '著者3を上へ移動' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#root_authors_1_lastName').inputValue()).toBe('高橋');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('著者2を上へ移動');
    expect(await page.locator('#root_authors_2_lastName').inputValue()).toBe('佐藤');

    await page.locator('[data-testid="root_abstractPdf"]').setInputFiles({ name: '抄録.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfOf(4000)) });
    await page.getByRole('link', { name: '抄録.pdf' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A draft, stored on the server, survives a reload.
    await page.getByRole('button', { name: '下書き保存' }).click();
    await page.getByText('下書きを保存しました。').waitFor();
    await page.waitForURL(/\/submissions\/\d+$/);
    await page.reload();
    await page.getByRole('heading', { name: '応募: 口頭発表', level: 1 }).waitFor();
    expect(await page.locator('#root_title').inputValue()).toBe('深層学習による地震波形の自動分類');
    expect(await page.locator('#root_authors_1_lastName').inputValue()).toBe('高橋');
    expect(await page.getByText('下書き', { exact: true }).count()).toBe(1);
    // Nothing was typed after saving, so nothing is "restored" (issue 68, item 9).
    expect(await page.getByText('保存していなかった内容を復元しました').count()).toBe(0);

    // The preview shows the abstract as printed: superscript numbers by first mention.
    await page.getByRole('button', { name: 'プレビュー' }).click();
    const preview = page.getByRole('article', { name: 'プレビュー' });
    await preview.waitFor();
    expect(await preview.locator('sup').allTextContents()).toEqual(['1', '2', '1,2', '1', '2', '1,2', '1', '2']);
    expect(await preview.getByText('東京大学 / The University of Tokyo').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // On a phone the author lines wrap between names: the page stays as wide as the screen (issue 68, item 19).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => document.documentElement.clientWidth === 390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: '提出する' }).click();
    await page.getByText('応募を提出しました。', { exact: false }).waitFor();
    await page.getByText('提出済み', { exact: true }).waitFor();

    // English, at once.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Application: Oral presentation', level: 1 }).waitFor();
    expect(await page.getByText('Submitted', { exact: true }).count()).toBe(1);
    expect(await page.getByLabel('Title (Japanese)').inputValue()).toBe('深層学習による地震波形の自動分類');
    expect(await axeViolations(page)).toEqual([]);

    // A manager finds it by an author's English name typed in full-width letters, and marks it final.
    const mng = await open('ja', manager);
    await mng.getByRole('link', { name: '演題応募一覧' }).click();
    await mng.getByLabel('著者名').fill('Ｔａｋａｈａｓｈｉ');
    await mng.getByRole('button', { name: '検索', exact: true }).click();
    await mng.waitForURL(/authorName=/);
    await mng.getByRole('status').filter({ hasText: '1件' }).waitFor();
    const row = mng.getByRole('row').filter({ hasText: '深層学習による地震波形の自動分類' });
    await row.waitFor();
    expect(await axeViolations(mng)).toEqual([]);
    await row.getByRole('button', { name: /を確定にする$/ }).click();
    await row.getByText('確定', { exact: true }).waitFor();

    // The presenter's page still shows the form; the next save is refused and says why.
    await page.getByLabel('Title (Japanese)').fill('変更した演題名');
    await page.getByLabel('Title (Japanese)').blur();
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.getByRole('alert').filter({ hasText: 'The abstract is final and cannot be modified' }).waitFor();
    // Opened again (in the language this browser starts in), it is read-only.
    await page.reload();
    await page.getByText('抄録は確定済みのため変更できません').waitFor();
    expect(await page.getByRole('button', { name: '下書き保存' }).count()).toBe(0);
    expect(await page.getByLabel('演題名（日本語）').isDisabled()).toBe(true);
  });

  it('shows every error at its author and institute, in the language shown, on a phone', async () => {
    const page = await open('en', presenter, { width: 390, height: 844 });
    await page.goto(`${url}/submissions/new/poster`);
    await page.getByRole('heading', { name: 'Application: Poster presentation', level: 1 }).waitFor();
    // As a person would: the second author's fields are there before the preview is asked for.
    await page.getByRole('button', { name: 'Add an author' }).click();
    await page.getByRole('button', { name: 'Remove author 2' }).waitFor();
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('The entered content has errors').waitFor();
    await page.getByText('Author 2: Required field').first().waitFor();
    await page.getByText('Institute 1: Required field').first().waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('root_title');
    expect(await axeViolations(page)).toEqual([]);
    // Switching language changes the errors at once.
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByText('著者2: 必須項目です').first().waitFor();
  });
});
