/**
 * A trip's travel as plain words for what leaves the app, the PDF and the
 * calendar file, where no icon or colour says the means: "Walk 14 min ·
 * 1.1 km from Hotel Shijō (estimate)". Keyed by the stop it leads to, so a
 * document writes it above that stop, and a calendar event carries the way
 * to it (its travel time, as the better calendar apps show before an event).
 */
import { formatDistance, formatMinutes, MODE_ROUTE_WORDS, type DistanceUnit } from './format';
import { blankItem } from '@/domain/itineraries/plan';
import { ITEM_TYPES, type GeoPoint, type ItemType } from '@/domain/itineraries/types';
import { dayLegs, type DayLegs, type Leg, type LegContext } from './legs';
import { TRAVEL_MODES, type TravelMode } from './travel';

const MODE_WORDS: Record<TravelMode, string> = { walk: 'Walk', transit: 'Public transport', car: 'Drive', bike: 'Cycle' };

export interface TravelNote {
  /** "Walk 14 min · 1.1 km from Nishiki Market (estimate)". */
  text: string;
  /** The minutes it takes, when known: a calendar's travel time. */
  minutes: number | null;
}

export interface DayTravelNotes {
  /** "Travel 1 h 3 min · 7.4 km: walk 38 min, public transport 25 min (estimates)"; null for a day without travel. */
  head: string | null;
  /** The way back to where the person sleeps, after the last stop. */
  back: TravelNote | null;
}

export interface TripTravelNotes {
  /** The way into each stop, by item id. */
  into: Map<string, TravelNote>;
  /** Day by day (`days[0]` is day 1). */
  days: DayTravelNotes[];
}

/** The leg in plain words, or null when there is nothing to say (the next stop is the journey itself, or the same place). */
export function legInWords(leg: Leg, unit: DistanceUnit = 'km'): string | null {
  if (leg.status === 'covered') return null;
  if (leg.status === 'unknown') return 'Way there not known';
  if (leg.status === 'unroutable') return `No ${MODE_ROUTE_WORDS[leg.mode]} route`;
  if (leg.minutes === null || leg.meters === null || leg.meters === 0) return null;
  const text = `${MODE_WORDS[leg.mode]} ${formatMinutes(leg.minutes)} · ${formatDistance(leg.meters, unit)}`;
  return leg.status === 'estimate' ? `${text} (estimate)` : text;
}

function note(leg: Leg, place: string, unit: DistanceUnit): TravelNote | null {
  const words = legInWords(leg, unit);
  if (!words) return null;
  const known = leg.status === 'route' || leg.status === 'estimate';
  const [figures, estimate] = words.endsWith(' (estimate)') ? [words.slice(0, -' (estimate)'.length), ' (estimate)'] : [words, ''];
  return { text: known ? `${figures} ${place}${estimate}` : words, minutes: known ? leg.minutes : null };
}

function head(day: DayLegs, unit: DistanceUnit): string | null {
  const { totals } = day;
  const byMode = TRAVEL_MODES.flatMap((mode) => {
    const total = totals.byMode[mode];
    return total ? [`${MODE_WORDS[mode].toLowerCase()} ${formatMinutes(total.minutes)}`] : [];
  });
  if (byMode.length === 0) return totals.unknown > 0 ? 'Travel not known' : null;
  const known = day.legs.filter((leg) => leg.status === 'route' || leg.status === 'estimate').length;
  const estimates = totals.estimated === 0 ? '' : totals.estimated === known ? ' (estimates)' : ' (some estimated)';
  const unknown = totals.unknown > 0 ? `; ${totals.unknown} ${totals.unknown === 1 ? 'leg' : 'legs'} not known` : '';
  return `Travel ${formatMinutes(totals.minutes)} · ${formatDistance(totals.meters, unit)}: ${byMode.join(', ')}${estimates}${unknown}`;
}

/** The notes of every day's legs (`tripLegs`), in plain words. */
export function travelNotes(days: readonly DayLegs[], unit: DistanceUnit = 'km'): TripTravelNotes {
  const into = new Map<string, TravelNote>();
  const notes = days.map((day): DayTravelNotes => {
    let back: TravelNote | null = null;
    day.legs.forEach((leg, i) => {
      const from = day.stops[i];
      const to = day.stops[i + 1];
      if (!from || !to) return;
      if (to.role === 'end') back = note(leg, `back to ${to.item.title}`, unit);
      else {
        const written = note(leg, `from ${from.item.title}`, unit);
        if (written) into.set(to.item.id, written);
      }
    });
    return { head: head(day, unit), back };
  });
  return { into, days: notes };
}

/** A stop as a list outside the plan has it (a proposal's day): a title, a kind, a place or none. */
export interface ListedStop {
  title: string;
  type: string;
  geocode: GeoPoint | null;
}

/** A flight, train, bus or transfer: in a list without arrival places, the travel itself. */
const isJourney = (stop: ListedStop | undefined) => stop?.type === 'flight' || stop?.type === 'transport';

/**
 * The legs between the stops of such a list, in order (`legs[i]` leads into
 * `stops[i + 1]`): estimates, as no route service is asked for a list that
 * is not a plan, and no stay to start from. None (null) into or out of a
 * journey: a list does not say where a train arrives, and the train is the
 * way there.
 */
export function listedStopLegs(stops: readonly ListedStop[], context: LegContext = {}): (Leg | null)[] {
  const items = stops.map((stop, i) =>
    blankItem({
      id: `stop-${i}`,
      day: 1,
      order: String(i).padStart(4, '0'),
      type: (ITEM_TYPES as readonly string[]).includes(stop.type) ? (stop.type as ItemType) : 'attraction',
      title: stop.title,
      place: stop.geocode ? { name: stop.title, geocode: stop.geocode, source: '' } : null,
    }),
  );
  return dayLegs(1, items, [], context).legs.map((leg, i) => (isJourney(stops[i]) || isJourney(stops[i + 1]) ? null : leg));
}
