/**
 * "Shortest route for this day": the day's stops in the order with the least
 * travel time, as a change to accept. What stays where it is: the stays
 * (where the day starts and ends, and a check-in during it), flights and
 * other journeys, stops with a fixed time, meals at a time of day, stops not
 * on the map, and notes.
 * The other stops are re-ordered between the same two of those (a stop before
 * a fixed lunch stays before it). A known walk is kept whole and in its
 * order, and moves as one. Rules: docs/days.md ("Shortest route").
 */
import type { ProposedChange } from '@/domain/assistant/edit/change';
import { compareOrder, isValidOrder, orderBetween } from '@/domain/itineraries/order';
import type { PlanItem } from '@/domain/itineraries/types';
import { haversineKm } from '@/lib/places/geo';
import { normalizeText } from '@/lib/places/normalize';
import type { CityWalk, Place } from '@/lib/places/types';
import { formatDistance, formatMinutes, type DistanceUnit } from './format';
import { dayStops, legBetween, legTotals, legsBetween, type DayStop, type DayTotals, type LegContext } from './legs';
import { pathCost, solvePath } from './path-order';
import { matrixPointsLimit, pointKey, type MatrixRequest, type RoutedLegLookup } from './routes';
import { clockMinutes, isFixedTime } from './schedule';

export interface ReorderInput {
  day: number;
  /** The day's items in plan order, alternatives left out (`groupPlan`). */
  dayItems: readonly PlanItem[];
  /** The whole plan, for the stays of the nights around the day. */
  allItems: readonly PlanItem[];
  travel?: LegContext;
  /** Items whose written time is fixed (a booking), besides timetables. */
  fixed?: ReadonlySet<string>;
  /** Known walks in the day: item ids in walking order (`walksInDay`). */
  walks?: readonly (readonly string[])[];
}

export interface ReorderResult {
  /** False when no order saves travel: then `order` is the day as it is. */
  changed: boolean;
  /** Every item of the day (notes included) by id, in the new order. */
  order: string[];
  /** The new order keys of the items that move; as few as keep the new order. */
  moves: { id: string; order: string }[];
  before: DayTotals;
  after: DayTotals;
  /** False when a stretch had too many stops to weigh every order: the best order found. */
  exact: boolean;
}

/** An order saves travel when it saves a minute, or the same minutes and this many metres. */
const SAVES_METERS = 100;

/** A meal at a time of day (lunch at 12:30): the day is ordered round it, it is not moved to the afternoon. */
export function isTimedMeal(item: PlanItem): boolean {
  return item.type === 'restaurant' && clockMinutes(item.startTime) !== null;
}

/** Stays where it is in the day: not a stop to re-order. */
function isPinned(item: PlanItem, fixed: ReadonlySet<string> | undefined): boolean {
  return (
    item.type === 'stay' ||
    item.type === 'flight' ||
    item.type === 'transport' ||
    item.type === 'note' ||
    item.place === null ||
    isFixedTime(item, fixed) ||
    isTimedMeal(item)
  );
}

/** A stretch of the day between two stops that stay where they are. */
interface Stretch {
  from: DayStop | null;
  to: DayStop | null;
  /** Units to order: one stop, or a known walk's stops in its order. */
  units: DayStop[][];
  /** Where the stretch's stops sit among the day's stops that are not notes. */
  slots: number[];
}

/**
 * The units that move together: a walk whose stops in the day stand one
 * after another in its order moves as one unit; if one of them stays put, all
 * of them do, and so do they when a meal at its time stands between two of
 * them. Returns the walks' units and the ids they pin.
 */
