import type { Language } from '../schemas/conferenceSettings';
import { formatDay } from './days';

/**
 * The time zones a viewer may read times in (docs/requirements/operation-area.md §9): the
 * conference's own, Tokyo, and Los Angeles. Days of the program stay the conference's days; the
 * times on them follow the viewer's choice.
 */
export const timeZones = ['Asia/Tokyo', 'America/Los_Angeles'] as const;
export type TimeZone = (typeof timeZones)[number];
export const CONFERENCE_TIME_ZONE: TimeZone = 'Asia/Tokyo';
export const isTimeZone = (value: unknown): value is TimeZone => timeZones.includes(value as TimeZone);

/**
 * How an instant is written. One form per language for each (issue 68, item 13):
 * - `dateTime`: 「2027/03/10 09:30」 (§9's yyyy/MM/dd HH:mm), "Mar 10, 2027 09:30";
 * - `date`: 「2027年03月10日」 (§2's day format), "Mar 10, 2027", as a conference day is written;
 * - `monthDayTime`: 「03/10 09:30」, "Mar 10 09:30", where the year goes without saying (the program);
 * - `time`: 09:30 in both;
 * - `isoDay`: 2027-03-10, to group by day or fill a date input.
 */
export type InstantStyle = 'dateTime' | 'date' | 'monthDayTime' | 'time' | 'isoDay';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Japan has kept UTC+9 all year since 1951: Tokyo's wall clock is the instant plus nine hours, without the browser's zone data (40 ms at 4x CPU to load). */
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Los Angeles's offset from UTC by the United States' rule in force since 2007: UTC−8, and UTC−7
 * from 2:00 on the second Sunday of March to 2:00 on the first Sunday of November, local time.
 * Written out because the browser's zone data costs 130 ms at 4x CPU on the timetable, where the
 * zone picker shows Los Angeles's offset. Outside 2008–2037 the browser's data answers; a unit
 * test compares the two for every hour of those years, so a change of the law, once in Node's zone
 * data, fails a test.
 */
function losAngelesOffset(instant: Date): number | undefined {
  const year = instant.getUTCFullYear();
  if (year < 2008 || year > 2037) return undefined;
  const sunday = (month: number, nth: number) => 1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7) + 7 * (nth - 1);
  const start = Date.UTC(year, 2, sunday(2, 2), 2 + 8);
  const end = Date.UTC(year, 10, sunday(10, 1), 2 + 7);
  return instant.getTime() >= start && instant.getTime() < end ? -7 * HOUR_MS : -8 * HOUR_MS;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

const shifted = (instant: Date, offset: number): WallClock => {
  const clock = new Date(instant.getTime() + offset);
  return { year: clock.getUTCFullYear(), month: clock.getUTCMonth() + 1, day: clock.getUTCDate(), hour: clock.getUTCHours(), minute: clock.getUTCMinutes() };
};

/** The date and time a clock on the wall of the zone shows at the instant. */
export function wallClock(instant: Date, zone: TimeZone): WallClock {
  if (zone === 'Asia/Tokyo') return shifted(instant, TOKYO_OFFSET_MS);
  const offset = zone === 'America/Los_Angeles' ? losAngelesOffset(instant) : undefined;
  if (offset !== undefined) return shifted(instant, offset);
  return zoneDataClock(instant, zone);
}

/** The wall clock by the browser's zone data (Intl). */
export function zoneDataClock(instant: Date, zone: TimeZone): WallClock {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    zoneFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) % 24, minute: Number(parts.minute) };
}

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (value: number) => String(value).padStart(2, '0');

const writers: Record<InstantStyle, (clock: WallClock, language: Language) => string> = {
  dateTime: (c, language) =>
    language === 'ja'
      ? `${c.year}/${two(c.month)}/${two(c.day)} ${two(c.hour)}:${two(c.minute)}`
      : `${englishMonths[c.month - 1]} ${c.day}, ${c.year} ${two(c.hour)}:${two(c.minute)}`,
  date: (c, language) => formatDay(`${String(c.year).padStart(4, '0')}-${two(c.month)}-${two(c.day)}`, language),
  monthDayTime: (c, language) =>
    language === 'ja'
      ? `${two(c.month)}/${two(c.day)} ${two(c.hour)}:${two(c.minute)}`
      : `${englishMonths[c.month - 1]} ${c.day} ${two(c.hour)}:${two(c.minute)}`,
  time: (c) => `${two(c.hour)}:${two(c.minute)}`,
  isoDay: (c) => `${String(c.year).padStart(4, '0')}-${two(c.month)}-${two(c.day)}`,
};

const written = new Map<string, string>();

/**
 * An instant as the viewer reads it: in their time zone, in their language's one form for the
 * style. An invalid instant is an empty text. A day of the timetable writes the same few times
 * hundreds of times; each is worked out once.
 */
export function formatInstant(instant: string | Date, zone: TimeZone, language: Language, style: InstantStyle = 'dateTime'): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  const key = `${date.getTime()} ${zone} ${language} ${style}`;
  let text = written.get(key);
  if (text === undefined) {
    if (written.size >= 4096) written.clear();
    text = writers[style](wallClock(date, zone), language);
    written.set(key, text);
  }
  return text;
}

/**
 * The zone's offset from UTC at the instant, as `UTC+9` or `UTC−7` (Los Angeles keeps daylight
 * saving time, so its offset depends on the date).
 */
export function utcOffset(instant: Date, zone: TimeZone): string {
  const clock = wallClock(instant, zone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  const minutes = Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
  const sign = minutes < 0 ? '−' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${two(rest)}` : ''}`;
}
