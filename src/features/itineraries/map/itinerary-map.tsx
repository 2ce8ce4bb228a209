/**
 * The itinerary map (Leaflet). Loaded only through `MapPanel`'s dynamic
 * import: Leaflet, its CSS, the marker groups and the basemap stay out of the
 * route's first chunk.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { dayColour } from '@/domain/itineraries/colours';
import { attachBasemap } from './basemap-layers';
import { clusterGroup, coarsePointer, keepInPlanOrder, planOrder, reducedMotion } from './clusters';
import { dayPathOf, pathSignature } from './day-path';
import { LEGS_PANE, drawDayPath, setLegHighlighted, type LegLayer } from './path-layer';
import type { ItineraryMapProps, MapMarker } from './map-types';
import { samePlaceAs } from './same-place';
import { configuredTiles, escapeAttribution } from './tiles';
import './map.css';

const WORLD_VIEW: L.LatLngExpression = [25, 0];
/** The closest zoom (a street); the marker groups need one. */
const MAX_ZOOM = 18;
const MAX_FIT_ZOOM = 15;
const SINGLE_MARKER_ZOOM = 14;
/** A trip with no stops yet shows its destination at this zoom (a city). */
const CENTRE_ZOOM = 12;
/** After the person moves the map (a drag, the wheel, a key), it waits this long before following the plan's day in view. */
export const FOLLOW_HOLD_MS = 2000;

/**
 * Room (px) between the stops and the map's edges when the view fits them:
 * half a group's disc (22 px) and a margin on every side, more on the left
 * for the zoom buttons (wider under a finger) and at the bottom for the scale
 * and the credits.
 */
