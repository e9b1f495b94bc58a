import { expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { seedDemoAccounts } from '../../server/seed';
import { HEARD_LEVEL } from '../../src/pages/venue/avCheck';
import { updateOperationSettings } from '../../server/services/operationSettings';
import { applyForSlot, listSeminars, saveSeminar } from '../../server/services/seminars';
import { users } from '../../server/db/schema';
import { ensureEntryCodes } from '../../server/services/nameCards';
import { axeViolations, chromiumSuite, describeInFullChromium, signedInPage } from './browser';

const member = { email: 'member@example.com', password: 'Member-2026!' };
const evaluator = { email: 'evaluator@example.com', password: 'Evaluator-2026!' };
const manager = { email: 'manager@example.com', password: 'Manager-2026!' };

/**
 * The venue's pages in Chromium (issue 66). The audio and camera check runs on Chromium's fake
 * devices, a camera that draws a moving picture and a microphone that beeps, which Chromium itself
 * has and its headless shell does not.
 */
describeInFullChromium('the venue in Chromium', () => {
  let app: FastifyInstance;
  let url: string;
  let browser: Browser;

  chromiumSuite(
    { conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1000 },
    async (suite) => {
      ({ app, url, browser } = suite);
      await seedDemoAccounts(app.db, 'demo', 'test');
    },
    { args: () => ['--use-fake-device-for-media-stream'], full: true },
  );

  /** The meter's readings over `ms`: a live microphone gives more than one. */
  async function levels(page: Page, ms: number): Promise<number[]> {
    const meter = page.getByRole('progressbar', { name: /Microphone level|マイクの音量/ });
    const seen: number[] = [];
    for (const started = Date.now(); Date.now() - started < ms;) {
      seen.push(Number(await meter.getAttribute('aria-valuenow')));
      await page.waitForTimeout(100);
    }
    return seen;
  }

  it('shows the fake camera, a moving microphone level and plays a test sound, from the dashboard, then in Japanese (issue 66)', async () => {
    const contexts: BrowserContext[] = [];
    try {
      const page = await signedInPage(browser, url, 'en', member, contexts);
      await page.context().grantPermissions(['camera', 'microphone'], { origin: url });
      await page.getByRole('link', { name: 'Audio and camera check' }).click();
      await page.getByRole('heading', { name: 'Audio and camera check', level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Start the check' }).click();

      await page.getByText('Your camera works').waitFor();
      const preview = page.getByLabel('Camera preview');
      // Playing: the picture has a size and its time moves on.
      await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.currentTime > 0.2 && !video.paused)).toBe(true);
      expect(await preview.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);

      await page.getByText('We hear you.').waitFor();
      const readings = await levels(page, 1500);
      expect(Math.max(...readings)).toBeGreaterThanOrEqual(HEARD_LEVEL);
      expect(new Set(readings).size).toBeGreaterThan(1);

      // The fake devices, named, to switch between.
      await page.getByRole('combobox', { name: 'Device' }).first().click();
      expect(await page.getByRole('option').count()).toBeGreaterThan(0);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Play a test sound' }).click();
      await page.getByRole('button', { name: 'Playing…' }).waitFor();
      await page.getByRole('button', { name: 'Play a test sound' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // Japanese at once, the live check going on.
      await page.getByRole('button', { name: '日本語' }).click();
      await page.getByRole('heading', { name: '音声・カメラチェック', level: 1 }).waitFor();
      await page.getByText('カメラは使えます').waitFor();
      expect(Math.max(...(await levels(page, 1200)))).toBeGreaterThan(0);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });

  it('says the camera and microphone are blocked, on a phone in Japanese, signed out (issue 66)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      await context.addInitScript(() => localStorage.setItem('kaigi.language', 'ja'));
      const page = await context.newPage();
      await page.goto(`${url}/audio_test`);
      await page.getByRole('button', { name: '確認を始める' }).click();
      await page.getByRole('alert').filter({ hasText: 'カメラがブロックされています' }).waitFor();
      await page.getByRole('alert').filter({ hasText: 'マイクがブロックされています' }).waitFor();
      expect(await page.getByRole('button', { name: 'もう一度試す' }).count()).toBe(2);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('alert').filter({ hasText: 'This browser blocks the camera' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('says so where the browser has no camera or microphone access at all (§8, issue 66)', async () => {
    const context = await browser.newContext();
    try {
      await context.addInitScript(() => {
        localStorage.setItem('kaigi.language', 'en');
        Object.defineProperty(navigator, 'mediaDevices', { value: undefined });
      });
      const page = await context.newPage();
      await page.goto(`${url}/audio_test`);
      await page.getByRole('alert').filter({ hasText: 'This browser cannot use a camera or microphone' }).waitFor();
      expect(await page.getByRole('button', { name: 'Start the check' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('lets a member apply for a seminar once, shows full and clashing slots, and says when a slot filled while the dialog was open (issue 66)', async () => {
    await updateOperationSettings(app.db, 'demo', 'dashboard', { isLunchSeminar: true, isLunchSeminarMngOnly: false });
    const lunch = (day: number, capacity: number) => ({ startsAt: `2030-03-${day}T03:00:00Z`, endsAt: `2030-03-${day}T04:00:00Z`, room: 'Room C', capacity });
    const text = { descriptionJa: 'お弁当つき', descriptionEn: 'Lunch provided', hostJa: '計算科学株式会社', hostEn: 'Keisan Kagaku Inc.' };
    await saveSeminar(app.db, 'demo', { ...text, titleJa: 'スパコン入門', titleEn: 'Supercomputing for beginners', slots: [lunch(10, 5), lunch(11, 1)] });
    await saveSeminar(app.db, 'demo', { ...text, titleJa: '量子計算入門', titleEn: '', slots: [lunch(10, 5)] });
    const [first, second] = await listSeminars(app.db, 'demo');
    const [evaluatorRow] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, evaluator.email));
    const contexts: BrowserContext[] = [];
    try {
      const page = await signedInPage(browser, url, 'en', member, contexts);
      await page.getByRole('link', { name: 'Co-hosted seminars' }).click();
      await page.getByRole('heading', { name: 'Co-hosted seminars', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Supercomputing for beginners' }).waitFor();
      // The seminar without an English title shows the Japanese one and says so.
      await page.getByText('(no English version was given)').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const firstSeminar = page.getByRole('region', { name: 'Supercomputing for beginners' });
      await firstSeminar.getByRole('button', { name: 'Apply' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Apply for this seminar?' });
      await dialog.getByText('Once sent, this application cannot be changed or cancelled.').waitFor();
      await dialog.getByLabel('Anything the organizers should know (optional)').fill('No eggs, please');
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Send the application' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: 'Your applications' }).waitFor();
      await page.getByText('Your note: No eggs, please').waitFor();
      await firstSeminar.getByText('Applied').waitFor();
      await firstSeminar.getByText('4 of 5 places left').waitFor();
      // The other seminar at the same time: not open to this member any more.
      await page.getByRole('region', { name: '量子計算入門' }).getByText('You hold a slot at this time').waitFor();

      // The one-place slot fills while the dialog is open: the refusal names it, and the page shows it full.
      await firstSeminar.getByRole('button', { name: 'Apply' }).click();
      await applyForSlot(app.db, 'demo', evaluatorRow!.id, first!.slots[1]!.id, { note: '' });
      await dialog.getByRole('button', { name: 'Send the application' }).click();
      await dialog.getByText('This time slot is full').waitFor();
      await dialog.getByRole('button', { name: 'Back' }).click();
      await firstSeminar.getByText('Full').waitFor();
      expect(second!.slots).toHaveLength(1);

      // Japanese on a phone, for the evaluator who took the last place.
      const phone = await signedInPage(browser, url, 'ja', evaluator, contexts, { width: 390, height: 844 });
      await phone.goto(`${url}/lunch_seminars`);
      await phone.getByRole('heading', { name: '共催セミナー', level: 1 }).waitFor();
      await phone.getByRole('region', { name: 'スパコン入門' }).getByText('申込済み').waitFor();
      await phone.getByText('残り4席（定員5名）').waitFor();
      expect(await axeViolations(phone)).toEqual([]);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });

  it("lets a manager write a seminar with its slots, refuses a form with what is missing, and cancels an applicant's place (issue 66)", async () => {
    const contexts: BrowserContext[] = [];
    try {
      const page = await signedInPage(browser, url, 'en', manager, contexts);
      await page.getByRole('link', { name: 'Co-hosted seminars' }).last().click();
      await page.getByRole('heading', { name: 'Co-hosted seminars', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'New seminar' }).click();
      const form = page.getByRole('form', { name: 'New seminar' });
      await form.getByRole('button', { name: 'Remove time slot 1' }).click();
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('Add at least one time slot').waitFor();
      expect(await form.getByText('Required field').count()).toBe(2);
      expect(await axeViolations(page)).toEqual([]);

      await form.getByLabel('Title (Japanese)').fill('データ同化の実際');
      await form.getByLabel('Co-hosting company (Japanese)').fill('同化技研');
      await form.getByRole('button', { name: 'Add a time slot' }).click();
      const slot = form.getByRole('group', { name: 'Time slot 1' });
      // The new slot's empty times and room are named at once (the form was tried).
      await slot.getByText('Required field').first().waitFor();
      expect(await slot.getByText('Required field').count()).toBe(3);
      await slot.getByLabel('Starts').fill('2030-03-12T12:00');
      await slot.getByLabel('Ends').fill('2030-03-12T11:00');
      await slot.getByLabel('Room').fill('Room B');
      await slot.getByLabel('Places').fill('2');
      await form.getByRole('button', { name: 'Save' }).click();
      await slot.getByText('The end must be after the start').waitFor();
      await slot.getByLabel('Ends').fill('2030-03-12T13:00');
      await form.getByRole('button', { name: 'Save' }).click();
      const item = page.getByRole('region', { name: 'データ同化の実際' });
      await item.getByText('2030/03/12 12:00–13:00 · Room B · 0 of 2 places taken').waitFor();

      // A member applies; the manager sees the note and cancels the application, which frees the place.
      const [seminar] = (await listSeminars(app.db, 'demo')).filter((candidate) => candidate.titleJa === 'データ同化の実際');
      const [memberRow] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
      await applyForSlot(app.db, 'demo', memberRow!.id, seminar!.slots[0]!.id, { note: 'Wheelchair access' });
      await page.reload();
      await item.getByText('1 of 2 places taken').waitFor();
      await item.getByRole('button', { name: 'Applicants' }).click();
      await item.getByRole('cell', { name: 'Wheelchair access' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      page.once('dialog', (dialog) => void dialog.accept());
      await item.getByRole('button', { name: 'Cancel' }).click();
      await item.getByText('Nobody has applied yet.').waitFor();
      await page.reload();
      await item.getByText('0 of 2 places taken').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // In Japanese on a phone.
      const phone = await signedInPage(browser, url, 'ja', manager, contexts, { width: 390, height: 844 });
      await phone.goto(`${url}/mng/seminars`);
      await phone.getByRole('heading', { name: '共催セミナー', level: 1 }).waitFor();
      await phone.getByRole('region', { name: 'データ同化の実際' }).getByText('申込0名／定員2名').waitFor();
      expect(await axeViolations(phone)).toEqual([]);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });

  it('records entries at the door on a phone without a connection, sends them once it returns, and refuses a second check-in (issue 66)', async () => {
    const contexts: BrowserContext[] = [];
    try {
      const [memberRow] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
      const code = (await app.db.transaction((tx) => ensureEntryCodes(tx, 'demo', [memberRow!.id]))).get(memberRow!.id)!;
      const page = await signedInPage(browser, url, 'ja', manager, contexts, { width: 390, height: 844 });
      await page.getByRole('link', { name: '入退場' }).click();
      await page.getByRole('heading', { name: '入退場', level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // The connection drops: the scan waits on the phone.
      await page.context().setOffline(true);
      await page.getByLabel('名札のコード').fill(code.toLowerCase());
      await page.getByRole('button', { name: '記録' }).click();
      await page.getByTestId('pass-queue').filter({ hasText: '送信待ち 1件' }).waitFor();
      await page.getByRole('alert').filter({ hasText: '通信できません' }).waitFor();
      await page.context().setOffline(false);
      await page.getByText('入場: 会員 次郎').waitFor();
      await expect.poll(() => page.getByTestId('pass-queue').count()).toBe(0);

      // The same card again, a while later: already in. In English at once.
      await page.getByLabel('名札のコード').fill(`KAIGI-ENTRY:${code}`);
      await page.getByRole('button', { name: '記録' }).click();
      await page.getByText(/同じ名札が続けて読み取られました|既に入場済みです/).waitFor();
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByText(/The same name card was just scanned|Already checked in/).waitFor();
      await page.getByText('Checked in: Jiro Kaiin').waitFor();

      // A card left at home: found by name, checked out.
      await page.getByRole('button', { name: 'Exit' }).click();
      await page.getByLabel('Find by name, e-mail or affiliation').fill('member@example.com');
      await page.getByRole('button', { name: 'Check out Jiro Kaiin' }).click();
      await page.getByText('Checked out: Jiro Kaiin').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
});
