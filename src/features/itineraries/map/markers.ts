import type { PlanItem } from '@/domain/itineraries/types';
import type { MapMarker } from './map-types';

function byDayAndOrder(a: PlanItem, b: PlanItem): number {
  const dayA = a.day ?? Number.POSITIVE_INFINITY;
  const dayB = b.day ?? Number.POSITIVE_INFINITY;
  if (dayA !== dayB) return dayA - dayB;
  if (a.order !== b.order) return a.order < b.order ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Map markers for a plan: one per item with a place, numbered within its day
 * in plan order (ideas numbered among ideas). Items without a place have no
 * marker but keep their number, so the map's numbers match the list's.
 * Alternatives (`optionOf`) are not on the map: they are not part of the route.
 */
export function markersFromItems(items: readonly PlanItem[]): MapMarker[] {
  const counters = new Map<number | null, number>();
  const markers: MapMarker[] = [];
  for (const item of [...items].filter((it) => !it.optionOf).sort(byDayAndOrder)) {
    const index = (counters.get(item.day) ?? 0) + 1;
    counters.set(item.day, index);
    const geocode = item.place?.geocode;
    if (!geocode || !Number.isFinite(geocode.lat) || !Number.isFinite(geocode.lng)) continue;
    markers.push({ id: item.id, day: item.day, position: { lat: geocode.lat, lng: geocode.lng }, title: item.title, index });
  }
  return markers;
}
