import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildSubmissionForm } from '../../engine/submission/buildSubmissionForm';
import { checkApplication } from '../../engine/submission/checkApplication';
import { schemaValidator } from '../../src/forms/browserValidator';
import type { KeywordCategory } from '../../schemas/keywords';
import type { ApplicationData, SubmissionSettings } from '../../schemas/submission';
import { submissionSettings } from '../../server/db/schema';
import { seedDemoAccounts } from '../../server/seed';
import strict from '../../fixtures/submission/strict-society.json';
import { pdfOf } from '../support/files';
import { buildTestApp, csrf, generatedCases, logInAs, multipart } from './helper';

/**
 * The browser and the server agree on an application (issue 17): for random applications with
 * random author and institute lists, texts around their counted limits, markup and full-width
 * text, the browser's submit check and the server's answer agree on validity and on which fields
 * (down to the author and institute position) are wrong.
 */
let app: FastifyInstance;
let headers: Record<string, string>;
let keywordCategories: KeywordCategory[];
let pdfId: number;
const settings = structuredClone(strict) as SubmissionSettings;
const oral = settings.kinds.oral!;

beforeAll(async () => {
  app = await buildTestApp({ conference: 'strict-society', passwordHashCost: 'test', loginRateLimit: 1000, uploadRateLimit: 1000 });
  await seedDemoAccounts(app.db, 'strict-society', 'test');
  // The period is moved around today, so the property never ages out of it.
  oral.proposalStartAt = new Date(Date.now() - 86_400_000).toISOString();
  oral.proposalEndAt = new Date(Date.now() + 86_400_000).toISOString();
  await app.db.update(submissionSettings).set({ value: settings }).where(eq(submissionSettings.conferenceId, 'strict-society'));
  headers = await csrf(app);
  headers.cookie = `${headers.cookie}; ${await logInAs(app, headers, 'attendee@example.com', 'Attendee-2026!')}`;
  keywordCategories = (await app.inject({ url: '/web_api/keywords' })).json().categories;
  const { payload, contentType } = await multipart([['file', { name: 'a.pdf', type: 'application/pdf', bytes: pdfOf(500) }]]);
  const upload = await app.inject({
    method: 'POST',
    url: '/web_api/presentation_applications/files?field=abstractPdf&kind=oral',
    payload,
    headers: { ...headers, 'content-type': contentType },
  });
  pdfId = upload.json().file.id;
});
afterAll(() => app.close());

const limits = oral.limits as Required<typeof oral.limits>;
const repeat = (unit: string, n: number) => unit.repeat(Math.max(0, n));
const name = fc.constantFrom('山田', 'Ｙａｍａｄａ', 'Sato', '', ' ', 'x'.repeat(51), 'タカハシ');
const optionalName = fc.option(name, { nil: undefined });
const jaText = (limit: number) =>
  fc.constantFrom(
    undefined,
    '',
    '　',
    repeat('あ', limit),
    repeat('あ', limit + 1),
    `<b>${repeat('字', limit - 2)}</b>&amp;`,
    repeat('Ａ', limit - 1) + '<br>x',
    `a < b ${repeat('漢', limit - 4)}`,
    `<i>${repeat('語', limit)}</i>`,
    '短い本文',
  );
const enText = (limit: number) =>
  fc.constantFrom(
    undefined,
    '',
    repeat('word ', limit),
    repeat('word ', limit + 1),
    `<i>${repeat('ｗｏｒｄ　', limit)}</i>`,
    `${repeat('state-of-the-art ', limit - 1)} — end`,
    'A short title',
    `${repeat('w ', limit)}<sup>2</sup>`,
  );
const institutes = fc
  .array(
    fc.record(
      {
        key: fc.constantFrom('i1', 'i2', 'i3', 'i4'),
        name: fc.constantFrom('東京大学', '', ' ', 'Kyoto University'),
        nameEn: fc.constantFrom(undefined, '', 'The University of Tokyo'),
      },
      { requiredKeys: ['key', 'name'] },
    ),
    { maxLength: 4 },
  )
  .map((list) => list.filter((item, i) => list.findIndex((other) => other.key === item.key) === i));
