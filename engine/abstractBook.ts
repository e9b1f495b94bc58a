import type { Language } from '../schemas/conferenceSettings';
import { abstractBookStatuses, type AbstractBookStatus } from '../schemas/abstractBooks';
import type { LocalizedText } from './messages';
import { authorName, numberedInstitutes, type AuthorNames } from './program/authors';
import { htmlText } from './richText';
import { formatInstant, CONFERENCE_TIME_ZONE } from './time';

/**
 * The abstract book (issue 67): the published presentations by session, with a table of contents
 * and an author index, in Japanese or English. What it says and how its text is cut into styled
 * pieces lives here; the server draws the PDF (server/services/abstractBookPdf.ts).
 */
export { abstractBookStatuses, type AbstractBookStatus };

export const abstractBookStatusLabels: Record<AbstractBookStatus, LocalizedText> = {
  queued: { ja: '待機中', en: 'Waiting' },
  running: { ja: '作成中', en: 'Generating' },
  completed: { ja: '完成', en: 'Ready' },
  failed: { ja: '失敗', en: 'Failed' },
};

/** The book's own words, in the language it is printed in. */
export const abstractBookWords = {
  ja: {
    title: '講演要旨集',
    contents: '目次',
    authorIndex: '著者索引',
    withoutSession: 'セッション未定の発表',
    presenterNote: '○ は発表者',
    noAbstract: '要旨はありません。',
    otherLanguage: '日本語版はありません。英語版を掲載します。',
    generated: '作成日時',
    room: '会場',
  },
  en: {
    title: 'Abstract book',
    contents: 'Contents',
    authorIndex: 'Author index',
    withoutSession: 'Presentations without a session',
    presenterNote: '○ marks the presenter',
    noAbstract: 'No abstract has been given.',
    otherLanguage: 'No English version was given; shown in Japanese.',
    generated: 'Generated',
    room: 'Room',
  },
} satisfies Record<Language, Record<string, string>>;

/** How often a running book records how far it has come, in presentations. */
export const ABSTRACT_BOOK_PROGRESS_EVERY = 25;

/** A piece of an abstract's text in one style. */
export interface AbstractRun {
  text: string;
  bold: boolean;
  italic: boolean;
  /** Set lower or higher than the line, smaller: H₂O, 10⁵. */
  script: 'sub' | 'sup' | null;
}

const tag = /<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi;

/**
 * An abstract's stored markup (the marks of `abstractPurifyConfig`: bold, italic, sub- and
 * superscript, line breaks) as lines of styled runs, the text as a reader sees it: entities read,
 * spaces collapsed, any other tag dropped. A line break is a `<br>` or a newline, as on the page.
 */
export function abstractRuns(html: string): AbstractRun[][] {
  const lines: AbstractRun[][] = [[]];
  const depth = { bold: 0, italic: 0, sub: 0, sup: 0 };
  const push = (raw: string) => {
    const parts = htmlText(raw).replace(/\r\n?/g, '\n').split('\n');
    parts.forEach((part, index) => {
      if (index > 0) lines.push([]);
      const text = part.replace(/[ \t\f\v\u00a0]+/g, ' ');
      if (!text) return;
      const run: AbstractRun = {
        text,
        bold: depth.bold > 0,
        italic: depth.italic > 0,
        script: depth.sub > 0 ? 'sub' : depth.sup > 0 ? 'sup' : null,
      };
      const line = lines.at(-1)!;
      const last = line.at(-1);
      if (last && last.bold === run.bold && last.italic === run.italic && last.script === run.script) last.text += run.text;
      else line.push(run);
    });
  };
  let at = 0;
  for (const match of html.matchAll(tag)) {
    push(html.slice(at, match.index));
    at = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = match[2]!.toLowerCase();
    const step = closing ? -1 : 1;
    if (name === 'br') lines.push([]);
    else if (name === 'b' || name === 'strong') depth.bold = Math.max(0, depth.bold + step);
    else if (name === 'i' || name === 'em') depth.italic = Math.max(0, depth.italic + step);
    else if (name === 'sub') depth.sub = Math.max(0, depth.sub + step);
    else if (name === 'sup') depth.sup = Math.max(0, depth.sup + step);
  }
  push(html.slice(at));
  // A line's edges carry no spaces; leading and trailing empty lines go.
  for (const line of lines) {
    if (line[0]) line[0].text = line[0].text.trimStart();
    const last = line.at(-1);
    if (last) last.text = last.text.trimEnd();
  }
  const filled = lines.map((line) => line.filter((run) => run.text));
  while (filled.length && filled[0]!.length === 0) filled.shift();
  while (filled.length && filled.at(-1)!.length === 0) filled.pop();
  return filled;
}

/** An entry of the author index: a name, and the codes of the presentations that name appears on, in the book's order. */
export interface AuthorIndexEntry {
  name: string;
  codes: string[];
}

const collators = { ja: new Intl.Collator('ja'), en: new Intl.Collator('en', { sensitivity: 'base' }) };

/**
 * The author index of a book: each person once (the same names in both scripts are one person),
 * with the codes of their presentations. Japanese sorts by the names' reading, which the program
 * has as the English (romanised) name, else by the name as written; English by family name, and
 * writes "Family, Given" as an index does.
 */