function walkUnits(route: readonly DayStop[], walks: readonly (readonly string[])[], fixed: ReadonlySet<string> | undefined) {
  const unitOf = new Map<string, string[]>();
  const pinned = new Set<string>();
  const position = new Map(route.map((stop, i) => [stop.item.id, i]));
  for (const walk of walks) {
    const members = walk.filter((id) => position.has(id));
    if (members.length < 2 || members.some((id) => unitOf.has(id))) continue;
    const together = members.every((id, k) => k === 0 || position.get(id) === position.get(members[k - 1]!)! + 1);
    // A walk with a meal at its time between two of its stops (lunch half way) is the day's shape: it stays as it is.
    const roundMeals = members.every((id, k) => {
      if (k === 0) return true;
      const from = position.get(members[k - 1]!)!;
      const to = position.get(id)!;
      return to > from && route.slice(from + 1, to).every((stop) => isTimedMeal(stop.item));
    });
    if (!together && !roundMeals) continue;
    if (!together || members.some((id) => isPinned(route[position.get(id)!]!.item, fixed))) members.forEach((id) => pinned.add(id));
    else members.forEach((id) => unitOf.set(id, members));
  }
  return { unitOf, pinned };
}

function stretches(stops: readonly DayStop[], input: ReorderInput): Stretch[] {
  const route = stops.filter((stop) => stop.role === 'stop');
  const { unitOf, pinned } = walkUnits(route, input.walks ?? [], input.fixed);
  const result: Stretch[] = [];
  let current: Stretch = { from: stops[0]?.role === 'start' ? stops[0] : null, to: null, units: [], slots: [] };
  route.forEach((stop, slot) => {
    if (pinned.has(stop.item.id) || isPinned(stop.item, input.fixed)) {
      current.to = stop;
      result.push(current);
      current = { from: stop, to: null, units: [], slots: [] };
      return;
    }
    const walk = unitOf.get(stop.item.id);
    if (!walk || walk[0] === stop.item.id) current.units.push([stop]);
    else current.units[current.units.length - 1]!.push(stop);
    current.slots.push(slot);
  });
  const last = stops[stops.length - 1];
  current.to = last?.role === 'end' ? last : null;
  result.push(current);
  return result;
}

