/**
 * A day's travel in words, as every screen, the PDF and the calendar file
 * write it: "🚶 14 min · 1.1 km". British English like the rest of the app
 * (docs/decisions.md, "Dates, counts and prices"): no Intl, a decimal point,
 * thousands grouped with a comma, kilometres or miles as the person chose.
 * Rounding: docs/days.md ("Labels").
 */
import { groupThousands } from '@/lib/numbers';
import type { DayTotals, Leg } from './legs';
import { TRAVEL_MODES, type TravelMode } from './travel';

export type DistanceUnit = 'km' | 'mi';

export const MODE_ICONS: Record<TravelMode, string> = { walk: '🚶', transit: '🚇', car: '🚗', bike: '🚲' };
const MODE_PHRASES: Record<TravelMode, string> = { walk: 'on foot', transit: 'by public transport', car: 'by car', bike: 'by bike' };
/** "No walking route", "No public transport route". */
export const MODE_ROUTE_WORDS: Record<TravelMode, string> = { walk: 'walking', transit: 'public transport', car: 'driving', bike: 'cycling' };

const METERS_PER_MILE = 1609.344;
const METERS_PER_YARD = 0.9144;

/** "0 min", "14 min", "1 h", "1 h 5 min". */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.ceil(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${groupThousands(hours)} h` : `${groupThousands(hours)} h ${rest} min`;
}

/** "14 minutes", "1 hour 5 minutes": for screen readers and sentences. */
function minutesInWords(minutes: number): string {
  const whole = Math.max(0, Math.ceil(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${groupThousands(hours)} ${hours === 1 ? 'hour' : 'hours'}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} ${rest === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}

function decimal(value: number): string {
  const tenths = Math.round(value * 10);
  return `${groupThousands(Math.floor(tenths / 10))}.${tenths % 10}`;
}

/**
 * Kilometres: "950 m" (to 10 m) under a kilometre, "1.1 km" to 10 km, then
 * whole ("12 km", "1,204 km"). Miles: "170 yd" (to 10 yd) under a tenth of a
 * mile, "0.7 mi" to 10 mi, then whole.
 */
export function formatDistance(meters: number, unit: DistanceUnit = 'km'): string {
  const m = Math.max(0, meters);
  if (unit === 'mi') {
    const miles = m / METERS_PER_MILE;
    if (miles < 0.095) return `${groupThousands(Math.round(m / METERS_PER_YARD / 10) * 10)} yd`;
    return miles < 9.95 ? `${decimal(miles)} mi` : `${groupThousands(Math.round(miles))} mi`;
  }
  if (m < 995) return `${Math.round(m / 10) * 10} m`;
  return m < 9950 ? `${decimal(m / 1000)} km` : `${groupThousands(Math.round(m / 1000))} km`;
}

const KNOWN = (leg: Leg): leg is Leg & { minutes: number; meters: number } => leg.minutes !== null && leg.meters !== null;

/**
 * The short label of a leg: "🚶 14 min · 1.1 km", "Same place", "🚶 No
 * walking route", "Way there not known"; null for a leg that is the next
 * stop itself (a train to Nara). Whether it is an estimate is `leg.status`:
 * a screen shows that beside it, always.
 */
export function formatLeg(leg: Leg, unit: DistanceUnit = 'km'): string | null {
  if (leg.status === 'covered') return null;
  if (leg.status === 'unknown') return 'Way there not known';
  if (leg.status === 'unroutable') return `${MODE_ICONS[leg.mode]} No ${MODE_ROUTE_WORDS[leg.mode]} route`;
  if (!KNOWN(leg)) return null;
  if (leg.meters === 0) return 'Same place';
  return `${MODE_ICONS[leg.mode]} ${formatMinutes(leg.minutes)} · ${formatDistance(leg.meters, unit)}${leg.across ? ` · ${leg.across}` : ''}`;
}

/** The leg in words, for a screen reader or a title: "14 minutes on foot, 1.1 km (estimate)". */
export function describeLeg(leg: Leg, unit: DistanceUnit = 'km'): string | null {
  if (leg.status === 'covered') return null;
  if (leg.status === 'unknown' || leg.status === 'unroutable') return leg.problem;
  if (!KNOWN(leg)) return null;
  if (leg.meters === 0) return 'Same place';
  const text = `${minutesInWords(leg.minutes)} ${MODE_PHRASES[leg.mode]}${leg.across ? ` ${leg.across}` : ''}, ${formatDistance(leg.meters, unit)}`;
  return leg.status === 'estimate' ? `${text} (estimate)` : text;
}

/**
 * The head of a day: "Travel 1 h 3 min · 7.4 km: 🚶 38 min · 3.2 km, 🚇 25
 * min · 4.2 km", with how many legs are not known; "No travel" for none.
 */
export function formatDayTotals(totals: DayTotals, unit: DistanceUnit = 'km'): string {
  const modes = TRAVEL_MODES.flatMap((mode) => {
    const total = totals.byMode[mode];
    return total ? [`${MODE_ICONS[mode]} ${formatMinutes(total.minutes)} · ${formatDistance(total.meters, unit)}`] : [];
  });
  const unknown = totals.unknown > 0 ? ` (${totals.unknown} ${totals.unknown === 1 ? 'leg' : 'legs'} not known)` : '';
  if (modes.length === 0) return totals.unknown > 0 ? `Travel not known${unknown}` : 'No travel';
  return `Travel ${formatMinutes(totals.minutes)} · ${formatDistance(totals.meters, unit)}: ${modes.join(', ')}${unknown}`;
}

/** A time of the day: "09:30"; past midnight "00:30 next day". */
export function formatClock(minutes: number): string {
  const whole = Math.round(minutes);
  const day = Math.floor(whole / 1440);
  const within = whole - day * 1440;
  const text = `${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`;
  return day > 0 ? `${text} next day` : text;
}
