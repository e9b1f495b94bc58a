import { useEffect, useState } from 'react';

const PREFIX = 'kaigi.field.';

function read(key: string): string | undefined {
  try {
    return sessionStorage.getItem(PREFIX + key) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * A text value that survives a reload of this tab (never use it for passwords). Small forms keep
 * the e-mail address this way, so a reload or a failed call loses nothing.
 */
export function useSessionValue(key: string, initial = ''): [string, (value: string) => void, () => void] {
  const [value, setValue] = useState(() => read(key) ?? initial);
  useEffect(() => {
    try {
      if (value) sessionStorage.setItem(PREFIX + key, value);
      else sessionStorage.removeItem(PREFIX + key);
    } catch {
      // Storage unavailable: the value lasts this page only.
    }
  }, [key, value]);
  return [value, setValue, () => setValue('')];
}
