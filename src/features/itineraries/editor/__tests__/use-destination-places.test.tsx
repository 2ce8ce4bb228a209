import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildCitySearchIndex, buildPlacesData } from '@/lib/places/search';
import type { CuratedCityFile, Place } from '@/lib/places/types';

const place = (cityId: string, id: string, name: string): Place => ({
  id: `${cityId}/${id}`,
  name,
  category: 'sight',
  cityId,
  geocode: { lat: 0, lng: 0 },
  description: '',
  visitMinutes: 60,
  source: 'Wikidata (CC0)',
});
const city = (id: string, name: string, places: Place[]): CuratedCityFile => ({
  id,
  name,
  country: 'PT',
  geocode: { lat: 0, lng: 0 },
  timeZone: 'Europe/Lisbon',
  aliases: [],
  dayTrips: [],
  places,
});
const restaurant = (cityId: string, id: string, name: string): Place => ({ ...place(cityId, id, name), category: 'food', source: 'MICHELIN Guide', visit: false });
const LISBON = city('lisbon', 'Lisbon', [place('lisbon', 'castelo', 'Castelo de São Jorge'), restaurant('lisbon', 'tasca', 'Tasca da Esquina')]);
const PORTO = city('porto', 'Porto', [place('porto', 'castelo', 'Castelo do Queijo'), restaurant('porto', 'tasca', 'Tasca do Porto')]);

const loads = vi.hoisted(() => ({ fail: false }));
vi.mock('@/lib/places/load', () => ({
  loadCitySearchIndex: () =>
    loads.fail
      ? Promise.reject(new Error('Failed to fetch'))
      : Promise.resolve(buildCitySearchIndex([{ ...LISBON, placeCount: 1 }, { ...PORTO, placeCount: 1 }], [])),
  loadPlacesData: (ids?: readonly string[]) => Promise.resolve(buildPlacesData(ids ? [LISBON, PORTO].filter((c) => ids.includes(c.id)) : [PORTO, LISBON])),
}));

const { useDestinationPlaces } = await import('../hooks/use-destination-places');

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('useDestinationPlaces', () => {
  it('finds the trip’s destinations, and searches their places before anywhere else’s', async () => {
    const { result } = renderHook(() => useDestinationPlaces(['Lisbon']), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.cities.map((c) => c.id)).toEqual(['lisbon']);
    expect(result.current.search('castelo').map((p) => p.id)).toEqual(['lisbon/castelo', 'porto/castelo']);
    // Another city's restaurants are left out: only the trip's own.
    expect(result.current.search('tasca').map((p) => p.id)).toEqual(['lisbon/tasca']);
    expect(result.current.timeZoneOf('lisbon')).toBe('Europe/Lisbon');
  });

  it('says so when our places cannot be loaded', async () => {
    loads.fail = true;
    const { result } = renderHook(() => useDestinationPlaces(['Lisbon']), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.search('castelo')).toEqual([]);
    loads.fail = false;
  });
});
