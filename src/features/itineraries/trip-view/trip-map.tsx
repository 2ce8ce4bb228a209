import { useMemo, useState, type RefObject } from 'react';
import { useIsNarrowerThan } from '@/stores/use-window-store';
import type { ItineraryDoc, PlanItem } from '@/domain/itineraries/types';
import { MapPanel } from '../map/map-panel';
import { useTripTravel } from '../days/use-routed-legs';
import { markersFromItems } from '../map/markers';
import { TRIP_DAY_SECTIONS, useDayInView } from '../map/use-day-in-view';

/** Widest viewport (CSS pixels) laid out as a phone. */
const PHONE_MAX_WIDTH = 760;

interface TripMapProps {
  /** The items whose places the map shows: the whole plan, or only what a paid trip's preview shows. */
  items: readonly PlanItem[];
  title: string;
  /** The means chosen per leg on the trip, and its number of days. */
  legModes: ItineraryDoc['legModes'];
  days: number;
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
  onSelect: (id: string) => void;
  /** The leg highlighted (`legKey`), and hovering or focusing one on the map. */
  highlightedLeg: string | null;
  onHighlightLeg: (key: string | null) => void;
  /** The plan's column: the map follows the day in view there. */
  planRef: RefObject<HTMLElement | null>;
}

/**
 * The trip page's map column, beside the plan (above it on a phone, where the
 * map waits until asked for). Nothing when no item has a place.
 */
export function TripMap({ items, title, legModes, days, highlightedId, onHighlight, onSelect, highlightedLeg, onHighlightLeg, planRef }: TripMapProps) {
  // On a phone the map (a large download and a lot of drawing) waits until asked for; beside the plan it shows at once.
  const phone = useIsNarrowerThan(PHONE_MAX_WIDTH);
  // Once shown (beside the plan, or asked for), the map stays, also when the window narrows.
  const [mapAsked, setMapAsked] = useState(() => !phone);
  const dayInView = useDayInView(planRef, TRIP_DAY_SECTIONS);
  // The legs as the plan's rows have them: the means the person chose for a leg is the one drawn.
  const travel = useTripTravel({ legModes }, items, days);
  const plan = useMemo(() => ({ items, days, context: travel }), [items, days, travel]);
  const markers = markersFromItems(items);
  if (markers.length === 0) return null;
  return (
    <div className="trip-body__map">
      {phone && !mapAsked ? (
        <button type="button" className="button button--quiet trip-map-toggle" onClick={() => setMapAsked(true)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
            <path d="M15 5.1 9 3 3 5v16l6-2.1 6 2.1 6-2V3l-6 2.1zM10 5.5l4 1.4v11.6l-4-1.4V5.5z" />
          </svg>
          Show the map ({markers.length} {markers.length === 1 ? 'place' : 'places'})
        </button>
      ) : (
        <MapPanel
          className="trip-map"
          markers={markers}
          highlightedId={highlightedId}
          onHighlight={onHighlight}
          onSelect={onSelect}
          dayInView={dayInView}
          plan={plan}
          highlightedLeg={highlightedLeg}
          onHighlightLeg={onHighlightLeg}
          label={`Map of ${title}`}
        />
      )}
    </div>
  );
}

/** The map column's place while the items are on their way. */
export function TripMapSkeleton() {
  return (
    <div className="trip-body__map" aria-hidden="true">
      <div className="trip-map trip-skeleton" />
    </div>
  );
}
