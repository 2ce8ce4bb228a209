import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_PALETTE, IDEAS_COLOUR } from '@/domain/itineraries/colours';
import { keepInPlanOrder } from '../clusters';
import type { MapMarker } from '../map-types';
import type * as BasemapModule from '../basemap';
import type * as TilesModule from '../tiles';

// jsdom has no SVG geometry; Leaflet only checks that this exists to pick its SVG renderer.
if (!('createSVGRect' in SVGSVGElement.prototype)) {
  Object.defineProperty(SVGSVGElement.prototype, 'createSVGRect', { value: () => ({}), configurable: true });
}
// jsdom has no layout observer either: this one is triggered by hand.
const resizeCallbacks = new Set<() => void>();
vi.stubGlobal(
  'ResizeObserver',
  class {
    callback: () => void;
    constructor(callback: () => void) {
      this.callback = callback;
    }
    observe() {
      resizeCallbacks.add(this.callback);
    }
    disconnect() {
      resizeCallbacks.delete(this.callback);
    }
  },
);

// The tile setting is read from the build's configuration; here each test sets it.
const tiles = vi.hoisted(() => ({ value: null as { url: string; attribution: string } | null }));
vi.mock('../tiles', async (importOriginal) => ({
  ...(await importOriginal<typeof TilesModule>()),
  configuredTiles: () => tiles.value,
}));

// The coastline's loader, counted (it reads the real file).
const coastline = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../basemap', async (importOriginal) => {
  const actual = await importOriginal<typeof BasemapModule>();
  return {
    ...actual,
    loadCoarseBasemap: () => {
      coastline.loads += 1;
      return actual.loadCoarseBasemap();
    },
  };
});

const { default: ItineraryMap, routesByDay } = await import('../itinerary-map');
const { default: L } = await import('leaflet');

// jsdom has no layout: every map here is given a box. A large one by default, where no two of LISBON's stops
// come near each other; the tests of groups set a smaller one.
function mapSize(width: number, height: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
}

// The pointer (a finger or not) and the motion setting, as a media query tells them; a mouse by default.
const media = vi.hoisted(() => ({ coarse: false }));

beforeEach(() => {
  tiles.value = null;
  media.coarse = false;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' && media.coarse, media: query }));
  mapSize(1600, 1000);
});

const LISBON: MapMarker[] = [
  { id: 'a', day: 1, index: 1, title: 'Praça do Comércio', position: { lat: 38.7076, lng: -9.1365 } },
  { id: 'b', day: 1, index: 2, title: 'Santa Justa Lift', position: { lat: 38.7121, lng: -9.1394 } },
  { id: 'c', day: 1, index: 3, title: 'Time Out Market', position: { lat: 38.7069, lng: -9.1459 } },
  { id: 'd', day: 2, index: 1, title: 'Jerónimos Monastery', position: { lat: 38.6979, lng: -9.2068 } },
  { id: 'e', day: 2, index: 2, title: 'Torre de Belém', position: { lat: 38.6916, lng: -9.216 } },
  { id: 'f', day: 3, index: 1, title: 'Castelo de São Jorge', position: { lat: 38.7139, lng: -9.1335 } },
  { id: 'g', day: null, index: 1, title: 'Gulbenkian', position: { lat: 38.7372, lng: -9.1545 } },
];

function markerElements(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>('.leaflet-marker-icon.map-marker')];
}

function groupElements(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>('.leaflet-marker-icon.map-cluster')];
}

/** Where the view is: the map pane's offset and how a route is drawn (both change with every pan and zoom). */
function viewOf(container: HTMLElement): string {
  const pane = container.querySelector<HTMLElement>('.leaflet-map-pane');
  const route = container.querySelector('path.map-route--day-2')?.getAttribute('d') ?? '';
  return `${pane?.style.left} ${pane?.style.top} ${route}`;
}

