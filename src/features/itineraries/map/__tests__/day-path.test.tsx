import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoutedLegLookup } from '@/domain/days/routes';
import { DAY_PALETTE } from '@/domain/itineraries/colours';
import type { PlanItem } from '@/domain/itineraries/types';
import { aPlace, anItem } from '@/testing/builders';
import { decodePolyline } from '../day-path';
import type { MapPlan } from '../map-types';
import { markersFromItems } from '../markers';

// jsdom has no SVG geometry; Leaflet only checks that this exists to pick its SVG renderer.
if (!('createSVGRect' in SVGSVGElement.prototype)) {
  Object.defineProperty(SVGSVGElement.prototype, 'createSVGRect', { value: () => ({}), configurable: true });
}

const { default: ItineraryMap, FOLLOW_HOLD_MS } = await import('../itinerary-map');
const { default: L } = await import('leaflet');

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', class {
    observe() {}
    disconnect() {}
  });
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  // jsdom has no layout: the map is given a box.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1600);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(1000);
});

/** Google's encoded polyline format, for a route service's answer. */
function encode(points: Array<[number, number]>): string {
  let text = '';
  let last = [0, 0];
  for (const point of points) {
    for (const axis of [0, 1]) {
      const value = Math.round(point[axis]! * 1e5);
      let delta = value - Math.round(last[axis]! * 1e5);
      delta = delta < 0 ? ~(delta << 1) : delta << 1;
      while (delta >= 0x20) {
        text += String.fromCharCode((0x20 | (delta & 0x1f)) + 63);
        delta >>= 5;
      }
      text += String.fromCharCode(delta + 63);
    }
    last = point;
  }
  return text;
}

const at = (lat: number, lng: number) => ({ lat, lng });
const stop = (id: string, day: number, order: string, title: string, lat: number, lng: number, fields: Partial<PlanItem> = {}) =>
  anItem({ id, day, order, title, place: aPlace(title, { geocode: at(lat, lng) }), ...fields });

// Two nights at Casa do Bairro: day 2 starts there and ends there.
const PLAN: PlanItem[] = [
  stop('castle', 1, 'a0', 'São Jorge Castle', 38.7139, -9.1335),
  stop('lift', 1, 'a1', 'Santa Justa Lift', 38.7121, -9.1394),
  stop('hotel', 1, 'a2', 'Casa do Bairro', 38.7107, -9.1448, { type: 'stay', nights: 2 }),
  stop('jeronimos', 2, 'a0', 'Jerónimos Monastery', 38.6979, -9.2068),
  stop('belem', 2, 'a1', 'Torre de Belém', 38.6916, -9.216),
];
// The ride from the hotel to Jerónimos came back from the route service, along the river; the rest are estimates.
const RIVERSIDE: Array<[number, number]> = [
  [38.7107, -9.1448],
  [38.7035, -9.1702],
  [38.6979, -9.2068],
];
const routed: RoutedLegLookup = (from, to) =>
  from.lat === 38.7107 && to.lat === 38.6979 ? { ok: true, seconds: 1500, meters: 6100, polyline: encode(RIVERSIDE) } : undefined;
const MAP_PLAN: MapPlan = { items: PLAN, days: 2, context: { routed } };
const MARKERS = markersFromItems(PLAN);

function Harness({ plan = MAP_PLAN, dayInView }: { plan?: MapPlan; dayInView?: number | null }) {
  const [leg, setLeg] = useState<string | null>(null);
  return (
    <>
      <output aria-label="highlighted leg">{leg ?? 'none'}</output>
      <button type="button" onClick={() => setLeg('belem>hotel')}>
        Highlight the way back
      </button>
      <ItineraryMap
        markers={MARKERS}
        highlightedId={null}
        onHighlight={() => undefined}
        plan={plan}
        highlightedLeg={leg}
        onHighlightLeg={setLeg}
        dayInView={dayInView}
        label="Map of the trip"
      />
    </>
  );
}

const legLines = (container: HTMLElement) => [...container.querySelectorAll<SVGPathElement>('path.map-leg')];
const legTargets = (container: HTMLElement) => [...container.querySelectorAll<SVGPathElement>('path.map-leg-hit')];
const drawn = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.leaflet-marker-icon.map-marker')];
/** Day 1 chosen, and its three stops drawn and fitted (on a loaded machine the whole trip's markers may still be there a moment after the legend changes). */
async function dayOneDrawn(container: HTMLElement) {
  await waitFor(() => expect(pressed()).toEqual(['Day 1']));
  await waitFor(() => expect(drawn(container).map((marker) => marker.title.match(/Castle|Lift|Bairro/)?.[0])).toEqual(['Castle', 'Lift', 'Bairro']));
}
const pressed = () => screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent);

