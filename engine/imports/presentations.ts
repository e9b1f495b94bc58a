import type { JsonSchema } from '../formModel';
import { exportWords } from '../downloads';
import { programFileSchema, presentationKinds, type PresentationKind } from '../../schemas/program';
import { importChange, isYes, readImportRows, yesNoCell, type ImportChange, type ImportColumn, type ImportProblem } from './common';

/**
 * Presentations with their authors imported from a spreadsheet (issue 67): one row per author, in
 * author order. A presentation's own cells (code, kind, session, times, titles, abstracts,
 * published) are read from its first row; its later rows may leave them empty or repeat them, and
 * a different value there is a problem naming the first row. Presentations are merged by code:
 * a new code adds one, a known code has its cells and authors replaced; none is removed.
 */

const presentationItem = programFileSchema.properties.presentations.items;
const authorItem = presentationItem.properties.authors.items;

/** A time as the program CSV writes it (Tokyo, `2026/09/10 13:00`), or with dashes. */
export const TIME_PATTERN = '^\\d{4}[-/]\\d{1,2}[-/]\\d{1,2}[ T]\\d{1,2}:\\d{2}$';

export const presentationImportColumns = [
  { key: 'code', ja: '発表番号', en: 'Code' },
  { key: 'kind', ja: '種別', en: 'Kind' },
  { key: 'sessionCode', ja: 'セッション番号', en: 'Session code' },
  { key: 'startAt', ja: '開始', en: 'Start' },
  { key: 'endAt', ja: '終了', en: 'End' },
  { key: 'name', ja: '題目', en: 'Title' },
  { key: 'nameEn', ja: '題目（英語）', en: 'Title (English)' },
  { key: 'abstract', ja: '要旨', en: 'Abstract' },
  { key: 'abstractEn', ja: '要旨（英語）', en: 'Abstract (English)' },
  { key: 'isPublic', ja: '公開', en: 'Published' },
  { key: 'lastName', ja: '著者の姓', en: "Author's family name" },
  { key: 'firstName', ja: '著者の名', en: "Author's given name" },
  { key: 'lastNameEn', ja: '著者の姓（英語）', en: "Author's family name (English)" },
  { key: 'firstNameEn', ja: '著者の名（英語）', en: "Author's given name (English)" },
  { key: 'institutes', ja: '著者の所属', en: "Author's affiliations" },
  { key: 'isPresenter', ja: '登壇者', en: 'Presenter' },
] as const satisfies readonly ImportColumn[];
export type PresentationImportKey = (typeof presentationImportColumns)[number]['key'];

/** The cells that belong to the presentation rather than to one author. */
const presentationKeys = ['code', 'kind', 'sessionCode', 'startAt', 'endAt', 'name', 'nameEn', 'abstract', 'abstractEn', 'isPublic'] as const;

/** The kind's cell: the word the program CSV writes, in either language, or the value itself. */
const kindByWord = new Map<string, PresentationKind>(
  presentationKinds.flatMap((kind) => [
    [kind, kind],
    [exportWords[kind].ja, kind],
    [exportWords[kind].en.toLowerCase(), kind],
  ]),
);

const time = { type: 'string', pattern: TIME_PATTERN };
const rowSchema = {
  type: 'object',
  required: ['code', 'lastName', 'firstName', 'institutes'],
  properties: {
    code: presentationItem.properties.code,
    kind: { type: 'string', maxLength: 50 },
    sessionCode: { type: 'string', maxLength: 32 },
    startAt: time,
    endAt: time,
    name: presentationItem.properties.name,
    nameEn: presentationItem.properties.nameEn,
    abstract: presentationItem.properties.abstract,
    abstractEn: presentationItem.properties.abstractEn,
    isPublic: yesNoCell,
    lastName: authorItem.properties.lastName,
    firstName: authorItem.properties.firstName,
    lastNameEn: authorItem.properties.lastNameEn,
    firstNameEn: authorItem.properties.firstNameEn,
    institutes: { type: 'string', maxLength: 2000 },
    isPresenter: yesNoCell,
  },
} as unknown as JsonSchema;

export interface ImportedAuthor {
  lastName: string;
  firstName: string;
  lastNameEn: string;
  firstNameEn: string;
  /** Affiliation names in order, matched to the conference's institutes by name (either language). */
  institutes: string[];
  isPresenter: boolean;
}

export interface ImportedPresentation {
  code: string;
  kind: PresentationKind;
  sessionCode: string;
  /** ISO instants, or empty. */
  startAt: string;
  endAt: string;
  name: string;
  nameEn: string;
  abstract: string;
  abstractEn: string;
  isPublic: boolean;
  authors: ImportedAuthor[];
  /** The spreadsheet row the presentation starts on, for problems found later (an unknown session). */
  row: number;
}

/** A Tokyo wall-clock time (no summer time there) as an ISO instant; undefined when it is no such day or time. */
export function tokyoInstant(cell: string): string | undefined {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T](\d{1,2}):(\d{2})$/.exec(cell);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour - 9, minute);
  const back = new Date(utc + 9 * 3_600_000);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  return new Date(utc).toISOString();
}

