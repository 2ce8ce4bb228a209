import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LivePlace } from '@/domain/places/live';
import type { LiveOutcome } from '@/services/firebase/collections/places';
import { aPlace, aTrip, anItem } from '@/testing/builders';
import { TripPlan } from '../trip-plan';

// The details' code loads when they are first opened; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const askLivePlaces = vi.fn<(request: unknown) => Promise<LiveOutcome<unknown>>>();
vi.mock('@/services/firebase/collections/places', () => ({ askLivePlaces: (request: unknown) => askLivePlaces(request) }));

const TASCA: LivePlace = {
  id: 'ChIJ-tasca',
  name: 'Taberna da Rua',
  address: 'Rua da Rosa 1, Lisboa',
  geocode: { lat: 38.712, lng: -9.145 },
  primaryType: 'restaurant',
  rating: 4.6,
  ratingCount: 1210,
  priceLevel: 2,
  website: 'https://taberna.example.test/',
  mapsUrl: 'https://maps.google.com/?cid=1',
  hours: { periods: [], weekdayText: ['Monday: 12:00 – 23:00', 'Tuesday: Closed'] },
  photos: [{ name: 'places/ChIJ-tasca/photos/p1', widthPx: 640, heightPx: 480, attributions: [] }],
  fetchedAt: Date.UTC(2026, 10, 20),
};

function answers(request: unknown): Promise<LiveOutcome<unknown>> {
  const { op } = request as { op: string };
  if (op === 'details') return Promise.resolve({ ok: true, answer: { source: 'google', cached: true, remaining: 199, place: TASCA } });
  if (op === 'photo') {
    return Promise.resolve({
      ok: true,
      answer: { source: 'google', cached: false, remaining: 198, photoUri: 'https://photos.example.test/tasca.jpg', attributions: [{ name: 'Rita Lopes', uri: 'https://maps.google.com/contrib/2' }] },
    });
  }
  return Promise.reject(new Error(`unexpected ${op}`));
}

const ITINERARY = aTrip({ id: 'lisbon', title: 'Lisbon', days: 1, period: { start: '2027-05-03', end: '2027-05-03' } });
const GOOGLE_STOP = anItem({
  id: 'i1',
  day: 1,
  title: 'Dinner at Taberna da Rua',
  type: 'restaurant',
  place: { ...aPlace('Taberna da Rua'), source: 'Google Maps', providerId: TASCA.id, fetchedAt: TASCA.fetchedAt },
});
const GUIDE_STOP = anItem({
  id: 'i2',
  day: 1,
  title: 'Museu do Azulejo',
  place: { ...aPlace('Museu do Azulejo'), hours: ['2 10:00-18:00', '3 10:00-18:00', '0 10:00-13:00'] },
});

function renderPlan() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TripPlan itinerary={ITINERARY} items={[GOOGLE_STOP, GUIDE_STOP]} highlightedId={null} onHighlight={() => undefined} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('a shared trip’s places', () => {
  it('asks Google for a stop’s photo, rating, hours and links only when someone opens them', async () => {
    askLivePlaces.mockReset().mockImplementation(answers);
    const user = renderPlan();
    const toggle = screen.getByRole('button', { name: 'Photos and details of Taberna da Rua' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // A page of stops asks Google for nothing until one is opened.
    expect(askLivePlaces).not.toHaveBeenCalled();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = await screen.findByRole('region', { name: 'About Taberna da Rua' });
    expect(within(details).getByText('Rated 4.6 (1,210 reviews) · Moderate prices')).toBeInTheDocument();
    expect(await within(details).findByRole('img', { name: 'Taberna da Rua, as a visitor photographed it' })).toHaveAttribute('src', 'https://photos.example.test/tasca.jpg');
    expect(within(details).getByRole('link', { name: 'Rita Lopes' })).toBeInTheDocument();
    expect(within(details).getByText('Tuesday: Closed')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', TASCA.mapsUrl);
    expect(askLivePlaces).toHaveBeenCalledWith({ op: 'details', placeId: 'ChIJ-tasca' });

    await user.click(toggle);
    expect(screen.queryByRole('region', { name: 'About Taberna da Rua' })).toBeNull();
  });

  it('tells a signed-out visitor to sign in for Google’s details', async () => {
    askLivePlaces.mockReset().mockResolvedValue({ ok: false, reason: 'signed-out', message: null });
    const user = renderPlan();
    await user.click(screen.getByRole('button', { name: 'Photos and details of Taberna da Rua' }));
    expect(await screen.findByText('Sign in to see photos, the rating and the opening hours of Taberna da Rua from Google Maps.')).toBeInTheDocument();
  });

  it('shows the week’s opening hours our guide gives for a stop, without asking Google', async () => {
    askLivePlaces.mockReset();
    const user = renderPlan();
    expect(screen.queryByRole('button', { name: /Photos and details of Museu do Azulejo/ })).toBeNull();
    await user.click(screen.getByText('Opening hours'));
    expect(screen.getByText('Tuesday: 10:00–18:00').closest('details')).toHaveAttribute('open');
    expect(screen.getByText('Monday: closed')).toBeVisible();
    expect(screen.getByText('Tuesday: 10:00–18:00')).toBeVisible();
    expect(screen.getByText('Sunday: 10:00–13:00')).toBeVisible();
    expect(askLivePlaces).not.toHaveBeenCalled();
  });
});
