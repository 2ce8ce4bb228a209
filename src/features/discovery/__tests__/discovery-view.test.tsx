import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DiscoveryView, TripPicker } from '../components/discovery-view';
import type { DiscoverySource } from '../api/load-discovery';
import type { DiscoverPlace } from '../lib/discover';

const place = (id: string, kind: DiscoverPlace['kind'], name: string): DiscoverPlace => ({
  id,
  name,
  kind,
  category: kind === 'restaurant' ? 'food' : 'sight',
  description: `About ${name}.`,
  geocode: { lat: 38.7, lng: -9.2 },
  source: 'Wikidata (CC0)',
  cityId: 'lisbon',
  timeZone: 'Europe/Lisbon',
  distanceKm: 0.4,
  nearestTo: 'Torre de Belém',
});

function renderView(
  onAdd: (p: DiscoverPlace, day: number | null) => Promise<void>,
  canAdd = true,
  { restaurants = [place('lisbon/pasteis', 'restaurant', 'Pastéis de Belém')], source = { live: true } }: { restaurants?: DiscoverPlace[]; source?: DiscoverySource } = {},
) {
  return render(
    <MemoryRouter>
      <DiscoveryView
        tripId="trip1"
        days={3}
        canAdd={canAdd}
        attractions={[place('lisbon/jeronimos', 'attraction', 'Jerónimos')]}
        restaurants={restaurants}
        source={source}
        onAdd={onAdd}
        map={null}
        related={<p>No related trips</p>}
      />
    </MemoryRouter>,
  );
}

describe('DiscoveryView', () => {
  it('credits Google Maps on each live place and under the lists', () => {
    const live: DiscoverPlace = { ...place('google:abc', 'restaurant', 'Taberna da Rua'), source: 'Google Maps', live: true, description: 'Rated 4.6', providerId: 'abc' };
    renderView(() => Promise.resolve(), true, { restaurants: [place('lisbon/pasteis', 'restaurant', 'Pastéis de Belém'), live] });
    const row = screen.getByRole('heading', { name: 'Taberna da Rua' }).closest('li')!;
    expect(row).toHaveTextContent('Google Maps');
    // Its photo and details are one click away (asked for only then: trip-plan-places.test.tsx).
    expect(within(row).getByRole('button', { name: 'Photos and details of Taberna da Rua', expanded: false })).toBeInTheDocument();
    const guide = screen.getByRole('heading', { name: 'Pastéis de Belém' }).closest('li')!;
    expect(guide).not.toHaveTextContent('Google Maps');
    expect(within(guide).queryByRole('button', { name: /Photos and details/ })).toBeNull();
    expect(screen.getByText(/^Places from/)).toHaveTextContent('Places from Google Maps and Wayfare’s curated guide');
  });

  it('says the places are the curated guide’s, and why, when live places are not available', () => {
    renderView(() => Promise.resolve(), true, { source: { live: false, reason: 'offline', message: null } });
    expect(screen.getByText(/^Places from/)).toHaveTextContent(
      'Places from Wayfare’s curated guide (Wikidata, CC0). You are offline, so live results are not available.',
    );
    expect(screen.queryByText('Google Maps')).not.toBeInTheDocument();
  });

  it('shows a guide restaurant’s price and its MICHELIN Guide page, and credits the guide under the lists', () => {
    const michelin: DiscoverPlace = {
      ...place('lisbon/tasca', 'restaurant', 'Tasca da Esquina'),
      source: 'MICHELIN Guide',
      priceLevel: 2,
      sourceUrl: 'https://guide.michelin.com/en/lisboa-region/lisbon/restaurant/tasca-da-esquina',
    };
    renderView(() => Promise.resolve(), true, { restaurants: [michelin] });
    const row = screen.getByRole('heading', { name: 'Tasca da Esquina' }).closest('li')!;
    expect(row).toHaveTextContent('Food and drink · Moderate prices · 0.4 km from Torre de Belém');
    expect(screen.getByRole('link', { name: 'Tasca da Esquina in the MICHELIN Guide (opens in a new tab)' })).toHaveAttribute('href', michelin.sourceUrl);
    expect(screen.getByText(/^Places from/)).toHaveTextContent('Places from Wayfare’s curated guide (Wikidata, CC0; restaurants from the MICHELIN Guide).');
  });

  it('links a place from OpenStreetMap to its page there, never to the MICHELIN Guide', () => {
    const osm: DiscoverPlace = {
      ...place('mexico-city/tandoor', 'restaurant', 'Tandoor'),
      source: 'OpenStreetMap contributors (ODbL)',
      sourceUrl: 'https://www.openstreetmap.org/way/790785747',
    };
    renderView(() => Promise.resolve(), true, { restaurants: [osm] });
    const row = screen.getByRole('heading', { name: 'Tandoor' }).closest('li')!;
    expect(within(row).getByRole('link', { name: 'Tandoor on OpenStreetMap (opens in a new tab)' })).toHaveAttribute('href', osm.sourceUrl);
    expect(row).not.toHaveTextContent('MICHELIN');
  });

  it('adds a place to the chosen day in one click and says so, with a way to the plan', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(() => Promise.resolve());
    renderView(onAdd);
    await user.selectOptions(screen.getByLabelText('Add places to'), 'Day 2');
    await user.click(screen.getByRole('button', { name: 'Add Pastéis de Belém to day 2' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 'lisbon/pasteis' }), 2);
    expect(await screen.findByText(/Added to day 2\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it in the plan' })).toHaveAttribute('href', '/organize/trip1');
    // The other place can still go to the ideas.
    await user.selectOptions(screen.getByLabelText('Add places to'), 'Ideas (no day yet)');
    await user.click(screen.getByRole('button', { name: 'Add Jerónimos to your ideas' }));
    expect(onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'lisbon/jeronimos' }), null);
  });

  it('says why a place could not be added and lets the person try again', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(() => Promise.reject(new Error('You are offline.')));
    renderView(onAdd);
    await user.click(screen.getByRole('button', { name: 'Add Pastéis de Belém to day 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pastéis de Belém could not be added. You are offline.');
    expect(screen.getByRole('button', { name: 'Add Pastéis de Belém to day 1' })).toBeInTheDocument();
  });

  it('offers no add buttons to someone who cannot edit the trip', () => {
    renderView(vi.fn(), false);
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    expect(screen.getByText('Only the people planning this trip can add places to it.')).toBeInTheDocument();
  });
});

describe('TripPicker', () => {
  it('lists my trips, or says what to do without any', () => {
    const { unmount } = render(
      <MemoryRouter>
        <TripPicker trips={[{ id: 'trip1', title: 'Lisbon in May', destinations: ['Lisbon'], days: 4 }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Lisbon in May' })).toHaveAttribute('href', '/discovery/trip1');
    unmount();
    render(
      <MemoryRouter>
        <TripPicker trips={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Plan a trip' })).toHaveAttribute('href', '/plan');
  });
});
