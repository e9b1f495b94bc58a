/**
 * Discussion rooms (issue 65): a presentation's room is held on a video-meeting service the
 * conference names (its meeting URL); Kaigi decides who may enter and counts who is inside.
 */

/** How often an open page says its viewer is still in the room. */
export const ROOM_HEARTBEAT_MS = 20_000;

/** A place is freed when its page has not been heard from for this long (a closed tab, a lost connection). */
export const ROOM_PRESENCE_TTL_MS = 60_000;

/** A meeting URL: an https address (Zoom, Jitsi, Teams...), at most 2,000 characters. */
export function meetingUrlProblem(url: string): 'required' | 'invalidUrl' | undefined {
  const trimmed = url.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > 2000) return 'invalidUrl';
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' && parsed.hostname.includes('.') && !parsed.username && !parsed.password ? undefined : 'invalidUrl';
  } catch {
    return 'invalidUrl';
  }
}

/** A room as its page sees it: the meeting URL only once admitted (and to managers); the capacity only for managers. */
export interface RoomView {
  id: number;
  joined: boolean;
  full: boolean;
  meetingUrl: string | null;
  capacity: number | null;
}

/** Whose room it is: a presentation's, or a whole session's (its presentations share it). */
export const roomOwnerKinds = ['presentation', 'session'] as const;
export type RoomOwnerKind = (typeof roomOwnerKinds)[number];
export interface RoomOwner {
  kind: RoomOwnerKind;
  id: number;
}

/** The path segment of each kind of owner: `/web_api/presentations/:id/room`, `/web_api/sessions/:id/room`. */
export const roomOwnerSegments: Record<RoomOwnerKind, string> = { presentation: 'presentations', session: 'sessions' };
