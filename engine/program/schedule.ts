/** An item of an attendee's schedule: a presentation's slot, or its session's time for a poster. */
export interface ScheduledItem {
  id: number;
  startAt: string | Date | null;
  endAt: string | Date | null;
}

const ms = (value: string | Date) => new Date(value).getTime();

/**
 * For each item, the items whose time it shares ("overlapping schedule", docs/requirements/operation-area.md
 * §8): two slots overlap when each starts before the other ends; touching ends do not. Items
 * without a time overlap nothing.
 */
export function overlapsOf(items: readonly ScheduledItem[]): Map<number, number[]> {
  const timed = items
    .filter((item): item is ScheduledItem & { startAt: string | Date; endAt: string | Date } => item.startAt !== null && item.endAt !== null)
    .map((item) => ({ id: item.id, start: ms(item.startAt), end: ms(item.endAt) }))
    .sort((a, b) => a.start - b.start);
  const result = new Map<number, number[]>(items.map((item) => [item.id, []]));
  for (let i = 0; i < timed.length; i += 1) {
    for (let j = i + 1; j < timed.length && timed[j]!.start < timed[i]!.end; j += 1) {
      if (timed[j]!.end > timed[i]!.start) {
        result.get(timed[i]!.id)!.push(timed[j]!.id);
        result.get(timed[j]!.id)!.push(timed[i]!.id);
      }
    }
  }
  return result;
}
