import type { LegContext } from '@/domain/days/legs';
import type { GeoPoint, PlanItem } from '@/domain/itineraries/types';

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

/** The plan the markers come from, for the chosen day's path leg by leg (its legs are worked out in the map's chunk). */
export interface MapPlan {
  /** The items the map may show (a proposal shown on the plan; only the days a paid trip's preview shows). */
  items: readonly PlanItem[];
  /** The trip's number of days. */
  days: number;
  /** The person's means per leg and the route service's answers, when there are any. */
  context?: LegContext;
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
  /**
   * The day of the plan in view (`useDayInView`): when it changes, the map
   * shows that day alone and fits it, as choosing it in the legend does (null:
   * the whole trip). Not while the person is moving the map, nor for a day
   * with no stop on it. Without it the map shows what the legend chose.
   */
  dayInView?: number | null;
  /**
   * With a plan, a chosen day is drawn as its path leg by leg (from the
   * night's stay); without one, as a line through its stops.
   */
  plan?: MapPlan;
  /** The leg highlighted in the plan or on the map (`legKey(fromId, toId)`); drawn wider and in front. */
  highlightedLeg?: string | null;
  /** Hovering or focusing a leg on the map highlights it; leaving it passes null. */
  onHighlightLeg?: (key: string | null) => void;
  /** Sizes the map; without it the map is 420px high (see map.css). */
  className?: string;
}
