/**
 * The embedded editor in the browser, for when the assistant's function
 * cannot be reached (offline, or the service down): loads the city index and
 * the places of the trip's destinations (JSON chunks, on demand) and answers
 * the message with `proposeEdit`. Imported with `import()`.
 */
import type { Period, PlanItem } from '@/domain/itineraries/types';
import { haversineKm } from '@/lib/places/geo';
import { loadCitySearchIndex, loadCuratedIndex, loadPlacesData } from '@/lib/places/load';
import { searchCities } from '@/lib/places/search';
import { newAutoId } from '@/domain/itineraries/schema';
import { proposeEdit, type EditAnswer } from '@/domain/assistant/edit/propose';

export interface EmbeddedEditInput {
  /** `context`: the request the trip was planned from, for "plan it again …". */
  itinerary: { days: number; period: Period | null; destinations: readonly string[]; geocode: { lat: number; lng: number } | null; context?: string | null };
  items: readonly PlanItem[];
}

/** Curated cities of the trip: its destinations we hold, else the nearest to its centre (60 km). */
async function tripCityIds(input: EmbeddedEditInput): Promise<string[]> {
  const index = await loadCitySearchIndex();
  const ids = input.itinerary.destinations.flatMap((name) => {
    const city = searchCities(index, name, 3).find((candidate) => candidate.curated);
    return city ? [city.id] : [];
  });
  if (ids.length > 0) return ids;
  const centre = input.itinerary.geocode;
  if (!centre) return [];
  const { cities } = await loadCuratedIndex();
  const nearest = cities
    .map((city) => ({ id: city.id, km: haversineKm(centre, city.geocode) }))
    .filter((entry) => entry.km <= 60)
    .sort((a, b) => a.km - b.km)[0];
  return nearest ? [nearest.id] : [];
}

export async function embeddedEdit(text: string, input: EmbeddedEditInput): Promise<EditAnswer> {
  const [cityIndex, ids] = await Promise.all([loadCitySearchIndex(), tripCityIds(input)]);
  const placesData = await loadPlacesData(ids);
  return proposeEdit(text, { itinerary: input.itinerary, items: input.items, placesData, cityIndex, newId: newAutoId, request: input.itinerary.context ?? null });
}