const author = fc.record(
  {
    lastName: optionalName,
    firstName: optionalName,
    lastNameEn: optionalName,
    firstNameEn: optionalName,
    membershipNumber: fc.constantFrom(undefined, '', 'JSM-1001'),
    isPresenter: fc.constantFrom(true, false, undefined),
    instituteKeys: fc.constantFrom([], ['i1'], ['i1', 'i2'], ['i3'], ['i9'], undefined),
  },
  { requiredKeys: [] },
);
const validAuthor = { lastName: '山田', firstName: '太郎', lastNameEn: 'Yamada', firstNameEn: 'Taro', isPresenter: false, instituteKeys: ['i1'] };

const valid = {
  title: '地震波形の分類',
  titleEn: 'Classifying seismic waveforms',
  abstract: '本研究では<b>深層学習</b>を用いた。',
  abstractEn: 'We used <i>deep</i> learning.',
  language: 'japanese',
  isPublic: true,
  keywordIds: [101, 201],
  institutes: [{ key: 'i1', name: '東京大学', nameEn: 'The University of Tokyo' }],
  authors: [{ ...validAuthor, isPresenter: true }],
  abstractPdf: 'own',
};
/** Each field: mostly its valid value, sometimes a random one, so the rules meet each other. */
const sometimes = <T>(validValue: unknown, random: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(validValue), weight: 4 }, { arbitrary: random, weight: 1 });

const application = fc
  .record({
    title: sometimes(valid.title, jaText(limits.titleChars)),
    titleEn: sometimes(valid.titleEn, enText(limits.titleEnWords)),
    abstract: sometimes(valid.abstract, jaText(limits.abstractChars)),
    abstractEn: sometimes(valid.abstractEn, enText(limits.abstractEnWords)),
    language: sometimes(valid.language, fc.constantFrom('japanese', 'english', 'unspecified', undefined)),
    isPublic: sometimes(valid.isPublic, fc.constantFrom(true, false, undefined)),
    keywordIds: sometimes(valid.keywordIds, fc.constantFrom([101, 201], [101], [], [101, 102, 201], [999, 101], undefined)),
    institutes: sometimes(valid.institutes, institutes),
    authors: fc.oneof(
      fc.array(author, { maxLength: limits.maxAuthors + 2 }),
      fc
        .integer({ min: 1, max: limits.maxAuthors + 1 })
        .chain((n) => fc.integer({ min: 0, max: n - 1 }).map((p) => Array.from({ length: n }, (_, i) => ({ ...validAuthor, isPresenter: i === p })))),
      fc
        .integer({ min: 1, max: limits.maxAuthors + 1 })
        .chain((n) => fc.integer({ min: 0, max: n - 1 }).map((p) => Array.from({ length: n }, (_, i) => ({ ...validAuthor, isPresenter: i === p })))),
    ),
    abstractPdf: sometimes(valid.abstractPdf, fc.constantFrom('own', undefined)),
  })
  .map((raw) => {
    const data = Object.fromEntries(
      Object.entries({ ...raw, abstractPdf: raw.abstractPdf === 'own' ? pdfId : undefined }).filter(([, value]) => value !== undefined),
    );
    return JSON.parse(JSON.stringify(data)) as ApplicationData;
  });

/** Random applications checked: 1,000 on PGlite, fewer on PostgreSQL (see generatedCases). */
const RUNS = generatedCases(1000);

describe('browser and server agree on an application', () => {
  it(`on validity and on every wrong field, over ${RUNS.toLocaleString('en')} random applications`, async () => {
    let validCount = 0;
    await fc.assert(
      fc.asyncProperty(application, fc.constantFrom('ja' as const, 'en' as const), async (data, language) => {
        const form = buildSubmissionForm({ kind: 'oral', settings: oral, language, keywordCategories });
        const clientFields = checkApplication(form, data, schemaValidator(form))
          .map((error) => error.path)
          .sort();
        const response = await app.inject({
          method: 'POST',
          url: '/web_api/presentation_applications',
          payload: { action: 'submit', kind: 'oral', data },
          headers: { ...headers, 'content-type': 'application/json' },
        });
        if (clientFields.length === 0) {
          validCount += 1;
          expect(response.statusCode, response.body).toBe(201);
        } else {
          expect(response.statusCode, response.body).toBe(422);
          expect((response.json().errors as { field: string }[]).map((error) => error.field).sort()).toEqual(clientFields);
        }
      }),
      { numRuns: RUNS },
    );
    expect(validCount).toBeGreaterThan(20);
    expect(validCount).toBeLessThan(980);
  }, 300_000);
});
