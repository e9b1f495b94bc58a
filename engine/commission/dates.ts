import { TZDate } from '@date-fns/tz';
import { addDays, format, isValid, parseISO } from 'date-fns';
import type { Language } from '../../schemas/conferenceSettings';

/** spec/operation-area.md §9: every date the operation area shows is in Tokyo time. */
export const CONFERENCE_TIME_ZONE = 'Asia/Tokyo';

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

const dayPattern: Record<Language, string> = { ja: 'yyyy年MM月dd日', en: 'MMM d, yyyy' };
const rangeJoin: Record<Language, string> = { ja: '〜', en: ' – ' };

export const formatDay = (day: string, language: Language) => format(isoDay(day), dayPattern[language]);

/** Each language's own list: 「A、B、C」 in Japanese, "A, B, and C" in English. */
const listFormats: Record<Language, Intl.ListFormat> = { ja: new Intl.ListFormat('ja', { type: 'conjunction' }), en: new Intl.ListFormat('en', { type: 'conjunction' }) };

/**
 * `2027年03月10日〜2027年03月12日、2027年03月15日` (§2), and in English
 * "Mar 10, 2027 – Mar 12, 2027 and Mar 15, 2027": runs listed as each language lists things.
 */
export function formatConferenceDays(days: readonly string[], language: Language): string {
  return listFormats[language].format(
    mergeDays(days).map(({ start, end }) => (start === end ? formatDay(start, language) : `${formatDay(start, language)}${rangeJoin[language]}${formatDay(end, language)}`)),
  );
}

/**
 * An instant in Tokyo time, `yyyy/MM/dd HH:mm` (§9) unless another pattern is asked for: the one
 * timestamp format of every page, in both languages (issue 21, item 12).
 */
export function formatTokyo(instant: string | Date, pattern = 'yyyy/MM/dd HH:mm'): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (!isValid(date)) return '';
  // A day of the timetable formats the same few times hundreds of times; each costs a time-zone lookup.
  const key = `${date.getTime()} ${pattern}`;
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= 4096) formatted.clear();
    text = format(new TZDate(date.getTime(), CONFERENCE_TIME_ZONE), pattern);
    formatted.set(key, text);
  }
  return text;
}
const formatted = new Map<string, string>();

/**
 * Whether `now` is inside a period (§4): at or after the start and at or before the end, both
 * bounds included; a missing bound leaves that side open.
 */
export function isWithinPeriod(now: Date, start?: string | null, end?: string | null): boolean {
  if (start && now.getTime() < new Date(start).getTime()) return false;
  if (end && now.getTime() > new Date(end).getTime()) return false;
  return true;
}
