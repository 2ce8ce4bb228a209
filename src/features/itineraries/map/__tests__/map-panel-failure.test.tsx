import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as ChunkReload from '@/lib/chunk-reload';

// The map's chunk cannot be fetched (offline, or a new build replaced the old files).
vi.mock('../itinerary-map', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
const reloadNow = vi.hoisted(() => vi.fn());
vi.mock('@/lib/chunk-reload', async (original) => ({ ...(await original<typeof ChunkReload>()), reloadNow }));

const { MapPanel } = await import('../map-panel');

describe('MapPanel when the map cannot load', () => {
  it('says so plainly in the map’s box, never loads forever, and offers Reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The page already reloaded for this chunk a moment ago (chunk-reload's guard): the failure now reaches the map.
    sessionStorage.setItem(`wayfare:chunk-reload:${window.location.pathname}`, String(Date.now() - 1_000));
    const markers = [{ id: 'a', day: 1, index: 1, title: 'A', position: { lat: 1, lng: 2 } }];
    render(<MapPanel markers={markers} highlightedId={null} onHighlight={() => {}} label="Map of the trip" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/The map could not be loaded/);
    const box = screen.getByRole('region', { name: 'Map of the trip' });
    expect(box).not.toHaveAttribute('aria-busy');
    expect(box).toHaveClass('itinerary-map');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadNow).toHaveBeenCalledOnce();
  });
});
