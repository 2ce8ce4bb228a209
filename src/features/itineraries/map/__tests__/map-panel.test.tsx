import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ItineraryMapProps } from '../map-types';

// Counts how often the map's chunk is asked for.
const chunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../itinerary-map', () => {
  chunk.loads += 1;
  return {
    default: (props: ItineraryMapProps) => (
      <section aria-label={props.label} className={props.className}>
        {props.markers.length} markers
      </section>
    ),
  };
});

const { MapPanel } = await import('../map-panel');

const props: ItineraryMapProps = {
  markers: [{ id: 'a', day: 1, index: 1, title: 'A', position: { lat: 1, lng: 2 } }],
  highlightedId: null,
  onHighlight: () => {},
  label: 'Map of the trip',
  className: 'trip-map',
};

describe('MapPanel', () => {

  it('shows a placeholder of the same box, then the map', async () => {
    render(<MapPanel {...props} />);
    const placeholder = screen.getByRole('region', { name: 'Map of the trip' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(placeholder).toHaveClass('itinerary-map', 'trip-map');
    expect(await screen.findByText('1 markers')).toBeInTheDocument();
  });

  it('says there is nothing to show, instead of a map of the world, when no place has a location and the trip has no destination', async () => {
    vi.resetModules();
    chunk.loads = 0;
    const { MapPanel: Fresh } = await import('../map-panel');
    render(<Fresh {...props} markers={[]} />);
    const box = screen.getByRole('region', { name: 'Map of the trip' });
    expect(box).toHaveTextContent('Nothing to show on the map yet: places appear here once they have a location.');
    expect(box).toHaveClass('itinerary-map', 'trip-map');
    expect(box).not.toHaveAttribute('aria-busy');
    // Leaflet is not even loaded.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chunk.loads).toBe(0);
  });

  it("shows the trip's destination when no place has a location yet but the trip has one", async () => {
    render(<MapPanel {...props} markers={[]} centre={{ lat: 38.72, lng: -9.14 }} />);
    expect(await screen.findByText('0 markers')).toBeInTheDocument();
  });
});
