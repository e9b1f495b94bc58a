import { expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { seedDemoAccounts } from '../../server/seed';
import { presentations, users } from '../../server/db/schema';
import { updateOperationSettings } from '../../server/services/operationSettings';
import { adjustJudging, saveEvaluation } from '../../server/services/evaluations';
import { saveApplication } from '../../server/services/presentationApplications';
import { requestReview } from '../../server/services/reviews';
import { axeWhenStill, chromiumSuite, describeInChromium, signedInPage } from './browser';
import { settle } from './questions';

const accounts = {
  evaluator: { email: 'evaluator@example.com', password: 'Evaluator-2026!' },
  reviewer: { email: 'reviewer@example.com', password: 'Reviewer-2026!' },
  member: { email: 'member@example.com', password: 'Member-2026!' },
  manager: { email: 'manager@example.com', password: 'Manager-2026!' },
};
const full = { understandability: 4, appropriateness: 4, importance: 5, qaResponse: 3, passion: 5 };

/**
 * Judging as its people do it (issue 18), on the demo conference: an evaluator scores and confirms
 * two talks and votes to the limit; a presenter waits for the date and then reads the means; a
 * reviewer accepts a request, writes a conditional review and is refused once the period ends; a
 * manager downloads the results as CSV. Both languages, axe clean on every page.
 */
describeInChromium('judging in Chromium', () => {
  let app: FastifyInstance;
  let url: string;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const user = async (email: string) => (await app.db.select().from(users).where(eq(users.email, email)))[0]!;
  const presentationId = async (code: string) => (await app.db.select({ id: presentations.id }).from(presentations).where(eq(presentations.code, code)))[0]!.id;

  chromiumSuite({ conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1000 }, async (suite) => {
    ({ app, url, browser } = suite);
    await seedDemoAccounts(app.db, 'demo', 'test');
    await updateOperationSettings(app.db, 'demo', 'dashboard', { isDashboardEvaluationsAvailable: true });
  });

  const open = (language: 'ja' | 'en', account: { email: string; password: string }, viewport?: { width: number; height: number }) =>
    signedInPage(browser, url, language, account, contexts, viewport);
  const score = async (page: Page, item: RegExp, value: number) => {
    await page
      .getByRole('radiogroup', { name: item })
      .getByRole('radio', { name: String(value), exact: true })
      .click();
  };

  it('an evaluator scores and confirms two presentations, votes up to the limit and is stopped there, then reads it in English', async () => {
    const page = await open('ja', accounts.evaluator);
    await page.getByRole('link', { name: '評価・投票' }).click();
    await page.getByRole('heading', { name: '評価・投票', level: 1 }).waitFor();
    await page.getByText('投票: 0 / 3件').waitFor();
    expect(await axeWhenStill(page)).toEqual([]);

    for (const code of ['1A1-01', '1A1-02']) {
      await page.getByRole('listitem').filter({ hasText: code }).getByRole('link').click();
      await page.getByRole('heading', { name: `${code}の評価`, level: 1 }).waitFor();
      // Confirming with an item missing shows where.
      await score(page, /分かりやすさ/, 4);
      await page.getByRole('button', { name: '確定する' }).click();
      await page.getByText('入力内容にエラーがあります', { exact: false }).first().waitFor();
      expect(await page.getByText('必須項目です').count()).toBe(4);
      if (code === '1A1-01') expect(await axeWhenStill(page)).toEqual([]);
      await score(page, /研究の妥当性/, 4);
      await score(page, /重要性/, 5);
      await score(page, /質疑応答/, 3);
      await score(page, /熱意/, 5);
      await page.getByLabel('コメント').fill('図が分かりやすかった。');
      await page.getByRole('button', { name: '確定する' }).click();
      const dialog = page.getByRole('dialog', { name: 'この評価を確定しますか？' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: '確定する' }).click();
      await page.getByText('この評価は確定済みのため、変更できません。').waitFor();
      expect(await page.getByRole('button', { name: '下書き保存' }).count()).toBe(0);
      await page.getByRole('link', { name: '評価メニューに戻る' }).click();
      await page.getByRole('heading', { name: '評価・投票', level: 1 }).waitFor();
    }
    await page.getByRole('listitem').filter({ hasText: '1A1-02' }).getByText('確定済み').waitFor();

    const items = page.getByRole('listitem');
    for (const code of ['1A1-01', '1A1-02', '1A1-03']) {
      await items
        .filter({ hasText: code })
        .getByRole('button', { name: /に投票する$/ })
        .click();
      await items
        .filter({ hasText: code })
        .getByRole('button', { name: /^投票済み: /, pressed: true })
        .waitFor();
    }
    await page.getByText('投票: 3 / 3件').waitFor();
    await items
      .filter({ hasText: '1A1-04' })
      .getByRole('button', { name: /に投票する$/ })
      .click();
    const refusal = page.getByRole('alert').filter({ hasText: '投票エラー' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('投票エラー: 投票できるのは3件までです');
    await page.getByText('投票: 3 / 3件').waitFor();
    expect(await axeWhenStill(page)).toEqual([]);

    // The refusal follows the language at once.
    await page.getByRole('button', { name: 'English' }).click();
    await settle(page);
    await page.getByRole('heading', { name: 'Evaluation and voting', level: 1 }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Voting error' }).textContent()).toBe('Voting error: you can vote for at most 3 presentations');
    await page.getByText('Votes: 3 of 3').waitFor();

    // isEvaluatorLink: an assigned presentation's page leads to its evaluation, until a manager
    // turns it off. (A new page load starts in the profile's language again, Japanese.)
    const assigned = await presentationId('1A1-01');
    await page.goto(`${url}/presentations/${assigned}`);
    await page.getByRole('link', { name: 'この発表を評価する' }).click();
    await page.getByRole('heading', { name: '1A1-01の評価', level: 1 }).waitFor();
    await updateOperationSettings(app.db, 'demo', 'dashboard', { isEvaluatorLink: false });
    await page.goto(`${url}/presentations/${assigned}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('link', { name: 'この発表を評価する' }).count()).toBe(0);
    await updateOperationSettings(app.db, 'demo', 'dashboard', { isEvaluatorLink: true });

    // Confirming the votes locks them, so it asks first (issue 68, item 26); cancelling changes nothing.
    await page.goto(`${url}/evaluations`);
    await page.getByRole('button', { name: '投票を確定する' }).click();
    const dialog = page.getByRole('dialog', { name: '投票を確定しますか？' });
    await dialog.getByText('3票中3票を投票しました。確定した投票は変更できません。').waitFor();
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: '投票を確定する' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: '投票を確定する' }).click();
    await dialog.getByRole('button', { name: '投票を確定する' }).click();
    await page.getByText('投票確定済み').waitFor();
  });

  it('a presenter sees nothing before the date, then the means and comments, in both languages', async () => {
    const member = await user(accounts.member.email);
    const evaluator = await user(accounts.evaluator.email);
    const id = await presentationId('P001');
    await app.db.update(presentations).set({ userId: member.id }).where(eq(presentations.id, id));
    await saveEvaluation(app.db, {
      conferenceId: 'demo',
      user: evaluator,
      presentationId: id,
      data: { scores: full, comment: 'ポスターが見やすい' },
      confirm: true,
      version: 0,
    });
    await adjustJudging(app.db, 'demo', { presenterResultsFrom: new Date(Date.now() + 3_600_000).toISOString() });

    const page = await open('ja', accounts.member);
    await page.getByRole('link', { name: '自分の発表の評価' }).click();
    await page.getByRole('heading', { name: '自分の発表の評価', level: 1 }).waitFor();
    await page.getByText(/^評価結果は\d{4}\/\d\d\/\d\d \d\d:\d\dから公開されます$/).waitFor();
    expect(await page.getByText('総合平均').count()).toBe(0);
    expect(await axeWhenStill(page)).toEqual([]);

    await adjustJudging(app.db, 'demo', { presenterResultsFrom: new Date(Date.now() - 1000).toISOString() });
    await page.reload();
    const table = page.getByRole('table', { name: 'P001の平均点' });
    await table.waitFor();
    expect(await table.getByRole('row', { name: /重要性/ }).textContent()).toContain('5.00 / 5');
    expect(await table.getByRole('row', { name: /総合平均/ }).textContent()).toContain('4.20');
    await page.getByText('ポスターが見やすい').waitFor();
    expect(await page.getByText('evaluator@example.com').count()).toBe(0);
    expect(await axeWhenStill(page)).toEqual([]);

    await page.getByRole('button', { name: 'English' }).click();
    await settle(page);
    await page
      .getByRole('table', { name: 'Mean scores of P001' })
      .getByRole('row', { name: /Importance/ })
      .waitFor();
  });

  it('a reviewer accepts a request, writes a conditional review inside the period, and is refused once it has ended', async () => {
    const member = await user(accounts.member.email);
    const reviewer = await user(accounts.reviewer.email);
    const application = await saveApplication(app.db, {
      conferenceId: 'demo',
      viewer: member,
      action: 'submit',
      kind: 'oral',
      data: {
        title: '都市の熱環境の観測',
        abstract: '都市部の気温分布を観測した。',
        language: 'japanese',
        institutes: [{ key: 'i1', name: '気象大学' }],
        authors: [{ lastName: '会員', firstName: '次郎', isPresenter: true, instituteKeys: ['i1'] }],
      },
    });
    await requestReview(app.db, 'demo', application.id, reviewer.id);
    const hour = 3_600_000;
    await updateOperationSettings(app.db, 'demo', 'review', {
      reviewRequestDescription: '<p>締切までに<strong>回答</strong>してください。</p>',
      reviewShowDecline: true,
      reviewRequestAnswerableTill: new Date(Date.now() + hour).toISOString(),
      reviewableFrom: new Date(Date.now() - hour).toISOString(),
      reviewableTill: new Date(Date.now() + hour).toISOString(),
    });

    const page = await open('en', accounts.reviewer);
    await page.getByRole('link', { name: 'Peer review' }).click();
    await page.getByRole('heading', { name: 'Peer review', level: 1 }).waitFor();
    await page.locator('strong', { hasText: '回答' }).waitFor();
    expect(await axeWhenStill(page)).toEqual([]);
    await page.getByRole('button', { name: 'Accept the review of 都市の熱環境の観測' }).click();
    await page.getByRole('link', { name: 'Write the review of 都市の熱環境の観測' }).click();
    await page.getByRole('heading', { name: 'Review: 都市の熱環境の観測', level: 1 }).waitFor();
    await page.getByText('都市部の気温分布を観測した。').waitFor();

    // A conditional result needs its conditions and the required questions.
    await page.getByRole('radio', { name: 'Accept with conditions' }).check();
    await page.getByRole('button', { name: 'Save the review' }).click();
    await page.getByText('For a rejection or a conditional result, write the reasons or conditions in the comment').waitFor();
    expect(await axeWhenStill(page)).toEqual([]);
    await page.getByLabel('Comment', { exact: true }).fill('Fix the axis of figure 2.');
    await score(page, /Originality/, 4);
    await page.getByRole('radio', { name: 'Poster' }).check();
    await page.getByRole('button', { name: 'Save the review' }).click();
    await page.getByText('The review was saved').waitFor();

    // The period ends while the page is open: the server refuses the next save and says why.
    await updateOperationSettings(app.db, 'demo', 'review', { reviewableTill: new Date(Date.now() - 1000).toISOString() });
    await page.getByLabel('Comment', { exact: true }).fill('Fix the axis of figure 2 and 3.');
    await page.getByRole('button', { name: 'Save the review' }).click();
    await page.getByRole('alert').filter({ hasText: 'It is currently outside the review period' }).waitFor();
    await page.getByRole('button', { name: '日本語' }).click();
    await settle(page);
    await page.getByRole('alert').filter({ hasText: '現在、査読期間外です' }).waitFor();
    // Opened again (in the language the page starts in), the form says so and offers no save.
    await page.reload();
    await page.getByText('It is currently outside the review period').waitFor();
    expect(await page.getByRole('button', { name: 'Save the review' }).count()).toBe(0);
    expect(await axeWhenStill(page)).toEqual([]);
  });

  it('a manager reads the results and downloads them as CSV that opens in Excel, in each language', async () => {
    const page = await open('ja', accounts.manager);
    await page.getByRole('link', { name: '評価結果' }).click();
    await page.getByRole('heading', { name: '評価結果', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: '評価結果' });
    // Sorted by the overall mean: an evaluated presentation first (4.20 over five items).
    expect(await table.getByRole('row').nth(1).textContent()).toContain('4.20');
    expect(await axeWhenStill(page)).toEqual([]);
    for (const [label, heading] of [
      ['CSVをダウンロード（日本語）', '発表番号'],
      ['CSVをダウンロード（英語）', 'Code'],
    ] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: label }).click()]);
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString('utf8').slice(1);
      expect(text.split('\r\n')[0]!.split(',')[0]).toBe(heading);
      expect(text).toContain('1A1-01');
    }
  });

  it('a manager is told what each action did: settings saved, a role granted, a presentation assigned (issue 68, item 25)', async () => {
    const page = await open('ja', accounts.manager);
    await page.goto(`${url}/mng/evaluations`);
    await page.getByRole('button', { name: '設定を保存' }).click();
    await page.getByRole('status').filter({ hasText: '設定を保存しました' }).waitFor();
    await page.goto(`${url}/mng/judges`);
    await page.getByLabel('メールアドレス').fill('member@example.com');
    await page.getByRole('button', { name: '付与する' }).click();
    await page.getByRole('status').filter({ hasText: 'member@example.com に評価者の権限を付与しました' }).waitFor();
    const member = await user('member@example.com');
    await page.locator(`#assign-${member.id}`).fill('1A1-02');
    await page.locator(`#assign-${member.id}`).press('Enter');
    await page.getByRole('status').filter({ hasText: '1A1-02 を' }).waitFor();
    expect(await axeWhenStill(page)).toEqual([]);
  });
});
