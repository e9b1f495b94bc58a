import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { seedDemoAccounts } from '../../server/seed';
import { mails } from '../../server/db/schema';
import { presentationImportColumns } from '../../engine/imports/presentations';
import { axeWhenStill, chromiumSuite, describeInChromium, signedInPage } from './browser';

const manager = { email: 'manager@example.com', password: 'Manager-2026!' };
const member = { email: 'member@example.com', password: 'Member-2026!' };

/**
 * The managers' console beyond the users list (issue 19), as people use it: a manager acts as an
 * attendee (banner on every page, one click back, logged); a manager publishes an announcement the
 * attendee sees unread and then read; an attendee writes to the secretariat and reads the mailed
 * reply. Japanese and English, phone and desktop widths, axe clean.
 */
describeInChromium("the managers' console in Chromium", () => {
  let app: FastifyInstance;
  let url: string;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  chromiumSuite({ conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1000 }, async (suite) => {
    ({ app, url, browser } = suite);
    await seedDemoAccounts(app.db, 'demo', 'test');
  });

  it('a manager acts as an attendee with a banner on every page, goes back in one click, and the log says so (Japanese)', async () => {
    const page = await signedInPage(browser, url, 'ja', manager, contexts);
    await page.goto(`${url}/mng/user_list?q=member%40`);
    await page.getByText('1人', { exact: true }).waitFor();
    await page.getByRole('button', { name: /の詳細$/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'このユーザーとして操作' }).click();
    const banner = page.getByTestId('impersonation-banner');
    await banner.getByText('member@example.com').waitFor();
    await expect(banner.textContent()).resolves.toContain('ログイン中のアカウントは');
    await page.getByRole('heading', { name: /ようこそ/ }).waitFor();
    await expect(page.getByText('member@example.com', { exact: true }).first().isVisible()).resolves.toBe(true);
    // The manager's own menu is not what the attendee sees.
    expect(await page.getByRole('link', { name: 'ユーザー一覧' }).count()).toBe(0);
    expect(await axeWhenStill(page)).toEqual([]);
    await page.getByRole('link', { name: '事務局へのお問い合わせ' }).click();
    await page.getByRole('heading', { name: '事務局へのお問い合わせ', level: 1 }).waitFor();
    await banner.waitFor();

    await banner.getByRole('button', { name: '自分のアカウントに戻る' }).click();
    await page.getByRole('heading', { name: 'ユーザー一覧', level: 1 }).waitFor();
    expect(await page.getByTestId('impersonation-banner').count()).toBe(0);
    await page.getByRole('textbox', { name: '氏名・メールアドレス・所属' }).fill('member@');
    await page.getByRole('button', { name: '検索' }).click();
    await page.getByText('代理操作あり').waitFor();
    expect(await axeWhenStill(page)).toEqual([]);

    await page.goto(`${url}/mng/audit_log`);
    await page.getByRole('heading', { name: '操作ログ', level: 1 }).waitFor();
    await page.getByRole('cell', { name: '代理操作を終了' }).waitFor();
    await page.getByRole('cell', { name: '代理操作を開始' }).waitFor();
    await page.getByRole('cell', { name: '自分のアカウントに戻った' }).waitFor();
    expect(await axeWhenStill(page)).toEqual([]);
  });

  it('a manager publishes an announcement that an attendee sees unread, then read, in either language', async () => {
    const staff = await signedInPage(browser, url, 'en', manager, contexts);
    await staff.getByRole('link', { name: 'Announcements' }).click();
    await staff.getByRole('heading', { name: 'Announcements', level: 1 }).waitFor();
    await staff.getByRole('button', { name: 'New announcement' }).click();
    await staff.getByRole('button', { name: 'Save and publish' }).click();
    await staff.getByText('Required field').first().waitFor();
    expect(await staff.getByText('Required field').count()).toBe(2);
    await staff.getByRole('textbox', { name: 'Title (Japanese)' }).fill('会場の変更');
    await staff.getByRole('textbox', { name: 'Text (Japanese)' }).click();
    await staff.keyboard.type('ポスター会場は2階に変わりました。');
    await staff.getByRole('textbox', { name: 'Title (English)' }).fill('Venue change');
    await staff.getByRole('textbox', { name: 'Text (English)' }).click();
    await staff.keyboard.type('Posters are now on the 2nd floor.');
    expect(await axeWhenStill(staff)).toEqual([]);
    await staff.getByRole('button', { name: 'Save and publish' }).click();
    await staff.getByText('The announcement was saved.').waitFor();
    await staff.getByText(/^Published /).waitFor();

    const page = await signedInPage(browser, url, 'en', member, contexts, { width: 390, height: 844 });
    await page.getByTestId('unread-announcements').filter({ hasText: '1 unread' }).waitFor();
    const item = page.getByRole('button', { name: /Venue change/ });
    await item.getByText('Unread').waitFor();
    expect(await axeWhenStill(page)).toEqual([]);
    await item.click();
    await page.getByText('Posters are now on the 2nd floor.').waitFor();
    await item.getByText('Unread').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByRole('button', { name: /会場の変更/ }).waitFor();
    // A new load starts in the profile's language again.
    await page.reload();
    await page.getByRole('button', { name: /Venue change/ }).waitFor();
    expect(await page.getByTestId('unread-announcements').count()).toBe(0);
    await staff.reload();
    await staff.getByText('Read by 1').waitFor();
  });

  it('an attendee writes to the secretariat, the manager replies, and the attendee reads the reply (English, then Japanese)', async () => {
    const page = await signedInPage(browser, url, 'en', member, contexts);
    await page.getByRole('link', { name: 'Contact the secretariat' }).click();
    await page.getByRole('heading', { name: 'Contact the secretariat', level: 1 }).waitFor();
    await page
      .getByText(/Replies usually take 3 business days/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Required field').first().waitFor();
    // The errors follow the language at once.
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByText('必須項目です').first().waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('textbox', { name: 'Subject' }).fill('Receipt name');
    await page.getByRole('textbox', { name: 'Message' }).fill('Can the receipt be made out to my university?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Your message was sent. Replies usually take 3 business days.').waitFor();
    await page.getByText('Waiting for a reply').waitFor();
    expect(await axeWhenStill(page)).toEqual([]);

    const staff = await signedInPage(browser, url, 'ja', manager, contexts, { width: 390, height: 844 });
    await staff.getByRole('link', { name: 'お問い合わせ管理' }).click();
    await staff.getByRole('tab', { name: '未読' }).click();
    await staff.getByText('未読 1件').waitFor();
    await staff.getByRole('button', { name: 'お問い合わせ「Receipt name」を開く' }).click();
    const drawer = staff.getByRole('dialog');
    await drawer.getByText('Can the receipt be made out to my university?').waitFor();
    await drawer.getByRole('textbox', { name: '回答' }).fill('Yes. Write the name in the remarks of your registration.');
    await drawer.getByRole('button', { name: '回答をメールで送信' }).click();
    await drawer.getByText('member@example.com に回答を送信しました。').waitFor();
    expect(await axeWhenStill(staff)).toEqual([]);
    const outbox = async () => ((await (await staff.request.get(`${url}/dev/mails.json?limit=5`)).json()) as { mails: { to: string; text: string }[] }).mails;
    await expect
      .poll(async () => (await outbox()).some((mail) => mail.to === 'member@example.com' && mail.text.includes('Write the name in the remarks')))
      .toBe(true);

    await page.goto(url);
    await page.getByTestId('unread-replies').filter({ hasText: '1 new reply' }).waitFor();
    await page.getByRole('link', { name: /Contact the secretariat/ }).click();
    await page.getByText('Yes. Write the name in the remarks of your registration.').waitFor();
    await page.getByText('New reply').waitFor();
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByText('事務局からの回答').waitFor();
    expect(await axeWhenStill(page)).toEqual([]);
    await page.goto(url);
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    expect(await page.getByTestId('unread-replies').count()).toBe(0);
  });

  // Issue 67: the inquiry the test above sent, in the downloads page's list of inquiries.
  it('a manager downloads the inquiries and the program from the CSV downloads page, with their progress, in either language', async () => {
    const page = await signedInPage(browser, url, 'en', manager, contexts);
    await page.getByRole('link', { name: 'CSV downloads' }).click();
    await page.getByRole('heading', { name: 'CSV downloads', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('CSV downloads | 12th Symposium on Computational Science');
    expect(await axeWhenStill(page)).toEqual([]);
    const row = (name: string) => page.getByRole('listitem', { name });
    const [inquiries] = await Promise.all([page.waitForEvent('download'), row('Inquiries').getByRole('button', { name: 'CSV (English)' }).click()]);
    expect(inquiries.suggestedFilename()).toBe('inquiries-en.csv');
    const text = (await readFile((await inquiries.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [heading, ...lines] = text.trim().split('\r\n');
    expect(heading).toBe('ID,Sent at,Name,E-mail,Subject,Message,Read,Replies,Last reply at');
    expect(lines.some((line) => line.includes('member@example.com,Receipt name,') && line.includes(',Yes,1,'))).toBe(true);

    const phone = await signedInPage(browser, url, 'ja', manager, contexts, { width: 390, height: 844 });
    await phone.goto(`${url}/mng/downloads`);
    await phone.getByRole('heading', { name: 'CSVダウンロード', level: 1 }).waitFor();
    const [program] = await Promise.all([
      phone.waitForEvent('download'),
      phone.getByRole('listitem', { name: '発表（プログラム）' }).getByRole('button', { name: 'CSV（日本語）' }).click(),
    ]);
    expect(program.suggestedFilename()).toBe('presentations-ja.csv');
    const programLines = (await readFile((await program.path())!, 'utf8')).trim().split('\r\n');
    expect(programLines[0]).toMatch(/^\uFEFF?ID,発表番号,種別,題目,/);
    expect(programLines.length).toBeGreaterThan(10);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeWhenStill(phone)).toEqual([]);
  });

  it('a manager generates the abstract book, follows its progress and downloads the PDF (issue 67)', async () => {
    const page = await signedInPage(browser, url, 'en', manager, contexts);
    await page.getByRole('link', { name: 'Abstract book' }).click();
    await page.getByRole('heading', { name: 'Abstract book', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('Abstract book | 12th Symposium on Computational Science');
    await page.getByText('No abstract book has been generated yet.').waitFor();
    expect(await axeWhenStill(page)).toEqual([]);
    await page.getByRole('radio', { name: 'Japanese' }).check();
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByText('Generating the abstract book (Japanese).').waitFor();
    const book = page.getByRole('article', { name: /^Japanese · / });
    await book.getByRole('heading', { name: 'Japanese · Ready' }).waitFor();
    await book.getByText(/^\d+ pages, [\d.]+ MB$/).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      book.getByRole('link', { name: /^Download the PDF: the Japanese abstract book of / }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^abstract-book-ja-\d{4}-\d\d-\d\d\.pdf$/);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await axeWhenStill(page)).toEqual([]);

    const phone = await signedInPage(browser, url, 'ja', manager, contexts, { width: 390, height: 844 });
    await phone.goto(`${url}/mng/abstract_book`);
    await phone.getByRole('heading', { name: '講演要旨集', level: 1 }).waitFor();
    await phone.getByRole('heading', { name: '日本語 · 完成' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeWhenStill(phone)).toEqual([]);
  });

  it('a manager invites a chairperson by mail, previews and sends it; the answer given from the mail shows on the console (issue 67)', async () => {
    const page = await signedInPage(browser, url, 'en', manager, contexts);
    await page.getByRole('link', { name: 'Invitations' }).click();
    await page.getByRole('heading', { name: 'Invitations', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('Invitations | 12th Symposium on Computational Science');
    await page.getByRole('combobox', { name: 'Session' }).click();
    await page.getByRole('option', { name: /^1A1 Mixed-precision arithmetic/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('session')).not.toBeNull();
    // Checked before it goes, in the page's language.
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await page.getByText('Invalid Email', { exact: true }).waitFor();
    await page.getByText('Required field', { exact: true }).waitFor();
    // The errors follow the language at once.
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByText('必須項目です', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('e2e-chair@example.org');
    await page.getByRole('textbox', { name: 'Family name' }).fill('Chair');
    await page.getByRole('textbox', { name: 'Given name' }).fill('Carol');
    await page.getByRole('textbox', { name: 'What you ask (English)' }).fill('Please open the session and keep time.');
    await page.getByRole('button', { name: 'Preview the mail' }).click();
    const preview = page.getByRole('dialog', { name: 'The request mail' });
    await preview.getByText('To: e2e-chair@example.org').waitFor();
    await preview.getByText(/of the session "Mixed-precision arithmetic and turbulence simulation"/).waitFor();
    await preview.getByText('Please open the session and keep time.').waitFor();
    expect(await axeWhenStill(page)).toEqual([]);
    await preview.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await page.getByRole('status').filter({ hasText: 'The invitation was sent to e2e-chair@example.org.' }).waitFor();
    const card = page.getByRole('article', { name: 'Carol Chair · Chairperson' });
    await card.getByText('Awaiting answer').waitFor();
    expect(await axeWhenStill(page)).toEqual([]);

    // The invitee opens the page from the mail and declines.
    await app.mailQueue.settled();
    const [mail] = await app.db.select().from(mails).where(eq(mails.to, 'e2e-chair@example.org')).orderBy(desc(mails.id)).limit(1);
    const link = /https?:\/\/\S+\/organizer_commissions\/[A-Za-z0-9_-]{22}\/invitation/.exec(mail!.text)![0];
    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(`${url}${new URL(link).pathname}`);
    await invitee.getByRole('radio', { name: 'お断りします' }).check();
    await invitee.getByRole('button', { name: '回答を送信する' }).click();
    await invitee.getByRole('heading', { name: 'ご回答ありがとうございました' }).waitFor();
    await invitee.context().close();

    await page.reload();
    await page.getByRole('article', { name: 'Carol Chair · Chairperson' }).getByText('Declined').waitFor();
    const phone = await signedInPage(browser, url, 'ja', manager, contexts, { width: 390, height: 844 });
    await phone.goto(`${url}${new URL(page.url()).pathname}${new URL(page.url()).search}`);
    await phone.getByRole('article', { name: 'Chair Carol · 座長' }).getByText('辞退').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeWhenStill(phone)).toEqual([]);
  });

  it('a manager adds a member kind, imports a member list with a bad row, is told the row and column, fixes it and imports it (issue 67)', async () => {
    const page = await signedInPage(browser, url, 'en', manager, contexts);
    await page.getByRole('link', { name: 'Member authentication' }).click();
    await page.getByRole('heading', { name: 'Member authentication', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('Member authentication | 12th Symposium on Computational Science');
    await page.getByRole('status').filter({ hasText: '3 members' }).waitFor();
    expect(await axeWhenStill(page)).toEqual([]);

    // A member kind: a first save names what is missing; saved, it stays after a reload.
    const kinds = page.getByRole('region', { name: 'Member kinds' });
    await kinds.getByRole('button', { name: 'Add a kind' }).click();
    await kinds.getByRole('button', { name: 'Save the member kinds' }).click();
    expect(await kinds.getByText('Required field').count()).toBe(2);
    await kinds.getByLabel('Name (Japanese)').fill('正会員');
    await kinds.getByLabel('Name (English)').fill('Regular member');
    await kinds.getByLabel('Value').fill('Regular');
    await kinds.getByText('Use only lower-case half-width letters, digits, _ and - (at most 32)').waitFor();
    await kinds.getByLabel('Value').fill('regular');
    await kinds.getByRole('group', { name: 'Plans this kind may choose' }).getByRole('checkbox').first().check();
    expect(await axeWhenStill(page)).toEqual([]);
    await kinds.getByRole('button', { name: 'Save the member kinds' }).click();
    await kinds.getByText('The member kinds were saved').waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('region', { name: 'Member kinds' }).getByLabel('Value').inputValue()).toBe('regular');

    const heading = 'Member number,Family name,Given name,Affiliation,Society member ID';
    const choose = (csv: string) =>
      page.locator('input[type=file]').setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(`${heading}\n${csv}`) });
    await choose('KAIGI-0001,会員,次郎,東京大学,DEMO-0001\nKAIGI-0100,,花子,京都大学,DEMO-0100\n');
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText('members.csv: Check failed').waitFor();
    const problems = page.getByRole('table', { name: 'What stops the import' });
    await expect.poll(() => problems.getByRole('row').nth(1).innerText()).toMatch(/^3\s+Family name\s+Required field$/);
    expect(await page.getByRole('button', { name: /^Import/ }).count()).toBe(0);
    expect(await axeWhenStill(page)).toEqual([]);

    await choose('KAIGI-0001,会員,次郎,東京大学,DEMO-0001\nKAIGI-0100,新会員,花子,京都大学,DEMO-0100\n');
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText('members.csv: Checked: ready to import').waitFor();
    await page.getByText('Importing it adds 1, changes 0, keeps 1 as they are and removes 2 members.').waitFor();
    await page.getByRole('button', { name: 'Import 2 members' }).click();
    await page.getByText('The member list was imported: 1 added, 0 changed, 2 removed.').waitFor();
    await page.getByRole('status').filter({ hasText: '2 members' }).waitFor();
    await page.getByRole('cell', { name: 'KAIGI0100' }).waitFor();
    expect(await axeWhenStill(page)).toEqual([]);

    const phone = await signedInPage(browser, url, 'ja', manager, contexts, { width: 390, height: 844 });
    await phone.goto(`${url}/mng/members`);
    await phone.getByRole('heading', { name: '会員認証', level: 1 }).waitFor();
    await phone.getByRole('status').filter({ hasText: '2名' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeWhenStill(phone)).toEqual([]);
  });

  it('a manager imports presentations with their authors, fixes a bad row, imports them, and search finds them (issue 67)', async () => {
    const page = await signedInPage(browser, url, 'en', manager, contexts);
    await page.getByRole('link', { name: 'Import accounts and presentations' }).click();
    await page.getByRole('heading', { name: 'Import accounts and presentations', level: 1 }).waitFor();
    const section = page.getByRole('region', { name: 'Import presentations' });
    const heading = presentationImportColumns.map((column) => `"${column.en}"`).join(',');
    const choose = (rows: string[]) =>
      section.locator('input[type=file]').setInputFiles({ name: 'program.csv', mimeType: 'text/csv', buffer: Buffer.from([heading, ...rows].join('\n')) });
    const first = 'E2E-01,Oral,1A1,2027/03/10 16:00,2027/03/10 16:15,渦の取り込み試験,Vortex import test,,,Yes,山田,一郎,Yamada,Ichiro,東京大学,Yes';
    await choose([first, 'E2E-01,,,,,違う題目,,,,,鈴木,二郎,,,東京大学,No']);
    await section.getByRole('button', { name: 'Check the file' }).click();
    await section.getByText('program.csv: Check failed').waitFor();
    const problems = section.getByRole('table', { name: 'What stops the import' });
    await expect.poll(() => problems.getByRole('row').nth(1).innerText()).toMatch(/^3\s+Title\s+Differs from row 2 of the same presentation/);
    expect(await axeWhenStill(page)).toEqual([]);

    await choose([first, 'E2E-01,,,,,,,,,,鈴木,二郎,,,東京大学,No']);
    await section.getByRole('button', { name: 'Check the file' }).click();
    await section.getByText('Importing it adds 1, changes 0 and keeps 0 presentations as they are.').waitFor();
    await section.getByRole('button', { name: 'Import 1 presentation' }).click();
    await section.getByText('The presentations were imported: 1 added, 0 changed.').waitFor();
    expect(await axeWhenStill(page)).toEqual([]);

    await page.goto(`${url}/search?q=${encodeURIComponent('Vortex import')}`);
    await page.getByRole('listitem').filter({ hasText: 'Vortex import test' }).waitFor();

    const phone = await signedInPage(browser, url, 'ja', manager, contexts, { width: 390, height: 844 });
    await phone.goto(`${url}/mng/imports`);
    await phone.getByRole('heading', { name: 'ユーザーを取り込む', level: 2 }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeWhenStill(phone)).toEqual([]);
  });

  it('a manager edits the password reset mail, previews it, and the next reset mail in the outbox is the new text (issue 67)', async () => {
    const page = await signedInPage(browser, url, 'en', manager, contexts);
    await page.getByRole('link', { name: 'Mail settings' }).click();
    await page.getByRole('heading', { name: 'Mail settings', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Mail' }).click();
    await page.getByRole('option', { name: 'Password reset' }).click();
    const editor = page.getByRole('region', { name: 'Password reset' });
    await editor.getByText('built-in text').waitFor();
    expect(await axeWhenStill(page)).toEqual([]);

    const subject = editor.getByRole('textbox', { name: 'Subject (English)' });
    await subject.fill('[{{conferenceTitle}}] A new password for {{nickname}}');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('"nickname" is not a variable of this mail').waitFor();
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByRole('region', { name: 'パスワード再設定のご案内' }).getByText('「nickname」はこのメールで使える変数ではありません').waitFor();
    await page.getByRole('button', { name: 'English' }).click();

    await subject.fill('[{{conferenceTitle}}] Your new password link');
    await editor.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'The mail with the sample values' });
    await preview.getByText('[12th Symposium on Computational Science] Your new password link', { exact: false }).waitFor();
    await preview.getByRole('button', { name: 'Close' }).click();
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: '"Password reset" was saved.' }).waitFor();
    await editor.getByText('changed').waitFor();
    expect(await axeWhenStill(page)).toEqual([]);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${url}/forgot_password`);
    await visitor.getByLabel('メールアドレス').fill('member@example.com');
    await visitor.getByRole('button', { name: '再設定用URLを送信' }).click();
    await visitor.getByRole('heading', { name: '再設定用URLを送信しました' }).waitFor();
    const mail = visitor.locator('article', { hasText: 'To: member@example.com' }).first();
    await expect
      .poll(async () => {
        await visitor.goto(`${url}/dev/mails`);
        return (await mail.count()) > 0 ? mail.getByRole('heading').innerText() : '';
      })
      .toContain('Your new password link');
    await visitor.context().close();

    const phone = await signedInPage(browser, url, 'ja', manager, contexts, { width: 390, height: 844 });
    await phone.goto(`${url}/mng/mail_templates`);
    await phone.getByRole('heading', { name: 'メール設定', level: 1 }).waitFor();
    await phone.getByRole('heading', { name: '差出人', level: 2 }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeWhenStill(phone)).toEqual([]);
  });

  it('tells a visitor on the inquiries page what logging in gives there, not the program (issue 68, item 24)', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    await context.addInitScript(() => localStorage.setItem('kaigi.language', 'en'));
    const page = await context.newPage();
    await page.goto(`${url}/inquiries`);
    await page.getByText('Please log in to write to the secretariat and read its replies.').waitFor();
    expect(await page.getByText('to see the program').count()).toBe(0);
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByText('お問い合わせを送る・回答を読むにはログインしてください。').waitFor();
    expect(await axeWhenStill(page)).toEqual([]);
  });

  it('tells a visitor of submission, evaluation and review what logging in gives there, with the way in, and a member what those pages are for (issue 68, item 24)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    contexts.push(context);
    await context.addInitScript(() => localStorage.setItem('kaigi.language', 'en'));
    const visitor = await context.newPage();
    for (const [path, text] of [
      ['/submissions', 'Log in to submit an abstract and to see the ones you submitted.'],
      ['/evaluations', 'Log in to evaluate and vote on the presentations assigned to you.'],
      ['/reviews', 'Log in to review the abstracts you were asked to review.'],
    ] as const) {
      await visitor.goto(`${url}${path}`);
      await visitor.getByText(text).waitFor();
      expect(
        await visitor
          .getByRole('button', { name: 'Log in' })
          .or(visitor.getByRole('link', { name: 'Log in' }))
          .count(),
      ).toBe(1);
      expect(await axeWhenStill(visitor)).toEqual([]);
    }
    await visitor.getByRole('button', { name: '日本語' }).click();
    await visitor.getByText('ログインすると、依頼された演題の査読ができます。').waitFor();

    const page = await signedInPage(browser, url, 'en', member, contexts);
    await page.goto(`${url}/evaluations`);
    await page.getByText('This page is for evaluators. If you were asked to evaluate presentations, contact the secretariat').waitFor();
    expect(await page.getByText('Only an evaluator assigned to this presentation').count()).toBe(0);
    await page.goto(`${url}/reviews`);
    await page.getByText('This page is for reviewers. If you were asked to review, contact the secretariat').waitFor();
  });

  it('tells a signed-in visitor of the forms for newcomers that they are signed in, with the ways on (issue 68, item 27)', async () => {
    const page = await signedInPage(browser, url, 'en', member, contexts);
    for (const path of ['/pre_register/new', '/forgot_password']) {
      await page.goto(`${url}${path}`);
      await page.getByText(`You are logged in as ${member.email}. This page is for people who are not.`).waitFor();
      expect(await axeWhenStill(page)).toEqual([]);
    }
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByText('You are logged in as').waitFor({ state: 'detached' });
  });
});
