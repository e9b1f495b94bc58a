import { pdfOf } from '../support/files';
import type { Page } from 'playwright-core';
import { Q, tinyPng } from '../../devkit/answers';

export const questionId = (uuid: string) => `root_customAnswers_${uuid}`;

/** Two animation frames: React has committed what the last action changed. */
export const settle = async (page: Page) => {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
};

const labels = {
  ja: { addLine: '行を追加', size: /記念Tシャツのサイズ/, yes: '参加する' },
  en: { addLine: 'Add a line', size: /Souvenir T-shirt size/, yes: 'Yes' },
} as const;

/** A small valid PDF of one page. */
export const tinyPdf = Buffer.from(pdfOf());

/**
 * Answers every question of the all-types set as a person would: typing, ticking, choosing,
 * uploading. The radio is chosen, chosen again (which clears it) and chosen once more.
 */
export async function answerEveryQuestion(page: Page, language: 'ja' | 'en') {
  const text = labels[language];
  await page.locator(`#${questionId(Q.text)}`).fill('評議員');
  await settle(page);
  await page.locator(`#${questionId(Q.textarea)}`).fill('卵アレルギーがあります');
  await settle(page);
  await page.locator(`#${questionId(Q.textArray)}`).fill('佐藤 一郎');
  await settle(page);
  await page
    .locator(`fieldset:has(#${questionId(Q.textArray)})`)
    .getByRole('button', { name: text.addLine })
    .click();
  await settle(page);
  await page.locator(`#${questionId(Q.textArray)}_1`).fill('高橋 花');
  await settle(page);
  await page.locator(`#${questionId(Q.switch)}`).check();
  await settle(page);
  await page.locator(`#${questionId(Q.checkbox)}-2`).check();
  await settle(page);
  await page.locator(`#${questionId(Q.checkbox)}-0`).check();
  await settle(page);
  await page.locator(`#${questionId(Q.singleCheckbox)}`).check();
  await settle(page);
  await page.getByRole('combobox', { name: text.size }).click();
  await settle(page);
  await page.getByRole('option', { name: 'L', exact: true }).click();
  await settle(page);
  const yes = page.locator(`#${questionId(Q.radio)}-0`);
  await yes.click();
  await settle(page);
  await yes.click();
  await settle(page);
  if (await yes.isChecked()) throw new Error('a second click on the chosen radio should clear it');
  await yes.click();
  await settle(page);
  await page
    .locator(`#${questionId(Q.rate)}`)
    .getByRole('radio', { name: '7', exact: true })
    .click();
  await settle(page);
  await page.locator(`#${questionId(Q.date)}`).fill('2027-09-01');
  await settle(page);
  await page.locator(`[data-testid="${questionId(Q.file)}"]`).setInputFiles({ name: 'student-id.pdf', mimeType: 'application/pdf', buffer: tinyPdf });
  await settle(page);
  await page.locator(`#${questionId(Q.hiddenLabel)}`).fill('090-1234-5678');
  await settle(page);
}

export const profileImage = { name: 'me.png', mimeType: 'image/png', buffer: tinyPng };

/**
 * Fills the demo conference's form in English as a person would, after the password: names,
 * membership, affiliation, location, one keyword, every question and both consents.
 */
export async function fillDemoRegistration(page: Page, person: { nameSei: string; nameMei: string; affiliation: string }) {
  await page.locator('#root_nameSei').fill(person.nameSei);
  await page.locator('#root_nameMei').fill(person.nameMei);
  await page.getByRole('combobox', { name: /Membership/ }).click();
  await page.getByRole('option', { name: 'Member', exact: true }).click();
  await page.locator('#root_affiliation_name').fill(person.affiliation);
  await page.getByRole('radio', { name: 'On site' }).check();
  await page.getByRole('combobox', { name: 'Category 1' }).click();
  await page.getByRole('option', { name: 'Numerical methods', exact: true }).click();
  await page.getByRole('combobox', { name: 'Keyword 1' }).click();
  await page.getByRole('option', { name: 'Spectral methods', exact: true }).click();
  await settle(page);
  await answerEveryQuestion(page, 'en');
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
}
