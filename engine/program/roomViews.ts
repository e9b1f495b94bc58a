/** A room as the timetable lists it: in its group's order, then its own (rooms of no group last). */
export interface GroupedRoom {
  id: number;
  group: { id: number } | null;
}

/**
 * The timetable's views of rooms (docs/features/program.md "Room groups"): each group's rooms,
 * `perView` at a time, a view never holding two groups. Rooms come in the order the server lists
 * them; the server answers the first view's sessions by the same split before the room list
 * arrives, so both read it here.
 */
export function roomViews<T extends GroupedRoom>(rooms: readonly T[], perView: number): T[][] {
  const views: T[][] = [];
  let current: T[] = [];
  for (const room of rooms) {
    const last = current.at(-1);
    if (current.length === perView || (last && (last.group?.id ?? null) !== (room.group?.id ?? null))) {
      views.push(current);
      current = [];
    }
    current.push(room);
  }
  if (current.length > 0) views.push(current);
  return views;
}
