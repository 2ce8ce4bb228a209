import type { GeoPoint } from '@/domain/itineraries/types';

/** One marker on the itinerary map. */
export interface MapMarker {
  /** The plan item's id. */
  id: string;
  /** The item's day (1-based), or null for an unscheduled idea (grey, no route). */
  day: number | null;
  position: GeoPoint;
  title: string;
  /** The number shown on the marker: the item's position within its day (1-based). */
  index: number;
}

export interface ItineraryMapProps {
  markers: MapMarker[];
  /** The trip's destination: the view when there are no markers yet (else the world). */
  centre?: GeoPoint | null;
  /** The item highlighted in the plan or on the map; its marker is drawn larger, outlined and in front. */
  highlightedId: string | null;
  /** Hovering or focusing a marker highlights its item; leaving it passes null. */
  onHighlight: (id: string | null) => void;
  /** Clicking a marker (or Enter on a focused one) selects its item. */
  onSelect?: (id: string) => void;
  /** Accessible name of the map region, e.g. "Map of Lisbon: food and fado". */
  label: string;
  /** Sizes the map; without it the map is 420px high (see map.css). */
  className?: string;
}
