import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ItineraryMapProps } from '../map-types';

vi.mock('../itinerary-map', () => {
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
});
