// A local stand-in for Google Places API (New), for the testing stage, where
// Google cannot be reached. It speaks the part of the API the `places`
// and `routes` functions use, on 127.0.0.1, in Google's wire format: Text Search
// (POST /v1/places:searchText), Nearby Search (POST /v1/places:searchNearby),
// Place Details (GET /v1/places/{id}) and Place Photos
// (GET /v1/places/{id}/photos/{ref}/media, a redirect or with
// skipHttpRedirect=true a JSON photoUri), with the X-Goog-Api-Key and
// X-Goog-FieldMask headers required and the field mask applied, and Google's
// error bodies; and Google's Routes API, computeRoutes
// (POST /directions/v2:computeRoutes, with intermediates and a leg each) and
// computeRouteMatrix (POST /distanceMatrix/v2:computeRouteMatrix), along a
// street grid of its own.
// Its places are our curated ones (src/data/places/cities), with
// opening hours where a curated place has `hours`; every photo is a small
// generated PNG. Tests may add places, make it fail (`failWith = 500`) or
// slow (`delayMs`), and read the requests it received.
//
//   import { startPlacesFake } from './places-fake.mjs'; const fake = await startPlacesFake();
//   node scripts/places-fake.mjs            (stand-alone, port 12122)
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import polyline from '@mapbox/polyline';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';

export const PLACES_FAKE_PORT = 12122;
// The same test-only key as functions/src/places/places-function.ts (EMULATOR_PLACES).
export const FAKE_PLACES_KEY = 'places-emulator-key';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CITIES = join(ROOT, 'src', 'data', 'places', 'cities');

const PRIMARY_TYPE = {
  sight: 'tourist_attraction',
  museum: 'museum',
  nature: 'park',
  neighbourhood: 'neighborhood',
  daytrip: 'locality',
};
const WORDS_OF_TYPE = {
  restaurant: ['restaurant', 'restaurants', 'food', 'eat', 'lunch', 'dinner'],
  market: ['market', 'markets', 'food', 'eat', 'lunch'],
  tourist_attraction: ['sight', 'sights', 'attraction', 'landmark'],
  museum: ['museum', 'museums', 'gallery'],
  park: ['park', 'parks', 'garden', 'nature'],
  neighborhood: ['neighbourhood', 'neighborhood', 'area'],
  locality: ['town', 'day trip'],
};
const STOP_WORDS = new Set(['in', 'near', 'the', 'of', 'a', 'an', 'at', 'and', 'to']);

const normalize = (text) =>
  String(text)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const words = (text) => normalize(text).split(' ').filter(Boolean);

/** A curated id as a Google-looking place id (letters, digits, - and _ only). */
export const fakePlaceId = (curatedId) => `wf_${Buffer.from(curatedId).toString('base64url')}`;

function primaryTypeOf(place) {
  if (place.category === 'food') return /market|mercado|markt|hall/i.test(place.name) ? 'market' : 'restaurant';
  return PRIMARY_TYPE[place.category] ?? 'point_of_interest';
}

function haversineM(a, b) {
  const rad = (deg) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

const pad = (n) => String(n).padStart(2, '0');
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * Curated `hours` ([{ days: [0-6, 0 = Sunday], open: "HH:MM", close: "HH:MM" }])
 * as Google's regularOpeningHours.
 */
export function openingHoursOf(hours) {
  if (!Array.isArray(hours) || hours.length === 0) return undefined;
  const time = (clock) => {
    const [hour, minute] = clock.split(':').map(Number);
    return { hour, minute };
  };
  const periods = [];
  for (const rule of hours) {
    for (const day of rule.days) {
      const open = time(rule.open);
      const close = time(rule.close);
      const overnight = close.hour * 60 + close.minute <= open.hour * 60 + open.minute;
      periods.push({ open: { day, ...open }, close: { day: overnight ? (day + 1) % 7 : day, ...close } });
    }
  }
  periods.sort((a, b) => a.open.day - b.open.day || a.open.hour - b.open.hour);
  const weekdayDescriptions = [1, 2, 3, 4, 5, 6, 0].map((day) => {
    const today = periods.filter((period) => period.open.day === day);
    const text = today.length
      ? today.map((p) => `${pad(p.open.hour)}:${pad(p.open.minute)} – ${pad(p.close.hour)}:${pad(p.close.minute)}`).join(', ')
      : 'Closed';
    return `${DAY_NAMES[day]}: ${text}`;
  });
  return { openNow: false, periods, weekdayDescriptions };
}

/** The curated places, each with its city's name, from src/data/places/cities. */
export function loadCuratedPlaces() {
  return readdirSync(CITIES)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const city = JSON.parse(readFileSync(join(CITIES, file), 'utf8'));
      return city.places.map((place) => ({ ...place, cityName: city.name, country: city.country }));
    });
}

