/**
 * A chosen day's path on the map, leg by leg, from the day's legs
 * (src/domain/days/legs.ts: from the night's stay, through its stops, back to
 * where the person sleeps). A leg a route service gave a line for follows it,
 * solid; any other leg with both ends on the map is straight and dashed: the
 * way is an estimate (docs/itineraries.md, "Map"). Part of the map's lazy
 * chunk: imported only by `itinerary-map.tsx`.
 */
import { describeLeg } from '@/domain/days/format';
import { dayLegs, type DayStop } from '@/domain/days/legs';
import { groupPlan } from '@/domain/itineraries/plan';
import type { GeoPoint } from '@/domain/itineraries/types';
import type { MapPlan } from './map-types';

export type LatLng = [number, number];

/** One leg as drawn. */
export interface PathLeg {
  /** `legKey(fromId, toId)`: how the plan and the map name the same leg. */
  key: string;
  /**
   * 'route': along a route service's line; 'estimate': a straight line (the
   * way is not known); 'flight': a flight of the day, airport to airport, along
   * the great circle a plane flies.
   */
  kind: 'route' | 'estimate' | 'flight';
  points: LatLng[];
  /** Its accessible name: "Day 2, leg 1: from Casa do Bairro to Jerónimos Monastery, 25 minutes by public transport, 6.1 km (estimate)". */
  label: string;
}

/** Where the day starts or ends when that is not one of its own stops on the map (the stay of the night before). */
export interface PathEnd {
  id: string;
  title: string;
  position: LatLng;
}

export interface DayPath {
  day: number;
  legs: PathLeg[];
  ends: PathEnd[];
}

/**
 * Decodes a line in Google's encoded polyline format (5 decimal places), as
 * the Routes API gives a leg's path. A damaged string gives the points read
 * before the damage.
 */
export function decodePolyline(encoded: string): LatLng[] {
  const points: LatLng[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number | null => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (index >= encoded.length) return null;
      const byte = encoded.charCodeAt(index++) - 63;
      if (byte < 0 || byte > 63) return null;
      result |= (byte & 0x1f) << shift;
      shift += 5;
      if (byte < 0x20) break;
      if (shift > 30) return null;
    }
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    const dLat = next();
    const dLng = next();
    if (dLat === null || dLng === null) break;
    lat += dLat;
    lng += dLng;
    points.push([lat / 1e5, lng / 1e5]);
  }
  return points;
}

const at = (point: GeoPoint): LatLng => [point.lat, point.lng];

function sameSpot(a: LatLng, b: LatLng): boolean {
  return Math.abs(a[0] - b[0]) < 1e-6 && Math.abs(a[1] - b[1]) < 1e-6;
}

function endName(stop: DayStop): string {
  return stop.role === 'start' ? `${stop.item.title} (the night's stay)` : stop.role === 'end' ? `${stop.item.title} (tonight's stay)` : stop.item.title;
}

const RADIANS = Math.PI / 180;

/** Points along the great circle from `a` to `b` (a long flight bows on the map, as on an airline's). */
export function greatCircle(a: GeoPoint, b: GeoPoint, steps = 32): LatLng[] {
  const [lat1, lng1, lat2, lng2] = [a.lat * RADIANS, a.lng * RADIANS, b.lat * RADIANS, b.lng * RADIANS];
  const angle = 2 * Math.asin(Math.sqrt(Math.sin((lat2 - lat1) / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin((lng2 - lng1) / 2) ** 2));
  if (angle < 1e-6) return [at(a), at(b)];
  const points: LatLng[] = [];
  let previousLng = a.lng;
  for (let step = 0; step <= steps; step += 1) {
    const f = step / steps;
    const p = Math.sin((1 - f) * angle) / Math.sin(angle);
    const q = Math.sin(f * angle) / Math.sin(angle);
    const x = p * Math.cos(lat1) * Math.cos(lng1) + q * Math.cos(lat2) * Math.cos(lng2);
    const y = p * Math.cos(lat1) * Math.sin(lng1) + q * Math.cos(lat2) * Math.sin(lng2);
    const z = p * Math.sin(lat1) + q * Math.sin(lat2);
    let lng = Math.atan2(y, x) / RADIANS;
    // Across the antimeridian the line continues past ±180° instead of jumping back across the map.
    while (lng - previousLng > 180) lng -= 360;
    while (lng - previousLng < -180) lng += 360;
    previousLng = lng;
    points.push([Math.atan2(z, Math.sqrt(x * x + y * y)) / RADIANS, lng]);
  }
  // The ends exactly at the airports (the sums above leave rounding in the last digits).
  points[0] = at(a);
  points[steps] = [b.lat, points[steps]![1] - ((points[steps]![1] - b.lng + 540) % 360) + 180];
  return points;
}

/**
 * Day `day`'s path: its legs with both ends on the map, in order, and the
 * stays it starts or ends at that are not among `shownIds` (the day's own
 * markers). Legs without a place at one end, a leg that is the next stop
 * itself (a train to Nara), no route by that means, and two stops at one
 * place draw nothing.
 */
export function dayPathOf(plan: MapPlan, day: number, shownIds: ReadonlySet<string>): DayPath {
  const grouped = groupPlan(plan.items, plan.days);
  const { stops, legs } = dayLegs(day, grouped.days[day - 1] ?? [], plan.items, plan.context);
  const drawn: PathLeg[] = [];
  legs.forEach((leg, index) => {
    if (!leg.from || !leg.to || (leg.status !== 'route' && leg.status !== 'estimate')) return;
    const from = at(leg.from);
    const to = at(leg.to);
    const along = leg.status === 'route' && leg.polyline ? decodePolyline(leg.polyline) : [];
    const kind = along.length > 1 ? 'route' : 'estimate';
    if (kind === 'estimate' && sameSpot(from, to)) return;
    const a = stops[index]!;
    const b = stops[index + 1]!;
    const words = describeLeg(leg);
    drawn.push({
      key: leg.key,
      kind,
      points: kind === 'route' ? along : [from, to],
      label: `Day ${day}, leg ${drawn.length + 1}: from ${endName(a)} to ${endName(b)}${words ? `, ${words}` : ''}`,
    });
  });
  for (const item of grouped.days[day - 1] ?? []) {
    if (item.type !== 'flight' || !item.place || !item.arrival || item.optionOf !== null) continue;
    const from = item.place.category ?? item.place.name;
    const to = item.arrival.category ?? item.arrival.name;
    drawn.push({ key: `flight:${item.id}`, kind: 'flight', points: greatCircle(item.place.geocode, item.arrival.geocode), label: `Day ${day}: ${item.title}, from ${from} to ${to}` });
  }
  const ends: PathEnd[] = [];
  for (const stop of stops) {
    const place = stop.role === 'start' ? stop.leaveFrom : stop.role === 'end' ? stop.arriveAt : null;
    if (!place || shownIds.has(stop.item.id) || ends.some((end) => end.id === stop.item.id)) continue;
    ends.push({ id: stop.item.id, title: stop.item.title, position: at(place) });
  }
  return { day, legs: drawn, ends };
}

/** What the drawing depends on, to draw again only when it changes. */
export function pathSignature(path: DayPath | null): string {
  if (!path) return '';
  const legs = path.legs.map((leg) => `${leg.key}|${leg.kind}|${leg.label}|${leg.points.map((p) => p.join(',')).join(';')}`);
  const ends = path.ends.map((end) => `${end.id}|${end.position.join(',')}`);
  return [path.day, ...legs, '--', ...ends].join('\n');
}
