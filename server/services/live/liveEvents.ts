import { and, asc, eq, gt, max, min, sql } from 'drizzle-orm';
import type { LiveEventKind } from '../../../engine/live/comments';
import type { Database, ListenHandlers, Writer } from '../../db/openDatabase';
import { liveEvents } from '../../db/schema';

/**
 * Live events (issue 65): what happened on a presentation's page, written in the transaction that
 * made it happen and announced with NOTIFY on commit, so that every server process on the same
 * database hears it and passes it to the pages it holds open (`LiveHub`).
 */

export const LIVE_CHANNEL = 'kaigi_live';
/** NOTIFY carries at most 8,000 bytes; a larger event is announced by id and read back. */
const NOTIFY_LIMIT_BYTES = 7_000;
/** A page that was away for more events than this reads the comments again instead. */
export const RESUME_LIMIT = 500;
/** Events are kept this long for pages that reconnect (housekeeping removes older ones). */
export const LIVE_EVENTS_KEPT_MS = 24 * 60 * 60_000;

export interface LiveEvent {
  id: number;
  presentationId: number;
  kind: LiveEventKind;
  data: Record<string, unknown>;
}

const eventOf = (row: typeof liveEvents.$inferSelect): LiveEvent => ({
  id: row.id,
  presentationId: row.presentationId,
  kind: row.kind as LiveEventKind,
  data: row.data as Record<string, unknown>,
});

/**
 * Records an event in `tx` and announces it on commit. The presentation's events are written one
 * transaction at a time (an advisory lock taken before the id is drawn), so their ids are committed
 * in order: a page that saw event n has seen every earlier one of that presentation.
 */
export async function publishLiveEvent(tx: Writer, conferenceId: string, presentationId: number, kind: LiveEventKind, data: Record<string, unknown>) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kaigi-live:${presentationId}`}))`);
  const [row] = await tx.insert(liveEvents).values({ conferenceId, presentationId, kind, data }).returning();
  const event = eventOf(row!);
  const full = JSON.stringify(event);
  const payload = Buffer.byteLength(full) <= NOTIFY_LIMIT_BYTES ? full : JSON.stringify({ id: event.id, presentationId, large: true });
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
  return event;
}

/** The presentation's events after `afterId`, oldest first, at most `limit`. */
export async function eventsAfter(db: Pick<Database, 'select'>, presentationId: number, afterId: number, limit = RESUME_LIMIT + 1): Promise<LiveEvent[]> {
  const rows = await db
    .select()
    .from(liveEvents)
    .where(and(eq(liveEvents.presentationId, presentationId), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
  return rows.map(eventOf);
}

/** The newest event id of a presentation (0 when none), and the oldest id still kept of any. */
export async function eventBounds(db: Pick<Database, 'select'>, presentationId: number): Promise<{ last: number; oldestKept: number }> {
  const [[last], [oldest]] = await Promise.all([
    db
      .select({ id: max(liveEvents.id) })
      .from(liveEvents)
      .where(eq(liveEvents.presentationId, presentationId)),
    db.select({ id: min(liveEvents.id) }).from(liveEvents),
  ]);
  return { last: Number(last?.id ?? 0), oldestKept: Number(oldest?.id ?? 0) };
}

/** One open page: it is handed each event of its presentation, and asked to catch up when events may have been lost. */
export interface LiveSubscriber {
  event(event: LiveEvent): void;
  catchUp(): void;
  /** The server is closing: end the page's connection (it reconnects to another process). */
  end(): void;
}

/** The pages this process holds open, by presentation, and the one LISTEN that feeds them. */
export class LiveHub {
  private readonly pages = new Map<number, Set<LiveSubscriber>>();
  private stop: (() => Promise<void>) | undefined;

  constructor(private readonly db: Database) {}

  async start(listen: (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>): Promise<void> {
    this.stop = await listen(LIVE_CHANNEL, {
      notify: (payload) => void this.announced(payload),
      resumed: () => this.forEach((subscriber) => subscriber.catchUp()),
    });
  }

  async close(): Promise<void> {
    await this.stop?.();
  }

  get openPages(): number {
    let count = 0;
    for (const set of this.pages.values()) count += set.size;
    return count;
  }

  subscribe(presentationId: number, subscriber: LiveSubscriber): () => void {
    let set = this.pages.get(presentationId);
    if (!set) this.pages.set(presentationId, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.pages.delete(presentationId);
    };
  }

  endAll(): void {
    this.forEach((subscriber) => subscriber.end());
    this.pages.clear();
  }

  private forEach(each: (subscriber: LiveSubscriber) => void) {
    for (const set of this.pages.values()) for (const subscriber of set) each(subscriber);
  }

  private async announced(payload: string) {
    let event: LiveEvent & { large?: boolean };
    try {
      event = JSON.parse(payload) as LiveEvent & { large?: boolean };
    } catch {
      return;
    }
    const set = this.pages.get(event.presentationId);
    if (!set || set.size === 0) return;
    if (event.large) {
      const [full] = await eventsAfter(this.db, event.presentationId, event.id - 1, 1);
      if (!full || full.id !== event.id) return;
      event = full;
    }
    for (const subscriber of set) subscriber.event(event);
  }
}