describe("the chosen day's path", () => {
  it('reads a route service line in Google’s encoded format', () => {
    // Google's own example (developers.google.com/maps/documentation/utilities/polylinealgorithm).
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ]);
    expect(decodePolyline(encode(RIVERSIDE))).toEqual(RIVERSIDE);
  });

  it('draws the day leg by leg from the night’s stay: solid along a route, straight and dashed for an estimate, in the day’s colour', () => {
    const { container } = render(<Harness />);
    // The whole trip: no legs, a line per day through its stops.
    expect(legLines(container)).toHaveLength(0);
    expect(container.querySelectorAll('path.map-route')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Day 2 on the map' }));
    const lines = legLines(container);
    expect(lines.map((line) => line.dataset.leg)).toEqual(['hotel>jeronimos', 'jeronimos>belem', 'belem>hotel']);
    const [ride, walk, back] = lines;
    expect(ride).toHaveClass('map-leg--route');
    expect(ride).not.toHaveAttribute('stroke-dasharray');
    // Along the river: a vertex per point of the route's line.
    expect(ride!.getAttribute('d')?.match(/[ML]/g)).toHaveLength(3);
    for (const estimate of [walk!, back!]) {
      expect(estimate).toHaveClass('map-leg--estimate');
      expect(estimate).toHaveAttribute('stroke-dasharray', '8 8');
      expect(estimate.getAttribute('d')?.match(/[ML]/g)).toHaveLength(2);
    }
    for (const line of lines) expect(line).toHaveAttribute('stroke', DAY_PALETTE[1]);
    // The path replaces the line through the stops; the stay it starts from, a day-1 stop, is marked where it is.
    expect(container.querySelector('path.map-route')).toBeNull();
    expect(container.querySelectorAll('path.map-leg-end')).toHaveLength(1);

    // Tab reaches the day's stops first, then the legs between them: every stop's marker comes before the first leg in the page.
    const firstLeg = legTargets(container)[0]!;
    const markers = [...container.querySelectorAll('.leaflet-marker-icon[tabindex="0"]')];
    expect(markers.length).toBeGreaterThan(0);
    for (const marker of markers) expect(marker.compareDocumentPosition(firstLeg) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Each leg is named for a screen reader, in order.
    expect(legTargets(container).map((target) => target.getAttribute('aria-label'))).toEqual([
      "Day 2, leg 1: from Casa do Bairro (the night's stay) to Jerónimos Monastery, 25 minutes by public transport, 6.1 km",
      expect.stringMatching(/^Day 2, leg 2: from Jerónimos Monastery to Torre de Belém, \d+ minutes on foot, .+ \(estimate\)$/),
      expect.stringMatching(/^Day 2, leg 3: from Torre de Belém to Casa do Bairro \(tonight's stay\), .+ \(estimate\)$/),
    ]);
  });

  it('fits the chosen day with the stay it starts from', () => {
    const fitted = vi.spyOn(L.Map.prototype, 'fitBounds');
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Day 2 on the map' }));
    const bounds = fitted.mock.calls.at(-1)![0] as L.LatLngBounds;
    expect(bounds.getEast()).toBeCloseTo(-9.1448, 4);
    expect(bounds.getWest()).toBeCloseTo(-9.216, 4);
  });

  it('highlights a leg from the map (hover and focus) and from outside, restyling it without drawing the path again', async () => {
    const { container } = render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Day 2 on the map' }));
    const before = legLines(container);
    const line = (key: string) => legLines(container).find((path) => path.dataset.leg === key)!;
    const target = (key: string) => legTargets(container).find((path) => path.dataset.leg === key)!;

    fireEvent.mouseOver(target('jeronimos>belem'));
    expect(screen.getByLabelText('highlighted leg')).toHaveTextContent('jeronimos>belem');
    await waitFor(() => expect(line('jeronimos>belem')).toHaveClass('map-leg--highlighted'));
    expect(line('jeronimos>belem')).toHaveAttribute('stroke-width', '7');
    expect(line('hotel>jeronimos')).not.toHaveClass('map-leg--highlighted');
    fireEvent.mouseOut(target('jeronimos>belem'));
    expect(screen.getByLabelText('highlighted leg')).toHaveTextContent('none');
    await waitFor(() => expect(line('jeronimos>belem')).not.toHaveClass('map-leg--highlighted'));
    expect(line('jeronimos>belem')).toHaveAttribute('stroke-width', '4');

    // By keyboard: each leg is reached by Tab.
    expect(target('hotel>jeronimos')).toHaveAttribute('tabindex', '0');
    act(() => target('hotel>jeronimos').focus());
    expect(screen.getByLabelText('highlighted leg')).toHaveTextContent('hotel>jeronimos');
    await waitFor(() => expect(line('hotel>jeronimos')).toHaveAttribute('stroke-width', '8'));
    act(() => target('hotel>jeronimos').blur());
    expect(screen.getByLabelText('highlighted leg')).toHaveTextContent('none');

    // From the plan: the same state highlights the leg on the map.
    fireEvent.click(screen.getByRole('button', { name: 'Highlight the way back' }));
    await waitFor(() => expect(line('belem>hotel')).toHaveClass('map-leg--highlighted'));
    // The same lines, restyled (the highlighted one brought to the front): nothing was drawn again.
    expect(legLines(container)).toHaveLength(before.length);
    expect(before.every((path) => path.isConnected && legLines(container).includes(path))).toBe(true);
  });
});

describe('the map following the day in view', () => {
  it('keeps the markers as they are when the day’s path arrives, so a group the person opened stays open', async () => {
    const map = (plan: MapPlan | undefined) => (
      <ItineraryMap markers={MARKERS} highlightedId={null} onHighlight={() => undefined} plan={plan} dayInView={1} label="Map of the trip" />
    );
    // Day 1 starts from no stay: its path adds no end to fit the view to.
    const { container, rerender } = render(map(undefined));
    await dayOneDrawn(container);
    const before = drawn(container);
    expect(legLines(container)).toEqual([]);
    rerender(map(MAP_PLAN));
    await waitFor(() => expect(legLines(container).length).toBeGreaterThan(0));
    // The same marker elements, never taken off and drawn again (that would close an opened group).
    for (const marker of before) expect(marker.isConnected).toBe(true);
  });

  it('shows the day in view when it changes, and the legend’s choice until it changes again', async () => {
    const { rerender } = render(<Harness dayInView={null} />);
    expect(pressed()).toEqual(['Whole trip']);
    rerender(<Harness dayInView={2} />);
    await waitFor(() => expect(pressed()).toEqual(['Day 2']));

    fireEvent.click(screen.getByRole('button', { name: 'Whole trip on the map' }));
    expect(pressed()).toEqual(['Whole trip']);
    // The plan scrolls within day 2: the person's choice holds.
    rerender(<Harness dayInView={2} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pressed()).toEqual(['Whole trip']);

    rerender(<Harness dayInView={1} />);
    await waitFor(() => expect(pressed()).toEqual(['Day 1']));
    // A day with nothing on the map (day 3 here) leaves the map as it is.
    rerender(<Harness dayInView={3} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pressed()).toEqual(['Day 1']);
  });

  it('fits the day only when it changes, not while the person is moving the map', async () => {
    const fitted = vi.spyOn(L.Map.prototype, 'fitBounds');
    const { container, rerender } = render(<Harness dayInView={1} />);
    await dayOneDrawn(container);
    const fits = fitted.mock.calls.length;
    // More scrolling within day 1 moves nothing.
    rerender(<Harness dayInView={1} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fitted.mock.calls.length).toBe(fits);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const canvas = container.querySelector<HTMLElement>('.itinerary-map__canvas')!;
      fireEvent.pointerDown(canvas);
      rerender(<Harness dayInView={2} />);
      act(() => {
        vi.advanceTimersByTime(FOLLOW_HOLD_MS * 3);
      });
      // Held while the pointer is down on the map.
      expect(pressed()).toEqual(['Day 1']);
      fireEvent.pointerUp(window);
      act(() => {
        vi.advanceTimersByTime(FOLLOW_HOLD_MS - 100);
      });
      expect(pressed()).toEqual(['Day 1']);
      // A moment after the person let go, the map follows.
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(pressed()).toEqual(['Day 2']);
      expect(fitted.mock.calls.length).toBe(fits + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
