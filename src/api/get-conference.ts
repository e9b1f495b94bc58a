import useSWR, { mutate, preload } from 'swr';
import type { ResolvedConferenceSettings } from '../../schemas/conferenceSettings';
import { getJson } from './http';

export type PublicConference = ResolvedConferenceSettings & { version: number };

export const conferenceKey = '/web_api/conference';

export const getConference = () => getJson<PublicConference>(conferenceKey);

/**
 * The conference of this visit: asked for once (or carried in the page), not again on every page
 * that mounts the hook; the settings pages refresh it after a save.
 */
export function useConference() {
  return useSWR(conferenceKey, getConference, { revalidateOnFocus: false, revalidateIfStale: false });
}

/** The conference the server wrote into the page (server/plugins/spa.ts), when it did. */
function inlineConference(): PublicConference | undefined {
  const text = typeof document === 'undefined' ? undefined : document.getElementById('kaigi-conference')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PublicConference;
  } catch {
    return undefined;
  }
}

let first: Promise<PublicConference> | undefined;

/**
 * The page's first conference: the one written into the page, put in the cache so the first
 * render has it without a call, or else the call, started before any page code loads (main.tsx)
 * and shared with the hook. A route that needs the conference to know its own call (the
 * timetable's day) chains on this.
 */
export function conferenceOnce(): Promise<PublicConference> {
  if (!first) {
    const inline = inlineConference();
    if (inline) void mutate(conferenceKey, inline, { revalidate: false });
    first = inline ? Promise.resolve(inline) : preload(conferenceKey, getConference);
  }
  return first;
}
