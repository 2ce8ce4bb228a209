/**
 * Draws a day's path (./day-path.ts) on the map: each leg a line in the day's
 * colour, solid along a route, dashed and straight for an estimate, with a
 * wider invisible line over it that takes the pointer and the keyboard focus
 * (a 4 px line is hard to hover). Hovering or focusing a leg highlights it,
 * through the map's `onHighlightLeg`; the highlight itself is a restyle of
 * two lines, never a redraw. Part of the map's lazy chunk.
 */
import L from 'leaflet';
import type { DayPath, PathLeg } from './day-path';
import './day-path.css';

export interface LegLayer {
  leg: PathLeg;
  /** What is seen. */
  line: L.Polyline;
  /** What the pointer and the keyboard reach. */
  hit: L.Polyline;
}

export interface LegCallbacks {
  onHighlightLeg?: (key: string | null) => void;
}

/** The map pane the legs are drawn in (made by the map, after the markers' pane in the page, under it on screen). */
export const LEGS_PANE = 'legs';

const WEIGHT = { route: 5, estimate: 4, flight: 3 } as const;
const DASHES = { route: undefined, estimate: '8 8', flight: '2 8' } as const;
const HIGHLIGHT_EXTRA = 3;
/** The pointer's reach round a leg. */
const HIT_WEIGHT = 16;

function lineStyle(leg: PathLeg, on: boolean): L.PathOptions {
  return { weight: WEIGHT[leg.kind] + (on ? HIGHLIGHT_EXTRA : 0), opacity: on ? 1 : 0.85 };
}

/** Draws `path` into `group` (emptied first) and returns each leg's lines by its key. */
export function drawDayPath(
  group: L.LayerGroup,
  path: DayPath,
  colour: string,
  callbacks: { current: LegCallbacks },
  highlighted: string | null,
): Map<string, LegLayer> {
  group.clearLayers();
  const layers = new Map<string, LegLayer>();
  for (const end of path.ends) {
    L.circleMarker(end.position, {
      radius: 7,
      color: colour,
      weight: 3,
      fillColor: '#ffffff',
      fillOpacity: 1,
      interactive: false,
      pane: LEGS_PANE,
      className: 'map-leg-end',
    }).addTo(group);
  }
  path.legs.forEach((leg, index) => {
    const on = leg.key === highlighted;
    const line = L.polyline(leg.points, {
      ...lineStyle(leg, on),
      color: colour,
      dashArray: DASHES[leg.kind],
      lineCap: leg.kind === 'estimate' ? 'butt' : 'round',
      // A route's turns and a leg between stops a street apart must not be simplified away.
      smoothFactor: 0,
      interactive: false,
      pane: LEGS_PANE,
      className: ['map-leg', `map-leg--${leg.kind}`, `map-leg--day-${path.day}`, on ? 'map-leg--highlighted' : ''].filter(Boolean).join(' '),
    }).addTo(group);
    const hit = L.polyline(leg.points, { weight: HIT_WEIGHT, opacity: 0, smoothFactor: 0, pane: LEGS_PANE, className: 'map-leg-hit' });
    hit.on('mouseover', () => callbacks.current.onHighlightLeg?.(leg.key));
    hit.on('mouseout', () => callbacks.current.onHighlightLeg?.(null));
    hit.on('add', () => {
      const element = hit.getElement();
      if (!(element instanceof SVGElement)) return;
      element.setAttribute('tabindex', '0');
      element.setAttribute('role', 'img');
      element.setAttribute('aria-label', leg.label);
      element.dataset.leg = leg.key;
      element.dataset.order = String(index);
      element.addEventListener('focus', () => callbacks.current.onHighlightLeg?.(leg.key));
      element.addEventListener('blur', () => callbacks.current.onHighlightLeg?.(null));
    });
    hit.addTo(group);
    line.getElement()?.setAttribute('data-leg', leg.key);
    layers.set(leg.key, { leg, line, hit });
  });
  return layers;
}

/** Draws a leg highlighted (wider, opaque, in front of the others) or not. */
export function setLegHighlighted(layer: LegLayer, on: boolean): void {
  layer.line.setStyle(lineStyle(layer.leg, on));
  layer.line.getElement()?.classList.toggle('map-leg--highlighted', on);
  if (on) layer.line.bringToFront();
}
