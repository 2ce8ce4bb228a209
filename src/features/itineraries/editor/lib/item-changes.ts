/**
 * What a change writes, and what undoing it writes, field by field. Pure: the
 * editor's hook and the tests share it.
 *
 * Companions edit the same trip at once, each from their own copy of it. So a
 * change writes only the fields it changes (an existing item is never written
 * whole), and undo puts back only the fields this person changed, and only
 * where nobody has changed them since: a field a companion has changed in the
 * meantime is left as they made it, and undo says so (docs/itineraries.md).
 */
import type { ItemFields, ItemUpdate, ItineraryDoc, ItineraryPatch, PlanItem } from '@/domain/itineraries/types';
import type { PlanChange } from './plan-layout';

/** Every field of an item a write may change, in a stable order. */
export const ITEM_FIELDS = [
  'day',
  'order',
  'type',
  'title',
  'place',
  'startTime',
  'endTime',
  'timeZone',
  'arrival',
  'endTimeZone',
  'nights',
  'optionOf',
  'notes',
  'cost',
  'fixedTime',
  'booking',
] as const satisfies readonly (keyof ItemFields)[];

type ItemField = (typeof ITEM_FIELDS)[number];

/** Deep equality of stored values; a key holding undefined counts as absent, and undefined as null. */
export function sameValue(a: unknown, b: unknown): boolean {
  const left = a === undefined ? null : a;
  const right = b === undefined ? null : b;
  if (left === right) return true;
  if (left === null || right === null || typeof left !== 'object' || typeof right !== 'object') return false;
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((value, index) => sameValue(value, right[index]));
  }
  const l = left as Record<string, unknown>;
  const r = right as Record<string, unknown>;
  const keys = new Set([...Object.keys(l), ...Object.keys(r)].filter((key) => l[key] !== undefined || r[key] !== undefined));
  for (const key of keys) if (!sameValue(l[key], r[key])) return false;
  return true;
}

function setField(target: ItemFields, key: ItemField, value: PlanItem[ItemField]): void {
  (target as Record<string, unknown>)[key] = value;
}

/**
 * The fields of `after` that differ from `before` (empty when nothing changed). A field `after` no
 * longer has (a time no longer fixed, a booking taken off) is written as null, so the write clears it.
 */
export function changedFields(before: PlanItem, after: PlanItem): ItemFields {
  const fields: ItemFields = {};
  for (const key of ITEM_FIELDS) if (!sameValue(before[key], after[key])) setField(fields, key, after[key] ?? null);
  return fields;
}

function fieldKeys(fields: ItemFields): ItemField[] {
  return ITEM_FIELDS.filter((key) => Object.prototype.hasOwnProperty.call(fields, key) && fields[key] !== undefined);
}

/** What a change writes: new items whole, existing items field by field, deletions, the trip's fields. */
export interface ItemWrites {
  create: PlanItem[];
  update: ItemUpdate[];
  remove: string[];
  itinerary?: ItineraryPatch;
}

export function isEmptyWrites(writes: ItemWrites): boolean {
  return (
    writes.create.length === 0 &&
    writes.update.length === 0 &&
    writes.remove.length === 0 &&
    (!writes.itinerary || Object.keys(writes.itinerary).length === 0)
  );
}

/**
 * The writes of a change made on the plan as it was (`before`): items it
 * creates are written whole, items it changes only in the fields that differ
 * (unchanged ones are not written at all).
 */
export function writesOf(change: PlanChange, before: ReadonlyMap<string, PlanItem>): ItemWrites {
  const create: PlanItem[] = [];
  const update: ItemUpdate[] = [];
  for (const item of change.upsert) {
    const previous = before.get(item.id);
    if (!previous) {
      create.push(item);
      continue;
    }
    const fields = changedFields(previous, item);
    if (fieldKeys(fields).length > 0) update.push({ id: item.id, fields });
  }
  const remove = change.remove.filter((id) => before.has(id));
  const itinerary = change.itinerary && Object.keys(change.itinerary).length > 0 ? change.itinerary : undefined;
  return itinerary ? { create, update, remove, itinerary } : { create, update, remove };
}

/** The plan with some writes applied (the local view before the server answers). */
export function applyWrites(items: readonly PlanItem[], writes: ItemWrites): PlanItem[] {
  const removed = new Set(writes.remove);
  const updates = new Map<string, ItemFields>();
  for (const { id, fields } of writes.update) updates.set(id, { ...updates.get(id), ...fields });
  const created = new Map(writes.create.map((item) => [item.id, item]));
  const next: PlanItem[] = [];
  for (const item of items) {
    if (removed.has(item.id)) continue;
    const base = created.get(item.id) ?? item;
    created.delete(item.id);
    const fields = updates.get(item.id);
    next.push(fields ? { ...base, ...fields } : base);
  }
  for (const item of created.values()) {
    if (removed.has(item.id)) continue;
    const fields = updates.get(item.id);
    next.push(fields ? { ...item, ...fields } : item);
  }
  return next;
}

/**
 * What undoing one change needs: for each field it wrote, the value before
 * and the value it wrote (to tell whether someone has changed it since).
 */
