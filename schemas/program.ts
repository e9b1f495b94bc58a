import type { FromSchema } from 'json-schema-to-ts';

/**
 * The conference program (docs/requirements/operation-area.md §3): rooms, series, institutes, the sessions of
 * the timetable and the oral and poster presentations with their authors and keywords. One file
 * per conference, `fixtures/program/<id>.json`. Ids are the staff's own and stay stable across
 * re-seeds; author ids are given by the database.
 */

export const presentationKinds = ['oral', 'poster'] as const;
export type PresentationKind = (typeof presentationKinds)[number];
export const presentationLanguages = ['japanese', 'english', 'unspecified'] as const;
export const presentationLocations = ['onsite', 'online', 'hybrid'] as const;

/** Ids from 1,000,001 up belong to accepted applications (server/services/presentationApplications.ts). */
const id = { type: 'integer', minimum: 1, maximum: 999_999 } as const;
const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const code = {
  type: 'string',
  pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,31}$',
  description: 'Shown before the name, e.g. 1A-03 or P-12; unique in the file.',
} as const;

const named = {
  name: text(255, 1),
  nameEn: text(255),
} as const;

const room = { type: 'object', additionalProperties: false, required: ['id', 'name'], properties: { id, ...named } } as const;

const series = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'name'],
  properties: { id, kind: { type: 'string', enum: presentationKinds }, ...named },
} as const;

const institute = { type: 'object', additionalProperties: false, required: ['id', 'name'], properties: { id, ...named } } as const;

const session = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'code', 'presentationKind', 'name', 'startAt', 'endAt', 'roomId'],
  properties: {
    id: { ...id, description: 'Shares its numbering with the sessions of fixtures/commissions; an id is used once.' },
    code,
    presentationKind: { type: 'string', enum: presentationKinds, description: 'Oral sessions fill the timetable; poster sessions are the poster core times.' },
    seriesId: id,
    roomId: id,
    ...named,
    startAt: dateTime,
    endAt: dateTime,
    organizersHtml: { ...text(2000), description: 'The chairpersons as shown on the timetable; sanitized when seeded.' },
    organizersHtmlEn: text(2000),
  },
} as const;

const author = {
  type: 'object',
  additionalProperties: false,
  required: ['lastName', 'firstName', 'instituteIds'],
  properties: {
    lastName: text(50, 1),
    firstName: text(50, 1),
    lastNameEn: text(50),
    firstNameEn: text(50),
    membershipNumber: text(32),
    isPresenter: { type: 'boolean', default: false },
    instituteIds: { type: 'array', minItems: 1, maxItems: 10, items: id, description: 'In order: the first is the main affiliation.' },
  },
} as const;

const presentation = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'code', 'name', 'authors'],
  properties: {
    id,
    kind: { type: 'string', enum: presentationKinds },
    code,
    sessionId: id,
    seriesId: id,
    startAt: { ...dateTime, description: 'The slot inside its session (the "section"); absent for a poster.' },
    endAt: dateTime,
    ...named,
    abstract: text(10000),
    abstractEn: text(10000),
    isPublic: { type: 'boolean', default: true, description: 'Unpublished presentations are never shown to attendees.' },
    isLocked: { type: 'boolean', default: false },
    isSponsor: { type: 'boolean', default: false },
    language: { type: 'string', enum: presentationLanguages, default: 'unspecified' },
    location: { type: 'string', enum: presentationLocations, default: 'onsite' },
    abstractPdf: { type: 'string', pattern: '^(https://|/)\\S*$', maxLength: 2000, description: 'A site path (/abstracts/1A-01.pdf) or an https address.' },
    keywordIds: { type: 'array', maxItems: 20, uniqueItems: true, items: id, default: [] },
    authors: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: author,
      description: 'In order: the first author first. Exactly one is the presenter.',
    },
  },
} as const;

export const programFileSchema = {
  $id: 'https://kaigi.example/schemas/program.json',
  title: 'Conference program',
  type: 'object',
  additionalProperties: false,
  required: ['rooms', 'series', 'institutes', 'sessions', 'presentations'],
  properties: {
    $schema: { type: 'string' },
    rooms: { type: 'array', maxItems: 100, items: room },
    series: { type: 'array', maxItems: 200, items: series },
    institutes: { type: 'array', maxItems: 100000, items: institute },
    sessions: { type: 'array', maxItems: 5000, items: session },
    presentations: { type: 'array', maxItems: 50000, items: presentation },
  },
} as const;

export type ProgramFile = FromSchema<typeof programFileSchema>;
export type ProgramPresentation = ProgramFile['presentations'][number];
export type ProgramSession = ProgramFile['sessions'][number];
export type ProgramAuthor = ProgramPresentation['authors'][number];

export const emptyProgram: ProgramFile = { rooms: [], series: [], institutes: [], sessions: [], presentations: [] };

/**
 * The filters of OralPresentations and PosterPresentations (docs/requirements/operation-area.md §7), with
 * their limits. The GraphQL arguments are derived from this schema (server/graphql/program.ts).
 */
const searchText = { type: 'string', maxLength: 200 } as const;
const positive = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
export const PROGRAM_PAGE_SIZE = { default: 20, max: 100, options: 5 } as const;
export const presentationFiltersSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    seriesId: positive,
    sessionId: positive,
    categoryId: positive,
    keywordId: positive,
    q: { ...searchText, description: 'Words found in names, abstracts, author names or institute names, in either language.' },
    name: searchText,
    abstract: searchText,
    authorName: searchText,
    instituteName: searchText,
    date: { type: 'string', format: 'date', description: 'A conference day (Tokyo).' },
    language: { type: 'string', enum: presentationLanguages },
    withPublic: { type: 'boolean', description: 'Only published presentations (true, the default). Managers may pass false to see all.' },
    isRandomOrder: { type: 'boolean' },
    randomSeed: { type: 'integer', minimum: 0, maximum: 2147483647 },
    programRoomId: positive,
    isSponsor: { type: 'boolean' },
    per: { type: 'integer', minimum: 1, maximum: PROGRAM_PAGE_SIZE.max },
    page: { type: 'integer', minimum: 1, maximum: 100000 },
  },
} as const;

export type PresentationFilters = FromSchema<typeof presentationFiltersSchema>;

/** The page metadata of every list (docs/requirements/operation-area.md §3 "Pager"). */
export interface Pager {
  currentPage: number;
  totalPages: number;
  limitValue: number;
  isLastPage: boolean;
  totalCount: number;
  nextPage: number | null;
}
