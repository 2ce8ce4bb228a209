/**
 * A place from the live provider as the assistant puts it in a plan: the
 * source it names, the note it writes, the category it files it under.
 */
import type { ItemPlaceDraft } from '@/domain/assistant/planner/schema';
import { keptOfLive, type LivePlace } from '@/domain/places/live';

/** The source named on a place the provider found (shown with the place, as the provider's terms ask). */
export const LIVE_PLACE_SOURCE = 'Google Maps';

/**
 * A provider's place as a stop keeps it: with its id, when it was fetched
 * (refreshed before Google's 30 days: ../places/refresh.ts) and its hours.
 */
export function liveItemPlace(place: LivePlace & { geocode: { lat: number; lng: number } }, category: string | null): ItemPlaceDraft {
  return { name: place.name, address: place.address, geocode: { ...place.geocode }, category, source: LIVE_PLACE_SOURCE, approximate: false, ...keptOfLive(place) };
}

/** One line about a place: its rating, price level and address. */
export function liveNotes(place: LivePlace): string {
  const parts: string[] = [];
  if (place.rating !== null) parts.push(`Rated ${place.rating.toFixed(1)} on Google Maps${place.ratingCount ? ` (${place.ratingCount} reviews)` : ''}`);
  if (place.priceLevel !== null && place.priceLevel > 0) parts.push('$'.repeat(place.priceLevel));
  if (place.address) parts.push(place.address);
  return parts.length > 0 ? `${parts.join(' · ')}.` : 'From Google Maps.';
}

const CATEGORY_OF_TYPE: Record<string, string> = {
  restaurant: 'food', cafe: 'food', bakery: 'food', coffee_shop: 'food', market: 'food', food_court: 'food', bar: 'food',
  museum: 'museum', art_gallery: 'museum',
  park: 'nature', garden: 'nature', national_park: 'nature', beach: 'nature',
  neighborhood: 'neighbourhood',
};

/** Our category for a provider's primary type (`restaurant` is food, `museum` a museum, …); a sight otherwise. */
export function liveCategory(place: LivePlace): string {
  const type = place.primaryType ?? '';
  return CATEGORY_OF_TYPE[type] ?? (/restaurant|food|cafe/.test(type) ? 'food' : 'sight');
}