/** Each marker's and group's box within the map's box (jsdom: Leaflet places them with left and top). */
function boxesOnMap(container: HTMLElement) {
  const pane = container.querySelector<HTMLElement>('.leaflet-map-pane')!;
  const [paneX, paneY] = [parseFloat(pane.style.left || '0'), parseFloat(pane.style.top || '0')];
  return [...markerElements(container), ...groupElements(container)].map((el) => {
    const size = parseFloat(el.style.width);
    const x = paneX + parseFloat(el.style.left) + parseFloat(el.style.marginLeft);
    const y = paneY + parseFloat(el.style.top) + parseFloat(el.style.marginTop);
    return { id: el.dataset.itemId ?? el.getAttribute('aria-label'), left: x, top: y, right: x + size, bottom: y + size };
  });
}

function pinColour(element: HTMLElement): string {
  const pin = element.querySelector<HTMLElement>('.map-marker__pin');
  return pin ? getComputedStyle(pin).backgroundColor : '';
}

function Harness({ markers, onSelect }: { markers: MapMarker[]; onSelect?: (id: string) => void }) {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  return (
    <>
      <output aria-label="highlighted">{highlighted ?? 'none'}</output>
      <button type="button" onClick={() => setHighlighted('d')}>
        Highlight Jerónimos
      </button>
      <ItineraryMap
        markers={markers}
        highlightedId={highlighted}
        onHighlight={setHighlighted}
        onSelect={onSelect}
        label="Map of the trip"
      />
    </>
  );
}

