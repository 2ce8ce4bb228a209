import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LivePlace } from '@/domain/places/live';
import type { PlanItem } from '@/domain/itineraries/types';
import type { Place } from '@/lib/places/types';
import type { LiveOutcome } from '@/services/firebase/collections/places';
import { ItemDialog } from '../components/item-dialog';
import { emptyFormValues } from '../lib/item-form';

// Results wait for the typing to pause (300 ms) and then for the search; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const askLivePlaces = vi.fn<(request: unknown) => Promise<LiveOutcome<unknown>>>();
vi.mock('@/services/firebase/collections/places', () => ({ askLivePlaces: (request: unknown) => askLivePlaces(request) }));

const KYOTO = { id: 'kyoto', name: 'Kyoto', country: 'JP', geocode: { lat: 35.01, lng: 135.77 }, population: 1_400_000, geonameId: 1, curated: true, timeZone: 'Asia/Tokyo' };
const NISHIKI: Place = { id: 'kyoto/nishiki-market', name: 'Nishiki Market', category: 'food', cityId: 'kyoto', geocode: { lat: 35.005, lng: 135.765 }, description: '', visitMinutes: 60, source: 'Wikidata (CC0)' };
vi.mock('../hooks/use-destination-places', () => ({
  useDestinationPlaces: () => ({
    status: 'ready',
    cities: [KYOTO],
    search: (query: string) => ('nishiki'.startsWith(query.trim().toLowerCase()) ? [NISHIKI] : []),
    timeZoneOf: () => 'Asia/Tokyo',
  }),
}));

const RAMEN: LivePlace = {
  id: 'ChIJramen',
  name: 'Menya Inoichi',
  address: 'Shimogyo Ward, Kyoto, Japan',
  geocode: { lat: 35.0037, lng: 135.7621 },
  primaryType: 'ramen_restaurant',
  rating: 4.6,
  ratingCount: 2210,
  priceLevel: 2,
  website: null,
  mapsUrl: null,
  hours: null,
  photos: [],
  // A cached answer: the stop is refreshed from when Google gave it, not from when it was picked.
  fetchedAt: Date.UTC(2026, 10, 20),
};
const live = (places: LivePlace[]): LiveOutcome<unknown> => ({ ok: true, answer: { source: 'google', cached: false, remaining: 199, places } });
/** Searches find `places`; a picked place's details come with `hours`. */
const liveWithDetails =
  (places: LivePlace[], hours: LivePlace['hours'] = null) =>
  (request: unknown): Promise<LiveOutcome<unknown>> => {
    const details = request as { op: string; placeId?: string; photoName?: string };
    if (details.op === 'photo') {
      const authors = [{ name: 'Aiko Tanaka', uri: 'https://maps.google.com/maps/contrib/1' }];
      return Promise.resolve({ ok: true, answer: { source: 'google', cached: false, remaining: 197, photoUri: `https://photos.example.test/${details.photoName}.jpg`, attributions: authors } });
    }
    if (details.op !== 'details') return Promise.resolve(live(places));
    const place = places.find((candidate) => candidate.id === details.placeId)!;
    return Promise.resolve({ ok: true, answer: { source: 'google', cached: false, remaining: 198, place: { ...place, hours } } });
  };

function setup() {
  const onSubmit = vi.fn<(item: PlanItem) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ItemDialog
        heading="Add to Day 1"
        submitLabel="Add"
        initial={emptyFormValues(1)}
        base={{ id: 'new-item', order: 'a0', optionOf: null }}
        days={3}
        dayLabel={(day) => `Day ${day}`}
        weekdayOf={() => 2}
        currency="JPY"
        destinations={['Kyoto']}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />
    </QueryClientProvider>,
  );
  return { onSubmit, user: userEvent.setup(), dialog: screen.getByRole('dialog', { name: 'Add to Day 1' }) };
}

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  askLivePlaces.mockReset();
  vi.restoreAllMocks();
});