/** Order keys for `ids` in this order that move as few items as possible (the rest keep theirs). */
function keysFor(ids: readonly string[], byId: ReadonlyMap<string, PlanItem>): { id: string; order: string }[] {
  const keys = ids.map((id) => byId.get(id)!.order);
  // The longest run of items, in the new order, whose keys already rise: they keep them.
  const n = ids.length;
  const length = new Array<number>(n).fill(0);
  const previous = new Array<number>(n).fill(-1);
  for (let i = 0; i < n; i += 1) {
    if (!isValidOrder(keys[i])) continue;
    length[i] = 1;
    for (let j = 0; j < i; j += 1) {
      if (length[j]! > 0 && compareOrder(keys[j]!, keys[i]!) < 0 && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
    }
  }
  const kept = new Set<number>();
  let at = length.reduce((best, value, i) => (value > (length[best] ?? 0) ? i : best), 0);
  while (at >= 0 && length[at]! > 0) {
    kept.add(at);
    at = previous[at]!;
  }
  const moves: { id: string; order: string }[] = [];
  let below: string | null = null;
  for (let i = 0; i < n; i += 1) {
    if (kept.has(i)) {
      below = keys[i]!;
      continue;
    }
    let above: string | null = null;
    for (let j = i + 1; j < n; j += 1) {
      if (kept.has(j)) {
        above = keys[j]!;
        break;
      }
    }
    const order = orderBetween(below, above);
    moves.push({ id: ids[i]!, order });
    below = order;
  }
  return moves;
}

/** How many pairs are the other way round from 0, 1, 2, ...: how far an order is from the day as it is. */
function inversions(order: readonly number[]): number {
  let count = 0;
  for (let i = 0; i < order.length; i += 1) for (let j = i + 1; j < order.length; j += 1) if (order[i]! > order[j]!) count += 1;
  return count;
}

/** Seconds of the leg, with its metres as a tie-break (a kilometre weighs a tenth of a second); an unknown leg costs nothing. */
function legCost(a: DayStop, b: DayStop, context: LegContext | undefined): number {
  const leg = legBetween(a, b, context);
  return leg.seconds === null ? 0 : leg.seconds + (leg.meters ?? 0) * 1e-4;
}

/**
 * What to ask a route matrix before re-ordering: for each means some pair of
 * the day's stops would be travelled by (walk when near, the person's ride
 * otherwise, or the means they chose for that leg), every stop on the map to
 * every other. A means with more points than a matrix takes is left to
 * estimates.
 */
export function matrixRequests(input: ReorderInput): MatrixRequest[] {
  const stops = dayStops(input.day, input.dayItems, input.allItems);
  const context: LegContext = { modes: input.travel?.modes, preferences: input.travel?.preferences };
  const modes = new Set<MatrixRequest['mode']>();
  for (const a of stops) {
    for (const b of stops) {
      const leg = a === b ? null : legBetween(a, b, context);
      if (leg?.status === 'estimate') modes.add(leg.mode);
    }
  }
  const ends = stops.flatMap((stop) => [stop.arriveAt, stop.leaveFrom]).filter((point) => point !== null);
  const points = [...new Map(ends.map((point) => [pointKey(point), point])).values()];
  if (points.length < 2) return [];
  return [...modes].filter((mode) => points.length <= matrixPointsLimit(mode)).map((mode) => ({ points, mode }));
}

/** The first lookup that knows a leg: the day's routes (with their paths) before a matrix's figures. */
export function firstKnown(...lookups: readonly (RoutedLegLookup | undefined)[]): RoutedLegLookup {
  return (from, to, mode) => {
    for (const lookup of lookups) {
      const leg = lookup?.(from, to, mode);
      if (leg) return leg;
    }
    return undefined;
  };
}

/** The day's stops in the order with the least travel, keeping what stays put; `changed` false when nothing saves travel. */
export function shortestRoute(input: ReorderInput): ReorderResult {
  const { day, dayItems, allItems, travel } = input;
  const stops = dayStops(day, dayItems, allItems);
  const before = legTotals(legsBetween(stops, travel));
  const route = stops.filter((stop) => stop.role === 'stop');
  const newRoute = route.map((stop) => stop.item.id);
  let exact = true;
  for (const stretch of stretches(stops, input)) {
    if (stretch.units.length < 2) continue;
    const first = (u: number): DayStop => stretch.units[u]![0]!;
    const last = (u: number): DayStop => stretch.units[u]![stretch.units[u]!.length - 1]!;
    // Each leg worked out once: the solver and the check of the other way round read the same figures.
    const n = stretch.units.length;
    const pair = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : legCost(last(i), first(j), travel))));
    const start = Array.from({ length: n }, (_, j) => (stretch.from ? legCost(stretch.from, first(j), travel) : 0));
    const end = Array.from({ length: n }, (_, i) => (stretch.to ? legCost(last(i), stretch.to, travel) : 0));
    const problem = { size: n, cost: (i: number, j: number) => pair[i]![j]!, fromStart: (j: number) => start[j]!, toEnd: (i: number) => end[i]! };
    const solved = solvePath(problem);
    exact &&= solved.exact;
    // The same way round or the other (a loop costs the same both ways): the one nearer the day as it is.
    const reversed = [...solved.order].reverse();
    const units = Math.abs(pathCost(problem, reversed) - solved.cost) < 1e-6 && inversions(reversed) < inversions(solved.order) ? reversed : solved.order;
    const ordered = units.flatMap((u) => stretch.units[u]!.map((stop) => stop.item.id));
    stretch.slots.forEach((slot, k) => (newRoute[slot] = ordered[k]!));
  }
  // Notes keep their places in the list; the stops fill the others in their new order.
  let next = 0;
  const order = dayItems.map((item) => (item.type === 'note' ? item.id : newRoute[next++]!));
  const byId = new Map(dayItems.map((item) => [item.id, item]));
  const reordered = order.map((id) => byId.get(id)!);
  const after = legTotals(legsBetween(dayStops(day, reordered, allItems), travel));
  const saves = after.minutes < before.minutes || (after.minutes === before.minutes && after.meters <= before.meters - SAVES_METERS);
  if (!saves || after.unknown !== before.unknown) {
    return { changed: false, order: dayItems.map((item) => item.id), moves: [], before, after: before, exact };
  }
  return { changed: true, order, moves: keysFor(order, byId), before, after, exact };
}

