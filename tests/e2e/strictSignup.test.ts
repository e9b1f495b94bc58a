import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { customQuestionAnswers, customQuestionSets, uploads, userKeywords, users } from '../../server/db/schema';
import { loadLatestQuestions } from '../../server/services/conference';
import { seedDemoTokens } from '../../server/seed';
import { Q } from '../../devkit/answers';
import { axeViolations, chromiumSuite, describeInChromium } from './browser';
import { answerEveryQuestion, profileImage, questionId, settle } from './questions';

/**
 * The strict conference (every flag on, every kind required, collation on) in Japanese: every
 * widget and every question type filled as a person would, then registered.
 */
describeInChromium('the strict conference in Chromium', () => {
  let app: FastifyInstance;
  let url: string;
  let browser: Browser;
  let page: Page;

  chromiumSuite({ conference: 'strict-society', passwordHashCost: 'test', lookupRateLimit: 1000, publicDataMaxAgeMs: 0 }, async (suite) => {
    ({ app, url, browser } = suite);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => localStorage.setItem('kaigi.language', 'ja'));
  });

  const fill = async (id: string, value: string) => {
    await page.locator(`#${id}`).fill(value);
    await settle(page);
  };
  const choose = async (label: RegExp, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await settle(page);
  };

  it('fills every widget and question type and registers', async () => {
    const token = (await seedDemoTokens(app.db)).valid;
    await page.goto(`${url}/signup/${token}`);
    await page.getByRole('heading', { name: 'ユーザー登録' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await fill('root_password', 'Str0ng!pass');
    await fill('root_passwordConfirmation', 'Str0ng!pass');
    // An open select's list, its empty option included, passes axe too.
    await page.getByRole('combobox', { name: /敬称/ }).click();
    await page.getByRole('option', { name: '未選択' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await choose(/敬称/, '博士 (Dr.)');
    await fill('root_nameSei', 'Yamada');
    await fill('root_nameMei', 'Hana');
    await fill('root_nameSeiKana', 'ヤマダ');
    await fill('root_nameMeiKana', 'ハナコ');
    await fill('root_nameEn1', 'Hanako');
    await fill('root_nameEn3', 'Yamada');
    await choose(/会員種別/, '正会員');
    await page.getByRole('radio', { name: '大学・研究機関' }).check();
    await fill('root_affiliation_name', 'University of Tokyo');
    await fill('root_affiliation_nameEn', 'The University of Tokyo');
    await fill('root_affiliation_laboratoryName', '計測研究室');
    await fill('root_department', '工学系研究科');
    await fill('root_rank', '准教授');

    // Collation: a given name that differs is named under the field, blocks confirming, and the
    // record can be taken over.
    await fill('root_memberCode', 'ＪＳＭ－１００１');
    await page.getByText('会員情報と一致しません').waitFor();
    expect(await page.getByRole('button', { name: '確認' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'この内容を使う' }).click();
    await page.getByText('会員情報と一致しました').waitFor();
    expect(await page.locator('#root_nameMei').inputValue()).toBe('Hanako');
    expect(await page.getByRole('button', { name: '確認' }).isDisabled()).toBe(false);

    await choose(/国・地域/, '日本');
    await page.getByRole('radio', { name: '勤務先' }).check();
    // Postal code: full-width with a hyphen fills prefecture and address; an unknown code clears them.
    await fill('root_zipCode', '１００－０００１');
    await expect.poll(() => page.locator('#root_address').inputValue()).toBe('千代田区千代田');
    expect(await page.getByRole('combobox', { name: /都道府県/ }).textContent()).toContain('東京都');
    await fill('root_zipCode', '0000000');
    await page.getByText('この郵便番号の住所は見つかりませんでした').waitFor();
    await expect.poll(() => page.locator('#root_address').inputValue()).toBe('');
    await fill('root_zipCode', '113-0033');
    await expect.poll(() => page.locator('#root_address').inputValue()).toBe('文京区本郷');
    await fill('root_address', '文京区本郷7-3-1');
    await fill('root_phoneNumber', '03-1234-5678');

    await page.getByRole('radio', { name: 'オンライン参加' }).check();
    // Keyword rows: category, then keyword; a second row only once the first is full.
    const addKeyword = page.getByRole('button', { name: 'キーワードを追加' });
    expect(await addKeyword.isDisabled()).toBe(true);
    await choose(/カテゴリ1/, '数値計算');
    await choose(/キーワード1/, 'スペクトル法');
    await addKeyword.click();
    await choose(/カテゴリ2/, 'データ科学');
    await choose(/キーワード2/, '機械学習');
    await page.getByRole('radio', { name: '協賛企業として参加' }).check();
    await page.locator('[data-testid="root_profileImage"]').setInputFiles(profileImage);
    await page.getByRole('img', { name: 'me.pngのプレビュー' }).waitFor();
    await fill('root_sns_researchgate', 'https://www.researchgate.net/profile/Hanako-Yamada');

    await answerEveryQuestion(page, 'ja');
    await page.getByRole('checkbox', { name: /利用規約/ }).check();
    await page.getByRole('checkbox', { name: /プライバシーポリシー/ }).check();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '確認' }).click();
    await page.getByRole('heading', { name: '入力内容の確認' }).waitFor();
    // Chosen options in their order with the Japanese separator, a date as Japanese writes it (issue 68, items 13 and 14).
    for (const shown of ['University of Tokyo', 'me.png', 'student-id.pdf', 'センサ、イメージング', '協賛企業として参加', '2027年09月01日']) {
      await page.getByText(shown, { exact: false }).first().waitFor();
    }
    await page.getByRole('button', { name: '登録' }).click();
    await page.getByRole('heading', { name: 'アカウントを発行しました' }).waitFor();

    const [user] = await app.db.select().from(users).where(eq(users.nameSei, 'Yamada'));
    expect(user).toMatchObject({
      externalMemberId: 'EXT-000101',
      zipCode: '1130033',
      prefecture: '東京都',
      address: '文京区本郷7-3-1',
      honorificTitle: 'Dr.',
      isPresentable: true,
      isSponsor: true,
      isEvaluatable: false,
      location: 'online',
    });
    const keywords = await app.db.select().from(userKeywords).where(eq(userKeywords.userId, user!.id));
    expect(keywords.map((row) => row.keywordId).sort()).toEqual([102, 301]);
    const [answers] = await app.db.select().from(customQuestionAnswers).where(eq(customQuestionAnswers.userId, user!.id));
    expect(answers!.answers).toEqual({
      [Q.text]: '評議員',
      [Q.textarea]: '卵アレルギーがあります',
      [Q.textArray]: ['佐藤 一郎', '高橋 花'],
      [Q.switch]: true,
      [Q.checkbox]: ['imaging', 'sensors'],
      [Q.singleCheckbox]: true,
      [Q.select]: 'L',
      [Q.radio]: 'yes',
      [Q.rate]: 7,
      [Q.date]: '2027-09-01',
      [Q.file]: 'student-id.pdf',
      [Q.hiddenLabel]: '090-1234-5678',
    });
    const files = await app.db.select().from(uploads).where(eq(uploads.userId, user!.id));
    expect(files.map((file) => [file.purpose, file.contentType]).sort()).toEqual([
      ['profile_image', 'image/png'],
      ['question_file', 'application/pdf'],
    ]);
  });

  it('shows each validation message, in Japanese and then in English', async () => {
    const token = (await seedDemoTokens(app.db)).valid;
    await page.goto(`${url}/signup/${token}`);
    await page.getByRole('heading', { name: 'ユーザー登録' }).waitFor();
    await page.locator(`#${questionId(Q.text)}`).fill('あ');
    await settle(page);
    await page.locator(`#${questionId(Q.textarea)}`).fill('x'.repeat(201));
    await settle(page);
    await fill(questionId(Q.date), '2027-09-07');
    await fill(questionId(Q.hiddenLabel), 'x'.repeat(31));
    await fill('root_zipCode', '12345');
    await fill('root_sns_twitter', 'not a url');
    await fill('root_password', 'weak');
    await fill('root_passwordConfirmation', 'other');
    // Three sessions where at most two are allowed: all three stay checked (RJSF would trim them
    // to the limit) and the answer says why it is refused.
    for (const index of [0, 1, 2]) {
      await page.locator(`#${questionId(Q.checkbox)}-${index}`).check();
      await settle(page);
    }
    await page.locator('[data-testid="root_profileImage"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('plain text') });
    await page.getByText('JPEGまたはPNGの画像を選んでください').waitFor();
    await page.getByRole('button', { name: '確認' }).click();
    await page.getByText('入力内容にエラーがあります。').waitFor();

    const expected: Array<[string, string]> = [
      ['2文字以上で入力してください', 'Enter at least 2 characters'],
      ['200文字以内で入力してください', 'Enter at most 200 characters'],
      ['2個以内で選んでください', 'Select at most 2'],
      ['許可された範囲を超えています', 'Exceeds the allowed range'],
      ['30文字以内で入力してください', 'Enter at most 30 characters'],
      ['郵便番号は7桁の数字で入力してください', 'Enter the postal code as 7 digits'],
      ['URLが正しくありません', 'Invalid URL'],
      ['一致しません', 'Does not match'],
      ['確認しないと先に進めません', 'You cannot proceed unless you confirm'],
      ['必須項目です', 'Required field'],
    ];
    for (const [ja] of expected) await page.getByText(ja, { exact: true }).first().waitFor();
    expect(await page.getByText(/パスワードは英大文字・英小文字・数字・記号/).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'English' }).click();
    for (const [, en] of expected) await page.getByText(en, { exact: true }).first().waitFor();
    await page.getByText('Choose a JPEG or PNG image').waitFor();
    await page.getByRole('heading', { name: 'User registration' }).waitFor();

    // Errors follow the typing once shown: the date's lower bound, then the list back under its limit.
    await fill(questionId(Q.date), '2027-08-29');
    await page.getByText('Below the allowed range', { exact: true }).waitFor();
    for (const index of [0, 1, 2]) expect(await page.locator(`#${questionId(Q.checkbox)}-${index}`).isChecked()).toBe(true);
    await page.locator(`#${questionId(Q.checkbox)}-2`).uncheck();
    await expect.poll(() => page.getByText('Select at most 2', { exact: true }).count()).toBe(0);
  });

  it('chooses from a select with the keyboard alone, as a native select does', async () => {
    const token = (await seedDemoTokens(app.db)).valid;
    await page.goto(`${url}/signup/${token}`);
    const title = page.getByRole('combobox', { name: /敬称/ });
    await title.focus();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox');
    await list.waitFor();
    expect(await title.getAttribute('aria-expanded')).toBe('true');
    expect(await title.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    // Focus is on the chosen option (the empty one); arrows move it, Enter chooses and closes.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('未選択');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'detached' });
    expect(await title.textContent()).toBe('博士 (Dr.)');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    // Escape closes without choosing; a letter on the closed field jumps to the option it starts.
    await page.keyboard.press('Enter');
    await list.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await title.textContent()).toBe('博士 (Dr.)');
    await page.keyboard.press('m');
    await expect.poll(() => title.textContent()).toBe('Mr.');
    // Tab leaves the field for the next one.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('root_nameSei');
  });

  // 200 questions come in form parts of ten, and the parts in groups of ten (FormPart.tsx): the
  // column reads as one, with the same space between any two questions, inside a part or across.
  it('lays out a long column of questions evenly, across its parts and their groups', async () => {
    const { version, items } = await loadLatestQuestions(app.db, 'strict-society');
    const long = JSON.parse(readFileSync(path.resolve('fixtures/custom-questions/strict-society-long.json'), 'utf8')) as { items: typeof items };
    await app.db.insert(customQuestionSets).values({ conferenceId: 'strict-society', version: version + 1, items: long.items });
    try {
      await page.goto(`${url}/signup/${(await seedDemoTokens(app.db)).valid}`);
      const last = page.locator(`[id^="root_customAnswers_${long.items.at(-1)!.uuid}"]`).first();
      await last.waitFor({ state: 'attached' });
      const column = await page.evaluate(() => {
        const parts = [...document.querySelectorAll<HTMLFormElement>('form[autocomplete="off"]')];
        // Everything laid out, as it is once scrolled past.
        for (const box of [...parts, ...parts.map((part) => part.parentElement!)]) box.style.contentVisibility = 'visible';
        const questions = parts.flatMap((part) => [...part.children]).map((question) => question.getBoundingClientRect());
        return {
          groups: new Set(parts.map((part) => part.parentElement)).size,
          columns: new Set(parts.map((part) => part.parentElement!.parentElement)).size,
          gaps: [...new Set(questions.slice(1).map((box, i) => Math.round(box.top - questions[i]!.bottom)))],
          lefts: new Set(questions.map((box) => Math.round(box.left))).size,
          widths: new Set(questions.map((box) => Math.round(box.width))).size,
        };
      });
      expect(column).toEqual({ groups: 2, columns: 1, gaps: [26], lefts: 1, widths: 1 });
      // The last question answers as any other.
      await last.scrollIntoViewIfNeeded();
      expect(await last.isVisible()).toBe(true);
    } finally {
      await app.db.insert(customQuestionSets).values({ conferenceId: 'strict-society', version: version + 2, items });
    }
  }, 60_000);
});
