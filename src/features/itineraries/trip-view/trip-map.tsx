import { useState } from 'react';
import { useIsNarrowerThan } from '@/stores/use-window-store';
import type { PlanItem } from '@/domain/itineraries/types';
import { MapPanel } from '../map/map-panel';
import { markersFromItems } from '../map/markers';

/** Widest viewport (CSS pixels) laid out as a phone. */
const PHONE_MAX_WIDTH = 760;

interface TripMapProps {
  /** The items whose places the map shows: the whole plan, or only what a paid trip's preview shows. */
  items: readonly PlanItem[];
  title: string;
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
  onSelect: (id: string) => void;
}

/**
 * The trip page's map column, beside the plan (above it on a phone, where the
 * map waits until asked for). Nothing when no item has a place.
 */
export function TripMap({ items, title, highlightedId, onHighlight, onSelect }: TripMapProps) {
  // On a phone the map (a large download and a lot of drawing) waits until asked for; beside the plan it shows at once.
  const phone = useIsNarrowerThan(PHONE_MAX_WIDTH);
  // Once shown (beside the plan, or asked for), the map stays, also when the window narrows.
  const [mapAsked, setMapAsked] = useState(() => !phone);
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