/** An affiliations cell: names separated by semicolons (or ；), in order. */
export const instituteNames = (cell: string) =>
  cell
    .split(/[;；]/)
    .map((name) => name.trim())
    .filter(Boolean);

/** The most authors a presentation has and affiliations an author has: the program file's limits. */
export const AUTHORS_MAX = presentationItem.properties.authors.maxItems;
export const INSTITUTES_MAX = authorItem.properties.instituteIds.maxItems;

/**
 * Reads a file of presentations, an author a row: each row checked against the program file's
 * limits, its presentation's cells against the presentation's first row, and each presentation
 * for what the program needs (a title and a kind, an end after its start, one presenter at most).
 */
export function readPresentationList(records: readonly (readonly string[])[]): { presentations: ImportedPresentation[]; problems: ImportProblem[] } {
  const read = readImportRows(records, presentationImportColumns, rowSchema);
  const problems = [...read.problems];
  const byCode = new Map<string, { first: number; values: Record<PresentationImportKey, string>; presentation: ImportedPresentation }>();
  for (const { row, values } of read.rows) {
    const key = values.code.toLowerCase();
    let entry = byCode.get(key);
    if (!entry) {
      const kind = values.kind ? (kindByWord.get(values.kind) ?? kindByWord.get(values.kind.toLowerCase())) : undefined;
      if (!values.kind) problems.push({ row, column: 'kind', code: 'required' });
      else if (!kind) problems.push({ row, column: 'kind', code: 'importUnknownKind', params: { kind: values.kind } });
      if (!values.name) problems.push({ row, column: 'name', code: 'required' });
      const startAt = values.startAt ? tokyoInstant(values.startAt) : '';
      const endAt = values.endAt ? tokyoInstant(values.endAt) : '';
      if (startAt === undefined) problems.push({ row, column: 'startAt', code: 'importBadTime' });
      if (endAt === undefined) problems.push({ row, column: 'endAt', code: 'importBadTime' });
      if (startAt && endAt && endAt <= startAt) problems.push({ row, column: 'endAt', code: 'endsBeforeStart' });
      if (Boolean(values.startAt) !== Boolean(values.endAt)) problems.push({ row, column: values.startAt ? 'endAt' : 'startAt', code: 'importTimesTogether' });
      entry = {
        first: row,
        values,
        presentation: {
          code: values.code,
          kind: kind ?? 'oral',
          sessionCode: values.sessionCode,
          startAt: startAt ?? '',
          endAt: endAt ?? '',
          name: values.name,
          nameEn: values.nameEn,
          abstract: values.abstract,
          abstractEn: values.abstractEn,
          isPublic: values.isPublic === '' || isYes(values.isPublic),
          authors: [],
          row,
        },
      };
      byCode.set(key, entry);
    } else {
      for (const column of presentationKeys) {
        if (values[column] !== '' && values[column] !== entry.values[column])
          problems.push({ row, column, code: 'importRowDiffers', params: { row: entry.first } });
      }
    }
    const institutes = instituteNames(values.institutes);
    if (values.institutes && institutes.length === 0) problems.push({ row, column: 'institutes', code: 'required' });
    if (institutes.length > INSTITUTES_MAX) problems.push({ row, column: 'institutes', code: 'importTooMany', params: { limit: INSTITUTES_MAX } });
    const { presentation } = entry;
    if (presentation.authors.length === AUTHORS_MAX) problems.push({ row, column: 'lastName', code: 'importTooMany', params: { limit: AUTHORS_MAX } });
    const isPresenter = isYes(values.isPresenter);
    if (isPresenter && presentation.authors.some((author) => author.isPresenter)) problems.push({ row, column: 'isPresenter', code: 'importOnePresenter' });
    presentation.authors.push({
      lastName: values.lastName,
      firstName: values.firstName,
      lastNameEn: values.lastNameEn,
      firstNameEn: values.firstNameEn,
      institutes,
      isPresenter,
    });
  }
  return { presentations: [...byCode.values()].map((entry) => entry.presentation), problems: problems.sort((a, b) => a.row - b.row) };
}

/** A presentation as stored, in the shape the file gives, for telling what an import changes. */
export type StoredPresentation = Omit<ImportedPresentation, 'row'>;

const authorKeys = ['lastName', 'firstName', 'lastNameEn', 'firstNameEn', 'isPresenter'] as const;
const sameAuthor = (before: ImportedAuthor, after: ImportedAuthor) =>
  authorKeys.every((key) => before[key] === after[key]) && before.institutes.join('\n') === after.institutes.join('\n');
const samePresentation = (before: StoredPresentation, after: ImportedPresentation) =>
  presentationKeys.every((key) => before[key] === after[key]) &&
  before.authors.length === after.authors.length &&
  before.authors.every((author, index) => sameAuthor(author, after.authors[index]!));

/** What importing presentations would change: merged by code (case aside); presentations not in the file stay. */
export function presentationListChange(current: ReadonlyMap<string, StoredPresentation>, next: readonly ImportedPresentation[]): ImportChange {
  return importChange(current, next, (presentation) => presentation.code.toLowerCase(), samePresentation, false);
}
