/**
 * Discovery's choices, pure: which of our curated places lie near a trip's
 * places (attractions and restaurants it does not have yet), nearest first,
 * and how each becomes one plan item. No SDK, no other feature: the route
 * passes the trip in as plain data.
 */
import { periodsFromCurated, type HoursPeriods } from '@/domain/places/hours';
import { haversineKm } from '@/lib/places/geo';
import type { CuratedCitySummary, LatLng, Place, PlacesData } from '@/lib/places/types';

/** What Discovery needs of a trip. */
export interface DiscoveryTrip {
  id: string;
  title: string;
  destinations: string[];
  days: number;
  geocode: LatLng | null;
}

/** What Discovery needs of a plan item. */
export interface DiscoveryTripItem {
  id: string;
  day: number | null;
  order: string;
  title: string;
  place: { name: string; geocode: LatLng } | null;
}

/** A suggested place, as the ItineraryDiscover store holds it. */
export interface DiscoverPlace {
  id: string;
  name: string;
  kind: 'attraction' | 'restaurant';
  category: Place['category'];
  description: string;
  geocode: LatLng;
  /** Where the place comes from, stored with it when added: a curated source, or "Google Maps". */
  source: string;
  /** Whether the live provider found it (shown with its credit). */
  live?: boolean;
  /** 0 (free) to 4, where known. */
  priceLevel?: number | null;
  /** The source's page for the place (the MICHELIN Guide's entry). */
  sourceUrl?: string | null;
  /** Street address, where known. */
  address?: string | null;
  /** The live provider's place id (live places): kept with the stop, so it is refreshed in time, and its details can be asked. */
  providerId?: string | null;
  /** Opening hours where known (domain/places/hours), kept with the stop. */
  hours?: HoursPeriods | null;
  /** Live places: when the provider gave them (ms), kept with the stop. */
  fetchedAt?: number | null;
  cityId: string;
  timeZone: string | null;
  /** Distance to the nearest place of the trip, in km (one decimal). */
  distanceKm: number;
  /** The trip's place it is nearest to, or null when the trip has no places yet (measured from the city centre). */
  nearestTo: string | null;
}

/** Which related itinerary shares which of the trip's destinations. */
export interface RelatedPlaceContext {
  itineraryId: string;
  destinations: string[];
}

export const NEAR_KM = 2.5;
/** Without places of its own, a trip's suggestions come from this far around its centre. */
export const CITY_KM = 12;
export const CITY_MATCH_KM = 60;
export const MAX_ATTRACTIONS = 12;
export const MAX_RESTAURANTS = 8;

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/** The trip's points: its places, else its centre. */
export function tripPoints(trip: DiscoveryTrip, items: readonly DiscoveryTripItem[]): { name: string | null; geocode: LatLng }[] {
  const places = items.flatMap((item) => (item.place ? [{ name: item.place.name, geocode: item.place.geocode }] : []));
  if (places.length > 0) return places;
  return trip.geocode ? [{ name: null, geocode: trip.geocode }] : [];
}

/** The curated cities a trip is in: named among its destinations, or near one of its points. */
export function citiesOfTrip(
  trip: DiscoveryTrip,
  items: readonly DiscoveryTripItem[],
  cities: readonly Pick<CuratedCitySummary, 'id' | 'name' | 'aliases' | 'geocode'>[],
): string[] {
  const names = new Set(trip.destinations.map(slug));
  const points = tripPoints(trip, items);
  return cities
    .filter(
      (city) =>
        names.has(city.id) ||
        names.has(slug(city.name)) ||
        city.aliases.some((alias) => names.has(slug(alias))) ||
        points.some((p) => haversineKm(p.geocode, city.geocode) <= CITY_MATCH_KM),
    )
    .map((city) => city.id);
}

const round1 = (km: number) => Math.round(km * 10) / 10;

/** The trip's point nearest to `at` (its name, null for the trip's centre), and how far; null without points. */
function nearestPoint(points: ReturnType<typeof tripPoints>, at: LatLng): { km: number; name: string | null } | null {
  let best: { km: number; name: string | null } | null = null;
  for (const point of points) {
    const km = haversineKm(point.geocode, at);
    if (!best || km < best.km) best = { km, name: point.name };
  }
  return best;
}

/**
 * Attractions and restaurants of our data near the trip's places, that the
 * trip does not already hold (same name, or within 30 m), nearest first.
 */
