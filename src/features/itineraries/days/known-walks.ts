/**
 * The known walks among a day's stops (a curated city's `walks`: Nanzen-ji →
 * Philosopher's Path → Ginkaku-ji), for "Shortest route for this day", which
 * keeps a walk whole and in its order, as the planner does. The city files
 * are loaded only when asked (their own chunks), for the curated cities near
 * the day's stops.
 */
import { walksInDay } from '@/domain/days/reorder';
import type { PlanItem } from '@/domain/itineraries/types';
import { haversineKm } from '@/lib/places/geo';
import type { CityWalk, Place } from '@/lib/places/types';

/** A city's walks are looked for when one of the day's stops is this near its centre. */
const CITY_REACH_KM = 40;

export async function knownWalksInDay(dayItems: readonly PlanItem[]): Promise<string[][]> {
  const located = dayItems.filter((item) => item.place !== null);
  if (located.length < 2) return [];
  const { loadCuratedIndex, loadCuratedCity } = await import('@/lib/places/load');
  const index = await loadCuratedIndex();
  const near = index.cities.filter((city) => located.some((item) => haversineKm(item.place!.geocode, city.geocode) <= CITY_REACH_KM));
  const files = await Promise.all(near.map((city) => loadCuratedCity(city.id)));
  const walks: CityWalk[] = [];
  const placeById = new Map<string, Place>();
  for (const file of files) {
    if (!file) continue;
    walks.push(...(file.walks ?? []));
    for (const place of file.places) placeById.set(place.id, place);
  }
  return walks.length === 0 ? [] : walksInDay(dayItems, walks, placeById);
}
