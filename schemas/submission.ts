import type { FromSchema } from 'json-schema-to-ts';

/**
 * Abstract submission settings (docs/requirements/operation-area.md §1, §4 "Abstract save", §5 limits): per
 * conference, per kind of presentation, the application period, which fields the application form
 * asks, the limits on texts, authors and keywords, and the abstract PDF's size limit. One file per
 * conference, `fixtures/submission/<id>.json`.
 */

export const submissionKinds = ['oral', 'poster', 'sponsor'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

/** The fields a conference may ask, each none, optional or required (like the kinds of §3). */
export const submissionFieldNames = [
  'title',
  'titleEn',
  'abstract',
  'abstractEn',
  'language',
  'isPublic',
  'keywords',
  'abstractPdf',
  'posterPdf',
  'graphicalAbstract',
] as const;
export type SubmissionFieldName = (typeof submissionFieldNames)[number];

export const presenceKinds = ['none', 'optional', 'required'] as const;
const presence = { type: 'string', enum: presenceKinds } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const limit = (maximum: number, description: string) => ({ type: 'integer', minimum: 1, maximum, description }) as const;

export const kindSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fields', 'limits'],
  properties: {
    proposalStartAt: { ...dateTime, description: 'First moment applications are accepted (inclusive); missing: open since always.' },
    proposalEndAt: { ...dateTime, description: 'Last moment applications are accepted (inclusive); missing: open until further notice.' },
    fields: {
      type: 'object',
      additionalProperties: false,
      required: [...submissionFieldNames],
      properties: Object.fromEntries(submissionFieldNames.map((name) => [name, presence])) as Record<SubmissionFieldName, typeof presence>,
    },
    limits: {
      type: 'object',
      additionalProperties: false,
      required: ['maxAuthors', 'minKeywords'],
      properties: {
        titleChars: limit(1000, 'Characters of the Japanese title, as a reader counts them.'),
        titleEnWords: limit(500, 'Words of the English title.'),
        abstractChars: limit(20000, 'Characters of the Japanese abstract, markup not counted.'),
        abstractEnWords: limit(10000, 'Words of the English abstract, markup not counted.'),
        maxAuthors: limit(100, 'The most authors an application may list.'),
        minKeywords: { type: 'integer', minimum: 0, maximum: 20, description: 'The fewest keywords an application must choose.' },
      },
    },
    abstractPdfMaxMb: { type: 'integer', enum: [10, 20], default: 10, description: 'The abstract PDF limit (spec §5: 20 or 10 MB, by field).' },
  },
} as const;

export const submissionSettingsSchema = {
  $id: 'https://kaigi.example/schemas/submission.json',
  title: 'Abstract submission settings',
  type: 'object',
  additionalProperties: false,
  required: ['kinds'],
  properties: {
    $schema: { type: 'string' },
    kinds: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(submissionKinds.map((kind) => [kind, kindSettingsSchema])) as Record<SubmissionKind, typeof kindSettingsSchema>,
    },
  },
} as const;

export type KindSettings = FromSchema<typeof kindSettingsSchema>;
export type SubmissionSettings = FromSchema<typeof submissionSettingsSchema>;

/** The save actions of spec §4 "Abstract save". */
export const applicationStatuses = ['presenter_temp', 'presenter_submit', 'mng_temp', 'mng_submit'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Hard caps of any stored application, draft or not: what a body may hold at all. */
export const APPLICATION_CAPS = { text: 50_000, name: 100, institutes: 100, authors: 100, keywords: 200 } as const;

const capped = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const instituteKey = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,16}$' } as const;

export const instituteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key'],
  properties: { key: instituteKey, name: capped(255), nameEn: capped(255) },
} as const;

export const authorSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    lastName: capped(APPLICATION_CAPS.name),
    firstName: capped(APPLICATION_CAPS.name),
    lastNameEn: capped(APPLICATION_CAPS.name),
    firstNameEn: capped(APPLICATION_CAPS.name),
    membershipNumber: capped(30),
    isPresenter: { type: 'boolean' },
    instituteKeys: { type: 'array', maxItems: APPLICATION_CAPS.institutes, items: instituteKey },
  },
} as const;

/**
 * The shape every stored application has, draft or submitted: types and hard caps only. A draft
 * is checked against this alone ("valid or not"); a submission also against the form's rules.
 */
export const applicationDataSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: capped(APPLICATION_CAPS.text),
    titleEn: capped(APPLICATION_CAPS.text),
    abstract: capped(APPLICATION_CAPS.text),
    abstractEn: capped(APPLICATION_CAPS.text),
    language: { type: 'string', enum: ['japanese', 'english', 'unspecified'] },
    isPublic: { type: 'boolean' },
    keywordIds: { type: 'array', maxItems: APPLICATION_CAPS.keywords, items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
    institutes: { type: 'array', maxItems: APPLICATION_CAPS.institutes, items: instituteSchema },
    authors: { type: 'array', maxItems: APPLICATION_CAPS.authors, items: authorSchema },
    abstractPdf: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    posterPdf: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    graphicalAbstract: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  },
} as const;

export type ApplicationData = FromSchema<typeof applicationDataSchema>;
export type ApplicationAuthor = FromSchema<typeof authorSchema>;
export type ApplicationInstitute = FromSchema<typeof instituteSchema>;

/** The file fields of an application: each stores an uploaded file's id. */
export const applicationFileFields = ['abstractPdf', 'posterPdf', 'graphicalAbstract'] as const;
export type ApplicationFileField = (typeof applicationFileFields)[number];
