import { lazyPart } from '@/components/lazy-part';
import { ReloadButton } from '@/components/load-boundary';
import { afterNextPaint } from '@/lib/after-paint';
import type { ItineraryMapProps } from './map-types';
import './map.css';

export type { ItineraryMapProps, MapMarker, MapPlan } from './map-types';

const boxClass = (props: ItineraryMapProps): string => ['itinerary-map', props.className].filter(Boolean).join(' ');

/** The map's chunk (Leaflet, the basemap, Leaflet's CSS): loaded after the first paint only. */
const ItineraryMap = lazyPart(() => afterNextPaint().then(() => import('./itinerary-map').then((m) => m.default)), {
  what: 'The map',
  standIn: (props) => (
    <section className={`${boxClass(props)} itinerary-map--loading`} aria-label={props.label} aria-busy="true">
      <p className="visually-hidden">Loading the map…</p>
    </section>
  ),
  failed: (props) => (
    <section className={`${boxClass(props)} itinerary-map--message`} aria-label={props.label}>
      <p role="alert">The map could not be loaded. Check your connection, then reload the page; the plan itself is all here.</p>
      <ReloadButton />
    </section>
  ),
});

/**
 * The itinerary map, safe to import from a route's first chunk: it draws a
 * placeholder of the map's size first, loads Leaflet and the basemap after the
 * first paint, and says so plainly (with Reload) if that fails. With no place
 * to show and no destination it says so in the map's box, and loads nothing.
 */
export function MapPanel(props: ItineraryMapProps) {
  // Nothing to place and no destination to centre on: a map of the whole world would say nothing.
  if (props.markers.length === 0 && !props.centre) {
    return (
      <section className={`${boxClass(props)} itinerary-map--message`} aria-label={props.label}>
        <p>Nothing to show on the map yet: places appear here once they have a location.</p>
      </section>
    );
  }
  return <ItineraryMap {...props} />;
}
