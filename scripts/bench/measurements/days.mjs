// legsMs:12 and shortestRouteMs:12: a day of 12 stops, as the editor works it
// out on every render of the day (src/domain/days), in Node.
//
// Bundles src/domain/days (TypeScript) with rolldown into temporary modules and
// builds a Kyoto day of 12 stops (the first 12 places of
// src/data/places/cities/kyoto.json, their real coordinates) from a hotel
// stay, with every leg known to the route service's cache (a lookup that
// answers at once, as the app's does once the answers have come).
//
// - legsMs:12: `checkDay`, the day's legs, times and warnings with their
//   fixes: what a day's leg rows and its head need. It runs in the day's own
//   render (no effect, no request), so this is the time the legs add to the
//   day's appearing on screen.
// - shortestRouteMs:12: `shortestRoute`, the re-ordering "Shortest route for
//   this day" offers (two stretches around a booked lunch, as people book).
//
// 5 warm-up runs, then the median of 41 of each. Needs no browser and no
// emulators.
//
//   node scripts/bench/measurements/days.mjs     # prints the figures alone
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { loadSourceModules } from '../bundle.mjs';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const STOPS = 12;
const WARMUP = 5;
const RUNS = 41;

function loadDays() {
  return loadSourceModules({ check: 'domain/days/check-day.ts', reorder: 'domain/days/reorder.ts', order: 'domain/itineraries/order.ts' });
}

const item = (fields) => ({
  type: 'attraction', startTime: null, endTime: null, timeZone: 'Asia/Tokyo', arrival: null, endTimeZone: null,
  nights: null, optionOf: null, notes: null, cost: null, ...fields,
});

/** A hotel and a day of 12 Kyoto places, every hour from 09:00, the 6th a booked lunch. */
function kyotoDay(days) {
  const kyoto = JSON.parse(readFileSync(join(ROOT, 'src', 'data', 'places', 'cities', 'kyoto.json'), 'utf8'));
  const places = kyoto.places.filter((place) => place.geocode).slice(0, STOPS);
  if (places.length < STOPS) throw new Error(`kyoto.json has ${places.length} places with coordinates, not ${STOPS}`);
  const orders = days.initialOrders(STOPS);
  const stay = item({
    id: 'hotel', day: 1, order: 'a0', type: 'stay', title: 'Hotel by Shijō', nights: 3, startTime: '15:00',
    place: { name: 'Hotel by Shijō', geocode: { lat: 35.0037, lng: 135.769 }, source: 'bench' },
  });
  const stops = places.map((place, i) =>
    item({
      id: `stop${i}`, day: 2, order: orders[i], title: place.name, type: i === 5 ? 'restaurant' : 'attraction',
      startTime: `${String(9 + i).padStart(2, '0')}:00`,
      place: { name: place.name, geocode: place.geocode, source: place.source },
    }),
  );
  return { stay, stops };
}

/** The route service's cache as the app holds it once answered: every leg known at once. */
function cachedRoutes({ lat: aLat, lng: aLng }, { lat: bLat, lng: bLng }, mode) {
  const meters = Math.hypot((bLat - aLat) * 111_320, (bLng - aLng) * 111_320 * Math.cos((aLat * Math.PI) / 180)) * 1.3;
  const speed = { walk: 1.3, bike: 4, transit: 6, car: 8 }[mode] ?? 1.3;
  return { ok: true, seconds: Math.round(meters / speed), meters: Math.round(meters), polyline: null };
}

function median(once) {
  for (let i = 0; i < WARMUP; i += 1) once();
  const times = Array.from({ length: RUNS }, () => {
    const began = performance.now();
    once();
    return performance.now() - began;
  }).sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)], fastest: times[0], slowest: times[RUNS - 1] };
}

const round = (ms) => Math.round(ms * 100) / 100;

export async function measureDays() {
  const days = await loadDays();
  const { stay, stops } = kyotoDay(days);
  const allItems = [stay, ...stops];
  const travel = { routed: cachedRoutes };
  const period = { start: '2027-04-05', end: '2027-04-07' };

  const legs = median(() => {
    const check = days.checkDay({ day: 2, dayItems: stops, allItems, period, travel });
    if (check.legs.legs.length !== STOPS + 1) throw new Error(`checkDay gave ${check.legs.legs.length} legs for ${STOPS} stops and the hotel`);
  });
  let exact = true;
  const reorder = median(() => {
    const result = days.shortestRoute({ day: 2, dayItems: stops, allItems, travel, fixed: new Set(['stop5']) });
    if (result.order.length !== STOPS) throw new Error(`shortestRoute gave ${result.order.length} stops for ${STOPS}`);
    exact = result.exact;
  });
  const line = (name, t) => `  ${name}: median ${t.median.toFixed(2)} ms, fastest ${t.fastest.toFixed(2)}, slowest ${t.slowest.toFixed(2)} (${RUNS} runs)`;
  console.log(line(`a ${STOPS}-stop day's legs, times and warnings`, legs));
  console.log(line(`shortest route for ${STOPS} stops (${exact ? 'every order weighed' : 'best order found'})`, reorder));
  return { [`legsMs:${STOPS}`]: round(legs.median), [`shortestRouteMs:${STOPS}`]: round(reorder.median) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await measureDays());
}
