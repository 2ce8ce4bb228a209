// A shared trip's first read over the REST API, signed out: the rules answer as for anyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/services/firebase/errors';
import { prefetchPublicTrip, readPublicProfile, readPublicTrip } from '@/services/firebase/collections/itinerary-public-reads';
import { emulatorDatabase } from '@/services/firebase/rest';
import { adminDelete, adminWrite, closeClientsAfterAll, itineraryDoc, profileDoc, unique, uniqueUsername } from './helpers';

closeClientsAfterAll();

function restDatabase() {
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return emulatorDatabase(host, process.env.GCLOUD_PROJECT ?? 'demo-wayfare', Number(port));
}

const uid = unique('creator');
const username = uniqueUsername('trip');
const ids = { open: unique('open'), closed: unique('closed'), paid: unique('paid') };

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
  ]);
});

afterAll(async () => {
  await adminDelete(paths);
});

describe('readPublicTrip (REST, signed out)', () => {
  it('reads a public trip and its plan, ideas first, then by day and order', async () => {
    const trip = await readPublicTrip(restDatabase(), ids.open);
    expect(trip?.itinerary).toMatchObject({ id: ids.open, title: 'Open trip', creatorId: uid, public: true });
    expect(trip?.items?.map((it) => it.id)).toEqual(['it-d', 'it-c', 'it-a', 'it-b']);
    expect(trip?.items?.[1]).toMatchObject({ startTime: '10:00', cost: { amount: 1200, currency: 'EUR' } });
  });

  it('takes the answer of a read started early', async () => {
    prefetchPublicTrip(ids.open, restDatabase());
    const trip = await readPublicTrip(restDatabase(), ids.open);
    expect(trip?.items).toHaveLength(4);
  });

  it('refuses a private trip with permission-denied', async () => {
    const error = await readPublicTrip(restDatabase(), ids.closed).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('permission-denied');
  });

  it('gives a paid trip as a preview, without its plan', async () => {
    const trip = await readPublicTrip(restDatabase(), ids.paid);
    expect(trip?.itinerary).toMatchObject({ title: 'Paid trip', isPaidItinerary: true });
    expect(trip?.items).toBeNull();
  });

  it('does not tell a missing trip from a private one (the rules refuse both alike)', async () => {
    const error = await readPublicTrip(restDatabase(), unique('none')).catch((e: unknown) => e);
    expect((error as AppError).kind).toBe('permission-denied');
  });
});

describe('readPublicProfile (REST, signed out)', () => {
  it('reads the creator by uid, and null for nobody', async () => {
    expect(await readPublicProfile(restDatabase(), uid)).toMatchObject({ id: uid, username, displayName: 'Trip Maker' });
    expect(await readPublicProfile(restDatabase(), unique('nobody'))).toBeNull();
  });
});
