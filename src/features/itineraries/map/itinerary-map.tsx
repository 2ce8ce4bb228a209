/**
 * The itinerary map (Leaflet). Loaded only through `MapPanel`'s dynamic
 * import: Leaflet, its CSS and the basemap stay out of the route's first chunk.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { dayColour } from '@/domain/itineraries/colours';
import {
  BASEMAP_ATTRIBUTION,
  DETAILED_FROM_ZOOM,
  PLAIN_FROM_ZOOM,
  loadCoarseBasemap,
  loadDetailedLand,
  type Basemap,
} from './basemap';
import type { ItineraryMapProps, MapMarker } from './map-types';
import { samePlaceAs, spreadOffsets, type Offset } from './spread';
import { configuredTiles, escapeAttribution } from './tiles';
import './map.css';

const WORLD_VIEW: L.LatLngExpression = [25, 0];
const MAX_FIT_ZOOM = 15;
const SINGLE_MARKER_ZOOM = 14;
/** A trip with no stops yet shows its destination at this zoom (a city). */
const CENTRE_ZOOM = 12;
/** A day whose stops all lie this far (km) from the middle of the trip's stops is a day out. */
const DAY_OUT_KM = 30;

/**
 * The stops the first view fits: all of them, except the days out (a day
 * trip to Nara from Kyoto), whose stops would zoom the city out until its
 * markers merge. Only a trip with a home city (most of its stops near the
 * middle) has days out: a trip across cities or a road trip fits everything.
 */
export function viewMarkers(markers: readonly MapMarker[]): MapMarker[] {
  const scheduled = markers.filter((m) => m.day !== null);
  if (scheduled.length < 3) return [...markers];
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const middle = L.latLng(median(scheduled.map((m) => m.position.lat)), median(scheduled.map((m) => m.position.lng)));
  const far = (m: MapMarker) => middle.distanceTo(L.latLng(m.position.lat, m.position.lng)) > DAY_OUT_KM * 1000;
  const daysOut = new Set(
    [...new Set(scheduled.map((m) => m.day))].filter((day) => scheduled.filter((m) => m.day === day).every(far)),
  );
  const kept = markers.filter((m) => !daysOut.has(m.day) && !(m.day === null && far(m)));
  const keptScheduled = kept.filter((m) => m.day !== null).length;
  return keptScheduled * 2 > scheduled.length ? kept : [...markers];
}

/** How another marker at the same place is named within this one's label ("stop 8", "day 2, stop 3", "idea 1"). */
function shortName(other: MapMarker, marker: MapMarker): string {
  if (other.day === null) return `idea ${other.index}`;
  return other.day === marker.day ? `stop ${other.index}` : `day ${other.day}, stop ${other.index}`;
}

/** The marker's accessible name; with `samePlace`, it also says which other stops share its place. */
export function markerLabel(marker: MapMarker, samePlace: readonly MapMarker[] = []): string {
  const name = marker.day === null ? `Idea ${marker.index}: ${marker.title}` : `Day ${marker.day}, stop ${marker.index}: ${marker.title}`;
  if (samePlace.length === 0) return name;
  return `${name} (same place as ${samePlace.map((other) => shortName(other, marker)).join(' and ')})`;
}

const NO_OFFSET: Offset = { dx: 0, dy: 0 };