/** A curated place as Google's Place resource (all the fields the stand-in knows). */
function toGooglePlace(place, baseUrl) {
  const id = fakePlaceId(place.id);
  const primaryType = primaryTypeOf(place);
  return {
    name: `places/${id}`,
    id,
    displayName: { text: place.name, languageCode: 'en' },
    formattedAddress: `${place.name}, ${place.cityName}, ${place.country}`,
    location: { latitude: place.geocode.lat, longitude: place.geocode.lng },
    types: [primaryType, 'point_of_interest', 'establishment'],
    primaryType,
    ...(typeof place.rating === 'number' ? { rating: place.rating, userRatingCount: place.ratingCount ?? 100 } : {}),
    ...(typeof place.priceLevel === 'string' ? { priceLevel: place.priceLevel } : {}),
    ...(typeof place.website === 'string' ? { websiteUri: place.website } : {}),
    googleMapsUri: `${baseUrl}/maps/place/${id}`,
    ...(openingHoursOf(place.hours) ? { regularOpeningHours: openingHoursOf(place.hours) } : {}),
    photos: [
      {
        name: `places/${id}/photos/p1`,
        widthPx: 1200,
        heightPx: 800,
        authorAttributions: [{ displayName: 'Wayfare test photos', uri: `${baseUrl}/contributors/wayfare`, photoUri: '' }],
      },
    ],
  };
}

/** Keeps the fields a mask names (`*` keeps all); `prefix` is `places.` for searches. */
function masked(place, mask, prefix) {
  const fields = mask
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field.startsWith(prefix))
    .map((field) => field.slice(prefix.length).split('.')[0]);
  if (fields.includes('*')) return place;
  return Object.fromEntries(Object.entries(place).filter(([key]) => fields.includes(key)));
}