function fitPadding(): { paddingTopLeft: L.PointTuple; paddingBottomRight: L.PointTuple } {
  return { paddingTopLeft: [coarsePointer() ? 72 : 60, 40], paddingBottomRight: [40, 48] };
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

/** The numbered disc. */
function markerIcon(marker: MapMarker, highlighted: boolean): L.DivIcon {
  const colour = dayColour(marker.day);
  const size = highlighted ? 36 : 28;
  return L.divIcon({
    className: ['map-marker', highlighted ? 'map-marker--highlighted' : '', marker.day === null ? 'map-marker--idea' : ''].filter(Boolean).join(' '),
    html: `<span class="map-marker__pin" style="background-color:${colour}" aria-hidden="true">${marker.index}</span>`,
    iconSize: [size, size],
  });
}

interface MarkerEntry {
  marker: L.Marker;
  data: MapMarker;
  label: string;
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

type Callbacks = Pick<ItineraryMapProps, 'onHighlight' | 'onSelect' | 'onHighlightLeg'>;

/** Accessible name, focus and keyboard for a marker's element (set again whenever Leaflet redraws the icon). */
function decorate(marker: L.Marker, data: MapMarker, label: string, callbacks: { current: Callbacks }) {
  const element = marker.getElement();
  if (!element) return;
  element.setAttribute('aria-label', label);
  element.dataset.itemId = data.id;
  element.dataset.day = data.day === null ? 'idea' : String(data.day);
  element.dataset.order = String(planOrder(data));
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

/** Outlines the group that holds the highlighted stop, when that stop is inside one. */
function markHighlightedGroup(container: HTMLElement, group: L.MarkerClusterGroup, entry: MarkerEntry | undefined) {
  for (const element of container.querySelectorAll('.map-cluster--highlighted')) element.classList.remove('map-cluster--highlighted');
  if (!entry) return;
  const shownAs = group.getVisibleParent(entry.marker) as L.Marker | null;
  if (shownAs && shownAs !== entry.marker) shownAs.getElement()?.classList.add('map-cluster--highlighted');
}

interface ViewState {
  points: L.LatLng[];
  /** Where the trip is (its destination), shown when there are no stops. */
  centre: L.LatLng | null;
  /** True until the traveller pans or zooms (fitView's own moves set it back). */
  auto: boolean;
}

/** Shows every stop drawn (the destination, else the world, when there are none), without animation. */
function fitView(map: L.Map, state: ViewState): void {
  state.auto = true;
  // Not drawn (a tab not chosen): it fits once it has a size again (the size observer).
  const size = map.getSize();
  if (size.x === 0 || size.y === 0) return;
  const [first] = state.points;
  if (state.points.length > 1) {
    map.fitBounds(L.latLngBounds(state.points), { ...fitPadding(), maxZoom: MAX_FIT_ZOOM, animate: false });
  } else if (first) map.setView(first, SINGLE_MARKER_ZOOM, { animate: false });
  else if (state.centre) map.setView(state.centre, CENTRE_ZOOM, { animate: false });
  state.auto = true;
}

function markersKey(markers: readonly MapMarker[]): string {
  return markers.map((m) => `${m.id}|${m.day}|${m.index}|${m.position.lat},${m.position.lng}|${m.title}`).join('\n');
}

/** What the legend asked for: one day, or the whole trip (null); `asked` counts the clicks, so asking again fits again. */
interface Shown {
  day: number | null;
  asked: number;
}

export default function ItineraryMap({
  markers,
  centre = null,
  highlightedId,
  onHighlight,
  onSelect,
  label,
  className,
  dayInView,
  plan,
  highlightedLeg = null,
  onHighlightLeg,
}: ItineraryMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const routesRef = useRef<L.LayerGroup | null>(null);
  /** The chosen day's path, leg by leg, and each leg's lines by its key. */
  const pathRef = useRef<L.LayerGroup | null>(null);
  const legRefs = useRef(new Map<string, LegLayer>());
  const highlightedLegRef = useRef(highlightedLeg);
  const groupRef = useRef<L.MarkerClusterGroup | null>(null);
  const markerRefs = useRef(new Map<string, MarkerEntry>());
  /** Each Leaflet marker's stop, for the groups' names and colours. */
  const dataOf = useRef(new WeakMap<L.Layer, MapMarker>());
  /** A group opened from the keyboard, and its first stop: the focus goes there once the group has opened. */
  const focusNext = useRef<{ group: L.MarkerCluster; first: L.Marker } | null>(null);
  const highlightedRef = useRef(highlightedId);
  const fittedRef = useRef<{ places: string; asked: number } | null>(null);
  const view = useRef<ViewState>({ points: [], centre: null, auto: true });
  const [shown, setShown] = useState<Shown>({ day: null, asked: 0 });
  const callbacks = useRef<Callbacks>({ onHighlight, onSelect, onHighlightLeg });
  /** The person's own hold on the map: a pointer down on it, and when they last moved it. */
  const touched = useRef({ pressing: false, at: Number.NEGATIVE_INFINITY });
  const hintId = useId();

  useEffect(() => {
    callbacks.current = { onHighlight, onSelect, onHighlightLeg };
  });

  const centreLat = centre?.lat ?? null;
  const centreLng = centre?.lng ?? null;

  // Rebuilt only when the markers themselves change, not on every render.
  const key = markersKey(markers);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableMarkers = useMemo(() => markers, [key]);
  const days = useMemo(() => [...new Set(stableMarkers.map((m) => m.day))].sort((a, b) => (a ?? Infinity) - (b ?? Infinity)), [stableMarkers]);
  // A chosen day stays chosen while it has stops on the map; the others are not drawn.
  const shownDay = shown.day !== null && days.length > 1 && days.includes(shown.day) ? shown.day : null;
  const daysRef = useRef(days);
  useEffect(() => {
    daysRef.current = days;
  }, [days]);

  // The plan's day in view becomes the chosen day when it changes (the legend's choice holds until then); while the
  // person moves the map, once they have let it be for a moment. A day with no stop on the map leaves it as it is.
  useEffect(() => {
    if (dayInView === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      const hold = touched.current.pressing ? FOLLOW_HOLD_MS : touched.current.at + FOLLOW_HOLD_MS - Date.now();
      if (hold > 0) {
        timer = setTimeout(follow, hold);
        return;
      }
      if (dayInView !== null && !daysRef.current.includes(dayInView)) return;
      setShown((before) => (before.day === dayInView ? before : { day: dayInView, asked: before.asked + 1 }));
    };
    timer = setTimeout(follow, 0);
    return () => clearTimeout(timer);
  }, [dayInView]);
  const shownMarkers = useMemo(() => (shownDay === null ? stableMarkers : stableMarkers.filter((m) => m.day === shownDay)), [stableMarkers, shownDay]);
  // With a plan, the chosen day is its path leg by leg (drawn again only when what is drawn changes); so is the
  // only day with stops on the map, where there is no day to choose.
  const pathDay = shownDay ?? (days.length === 1 && days[0] !== null && days[0] !== undefined ? days[0] : null);
  const drawsPath = plan !== undefined && pathDay !== null;
  const shownPath = useMemo(
    () => (plan && pathDay !== null ? dayPathOf(plan, pathDay, new Set(shownMarkers.map((m) => m.id))) : null),
    [plan, pathDay, shownMarkers],
  );
  const pathKey = pathSignature(shownPath);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const path = useMemo(() => shownPath, [pathKey]);
  // Where the day starts or ends away from its own stops (the night's stay) is in the view too.
  const endsKey = path ? path.ends.map((end) => end.position.join(',')).join(';') : '';
  // The view moves only when stops are added, removed or moved on the map (or another day is shown), not when they are renumbered or renamed.
  const placesKey = useMemo(
    () =>
      [
        ...shownMarkers.map((m) => `${m.id}|${m.position.lat},${m.position.lng}`).sort(),
        ...(endsKey ? [`ends|${endsKey}`] : []),
      ].join('\n') || (centreLat !== null ? `centre|${centreLat},${centreLng}` : ''),
    [shownMarkers, endsKey, centreLat, centreLng],
  );

  // The map, its basemap, tiles and layers, once.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    // With less motion asked for, zooms, fades and markers jump instead of animating.
    const still = reducedMotion();
    const map = L.map(container, {
      zoomAnimation: !still,
      fadeAnimation: !still,
      markerZoomAnimation: !still,
      keyboard: true,
      worldCopyJump: true,
      zoomSnap: 0.5,
      minZoom: 1,
      maxZoom: MAX_ZOOM,
      attributionControl: true,
    }).setView(WORLD_VIEW, 2);
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    L.control.scale({ position: 'bottomleft' }).addTo(map);
    mapRef.current = map;
    const detachBasemap = attachBasemap(map, container);

    const tiles = configuredTiles();
    if (tiles) {
      const layer = L.tileLayer(tiles.url, { attribution: escapeAttribution(tiles.attribution), maxZoom: 19 });
      layer.addTo(map);
      container.dataset.tiles = 'on';
    }

    const registry = markerRefs.current;
    // The day's legs in a pane of their own after the markers' in the page, drawn under them: Tab reaches the stops, then the legs between them.
    const legsPane = map.createPane(LEGS_PANE);
    legsPane.style.zIndex = '450';
    routesRef.current = L.layerGroup().addTo(map);
    pathRef.current = L.layerGroup().addTo(map);
    const legs = legRefs.current;
    const group = clusterGroup({
      map,
      animated: L.Browser.any3d && map.options.zoomAnimation !== false,
      membersOf: (cluster) => cluster.getAllChildMarkers().flatMap((marker) => dataOf.current.get(marker) ?? []),
      onKeyboardOpen: (cluster) => {
        const [first] = cluster
          .getAllChildMarkers()
          .flatMap((marker) => {
            const data = dataOf.current.get(marker);
            return data ? [{ marker, order: planOrder(data) }] : [];
          })
          .sort((a, b) => a.order - b.order);
        // Already fanned out (opened again): its stops are there to be focused.
        const drawn = first?.marker.getElement();
        if (drawn) drawn.focus({ preventScroll: true });
        focusNext.current = first && !drawn ? { group: cluster, first: first.marker } : null;
      },
    }).addTo(map);
    groupRef.current = group;
    // Once the groups have split or merged: markers in plan order for Tab; and when a group opened from the keyboard has
    // opened, the focus goes to the first of its stops (or of the groups it split into).
    const afterRegrouping = () => {
      keepInPlanOrder(map.getPane('markerPane'));
      const pending = focusNext.current;
      // (An earlier move's end, while the group is still shown whole, is not its opening.)
      const shownAs = pending ? (group.getVisibleParent(pending.first) as L.Marker | null) : null;
      if (pending && shownAs !== pending.group) {
        focusNext.current = null;
        shownAs?.getElement()?.focus({ preventScroll: true });
      }
      markHighlightedGroup(container, group, highlightedRef.current ? registry.get(highlightedRef.current) : undefined);
    };
    group.on('animationend', afterRegrouping);
    group.on('spiderfied', afterRegrouping);
    group.on('unspiderfied', afterRegrouping);

    // Until the traveller moves the map, the view follows the stops, also when the map's box changes size.
    map.on('movestart zoomstart', () => {
      view.current.auto = false;
    });
    // The person's own moves (not the view's fits): the map does not follow the plan's day meanwhile.
    const hold = { capture: true, passive: true } as const;
    const pressed = () => {
      touched.current = { pressing: true, at: Date.now() };
    };
    const released = () => {
      touched.current = { pressing: false, at: Date.now() };
    };
    const moved = () => {
      touched.current = { ...touched.current, at: Date.now() };
    };
    container.addEventListener('pointerdown', pressed, hold);
    window.addEventListener('pointerup', released, hold);
    window.addEventListener('pointercancel', released, hold);
    container.addEventListener('wheel', moved, hold);
    container.addEventListener('keydown', moved, hold);
    // Follows the panel's size where the browser can say it (as the consent banner does); else the map keeps its first size.
    const keepSize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            map.invalidateSize({ pan: false });
            if (view.current.auto) fitView(map, view.current);
          });
    keepSize?.observe(container);

    return () => {
      container.removeEventListener('pointerdown', pressed, hold);
      container.removeEventListener('wheel', moved, hold);
      container.removeEventListener('keydown', moved, hold);
      window.removeEventListener('pointerup', released, hold);
      window.removeEventListener('pointercancel', released, hold);
      keepSize?.disconnect();
      detachBasemap();
      map.remove();
      mapRef.current = null;
      routesRef.current = null;
      pathRef.current = null;
      groupRef.current = null;
      registry.clear();
      legs.clear();
    };
  }, []);

  // Markers and routes of what is shown; the view fits them whenever they change.
  useEffect(() => {
    const map = mapRef.current;
    const routes = routesRef.current;
    const group = groupRef.current;
    const container = containerRef.current;
    if (!map || !routes || !group || !container) return;
    group.clearLayers();
    markerRefs.current.clear();
    focusNext.current = null;

    // It moves before the markers are added, so the groups are made once, for the zoom they are seen at.
    const fitted = fittedRef.current;
    if (!fitted || fitted.places !== placesKey || fitted.asked !== shown.asked) {
      fittedRef.current = { places: placesKey, asked: shown.asked };
      const ends = endsKey ? endsKey.split(';').map((end) => L.latLng(end.split(',').map(Number) as L.LatLngTuple)) : [];
      view.current.points = [...shownMarkers.map((m) => L.latLng(m.position.lat, m.position.lng)), ...ends];
      view.current.centre = centreLat !== null && centreLng !== null ? L.latLng(centreLat, centreLng) : null;
      fitView(map, view.current);
    }

    const samePlace = samePlaceAs(shownMarkers);
    const layers: L.Marker[] = [];
    for (const data of shownMarkers) {
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
      dataOf.current.set(marker, data);
      markerRefs.current.set(data.id, { marker, data, label });
      layers.push(marker);
    }
    group.addLayers(layers);
    keepInPlanOrder(map.getPane('markerPane'));
    markHighlightedGroup(container, group, highlightedRef.current ? markerRefs.current.get(highlightedRef.current) : undefined);
  }, [shownMarkers, placesKey, endsKey, shown.asked, centreLat, centreLng]);

  // The days' dashed lines, apart from the markers: when the chosen day's path arrives (its legs), the lines go
  // and the markers stay as they are, so a group the person has opened stays open.
  useEffect(() => {
    const routes = routesRef.current;
    if (!routes) return;
    routes.clearLayers();
    for (const route of drawsPath ? [] : routesByDay(shownMarkers)) {
      L.polyline(route.points, {
        color: dayColour(route.day),
        weight: 3,
        opacity: 0.85,
        dashArray: '6 6',
        // Every stop is a vertex: nearby stops at city zoom must not be simplified away.
        smoothFactor: 0,
        interactive: false,
        className: `map-route map-route--day-${route.day}`,
      }).addTo(routes);
    }
  }, [shownMarkers, drawsPath]);

  // The chosen day's path, leg by leg: drawn again when its legs change, not when one is highlighted.
  useEffect(() => {
    const layer = pathRef.current;
    if (!layer) return;
    legRefs.current.clear();
    if (!path) {
      layer.clearLayers();
      return;
    }
    for (const [key, drawn] of drawDayPath(layer, path, dayColour(path.day), callbacks, highlightedLegRef.current)) legRefs.current.set(key, drawn);
  }, [path]);

  // A leg highlighted in the plan or on the map: the old and the new leg restyled, nothing drawn again.
  useEffect(() => {
    const previous = highlightedLegRef.current;
    highlightedLegRef.current = highlightedLeg;
    for (const key of new Set([previous, highlightedLeg])) {
      const layer = key === null ? undefined : legRefs.current.get(key);
      if (layer) setLegHighlighted(layer, key === highlightedLeg);
    }
  }, [highlightedLeg]);

  // Highlight: swap the icon of the old and the new marker (or outline its group), without moving the view.
  useEffect(() => {
    const previous = highlightedRef.current;
    highlightedRef.current = highlightedId;
    for (const id of new Set([previous, highlightedId])) {
      if (id === null) continue;
      const entry = markerRefs.current.get(id);
      if (!entry) continue;
      const on = id === highlightedId;
      const focused = document.activeElement === entry.marker.getElement();
      entry.marker.setIcon(markerIcon(entry.data, on));
      entry.marker.setZIndexOffset(on ? 1000 : 0);
      decorate(entry.marker, entry.data, entry.label, callbacks);
      if (focused) entry.marker.getElement()?.focus({ preventScroll: true });
    }
    const group = groupRef.current;
    const container = containerRef.current;
    if (group && container) markHighlightedGroup(container, group, highlightedId ? markerRefs.current.get(highlightedId) : undefined);
  }, [highlightedId]);

  // Street tiles where the stage has them (production and staging); the offline stage says it has none.
  const [streets] = useState(() => configuredTiles() !== null);

  /** Draws one day's stops only (the legend's day buttons), or the whole trip, and fits the view to them. */
  const show = (day: number | null) => setShown((before) => ({ day, asked: before.asked + 1 }));

  return (
    <section className={['itinerary-map', className].filter(Boolean).join(' ')} aria-label={label}>
      <div ref={containerRef} className="itinerary-map__canvas" aria-describedby={hintId} />
      <p id={hintId} className="visually-hidden">
        Arrow keys move the map, plus and minus zoom. Tab reaches each stop, or each group of stops close together; Enter opens it.
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
