import { describe, expect, it } from 'vitest';
import { formatInstant, utcOffset, wallClock, zoneDataClock, type InstantStyle, type TimeZone } from '../../engine/time';

// 2027-03-10 00:30 UTC: 09:30 on the 10th in Tokyo, 16:30 on the 9th in Los Angeles (PST, UTC−8).
const winter = '2027-03-10T00:30:00Z';
// 2027-03-15 00:30 UTC: Los Angeles is on daylight saving time (PDT, UTC−7) since March 14.
const summer = '2027-03-15T00:30:00Z';

describe('formatInstant writes one form per language and style, in the chosen zone', () => {
  const cases: [string, TimeZone, 'ja' | 'en', InstantStyle, string][] = [
    [winter, 'Asia/Tokyo', 'ja', 'dateTime', '2027/03/10 09:30'],
    [winter, 'Asia/Tokyo', 'en', 'dateTime', 'Mar 10, 2027 09:30'],
    [winter, 'Asia/Tokyo', 'ja', 'date', '2027年03月10日'],
    [winter, 'Asia/Tokyo', 'en', 'date', 'Mar 10, 2027'],
    [winter, 'Asia/Tokyo', 'ja', 'monthDayTime', '03/10 09:30'],
    [winter, 'Asia/Tokyo', 'en', 'monthDayTime', 'Mar 10 09:30'],
    [winter, 'Asia/Tokyo', 'en', 'time', '09:30'],
    [winter, 'Asia/Tokyo', 'ja', 'isoDay', '2027-03-10'],
    [winter, 'America/Los_Angeles', 'ja', 'dateTime', '2027/03/09 16:30'],
    [winter, 'America/Los_Angeles', 'en', 'dateTime', 'Mar 9, 2027 16:30'],
    [winter, 'America/Los_Angeles', 'en', 'isoDay', '2027-03-09'],
    [summer, 'America/Los_Angeles', 'en', 'dateTime', 'Mar 14, 2027 17:30'],
    ['2027-01-01T08:00:00Z', 'America/Los_Angeles', 'en', 'time', '00:00'],
    ['2026-12-31T15:00:00Z', 'Asia/Tokyo', 'ja', 'date', '2027年01月01日'],
  ];
  it.each(cases)('%s in %s (%s, %s) is %s', (instant, zone, language, style, expected) => {
    expect(formatInstant(instant, zone, language, style)).toBe(expected);
  });

  it('writes nothing for an instant that is not one', () => {
    expect(formatInstant('not a date', 'Asia/Tokyo', 'en')).toBe('');
  });

  // The clocks change at 09:00 or 10:00 UTC (2:00 in Los Angeles): every day of the rule's years is
  // checked at both and the millisecond before each, so a changed date or hour shows.
  it('agrees with the zone data for Los Angeles on every day of 2008–2037, on either side of 2:00 local time', () => {
    const disagreements: string[] = [];
    const hour = 60 * 60 * 1000;
    for (let day = Date.UTC(2008, 0, 1); day < Date.UTC(2038, 0, 1); day += 24 * hour) {
      for (const instant of [9, 10].flatMap((utcHour) => [new Date(day + utcHour * hour), new Date(day + utcHour * hour - 1)])) {
        const ours = wallClock(instant, 'America/Los_Angeles');
        const theirs = zoneDataClock(instant, 'America/Los_Angeles');
        if (JSON.stringify(ours) !== JSON.stringify(theirs))
          disagreements.push(`${instant.toISOString()}: ${JSON.stringify(ours)} ≠ ${JSON.stringify(theirs)}`);
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });

  it('agrees with the browser’s own zone data for Tokyo, where it does not look it up', () => {
    const instant = new Date('2027-08-31T23:59:00Z');
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    const parts = Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
    const clock = wallClock(instant, 'Asia/Tokyo');
    expect([clock.day, clock.hour, clock.minute]).toEqual([Number(parts.day), Number(parts.hour), Number(parts.minute)]);
  });
});

describe('utcOffset names the zone’s offset on the day', () => {
  it.each([
    [winter, 'Asia/Tokyo', 'UTC+9'],
    [winter, 'America/Los_Angeles', 'UTC−8'],
    [summer, 'America/Los_Angeles', 'UTC−7'],
  ] as const)('%s in %s is %s', (instant, zone, expected) => {
    expect(utcOffset(new Date(instant), zone)).toBe(expected);
  });
});