export interface UndoStep {
  /** Items the change created, as written: undo deletes them. */
  created: PlanItem[];
  /** Fields the change set on existing items. */
  updated: { id: string; title: string; previous: ItemFields; written: ItemFields }[];
  /** Items the change deleted, whole: undo brings them back. */
  removed: PlanItem[];
  /** The trip's fields the change set. */
  itinerary?: { previous: ItineraryPatch; written: ItineraryPatch };
}

export function undoStepOf(writes: ItemWrites, before: ReadonlyMap<string, PlanItem>, itinerary: ItineraryDoc): UndoStep {
  const updated: UndoStep['updated'] = [];
  for (const { id, fields } of writes.update) {
    const previousItem = before.get(id);
    if (!previousItem) continue;
    const previous: ItemFields = {};
    for (const key of fieldKeys(fields)) setField(previous, key, previousItem[key]);
    updated.push({ id, title: previousItem.title, previous, written: fields });
  }
  const removed = writes.remove.map((id) => before.get(id)).filter((item): item is PlanItem => item !== undefined);
  const step: UndoStep = { created: [...writes.create], updated, removed };
  if (writes.itinerary) {
    const previous: ItineraryPatch = {};
    for (const key of Object.keys(writes.itinerary) as (keyof ItineraryPatch)[]) {
      // A field the trip did not have (the assistant's notes) goes back to none.
      (previous as Record<string, unknown>)[key] = itinerary[key] ?? null;
    }
    step.itinerary = { previous, written: writes.itinerary };
  }
  return step;
}

const FIELD_NAMES: Record<ItemField, string> = {
  day: 'position',
  order: 'position',
  type: 'kind',
  title: 'name',
  place: 'place',
  startTime: 'start time',
  endTime: 'end time',
  timeZone: 'time zone',
  arrival: 'arrival',
  endTimeZone: 'arrival time zone',
  nights: 'nights',
  optionOf: 'slot',
  notes: 'notes',
  cost: 'cost',
  fixedTime: 'fixed time',
  booking: 'booking',
};

const TRIP_FIELD_NAMES: Partial<Record<keyof ItineraryPatch, string>> = {
  title: 'title',
  period: 'dates',
  days: 'number of days',
  public: 'visibility',
  description: 'description',
  destinations: 'destinations',
  planNotes: 'assistant’s notes',
};

function list(words: readonly string[]): string {
  const unique = [...new Set(words)];
  if (unique.length <= 1) return unique[0] ?? '';
  return `${unique.slice(0, -1).join(', ')} and ${unique.at(-1) ?? ''}`;
}

/** The writes that undo a step on the plan as it is now, and what was left because someone changed it since. */
export interface UndoPlan {
  writes: ItemWrites;
  /** One sentence per item (or the trip) that undo left alone, for the person who asked. */
  kept: string[];
}

/**
 * Undo, field by field: a field goes back to its value before the change only
 * if it still holds what the change wrote. A field someone else has changed
 * since keeps their value (undo never overwrites a companion's later change),
 * and `kept` says what was left. An item the change created is deleted only if
 * nobody has changed it since; an item it deleted comes back whole.
 */
export function planUndo(step: UndoStep, current: ReadonlyMap<string, PlanItem>, itinerary: ItineraryDoc): UndoPlan {
  const create: PlanItem[] = [];
  const update: ItemUpdate[] = [];
  const remove: string[] = [];
  const kept: string[] = [];

  for (const item of step.created) {
    const now = current.get(item.id);
    if (!now) continue;
    if (fieldKeys(changedFields(item, now)).length === 0) remove.push(item.id);
    else kept.push(`Undo kept “${now.title}”: someone else changed it after it was added.`);
  }

  for (const { id, title, previous, written } of step.updated) {
    const now = current.get(id);
    if (!now) {
      kept.push(`Undo could not change “${title}” back: someone else deleted it since.`);
      continue;
    }
    const fields: ItemFields = {};
    const changedSince: string[] = [];
    for (const key of fieldKeys(written)) {
      if (sameValue(now[key], written[key])) setField(fields, key, previous[key] ?? null);
      else changedSince.push(FIELD_NAMES[key]);
    }
    if (fieldKeys(fields).length > 0) update.push({ id, fields });
    if (changedSince.length > 0) {
      kept.push(`Undo left the ${list(changedSince)} of “${now.title}” as it is: someone else changed it since.`);
    }
  }

  for (const item of step.removed) {
    if (current.has(item.id)) continue;
    create.push(item);
  }

  let patch: ItineraryPatch | undefined;
  if (step.itinerary) {
    const { previous, written } = step.itinerary;
    const changedSince: string[] = [];
    for (const key of Object.keys(written) as (keyof ItineraryPatch)[]) {
      if (sameValue(itinerary[key], written[key])) {
        patch ??= {};
        (patch as Record<string, unknown>)[key] = previous[key];
      } else {
        changedSince.push(TRIP_FIELD_NAMES[key] ?? key);
      }
    }
    if (changedSince.length > 0) kept.push(`Undo left the trip’s ${list(changedSince)} as it is: someone else changed it since.`);
  }
  return { writes: patch ? { create, update, remove, itinerary: patch } : { create, update, remove }, kept };
}
