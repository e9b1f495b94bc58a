import { expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { seedDemoAccounts } from '../../server/seed';
import { axeViolations, chromiumSuite, describeInChromium, launchBrowser, startServer, takeCspViolations } from './browser';
import { fillDemoRegistration } from './questions';

const attendee = { email: 'attendee@example.com', password: 'Attendee-2026!' };
const manager = { email: 'manager@example.com', password: 'Manager-2026!' };

describeInChromium('the public and sign-in area in Chromium', () => {
  let app: FastifyInstance;
  let url: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  chromiumSuite(
    {
      conference: 'demo',
      demo: true,
      passwordHashCost: 'test',
      loginRateLimit: 1000,
      mailRateLimit: 1000,
      gaMeasurementId: 'G-KAIGITEST',
    },
    async (suite) => {
      ({ app, url, browser } = suite);
      await seedDemoAccounts(app.db, 'demo', 'test');
    },
  );

  /** A fresh browser profile in the given language; Google's script is never fetched. */
  async function open(language: 'ja' | 'en', viewport = { width: 1280, height: 900 }) {
    await context?.close();
    context = await browser.newContext({ viewport });
    await context.addInitScript((lang) => localStorage.setItem('kaigi.language', lang), language);
    await context.route(/googletagmanager|google-analytics/, (route) => route.abort());
    page = await context.newPage();
  }

  const logIn = async (account: { email: string; password: string }, labels = { email: 'Email address', password: 'Password', submit: 'Log in' }) => {
    await page.getByLabel(labels.email).fill(account.email);
    await page.getByLabel(labels.password, { exact: false }).first().fill(account.password);
    await page.getByRole('button', { name: labels.submit, exact: true }).click();
  };

  /** The newest mail to this address in the demo outbox, opened and its link followed as a person would. */
  async function followMailLink(to: string) {
    const mail = page.locator('article', { hasText: `To: ${to}` }).first();
    // The mail goes out from the queue a moment after the page said so: the outbox is read again until it is there.
    await expect
      .poll(async () => {
        await page.goto(`${url}/dev/mails`);
        return mail.count();
      })
      .toBeGreaterThan(0);
    await mail.waitFor();
    await mail.getByRole('link').first().click();
  }

  it('goes from the landing page to a registered, logged-in account using only the browser and the mailbox', async () => {
    await open('en');
    const email = `journey-${Date.now()}@example.com`;
    await page.goto(url);
    await page.getByRole('heading', { name: '12th Symposium on Computational Science' }).waitFor();
    expect(await page.getByText('Recommended environment').count()).toBe(1);
    // Chromium 80+ is recommended: no warning.
    expect(await page.getByText('some functions may not work').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Pre-register' }).click();
    await page.getByRole('heading', { name: 'Pre-registration' }).waitFor();
    await page.getByRole('button', { name: 'Send the registration link' }).click();
    await page.getByText('Required field').waitFor();
    await page.getByLabel('Email address').fill('not-an-address');
    await page.getByRole('button', { name: 'Send the registration link' }).click();
    await page.getByText('Invalid Email').waitFor();
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByText('メールアドレスが正しくありません').waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    // A reload keeps what was typed.
    await page.getByLabel('Email address').fill(email);
    await page.reload();
    expect(await page.getByLabel('Email address').inputValue()).toBe(email);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send the registration link' }).click();
    await page.getByRole('heading', { name: 'Invitation sent' }).waitFor();
    await page.getByText(`We sent an invitation to ${email}.`).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await followMailLink(email);
    await page.getByRole('heading', { name: 'User registration' }).waitFor();
    expect(await page.locator('#root_email').inputValue()).toBe(email);
    await page.locator('#root_password').fill('Journey-2026!');
    await page.locator('#root_passwordConfirmation').fill('Journey-2026!');
    await fillDemoRegistration(page, { nameSei: 'Tanaka', nameMei: 'Aiko', affiliation: 'Hongo University' });
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Your account has been created' }).waitFor();
    // Qualification is required and open to all in the demo: the variant leads on to it.
    await page.getByText('please go on to participation registration').waitFor();
    expect(await page.locator('[data-variant]').getAttribute('data-variant')).toBe('qualificationRequired');

    await page.getByRole('link', { name: 'Log in without registering' }).click();
    await logIn({ email, password: 'Journey-2026!' });
    await page.getByRole('heading', { name: 'Moving to the venue...' }).waitFor();
    const progress = page.getByRole('progressbar');
    await progress.waitFor();
    // The bar keeps up with its label (issue 21, item 13): sampled while it moves.
    const gaps = await page.evaluate(async () => {
      const samples: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 120));
        const track = document.querySelector('[role="progressbar"]');
        const bar = track?.querySelector('.MuiLinearProgress-bar');
        const label = Number(track?.parentElement?.textContent?.match(/(\d+)%/)?.[1]);
        if (!track || !bar || Number.isNaN(label) || label >= 100) break;
        const shown = ((bar.getBoundingClientRect().right - track.getBoundingClientRect().left) / track.getBoundingClientRect().width) * 100;
        samples.push(Math.abs(shown - label));
      }
      return samples;
    });
    expect(gaps.length).toBeGreaterThan(0);
    expect(Math.max(...gaps)).toBeLessThan(5);
    // The page reloads at 100 and shows the signed-in page.
    await page.getByRole('heading', { name: 'Welcome, Aiko Tanaka' }).waitFor({ timeout: 15_000 });
    await page.getByText('Your account is waiting for approval').waitFor();
    await page.getByText(/(person is|people are) at the venue now/).waitFor();
    // An unapproved account is not offered a program menu it would be refused; the notice says when it comes.
    expect(await page.getByRole('navigation', { name: 'Conference menu' }).count()).toBe(0);
    await page.getByText('The program (timetable and presentations) opens once your account is approved.').waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/participant list|every function/i);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Participation registration' }).click();
    await page.getByRole('heading', { name: 'Participation registration' }).waitFor();
    await page.getByText('Participation registration is open.').waitFor();
    await page.getByText('Not registered yet').waitFor();
    // Open, but not to an account waiting for approval: the page says when it will be (issue 68, item 22).
    await page.getByText('You can register once the secretariat has approved your account.').waitFor();
    await page.getByRole('heading', { name: 'Plans and fees' }).waitFor();
    expect(await page.getByRole('button', { name: 'Apply' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to the top page' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();

    // Since the reload after login, every route change sent one page view with the user id (GA4 adapter).
    const userId = (await page.evaluate(() => fetch('/web_api/user_common_resources/optional_me').then((r) => r.json()))).user.id;
    const views = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view'),
    );
    expect(views).toEqual(
      ['/', '/qualification', '/'].map((path) => ['event', 'page_view', { page_path: path, page_location: `${url}${path}`, user_id: String(userId) }]),
    );

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    const me = await page.evaluate(() => fetch('/web_api/user_common_resources/optional_me').then((r) => r.json()));
    expect(me).toEqual({ isLoggedIn: false, user: null, impersonator: null });
  });

  it('counts wrong passwords down and locks the account, in Japanese and English', async () => {
    await open('ja', { width: 390, height: 844 });
    const victim = { email: `lock-${Date.now()}@example.com`, password: 'Locked-2026!' };
    const { hashPassword } = await import('../../server/services/passwords');
    const { users } = await import('../../server/db/schema');
    await app.db.insert(users).values({
      conferenceId: 'demo',
      email: victim.email,
      passwordHash: await hashPassword(victim.password, 'test'),
      nameSei: '鍵',
      nameMei: '太郎',
      isTermAgreed: true,
      isPolicyAgreed: true,
    });

    await page.goto(url);
    const ja = { email: 'メールアドレス', password: 'パスワード', submit: 'ログイン' };
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    expect(await page.getByText('必須項目です').count()).toBe(2);
    await logIn({ ...victim, password: 'wrong-1' }, ja);
    await page.getByText('メールアドレスまたはパスワードが違います。あと4回失敗するとアカウントがロックされます').waitFor();
    // The message is translated on the page: switching language changes it at once.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByText('Incorrect Email or Password. 4 more failed attempts will lock the account').waitFor();
    for (const left of [3, 2, 1]) {
      await logIn({ ...victim, password: `wrong-${left}` });
      // One attempt, more attempts (issue 68, item 10).
      await page.getByText(`Incorrect Email or Password. ${left} more failed ${left === 1 ? 'attempt' : 'attempts'} will lock the account`).waitFor();
    }
    await logIn({ ...victim, password: 'wrong-0' });
    await page.getByText('The account is locked. Please try again in 30 minutes').waitFor();
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByText('アカウントがロックされています。30分後に再度お試しください').waitFor();
    // Even the right password waits for the lock to end.
    await logIn(victim, ja);
    await page.getByText('アカウントがロックされています。30分後に再度お試しください').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('resets a forgotten password through the mailed link, which then expires', async () => {
    await open('ja');
    await page.goto(`${url}/forgot_password`);
    await page.getByRole('heading', { name: 'パスワードをお忘れの方' }).waitFor();
    await page.getByText('5分以内にメールが届かない場合は、別のメールアドレスでお試しください。').waitFor();
    await page.getByLabel('メールアドレス').fill('nobody-here@example.com');
    await page.getByRole('button', { name: '再設定用URLを送信' }).click();
    await page.getByRole('alert').getByText('このメールアドレスは登録されていません').waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('alert').getByText('This email address is not registered').waitFor();
    // Said once, under the field: no banner repeats it (issue 21, item 5).
    expect(await page.getByText('This email address is not registered').count()).toBe(1);
    await page.getByRole('button', { name: '日本語' }).click();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('メールアドレス').fill(attendee.email);
    await page.getByRole('button', { name: '再設定用URLを送信' }).click();
    await page.getByRole('heading', { name: '再設定用URLを送信しました' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await followMailLink(attendee.email);
    await page.getByRole('heading', { name: '新しいパスワードの設定' }).waitFor();
    const resetUrl = page.url();
    expect(resetUrl).toMatch(/\/password_resets\/[^/]+\/edit$/);
    await page.locator('#field-password').fill('Renewed-2026!');
    await page.locator('#field-passwordConfirmation').fill('Renewed-2026?');
    await page.getByRole('button', { name: 'パスワードを設定' }).click();
    await page.getByText('パスワードが一致しませんでした').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#field-passwordConfirmation').fill('Renewed-2026!');
    await page.getByRole('button', { name: 'パスワードを設定' }).click();
    await page.getByRole('heading', { name: 'パスワードを変更しました' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'トップページへ戻る' }).click();

    await logIn({ email: attendee.email, password: 'Renewed-2026!' }, { email: 'メールアドレス', password: 'パスワード', submit: 'ログイン' });
    await page.getByRole('heading', { name: /ようこそ/ }).waitFor({ timeout: 15_000 });

    await page.goto(resetUrl);
    await page.getByRole('heading', { name: 'このURLは有効期限切れです' }).waitFor();
    await page.getByText('パスワード再設定用URLの有効期限が切れています。もう一度お申し込みください').waitFor();
    expect(page.url()).toMatch(/\/password_resets\/[^/]+$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'もう一度申し込む' }).click();
    await page.getByRole('heading', { name: 'パスワードをお忘れの方' }).waitFor();
    // Put the demo password back for the other tests.
    const { hashPassword } = await import('../../server/services/passwords');
    const { users } = await import('../../server/db/schema');
    const { eq } = await import('drizzle-orm');
    await app.db
      .update(users)
      .set({ passwordHash: await hashPassword(attendee.password, 'test') })
      .where(eq(users.email, attendee.email));
  });

  it('lets a manager approve a new account on the managers-only page', async () => {
    await open('en');
    await page.goto(`${url}/mng/users`);
    await page.getByText('This page is for managers only.').waitFor();
    await page.goto(url);
    await logIn(manager);
    await page.getByRole('heading', { name: /Welcome/ }).waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Approve new accounts' }).click();
    await page.getByRole('heading', { name: 'Accounts waiting for approval' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const approve = page.getByRole('button', { name: 'Approve Hanako Sanka' });
    // Registered-at in the product's one English timestamp form, Tokyo time (engine/time.ts; issue 68, item 13).
    expect(
      await page
        .getByRole('row', { name: /Hanako Sanka/ })
        .getByRole('cell')
        .allInnerTexts(),
    ).toContainEqual(expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2}$/));
    // On a phone the table scrolls sideways inside the page: a name and an address stay on one line.
    await page.setViewportSize({ width: 390, height: 844 });
    const row = page.getByRole('row', { name: /Hanako Sanka/ });
    const linesOf = (text: string) =>
      row.getByRole('cell', { name: text, exact: true }).evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    for (const text of ['Hanako Sanka', attendee.email]) expect(await linesOf(text)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await approve.click();
    await approve.waitFor({ state: 'detached' });

    await page.goto(url);
    await page.getByRole('button', { name: 'Log out' }).click();
    await logIn(attendee);
    await page.getByText('Your account is approved.').waitFor({ timeout: 15_000 });
    expect(await page.locator('main').innerText()).not.toMatch(/every function|all functions/i);
  });

  const legalPages: Array<[string, string]> = [
    ['/term', '利用規約'],
    ['/term_en', 'Terms of Use'],
    ['/privacy_policy', 'プライバシーポリシー'],
    ['/privacy_policy/en', 'Privacy Policy'],
    ['/privacy_policy/global', 'グローバルプライバシーポリシー'],
    ['/privacy_policy/global/en', 'Global Privacy Policy'],
  ];

  it('renders every legal and company page in both interface languages, and a plain-text 404 elsewhere', async () => {
    for (const language of ['ja', 'en'] as const) {
      await open(language);
      for (const [path, title] of legalPages) {
        await page.goto(`${url}${path}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        expect(await axeViolations(page), path).toEqual([]);
      }
      await page.goto(`${url}/term`);
      await page.getByRole('heading', { level: 2, name: '第19条（管轄裁判所）' }).waitFor();
      expect(await page.getByRole('heading', { level: 2, name: /^第\d+条/ }).count()).toBe(19);
      await page.getByText('10,000円を上限').waitFor();
      await page.goto(`${url}/term_en`);
      await page.getByRole('heading', { level: 2, name: 'Article 19 (Jurisdiction)' }).waitFor();
      expect(await page.getByRole('heading', { level: 2, name: /^Article \d+/ }).count()).toBe(19);
      await page.goto(`${url}/privacy_policy/global/en`);
      await page.getByRole('heading', { name: '11. Children under 16' }).waitFor();
      await page.goto(`${url}/privacy_policy/kinkos`);
      await page
        .getByRole('heading', { level: 1, name: language === 'ja' ? 'プライバシーポリシー（印刷サービス）' : 'Privacy Policy (Printing Service)' })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`${url}/related_companies`);
      await page.getByRole('heading', { level: 1, name: language === 'ja' ? '共催企業' : 'Co-hosting companies' }).waitFor();
      await page.getByRole('link', { name: 'Kaigi Events Co., Ltd.' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${url}/supporting_companies`);
      await page.getByRole('heading', { level: 1, name: language === 'ja' ? '協賛企業' : 'Supporting companies' }).waitFor();
      await page.getByText('Aoba Instruments Inc.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }
    // A failed fetch shows its alert.
    await page.route('**/web_api/supporting_companies', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto(`${url}/supporting_companies`);
    await page
      .getByRole('alert')
      .getByText(/Fetch error/)
      .waitFor({ timeout: 15_000 });

    const response = await page.goto(`${url}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toMatch(/^text\/plain/);
  });

  it('draws no frame around the page after a click on its text and typing (issue 21, item 10)', async () => {
    await open('en');
    await page.goto(`${url}/term_en`);
    await page.getByRole('heading', { level: 1 }).first().click();
    await page.keyboard.type('KAIGI');
    const outline = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const style = getComputedStyle(focused);
      return { tag: focused.tagName, width: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) };
    });
    expect(outline.width, `outline on ${outline.tag}`).toBe(0);
  });

  it('warns on browsers it does not recommend', async () => {
    await context?.close();
    context = await browser.newContext({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0' });
    await context.addInitScript(() => localStorage.setItem('kaigi.language', 'en'));
    page = await context.newPage();
    await page.goto(url);
    await page.getByText('Your browser is not one we recommend, so some functions may not work.').waitFor();
  });
});

describeInChromium('a conference without pre-registration', () => {
  it('has no pre-registration card and sends /pre_register/new back to the top', async () => {
    const { app, url } = await startServer({ conference: 'strict-society', passwordHashCost: 'test' });
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.addInitScript(() => localStorage.setItem('kaigi.language', 'en'));
      await page.goto(url);
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
      expect(await page.getByRole('link', { name: 'Pre-register' }).count()).toBe(0);
      await page.goto(`${url}/pre_register/new`);
      await page.waitForURL(`${url}/`);
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
      expect(takeCspViolations(browser)).toEqual([]);
      // The check itself: an inline script, as an injection would add, is blocked and reported.
      await page.addScriptTag({ content: 'window.injected = true;' }).catch(() => undefined);
      await page.waitForFunction(() => true);
      expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
      await expect.poll(() => takeCspViolations(browser).join('\n')).toMatch(/script-src-elem blocked inline/);
    } finally {
      await browser.close();
      await app.close();
    }
  });
});
