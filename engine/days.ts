import type { Language } from '../schemas/conferenceSettings';

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day (ISO date) as each language writes it: 「2027年03月10日」 (§2's yyyy年MM月dd日), "Mar 10, 2027".
 * Written from the date's digits, without date-fns (this module imports nothing), which the
 * sign-up page's confirmation step would otherwise load for one date answer. An invalid day is a RangeError,
 * as date-fns' is.
 */
export function formatDay(day: string, language: Language): string {
  const [, year = '', month = '', date = ''] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) ?? [];
  const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)));
  if (!year || utc.getUTCMonth() !== Number(month) - 1 || utc.getUTCDate() !== Number(date)) throw new RangeError(`Invalid day: ${day}`);
  return language === 'ja' ? `${year}年${month}月${date}日` : `${englishMonths[Number(month) - 1]} ${Number(date)}, ${year}`;
}

/** A day as the language writes it, or the stored text when it is not a day (a half-typed date shows as typed). */
export function formatDayOrAsIs(day: string, language: Language): string {
  try {
    return formatDay(day, language);
  } catch {
    return day;
  }
}
