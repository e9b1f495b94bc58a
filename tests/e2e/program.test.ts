import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { seedDemoAccounts } from '../../server/seed';
import { presentationApplications, presentations, users } from '../../server/db/schema';
import { acceptApplication } from '../../server/services/presentationApplications';
import demoProgram from '../../fixtures/program/demo.json';
import { axeViolations, chromiumSuite, describeInChromium, signedInPage } from './browser';

const member = { email: 'member@example.com', password: 'Member-2026!' };
const attendee = { email: 'attendee@example.com', password: 'Attendee-2026!' };
const manager = { email: 'manager@example.com', password: 'Manager-2026!' };
const sampleVideo = readFileSync('devkit/media/sample-6s.mp4');

describeInChromium('the program in Chromium', () => {
  let app: FastifyInstance;
  let url: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  chromiumSuite({ conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1000 }, async (suite) => {
    ({ app, url, browser } = suite);
    await seedDemoAccounts(app.db, 'demo', 'test');
  });

  async function open(language: 'ja' | 'en', viewport = { width: 1280, height: 900 }) {
    await context?.close();
    context = await browser.newContext({ viewport });
    await context.addInitScript((lang) => localStorage.setItem('kaigi.language', lang), language);
    page = await context.newPage();
  }

  async function logIn(account: { email: string; password: string }) {
    await page.goto(url);
    await page.getByLabel('メールアドレス').fill(account.email);
    await page.getByLabel('パスワード', { exact: false }).first().fill(account.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.getByRole('heading', { name: /ようこそ/ }).waitFor();
    // The menu follows the dashboard settings, which may arrive just after the welcome.
    if (account !== attendee) await page.getByRole('navigation', { name: '大会メニュー' }).waitFor();
  }

  it('takes an approved attendee from the dashboard through the timetable, a Japanese search and a presentation to two overlapping favourites, then into English', async () => {
    await open('ja');
    await logIn(member);
    const menu = page.getByRole('navigation', { name: '大会メニュー' });
    for (const entry of ['タイムテーブル', 'ポスター一覧', '発表検索', 'マイスケジュール'])
      expect(await menu.getByRole('link', { name: entry }).count()).toBe(1);
    // The kanji name in Japanese, the English name given-first in English (issue 68, item 11).
    await page.getByRole('heading', { name: 'ようこそ、会員 次郎さん' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await menu.getByRole('link', { name: 'タイムテーブル' }).click();
    await page.getByRole('heading', { name: 'タイムテーブル', level: 1 }).waitFor();
    const first = demoProgram.sessions[0]!;
    await page.getByRole('region', { name: `${first.code} ${first.name}` }).waitFor();
    expect(await page.getByRole('tab', { name: '2027年03月10日' }).getAttribute('aria-selected')).toBe('true');
    for (const room of ['A会場', 'B会場', 'C会場', 'D会場']) expect(await page.getByRole('heading', { name: room, level: 2 }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: '2027年03月11日' }).click();
    await page.waitForURL(/day=2027-03-11/);
    // The keyboard alone: the arrow moves to the next day, Enter opens it.
    await page.getByRole('tab', { name: '2027年03月11日' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL(/day=2027-03-12/);
    await page.getByRole('tab', { name: '2027年03月12日', selected: true }).waitFor();
    expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('day-tab-2027-03-12');

    // A Japanese search typed in half-width katakana finds ガウス and marks it.
    await page.goto(`${url}/search`);
    await page.getByLabel('キーワード検索').fill('ｶﾞｳｽ');
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await page.waitForURL(/q=/);
    const status = page.getByRole('status').filter({ hasText: '件見つかりました' });
    await status.waitFor();
    const expected = demoProgram.presentations.filter((p) => p.kind === 'oral' && p.isPublic !== false && /ガウス/.test(`${p.name}${p.abstract}`)).length;
    expect(await status.textContent()).toBe(`${expected}件見つかりました`);
    expect(await page.locator('mark', { hasText: 'ガウス' }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    // Nothing found is explained.
    await page.goto(`${url}/search?q=${encodeURIComponent('存在しない語句ですよ')}`);
    await page.getByText('に一致する発表はありません').waitFor();

    // A presentation page: authors with numbered institutes, the presenter marked.
    const [a, b] = demoProgram.presentations.filter((p) => p.isPublic !== false && p.startAt === demoProgram.presentations[0]!.startAt);
    await page.goto(`${url}/presentations/${a!.id}`);
    await page.getByRole('heading', { name: a!.name, level: 1 }).waitFor();
    expect(await page.getByText('発表者:', { exact: false }).count()).toBe(1);
    // Nothing runs off to the side at 1280 px (the comments' live region once took the page's width beside it).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: `${a!.code} ${a!.name} をマイスケジュールに追加` }).click();
    await page.getByRole('button', { name: `${a!.code} ${a!.name} をマイスケジュールから外す` }).waitFor();

    await page.goto(`${url}/presentations/${b!.id}`);
    await page.getByRole('button', { name: `${b!.code} ${b!.name} をマイスケジュールに追加` }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'スケジュールが重複しています' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain(a!.code);

    // An unpublished presentation is not found, under the page's heading.
    await page.goto(`${url}/presentations/${demoProgram.presentations.find((p) => p.isPublic === false)!.id}`);
    await page.getByRole('heading', { name: '発表', level: 1 }).waitFor();
    await page.getByRole('alert').filter({ hasText: '発表が見つかりません。' }).waitFor();

    await page.goto(`${url}/my_schedule`);
    await page.getByRole('heading', { name: 'マイスケジュール', level: 1 }).waitFor();
    expect(await page.getByText('マイスケジュールに同じ時間の発表があります。').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // English at once, the warning included.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'My schedule', level: 1 }).waitFor();
    expect(await page.getByText('Some presentations in your schedule are at the same time.').count()).toBe(1);
    expect(await page.getByText(a!.nameEn!).count()).toBeGreaterThan(0);
  });

  it('shows an abstract with its marks on the presentation page, and finds and lists it by the text a reader sees (issue 68)', async () => {
    const [application] = await app.db
      .insert(presentationApplications)
      .values({
        conferenceId: 'demo',
        userId: (await app.db.select({ id: users.id }).from(users).where(eq(users.email, member.email)))[0]!.id,
        kind: 'oral',
        status: 'presenter_submit',
        data: {
          title: '水の相転移の観察',
          titleEn: 'Watching water change phase',
          abstract: '水（H<sub>2</sub>O）の<i>相転移</i>を観察した。',
          language: 'japanese',
          isPublic: true,
          institutes: [{ key: 'i1', name: '東京大学', nameEn: 'The University of Tokyo' }],
          authors: [{ lastName: '山田', firstName: '太郎', isPresenter: true, instituteKeys: ['i1'] }],
        },
      })
      .returning();
    const { presentationId } = await acceptApplication(app.db, 'demo', application!.id);
    await open('ja');
    await logIn(member);
    await page.goto(`${url}/presentations/${presentationId}`);
    const article = page.getByRole('article');
    await article.getByRole('heading', { name: '要旨' }).waitFor();
    expect(await article.locator('sub').textContent()).toBe('2');
    expect(await article.locator('i').textContent()).toBe('相転移');
    expect(await page.title()).toBe('発表 | 第12回 計算科学シンポジウム');
    expect(await article.textContent()).not.toContain('<sub>');
    await page.goto(`${url}/search?q=H2O`);
    const hit = page.getByRole('listitem').filter({ hasText: '水の相転移の観察' });
    await hit.waitFor();
    expect(await hit.textContent()).toContain('H2O');
    expect(await hit.textContent()).not.toMatch(/<\/?(sub|i)>/);
    await page.goto(`${url}/search?q=XyZzy`);
    await page.getByText('「XyZzy」とこの条件に一致する発表はありません', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows a comment and a like from one browser in another within a second, and recovers after the connection drops (issue 65)', async () => {
    const presentation = demoProgram.presentations.find((p) => p.isPublic !== false)!;
    const [row] = await app.db.select({ id: presentations.id }).from(presentations).where(eq(presentations.code, presentation.code));
    // The member writes in Japanese at a desktop; a manager reads in English on a phone.
    await open('ja');
    await logIn(member);
    const writer = page;
    const contexts: BrowserContext[] = [];
    const reader = await signedInPage(browser, url, 'en', manager, contexts, { width: 390, height: 844 });
    try {
      await reader.goto(`${url}/presentations/${row!.id}`);
      await reader.getByText('New comments appear by themselves').waitFor();
      await writer.goto(`${url}/presentations/${row!.id}`);
      await writer.getByText('新しいコメントは自動で表示されます').waitFor();

      await writer.getByLabel('コメント', { exact: true }).fill('とても分かりやすい発表でした。');
      const posted = writer.waitForResponse((response) => response.url().endsWith('/comments') && response.request().method() === 'POST');
      await writer.getByRole('button', { name: '投稿する' }).click();
      await posted;
      const sent = Date.now();
      await reader.getByText('とても分かりやすい発表でした。').waitFor({ timeout: 5000 });
      expect(Date.now() - sent, 'from the post to the other page').toBeLessThan(1000);
      await reader
        .getByRole('status')
        .filter({ hasText: /commented/ })
        .waitFor();

      const before = Number(/\((\d+)\)/.exec((await reader.getByRole('button', { name: /^Like \(/ }).textContent())!)![1]);
      await writer.getByRole('button', { name: /^いいね（/ }).click();
      await writer.getByRole('button', { name: `いいね（${before + 1}）`, pressed: true }).waitFor();
      await reader.getByRole('button', { name: `Like (${before + 1})`, pressed: false }).waitFor({ timeout: 5000 });

      // Every stream of the server drops at once; a comment is written before the pages are back.
      app.liveHub.endAll();
      await writer.getByLabel('コメント', { exact: true }).fill('切断中のコメント');
      await writer.getByRole('button', { name: '投稿する' }).click();
      await reader.getByText('切断中のコメント').waitFor({ timeout: 10_000 });
      await reader.getByText('New comments appear by themselves').waitFor();
      expect(await reader.getByText('切断中のコメント').count()).toBe(1);
      expect(await reader.getByText('とても分かりやすい発表でした。').count()).toBe(1);
      expect(await axeViolations(reader)).toEqual([]);
      expect(await axeViolations(writer)).toEqual([]);
    } finally {
      for (const opened of contexts) await opened.close();
    }
  });

  it('plays a presentation video a manager uploaded, and resumes it where the viewer stopped (issue 65)', async () => {
    const presentation = demoProgram.presentations.filter((p) => p.isPublic !== false)[1]!;
    const [row] = await app.db.select({ id: presentations.id }).from(presentations).where(eq(presentations.code, presentation.code));
    const contexts: BrowserContext[] = [];
    try {
      // A manager on a phone, in English: a file that is not a video is refused beside the button, then the MP4 is taken.
      const uploader = await signedInPage(browser, url, 'en', manager, contexts, { width: 390, height: 844 });
      await uploader.goto(`${url}/presentations/${row!.id}`);
      await uploader.getByText('No video yet.').waitFor();
      const input = uploader.getByLabel('Upload a video (MP4)');
      await input.setInputFiles({ name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not a video at all') });
      await uploader.getByRole('alert').filter({ hasText: 'Choose an MP4 video that a browser can play' }).waitFor();
      await input.setInputFiles({ name: 'talk.mp4', mimeType: 'video/mp4', buffer: sampleVideo });
      await uploader.getByLabel(`Video of ${presentation.nameEn ?? presentation.name}`).waitFor();
      expect(await uploader.getByRole('button', { name: 'Replace the video' }).count()).toBe(1);
      expect(await axeViolations(uploader)).toEqual([]);

      // The member, in Japanese, watches two seconds and leaves; back on the page, it continues from there.
      await open('ja');
      await logIn(member);
      await page.goto(`${url}/presentations/${row!.id}`);
      const player = page.getByLabel(`「${presentation.name}」の動画`);
      await player.waitFor();
      expect(await page.getByRole('button', { name: /動画（MP4）/ }).count()).toBe(0);
      const saved = page.waitForResponse((response) => response.url().endsWith('/playback') && response.request().method() === 'PUT');
      await player.evaluate(async (video: HTMLVideoElement) => {
        video.muted = true;
        await video.play();
        await new Promise<void>((resolve) => {
          const check = () => (video.currentTime >= 2 ? resolve() : requestAnimationFrame(check));
          check();
        });
        video.pause();
      });
      const stoppedAt = (await (await saved).json()).playback.currentTime as number;
      expect(stoppedAt).toBeGreaterThanOrEqual(2);
      await page.reload();
      await page.getByText(/前回の続き（0:0[2-5]）から再生します。/).waitFor();
      const resumedAt = await page.getByLabel(`「${presentation.name}」の動画`).evaluate((video: HTMLVideoElement) => video.currentTime);
      expect(Math.abs(resumedAt - stoppedAt)).toBeLessThan(0.5);

      // Watched to the end, the page says so.
      const ended = page.waitForResponse((response) => response.url().endsWith('/playback') && response.request().method() === 'PUT');
      await page.getByLabel(`「${presentation.name}」の動画`).evaluate(async (video: HTMLVideoElement) => {
        video.muted = true;
        video.currentTime = video.duration - 0.5;
        await video.play();
      });
      expect((await (await ended).json()).playback.completedAt).not.toBeNull();
      await page.reload();
      await page.getByText('視聴済み').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      for (const opened of contexts) await opened.close();
    }
  });

  it("fills a discussion room and tells the next person, who gets in once a place is free; a session's room beside it (issue 65)", async () => {
    const presentation = demoProgram.presentations.filter((p) => p.isPublic !== false)[2]!;
    const [row] = await app.db.select({ id: presentations.id }).from(presentations).where(eq(presentations.code, presentation.code));
    const contexts: BrowserContext[] = [];
    try {
      // A manager on a phone, in English, sets up the room for one person.
      const host = await signedInPage(browser, url, 'en', manager, contexts, { width: 390, height: 844 });
      await host.goto(`${url}/presentations/${row!.id}`);
      const hostRoom = host.getByRole('region', { name: 'Discussion room', exact: true });
      await hostRoom.getByText('This presentation has no discussion room yet.').waitFor();
      await hostRoom.getByLabel('Meeting URL').fill('http://meet.example.org/room');
      await hostRoom.getByRole('button', { name: 'Save', exact: true }).click();
      await hostRoom.getByText('Invalid URL').waitFor();
      await hostRoom.getByLabel('Meeting URL').fill('https://meet.example.org/kaigi-e2e');
      await hostRoom.getByLabel('Capacity (empty: the conference default)').fill('1');
      await hostRoom.getByRole('button', { name: 'Save', exact: true }).click();
      await hostRoom.getByRole('button', { name: 'Enter the room' }).waitFor();
      // The session's room, shared by its presentations, is set up apart.
      const hostSession = host.getByRole('region', { name: "The session's discussion room" });
      await hostSession.getByText('This session has no discussion room yet.').waitFor();
      await hostSession.getByLabel('Meeting URL').fill('https://meet.example.org/session-e2e');
      await hostSession.getByRole('button', { name: 'Save', exact: true }).click();
      await hostSession.getByRole('button', { name: 'Enter the room' }).waitFor();
      expect(await axeViolations(host)).toEqual([]);

      // The member, in Japanese, enters: the meeting's link appears.
      await open('ja');
      await logIn(member);
      await page.goto(`${url}/presentations/${row!.id}`);
      expect(await page.getByText('https://meet.example.org/kaigi-e2e').count()).toBe(0);
      const room = page.getByRole('region', { name: 'ディスカッションルーム', exact: true });
      await room.getByRole('button', { name: '入室する' }).click();
      const link = room.getByRole('link', { name: 'ミーティングを開く（新しいタブ）' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe('https://meet.example.org/kaigi-e2e');
      const sessionRoom = page.getByRole('region', { name: 'セッションのディスカッションルーム' });
      await sessionRoom.getByRole('button', { name: '入室する' }).click();
      expect(await sessionRoom.getByRole('link', { name: 'ミーティングを開く（新しいタブ）' }).getAttribute('href')).toBe(
        'https://meet.example.org/session-e2e',
      );
      expect(await axeViolations(page)).toEqual([]);

      // The room is full for the next person; once the member leaves, they get in.
      await hostRoom.getByRole('button', { name: 'Enter the room' }).click();
      await hostRoom.getByRole('alert').filter({ hasText: 'The discussion room is full. Please try again in a moment' }).waitFor();
      await room.getByRole('button', { name: '退室する' }).click();
      await room.getByRole('button', { name: '入室する' }).waitFor();
      await hostRoom.getByRole('button', { name: 'Enter the room' }).click();
      await hostRoom.getByRole('link', { name: 'Open the meeting (new tab)' }).waitFor();
    } finally {
      for (const opened of contexts) await opened.close();
    }
  });

  it('lists a participant once they choose to appear, and finds them by name, on a phone and in English (issue 65)', async () => {
    await open('ja', { width: 390, height: 844 });
    await logIn(member);
    await page.getByRole('navigation', { name: '大会メニュー' }).getByRole('link', { name: '参加者一覧' }).click();
    await page.getByRole('heading', { name: '参加者一覧', level: 1 }).waitFor();
    expect(await page.title()).toBe('参加者一覧 | 第12回 計算科学シンポジウム');
    await page.getByText('該当する参加者はいません。').waitFor();
    await page.getByRole('switch', { name: '自分を参加者一覧に表示する' }).check();
    await page.getByRole('listitem').filter({ hasText: '会員 次郎' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const contexts: BrowserContext[] = [];
    try {
      const english = await signedInPage(browser, url, 'en', member, contexts);
      await english.goto(`${url}/participants`);
      await english.getByLabel('Search by name or affiliation').fill('会員');
      await english.getByRole('button', { name: 'Search', exact: true }).click();
      await english.waitForURL(/q=/);
      await english.getByRole('status').filter({ hasText: '1 person' }).waitFor();
      expect(await english.getByRole('switch', { name: 'Show me in the participant list' }).isChecked()).toBe(true);
      expect(await english.getByText('@example.com').count()).toBe(0);
      expect(await axeViolations(english)).toEqual([]);
    } finally {
      for (const opened of contexts) await opened.close();
    }
  });

  it('shows my page, and writes every time of the timetable in the zone chosen there, at once and after a reload (issue 65)', async () => {
    await open('ja', { width: 390, height: 844 });
    await logIn(member);
    await page.getByRole('navigation', { name: '大会メニュー' }).getByRole('link', { name: 'マイページ' }).click();
    await page.getByRole('heading', { name: 'マイページ', level: 1 }).waitFor();
    expect(await page.title()).toBe('マイページ | 第12回 計算科学シンポジウム');
    for (const heading of ['参加登録', '自分の発表', 'お気に入り', '自分のコメント', '設定'])
      await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
    await page.getByText('member@example.com', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('時刻の表示').selectOption('America/Los_Angeles');
    await page.getByRole('region', { name: '設定' }).getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'My page', level: 1 }).waitFor();
    expect(await page.getByLabel('Times shown in').inputValue()).toBe('America/Los_Angeles');

    // 1A1 runs 09:30–11:00 on March 10 in Tokyo: 16:30–18:00 on March 9 in Los Angeles (PST).
    const first = demoProgram.sessions[0]!;
    await page.goto(`${url}/timetable`);
    const session = page.getByRole('region', { name: `${first.code} ${first.name}` });
    // (This test's browser starts every page in Japanese.)
    await session.getByText(`${first.code} · 03/09 16:30–18:00`).waitFor();
    await page.reload();
    await session.getByText(`${first.code} · 03/09 16:30–18:00`).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await session.getByText(`${first.code} · Mar 9 16:30–18:00`).waitFor();
    await page.getByLabel('Times shown in').selectOption('Asia/Tokyo');
    await session.getByText(`${first.code} · 09:30–11:00`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the timetable one room at a time on a phone', async () => {
    await open('en', { width: 390, height: 844 });
    await page.goto(url);
    await page.getByLabel('Email address').fill(member.email);
    await page.getByLabel('Password', { exact: false }).first().fill(member.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('navigation', { name: 'Conference menu' }).getByRole('link', { name: 'Timetable' }).click();
    await page.getByLabel('Rooms').waitFor();
    // One room, chosen in the picker: no room columns side by side.
    expect(await page.getByLabel('Rooms').locator('option:checked').textContent()).toBe('Room A');
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Room A']);
    const roomA = demoProgram.sessions.filter((s) => s.roomId === 1 && s.startAt.startsWith('2027-03-10')).length;
    await page.locator('main section[aria-label] h3').first().waitFor();
    expect(await page.locator('main section[aria-label] h3').count()).toBe(roomA);
    // Another room from the picker.
    await page.getByLabel('Rooms').selectOption({ label: 'Room B' });
    await page.waitForURL(/room=2/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
  });

  // Issue 68, item 18: at 1280 px the fifth room and its stars were cut off with no sign of more.
  it('fits every room of a day at 1280 px, and says the grid scrolls where it does not', async () => {
    // 960 px is the narrowest screen that shows rooms side by side (narrower, one room at a time);
    // a grid wider than its page (larger text) says it scrolls.
    for (const [width, fits] of [
      [1280, true],
      [960, true],
    ] as const) {
      await open('ja', { width, height: 900 });
      await logIn(member);
      await page.goto(`${url}/timetable`);
      const grid = page.locator('div[role="region"][aria-label="タイムテーブル"]');
      await grid.getByRole('heading', { level: 2 }).first().waitFor();
      expect(await grid.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(fits);
      expect(await page.getByText(/横にスクロールすると残りの会場が見られます/).count()).toBe(fits ? 0 : 1);
      expect(await axeViolations(page)).toEqual([]);
    }

    // Item 17: the overlap warning of a starred cell sits under its title, inside its own card.
    const grid = page.locator('div[role="region"][aria-label="タイムテーブル"]');
    const [a, b] = demoProgram.presentations.filter((p) => p.isPublic !== false && p.startAt === demoProgram.presentations[0]!.startAt);
    const star = (p: typeof a, verb: 'に追加' | 'から外す') => grid.getByRole('button', { name: `${p!.code} ${p!.name} をマイスケジュール${verb}` });
    for (const p of [a, b]) {
      if (await star(p, 'から外す').count()) {
        await star(p, 'から外す').click();
        await star(p, 'に追加').waitFor();
      }
    }
    await star(a, 'に追加').click();
    await star(a, 'から外す').waitFor();
    await star(b, 'に追加').click();
    const card = grid.getByRole('article', { name: `${b!.code} ${b!.name}` });
    const warning = card.getByRole('alert');
    await warning.waitFor();
    const cardBox = (await card.boundingBox())!;
    const warningBox = (await warning.boundingBox())!;
    expect(warningBox.x).toBeGreaterThanOrEqual(cardBox.x - 1);
    expect(warningBox.x + warningBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 1);
    expect(warningBox.y).toBeGreaterThan((await card.getByRole('heading').boundingBox())!.y);
    expect((await card.getByRole('heading').boundingBox())!.width).toBeGreaterThan(cardBox.width / 2);
    expect(await axeViolations(page)).toEqual([]);
  });

  // Issue 68, item 29 (§8): a failed series query left the search form with empty lists and no word.
  it('says when the search lists could not be loaded, in either language, and loads them on retry', async () => {
    await open('ja');
    await logIn(member);
    let failing = true;
    await page.route('**/graphql', async (route) => {
      if (failing && (route.request().postData() ?? '').includes('SearchOptions')) await route.fulfill({ status: 503, body: 'unavailable' });
      else await route.fallback();
    });
    await page.getByRole('navigation', { name: '大会メニュー' }).getByRole('link', { name: '発表検索' }).click();
    await page.getByRole('alert').filter({ hasText: 'シリーズ・キーワード・会場の一覧を取得できませんでした' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('alert').filter({ hasText: 'The series, keywords and rooms could not be loaded' }).waitFor();
    failing = false;
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Series' }).click();
    expect(await page.getByRole('option').count()).toBeGreaterThan(1);
  });

  it('names the page a signed-out guest asked for, above the invitation to log in', async () => {
    await open('ja');
    // A presentation's own name is the program's: a guest sees the kind of page instead.
    await page.goto(`${url}/presentations/${demoProgram.presentations[0]!.id}`);
    await page.getByRole('heading', { level: 1, name: '発表' }).waitFor();
    await page.goto(`${url}/posters`);
    await page.getByRole('heading', { level: 1, name: 'ポスター一覧' }).waitFor();
    await page.getByText('プログラムをご覧になるにはログインしてください。').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Poster Presentation' }).waitFor();
    await page.getByText('Please log in to see the program.').waitFor();
  });

  it('refuses an unapproved attendee the timetable with the reason', async () => {
    await open('ja');
    await logIn(attendee);
    // No program menu for an account that would be refused.
    expect(await page.getByRole('navigation', { name: '大会メニュー' }).count()).toBe(0);
    await page.goto(`${url}/timetable`);
    await page.getByRole('alert').filter({ hasText: 'アカウントの承認後にご覧いただけます' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('alert').filter({ hasText: 'once your account has been approved' }).waitFor();
  });

  it('removes the timetable from the menu and its route when a manager turns isTimetable off', async () => {
    await open('ja');
    await logIn(manager);
    const result = await page.evaluate(async () => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ query: 'mutation { updateDashboardSettings(dashboardSettings: { isTimetable: false }) { isTimetable } }' }),
      });
      return response.json();
    });
    expect(result.data.updateDashboardSettings.isTimetable).toBe(false);
    await open('ja');
    await logIn(member);
    const menu = page.getByRole('navigation', { name: '大会メニュー' });
    expect(await menu.getByRole('link', { name: 'ポスター一覧' }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'タイムテーブル' }).count()).toBe(0);
    await page.goto(`${url}/timetable`);
    await page.getByText('このページはこの大会では公開されていません。').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['タイムテーブル']);
  });
});