export function discoverPlaces(
  trip: DiscoveryTrip,
  items: readonly DiscoveryTripItem[],
  data: Pick<PlacesData, 'places' | 'cityById'>,
): { attractions: DiscoverPlace[]; restaurants: DiscoverPlace[] } {
  const points = tripPoints(trip, items);
  const hasOwnPlaces = items.some((i) => i.place);
  const radius = hasOwnPlaces ? NEAR_KM : CITY_KM;
  const taken = items.flatMap((i) => (i.place ? [i.place] : []));
  const takenNames = new Set(taken.map((p) => p.name.trim().toLowerCase()));
  const found: DiscoverPlace[] = [];
  for (const place of data.places) {
    if (place.category === 'daytrip') continue;
    if (takenNames.has(place.name.trim().toLowerCase())) continue;
    if (taken.some((p) => haversineKm(p.geocode, place.geocode) < 0.03)) continue;
    const best = nearestPoint(points, place.geocode);
    if (!best || best.km > radius) continue;
    found.push({
      id: place.id,
      name: place.name,
      kind: place.category === 'food' ? 'restaurant' : 'attraction',
      category: place.category,
      description: place.description,
      geocode: place.geocode,
      source: place.source,
      priceLevel: place.priceLevel ?? null,
      sourceUrl: place.sourceUrl ?? null,
      address: place.address ?? null,
      hours: periodsFromCurated(place.hours),
      cityId: place.cityId,
      timeZone: data.cityById.get(place.cityId)?.timeZone ?? null,
      distanceKm: round1(best.km),
      nearestTo: best.name,
    });
  }
  found.sort((a, b) => a.distanceKm - b.distanceKm || a.id.localeCompare(b.id));
  return {
    attractions: found.filter((p) => p.kind === 'attraction').slice(0, MAX_ATTRACTIONS),
    restaurants: found.filter((p) => p.kind === 'restaurant').slice(0, MAX_RESTAURANTS),
  };
}

/** A place the live provider found near the trip (services/places-search's FoundPlace, as Discovery needs it). */
export interface LiveCandidate {
  key: string;
  name: string;
  address: string | null;
  geocode: LatLng;
  category: Place['category'] | null;
  rating: number | null;
  attribution: string;
  providerId: string | null;
  hours: HoursPeriods | null;
  fetchedAt: number | null;
}

/** The middle of the trip's points, and how far around it Discovery looks (km). */
export function searchArea(trip: DiscoveryTrip, items: readonly DiscoveryTripItem[]): { centre: LatLng; km: number } | null {
  const points = tripPoints(trip, items);
  if (points.length === 0) return null;
  const centre = {
    lat: points.reduce((sum, p) => sum + p.geocode.lat, 0) / points.length,
    lng: points.reduce((sum, p) => sum + p.geocode.lng, 0) / points.length,
  };
  const spread = Math.max(...points.map((p) => haversineKm(centre, p.geocode)));
  const hasOwnPlaces = items.some((i) => i.place);
  return { centre, km: Math.min(hasOwnPlaces ? spread + NEAR_KM : CITY_KM, CITY_KM) };
}

/**
 * The curated lists with the live provider's places merged in, nearest first
 * (at most as many as before): places the trip already holds, or that the
 * curated lists already show (same name, or within 30 m), are left out.
 * `kind` is what the live search asked for; its places without a category
 * of ours count as that kind.
 */
