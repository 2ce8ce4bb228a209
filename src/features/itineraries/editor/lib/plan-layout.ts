/**
 * The editor's view of a plan: one list of item ids per container (each day,
 * then ideas), and the moves between them. Pure: the screen and the tests
 * share it.
 */
import { orderForIndex } from '@/domain/itineraries/order';
import type { GroupedPlan } from '@/domain/itineraries/plan';
import type { ItineraryPatch, PlanItem } from '@/domain/itineraries/types';

export const IDEAS = 'ideas';

export function containerOf(day: number | null): string {
  return day === null ? IDEAS : `day-${day}`;
}

export function dayOfContainer(container: string): number | null {
  return container === IDEAS ? null : Number(container.slice(4));
}

export interface PlanLayout {
  /** Container ids in display order: day-1..day-n, ideas. */
  order: string[];
  /** Item ids of each container, in plan order (alternatives excluded). */
  containers: Record<string, string[]>;
  itemsById: Map<string, PlanItem>;
  /** Alternatives by the id of the item whose slot they are for. */
  alternatives: Map<string, PlanItem[]>;
}

export function buildLayout(grouped: GroupedPlan, days: number, items: readonly PlanItem[]): PlanLayout {
  const order: string[] = [];
  const containers: Record<string, string[]> = {};
  for (let day = 1; day <= days; day += 1) {
    const id = containerOf(day);
    order.push(id);
    containers[id] = (grouped.days[day - 1] ?? []).map((item) => item.id);
  }
  order.push(IDEAS);
  containers[IDEAS] = grouped.ideas.map((item) => item.id);
  return { order, containers, itemsById: new Map(items.map((item) => [item.id, item])), alternatives: grouped.alternatives };
}

/** The container holding `itemId` in `containers`, if any. */
export function findContainer(containers: Record<string, string[]>, itemId: string): string | undefined {
  if (itemId in containers) return itemId;
  return Object.keys(containers).find((key) => containers[key]?.includes(itemId));
}

/**
 * Where an item lands when moved to `index` of `container`: its day and the
 * order key that puts it there (neighbours' keys, the item itself left out).
 */
export function moveTarget(
  layout: Pick<PlanLayout, 'containers' | 'itemsById'>,
  itemId: string,
  container: string,
  index: number,
): { day: number | null; order: string } {
  const ids = (layout.containers[container] ?? []).filter((id) => id !== itemId);
  const orders = ids.map((id) => layout.itemsById.get(id)?.order ?? '');
  return { day: dayOfContainer(container), order: orderForIndex(orders, index) };
}

/**
 * Keyboard and menu moves: one step up or down within a container; past the
 * top or bottom, to the end of the previous or the start of the next one.
 * Null when the item cannot go further.
 */
export function stepMove(
  layout: Pick<PlanLayout, 'order' | 'containers'>,
  itemId: string,
  direction: 'up' | 'down',
): { container: string; index: number } | null {
  const from = findContainer(layout.containers, itemId);
  if (from === undefined) return null;
  const ids = layout.containers[from] ?? [];
  const at = ids.indexOf(itemId);
  if (direction === 'up' && at > 0) return { container: from, index: at - 1 };
  if (direction === 'down' && at < ids.length - 1) return { container: from, index: at + 1 };
  const containerAt = layout.order.indexOf(from);
  const next = layout.order[direction === 'up' ? containerAt - 1 : containerAt + 1];
  if (next === undefined) return null;
  return { container: next, index: direction === 'up' ? (layout.containers[next] ?? []).length : 0 };
}

/** A set of item writes and an itinerary patch, applied in one batch. */
export interface PlanChange {
  upsert: PlanItem[];
  remove: string[];
  itinerary?: ItineraryPatch;
}

/**
 * The change that undoes `change`, given the items as they were before it.
 * Items it created are removed, items it changed or removed come back.
 */
export function inverseOf(
  change: PlanChange,
  before: ReadonlyMap<string, PlanItem>,
  itineraryBefore?: ItineraryPatch,
): PlanChange {
  const upsert: PlanItem[] = [];
  const remove: string[] = [];
  for (const item of change.upsert) {
    const previous = before.get(item.id);
    if (previous) upsert.push(previous);
    else remove.push(item.id);
  }
  for (const id of change.remove) {
    const previous = before.get(id);
    if (previous) upsert.push(previous);
  }
  return itineraryBefore ? { upsert, remove, itinerary: itineraryBefore } : { upsert, remove };
}

/**
 * "Use this one": the alternative takes the slot (its day and order), the
 * slot's item and its other alternatives become alternatives of it. One batch.
 */
export function swapAlternative(slot: PlanItem, alternative: PlanItem, others: readonly PlanItem[]): PlanChange {
  return {
    remove: [],
    upsert: [
      { ...alternative, day: slot.day, order: slot.order, optionOf: null },
      { ...slot, optionOf: alternative.id },
      ...others.filter((item) => item.id !== alternative.id).map((item) => ({ ...item, optionOf: alternative.id })),
    ],
  };
}

/** Applies a change to a list of items (for the local view before the server answers). */
export function applyChange(items: readonly PlanItem[], change: PlanChange): PlanItem[] {
  const removed = new Set(change.remove);
  const upserts = new Map(change.upsert.map((item) => [item.id, item]));
  const next: PlanItem[] = [];
  for (const item of items) {
    if (removed.has(item.id)) continue;
    const replacement = upserts.get(item.id);
    if (replacement) upserts.delete(item.id);
    next.push(replacement ?? item);
  }
  for (const item of upserts.values()) if (!removed.has(item.id)) next.push(item);
  return next;
}
