/**
 * The trip page's plan shows each day's travel as the editor does: a quiet
 * row between two stops, from the night's stay and back, and the day's
 * totals at its head; with the means chosen for a leg on the trip.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteAnswer, RouteRequest } from '@/domain/days/routes';
import { AT } from '@/domain/days/__tests__/kyoto';
import type { GeoPoint, PlanItem } from '@/domain/itineraries/types';
import { userActions } from '@/stores/use-user-store';
import { aTrip, anItem } from '@/testing/builders';
import { TripPlan } from '../trip-plan';

function stop(id: string, title: string, at: GeoPoint, day: number | null, order: string, extra: Partial<PlanItem> = {}): PlanItem {
  return anItem({ id, title, day, order, place: { name: title, geocode: at, source: 'Wikidata (CC0)' }, ...extra });
}

const TRIP = aTrip({ id: 'kyoto', title: 'Kyoto', days: 2, period: { start: '2027-05-03', end: '2027-05-04' } });
const ITEMS = [
  stop('hotel', 'Hotel Shijō', AT.hotel, 1, 'a0', { type: 'stay', nights: 2 }),
  stop('gion', 'Gion', AT.gion, 2, 'a0'),
  stop('chion', 'Chion-in', AT.chionIn, 2, 'a1'),
  stop('ginkaku', 'Ginkaku-ji', AT.ginkakuJi, null, 'a0'),
];

// The route service (the `routes` callable): not set up, unless a test says otherwise.
const service = vi.hoisted(() => ({ askRoutes: vi.fn<(request: RouteRequest) => Promise<RouteAnswer>>() }));
vi.mock('@/services/firebase/collections/routes', () => service);
beforeEach(() => {
  service.askRoutes.mockReset().mockResolvedValue({ ok: false, reason: 'not-configured' });
});

const renderPlan = (legHighlight: { highlightedLeg?: string | null; onHighlightLeg?: (key: string | null) => void } = {}, trip = TRIP) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TripPlan itinerary={trip} items={ITEMS} highlightedId={null} onHighlight={() => undefined} {...legHighlight} />
    </QueryClientProvider>,
  );
const day2 = () => screen.getByRole('region', { name: /^Day 2/ });
const legRows = (region: HTMLElement) => within(region).queryAllByRole('listitem').filter((row) => row.hasAttribute('data-leg-key'));

describe('a day’s travel on the trip page', () => {
  it('shows the legs between the stops, from the night’s stay and back, and the day’s totals', () => {
    renderPlan();
    const rows = legRows(day2());
    expect(rows.map((row) => row.textContent)).toEqual([
      'From Hotel Shijō to Gion: 16 minutes on foot, 1.2 km (estimate)🚶 16 min · 1.2 km (estimate)',
      'From Gion to Chion-in: 8 minutes on foot, 600 m (estimate)🚶 8 min · 600 m (estimate)',
      expect.stringMatching(/^From Chion-in to Hotel Shijō: /),
    ]);
    // Between the two stops, and nothing to change here.
    expect(rows[1]!.previousElementSibling).toHaveTextContent('Gion');
    expect(rows[1]!.nextElementSibling).toHaveTextContent('Chion-in');
    expect(within(day2()).queryByRole('combobox')).toBeNull();
    expect(within(day2()).getByText(/^Travel /)).toHaveTextContent(/^Travel \d+ min · [\d.]+ km: 🚶/);
    // The ideas have none.
    expect(legRows(screen.getByRole('region', { name: /^Ideas/ }))).toEqual([]);
  });

  it('uses the means chosen for a leg on the trip, by whoever plans it', () => {
    renderPlan({}, { ...TRIP, legModes: { 'gion>chion': 'car' } });
    expect(legRows(day2())[1]).toHaveTextContent(/^From Gion to Chion-in: \d+ minutes by car, 640 m \(estimate\)/);
  });

  it('shows the route service’s time and distance in place of the estimate once it answers, for someone signed in', async () => {
    userActions.userSignedIn('ana');
    service.askRoutes.mockImplementation(async (request) => ({
      ok: true,
      legs: request.modes.map(() => ({ ok: true as const, seconds: 300, meters: 900, polyline: null })),
    }));
    renderPlan();
    await waitFor(() => expect(legRows(day2())[1]).toHaveTextContent(/^From Gion to Chion-in: 5 minutes on foot, 900 m🚶 5 min · 900 m$/));
    // One request for each day's run of stops, from the stay and back.
    expect(service.askRoutes).toHaveBeenCalledWith({ points: expect.any(Array), modes: ['walk', 'walk', expect.any(String)] });
  });

  it('highlights a leg on the map while its row is hovered, and shows the leg the map highlights', async () => {
    const onHighlightLeg = vi.fn();
    const { rerender } = renderPlan({ onHighlightLeg });
    const row = legRows(day2())[1]!;
    await userEvent.hover(row);
    expect(onHighlightLeg).toHaveBeenLastCalledWith('gion>chion');
    await userEvent.unhover(row);
    expect(onHighlightLeg).toHaveBeenLastCalledWith(null);
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <TripPlan itinerary={TRIP} items={ITEMS} highlightedId={null} onHighlight={() => undefined} highlightedLeg="gion>chion" />
      </QueryClientProvider>,
    );
    expect(legRows(day2()).map((leg) => leg.classList.contains('day-leg--highlighted'))).toEqual([false, true, false]);
  });

  it('asks nothing for a visitor: the legs stay estimates', async () => {
    renderPlan();
    await new Promise((done) => setTimeout(done, 50));
    expect(service.askRoutes).not.toHaveBeenCalled();
    expect(legRows(day2())[1]).toHaveTextContent(/\(estimate\)$/);
  });
});
