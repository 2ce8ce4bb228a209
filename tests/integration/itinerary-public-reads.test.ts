// A shared trip's first read over the REST API, signed out: the rules answer as for anyone.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchPublicTrip, readPublicProfile, readPublicTrip } from '@/services/firebase/collections/itineraries/public-reads';
import { adminDelete, adminWrite, closeClientsAfterAll, itineraryDoc, profileDoc, restDatabase, unique, uniqueUsername } from './helpers';

closeClientsAfterAll();

const uid = unique('creator');
const username = uniqueUsername('trip');
const ids = { open: unique('open'), closed: unique('closed'), paid: unique('paid'), broken: unique('broken') };

function item(id: string, day: number | null, order: string, title: string) {
  return {
    id,
    day,
    order,
    type: 'attraction',
    title,
    place: { name: title, geocode: { lat: 38.7, lng: -9.1 }, source: 'Wikidata (CC0)' },
    startTime: '10:00',
    endTime: null,
    timeZone: 'Europe/Lisbon',
    notes: null,
    cost: { amount: 1200, currency: 'EUR' },
  };
}

const items = [item('it-b', 2, 'a0', 'Second day'), item('it-a', 1, 'a1', 'Later on day one'), item('it-c', 1, 'a0', 'First'), item('it-d', null, 'a0', 'An idea')];
const paths = [
  `users/${uid}`,
  ...Object.values(ids).map((id) => `itineraries/${id}`),
  ...items.map((it) => `itineraries/${ids.open}/items/${it.id}`),
  `itineraries/${ids.closed}/items/it-x`,
  `itineraries/${ids.paid}/items/it-y`,
  `itineraries/${ids.broken}/items/it-z`,
  `itineraries/${ids.open}/items/it-bad`,
];

beforeAll(async () => {
  await adminWrite([
    { path: `users/${uid}`, data: profileDoc(uid, username, { displayName: 'Trip Maker' }) },
    { path: `itineraries/${ids.open}`, data: itineraryDoc(uid, { title: 'Open trip', public: true, days: 2 }) },
    { path: `itineraries/${ids.closed}`, data: itineraryDoc(uid, { title: 'Closed trip', public: false }) },
    {
      path: `itineraries/${ids.paid}`,
      data: itineraryDoc(uid, { title: 'Paid trip', public: true, isPaidItinerary: true, price: { amount: 900, currency: 'EUR' } }),
    },
    ...items.map((it) => ({ path: `itineraries/${ids.open}/items/${it.id}`, data: it })),
    { path: `itineraries/${ids.closed}/items/it-x`, data: item('it-x', 1, 'a0', 'Secret') },
    { path: `itineraries/${ids.paid}/items/it-y`, data: item('it-y', 1, 'a0', 'Bought only') },
    // A public trip whose document fails validation (days is not a number), and a damaged item of the open trip.
    { path: `itineraries/${ids.broken}`, data: { ...itineraryDoc(uid, { title: 'Broken trip', public: true }), days: 'three' } },
    { path: `itineraries/${ids.broken}/items/it-z`, data: item('it-z', 1, 'a0', 'Fine') },
    { path: `itineraries/${ids.open}/items/it-bad`, data: { id: 'it-bad', day: 2, order: 'a5', type: 'boat', title: 'Ferry' } },
  ]);
});

afterAll(async () => {
  await adminDelete(paths);
});

/** Every HTTP status the reads got: none may be a refusal (the trip page must not log a 403). */
let statuses: number[] = [];
beforeEach(() => {
  statuses = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args: Parameters<typeof fetch>) => {
    const response = await realFetch(...args);
    statuses.push(response.status);
    return response;
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(statuses.filter((status) => status === 401 || status === 403)).toEqual([]);
});

const readTrip = async (id: string) => {
  const trip = await readPublicTrip(restDatabase(), id);
  if (trip && 'damaged' in trip) throw new Error('unexpected damaged trip');
  return trip;
};

describe('readPublicTrip (REST, signed out)', () => {
  it('reads a public trip and its plan, ideas first, then by day and order, with its damaged items apart', async () => {
    const trip = await readTrip(ids.open);
    expect(trip?.itinerary).toMatchObject({ id: ids.open, title: 'Open trip', creatorId: uid, public: true });
    expect(trip?.items?.map((it) => it.id)).toEqual(['it-d', 'it-c', 'it-a', 'it-b']);
    expect(trip?.items?.[1]).toMatchObject({ startTime: '10:00', cost: { amount: 1200, currency: 'EUR' } });
    expect(trip?.damagedItems).toEqual([{ id: 'it-bad', day: 2, title: 'Ferry' }]);
  });

  it('takes the answer of a read started early', async () => {
    prefetchPublicTrip(ids.open, restDatabase());
    const trip = await readTrip(ids.open);
    expect(trip?.items).toHaveLength(4);
    expect(statuses).toHaveLength(2);
  });

  it('finds no public trip for a private one, without a refused read', async () => {
    prefetchPublicTrip(ids.closed, restDatabase());
    expect(await readPublicTrip(restDatabase(), ids.closed)).toBeNull();
    // One query, answered: the plan is not asked for.
    expect(statuses).toEqual([200]);
  });

  it('gives a paid trip as a preview, without asking for its plan (which the rules refuse)', async () => {
    prefetchPublicTrip(ids.paid, restDatabase());
    const trip = await readTrip(ids.paid);
    expect(trip?.itinerary).toMatchObject({ title: 'Paid trip', isPaidItinerary: true });
    expect(trip?.items).toBeNull();
    expect(statuses).toEqual([200]);
  });

  it('does not tell a missing trip from a private one', async () => {
    expect(await readPublicTrip(restDatabase(), unique('none'))).toBeNull();
  });

  it('gives a damaged trip as damaged, with what could be read of it', async () => {
    expect(await readPublicTrip(restDatabase(), ids.broken)).toEqual({ damaged: true, id: ids.broken, title: 'Broken trip', creatorId: uid });
  });
});

describe('readPublicProfile (REST, signed out)', () => {
  it('reads the creator by uid, and null for nobody', async () => {
    expect(await readPublicProfile(restDatabase(), uid)).toMatchObject({ id: uid, username, displayName: 'Trip Maker' });
    expect(await readPublicProfile(restDatabase(), unique('nobody'))).toBeNull();
  });
});
