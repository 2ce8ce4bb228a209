/**
 * The legs of a day: between each two consecutive stops of a day, the means,
 * the time and the distance, from a route service's answer when there is one
 * and an estimate otherwise (./travel.ts). The day starts from where the
 * person slept (the stay of the night before) and ends where they sleep
 * (the stay of its night). Ideas have no legs. Rules and reasons: docs/days.md.
 *
 * Pure: the same plan, choices and cached routes give the same legs, so the
 * editor, the trip page, the assistant and the planner agree.
 */
import { compareItems, groupPlan } from '@/domain/itineraries/plan';
import type { GeoPoint, PlanItem } from '@/domain/itineraries/types';
import { MODE_ROUTE_WORDS } from './format';
import type { RoutedLegLookup, RouteFailureReason } from './routes';
import { DEFAULT_TRAVEL_PREFERENCES, TRAVEL_MODES, defaultMode, estimateLeg, type TravelMode, type TravelPreferences } from './travel';
import { waterBetween, waterWords } from './water';

/** One stop of a day's route, in order. */
export interface DayStop {
  item: PlanItem;
  /** 'start': the stay the day sets out from; 'end': the stay it comes back to; 'stop': an item of the day. */
  role: 'start' | 'stop' | 'end';
  /** Where the person arrives (a flight: its departure airport); null when not on the map. */
  arriveAt: GeoPoint | null;
  /** Where the person leaves from (a flight: its arrival airport); null when not on the map. */
  leaveFrom: GeoPoint | null;
  /** A transport item without an arrival place is the journey to its place: the leg into it is the item itself. */
  journey: boolean;
}

export type LegStatus = 'route' | 'estimate' | 'covered' | 'unknown' | 'unroutable';

export interface Leg {
  /** `fromId>toId`: stable while the two stops stay next to each other (a person's choice of means is kept by it). */
  key: string;
  fromId: string;
  toId: string;
  from: GeoPoint | null;
  to: GeoPoint | null;
  mode: TravelMode;
  /** 'person' when the person chose the means of this leg. */
  modeBy: 'default' | 'person';
  /**
   * route: a route service's answer; estimate: straight line × detour at the
   * means' speed (always shown as an estimate); covered: the next stop is
   * itself the journey (a train to Nara); unknown: a stop is not on the map;
   * unroutable: the service found no way by this means.
   */
  status: LegStatus;
  seconds: number | null;
  meters: number | null;
  /** Whole minutes, rounded up: what is shown, and what the day's times add up. */
  minutes: number | null;
  /** The route's encoded polyline (Google's format); null for an estimate, which is drawn straight. */
  polyline: string | null;
  /** Said plainly when the leg is unknown or unroutable. */
  problem: string | null;
  /** Other means to offer when this one has no route. */
  otherModes: TravelMode[];
  /** Water no walk crosses on the way, as the leg says it ("across the Bosphorus"); absent for none. */
  across?: string;
}

export interface ModeTotal {
  minutes: number;
  meters: number;
  legs: number;
}

export interface DayTotals {
  /** The sum of the legs' shown minutes (so the head of the day agrees with its legs). */
  minutes: number;
  meters: number;
  byMode: Partial<Record<TravelMode, ModeTotal>>;
  /** Legs whose figures are estimates. */
  estimated: number;
  /** Legs with no figures (a stop not on the map, no route by that means): the totals leave them out. */
  unknown: number;
}

export interface LegContext {
  preferences?: TravelPreferences;
  /** The means the person chose, by leg key (`legKey`). */
  modes?: ReadonlyMap<string, TravelMode>;
  /** Legs a route service gave (its cache); looked up before estimating. */
  routed?: RoutedLegLookup;
  /** Why the route service could not be asked, said at the head of the day when it shows estimates. */
  routesUnavailable?: RouteFailureReason | null;
}

export interface DayLegs {
  day: number;
  stops: DayStop[];
  /** `legs[i]` goes from `stops[i]` to `stops[i + 1]`. */
  legs: Leg[];
  totals: DayTotals;
  /** Said at the head of the day when its legs are estimates because the route service is unavailable. */
  notice: string | null;
}

export function legKey(fromId: string, toId: string): string {
  return `${fromId}>${toId}`;
}

/**
 * The stay whose nights include night `night` (the night after day `night`):
 * a stay from day d for n nights covers nights d to d + n - 1. Alternatives are
 * not stays anyone sleeps in. When two stays claim a night, the later check-in.
 */
export function stayForNight(items: readonly PlanItem[], night: number): PlanItem | null {
  let found: PlanItem | null = null;
  for (const item of items) {
    if (item.type !== 'stay' || item.optionOf !== null || item.day === null) continue;
    const nights = item.nights !== null && item.nights >= 1 ? item.nights : 1;
    if (item.day <= night && night < item.day + nights && (found === null || compareItems(found, item) < 0)) found = item;
  }
  return found;
}

function stopOf(item: PlanItem, role: DayStop['role']): DayStop {
  const place = item.place?.geocode ?? null;
  if (item.type === 'flight' || (item.type === 'transport' && item.arrival)) {
    return { item, role, arriveAt: place, leaveFrom: item.arrival?.geocode ?? null, journey: false };
  }
  if (item.type === 'transport') return { item, role, arriveAt: null, leaveFrom: place, journey: true };
  return { item, role, arriveAt: place, leaveFrom: place, journey: false };
}