// Typing into the dialog takes several seconds on a busy machine.
describe('item dialog: place search', { timeout: 30_000 }, () => {
  it('shows Google results near the destination with rating, price and address, credited to Google Maps, and adds the picked one', async () => {
    askLivePlaces.mockImplementation(liveWithDetails([RAMEN]));
    const { dialog, user, onSubmit } = setup();
    await user.type(within(dialog).getByLabelText('Find a place'), 'ramen');

    const result = await within(dialog).findByRole('button', { name: /Menya Inoichi/ });
    expect(result).toHaveTextContent('food · Rated 4.6 · Moderate prices · Shimogyo Ward, Kyoto, Japan');
    expect(within(dialog).getByText(/^Results from/)).toHaveTextContent('Results from Google Maps');
    expect(within(dialog).getByText('Google Maps')).toHaveAttribute('translate', 'no');
    expect(askLivePlaces).toHaveBeenLastCalledWith({ op: 'search', query: 'ramen', limit: 8, near: KYOTO.geocode, radiusM: 20_000 });

    await user.click(result);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Menya Inoichi');
    expect(within(dialog).getByLabelText('Kind')).toHaveValue('restaurant');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Menya Inoichi',
        type: 'restaurant',
        timeZone: 'Asia/Tokyo',
        place: expect.objectContaining({ name: 'Menya Inoichi', address: 'Shimogyo Ward, Kyoto, Japan', geocode: RAMEN.geocode, source: 'Google Maps' }),
      }),
    );
  });

  it('asks for a picked Google place\u2019s hours, warns when the time given is outside them, and keeps its id and hours', async () => {
    const lunchOnly = {
      periods: [1, 2, 3, 4, 5, 6].map((day) => ({ open: { day, hour: 11, minute: 0 }, close: { day, hour: 15, minute: 0 } })),
      weekdayText: ['Monday: 11:00 – 15:00', 'Tuesday: 11:00 – 15:00', 'Sunday: Closed'],
    };
    const withPhoto: LivePlace = {
      ...RAMEN,
      website: 'https://inoichi.example.test/',
      mapsUrl: 'https://maps.google.com/?cid=1',
      photos: [{ name: 'places/ChIJramen/photos/p1', widthPx: 1200, heightPx: 800, attributions: [] }],
    };
    askLivePlaces.mockImplementation(liveWithDetails([withPhoto], lunchOnly));
    const { dialog, user, onSubmit } = setup();
    await user.type(within(dialog).getByLabelText('Find a place'), 'ramen');
    await user.click(await within(dialog).findByRole('button', { name: /Menya Inoichi/ }));
    await waitFor(() => expect(askLivePlaces).toHaveBeenCalledWith({ op: 'details', placeId: 'ChIJramen' }));
    // Its details: photo with its author, rating, the week's hours, website and Google Maps, credited.
    const about = await within(dialog).findByRole('region', { name: 'About Menya Inoichi' });
    expect(await within(about).findByRole('img', { name: 'Menya Inoichi, as a visitor photographed it' })).toHaveAttribute('src', 'https://photos.example.test/places/ChIJramen/photos/p1.jpg');
    expect(within(about).getByRole('link', { name: 'Aiko Tanaka' })).toHaveAttribute('href', 'https://maps.google.com/maps/contrib/1');
    expect(about).toHaveTextContent('Rated 4.6 (2,210 reviews) · Moderate prices');
    expect(within(about).getByText('Tuesday: 11:00 – 15:00')).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://inoichi.example.test/');
    expect(within(about).getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', 'https://maps.google.com/?cid=1');
    expect(within(about).getByText('Google Maps')).toHaveAttribute('translate', 'no');
    // One details request for the hours and the card, one for the photo.
    expect(askLivePlaces.mock.calls.filter(([request]) => (request as { op: string }).op === 'details')).toHaveLength(1);
    expect(askLivePlaces).toHaveBeenCalledWith({ op: 'photo', photoName: 'places/ChIJramen/photos/p1', maxWidthPx: 640 });

    await user.type(within(dialog).getByLabelText('Starts'), '19:30');
    expect(await within(dialog).findByText('Menya Inoichi is closed at 19:30 on Tuesdays (open 11:00–15:00).')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Starts'));
    await user.type(within(dialog).getByLabelText('Starts'), '12:30');
    expect(within(dialog).queryByText(/is closed/)).toBeNull();

    // A booked table: its time holds.
    await user.click(within(dialog).getByRole('checkbox', { name: 'The start time is fixed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        startTime: '12:30',
        fixedTime: true,
        place: expect.objectContaining({
          providerId: 'ChIJramen',
          fetchedAt: Date.UTC(2026, 10, 20),
          hours: ['1 11:00-15:00', '2 11:00-15:00', '3 11:00-15:00', '4 11:00-15:00', '5 11:00-15:00', '6 11:00-15:00'],
        }),
      }),
    );
  });

  it('falls back to the curated guide when Google fails, and says so', async () => {
    askLivePlaces.mockResolvedValue({ ok: false, reason: 'provider-failed', message: null });
    const { dialog, user } = setup();
    await user.type(within(dialog).getByLabelText('Find a place'), 'nishiki');

    expect(await within(dialog).findByRole('button', { name: /Nishiki Market/ })).toHaveTextContent('food · kyoto');
    expect(await within(dialog).findByText('From Wayfare’s curated guide. Google results are not available right now.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Google Maps/)).toBeNull();
  });

  it('passes on the function’s own words when the hourly limit is reached', async () => {
    const message = 'You have searched live places 200 times in the last hour, which is the limit. Try again in 12 minutes.';
    askLivePlaces.mockResolvedValue({ ok: false, reason: 'quota-exceeded', message });
    const { dialog, user } = setup();
    await user.type(within(dialog).getByLabelText('Find a place'), 'nishiki');
    expect(await within(dialog).findByText(`From Wayfare’s curated guide. ${message}`)).toBeInTheDocument();
  });

  it('uses the curated guide offline without asking the function', async () => {
    online = false;
    const { dialog, user } = setup();
    await user.type(within(dialog).getByLabelText('Find a place'), 'nishi');
    expect(await within(dialog).findByRole('button', { name: /Nishiki Market/ })).toBeInTheDocument();
    expect(await within(dialog).findByText(/You are offline/)).toHaveTextContent('From Wayfare’s curated guide. You are offline');
    expect(askLivePlaces).not.toHaveBeenCalled();
  });

  it('shows the guide’s place when Google finds nothing, and nothing at all when neither does', async () => {
    askLivePlaces.mockResolvedValue(live([]));
    const { dialog, user } = setup();
    const field = within(dialog).getByLabelText('Find a place');
    await user.type(field, 'nishiki');
    expect(await within(dialog).findByText('From Wayfare’s curated guide. Google found nothing for this search.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Nishiki Market/ })).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'zzz');
    await waitFor(() => expect(within(dialog).getByText('No place matches “zzz”. Type it as the name below instead.')).toBeInTheDocument());
    expect(within(dialog).getByText(/^Results from/)).toHaveTextContent('Results from Google Maps');
  });

  it('asks a flight for both its airports, and puts each end on the map at its coordinates', async () => {
    const { user, onSubmit, dialog } = setup();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), 'Flight');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'TP 201');
    await user.type(within(dialog).getByRole('textbox', { name: 'From' }), 'Lisbon (LIS)');
    await user.type(within(dialog).getByRole('textbox', { name: 'From: coordinates (optional)' }), '38.77, -9.13');
    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), 'New York (JFK)');
    await user.type(within(dialog).getByRole('textbox', { name: 'To: coordinates (optional)' }), '40.64, -73.78');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      type: 'flight',
      place: { name: 'Lisbon (LIS)', geocode: { lat: 38.77, lng: -9.13 } },
      arrival: { name: 'New York (JFK)', geocode: { lat: 40.64, lng: -73.78 } },
    });
  });
});
