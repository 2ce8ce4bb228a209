import { useEffect, useState, type ComponentType } from 'react';
import { afterNextPaint } from '@/lib/after-paint';
import type { ItineraryMapProps } from './map-types';
import './map.css';

export type { ItineraryMapProps, MapMarker } from './map-types';

type MapComponent = ComponentType<ItineraryMapProps>;

/** The map's chunk (Leaflet, the basemap, Leaflet's CSS): loaded after the first paint only. */
const loadMap = () => import('./itinerary-map');

/**
 * The itinerary map, safe to import from a route's first chunk: it draws a
 * placeholder of the map's size first, loads Leaflet and the basemap after the
 * first paint, and says so plainly if that fails.
 */
export function MapPanel(props: ItineraryMapProps) {
  const [Map, setMap] = useState<MapComponent | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    afterNextPaint()
      .then(loadMap)
      .then((module) => {
        if (!cancelled) setMap(() => module.default);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const className = ['itinerary-map', props.className].filter(Boolean).join(' ');

  if (Map) return <Map {...props} />;

  if (failed) {
    return (
      <section className={`${className} itinerary-map--message`} aria-label={props.label}>
        <p>The map could not be loaded. Check your connection; the plan itself is all here.</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </button>
      </section>
    );
  }

  return (
    <section className={`${className} itinerary-map--loading`} aria-label={props.label} aria-busy="true">
      <p className="visually-hidden">Loading the map…</p>
    </section>
  );
}
