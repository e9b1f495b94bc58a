import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { conferences, orders, userActiveDays, users } from '../../server/db/schema';
import { seedDemoAccounts } from '../../server/seed';
import { axeWhenStill, chromiumSuite, describeInChromium, signedInPage } from './browser';

/**
 * Participation registration and payment as an attendee does it (issue 64): the plans, a member
 * plan refused with a wrong code, the sandbox's card page (a declined card, then 3-D Secure), back
 * to a paid registration; and a bank transfer on a phone in Japanese, whose details lock the plan.
 */
const member = { email: 'member@example.com', password: 'Member-2026!' };
const evaluator = { email: 'evaluator@example.com', password: 'Evaluator-2026!' };
const manager = { email: 'manager@example.com', password: 'Manager-2026!' };

describeInChromium('participation registration and payment in Chromium', () => {
  let app: FastifyInstance;
  let url: string;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  chromiumSuite({ conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1000 }, async (suite) => {
    ({ app, url, browser } = suite);
    await seedDemoAccounts(app.db, 'demo', 'test');
  });

  async function fillCard(page: Page, number: string) {
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiry month').fill('12');
    await page.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 3));
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel('Name on card').fill('HANAKO YAMADA');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
  }

  it('pays a member plan by card: a wrong code refused, a declined card, 3-D Secure, then registered', async () => {
    const page = await signedInPage(browser, url, 'en', member, contexts);
    await page.goto(`${url}/qualification`);
    await expect.poll(() => page.getByRole('row', { name: /Student/ }).innerText()).toMatch(/¥3,000\s+¥2,728\s+10%\s+200/);
    expect(await axeWhenStill(page)).toEqual([]);

    await page.getByRole('radio', { name: /^Member —/ }).check();
    await page.getByRole('checkbox', { name: /Banquet/ }).check();
    await expect.poll(() => page.getByText(/^Total:/).innerText()).toBe('Total: ¥14,000');
    await page.getByRole('radio', { name: /Credit card/ }).check();
    await page.getByRole('button', { name: 'Apply and go to payment' }).click();
    // Asked for the member code beside its field, before anything is sent.
    await expect.poll(() => page.getByText('Required field').count()).toBe(1);
    await page.getByLabel(/Member code/).fill('KAIGI-9999');
    await page.getByRole('button', { name: 'Apply and go to payment' }).click();
    await page.getByText('This member number was not found').waitFor();
    expect(await app.db.select().from(orders)).toEqual([]);

    await page.getByLabel(/Member code/).fill('KAIGI-0002');
    await page.getByRole('button', { name: 'Apply and go to payment' }).click();
    await page.waitForURL(/\/pay\/cs_test_/);
    await page.getByText('Amount: ¥14,000').waitFor();
    expect(await axeWhenStill(page)).toEqual([]);

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('alert').getByText('Your card was declined. Try another card').waitFor();
    await fillCard(page, '4000 0027 6000 3184');
    await page.getByRole('heading', { name: '3-D Secure authentication' }).waitFor();
    await page.getByRole('button', { name: 'Complete authentication' }).click();

    await page.waitForURL(/\/qualification\?order=\d+&returned=1/);
    await page.getByText('Paid — Credit card').waitFor();
    await page.getByText('Your status: Registered').waitFor();
    expect(await page.getByRole('row').allInnerTexts()).toEqual(['Member\t¥8,000', 'Banquet\t¥6,000']);
    expect(await axeWhenStill(page)).toEqual([]);
    const [user] = await app.db.select({ status: users.qualificationStatus }).from(users).where(eq(users.email, member.email));
    expect(user!.status).toBe('done');

    // Before the conference, the certificate of attendance waits for attendance; a sign-in on one
    // of its days (as the session would record it then) makes it available.
    await page
      .getByText(
        'The certificate of attendance can be downloaded once you have signed in on a day of the conference or watched a presentation video for a second or more.',
      )
      .waitFor();
    expect(await page.getByRole('button', { name: 'Download the certificate of attendance' }).count()).toBe(0);
    const [{ settings }] = (await app.db.select({ settings: conferences.settings }).from(conferences).where(eq(conferences.id, 'demo'))) as [
      { settings: { days: string[] } },
    ];
    const [signedIn] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
    await app.db.insert(userActiveDays).values({ userId: signedIn!.id, day: settings.days[0]! });
    await page.reload();
    await page.getByText('Your status: Registered').waitFor();

    // The receipt, made out to the university, and the certificate: PDFs the browser downloads.
    await page.getByLabel('Made out to (宛名)').fill('University of Tokyo');
    for (const [button, name] of [
      ['Download the receipt', /^R-\d{6}-en\.pdf$/],
      ['Download the certificate of attendance', /^C-\d{6}-en\.pdf$/],
    ] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
      expect(download.suggestedFilename()).toMatch(name);
      const bytes = readFileSync((await download.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('issues bank-transfer details on a phone in Japanese, and the plan is then locked', async () => {
    const page = await signedInPage(browser, url, 'ja', evaluator, contexts, { width: 390, height: 844 });
    await page.goto(`${url}/qualification`);
    await page.getByRole('radio', { name: /^一般（非会員）/ }).check();
    await page.getByRole('checkbox', { name: /弁当/ }).check();
    await page.getByRole('radio', { name: /銀行振込/ }).check();
    await page.getByRole('button', { name: '申し込む' }).click();
    // The payer's name in kana is asked once a transfer is chosen.
    await page.getByLabel(/振込名義/).fill('Hyoka Taro');
    await page.getByRole('button', { name: '申し込む' }).click();
    await page.getByText('カタカナで入力してください').waitFor();
    await page.getByLabel(/振込名義/).fill('ﾋｮｳｶ ﾀﾛｳ');
    await page.getByRole('button', { name: '申し込む' }).click();

    await page.getByRole('heading', { name: 'お振込先' }).waitFor();
    const details = await page.getByRole('region', { name: 'お振込先' }).innerText();
    expect(details).toContain('かいぎ銀行');
    expect(details).toContain('1234567');
    expect(details).toContain('13,080円');
    expect(details).toContain('ﾋｮｳｶ ﾀﾛｳ');
    expect(details).toContain('プランは変更できません');
    await page.getByText('お支払い待ち — 銀行振込').waitFor();
    expect(await page.getByRole('button', { name: 'このお申し込みを取り消す' }).count()).toBe(0);
    // The page fits the phone: nothing runs off to the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeWhenStill(page)).toEqual([]);
  });

  it("lets a manager import the bank's statement (the transfer above becomes paid) and refund the card payment", async () => {
    const page = await signedInPage(browser, url, 'en', manager, contexts);
    await page.goto(`${url}/mng/payments`);
    await page.getByText('2 orders').waitFor();
    expect(await axeWhenStill(page)).toEqual([]);
    await page.locator('input[type=file]').setInputFiles({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('日付,金額,振込依頼人\n2027/02/12,"13,080",ヒョウカ タロウ\n2027/02/12,5000,ｻﾄｳ ｼﾞﾛｳ\n'),
    });
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText('statement.csv: Checked: ready to import').waitFor();
    expect(await page.getByRole('row').filter({ hasText: '¥5,000' }).innerText()).toContain('No order');
    await page.getByRole('button', { name: 'Confirm 1 transfer' }).click();
    await page.getByText('statement.csv: Imported — 1 transfer was confirmed.').waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'evaluator@example.com' }).innerText()).toContain('Paid');

    const cardRow = page.getByRole('row').filter({ hasText: 'member@example.com' });
    await cardRow.getByRole('button', { name: /Details of order/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Card payment: started_tran → captured').waitFor();
    expect(await axeWhenStill(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Refund the whole order' }).click();
    await dialog.getByText(/Refund ¥14,000 to/).waitFor();
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.getByText('Order: paid → refunded').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => cardRow.innerText()).toContain('Refunded');
    const [member_] = await app.db.select({ status: users.qualificationStatus }).from(users).where(eq(users.email, member.email));
    expect(member_!.status).toBe('refunded');
  });
});
