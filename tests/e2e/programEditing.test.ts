import { expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { seedDemoAccounts } from '../../server/seed';
import { axeWhenStill, chromiumSuite, describeInChromium, signedInPage } from './browser';

const manager = { email: 'manager@example.com', password: 'Manager-2026!' };
const member = { email: 'member@example.com', password: 'Member-2026!' };

/**
 * Program editing in Chromium (issue 67): a manager adds a room and a session on it, the form
 * naming what is missing first; drags one presentation onto the session and moves another with
 * the keyboard; an attendee's timetable shows both at once. A room group and an event reach the
 * attendees' timetable. Japanese on a phone, axe clean.
 */
describeInChromium('program editing in Chromium', () => {
  let app: FastifyInstance;
  let url: string;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  chromiumSuite({ conference: 'demo', demo: true, passwordHashCost: 'test', loginRateLimit: 1000 }, async (suite) => {
    ({ app, url, browser } = suite);
    await seedDemoAccounts(app.db, 'demo', 'test');
  });

  it('builds a session in a new room, fills it by drag and by keyboard, and the attendees’ timetable follows', async () => {
    try {
      // Tall enough that the dragged presentation and the session it goes to are on screen together.
      const page = await signedInPage(browser, url, 'en', manager, contexts, { width: 1280, height: 2400 });
      await page.getByRole('link', { name: 'Program editing' }).click();
      await page.getByRole('heading', { name: 'Program', level: 1 }).waitFor();

      // A room.
      await page.getByRole('tab', { name: 'Rooms' }).click();
      const newRoom = page.getByRole('form', { name: 'New room' });
      await newRoom.getByLabel('Name (Japanese)').fill('E会場');
      await newRoom.getByLabel('Name (English)').fill('Room E');
      await newRoom.getByRole('button', { name: 'Add' }).click();
      await page.getByRole('status').getByText('Saved').waitFor();
      await page.getByRole('form', { name: 'E会場' }).waitFor();
      expect(await axeWhenStill(page)).toEqual([]);

      // A session on it: a first save names what is missing, in the page's language.
      await page.getByRole('tab', { name: 'Sessions' }).click();
      await page.getByRole('button', { name: 'New session' }).click();
      const form = page.getByRole('form', { name: 'New session' });
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('Required field').first().waitFor();
      expect(await form.getByText('Required field').count()).toBeGreaterThanOrEqual(5);
      await form.getByLabel('Code').fill('E1');
      await form.getByLabel('Name (Japanese)').fill('特別セッション');
      await form.getByLabel('Name (English)').fill('Special session');
      await form.getByLabel('Abstract (Japanese)').fill('若手研究者による特別セッション');
      await form.getByRole('combobox', { name: 'Series' }).click();
      await page.getByRole('option', { name: 'General talks' }).click();
      await form.getByRole('combobox', { name: 'Room' }).click();
      await page.getByRole('option', { name: 'Room E' }).click();
      await form.getByLabel('Start (Tokyo time)').fill('13:00');
      await form.getByLabel('End (Tokyo time)').fill('12:00');
      await form.getByText('The end must be after the start').waitFor();
      await form.getByLabel('End (Tokyo time)').fill('14:00');
      expect(await form.getByText('Required field').count()).toBe(0);
      expect(await axeWhenStill(page)).toEqual([]);
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').getByText('Saved').waitFor();
      await page.getByRole('row', { name: /E1 Special session/ }).waitFor();

      // Drag 1A1-01 onto it: it takes the session's first slot, 15 minutes as before.
      await page.getByRole('tab', { name: 'Timetable' }).click();
      const e1 = page.getByTestId('session-E1');
      await e1.getByText('No presentations yet').waitFor();
      await page.getByTestId('presentation-1A1-01').dragTo(e1);
      await page.getByRole('status').getByText('1A1-01 moved to E1').waitFor();
      await e1.getByText('13:00–13:15').waitFor();

      // Move 1A1-02 with the keyboard: the dialog offers the session's next free slot.
      await page.getByRole('button', { name: 'Move 1A1-02' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Move 1A1-02' });
      await dialog.getByRole('combobox', { name: 'Session' }).focus();
      await page.keyboard.press('ArrowDown');
      await page.getByRole('option', { name: /^E1 Special session/ }).focus();
      await page.keyboard.press('Enter');
      expect(await dialog.getByLabel('Start (Tokyo time)').inputValue()).toBe('13:15');
      expect(await dialog.getByLabel('End (Tokyo time)').inputValue()).toBe('13:30');
      await dialog.getByRole('button', { name: 'Save' }).focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await e1.getByText('13:15–13:30').waitFor();
      expect(await e1.getByRole('listitem').count()).toBe(2);
      expect(await axeWhenStill(page)).toEqual([]);

      // An attendee's timetable has the new session with both presentations.
      const attendee = await signedInPage(browser, url, 'en', member, contexts);
      const { rooms } = (await (await page.context().request.get(new URL('/web_api/mng/program', url).href)).json()) as {
        rooms: { id: number; nameEn: string }[];
      };
      await attendee.goto(`${url}/timetable?room=${rooms.find((room) => room.nameEn === 'Room E')!.id}`);
      const session = attendee.getByRole('region', { name: /^E1 / });
      await session
        .getByText(/1A1-01/)
        .first()
        .waitFor();
      await session
        .getByText(/1A1-02/)
        .first()
        .waitFor();
    } finally {
      await Promise.all(contexts.splice(0).map((context) => context.close()));
    }
  });

  it('puts rooms in a group and adds an event; the attendees’ timetable offers the group and lists the event', async () => {
    try {
      const page = await signedInPage(browser, url, 'en', manager, contexts, { width: 1280, height: 1200 });
      await page.goto(`${url}/mng/program?tab=groups`);
      const newGroup = page.getByRole('form', { name: 'New room group' });
      await newGroup.getByLabel('Name (Japanese)').fill('南館');
      await newGroup.getByLabel('Name (English)').fill('South wing');
      await newGroup.getByRole('button', { name: 'Add' }).click();
      await page.getByRole('form', { name: '南館' }).waitFor();

      await page.getByRole('tab', { name: 'Rooms', exact: true }).click();
      const roomC = page.getByRole('form', { name: 'C会場' });
      await roomC.getByRole('combobox', { name: 'Group' }).click();
      await page.getByRole('option', { name: 'South wing' }).click();
      await roomC.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').getByText('Saved').waitFor();
      expect(await axeWhenStill(page)).toEqual([]);

      // An event: a first save names what is missing; a room taken by a session is refused on the field.
      await page.getByRole('tab', { name: 'Events' }).click();
      await page.getByRole('button', { name: 'New event' }).click();
      const form = page.getByRole('form', { name: 'New event' });
      await form.getByRole('button', { name: 'Save' }).click();
      expect(await form.getByText('Required field').count()).toBe(3);
      await form.getByLabel('Name (Japanese)').fill('特別講演');
      await form.getByLabel('Name (English)').fill('Keynote');
      await form.getByLabel('Start (Tokyo time)').fill('10:00');
      await form.getByLabel('End (Tokyo time)').fill('10:30');
      await form.getByRole('combobox', { name: 'Room' }).click();
      await page.getByRole('option', { name: 'Room A' }).click();
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText(/Session 1A1 \(2027\/03\/10 09:30–11:00\) is in this room at this time/).waitFor();
      await form.getByLabel('Start (Tokyo time)').fill('12:00');
      await form.getByLabel('End (Tokyo time)').fill('12:45');
      expect(await axeWhenStill(page)).toEqual([]);
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').getByText('Saved').waitFor();
      await page.getByRole('list', { name: 'Events' }).getByText('Keynote').waitFor();

      const attendee = await signedInPage(browser, url, 'en', member, contexts, { width: 1280, height: 900 });
      await attendee.goto(`${url}/timetable?day=2027-03-10`);
      const events = attendee.getByRole('region', { name: 'Events' });
      await events.getByText('Keynote').waitFor();
      await events.getByText(/12:00.12:45/).waitFor();
      await events.getByText(/Room A/).waitFor();
      expect(await attendee.locator('#timetable-rooms-select optgroup[label="South wing"] option').allTextContents()).toEqual(['Room C']);
      expect(await axeWhenStill(attendee)).toEqual([]);
    } finally {
      await Promise.all(contexts.splice(0).map((context) => context.close()));
    }
  });

  it('arranges the program on a phone in Japanese', async () => {
    try {
      const page = await signedInPage(browser, url, 'ja', manager, contexts, { width: 390, height: 844 });
      await page.goto(`${url}/mng/program?day=2027-03-11`);
      await page.getByRole('heading', { name: 'プログラム', level: 1 }).waitFor();
      await page.getByTestId('session-2A1').waitFor();
      await page.getByRole('button', { name: '移動 2A1-01' }).click();
      const dialog = page.getByRole('dialog', { name: '2A1-01 を移動' });
      await dialog.getByLabel('公開').uncheck();
      await dialog.getByRole('button', { name: '保存' }).click();
      await page.getByRole('status').getByText('保存しました').waitFor();
      await page.getByTestId('presentation-2A1-01').getByText('非公開').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeWhenStill(page)).toEqual([]);
    } finally {
      await Promise.all(contexts.splice(0).map((context) => context.close()));
    }
  });
});
