import { useCallback, useSyncExternalStore } from 'react';
import { CONFERENCE_TIME_ZONE, formatInstant, isTimeZone, type InstantStyle, type TimeZone } from '../../engine/time';
import { useLanguage } from './useLanguage';

export const TIME_ZONE_STORAGE_KEY = 'kaigi.timeZone';

function storedTimeZone(): TimeZone | undefined {
  try {
    const value = globalThis.localStorage?.getItem(TIME_ZONE_STORAGE_KEY);
    return isTimeZone(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

let current: TimeZone = storedTimeZone() ?? CONFERENCE_TIME_ZONE;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the conference changed it: this one follows.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TIME_ZONE_STORAGE_KEY) return;
    current = storedTimeZone() ?? CONFERENCE_TIME_ZONE;
    listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Chooses the zone every time on every page is written in, at once; remembered in this browser, as the language is. */
export function setTimeZone(zone: TimeZone) {
  current = zone;
  try {
    globalThis.localStorage?.setItem(TIME_ZONE_STORAGE_KEY, zone);
  } catch {
    // Private mode: the choice lasts this page only.
  }
  for (const listener of listeners) listener();
}

/** The viewer's time zone (§9): Tokyo unless they chose another. */
export function useTimeZone(): TimeZone {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => CONFERENCE_TIME_ZONE,
  );
}

/** Writes an instant in the viewer's zone and language; pages re-render when either changes. */
export function useTimeFormat(): (instant: string | Date, style?: InstantStyle) => string {
  const zone = useTimeZone();
  const { language } = useLanguage();
  return useCallback((instant, style = 'dateTime') => formatInstant(instant, zone, language, style), [zone, language]);
}