/**
 * The stops of day `day` in order: the stay of the night before, the day's
 * items (`dayItems`: its items in plan order, alternatives left out, as
 * `groupPlan` gives them; notes are not places to go and are skipped), and
 * the stay of the night, unless the day already ends there. `allItems` is the
 * whole plan, where the stays are found.
 */
export function dayStops(day: number, dayItems: readonly PlanItem[], allItems: readonly PlanItem[]): DayStop[] {
  const stops: DayStop[] = [];
  const start = day > 1 ? stayForNight(allItems, day - 1) : null;
  if (start) stops.push(stopOf(start, 'start'));
  for (const item of dayItems) if (item.type !== 'note') stops.push(stopOf(item, 'stop'));
  const end = stayForNight(allItems, day);
  if (end && stops.at(-1)?.item.id !== end.id) stops.push(stopOf(end, 'end'));
  return stops;
}

function noPlace(stop: DayStop, side: 'from' | 'to'): string {
  const title = `“${stop.item.title}”`;
  if (side === 'from' && stop.arriveAt !== null) return `Where ${title} arrives is not on the map, so the way on from there is not known.`;
  return side === 'to'
    ? `${title} has no place on the map, so the way there is not known.`
    : `${title} has no place on the map, so the way on from there is not known.`;
}

/** The leg from stop `a` to stop `b`. */
export function legBetween(a: DayStop, b: DayStop, context: LegContext = {}): Leg {
  const key = legKey(a.item.id, b.item.id);
  const from = a.leaveFrom;
  const to = b.arriveAt;
  const chosen = context.modes?.get(key);
  const base = { key, fromId: a.item.id, toId: b.item.id, from, to, polyline: null, problem: null, otherModes: [] };
  const empty = { seconds: null, meters: null, minutes: null };
  if (b.journey) {
    return { ...base, mode: chosen ?? 'transit', modeBy: chosen ? 'person' : 'default', status: 'covered', seconds: 0, meters: null, minutes: 0 };
  }
  if (!from || !to) {
    const problem = !to ? noPlace(b, 'to') : noPlace(a, 'from');
    return { ...base, ...empty, mode: chosen ?? 'walk', modeBy: chosen ? 'person' : 'default', status: 'unknown', problem };
  }
  const water = waterBetween(from, to);
  const mode = chosen ?? defaultMode(from, to, context.preferences ?? DEFAULT_TRAVEL_PREFERENCES, water);
  const modeBy = chosen ? 'person' : 'default';
  const across = water ? { across: waterWords(water) } : {};
  const routed = context.routed?.(from, to, mode);
  if (routed && !routed.ok) {
    return {
      ...base,
      ...empty,
      mode,
      modeBy,
      status: 'unroutable',
      problem: `No ${MODE_ROUTE_WORDS[mode]} route was found from “${a.item.title}” to “${b.item.title}”.`,
      otherModes: TRAVEL_MODES.filter((other) => other !== mode),
      ...across,
    };
  }
  const measure = routed ?? estimateLeg(from, to, mode);
  return {
    ...base,
    ...across,
    mode,
    modeBy,
    status: routed ? 'route' : 'estimate',
    seconds: measure.seconds,
    meters: measure.meters,
    minutes: Math.ceil(measure.seconds / 60),
    polyline: routed?.polyline ?? null,
  };
}

/** The legs between consecutive stops. */
export function legsBetween(stops: readonly DayStop[], context: LegContext = {}): Leg[] {
  const legs: Leg[] = [];
  for (let i = 1; i < stops.length; i += 1) legs.push(legBetween(stops[i - 1]!, stops[i]!, context));
  return legs;
}

/** The day's travel: minutes and metres in all and per means. Covered legs count nothing; unknown ones are counted apart. */
export function legTotals(legs: readonly Leg[]): DayTotals {
  const totals: DayTotals = { minutes: 0, meters: 0, byMode: {}, estimated: 0, unknown: 0 };
  for (const leg of legs) {
    if (leg.status === 'covered') continue;
    if (leg.minutes === null || leg.meters === null) {
      totals.unknown += 1;
      continue;
    }
    if (leg.status === 'estimate') totals.estimated += 1;
    totals.minutes += leg.minutes;
    totals.meters += leg.meters;
    const mode = (totals.byMode[leg.mode] ??= { minutes: 0, meters: 0, legs: 0 });
    mode.minutes += leg.minutes;
    mode.meters += leg.meters;
    mode.legs += 1;
  }
  return totals;
}

const UNAVAILABLE: Record<RouteFailureReason, string> = {
  'not-configured': 'Travel times are estimates: no route service is set up.',
  'provider-failed': 'Travel times are estimates: the route service did not answer.',
  'quota-exceeded': "Travel times are estimates: this hour's route look-ups are used up.",
};

/** Day `day`'s stops, legs and totals. */
export function dayLegs(day: number, dayItems: readonly PlanItem[], allItems: readonly PlanItem[], context: LegContext = {}): DayLegs {
  const stops = dayStops(day, dayItems, allItems);
  const legs = legsBetween(stops, context);
  const totals = legTotals(legs);
  const reason = context.routesUnavailable ?? null;
  return { day, stops, legs, totals, notice: reason && totals.estimated > 0 ? UNAVAILABLE[reason] : null };
}

/** Every day's legs of a plan (`groupPlan`'s days), from the night's stay and back. */
export function tripLegs(items: readonly PlanItem[], days: number, context: LegContext = {}): DayLegs[] {
  const plan = groupPlan(items, days);
  const stays = items.filter((item) => item.type === 'stay');
  return plan.days.map((dayItems, index) => dayLegs(index + 1, dayItems, stays, context));
}
