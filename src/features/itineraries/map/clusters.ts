/**
 * Markers that would cover each other at the current zoom are gathered into
 * one disc with their number (Leaflet.markercluster). A group opens on click,
 * Enter or Space: it zooms in until its stops stand apart, or, for stops at
 * one spot (or at the closest zoom), fans them out around it. Part of the
 * map's lazy chunk: imported only by `itinerary-map.tsx`.
 */
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { dayColour } from '@/domain/itineraries/colours';
import type { MapMarker } from './map-types';
import { SAME_PLACE_METRES } from './same-place';

/**
 * How near (px) two markers may be before they are gathered. A marker is
 * 28 px wide; the map zooms in half steps and the groups are made for the
 * nearest whole zoom, where distances can be 1.4 times what is shown: 40 px
 * there keeps the markers left apart at least a marker's width apart on the
 * screen. A finger needs 44 px, so on a touch screen they are gathered sooner.
 */
const RADIUS_PX = { fine: 40, coarse: 62 } as const;
/** The group's disc: at least 44 × 44 px under a finger (WCAG 2.5.5). */
const CLUSTER_PX = { fine: 40, coarse: 44 } as const;
/** Stops fanned out round one spot sit at least 33 px apart (a marker is 28 px), 50 px under a finger. */
const FAN_OUT = { fine: 1.2, coarse: 1.8 } as const;

/** Whether the main pointer is a finger (a phone or a tablet). */
export function coarsePointer(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/** Whether the person asked their system for less motion: the map then jumps instead of gliding. */
export function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A stop's place in the plan (its day, then its number; ideas last), as a number to sort by. */
export function planOrder(marker: MapMarker): number {
  return (marker.day ?? 1e6) * 1e4 + marker.index;
}

/**
 * Puts the markers and groups in `pane` in plan order in the page, so that Tab
 * goes from stop to stop as the plan lists them (the groups add and remove
 * markers in an order of their own). Each element's `data-order` is its
 * `planOrder` (a group's, its first stop's). The focused element is not
 * moved (moving it would take the focus away); the others are placed round it.
 * Nothing when the map is gone (`pane` undefined: a regrouping can end after
 * the map was removed, when the person has already left the page).
 */
export function keepInPlanOrder(pane: HTMLElement | undefined): void {
  if (!pane) return;
  const icons = [...pane.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('leaflet-marker-icon'));
  const sorted = [...icons].sort((a, b) => Number(a.dataset.order ?? Infinity) - Number(b.dataset.order ?? Infinity));
  if (sorted.every((element, index) => element === icons[index])) return;
  const anchor = sorted.find((element) => element === document.activeElement);
  if (!anchor) {
    for (const element of sorted) pane.appendChild(element);
    return;
  }
  const at = sorted.indexOf(anchor);
  for (const element of sorted.slice(0, at)) pane.insertBefore(element, anchor);
  let previous = anchor;
  for (const element of sorted.slice(at + 1)) {
    previous.after(element);
    previous = element;
  }
}

/** The days (then the ideas) in a group, with how many of its places each has, in plan order. */
function dayCounts(members: readonly MapMarker[]): Array<[number | null, number]> {
  const counts = new Map<number | null, number>();
  for (const member of members) counts.set(member.day, (counts.get(member.day) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => (a ?? Infinity) - (b ?? Infinity));
}

function listed(parts: readonly string[]): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The group's accessible name: how many places, and of which days ("Group of 5 places: 3 of day 1 and 2 of day 2"). */
export function clusterLabel(members: readonly MapMarker[]): string {
  const parts = dayCounts(members).map(([day, count]) => (day === null ? `${count} ${count === 1 ? 'idea' : 'ideas'}` : `${count} of day ${day}`));
  return `Group of ${members.length} places: ${listed(parts)}`;
}

/** The ring round the count: each day's colour for its share of the group. */
function ring(members: readonly MapMarker[]): string {
  let from = 0;
  const stops = dayCounts(members).map(([day, count]) => {
    const to = from + (count / members.length) * 100;
    const stop = `${dayColour(day)} ${from.toFixed(2)}% ${to.toFixed(2)}%`;
    from = to;
    return stop;
  });
  return `conic-gradient(${stops.join(', ')})`;
}

/** A group's disc, named for assistive technology, opened by Enter or Space as by a click. */
class ClusterIcon extends L.DivIcon {
  private readonly order: number;

  constructor(
    private readonly label: string,
    members: readonly MapMarker[],
    size: number,
    private readonly onOpen: () => void,
  ) {
    super({
      className: 'map-cluster',
      html: `<span class="map-cluster__ring" style="background-image:${ring(members)}"><span class="map-cluster__count">${members.length}</span></span>`,
      iconSize: [size, size],
    });
    this.order = Math.min(...members.map(planOrder));
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    element.setAttribute('aria-label', this.label);
    element.title = this.label;
    element.dataset.order = String(this.order);
    if (!element.dataset.wired) {
      element.dataset.wired = 'true';
      element.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        event.stopPropagation();
        this.onOpen();
      });
    }
    return element;
  }
}

export interface ClusterOptions {
  map: L.Map;
  /** The places a group holds (its markers' data). */
  membersOf: (cluster: L.MarkerCluster) => MapMarker[];
  /** A group was opened from the keyboard: focus goes to what it opens into. */
  onKeyboardOpen: (cluster: L.MarkerCluster) => void;
  /** Whether the map's zoom is animated (so the groups' moves may be). */
  animated: boolean;
}

/** The layer that holds a map's markers and gathers those that overlap. */
export function clusterGroup({ map, membersOf, onKeyboardOpen, animated }: ClusterOptions): L.MarkerClusterGroup {
  const pointer = coarsePointer() ? 'coarse' : 'fine';
  const group = L.markerClusterGroup({
    maxClusterRadius: RADIUS_PX[pointer],
    showCoverageOnHover: false,
    // Opening is ours (openCluster), so a click, Enter and Space do the same.
    zoomToBoundsOnClick: false,
    spiderfyOnMaxZoom: false,
    // Every marker stays in the page (as without groups), reachable by Tab, also off screen.
    removeOutsideVisibleBounds: false,
    animate: animated && !reducedMotion(),
    spiderfyDistanceMultiplier: FAN_OUT[pointer],
    spiderLegPolylineOptions: { weight: 1.5, color: '#1c2321', opacity: 0.7, interactive: false, className: 'map-spider-leg' },
    iconCreateFunction: (cluster) => {
      const members = membersOf(cluster);
      return new ClusterIcon(clusterLabel(members), members, CLUSTER_PX[pointer], () => {
        onKeyboardOpen(cluster);
        openCluster(map, cluster);
      });
    },
  });
  group.on('clusterclick', (event) => {
    const cluster: unknown = (event as { layer?: unknown }).layer;
    if (cluster instanceof L.MarkerCluster) openCluster(map, cluster);
  });
  return group;
}

/** Room left round a group's places when zooming to them, so none sits under the map's edge. */
const OPEN_PADDING: L.PointTuple = [48, 48];

/**
 * Zooms in to a group's places; places at one spot (or a group at the
 * closest zoom) are fanned out round it instead, each its own marker.
 */
function openCluster(map: L.Map, cluster: L.MarkerCluster): void {
  const bounds = cluster.getBounds();
  const onePlace = bounds.getSouthWest().distanceTo(bounds.getNorthEast()) <= SAME_PLACE_METRES;
  if (onePlace || map.getZoom() >= map.getMaxZoom()) cluster.spiderfy();
  else cluster.zoomToBounds({ padding: OPEN_PADDING });
}
