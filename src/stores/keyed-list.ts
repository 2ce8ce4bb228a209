/** A pure helper for lists of records keyed by id. */

interface Keyed {
  id: string;
}

/** Appends `entry`, or replaces the record with the same id in place (ids stay unique). */
export function upsertById<T extends Keyed>(list: T[], entry: T): T[] {
  const index = list.findIndex((existing) => existing.id === entry.id);
  if (index === -1) return [...list, entry];
  const next = list.slice();
  next[index] = entry;
  return next;
}
