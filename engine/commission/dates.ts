import { TZDate } from '@date-fns/tz';
import { addDays, format, isValid, parseISO } from 'date-fns';
import type { Language } from '../../schemas/conferenceSettings';
import { formatDay } from '../days';
import { CONFERENCE_TIME_ZONE } from '../time';

export interface DayRange {
  start: string;
  end: string;
}

const isoDay = (day: string) => parseISO(day);

/**
 * Conference days (ISO dates) as runs of consecutive days: sorted, duplicates dropped, a run
 * broken by any missing day. Month and year ends are ordinary days.
 */
export function mergeDays(days: readonly string[]): DayRange[] {
  const sorted = [...new Set(days)].filter((day) => isValid(isoDay(day))).sort();
  const ranges: DayRange[] = [];
  for (const day of sorted) {
    const last = ranges.at(-1);
    if (last && format(addDays(isoDay(last.end), 1), 'yyyy-MM-dd') === day) last.end = day;
    else ranges.push({ start: day, end: day });
  }
  return ranges;
}

const rangeJoin: Record<Language, string> = { ja: '〜', en: ' – ' };

export { formatDay };

/**
 * Each language's own list, as Intl.ListFormat's conjunction writes it: 「A、B、C」 in Japanese,
 * "A and B", "A, B, and C" in English (a unit test holds the two to each other). Written out here:
 * the first ListFormat loads the browser's list data, 38–55 ms at 4x CPU inside the answer
 * pages' first render, for a list that is most often one range of days.
 */
export function listOf(items: readonly string[], language: Language): string {
  if (language === 'ja') return items.join('、');
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}

/**
 * `2027年03月10日〜2027年03月12日、2027年03月15日` (§2), and in English
 * "Mar 10, 2027 – Mar 12, 2027 and Mar 15, 2027": runs listed as each language lists things.
 */
export function formatConferenceDays(days: readonly string[], language: Language): string {
  return listOf(
    mergeDays(days).map(({ start, end }) =>
      start === end ? formatDay(start, language) : `${formatDay(start, language)}${rangeJoin[language]}${formatDay(end, language)}`,
    ),
    language,
  );
}

/**
 * An instant in the conference's time, Tokyo, `yyyy/MM/dd HH:mm` (§9) unless another pattern is
 * asked for: what the server writes (mails, documents, exports, the manager's date inputs). Pages
 * write times in the viewer's zone and language with engine/time.ts.
 */
export function formatTokyo(instant: string | Date, pattern = 'yyyy/MM/dd HH:mm'): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (!isValid(date)) return '';
  // A day of the timetable formats the same few times hundreds of times; each costs a time-zone lookup.
  const key = `${date.getTime()} ${pattern}`;
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= 4096) formatted.clear();
    text = numericTokyo(date, pattern) ?? format(new TZDate(date.getTime(), CONFERENCE_TIME_ZONE), pattern);
    formatted.set(key, text);
  }
  return text;
}
const formatted = new Map<string, string>();

/** Japan has kept UTC+9 all year since 1951 (no daylight saving time): Tokyo's wall clock is the instant plus nine hours. */
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const numericTokens = new Set(['yyyy', 'MM', 'M', 'dd', 'd', 'HH', 'H', 'mm', 'ss']);
// A date-fns token is a run of one letter: `MMM` is a month's name, not `MM` and `M`.
const letterRuns = /([A-Za-z])\1*/g;

/**
 * A pattern of numbers only (years, months, days, hours, minutes, seconds and punctuation), as
 * every page uses, written from the Tokyo wall clock without a time-zone lookup: the browser's
 * first time-zone format loads its zone data, 40 ms at 4x CPU before the timetable's first paint.
 * Anything else (names of months or weekdays, quoted text) goes to date-fns; undefined then.
 */
function numericTokyo(date: Date, pattern: string): string | undefined {
  if (pattern.includes("'") || !(pattern.match(letterRuns) ?? []).every((run) => numericTokens.has(run))) return undefined;
  const tokyo = new Date(date.getTime() + TOKYO_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, '0');
  const parts: Record<string, string> = {
    yyyy: String(tokyo.getUTCFullYear()).padStart(4, '0'),
    MM: two(tokyo.getUTCMonth() + 1),
    M: String(tokyo.getUTCMonth() + 1),
    dd: two(tokyo.getUTCDate()),
    d: String(tokyo.getUTCDate()),
    HH: two(tokyo.getUTCHours()),
    H: String(tokyo.getUTCHours()),
    mm: two(tokyo.getUTCMinutes()),
    ss: two(tokyo.getUTCSeconds()),
  };
  return pattern.replace(letterRuns, (run) => parts[run]!);
}

/**
 * Whether `now` is inside a period (§4): at or after the start and at or before the end, both
 * bounds included; a missing bound leaves that side open.
 */
export function isWithinPeriod(now: Date, start?: string | null, end?: string | null): boolean {
  if (start && now.getTime() < new Date(start).getTime()) return false;
  if (end && now.getTime() > new Date(end).getTime()) return false;
  return true;
}