/** The numbered disc; `offset` moves it off its place when it shares the place with others (see spread.ts). */
function markerIcon(marker: MapMarker, highlighted: boolean, offset: Offset = NO_OFFSET): L.DivIcon {
  const colour = dayColour(marker.day);
  const text = String(marker.index);
  const size = highlighted ? 36 : 28;
  const spread = offset.dx !== 0 || offset.dy !== 0;
  return L.divIcon({
    className: [
      'map-marker',
      highlighted ? 'map-marker--highlighted' : '',
      marker.day === null ? 'map-marker--idea' : '',
      spread ? 'map-marker--spread' : '',
    ]
      .filter(Boolean)
      .join(' '),
    html: `<span class="map-marker__pin" style="background-color:${colour}" aria-hidden="true">${text}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2 - offset.dx, size / 2 - offset.dy],
  });
}

interface MarkerEntry {
  marker: L.Marker;
  data: MapMarker;
  label: string;
  offset: Offset;
}

/**
 * Spreads the markers that would hide each other at the current zoom on a
 * small circle, each with a thin line to its true place, and gathers them
 * again when they no longer overlap. Runs after the markers change and after
 * every zoom.
 */
function spreadMarkers(map: L.Map, registry: Map<string, MarkerEntry>, legs: L.LayerGroup, highlightedId: string | null): void {
  const zoom = map.getZoom();
  const entries = [...registry.values()];
  const offsets = spreadOffsets(
    entries.map((entry) => {
      const point = map.project(entry.marker.getLatLng(), zoom);
      return { id: entry.data.id, x: point.x, y: point.y };
    }),
  );
  legs.clearLayers();
  for (const entry of entries) {
    const offset = offsets.get(entry.data.id) ?? NO_OFFSET;
    if (offset.dx !== entry.offset.dx || offset.dy !== entry.offset.dy) {
      entry.offset = offset;
      entry.marker.setIcon(markerIcon(entry.data, entry.data.id === highlightedId, offset));
    }
    if (offset.dx === 0 && offset.dy === 0) continue;
    const place = entry.marker.getLatLng();
    const shown = map.unproject(map.project(place, zoom).add([offset.dx, offset.dy]), zoom);
    L.polyline([place, shown], { color: '#1c2321', weight: 1.5, opacity: 0.7, interactive: false, className: 'map-marker-leg' }).addTo(legs);
    L.circleMarker(place, { radius: 3, stroke: false, fillColor: '#1c2321', fillOpacity: 0.8, interactive: false, className: 'map-marker-spot' }).addTo(legs);
  }
}

/** Route lines: the markers of each day in the order of the plan. */
export function routesByDay(markers: readonly MapMarker[]): Array<{ day: number; points: L.LatLngTuple[] }> {
  const days = new Map<number, MapMarker[]>();
  for (const marker of markers) {
    if (marker.day === null) continue;
    days.set(marker.day, [...(days.get(marker.day) ?? []), marker]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, list]) => ({
      day,
      points: [...list].sort((a, b) => a.index - b.index).map((m) => [m.position.lat, m.position.lng] as L.LatLngTuple),
    }))
    .filter((route) => route.points.length > 1);
}

type Callbacks = Pick<ItineraryMapProps, 'onHighlight' | 'onSelect'>;

/** Accessible name, focus and keyboard for a marker's element (set again whenever Leaflet redraws the icon). */
function decorate(marker: L.Marker, data: MapMarker, label: string, callbacks: { current: Callbacks }) {
  const element = marker.getElement();
  if (!element) return;
  element.setAttribute('aria-label', label);
  element.dataset.itemId = data.id;
  element.dataset.day = data.day === null ? 'idea' : String(data.day);
  if (element.dataset.wired) return;
  element.dataset.wired = 'true';
  element.addEventListener('focus', () => callbacks.current.onHighlight(data.id));
  element.addEventListener('blur', () => callbacks.current.onHighlight(null));
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      callbacks.current.onSelect?.(data.id);
    }
  });
}

interface ViewState {
  points: L.LatLng[];
  /** Where the trip is (its destination), shown when there are no stops. */
  centre: L.LatLng | null;
  /** True until the traveller pans or zooms (fitView's own moves set it back). */
  auto: boolean;
}

/** Shows every stop (the destination, else the world, when there are none), without animation. */
function fitView(map: L.Map, state: ViewState): void {
  const [first] = state.points;
  if (state.points.length > 1) {
    map.fitBounds(L.latLngBounds(state.points), { padding: [36, 36], maxZoom: MAX_FIT_ZOOM, animate: false });
  } else if (first) map.setView(first, SINGLE_MARKER_ZOOM, { animate: false });
  else if (state.centre) map.setView(state.centre, CENTRE_ZOOM, { animate: false });
  state.auto = true;
}

function markersKey(markers: readonly MapMarker[]): string {
  return markers.map((m) => `${m.id}|${m.day}|${m.index}|${m.position.lat},${m.position.lng}|${m.title}`).join('\n');
}

export default function ItineraryMap({ markers, centre = null, highlightedId, onHighlight, onSelect, label, className }: ItineraryMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const overlayRef = useRef<L.LayerGroup | null>(null);
  const legsRef = useRef<L.LayerGroup | null>(null);
  const markerRefs = useRef(new Map<string, MarkerEntry>());
  const highlightedRef = useRef(highlightedId);
  const fittedRef = useRef<string | null>(null);
  const view = useRef<ViewState>({ points: [], centre: null, auto: true });
  /** The day the view shows (from the legend) for the stops it was chosen with; otherwise the trip as a whole. */
  const [shown, setShown] = useState<{ places: string; day: number | null }>({ places: '', day: null });
  const callbacks = useRef<Callbacks>({ onHighlight, onSelect });
  const hintId = useId();

  useEffect(() => {
    callbacks.current = { onHighlight, onSelect };
  });

  const centreLat = centre?.lat ?? null;
  const centreLng = centre?.lng ?? null;

  // Rebuilt only when the markers themselves change, not on every render.
  const key = markersKey(markers);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableMarkers = useMemo(() => markers, [key]);
  // The view moves only when stops are added, removed or moved on the map, not when they are renumbered or renamed.
  const placesKey = useMemo(
    () =>
      stableMarkers
        .map((m) => `${m.id}|${m.position.lat},${m.position.lng}`)
        .sort()
        .join('\n') || (centreLat !== null ? `centre|${centreLat},${centreLng}` : ''),
    [stableMarkers, centreLat, centreLng],
  );
  const shownDay = shown.places === placesKey ? shown.day : null;

  // The map and its basemap, once.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const map = L.map(container, {
      keyboard: true,
      worldCopyJump: true,
      zoomSnap: 0.5,
      minZoom: 1,
      attributionControl: true,
    }).setView(WORLD_VIEW, 2);
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    L.control.scale({ position: 'bottomleft' }).addTo(map);
    mapRef.current = map;

    map.createPane('basemap').style.zIndex = '150';
    const landStyle: L.PathOptions = { pane: 'basemap', stroke: false, fillColor: '#f3efe6', fillOpacity: 1, interactive: false };
    const borderStyle: L.PathOptions = { pane: 'basemap', color: '#a9a496', weight: 0.8, fill: false, interactive: false };
    let coarseLand: L.GeoJSON | null = null;
    let borders: L.GeoJSON | null = null;
    let detailedLand: L.GeoJSON | null = null;
    let coarseLoading = false;
    let detailedLoading = false;
    let disposed = false;

    const attribution = L.layerGroup();
    attribution.getAttribution = () => BASEMAP_ATTRIBUTION;
    attribution.addTo(map);

    /**
     * Far out the coarse coastline; closer in the detailed one once loaded;
     * at street level neither (Natural Earth's coast is kilometres off there,
     * and a stop drawn in the sea misleads more than a plain background).
     */
    const showLand = () => {
      const zoom = map.getZoom();
      const mode = zoom >= PLAIN_FROM_ZOOM ? 'plain' : detailedLand && zoom >= DETAILED_FROM_ZOOM ? 'detailed' : 'coarse';
      const wanted = mode === 'plain' ? [] : [mode === 'detailed' ? detailedLand : coarseLand, borders];
      for (const layer of [coarseLand, detailedLand, borders]) {
        if (!layer) continue;
        if (wanted.includes(layer)) {
          if (!map.hasLayer(layer)) layer.addTo(map);
        } else if (map.hasLayer(layer)) layer.remove();
      }
      borders?.bringToFront();
      container.dataset.basemap = mode === 'plain' ? 'plain' : coarseLand ? mode : 'loading';
    };

    const loadDetailed = () => {
      const zoom = map.getZoom();
      if (detailedLand || detailedLoading || zoom < DETAILED_FROM_ZOOM || zoom >= PLAIN_FROM_ZOOM) return;
      detailedLoading = true;
      loadDetailedLand()
        .then((basemap: Basemap) => {
          if (disposed) return;
          detailedLand = L.geoJSON(basemap.land, { style: () => landStyle });
          showLand();
        })
        .catch(() => {
          detailedLoading = false; // the coarse coastline stays; try again at the next zoom
        });
    };

    // The coastline is read (and its shapes made) only once the map is zoomed out far enough to
    // show it: a trip in one city opens at street level, where it is not drawn.
    const loadCoarse = () => {
      if (coarseLand || coarseLoading || map.getZoom() >= PLAIN_FROM_ZOOM) return;
      coarseLoading = true;
      loadCoarseBasemap()
        .then((basemap) => {
          if (disposed) return;
          coarseLand = L.geoJSON(basemap.land, { style: () => landStyle });
          if (basemap.borders) borders = L.geoJSON(basemap.borders, { style: () => borderStyle });
          showLand();
          loadDetailed();
        })
        .catch(() => {
          coarseLoading = false;
          container.dataset.basemap = 'failed';
        });
    };
    // Decided once the stops have set the first view (the effect that places them runs after this one).
    const firstView = setTimeout(() => {
      if (disposed) return;
      showLand();
      loadCoarse();
    }, 0);

    map.on('zoomend', () => {
      showLand();
      loadCoarse();
      loadDetailed();
      if (legsRef.current) spreadMarkers(map, markerRefs.current, legsRef.current, highlightedRef.current);
    });

    const tiles = configuredTiles();
    if (tiles) {
      const layer = L.tileLayer(tiles.url, { attribution: escapeAttribution(tiles.attribution), maxZoom: 19 });
      layer.addTo(map);
      container.dataset.tiles = 'on';
    }

    overlayRef.current = L.layerGroup().addTo(map);
    legsRef.current = L.layerGroup().addTo(map);
    const registry = markerRefs.current;

    // Until the traveller moves the map, the view follows the stops, also when the map's box changes size.
    map.on('movestart zoomstart', () => {
      view.current.auto = false;
    });
    const keepSize = new ResizeObserver(() => {
      map.invalidateSize({ pan: false });
      if (view.current.auto) fitView(map, view.current);
    });
    keepSize.observe(container);

    return () => {
      disposed = true;
      clearTimeout(firstView);
      keepSize.disconnect();
      map.remove();
      mapRef.current = null;
      overlayRef.current = null;
      legsRef.current = null;
      registry.clear();
    };
  }, []);

  // Markers and routes; the view fits them whenever they change.
  useEffect(() => {
    const map = mapRef.current;
    const overlay = overlayRef.current;
    const legs = legsRef.current;
    if (!map || !overlay || !legs) return;
    overlay.clearLayers();
    markerRefs.current.clear();

    // It moves before the markers are added, so each marker is placed once (not placed, then moved with the view).
    if (placesKey !== fittedRef.current) {
      fittedRef.current = placesKey;
      view.current.points = viewMarkers(stableMarkers).map((m) => L.latLng(m.position.lat, m.position.lng));
      view.current.centre = centreLat !== null && centreLng !== null ? L.latLng(centreLat, centreLng) : null;
      fitView(map, view.current);
    }

    for (const route of routesByDay(stableMarkers)) {
      L.polyline(route.points, {
        color: dayColour(route.day),
        weight: 3,
        opacity: 0.85,
        dashArray: '6 6',
        // Every stop is a vertex: nearby stops at city zoom must not be simplified away.
        smoothFactor: 0,
        interactive: false,
        className: `map-route map-route--day-${route.day}`,
      }).addTo(overlay);
    }

    const samePlace = samePlaceAs(stableMarkers);
    for (const data of stableMarkers) {
      const highlighted = data.id === highlightedRef.current;
      const label = markerLabel(data, samePlace.get(data.id));
      const marker = L.marker([data.position.lat, data.position.lng], {
        icon: markerIcon(data, highlighted),
        title: label,
        alt: label,
        keyboard: true,
        riseOnHover: true,
        zIndexOffset: highlighted ? 1000 : 0,
      });
      marker.on('click', () => callbacks.current.onSelect?.(data.id));
      marker.on('mouseover', () => callbacks.current.onHighlight(data.id));
      marker.on('mouseout', () => callbacks.current.onHighlight(null));
      marker.on('add', () => decorate(marker, data, label, callbacks));
      marker.addTo(overlay);
      markerRefs.current.set(data.id, { marker, data, label, offset: NO_OFFSET });
    }
    spreadMarkers(map, markerRefs.current, legs, highlightedRef.current);
  }, [stableMarkers, placesKey, centreLat, centreLng]);

  // Highlight: swap the icon of the old and the new marker, without moving the view.
  useEffect(() => {
    const previous = highlightedRef.current;
    highlightedRef.current = highlightedId;
    for (const id of new Set([previous, highlightedId])) {
      if (id === null) continue;
      const entry = markerRefs.current.get(id);
      if (!entry) continue;
      const on = id === highlightedId;
      const focused = document.activeElement === entry.marker.getElement();
      entry.marker.setIcon(markerIcon(entry.data, on, entry.offset));
      entry.marker.setZIndexOffset(on ? 1000 : 0);
      decorate(entry.marker, entry.data, entry.label, callbacks);
      if (focused) entry.marker.getElement()?.focus({ preventScroll: true });
    }
  }, [highlightedId]);

  // Street tiles where the stage has them (production and staging); the offline stage says it has none.
  const [streets] = useState(() => configuredTiles() !== null);
  const days = [...new Set(stableMarkers.map((m) => m.day))].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));

  /** Fits the view to one day's stops (the legend's day buttons), or to the trip as a whole. */
  const show = (day: number | null) => {
    const map = mapRef.current;
    setShown({ places: placesKey, day });
    if (!map) return;
    const chosen = day === null ? viewMarkers(stableMarkers) : stableMarkers.filter((m) => m.day === day);
    view.current.points = chosen.map((m) => L.latLng(m.position.lat, m.position.lng));
    fitView(map, view.current);
  };

  return (
    <section className={['itinerary-map', className].filter(Boolean).join(' ')} aria-label={label}>
      <div ref={containerRef} className="itinerary-map__canvas" aria-describedby={hintId} />
      <p id={hintId} className="visually-hidden">
        Arrow keys move the map, plus and minus zoom. Tab reaches each stop; Enter opens it.
      </p>
      {days.length > 0 ? (
        <ul className="itinerary-map__legend" aria-label="Days on the map">
          {days.length > 1 ? (
            <li>
              <button
                type="button"
                className="itinerary-map__day"
                aria-label="Whole trip on the map"
                aria-pressed={shownDay === null}
                onClick={() => show(null)}
              >
                Whole trip
              </button>
            </li>
          ) : null}
          {days.map((day) => (
            <li key={day ?? 'ideas'}>
              {day === null || days.length === 1 ? (
                <span className="itinerary-map__day-label">
                  <span className="itinerary-map__swatch" style={{ backgroundColor: dayColour(day) }} aria-hidden="true" />
                  {day === null ? 'Ideas' : `Day ${day}`}
                </span>
              ) : (
                <button
                  type="button"
                  className="itinerary-map__day"
                  aria-label={`Day ${day} on the map`}
                  aria-pressed={shownDay === day}
                  onClick={() => show(day)}
                >
                  <span className="itinerary-map__swatch" style={{ backgroundColor: dayColour(day) }} aria-hidden="true" />
                  Day {day}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {streets ? null : (
        <p className="itinerary-map__note">Street maps are not available offline: this map shows coastlines and borders only.</p>
      )}
    </section>
  );
}