const clockText = (minutes: number): string => {
  const within = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`;
};

/**
 * The written times of the day's stops in their new order: the stops whose
 * time is a plan (not a timetable's, not fixed, not a stay's check-in) keep
 * the day's time slots in order, so the first of them in the new order gets
 * the earliest time, and each keeps its own length. By id, only the times
 * that change.
 */
function timesInOrder(order: readonly string[], byId: ReadonlyMap<string, PlanItem>, fixed?: ReadonlySet<string>): Map<string, { startTime: string; endTime: string | null }> {
  const timed = order.flatMap((id) => {
    const item = byId.get(id);
    const start = clockMinutes(item?.startTime);
    return item && start !== null && item.type !== 'stay' && !isFixedTime(item, fixed) ? [{ item, start }] : [];
  });
  const slots = timed.map(({ start }) => start).sort((a, b) => a - b);
  const changed = new Map<string, { startTime: string; endTime: string | null }>();
  timed.forEach(({ item, start }, i) => {
    const slot = slots[i]!;
    if (slot === start) return;
    const end = clockMinutes(item.endTime);
    changed.set(item.id, { startTime: clockText(slot), endTime: end === null ? item.endTime : clockText(end + slot - start) });
  });
  return changed;
}

/** What the new order saves, in words ("15 min and 1.2 km"). */
export function travelSaved(result: ReorderResult, unit: DistanceUnit = 'km'): string {
  const minutes = result.before.minutes - result.after.minutes;
  const meters = result.before.meters - result.after.meters;
  return [minutes > 0 ? formatMinutes(minutes) : null, meters > 0 ? formatDistance(meters, unit) : null].filter(Boolean).join(' and ');
}

/**
 * The re-ordering as the assistant's kind of change (moves within the day),
 * shown as a diff to accept or reject and undone in one step like any other;
 * null when nothing changes. The written times follow the new order
 * (`timesInOrder`): a stop keeps its length, and the day its time slots.
 */
export function reorderChange(
  result: ReorderResult,
  dayItems: readonly PlanItem[],
  day: number,
  unit: DistanceUnit = 'km',
  fixed?: ReadonlySet<string>,
): ProposedChange | null {
  if (!result.changed || result.moves.length === 0) return null;
  const byId = new Map(dayItems.map((item) => [item.id, item]));
  const saved = travelSaved(result, unit);
  const times = timesInOrder(result.order, byId, fixed);
  const moved = new Map(result.moves.map(({ id, order }) => [id, order]));
  // A stop that keeps its place but not its time is moved to where it is, with its new time.
  const ids = result.order.filter((id) => moved.has(id) || times.has(id));
  return {
    summary: `Shortest route for day ${day}: ${saved} less travel.${times.size > 0 ? ' The times follow the new order.' : ''}`,
    add: [],
    move: ids.map((id) => ({
      id,
      title: byId.get(id)?.title ?? '',
      fromDay: day,
      toDay: day,
      order: moved.get(id) ?? byId.get(id)?.order ?? '',
      ...times.get(id),
    })),
    remove: [],
    itinerary: null,
  };
}

/** A stop is a known walk's place when it has the place's name or stands within this many metres of it. */
const WALK_PLACE_METERS = 30;

/**
 * The known walks (a city's `walks`) among a day's stops: for each walk with
 * two or more of its places in the day, their item ids in the walk's order.
 */
export function walksInDay(dayItems: readonly PlanItem[], walks: readonly CityWalk[], placeById: ReadonlyMap<string, Place>): string[][] {
  const found: string[][] = [];
  for (const walk of walks) {
    const ids: string[] = [];
    for (const placeId of walk.places) {
      const place = placeById.get(placeId);
      if (!place) continue;
      const name = normalizeText(place.name);
      const item = dayItems.find(
        (it) =>
          it.place !== null &&
          !ids.includes(it.id) &&
          (normalizeText(it.place.name) === name || normalizeText(it.title) === name || haversineKm(it.place.geocode, place.geocode) * 1000 <= WALK_PLACE_METERS),
      );
      if (item) ids.push(item.id);
    }
    if (ids.length >= 2) found.push(ids);
  }
  return found;
}