// --- a small PNG, one colour per photo --------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `width`×`height` PNG in one colour taken from `seed`. */
export function placePhotoPng(seed, width = 96, height = 64) {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const rgb = [80 + (hash & 0x7f), 80 + ((hash >> 8) & 0x7f), 80 + ((hash >> 16) & 0x7f)];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- the server ---------------------------------------------------------------

const STATUS_NAMES = { 400: 'INVALID_ARGUMENT', 403: 'PERMISSION_DENIED', 404: 'NOT_FOUND', 500: 'INTERNAL', 503: 'UNAVAILABLE' };

/** The stand-in's streets: a detour over the straight line and a speed per Routes API travel mode. */
const ROUTE_MODES = {
  WALK: { detour: 1.3, metresPerSecond: 1.25, longestM: 50_000 },
  BICYCLE: { detour: 1.25, metresPerSecond: 4, longestM: 150_000 },
  DRIVE: { detour: 1.4, metresPerSecond: 9, longestM: 1_000_000 },
  TRANSIT: { detour: 1.3, metresPerSecond: 6.5, longestM: 300_000, waitS: 480 },
};

const latLngOf = (waypoint) => {
  const point = waypoint?.location?.latLng ?? waypoint?.waypoint?.location?.latLng;
  return point && typeof point.latitude === 'number' && typeof point.longitude === 'number' ? { lat: point.latitude, lng: point.longitude } : null;
};

/** One leg on the stand-in's streets, or null beyond the means' reach. */
function streetLeg(from, to, mode) {
  const straight = haversineM(from, to);
  if (straight > mode.longestM) return null;
  const meters = Math.round(straight * mode.detour);
  const seconds = Math.round(meters / mode.metresPerSecond + (mode.waitS ?? 0));
  return {
    meters,
    seconds,
    path: [
      [from.lat, from.lng],
      [to.lat, from.lng],
      [to.lat, to.lng],
    ],
  };
}

/** Keeps the parts of a route the field mask asks for (`routes.legs.duration`, `routes.polyline.encodedPolyline`, ...). */
function maskRoute(route, fieldMask) {
  const asked = fieldMask.split(',').map((field) => field.trim());
  if (asked.includes('*') || asked.includes('routes')) return route;
  const wants = (path) => asked.some((field) => field === `routes.${path}` || field.startsWith(`routes.${path}.`));
  const kept = {};
  for (const field of ['distanceMeters', 'duration', 'polyline']) if (wants(field) && route[field] !== undefined) kept[field] = route[field];
  if (wants('legs')) {
    const legFields = asked.filter((field) => field.startsWith('routes.legs.')).map((field) => field.slice('routes.legs.'.length).split('.')[0]);
    kept.legs = route.legs.map((leg) => (asked.includes('routes.legs') ? leg : Object.fromEntries(Object.entries(leg).filter(([key]) => legFields.includes(key)))));
  }
  return kept;
}

/**
 * A computeRoutes answer as Google gives it (one route, protobuf durations,
 * encoded polylines, a leg per stretch between the origin, the intermediates
 * and the destination), trimmed to the field mask: each leg's path goes along
 * one axis, then the other, as a street grid would, so it is plainly not the
 * straight line the app draws for an estimate. Beyond a means' reach (a 50 km
 * walk) there is no route: `{}`, as Google answers. Like Google, public
 * transport takes no intermediates, and at most 25 are taken.
 */
function computeRoute(body, fieldMask) {
  const from = latLngOf(body.origin);
  const to = latLngOf(body.destination);
  const mode = ROUTE_MODES[body.travelMode ?? 'DRIVE'];
  if (!from || !to || !mode) return { error: 'Origin, destination and a travel mode are required.' };
  const intermediates = (body.intermediates ?? []).map(latLngOf);
  if (intermediates.some((point) => point === null)) return { error: 'Every intermediate waypoint needs a location.' };
  if (intermediates.length > 0 && body.travelMode === 'TRANSIT') return { error: 'Intermediate waypoints are not supported for TRANSIT travel mode.' };
  if (intermediates.length > 25) return { error: 'Too many intermediate waypoints: at most 25.' };
  const points = [from, ...intermediates, to];
  const legs = [];
  for (let i = 1; i < points.length; i += 1) {
    const leg = streetLeg(points[i - 1], points[i], mode);
    if (!leg) return { answer: {} };
    legs.push(leg);
  }
  const path = legs.flatMap((leg, i) => (i === 0 ? leg.path : leg.path.slice(1)));
  const route = {
    legs: legs.map((leg) => ({ distanceMeters: leg.meters, duration: `${leg.seconds}s`, polyline: { encodedPolyline: polyline.encode(leg.path) } })),
    distanceMeters: legs.reduce((sum, leg) => sum + leg.meters, 0),
    duration: `${legs.reduce((sum, leg) => sum + leg.seconds, 0)}s`,
    polyline: { encodedPolyline: polyline.encode(path) },
  };
  return { answer: { routes: [maskRoute(route, fieldMask)] } };
}

/**
 * A computeRouteMatrix answer as Google gives it over REST: a JSON array of
 * elements, one per origin and destination, in no promised order, with the
 * proto3 habit of leaving out a zero index; `condition` says whether a route
 * exists. Like Google, at most 625 elements, and 100 by public transport.
 */
function computeRouteMatrix(body) {
  const origins = (body.origins ?? []).map(latLngOf);
  const destinations = (body.destinations ?? []).map(latLngOf);
  const mode = ROUTE_MODES[body.travelMode ?? 'DRIVE'];
  if (!mode || origins.length === 0 || destinations.length === 0 || [...origins, ...destinations].some((point) => point === null)) {
    return { error: 'Origins, destinations and a travel mode are required.' };
  }
  const limit = body.travelMode === 'TRANSIT' ? 100 : 625;
  if (origins.length * destinations.length > limit) return { error: `The number of elements (origins × destinations) must be at most ${limit}.` };
  const elements = [];
  // Destinations first: an order of the stand-in's own, so the reader cannot lean on one.
  destinations.forEach((to, destinationIndex) =>
    origins.forEach((from, originIndex) => {
      const leg = streetLeg(from, to, mode);
      const element = { status: {}, condition: leg ? 'ROUTE_EXISTS' : 'ROUTE_NOT_FOUND' };
      if (originIndex !== 0) element.originIndex = originIndex;
      if (destinationIndex !== 0) element.destinationIndex = destinationIndex;
      if (leg) Object.assign(element, { distanceMeters: leg.meters, duration: `${leg.seconds}s` });
      elements.push(element);
    }),
  );
  return { answer: elements };
}

/**
 * Starts the stand-in. `places` adds places in the curated shape (with
 * optional `hours`, `rating`, `priceLevel` as Google's enum, `website`).
 */
export function startPlacesFake(port = PLACES_FAKE_PORT, { places: extra = [], quiet = true } = {}) {
  const curated = [...loadCuratedPlaces(), ...extra];
  const state = { requests: [], failWith: null, delayMs: 0 };
  let baseUrl = '';
  const googleById = () => new Map(curated.map((place) => [fakePlaceId(place.id), toGooglePlace(place, baseUrl)]));

  function searchText(body) {
    const tokens = words(body.textQuery ?? '').filter((word) => !STOP_WORDS.has(word));
    const center = body.locationBias?.circle?.center ?? body.locationRestriction?.circle?.center;
    const near = center ? { lat: center.latitude, lng: center.longitude } : null;
    const hits = [];
    for (const place of curated) {
      const nameWords = words(place.name);
      const other = [...words(place.cityName), ...(WORDS_OF_TYPE[primaryTypeOf(place)] ?? [])];
      const inName = (token) => nameWords.some((word) => word.startsWith(token));
      if (!tokens.every((token) => inName(token) || other.some((word) => word.startsWith(token)))) continue;
      hits.push({ place, score: tokens.filter(inName).length, metres: near ? haversineM(near, place.geocode) : 0 });
    }
    hits.sort((a, b) => b.score - a.score || a.metres - b.metres || a.place.name.localeCompare(b.place.name));
    return hits.slice(0, Math.min(20, body.pageSize ?? body.maxResultCount ?? 20)).map((hit) => hit.place);
  }

  function searchNearby(body) {
    const circle = body.locationRestriction?.circle;
    const center = { lat: circle.center.latitude, lng: circle.center.longitude };
    const types = new Set(body.includedTypes ?? []);
    return curated
      .filter((place) => types.size === 0 || types.has(primaryTypeOf(place)))
      .map((place) => ({ place, metres: haversineM(center, place.geocode) }))
      .filter((hit) => hit.metres <= circle.radius)
      .sort((a, b) => a.metres - b.metres)
      .slice(0, Math.min(20, body.maxResultCount ?? 20))
      .map((hit) => hit.place);
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', baseUrl);
    const chunks = [];
    for await (const part of request) chunks.push(part);
    const raw = Buffer.concat(chunks).toString('utf8');
    const fieldMask = request.headers['x-goog-fieldmask'] ?? '';
    state.requests.push({ method: request.method, path: url.pathname, search: url.search, fieldMask, body: raw ? JSON.parse(raw) : null });
    const json = (status, body) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
    };
    const error = (status, message) => json(status, { error: { code: status, message, status: STATUS_NAMES[status] ?? 'UNKNOWN' } });

    if (state.delayMs > 0) await new Promise((done) => setTimeout(done, state.delayMs));
    if (request.method === 'GET' && url.pathname.startsWith('/photo-media/')) {
      response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'private, max-age=3600' }).end(placePhotoPng(url.pathname));
      return;
    }
    if (state.failWith) return error(state.failWith, 'The stand-in was told to fail.');
    if (request.headers['x-goog-api-key'] !== FAKE_PLACES_KEY && url.searchParams.get('key') !== FAKE_PLACES_KEY) {
      return error(403, 'The provided API key is invalid.');
    }

    const photo = /^\/v1\/places\/([\w-]+)\/photos\/([\w-]+)\/media$/.exec(url.pathname);
    if (request.method === 'GET' && photo) {
      if (!googleById().has(photo[1])) return error(404, 'Photo not found.');
      if (!url.searchParams.get('maxWidthPx') && !url.searchParams.get('maxHeightPx')) {
        return error(400, 'maxWidthPx or maxHeightPx is required.');
      }
      const photoUri = `${baseUrl}/photo-media/${photo[1]}/${photo[2]}.png`;
      if (url.searchParams.get('skipHttpRedirect') === 'true') return json(200, { name: `places/${photo[1]}/photos/${photo[2]}/media`, photoUri });
      response.writeHead(302, { Location: photoUri }).end();
      return;
    }
    if (!fieldMask) return error(400, 'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it.');
    const details = /^\/v1\/places\/([\w-]+)$/.exec(url.pathname);
    if (request.method === 'GET' && details) {
      const place = googleById().get(details[1]);
      return place ? json(200, masked(place, fieldMask, '')) : error(404, `Place ${details[1]} not found.`);
    }
    if (request.method === 'POST' && (url.pathname === '/v1/places:searchText' || url.pathname === '/v1/places:searchNearby')) {
      let body;
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        return error(400, 'Invalid JSON payload received.');
      }
      const text = url.pathname.endsWith('searchText');
      if (text && !body.textQuery) return error(400, 'textQuery is required.');
      if (!text && !body.locationRestriction?.circle) return error(400, 'locationRestriction is required.');
      const found = (text ? searchText(body) : searchNearby(body)).map((place) => masked(toGooglePlace(place, baseUrl), fieldMask, 'places.'));
      // Like Google: no results, no `places` field.
      return json(200, found.length ? { places: found } : {});
    }
    if (request.method === 'POST' && url.pathname === '/directions/v2:computeRoutes') {
      let body;
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        return error(400, 'Invalid JSON payload received.');
      }
      const route = computeRoute(body, fieldMask);
      return route.error ? error(400, route.error) : json(200, route.answer);
    }
    if (request.method === 'POST' && url.pathname === '/distanceMatrix/v2:computeRouteMatrix') {
      let body;
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        return error(400, 'Invalid JSON payload received.');
      }
      const matrix = computeRouteMatrix(body);
      return matrix.error ? error(400, matrix.error) : json(200, matrix.answer);
    }
    return error(404, `${request.method} ${url.pathname} is not part of this stand-in.`);
  });

  return new Promise((done, failed) => {
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
      if (!quiet) console.log(`places stand-in: ${baseUrl}/v1 (${curated.length} places)`);
      done({
        url: baseUrl,
        baseURL: `${baseUrl}/v1`,
        get requests() {
          return state.requests;
        },
        set requests(value) {
          state.requests = value;
        },
        get failWith() {
          return state.failWith;
        },
        set failWith(value) {
          state.failWith = value;
        },
        get delayMs() {
          return state.delayMs;
        },
        set delayMs(value) {
          state.delayMs = value;
        },
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections?.();
            server.close(() => closed());
          }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fake = await startPlacesFake(Number(process.env.PLACES_FAKE_PORT || PLACES_FAKE_PORT), { quiet: false });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void fake.close().then(() => process.exit(0)));
}
