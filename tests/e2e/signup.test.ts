import { expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { loginEmails } from '../../server/db/schema';
import { DEMO_DUMMY_TOKEN, DEMO_EXPIRED_TOKEN, seedDemoTokens } from '../../server/seed';
import { hashToken } from '../../server/services/tokens';
import { issueSignupLink } from '../../server/services/accounts';
import { axeViolations, chromiumSuite, describeInChromium } from './browser';
import { fillDemoRegistration } from './questions';

describeInChromium('sign-up by token in Chromium', () => {
  let app: FastifyInstance;
  let url: string;
  let browser: Browser;
  let page: Page;
  let token: string;

  chromiumSuite({}, async (suite) => {
    ({ app, url, browser } = suite);
    token = (await seedDemoTokens(app.db)).valid;
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  const fill = (id: string, value: string) => page.locator(`#${id}`).fill(value);

  it('registers from the valid link: errors in both languages, confirmation, back, success, then the link is spent', async () => {
    await page.goto(`${url}/signup/${token}`);
    await page.getByRole('heading', { name: 'ユーザー登録' }).waitFor();
    expect(await page.locator('#root_email').inputValue()).toMatch(/^attendee\+\d+@example\.com$/);
    expect(await axeViolations(page)).toEqual([]);
    // A question with hideLabel shows its placeholder, so a sighted user can tell what to type (issue 21, item 3).
    const unlabeled = page.getByRole('textbox', { name: '緊急連絡先の電話番号' });
    await unlabeled.waitFor();
    expect(await unlabeled.evaluate((input) => Number(getComputedStyle(input, '::placeholder').opacity))).toBeGreaterThan(0.3);
    expect(await unlabeled.getAttribute('placeholder')).toBe('緊急連絡先の電話番号');

    await page.getByRole('button', { name: '確認' }).click();
    await page.getByText('入力内容にエラーがあります。').waitFor();
    // The end of a long form renders just after its start; the consents are last.
    await page.getByText('確認しないと先に進めません').nth(1).waitFor();
    expect(await page.getByText('必須項目です').count()).toBeGreaterThanOrEqual(5);
    expect(await page.getByText('確認しないと先に進めません').count()).toBe(2);
    // The page scrolled to, and focused, the first offending field.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('root_password');

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'User registration' }).waitFor();
    expect(await page.getByText('Required field').count()).toBeGreaterThanOrEqual(5);
    expect(await page.getByText('必須項目です').count()).toBe(0);
    expect(await page.getByText('You cannot proceed unless you confirm').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);

    await fill('root_password', 'correct horse');
    await fill('root_passwordConfirmation', 'correct horse');
    await fillDemoRegistration(page, { nameSei: 'Yamada', nameMei: 'Hanako', affiliation: 'Tohto University' });
    expect(await page.getByText('Required field').count()).toBe(0);

    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Check your entries' }).waitFor();
    await page.getByText('Tohto University').waitFor();
    expect(await page.getByText('correct horse').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.locator('#root_nameSei').inputValue()).toBe('Yamada');
    expect(await page.getByRole('radio', { name: 'On site' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Confirm' }).click();

    // Refused without field errors (the link spent meanwhile): back on the form, the message is
    // scrolled to and focused, not left off screen by the Confirm button (issue 21, item 4).
    const spent = eq(loginEmails.tokenHash, hashToken(token));
    await app.db.update(loginEmails).set({ usedAt: new Date() }).where(spent);
    await page.getByRole('button', { name: 'Register' }).click();
    const message = page.locator('#form-message');
    await message.getByText('This registration page has expired or the URL is wrong').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('form-message');
    await expect
      .poll(() =>
        message.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await app.db.update(loginEmails).set({ usedAt: null }).where(spent);

    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Your account has been created' }).waitFor();
    await page.getByRole('link', { name: 'Go on to participation registration' }).waitFor();
    await page.getByRole('link', { name: 'Log in without registering' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${url}/signup/${token}`);
    await page.getByText('This registration page has expired or the URL is wrong.').waitFor();
  });

  // On a phone, the load lays out the sections on screen; the rest wait until they come near it,
  // and stay in the DOM and the accessibility tree meanwhile (content-visibility: auto).
  it('lays out only the sections near the screen, each as the reader scrolls to it', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await phone.goto(`${url}/signup/${await issueSignupLink(app.db, 'sections@example.com')}`);
    await phone.getByRole('heading', { name: 'ユーザー登録' }).waitFor();
    // The consents are the form's last section; the rest of the form is rendered once they are.
    const first = phone.locator('section[aria-labelledby^="section-"]').first();
    const last = phone.locator('section[aria-labelledby="section-agreements"]');
    await last.locator('h2').waitFor({ state: 'attached' });
    const rendered = (section: typeof last) => section.locator('h2').evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered(first)).toBe(true);
    expect(await rendered(last)).toBe(false);
    expect(await phone.getByRole('heading', { name: (await last.locator('h2').textContent())! }).count()).toBe(1);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(last), { timeout: 5000 }).toBe(true);
    await phone.close();
  });

  // The country list's names take the runtime's locale data, the load's longest task: the form
  // names the list only when the field comes near the screen (lists/choicesOnDemand.ts).
  it('names the countries when their field nears the screen, not while the page loads', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await phone.addInitScript(() => {
      const counted = { made: 0 };
      const counting = new Proxy(Intl.DisplayNames, {
        construct: (target, args: [string[], Intl.DisplayNamesOptions]) => ((counted.made += 1), new target(...args)),
      });
      Object.defineProperty(Intl, 'DisplayNames', { value: counting });
      Object.assign(window, { regionNames: counted });
    });
    await phone.goto(`${url}/signup/${await issueSignupLink(app.db, 'countries@example.com')}`);
    const country = phone.getByRole('combobox', { name: '国・地域' });
    await country.waitFor({ state: 'attached' });
    await phone.waitForLoadState('networkidle');
    const made = () => phone.evaluate(() => (window as unknown as { regionNames: { made: number } }).regionNames.made);
    expect(await made()).toBe(0);
    await country.scrollIntoViewIfNeeded();
    await expect.poll(made, { timeout: 5000 }).toBeGreaterThan(0);
    await country.click();
    await expect.poll(async () => (await phone.getByRole('option').allTextContents()).slice(0, 3)).toEqual(['', '日本', 'アイスランド']);
    await phone.keyboard.press('Escape');
    await phone.close();
  });

  it('keeps what was typed, passwords aside, across a reload', async () => {
    const fresh = (await seedDemoTokens(app.db)).valid;
    await page.goto(`${url}/signup/${fresh}`);
    await fill('root_nameSei', 'Suzuki');
    await fill('root_password', 'secret words');
    await page.waitForFunction(() => Object.values(localStorage).some((value) => value.includes('Suzuki')));
    await page.reload();
    await page.locator('#root_nameSei').waitFor();
    expect(await page.locator('#root_nameSei').inputValue()).toBe('Suzuki');
    expect(await page.locator('#root_password').inputValue()).toBe('');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('secret words');
  });

  // Issue 68, item 9: opening the form kept its defaults as a "draft", and every later visit said
  // that what was entered had been restored.
  it('claims nothing was restored on a second visit when nothing was typed, and forgets a change typed back', async () => {
    const fresh = (await seedDemoTokens(app.db)).valid;
    await page.goto(`${url}/signup/${fresh}`);
    await page.locator('#root_nameSei').waitFor();
    await page.waitForTimeout(500); // longer than the draft's debounce
    await page.reload();
    await page.locator('#root_nameSei').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText('What you entered last time was restored').count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), `kaigi.draft.signup.${fresh}`)).toBeNull();
    await fill('root_nameSei', 'Suzuki');
    await page.waitForFunction((key) => localStorage.getItem(key)?.includes('Suzuki'), `kaigi.draft.signup.${fresh}`);
    await fill('root_nameSei', '');
    await page.waitForFunction((key) => localStorage.getItem(key) === null, `kaigi.draft.signup.${fresh}`);
  });

  it('shows the dummy banner and the expired message', async () => {
    await page.goto(`${url}/signup/${DEMO_DUMMY_TOKEN}`);
    await page.getByText('Dummy Page. You cannot complete this registration.').first().waitFor();
    await page.goto(`${url}/signup/${DEMO_EXPIRED_TOKEN}`);
    await page.getByText('This registration page has expired or the URL is wrong.').waitFor();
    // Not a dead end (issue 68, item 23): a new link by pre-registration, or the top page.
    await page.getByRole('link', { name: 'Get a new registration link' }).click();
    await page.getByRole('heading', { name: 'Pre-registration' }).waitFor();
    await page.goto(`${url}/signup/${DEMO_EXPIRED_TOKEN}`);
    await page.getByRole('link', { name: 'Go to the top page' }).click();
    await page.waitForURL(`${url}/`);
  });

  // After a failed Confirm, a click that fixes a field paints at once; its message clears in the
  // render after, in a transition (a radio was 80–112 ms at 4x with both in one; BENCHMARKS.md, session 25).
  it("clears a chosen radio's message after painting the choice, within a moment", async () => {
    const own = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await own.addInitScript(() => localStorage.setItem('kaigi.language', 'ja'));
    await own.goto(`${url}/signup/${await issueSignupLink(app.db, `radio-${Date.now()}@example.com`)}`);
    await own.getByRole('button', { name: '確認' }).click();
    await own.locator('#root_location__error').waitFor();
    const seen = await own.evaluate(async () => {
      const radio = document.getElementById('root_location-0') as HTMLInputElement;
      radio.click();
      const atTheClick = { checked: radio.checked, message: document.getElementById('root_location__error') !== null };
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { atTheClick, later: { checked: radio.checked, message: document.getElementById('root_location__error') !== null } };
    });
    expect(seen).toEqual({ atTheClick: { checked: true, message: true }, later: { checked: true, message: false } });
    expect(await own.getByText('必須項目です').count()).toBeGreaterThan(0);
    await own.close();
  });

  it('answers unknown paths with a plain-text 404', async () => {
    const response = await page.goto(`${url}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toMatch(/^text\/plain/);
    expect((await page.textContent('body'))?.trim()).toBe('404 Not Found');
  });
});
