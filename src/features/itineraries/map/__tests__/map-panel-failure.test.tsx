import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ItineraryMapProps } from '../map-types';

// The map's chunk fails to load the first time (offline, a new build), then loads.
const chunk = vi.hoisted(() => ({ failures: 1 }));
vi.mock('../itinerary-map', () => {
  if (chunk.failures > 0) {
    chunk.failures -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return { default: (props: ItineraryMapProps) => <section aria-label={props.label}>the map</section> };
});

const { MapPanel } = await import('../map-panel');

describe('MapPanel when the map cannot load', () => {
  it('says so plainly and loads it on request', async () => {
    render(<MapPanel markers={[]} highlightedId={null} onHighlight={() => {}} label="Map of the trip" />);
    expect(await screen.findByText(/The map could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map of the trip' })).not.toHaveAttribute('aria-busy');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the map')).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});