export function withLivePlaces(
  curated: DiscoverPlace[],
  live: readonly LiveCandidate[],
  kind: DiscoverPlace['kind'],
  trip: DiscoveryTrip,
  items: readonly DiscoveryTripItem[],
  city: { id: string; timeZone: string | null } | null,
): DiscoverPlace[] {
  const points = tripPoints(trip, items);
  const hasOwnPlaces = items.some((i) => i.place);
  const radius = hasOwnPlaces ? NEAR_KM : CITY_KM;
  const shown = [...items.flatMap((i) => (i.place ? [i.place] : [])), ...curated];
  const same = (a: { name: string; geocode: LatLng }, b: { name: string; geocode: LatLng }) =>
    slug(a.name) === slug(b.name) || haversineKm(a.geocode, b.geocode) < 0.03;
  const added: DiscoverPlace[] = [];
  for (const place of live) {
    const category = place.category ?? (kind === 'restaurant' ? 'food' : 'sight');
    if ((category === 'food' ? 'restaurant' : 'attraction') !== kind) continue;
    if ([...shown, ...added].some((other) => same(other, place))) continue;
    const best = nearestPoint(points, place.geocode);
    if (!best || best.km > radius) continue;
    added.push({
      id: place.key,
      name: place.name,
      kind,
      category,
      description: [place.rating === null ? null : `Rated ${place.rating.toFixed(1)}`, place.address].filter(Boolean).join(' · '),
      geocode: place.geocode,
      source: place.attribution,
      live: true,
      address: place.address,
      providerId: place.providerId,
      hours: place.hours,
      fetchedAt: place.fetchedAt,
      cityId: city?.id ?? '',
      timeZone: city?.timeZone ?? null,
      distanceKm: round1(best.km),
      nearestTo: best.name,
    });
  }
  const max = kind === 'restaurant' ? MAX_RESTAURANTS : MAX_ATTRACTIONS;
  return [...curated, ...added].sort((a, b) => a.distanceKm - b.distanceKm || a.id.localeCompare(b.id)).slice(0, max);
}

/** The search keys for itineraries related to a trip: its destinations (one `array-contains-any`). */
export function relatedKeys(trip: DiscoveryTrip, cityIds: readonly string[]): string[] {
  return [...new Set([...trip.destinations.map((d) => `d:${slug(d)}`), ...cityIds.map((id) => `d:${id}`)])].filter((k) => k !== 'd:').slice(0, 30);
}

/** Which of the trip's destinations each related itinerary shares. */
export function relatedContext(trip: DiscoveryTrip, related: readonly { id: string; destinations: string[] }[]): RelatedPlaceContext[] {
  const mine = new Set(trip.destinations.map(slug));
  return related.map((r) => ({ itineraryId: r.id, destinations: r.destinations.filter((d) => mine.has(slug(d))) }));
}

/** The stored shape of one plan item for a discovered place (firestore.rules `isItem`). */
export interface DiscoveredItem {
  id: string;
  day: number | null;
  order: string;
  type: 'attraction' | 'restaurant';
  title: string;
  place: {
    name: string;
    address: string | null;
    geocode: LatLng;
    category: string;
    source: string;
    providerId?: string;
    fetchedAt?: number;
    hours?: string[];
  };
  startTime: null;
  endTime: null;
  timeZone: string | null;
  arrival: null;
  endTimeZone: null;
  nights: null;
  optionOf: null;
  notes: string | null;
  cost: null;
}

/** One plan item for `place` on `day` (null: the ideas), ordered after the day's last item. */
export function itemForPlace(place: DiscoverPlace, day: number | null, id: string, order: string, now = Date.now()): DiscoveredItem {
  // A Google place keeps its id and when Google gave it (so the nightly refresh renews or clears it within
  // Google's 30 days), and none of Google's words: its rating is not written into the notes.
  const live = place.providerId ? { providerId: place.providerId, fetchedAt: place.fetchedAt ?? now } : null;
  const notes = live ? null : place.description ? place.description.slice(0, 5000) : null;
  return {
    id,
    day,
    order,
    type: place.kind,
    title: place.name,
    place: {
      name: place.name,
      address: place.address ?? null,
      geocode: { ...place.geocode },
      category: place.category,
      source: place.source,
      ...live,
      ...(place.hours && place.hours.length > 0 ? { hours: [...place.hours] } : {}),
    },
    startTime: null,
    endTime: null,
    timeZone: place.timeZone,
    arrival: null,
    endTimeZone: null,
    nights: null,
    optionOf: null,
    notes,
    cost: null,
  };
}

/** The last order key of a day (null: the day is empty), to add after it. */
export function lastOrderOfDay(items: readonly Pick<DiscoveryTripItem, 'day' | 'order'>[], day: number | null): string | null {
  let last: string | null = null;
  for (const item of items) {
    if (item.day !== day) continue;
    // Order keys compare as plain strings (fractional-indexing, base 62, ASCII order).
    if (last === null || item.order > last) last = item.order;
  }
  return last;
}

/** Whether `uid` may add to the trip: its creator, an accepted companion or its agent. */
export function canEdit(trip: { creatorId: string; collaborators: { accepted: string[] }; agentId: string | null }, uid: string | null): boolean {
  return uid !== null && (trip.creatorId === uid || trip.collaborators.accepted.includes(uid) || trip.agentId === uid);
}
