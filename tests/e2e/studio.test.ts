import { afterAll, beforeAll, expect, it } from 'vitest';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startStudio, type Studio } from '../../devkit/studioServer';
import { axeWhenStill, describeInChromium, launchBrowser } from './browser';

/**
 * `npm run studio` (issue 20, "As files"), as a staff member uses it: the page shows a
 * conference's forms in both languages; saving a fixture changes them within a second; a broken
 * fixture shows each problem with file, JSON path and the suggested fix, and the last good forms
 * stay beside it until the file is fixed.
 */
describeInChromium('npm run studio in Chromium', () => {
  let studio: Studio;
  let browser: Browser;
  let dir: string;

  beforeAll(async () => {
    dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'kaigi-studio-')), 'fixtures');
    await cp('fixtures', dir, { recursive: true });
    studio = await startStudio({ fixturesDir: dir, port: 3000 + Math.floor(Math.random() * 2000) + 4000 });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await studio?.close();
  });

  it("follows the saved files, names a broken file's problems and keeps the last good forms beside them", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => localStorage.setItem('kaigi.language', 'en'));
    await page.goto(`${studio.url}?conference=demo`);
    const questionsJa = page.getByTestId('preview-questions-ja');
    const questionsEn = page.getByTestId('preview-questions-en');
    // Vite prepares the studio's modules on the first visit; later saves are fast.
    await questionsEn.getByLabel(/Your role in the society/).waitFor({ timeout: 90_000 });
    await expect(questionsJa.getByLabel(/所属学会での役職/).count()).resolves.toBe(1);
    expect(await axeWhenStill(page)).toEqual([]);

    // A saved label reaches both columns within a second.
    const questions = path.join(dir, 'custom-questions', 'demo.json');
    const original = await readFile(questions, 'utf8');
    let saved = Date.now();
    await writeFile(
      questions,
      original
        .replace('"labelEn": "Your role in the society"', '"labelEn": "Your office in the society"')
        .replace('"label": "所属学会での役職"', '"label": "学会での役職名"'),
    );
    await questionsEn.getByLabel(/Your office in the society/).waitFor();
    await questionsJa.getByLabel(/学会での役職名/).waitFor();
    const shownAfter = Date.now() - saved;
    expect(shownAfter).toBeLessThan(1000);

    // A misspelt key: the problem with its file, path and fix, and the last good forms beside it.
    const conference = path.join(dir, 'conferences', 'demo.json');
    const settings = await readFile(conference, 'utf8');
    saved = Date.now();
    await writeFile(conference, settings.replace('"isRequireUserZipCode"', '"isRequireZipCode"'));
    const problems = page.getByRole('alert');
    await problems.waitFor();
    expect(Date.now() - saved).toBeLessThan(1000);
    await expect(problems.textContent()).resolves.toContain('fixtures/conferences/demo.json at /isRequireZipCode');
    await expect(problems.textContent()).resolves.toContain('Suggested fix: did you mean "isRequireUserZipCode"?');
    await expect(page.getByRole('heading', { name: 'The forms of the last good configuration' }).count()).resolves.toBe(1);
    await expect(questionsEn.getByLabel(/Your office in the society/).count()).resolves.toBe(1);
    expect(await axeWhenStill(page)).toEqual([]);

    // Fixed: the problems go and the forms are the file's again.
    await writeFile(conference, settings);
    await problems.waitFor({ state: 'detached' });
    await expect(page.getByRole('heading', { name: 'The forms of the last good configuration' }).count()).resolves.toBe(0);

    // The page's own words follow the language switch at once; each column keeps its language.
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByRole('heading', { name: '設定スタジオ' }).waitFor();
    await expect(questionsEn.getByLabel(/Your office in the society/).count()).resolves.toBe(1);
    console.log(`studio: a saved question label shown in ${shownAfter} ms`);
  });
});