describe('ItineraryMap', () => {
  it('draws one numbered marker per place, coloured by its day, ideas grey', () => {
    const { container } = render(<Harness markers={LISBON} />);
    expect(screen.getByRole('region', { name: 'Map of the trip' })).toBeInTheDocument();
    const elements = markerElements(container);
    expect(elements).toHaveLength(7);
    const byId = new Map(elements.map((el) => [el.dataset.itemId, el]));
    expect(byId.get('b')?.textContent).toBe('2');
    expect((pinColour(byId.get('a')!))).toBe(rgb(DAY_PALETTE[0]));
    expect((pinColour(byId.get('d')!))).toBe(rgb(DAY_PALETTE[1]));
    expect((pinColour(byId.get('f')!))).toBe(rgb(DAY_PALETTE[2]));
    expect((pinColour(byId.get('g')!))).toBe(rgb(IDEAS_COLOUR));
    expect(byId.get('e')).toHaveAttribute('aria-label', 'Day 2, stop 2: Torre de Belém');
    expect(byId.get('g')).toHaveAttribute('aria-label', 'Idea 1: Gulbenkian');
    // Keyboard reachable, as buttons.
    for (const el of elements) {
      expect(el).toHaveAttribute('tabindex', '0');
      expect(el).toHaveAttribute('role', 'button');
    }
  });

  it('draws a route line per day with two or more stops, in the day colour', () => {
    const { container } = render(<Harness markers={LISBON} />);
    const routes = [...container.querySelectorAll('path.map-route')];
    expect(routes).toHaveLength(2);
    const day1 = container.querySelector('path.map-route--day-1');
    const day2 = container.querySelector('path.map-route--day-2');
    expect(day1).toHaveAttribute('stroke', DAY_PALETTE[0]);
    expect(day2).toHaveAttribute('stroke', DAY_PALETTE[1]);
    expect(container.querySelector('path.map-route--day-3')).toBeNull();
  });

  it('lists the days in their colours, each a button that shows its own stops on the map', () => {
    const fitted = vi.spyOn(L.Map.prototype, 'fitBounds');
    render(<Harness markers={LISBON} />);
    const legend = screen.getByRole('list', { name: 'Days on the map' });
    expect(legend).toHaveTextContent('Whole tripDay 1Day 2Day 3Ideas');
    expect(screen.getByRole('button', { name: 'Whole trip on the map' })).toHaveAttribute('aria-pressed', 'true');

    fitted.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Day 2 on the map' }));
    expect(screen.getByRole('button', { name: 'Day 2 on the map' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Whole trip on the map' })).toHaveAttribute('aria-pressed', 'false');
    // The view fits Jerónimos and Belém only.
    const bounds = fitted.mock.calls.at(-1)![0] as L.LatLngBounds;
    expect(bounds.getSouth()).toBeCloseTo(38.6916, 4);
    expect(bounds.getNorth()).toBeCloseTo(38.6979, 4);

    fireEvent.click(screen.getByRole('button', { name: 'Whole trip on the map' }));
    expect((fitted.mock.calls.at(-1)![0] as L.LatLngBounds).getNorth()).toBeCloseTo(38.7372, 4);
  });

  it('highlights from outside (larger, outlined, in front) and from hovering or focusing a marker', async () => {
    const { container } = render(<Harness markers={LISBON} />);
    const find = (id: string) => markerElements(container).find((el) => el.dataset.itemId === id)!;

    fireEvent.click(screen.getByRole('button', { name: 'Highlight Jerónimos' }));
    await waitFor(() => expect(find('d')).toHaveClass('map-marker--highlighted'));
    expect(find('d').style.width).toBe('36px');
    expect(find('a')).not.toHaveClass('map-marker--highlighted');
    expect(Number(find('d').style.zIndex)).toBeGreaterThan(Number(find('a').style.zIndex));

    fireEvent.mouseOver(find('b'));
    expect(screen.getByLabelText('highlighted')).toHaveTextContent('b');
    await waitFor(() => expect(find('b')).toHaveClass('map-marker--highlighted'));
    expect(find('d')).not.toHaveClass('map-marker--highlighted');
    fireEvent.mouseOut(find('b'));
    expect(screen.getByLabelText('highlighted')).toHaveTextContent('none');

    act(() => find('e').focus());
    expect(screen.getByLabelText('highlighted')).toHaveTextContent('e');
    await waitFor(() => expect(find('e')).toHaveClass('map-marker--highlighted'));
    // The redrawn marker keeps the keyboard focus.
    expect(document.activeElement).toBe(find('e'));
  });

  it('shows only the chosen day (its stops and its route), fitted to them, until the whole trip is asked for again', () => {
    const { container, rerender } = render(<Harness markers={LISBON} />);
    const shownIds = () => markerElements(container).map((el) => el.dataset.itemId).sort();
    expect(shownIds()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);

    fireEvent.click(screen.getByRole('button', { name: 'Day 1 on the map' }));
    expect(shownIds()).toEqual(['a', 'b', 'c']);
    expect(groupElements(container)).toHaveLength(0);
    expect([...container.querySelectorAll('path.map-route')].map((path) => path.getAttribute('class'))).toEqual([
      expect.stringContaining('map-route--day-1'),
    ]);

    // It stays chosen when the plan changes (a stop added to it), and shows the new stop.
    const added: MapMarker = { id: 'h', day: 1, index: 4, title: 'Miradouro de Santa Luzia', position: { lat: 38.7118, lng: -9.1303 } };
    rerender(<Harness markers={[...LISBON, added]} />);
    expect(screen.getByRole('button', { name: 'Day 1 on the map' })).toHaveAttribute('aria-pressed', 'true');
    expect(shownIds()).toEqual(['a', 'b', 'c', 'h']);

    fireEvent.click(screen.getByRole('button', { name: 'Whole trip on the map' }));
    expect(shownIds()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(container.querySelectorAll('path.map-route')).toHaveLength(2);
  });

  it('fits the whole trip, a day trip out of town included, with no stop clipped at the edges', () => {
    const kyoto: MapMarker[] = [
      { id: 'k1', day: 1, index: 1, title: 'Kiyomizu-dera', position: { lat: 34.9949, lng: 135.785 } },
      { id: 'k2', day: 1, index: 2, title: 'Kōdai-ji', position: { lat: 34.9999, lng: 135.7809 } },
      { id: 'k3', day: 2, index: 1, title: 'Kinkaku-ji', position: { lat: 35.0394, lng: 135.7292 } },
      { id: 'k4', day: 2, index: 2, title: 'Ryōan-ji', position: { lat: 35.0345, lng: 135.7183 } },
      { id: 'n1', day: 3, index: 1, title: 'Tōdai-ji', position: { lat: 34.689, lng: 135.8398 } },
      { id: 'n2', day: 3, index: 2, title: 'Nara Park', position: { lat: 34.6851, lng: 135.843 } },
    ];
    mapSize(600, 400);
    const fitted = vi.spyOn(L.Map.prototype, 'fitBounds');
    const { container } = render(<Harness markers={kyoto} />);
    const bounds = fitted.mock.calls.at(-1)![0] as L.LatLngBounds;
    expect(bounds.getSouth()).toBeCloseTo(34.6851, 4);
    expect(bounds.getNorth()).toBeCloseTo(35.0394, 4);
    // Every stop is on the map, on its own or counted in a group, and every disc lies inside the box with room to spare.
    const counted = markerElements(container).length + groupElements(container).reduce((sum, el) => sum + Number(el.textContent), 0);
    expect(counted).toBe(kyoto.length);
    for (const box of boxesOnMap(container)) {
      expect(box.left, box.id ?? '').toBeGreaterThanOrEqual(8);
      expect(box.top, box.id ?? '').toBeGreaterThanOrEqual(8);
      expect(box.right, box.id ?? '').toBeLessThanOrEqual(600 - 8);
      expect(box.bottom, box.id ?? '').toBeLessThanOrEqual(400 - 8);
    }
  });

  // Day 1's three stops within 150 m of each other in the Baixa; day 2 in Belém and Alcântara; an idea up the hill.
  const BAIXA_BELEM: MapMarker[] = [
    { id: 'a', day: 1, index: 1, title: 'Praça do Comércio', position: { lat: 38.7076, lng: -9.1365 } },
    { id: 'b', day: 1, index: 2, title: 'Arco da Rua Augusta', position: { lat: 38.7085, lng: -9.1372 } },
    { id: 'c', day: 1, index: 3, title: 'Rua Augusta', position: { lat: 38.709, lng: -9.138 } },
    { id: 'd', day: 2, index: 1, title: 'Jerónimos Monastery', position: { lat: 38.6979, lng: -9.2068 } },
    { id: 'e', day: 2, index: 2, title: 'LX Factory', position: { lat: 38.7034, lng: -9.1784 } },
    { id: 'g', day: null, index: 1, title: 'Gulbenkian', position: { lat: 38.7372, lng: -9.1545 } },
  ];

  it('gathers stops that would cover each other into one group, a named button that zooms in to them', () => {
    mapSize(600, 400);
    const { container } = render(<Harness markers={BAIXA_BELEM} />);
    const [group, ...others] = groupElements(container);
    expect(others).toHaveLength(0);
    expect(group).toHaveAttribute('aria-label', 'Group of 3 places: 3 of day 1');
    expect(group).toHaveAttribute('role', 'button');
    expect(group).toHaveAttribute('tabindex', '0');
    expect(group).toHaveTextContent('3');
    expect(group!.style.width).toBe('40px');
    // Its ring is the day's colour; the number is dark on white.
    expect(group!.querySelector('.map-cluster__ring')?.getAttribute('style')).toContain(DAY_PALETTE[0]);
    expect(markerElements(container).map((el) => el.dataset.itemId).sort()).toEqual(['d', 'e', 'g']);

    fireEvent.click(group!);
    expect(groupElements(container)).toHaveLength(0);
    expect(markerElements(container).map((el) => el.dataset.itemId).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'g']);
  });

  it('opens a group from the keyboard (Enter or Space) and puts the focus on its first stop', () => {
    mapSize(600, 400);
    const { container, unmount } = render(<Harness markers={BAIXA_BELEM} />);
    const find = (id: string) => markerElements(container).find((el) => el.dataset.itemId === id);
    act(() => groupElements(container)[0]!.focus());
    fireEvent.keyDown(groupElements(container)[0]!, { key: 'Enter' });
    expect(find('a')).toBeDefined();
    expect(document.activeElement).toBe(find('a'));
    expect(screen.getByLabelText('highlighted')).toHaveTextContent('a');
    unmount();

    const again = render(<Harness markers={BAIXA_BELEM} />);
    fireEvent.keyDown(groupElements(again.container)[0]!, { key: ' ' });
    expect(groupElements(again.container)).toHaveLength(0);
  });

  it('outlines the group that holds the stop highlighted in the plan', async () => {
    mapSize(600, 400);
    function Outside({ highlighted }: { highlighted: string | null }) {
      return <ItineraryMap markers={BAIXA_BELEM} highlightedId={highlighted} onHighlight={() => undefined} label="Map" />;
    }
    const { container, rerender } = render(<Outside highlighted={null} />);
    const group = groupElements(container)[0]!;
    expect(group).not.toHaveClass('map-cluster--highlighted');
    rerender(<Outside highlighted="b" />);
    await waitFor(() => expect(groupElements(container)[0]).toHaveClass('map-cluster--highlighted'));
    rerender(<Outside highlighted="d" />);
    await waitFor(() => expect(groupElements(container)[0]).not.toHaveClass('map-cluster--highlighted'));
  });

  it('fans out stops at one spot round it when their group is opened, each named, focusable and selectable', () => {
    mapSize(600, 400);
    // Day 1's stops 2 and 3 exactly at stop 1's place, and an idea there too.
    const museum = LISBON[0]!.position;
    const markers: MapMarker[] = [
      ...LISBON.slice(0, 1),
      { ...LISBON[1]!, position: museum },
      { ...LISBON[2]!, position: museum },
      ...LISBON.slice(3, 6),
      { ...LISBON[6]!, position: museum },
    ];
    const onSelect = vi.fn();
    const { container } = render(<Harness markers={markers} onSelect={onSelect} />);
    const find = (id: string) => markerElements(container).find((el) => el.dataset.itemId === id)!;
    const group = groupElements(container).find((el) => el.getAttribute('aria-label')?.startsWith('Group of 4 places'));
    expect(group).toHaveAttribute('aria-label', 'Group of 4 places: 3 of day 1 and 1 idea');
    expect(group!.querySelector('.map-cluster__ring')?.getAttribute('style')).toContain(IDEAS_COLOUR);
    const before = viewOf(container);

    fireEvent.click(group!);
    // No zoom (it would not part them): the four are drawn round the spot, each with a line to it.
    expect(viewOf(container)).toBe(before);
    const together = ['a', 'b', 'c', 'g'].map(find);
    for (const el of together) expect(el).toBeDefined();
    expect(container.querySelectorAll('path.map-spider-leg')).toHaveLength(4);
    const boxes = boxesOnMap(container).filter((box) => ['a', 'b', 'c', 'g'].includes(box.id ?? ''));
    for (const [i, one] of boxes.entries()) {
      for (const other of boxes.slice(i + 1)) expect(Math.hypot(one.left - other.left, one.top - other.top)).toBeGreaterThanOrEqual(28);
    }

    // Each says where it is shared.
    expect(find('a')).toHaveAttribute('aria-label', 'Day 1, stop 1: Praça do Comércio (same place as stop 2 and stop 3 and idea 1)');
    expect(find('g')).toHaveAttribute('aria-label', 'Idea 1: Gulbenkian (same place as day 1, stop 1 and day 1, stop 2 and day 1, stop 3)');

    for (const el of together) {
      expect(el).toHaveAttribute('tabindex', '0');
      expect(el).toHaveAttribute('role', 'button');
    }
    fireEvent.click(find('b'));
    expect(onSelect).toHaveBeenLastCalledWith('b');
    fireEvent.keyDown(find('c'), { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith('c');
  });

  it('keeps the markers and groups in plan order in the page, so that Tab goes from stop to stop as the plan lists them', () => {
    const order = (container: HTMLElement) =>
      [...container.querySelectorAll<HTMLElement>('.leaflet-marker-pane > .leaflet-marker-icon')].map((el) => el.dataset.itemId ?? el.getAttribute('aria-label'));
    const { container } = render(<Harness markers={[...LISBON].reverse()} />);
    expect(order(container)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    mapSize(600, 400);
    const grouped = render(<Harness markers={BAIXA_BELEM} />);
    // The Baixa group stands where its first stop (day 1, stop 1) would.
    expect(order(grouped.container)).toEqual(['Group of 3 places: 3 of day 1', 'd', 'e', 'g']);
    fireEvent.click(groupElements(grouped.container)[0]!);
    expect(order(grouped.container)).toEqual(['a', 'b', 'c', 'd', 'e', 'g']);
  });

  it('keeps groups at least 44 px wide and gathers stops sooner under a finger', () => {
    media.coarse = true;
    mapSize(600, 400);
    const { container } = render(<Harness markers={LISBON} />);
    const groups = groupElements(container);
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(group.style.width).toBe('44px');
      expect(group.style.height).toBe('44px');
    }
  });

  it('selects an item by click and by Enter', () => {
    const onSelect = vi.fn();
    const { container } = render(<Harness markers={LISBON} onSelect={onSelect} />);
    const find = (id: string) => markerElements(container).find((el) => el.dataset.itemId === id)!;
    fireEvent.click(find('c'));
    expect(onSelect).toHaveBeenLastCalledWith('c');
    fireEvent.keyDown(find('f'), { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith('f');
  });

  it('fits the view when stops are added or moved, not when they are only renumbered', () => {
    const { container, rerender } = render(<Harness markers={LISBON} />);
    const fitted = viewOf(container);
    expect(fitted).toBeTruthy();
    // The traveller zooms in; renumbering the stops must not take that away.
    fireEvent.click(container.querySelector('.leaflet-control-zoom-in')!);
    const zoomedIn = viewOf(container);
    expect(zoomedIn).not.toBe(fitted);
    const renumbered = LISBON.map((m) => (m.day === 1 ? { ...m, index: 4 - m.index } : m));
    rerender(<Harness markers={renumbered} />);
    expect(viewOf(container)).toBe(zoomedIn);
    expect(markerElements(container).find((el) => el.dataset.itemId === 'a')?.textContent).toBe('3');
    rerender(<Harness markers={[...renumbered, { id: 'far', day: 4, index: 1, title: 'Porto', position: { lat: 41.1496, lng: -8.611 } }]} />);
    expect(viewOf(container)).not.toBe(zoomedIn);
  });

  it('keeps every stop in view when the map changes size, until the traveller moves the map', () => {
    let width = 600;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    const { container } = render(<Harness markers={LISBON} />);
    const resize = (to: number) => {
      width = to;
      act(() => resizeCallbacks.forEach((callback) => callback()));
    };
    const wide = viewOf(container);
    resize(200);
    const narrow = viewOf(container);
    expect(narrow).not.toBe(wide);
    resize(600);
    expect(viewOf(container)).toBe(wide);
    fireEvent.click(container.querySelector('.leaflet-control-zoom-in')!);
    const chosen = viewOf(container);
    resize(200);
    resize(600);
    expect(viewOf(container)).toBe(chosen);
  });

  it("shows the trip's destination when it has no stops yet, and the world when it has no destination either", () => {
    mapSize(600, 400);
    // The scale bar tells the zoom: a city is a few kilometres across, the world thousands.
    const scaleKm = (container: HTMLElement) => {
      const text = container.querySelector('.leaflet-control-scale-line')?.textContent ?? '';
      const [, value, unit] = /([\d.]+)\s*(km|m)\b/.exec(text) ?? [];
      return unit === 'm' ? Number(value) / 1000 : Number(value);
    };
    const empty = () => undefined;
    const world = render(<ItineraryMap markers={[]} highlightedId={null} onHighlight={empty} label="Map" />);
    expect(scaleKm(world.container)).toBeGreaterThan(500);
    world.unmount();
    const city = render(<ItineraryMap markers={[]} centre={{ lat: 38.7223, lng: -9.1393 }} highlightedId={null} onHighlight={empty} label="Map" />);
    expect(scaleKm(city.container)).toBeLessThan(5);
  });

  it('redraws when the markers change', () => {
    const { container, rerender } = render(<Harness markers={LISBON} />);
    rerender(<Harness markers={LISBON.slice(0, 2)} />);
    expect(markerElements(container)).toHaveLength(2);
    expect(container.querySelectorAll('path.map-route')).toHaveLength(1);
  });

  it('reads the coastline only for a view far enough out to draw it', async () => {
    coastline.loads = 0;
    const { container, unmount } = render(<Harness markers={LISBON} />);
    const canvas = container.querySelector('.itinerary-map__canvas');
    // A trip in one city opens at street level: a plain background, and the coastline is never read.
    await waitFor(() => expect(canvas).toHaveAttribute('data-basemap', 'plain'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(coastline.loads).toBe(0);
    unmount();

    // With no stops the map shows the world, coastline and all.
    const world = render(<Harness markers={[]} />);
    await waitFor(() => expect(world.container.querySelector('.itinerary-map__canvas')).toHaveAttribute('data-basemap', 'coarse'));
    expect(coastline.loads).toBe(1);
  });

  it('credits Natural Earth for the basemap and draws no tiles when none are configured', () => {
    const { container } = render(<Harness markers={LISBON} />);
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toMatch(/Natural Earth/);
    expect(container.querySelectorAll('.leaflet-tile')).toHaveLength(0);
    expect(container.querySelector('.itinerary-map__canvas')).not.toHaveAttribute('data-tiles');
    expect(screen.getByText(/Street maps are not available offline/)).toBeInTheDocument();
  });

  it('draws the configured tiles over the basemap, with their credit as text', async () => {
    tiles.value = { url: 'http://127.0.0.1:9400/{z}/{x}/{y}.png', attribution: '© Tiles <Co> & friends' };
    const { container } = render(<Harness markers={LISBON} />);
    expect(container.querySelector('.itinerary-map__canvas')).toHaveAttribute('data-tiles', 'on');
    await waitFor(() => expect(container.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0));
    const sources = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((img) => img.src);
    for (const src of sources) expect(src).toMatch(/^http:\/\/127\.0\.0\.1:9400\/\d+\/\d+\/\d+\.png$/);
    const credit = container.querySelector('.leaflet-control-attribution')?.textContent;
    expect(credit).toContain('© Tiles <Co> & friends');
    expect(credit).toContain('Natural Earth');
    expect(screen.queryByText(/Street maps are not available offline/)).not.toBeInTheDocument();
  });
});

describe('routesByDay', () => {
  it('orders each day by the stop number and skips ideas and single stops', () => {
    const shuffled = [LISBON[2]!, LISBON[0]!, LISBON[6]!, LISBON[5]!, LISBON[1]!];
    expect(routesByDay(shuffled)).toEqual([
      {
        day: 1,
        points: [
          [38.7076, -9.1365],
          [38.7121, -9.1394],
          [38.7069, -9.1459],
        ],
      },
    ]);
  });
});

/** jsdom keeps inline colours as rgb(); compare in that form. */
function rgb(colour: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('a regrouping that ends after the map is gone', () => {
  it('leaves the page alone instead of throwing (the person has already left the map)', () => {
    expect(() => keepInPlanOrder(undefined)).not.toThrow();
  });
});