export function authorIndex(presentations: readonly { code: string; authors: readonly AuthorNames[] }[], language: Language): AuthorIndexEntry[] {
  const people = new Map<string, AuthorIndexEntry & { sortKey: string }>();
  for (const presentation of presentations) {
    for (const author of presentation.authors) {
      const key = [author.lastName, author.firstName, author.lastNameEn ?? '', author.firstNameEn ?? ''].map((part) => part.trim()).join('\u0000');
      let entry = people.get(key);
      if (!entry) {
        const english = author.lastNameEn && author.firstNameEn ? `${author.lastNameEn} ${author.firstNameEn}` : '';
        entry = {
          name: language === 'en' && english ? `${author.lastNameEn}, ${author.firstNameEn}` : authorName(author, 'ja'),
          codes: [],
          sortKey: (english || `${author.lastName} ${author.firstName}`).toLowerCase(),
        };
        people.set(key, entry);
      }
      if (!entry.codes.includes(presentation.code)) entry.codes.push(presentation.code);
    }
  }
  const collator = collators[language];
  return [...people.values()]
    .sort((a, b) => collator.compare(a.sortKey, b.sortKey) || collator.compare(a.name, b.name))
    .map(({ name, codes }) => ({ name, codes }));
}

/** An author as the program stores one (the presentation's author card). */
export interface BookAuthor extends AuthorNames {
  isPresenter: boolean;
  institutes: readonly { id: number; name: string; nameEn: string | null }[];
}

/** A presentation as the book reads it from the program. */
export interface BookSource {
  code: string;
  name: string;
  nameEn: string | null;
  abstract: string | null;
  abstractEn: string | null;
  startAt: string | null;
  endAt: string | null;
  authors: readonly BookAuthor[];
}

/** A presentation as the book prints it, in one language. */
export interface BookEntry {
  code: string;
  /** Its time in Tokyo, or empty. */
  time: string;
  title: string;
  /** The authors on one line: the presenter marked ○, affiliation numbers raised. */
  authors: AbstractRun[];
  /** The numbered institutes on one line. */
  institutes: AbstractRun[];
  abstract: AbstractRun[][];
  /** Said under the abstract: that it is in the other language, or that there is none. */
  notes: string[];
}

const run = (text: string, script: AbstractRun['script'] = null): AbstractRun => ({ text, bold: false, italic: false, script });

const timeRange = (startAt: string | null, endAt: string | null, language: Language, style: 'time' | 'dateTime') =>
  startAt
    ? [formatInstant(startAt, CONFERENCE_TIME_ZONE, language, style), endAt ? formatInstant(endAt, CONFERENCE_TIME_ZONE, language, 'time') : '']
        .filter(Boolean)
        .join('–')
    : '';

/**
 * One presentation in the book's language: the English title and abstract in an English book,
 * else the Japanese ones, said so (data without an English text says so); names by the program's
 * one rule (engine/program/authors.ts); institutes numbered in order of first appearance.
 */
export function bookEntry(source: BookSource, language: Language): BookEntry {
  const words = abstractBookWords[language];
  const { order, numbers } = numberedInstitutes(source.authors);
  const authors = source.authors.flatMap((author, index) => [
    run(`${index > 0 ? ', ' : ''}${author.isPresenter ? '○' : ''}${authorName(author, language)}`),
    run(author.institutes.map((institute) => numbers.get(institute.id)).join(','), 'sup'),
  ]);
  const institutes = order.flatMap((institute, index) => [
    run(`${index > 0 ? '; ' : ''}`),
    run(String(index + 1), 'sup'),
    run(language === 'en' && institute.nameEn ? institute.nameEn : institute.name),
  ]);
  const wanted = language === 'en' ? source.abstractEn : source.abstract;
  const other = language === 'en' ? source.abstract : source.abstractEn;
  const notes = !wanted && !other ? [words.noAbstract] : !wanted ? [words.otherLanguage] : [];
  return {
    code: source.code,
    time: timeRange(source.startAt, source.endAt, language, 'time'),
    title: language === 'en' && source.nameEn ? source.nameEn : source.name,
    authors: authors.filter((piece) => piece.text),
    institutes: institutes.filter((piece) => piece.text),
    abstract: abstractRuns(wanted || other || ''),
    notes,
  };
}

/** A session's heading and the line under it (its time and room), in the book's language. */
export function bookSectionHeading(
  session: {
    code: string | null;
    name: string;
    nameEn: string | null;
    startAt: string | null;
    endAt: string | null;
    room: { name: string; nameEn: string | null } | null;
  },
  language: Language,
): { heading: string; meta: string } {
  const name = language === 'en' && session.nameEn ? session.nameEn : session.name;
  const room = session.room ? `${abstractBookWords[language].room}: ${language === 'en' && session.room.nameEn ? session.room.nameEn : session.room.name}` : '';
  return {
    heading: [session.code, name].filter(Boolean).join(' '),
    meta: [timeRange(session.startAt, session.endAt, language, 'dateTime'), room].filter(Boolean).join(language === 'ja' ? '　' : ' · '),
  };
}
