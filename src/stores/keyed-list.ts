/**
 * Pure helpers for lists of records keyed by id. They return the same array when
 * nothing changes, so selectors on an untouched list do not re-render.
 */

interface Keyed {
  id: string;
}

/** Merges `fields` into the record with `id`; other records are untouched; unknown id: same list. */
export function updateById<T extends Keyed>(list: T[], id: string, fields: Partial<T>): T[] {
  const index = list.findIndex((entry) => entry.id === id);
  const current = list[index];
  if (current === undefined) return list;
  const next = list.slice();
  // The id identifies the record: a stray `id` in the fields cannot move it.
  next[index] = { ...current, ...fields, id };
  return next;
}

/** Appends `entry`, or replaces the record with the same id in place (ids stay unique). */
export function upsertById<T extends Keyed>(list: T[], entry: T): T[] {
  const index = list.findIndex((existing) => existing.id === entry.id);
  if (index === -1) return [...list, entry];
  const next = list.slice();
  next[index] = entry;
  return next;
}

/** Removes the record with `id`; unknown id: same list. */
export function removeById<T extends Keyed>(list: T[], id: string): T[] {
  return list.some((entry) => entry.id === id) ? list.filter((entry) => entry.id !== id) : list;
}

/**
 * Bulk merge: the result has exactly the entries of `incoming`, in its order.
 * An entry also in `current` is the old record with the new fields merged in;
 * an entry only in `incoming` is added; an entry missing from `incoming` is dropped.
 */
export function mergeById<T extends Keyed>(current: T[], incoming: T[]): T[] {
  const byId = new Map(current.map((entry) => [entry.id, entry]));
  return incoming.map((entry) => {
    const existing = byId.get(entry.id);
    return existing ? { ...existing, ...entry } : entry;
  });
}
