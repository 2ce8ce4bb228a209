import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LivePlace } from '@/domain/places/live';
import type { LiveOutcome } from '@/services/firebase/collections/places';
import { LiveDestinationPlaces } from '../components/live-places';

const askLivePlaces = vi.fn<(request: unknown) => Promise<LiveOutcome<unknown>>>();
vi.mock('@/services/firebase/collections/places', () => ({ askLivePlaces: (request: unknown) => askLivePlaces(request) }));

const CENTRE = { lat: 43.2965, lng: 5.3698 };
const place = (name: string, type: string, rating: number): LivePlace => ({
  id: `g-${name.replace(/\W/g, '')}`,
  name,
  address: `${name} street, Marseille`,
  geocode: { lat: CENTRE.lat + 0.002, lng: CENTRE.lng },
  primaryType: type,
  rating,
  ratingCount: 300,
  priceLevel: 2,
  website: null,
  mapsUrl: null,
  hours: null,
  photos: [],
});
const answer = (places: LivePlace[]): LiveOutcome<unknown> => ({ ok: true, answer: { source: 'google', cached: false, remaining: 190, places } });

function renderLive(signedIn: boolean, shown: string[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LiveDestinationPlaces name="Marseille" centre={CENTRE} signedIn={signedIn} shown={shown} next="/explore/gn-2995469" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => askLivePlaces.mockReset());

describe('LiveDestinationPlaces', () => {
  it('lists sights and places to eat around the city from Google Maps, credited, without the ones already listed', async () => {
    askLivePlaces.mockImplementation((request) =>
      Promise.resolve(
        (request as { kind: string }).kind === 'sight'
          ? answer([place('Notre-Dame de la Garde', 'tourist_attraction', 4.8), place('Vieux-Port', 'tourist_attraction', 4.6)])
          : answer([place('Chez Fonfon', 'restaurant', 4.4)]),
      ),
    );
    renderLive(true, ['Vieux-Port']);
    const section = await screen.findByRole('region', { name: 'More around Marseille' });
    const sights = within(section).getByRole('region', { name: 'Sights from Google Maps' });
    expect(within(sights).getByText('Notre-Dame de la Garde')).toBeInTheDocument();
    expect(within(sights).queryByText('Vieux-Port')).toBeNull();
    expect(within(section).getByRole('region', { name: 'Places to eat from Google Maps' })).toHaveTextContent('Chez FonfonRated 4.4 · Moderate prices');
    expect(within(section).getByText('Google Maps')).toHaveAttribute('translate', 'no');
    expect(askLivePlaces).toHaveBeenCalledWith({ op: 'nearby', near: CENTRE, radiusM: 4000, kind: 'food', limit: 8 });
    expect(askLivePlaces).toHaveBeenCalledWith({ op: 'nearby', near: CENTRE, radiusM: 4000, kind: 'sight', limit: 8 });
  });

  it('opens a place’s photos and details on request only', async () => {
    const fonfon = { ...place('Chez Fonfon', 'restaurant', 4.4), website: 'https://fonfon.example.test/' };
    askLivePlaces.mockImplementation((request) => {
      const { op } = request as { op: string };
      if (op === 'details') return Promise.resolve({ ok: true, answer: { source: 'google', cached: true, remaining: 188, place: fonfon } });
      return Promise.resolve((request as { kind: string }).kind === 'food' ? answer([fonfon]) : answer([]));
    });
    renderLive(true);
    const toggle = await screen.findByRole('button', { name: 'Photos and details of Chez Fonfon' });
    expect(askLivePlaces).toHaveBeenCalledTimes(2);
    await userEvent.setup().click(toggle);
    const details = await screen.findByRole('region', { name: 'About Chez Fonfon' });
    expect(within(details).getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://fonfon.example.test/');
    expect(askLivePlaces).toHaveBeenCalledWith({ op: 'details', placeId: fonfon.id });
  });

  it('asks a signed-out visitor to sign in, without asking Google', () => {
    renderLive(false);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Fexplore%2Fgn-2995469');
    expect(screen.getByText(/to see more places around Marseille from Google Maps/)).toBeInTheDocument();
    expect(askLivePlaces).not.toHaveBeenCalled();
  });

  it('says why when Google does not answer', async () => {
    askLivePlaces.mockResolvedValue({ ok: false, reason: 'provider-failed', message: null });
    renderLive(true);
    expect(await screen.findByText('More places from Google Maps are not available: Google results are not available right now.')).toBeInTheDocument();
  });

  it('says so when Google lists nothing more', async () => {
    askLivePlaces.mockResolvedValue(answer([]));
    renderLive(true);
    expect(await screen.findByText('Google Maps lists no more places around Marseille.')).toBeInTheDocument();
  });
});
