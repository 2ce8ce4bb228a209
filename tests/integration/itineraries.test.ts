// The itineraries collection's operations against the Auth and Firestore
// emulators, with the security rules on, as real signed-in users.
import { isDeepStrictEqual } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import * as firestore from 'firebase/firestore';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/services/firebase/errors';
import { cloneItineraryOps, deleteItineraryOps } from '@/services/firebase/collections/itineraries/clone-delete';
import { acceptInvitationOps, createInvitationOps, getInvitationOps, inviteByUsernameOps, leaveItineraryOps, listLinkInvitationsOps, listMyInvitationsOps, removeCollaboratorOps, revokeInvitationOps } from '@/services/firebase/collections/itineraries/invitations';
import { subscribeItineraryOps } from '@/services/firebase/collections/itineraries/live';
import { listMyTripsOps } from '@/services/firebase/collections/itineraries/my-trips';
import { getItineraryOps, listItemsOps } from '@/services/firebase/collections/itineraries/reads';
import { applyItemChangesOps, createItineraryOps, deleteItemOps, moveItemOps, saveItemOps, updateItemOps, updateItineraryOps } from '@/services/firebase/collections/itineraries/writes';
import type { ItinerarySnapshot, PlanItem } from '@/domain/itineraries/schema';
import {
  PAST,
  adminDb,
  adminDeleteTrees,
  adminWrite,
  closeClientsAfterAll,
  itineraryDoc,
  signedInAgain,
  signedInClient,
  signedUpClient,
  stored,
  unique,
  type UserClient,
} from './helpers';

// Counts the SDK's write calls (and which collections are asked for) while passing them through to the real SDK.
vi.mock('firebase/firestore', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('firebase/firestore')>();
  return {
    ...sdk,
    updateDoc: vi.fn(sdk.updateDoc),
    setDoc: vi.fn(sdk.setDoc),
    deleteDoc: vi.fn(sdk.deleteDoc),
    writeBatch: vi.fn(sdk.writeBatch),
    collection: vi.fn(sdk.collection),
  };
});

closeClientsAfterAll();

const cleanup: string[] = [];
afterAll(async () => {
  await adminDeleteTrees(cleanup.splice(0));
});

function track(path: string): string {
  cleanup.push(path);
  return path;
}

const ITINERARY_KEYS = [
  'title', 'description', 'destinations', 'period', 'days', 'context', 'public', 'creatorId', 'collaborators',
  'clonedFrom', 'agentId', 'isPaidItinerary', 'isManualCreated', 'isNotFirst', 'threadId', 'geocode',
  'itineraryImageSrc', 'createdAt', 'updatedAt',
].sort();

const BELEM = {
  name: 'Belém Tower',
  address: 'Av. Brasília, 1400-038 Lisboa',
  geocode: { lat: 38.6916, lng: -9.216 },
  category: 'sight',
  source: 'Wikidata (CC0)',
};

function item(id: string, overrides: Partial<PlanItem> = {}): PlanItem {
  return {
    id,
    day: 1,
    order: 'a0',
    type: 'attraction',
    title: 'Belém Tower',
    place: BELEM,
    startTime: '10:00',
    endTime: '11:30',
    timeZone: 'Europe/Lisbon',
    arrival: null,
    endTimeZone: null,
    nights: null,
    optionOf: null,
    notes: 'Go early.',
    cost: { amount: 800, currency: 'EUR' },
    ...overrides,
  };
}

/** An itinerary written with the Admin SDK (rules off), with items; cleaned up after the file. */
async function seedItinerary(creatorId: string, overrides: Record<string, unknown> = {}, items: PlanItem[] = []) {
  const id = unique('it');
  track(`itineraries/${id}`);
  await adminWrite([
    { path: `itineraries/${id}`, data: itineraryDoc(creatorId, overrides) },
    ...items.map((it) => ({ path: `itineraries/${id}/items/${it.id}`, data: { ...it, createdAt: PAST, updatedAt: PAST } })),
  ]);
  return id;
}

/** An invitation written with the Admin SDK. */
async function seedInvitation(itineraryId: string, inviterId: string, expiresAt: Date) {
  const token = `tok${unique()}${unique()}`;
  track(`invitations/${token}`);
  await adminWrite([
    {
      path: `invitations/${token}`,
      data: { itineraryId, inviterId, itineraryTitle: 'Three days in Lisbon', createdAt: PAST, expiresAt: Timestamp.fromDate(expiresAt) },
    },
  ]);
  return token;
}

async function caught(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected the operation to fail');
}

/**
 * How long a listener's refusal may take to arrive: as long as a snapshot
 * (`next`), with room for a loaded machine (vi.waitFor's own 1 s was too short
 * beside the rules tests).
 */
const REFUSAL_WAIT = { timeout: 10_000 };

/** Collects a subscription's snapshots; `next(check)` waits for the first (current or later) that passes. */
function collect(user: UserClient, id: string) {
  const snapshots: ItinerarySnapshot[] = [];
  const errors: AppError[] = [];
  let waiter: { check: (s: ItinerarySnapshot) => boolean; resolve: (s: ItinerarySnapshot) => void } | undefined;
  const unsubscribe = subscribeItineraryOps(
    user.db,
    id,
    user.uid,
    (snapshot) => {
      snapshots.push(snapshot);
      if (waiter?.check(snapshot)) {
        waiter.resolve(snapshot);
        waiter = undefined;
      }
    },
    (error) => errors.push(error),
  );
  const next = (check: (s: ItinerarySnapshot) => boolean, timeoutMs = 5000) =>
    new Promise<ItinerarySnapshot>((resolve, reject) => {
      const found = snapshots.find(check);
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error(`no matching snapshot; errors: ${errors.map((e) => e.message).join(', ')}`)), timeoutMs);
      waiter = {
        check,
        resolve: (s) => {
          clearTimeout(timer);
          resolve(s);
        },
      };
    });
  return { snapshots, errors, unsubscribe, next };
}

const spies = vi.mocked(firestore);
beforeEach(() => {
  vi.clearAllMocks();
});

describe('create and read', () => {
  it('creates a private itinerary with exactly the stored keys, and reads it back', async () => {
    const ana = await signedInClient('ana');
    const id = await createItineraryOps(ana.db, ana.uid, {
      title: '  A week in Lisbon ',
      destinations: ['Lisbon', 'Sintra'],
      period: { start: '2027-05-14', end: '2027-05-20' },
      days: 7,
      geocode: { lat: 38.72, lng: -9.14 },
    });
    track(`itineraries/${id}`);
    // The id comes back once the write is queued (at most two seconds); the server may take longer.
    await firestore.waitForPendingWrites(ana.db);

    const data = await stored(`itineraries/${id}`);
    expect(Object.keys(data ?? {}).sort()).toEqual(ITINERARY_KEYS);
    expect(data).toMatchObject({ public: false, collaborators: { pending: [], accepted: [] }, isManualCreated: true });

    const read = await getItineraryOps(ana.db, id);
    expect(read).toMatchObject({
      id,
      title: 'A week in Lisbon',
      destinations: ['Lisbon', 'Sintra'],
      period: { start: '2027-05-14', end: '2027-05-20' },
      days: 7,
      public: false,
      creatorId: ana.uid,
      clonedFrom: null,
      agentId: null,
      price: null,
      threadId: '',
      geocode: { lat: 38.72, lng: -9.14 },
    });
    expect(read?.createdAt).toBeInstanceOf(Date);
  });

  it('refuses bad input with a sentence before anything is written', async () => {
    const ana = await signedInClient('ana');
    const error = await caught(createItineraryOps(ana.db, ana.uid, { title: ' ', destinations: [], period: null, days: 3 }));
    expect(error.message).toBe('Give the trip a title.');
    const late = await caught(
      createItineraryOps(ana.db, ana.uid, { title: 'Back to front', destinations: [], period: { start: '2027-05-20', end: '2027-05-14' }, days: 3 }),
    );
    expect(late.message).toMatch(/end on or after/);
    expect(spies.setDoc).not.toHaveBeenCalled();
  });

  it('saves items with every stored key, reads them sorted (ideas first), and changes the itinerary', async () => {
    const ana = await signedInClient('ana');
    const id = await seedItinerary(ana.uid);
    const flight = item('flightToPorto', {
      day: 2,
      order: 'a0',
      type: 'flight',
      title: 'LIS → OPO',
      place: { name: 'Lisbon airport', geocode: { lat: 38.7742, lng: -9.1342 }, category: 'LIS', source: 'OurAirports (public domain)', approximate: false },
      arrival: { name: 'Porto airport', geocode: { lat: 41.2481, lng: -8.6814 }, category: 'OPO', source: 'OurAirports (public domain)' },
      endTimeZone: 'Europe/Lisbon',
      cost: null,
      notes: null,
    });
    const idea = item('ideaFado', { day: null, order: 'a0', type: 'note', title: 'Fado night?', place: null, startTime: null, endTime: null, timeZone: null, cost: null, notes: null });
    await saveItemOps(ana.db, id, item('belemTower', { order: 'a1' }));
    await saveItemOps(ana.db, id, flight);
    await saveItemOps(ana.db, id, idea);
    await saveItemOps(ana.db, id, item('jeronimos', { order: 'a0', title: 'Jerónimos Monastery' }));

    const items = await listItemsOps(ana.db, id);
    expect(items.map((i) => i.id)).toEqual(['ideaFado', 'jeronimos', 'belemTower', 'flightToPorto']);
    expect(items[3]).toEqual({
      ...flight,
      place: { ...flight.place, address: null },
      arrival: { ...flight.arrival, address: null },
    });
    expect(Object.keys((await stored(`itineraries/${id}/items/belemTower`)) ?? {}).sort()).toEqual(
      ['id', 'day', 'order', 'type', 'title', 'place', 'startTime', 'endTime', 'timeZone', 'arrival', 'endTimeZone',
        'nights', 'optionOf', 'notes', 'cost', 'updatedAt'].sort(),
    );

    await updateItineraryOps(ana.db, id, { title: 'Lisbon and Porto', days: 4, period: null });
    expect(await getItineraryOps(ana.db, id)).toMatchObject({ title: 'Lisbon and Porto', days: 4, period: null });
  });

  it('leaves a malformed stored item out of the plan, says which, and shows the rest', async () => {
    const ana = await signedInClient('ana');
    const id = await seedItinerary(ana.uid, {}, [item('goodOne1')]);
    await adminWrite([{ path: `itineraries/${id}/items/badOne01`, data: { id: 'badOne01', day: 1, order: 'a1', type: 'spaceship', title: 'Moon' } }]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect((await listItemsOps(ana.db, id)).map((i) => i.id)).toEqual(['goodOne1']);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`itineraries/${id}/items/badOne01 is malformed (type:`));

      const live = collect(ana, id);
      const first = await live.next((s) => s.items !== null && !s.fromCache);
      live.unsubscribe();
      expect(first.items?.map((i) => i.id)).toEqual(['goodOne1']);
      expect(first.itinerary?.id).toBe(id);
      // The damaged item is not dropped silently: it comes apart, with its day and title.
      expect(first.damagedItems).toEqual([{ id: 'badOne01', day: 1, title: 'Moon' }]);
    } finally {
      warn.mockRestore();
    }
  });

  it('reports a malformed itinerary document as a clear error naming its path', async () => {
    const ana = await signedInClient('ana');
    const id = await seedItinerary(ana.uid, { days: 'three' });
    const error = await caught(getItineraryOps(ana.db, id));
    expect(error.kind).toBe('invalid');
    expect(error.message).toContain(`itineraries/${id} is malformed (days:`);
  });
});

describe('live', () => {
  it('gives a damaged itinerary as damaged (not refused, not an error), and the repaired one when it is fixed', async () => {
    const ana = await signedInClient('ana');
    const id = await seedItinerary(ana.uid, { title: 'Half-written', days: 'three' }, [item('keep0001')]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const live = collect(ana, id);
      const damaged = await live.next((s) => s.damaged != null && !s.fromCache);
      expect(damaged).toMatchObject({ itinerary: null, damaged: { damaged: true, id, title: 'Half-written', creatorId: ana.uid } });
      await adminDb().doc(`itineraries/${id}`).update({ days: 3 });
      const repaired = await live.next((s) => s.itinerary !== null);
      live.unsubscribe();
      expect(repaired.itinerary).toMatchObject({ id, title: 'Half-written', days: 3 });
      expect(repaired.items?.map((i) => i.id)).toEqual(['keep0001']);
      expect(live.errors).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it("shows one editor's change to another within a second", async () => {
    const [ana, marco] = await Promise.all([signedInClient('ana'), signedInClient('marco')]);
    const id = await seedItinerary(ana.uid, { public: true }, [item('first001')]);
    const live = collect(marco, id);
    await live.next((s) => s.items?.length === 1 && !s.fromCache);

    const started = Date.now();
    void saveItemOps(ana.db, id, item('second01', { order: 'a1', title: 'Pastéis de Belém', type: 'restaurant' }));
    const seen = await live.next((s) => s.items?.some((i) => i.id === 'second01') ?? false);
    const elapsed = Date.now() - started;
    live.unsubscribe();

    expect(seen.items?.map((i) => i.title)).toEqual(['Belém Tower', 'Pastéis de Belém']);
    expect(elapsed).toBeLessThan(1000);
  });

  it('reads only what changed: an edit keeps every other item as it was, and a damaged item is reported once', async () => {
    const ana = await signedInClient('ana');
    const id = await seedItinerary(ana.uid, {}, [item('keep0001'), item('keep0002', { order: 'a1' }), item('edit0001', { order: 'a2' })]);
    await adminDb().doc(`itineraries/${id}/items/bad00001`).set({ day: 1, order: 'a3', title: 'Half an item' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const live = collect(ana, id);
      const before = await live.next((s) => s.items?.length === 3 && !s.fromCache);
      expect(before.damagedItems?.map((d) => d.id)).toEqual(['bad00001']);
      const write = moveItemOps(ana.db, id, 'edit0001', null, 'Zz');
      const local = await live.next((s) => s.items?.some((i) => i.id === 'edit0001' && i.day === null) ?? false);
      await write;
      const confirmed = await live.next((s) => s.items?.some((i) => i.id === 'edit0001' && i.day === null) === true && !s.hasPendingWrites);
      live.unsubscribe();

      const byId = (snapshot: ItinerarySnapshot) => new Map(snapshot.items?.map((i) => [i.id, i]));
      // The items nobody touched are the very objects of the first snapshot (the editor's rows skip them).
      for (const snapshot of [local, confirmed]) {
        expect(byId(snapshot).get('keep0001')).toBe(byId(before).get('keep0001'));
        expect(byId(snapshot).get('keep0002')).toBe(byId(before).get('keep0002'));
        expect(snapshot.damagedItems?.map((d) => d.id)).toEqual(['bad00001']);
      }
      expect(byId(local).get('edit0001')).not.toBe(byId(before).get('edit0001'));
      // Parsed once, however many snapshots followed.
      expect(warn.mock.calls.filter(([message]) => String(message).includes('bad00001'))).toHaveLength(1);
      expect(live.errors).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('shows the editor their own change at once, as pending, before the server confirms it', async () => {
    const ana = await signedInClient('ana');
    const id = await seedItinerary(ana.uid, {}, [item('first001')]);
    const live = collect(ana, id);
    await live.next((s) => s.items?.length === 1 && !s.fromCache);
    const write = moveItemOps(ana.db, id, 'first001', null, 'Zz');
    const local = await live.next((s) => s.items?.[0]?.day === null);
    expect(local.hasPendingWrites).toBe(true);
    await write;
    await live.next((s) => s.items?.[0]?.day === null && !s.hasPendingWrites);
    live.unsubscribe();
  });

  it('creates and edits a trip offline, shows it at once, and syncs it when the connection returns', async () => {
    const ana = await signedInClient('ana');
    await firestore.disableNetwork(ana.db);
    const id = await createItineraryOps(ana.db, ana.uid, { title: 'Made on a plane', destinations: [], period: null, days: 2 });
    track(`itineraries/${id}`);
    const live = collect(ana, id);
    const offline = await live.next((s) => s.itinerary !== null && s.items !== null);
    expect(offline).toMatchObject({ fromCache: true, hasPendingWrites: true, items: [] });

    void saveItemOps(ana.db, id, item('plane001'));
    void moveItemOps(ana.db, id, 'plane001', 2, 'a5');
    const edited = await live.next((s) => s.items?.[0]?.day === 2);
    expect(edited.hasPendingWrites).toBe(true);
    expect(await stored(`itineraries/${id}`)).toBeUndefined();

    await firestore.enableNetwork(ana.db);
    await firestore.waitForPendingWrites(ana.db);
    const synced = await live.next((s) => s.items?.[0]?.day === 2 && !s.hasPendingWrites && !s.fromCache, 10_000);
    live.unsubscribe();
    expect(synced.itinerary?.title).toBe('Made on a plane');
    expect(live.errors).toEqual([]);
    expect(await stored(`itineraries/${id}/items/plane001`)).toMatchObject({ day: 2, order: 'a5' });
  });

  it('gives a stranger a paid public itinerary without its plan, and refuses a private one', async () => {
    const [yuki, sam] = await Promise.all([signedInClient('yuki'), signedInClient('sam')]);
    const paid = await seedItinerary(yuki.uid, { public: true, isPaidItinerary: true, price: { amount: 900, currency: 'EUR' } }, [item('secret01')]);
    const hidden = await seedItinerary(yuki.uid, {}, [item('secret02')]);

    const shop = collect(sam, paid);
    const preview = await shop.next((s) => s.itinerary !== null);
    shop.unsubscribe();
    expect(preview.itinerary?.isPaidItinerary).toBe(true);
    expect(preview.items).toBeNull();

    const refused = collect(sam, hidden);
    await vi.waitFor(() => expect(refused.errors).toHaveLength(1), REFUSAL_WAIT);
    refused.unsubscribe();
    expect(refused.errors[0]?.kind).toBe('permission-denied');

    // The rules cannot tell a deleted itinerary from someone else's private one.
    const missing = collect(sam, unique('nothing'));
    await vi.waitFor(() => expect(missing.errors).toHaveLength(1), REFUSAL_WAIT);
    missing.unsubscribe();
    expect(missing.errors[0]?.kind).toBe('permission-denied');

    // Even the creator's own itinerary, deleted while open, is refused from then on.
    const mine = await seedItinerary(sam.uid, {}, [item('gone0001')]);
    const open = collect(sam, mine);
    await open.next((s) => s.items?.length === 1 && !s.fromCache);
    await adminDeleteTrees([`itineraries/${mine}`]);
    await vi.waitFor(() => expect(open.errors.map((e) => e.kind)).toEqual(['permission-denied']), REFUSAL_WAIT);
    open.unsubscribe();
  });
});

describe('bookings', () => {
  it('keeps what was booked in its own document, merged into the plan for editors only, and gone with its item', async () => {
    const [ana, sam] = await Promise.all([signedInClient('ana'), signedInClient('sam')]);
    const id = await seedItinerary(ana.uid, { public: true, collaborators: { pending: [], accepted: [] } }, [item('stop0')]);
    const booking = { code: 'K7TQ2M', provider: 'TAP Air Portugal', number: 'TP 210', terminal: null, seat: '21A', party: null, status: 'confirmed' as const };
    const flight = item('fl0000', { type: 'flight', title: 'Flight TP 210', booking });

    await saveItemOps(ana.db, id, flight);
    expect(await stored(`itineraries/${id}/items/fl0000`)).not.toHaveProperty('booking');
    expect(await stored(`itineraries/${id}/bookings/fl0000`)).toMatchObject(booking);

    // Ana, who plans it, sees the code; Sam, reading the public trip, sees the flight without it.
    const mine = collect(ana, id);
    const theirs = collect(sam, id);
    try {
      await mine.next((snapshot) => snapshot.items?.find((entry) => entry.id === 'fl0000')?.booking?.code === 'K7TQ2M');
      const seen = await theirs.next((snapshot) => snapshot.items?.some((entry) => entry.id === 'fl0000') === true);
      expect(seen.items?.find((entry) => entry.id === 'fl0000')).not.toHaveProperty('booking');

      // A change of the booking alone is one batch of one write; taking it off deletes its document.
      await updateItemOps(ana.db, id, { id: 'fl0000', fields: { booking: { ...booking, status: 'cancelled' } } });
      await mine.next((snapshot) => snapshot.items?.find((entry) => entry.id === 'fl0000')?.booking?.status === 'cancelled');
      await updateItemOps(ana.db, id, { id: 'fl0000', fields: { booking: null } });
      expect(await stored(`itineraries/${id}/bookings/fl0000`)).toBeUndefined();
      await mine.next((snapshot) => snapshot.items?.find((entry) => entry.id === 'fl0000')?.booking === undefined);

      // Booked again, then the item deleted: its booking goes with it.
      await applyItemChangesOps(ana.db, id, { update: [{ id: 'fl0000', fields: { booking } }] });
      expect(await stored(`itineraries/${id}/bookings/fl0000`)).toMatchObject({ code: 'K7TQ2M' });
      await deleteItemOps(ana.db, id, 'fl0000');
      expect(await stored(`itineraries/${id}/bookings/fl0000`)).toBeUndefined();
      expect(await stored(`itineraries/${id}/items/fl0000`)).toBeUndefined();
    } finally {
      mine.unsubscribe();
      theirs.unsubscribe();
    }
  }, 30_000);
});

describe('a paid plan is asked for only when the rules allow it', () => {
  /** Whether `collection()` was asked for the plan of `id` (what a plan listener is built on). */
  const planAskedFor = (id: string) =>
    spies.collection.mock.calls.some((call) => (call.slice(1) as string[]).join('/') === `itineraries/${id}/items`);

  it('never listens to the plan for a reader who did not buy it, and does for a buyer and a subscriber', async () => {
    const [yuki, reader, buyer, subscriber] = await Promise.all([
      signedInClient('yuki'), signedInClient('reader'), signedInClient('buyer'), signedInClient('subscriber'),
    ]);
    const paid = await seedItinerary(yuki.uid, { public: true, isPaidItinerary: true, price: { amount: 900, currency: 'EUR' } }, [item('paid0001')]);
    await adminWrite([
      { path: track(`entitlements/${buyer.uid}_${paid}`), data: { uid: buyer.uid, itineraryId: paid, source: 'purchase', createdAt: Timestamp.now() } },
      {
        path: track(`subscriptions/${subscriber.uid}`),
        data: { plan: 'monthly', status: 'active', source: 'stripe', cancelAtPeriodEnd: false, currentPeriodEnd: Timestamp.fromMillis(Date.now() + 86_400_000) },
      },
    ]);

    vi.clearAllMocks();
    const preview = collect(reader, paid);
    const shown = await preview.next((s) => s.itinerary !== null && !s.fromCache);
    preview.unsubscribe();
    expect(shown.items).toBeNull();
    expect(preview.errors).toEqual([]);
    expect(planAskedFor(paid)).toBe(false);

    for (const owner of [buyer, subscriber]) {
      vi.clearAllMocks();
      const full = collect(owner, paid);
      const plan = await full.next((s) => s.items !== null && !s.fromCache);
      full.unsubscribe();
      expect(plan.items?.map((i) => i.id)).toEqual(['paid0001']);
      expect(planAskedFor(paid)).toBe(true);
    }
  });
});

describe('moving and batches', () => {
  it('moves an item with exactly one write that changes day, order and updatedAt only', async () => {
    const ana = await signedInClient('ana');
    const id = await seedItinerary(ana.uid, {}, [item('mover001'), item('stayer01', { order: 'a1' })]);
    const before = await stored(`itineraries/${id}/items/mover001`);
    vi.clearAllMocks();

    await moveItemOps(ana.db, id, 'mover001', 2, 'a0V');

    expect(spies.updateDoc).toHaveBeenCalledTimes(1);
    expect(spies.setDoc).not.toHaveBeenCalled();
    expect(spies.writeBatch).not.toHaveBeenCalled();
    const after = await stored(`itineraries/${id}/items/mover001`);
    const changed = Object.keys({ ...before, ...after }).filter((key) => !isDeepStrictEqual(before?.[key], after?.[key]));
    expect(changed.sort()).toEqual(['day', 'order', 'updatedAt']);
    expect({ day: after?.day, order: after?.order }).toEqual({ day: 2, order: 'a0V' });
  });

  it('applies many item changes and the itinerary patch in batches of at most 500', async () => {
    const ana = await signedInClient('ana');
    const existing = Array.from({ length: 3 }, (_, n) => item(`old${String(n).padStart(4, '0')}`, { order: `a${n}` }));
    const id = await seedItinerary(ana.uid, {}, existing);
    const upsert = Array.from({ length: 520 }, (_, n) => item(`new${String(n).padStart(4, '0')}`, { day: null, order: `b${String(n).padStart(4, '0')}` }));
    vi.clearAllMocks();

    await applyItemChangesOps(ana.db, id, { upsert, remove: ['old0000', 'old0001'], itinerary: { days: 2 } });

    expect(spies.writeBatch).toHaveBeenCalledTimes(2); // 1 + 520 + 2 = 523 writes
    const items = await listItemsOps(ana.db, id);
    expect(items).toHaveLength(521);
    expect(items.some((i) => i.id === 'old0000')).toBe(false);
    expect((await stored(`itineraries/${id}`))?.days).toBe(2);
  }, 90_000);
});

describe('clone', () => {
  it('copies 600 items in two batches into a private itinerary of mine, leaving the original untouched', async () => {
    const [yuki, sam] = await Promise.all([signedInClient('yuki'), signedInClient('sam')]);
    const items = Array.from({ length: 600 }, (_, n) =>
      item(`item${String(n).padStart(4, '0')}`, { day: (n % 30) + 1, order: `a${String(n).padStart(4, '0')}` }),
    );
    const source = await seedItinerary(yuki.uid, { public: true, collaborators: { pending: [], accepted: [] } }, items);
    // Yuki's booking stays Yuki's: the copy has the stop, not its confirmation code.
    await adminWrite([{ path: `itineraries/${source}/bookings/item0000`, data: { code: 'YK-1001', provider: 'Tram 28', party: 2, status: 'confirmed' } }]);
    const sourceBefore = await stored(`itineraries/${source}`);
    vi.clearAllMocks();

    const id = await cloneItineraryOps(sam.db, source, sam.uid);
    track(`itineraries/${id}`);
    await firestore.waitForPendingWrites(sam.db);

    expect(spies.writeBatch).toHaveBeenCalledTimes(2);
    const copy = await getItineraryOps(sam.db, id);
    expect(copy).toMatchObject({
      creatorId: sam.uid,
      public: false,
      clonedFrom: source,
      collaborators: { pending: [], accepted: [] },
      isPaidItinerary: false,
      title: 'Three days in Lisbon',
      days: 3,
    });
    const copied = await listItemsOps(sam.db, id);
    expect(copied).toHaveLength(600);
    const original = await listItemsOps(yuki.db, source);
    expect(copied).toEqual(original);
    expect((await adminDb().collection(`itineraries/${id}/bookings`).count().get()).data().count).toBe(0);
    expect((await stored(`itineraries/${source}/bookings/item0000`))?.code).toBe('YK-1001');

    expect(await stored(`itineraries/${source}`)).toEqual(sourceBefore);
    const sourceItems = await adminDb().collection(`itineraries/${source}/items`).count().get();
    expect(sourceItems.data().count).toBe(600);
  }, 90_000);

  it("tells a stranger they cannot copy someone's private itinerary, and writes nothing", async () => {
    const [ana, sam] = await Promise.all([signedInClient('ana'), signedInClient('sam')]);
    const source = await seedItinerary(ana.uid, {}, [item('private1')]);
    const error = await caught(cloneItineraryOps(sam.db, source, sam.uid));
    expect(error.kind).toBe('permission-denied');
    expect(error.message).toBe('You cannot copy this itinerary: it is private, or its plan is not free to copy.');
    const mine = await adminDb().collection('itineraries').where('creatorId', '==', sam.uid).get();
    expect(mine.size).toBe(0);
  });
});

describe('invitations and collaborators', () => {
  it('invites by link: the invitee reads the invitation, accepts, becomes an editor', async () => {
    const [ana, marco] = await Promise.all([signedInClient('ana'), signedInClient('marco')]);
    const id = await seedItinerary(ana.uid, { collaborators: { pending: [marco.uid], accepted: [] } });
    const itinerary = await getItineraryOps(ana.db, id);
    if (!itinerary) throw new Error('seeded itinerary missing');

    const invitation = await createInvitationOps(ana.db, itinerary);
    await firestore.waitForPendingWrites(ana.db);
    track(`invitations/${invitation.token}`);
    expect(invitation.token).toMatch(/^[A-Za-z0-9_-]{24,}$/);
    const days = (invitation.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    expect(await getInvitationOps(marco.db, invitation.token)).toMatchObject({
      token: invitation.token,
      itineraryId: id,
      inviterId: ana.uid,
      inviteeId: null,
      itineraryTitle: 'Three days in Lisbon',
    });
    expect(await acceptInvitationOps(marco.db, invitation.token, marco.uid)).toBe(id);

    expect((await stored(`itineraries/${id}`))?.collaborators).toEqual({ pending: [], accepted: [marco.uid] });
    expect(await stored(`itineraries/${id}/acceptances/${marco.uid}`)).toMatchObject({ token: invitation.token });
    await saveItemOps(marco.db, id, item('byMarco1'));
    expect((await listItemsOps(ana.db, id)).map((i) => i.id)).toEqual(['byMarco1']);
    // Accepting again is harmless.
    expect(await acceptInvitationOps(marco.db, invitation.token, marco.uid)).toBe(id);
  });

  it('refuses an expired invitation with a clear message, and a revoked one', async () => {
    const [ana, lea] = await Promise.all([signedInClient('ana'), signedInClient('lea')]);
    const id = await seedItinerary(ana.uid);
    const expired = await seedInvitation(id, ana.uid, new Date(Date.now() - 60_000));
    const error = await caught(acceptInvitationOps(lea.db, expired, lea.uid));
    expect(error.message).toBe('This invitation has expired. Ask the trip’s creator for a new link.');
    expect((await stored(`itineraries/${id}`))?.collaborators).toEqual({ pending: [], accepted: [] });

    const itinerary = await getItineraryOps(ana.db, id);
    if (!itinerary) throw new Error('seeded itinerary missing');
    const invitation = await createInvitationOps(ana.db, itinerary, { days: 2 });
    await firestore.waitForPendingWrites(ana.db);
    await revokeInvitationOps(ana.db, invitation.token);
    expect(await getInvitationOps(lea.db, invitation.token)).toBeNull();
    const gone = await caught(acceptInvitationOps(lea.db, invitation.token, lea.uid));
    expect(gone.message).toBe('This invitation link does not work any more. Ask for a new one.');
  });

  it('invites by username: pending at once, listed among the invitee’s invitations, clear refusals', async () => {
    const [ana, lea] = await Promise.all([signedUpClient('ana'), signedUpClient('lea')]);
    const id = await seedItinerary(ana.uid);
    const itinerary = await getItineraryOps(ana.db, id);
    if (!itinerary) throw new Error('seeded itinerary missing');

    const invitation = await inviteByUsernameOps(ana.db, itinerary, ` @${lea.username.toUpperCase()} `);
    await firestore.waitForPendingWrites(ana.db);
    track(`invitations/${invitation.token}`);
    expect(invitation.inviteeId).toBe(lea.uid);
    expect((await stored(`itineraries/${id}`))?.collaborators).toEqual({ pending: [lea.uid], accepted: [] });
    expect((await listMyInvitationsOps(lea.db, lea.uid)).map((i) => i.token)).toEqual([invitation.token]);
    // Pending: Léa reads the trip already.
    expect((await getItineraryOps(lea.db, id))?.id).toBe(id);

    const updated = await getItineraryOps(ana.db, id);
    if (!updated) throw new Error('itinerary missing');
    expect((await caught(inviteByUsernameOps(ana.db, updated, lea.username))).message).toBe(
      `@${lea.username} is already invited and has not answered yet.`,
    );
    // The words the panel uses when it already knows the trip's people.
    expect((await caught(inviteByUsernameOps(ana.db, updated, ana.username))).message).toBe(
      'That is you. Type the username of someone you want to plan with.',
    );
    expect((await caught(inviteByUsernameOps(ana.db, updated, 'nobody.here.at.all'))).message).toBe(
      'No traveller is called @nobody.here.at.all. Check the spelling.',
    );

    // Declining (leaving while pending) takes the invitation off her list.
    await leaveItineraryOps(lea.db, id, lea.uid);
    expect((await stored(`itineraries/${id}`))?.collaborators).toEqual({ pending: [], accepted: [] });
    expect(await listMyInvitationsOps(lea.db, lea.uid)).toEqual([]);
  });

  it('lets the invitee accept an invitation by username from their list, and nobody else use it', async () => {
    const [ana, lea, sam] = await Promise.all([signedUpClient('ana'), signedUpClient('lea'), signedInClient('sam')]);
    const id = await seedItinerary(ana.uid);
    const itinerary = await getItineraryOps(ana.db, id);
    if (!itinerary) throw new Error('seeded itinerary missing');
    const invitation = await inviteByUsernameOps(ana.db, itinerary, lea.username);
    track(`invitations/${invitation.token}`);
    await firestore.waitForPendingWrites(ana.db);

    const notForSam = await caught(acceptInvitationOps(sam.db, invitation.token, sam.uid));
    expect(notForSam.kind).toBe('permission-denied');
    expect(notForSam.message).toBe('This invitation is for another traveller. Ask the trip’s creator to invite you.');
    const [mine] = await listMyInvitationsOps(lea.db, lea.uid);
    expect(await acceptInvitationOps(lea.db, mine?.token ?? '', lea.uid)).toBe(id);
    expect((await stored(`itineraries/${id}`))?.collaborators).toEqual({ pending: [], accepted: [lea.uid] });
    expect(await listMyInvitationsOps(lea.db, lea.uid)).toEqual([]);
    expect((await listMyTripsOps(lea.db, lea.uid)).map((t) => [t.id, t.relation])).toEqual([[id, 'collaborating']]);
  });

  it('lets an accepted collaborator leave, and the creator remove someone', async () => {
    const [ana, marco, lea] = await Promise.all([signedInClient('ana'), signedInClient('marco'), signedInClient('lea')]);
    const id = await seedItinerary(ana.uid, { collaborators: { pending: [lea.uid], accepted: [] } });
    const token = await seedInvitation(id, ana.uid, new Date(Date.now() + 86_400_000));
    await acceptInvitationOps(marco.db, token, marco.uid);

    await leaveItineraryOps(marco.db, id, marco.uid);
    expect((await stored(`itineraries/${id}`))?.collaborators).toEqual({ pending: [lea.uid], accepted: [] });
    expect(await stored(`itineraries/${id}/acceptances/${marco.uid}`)).toBeUndefined();
    expect((await caught(getItineraryOps(marco.db, id))).kind).toBe('permission-denied');

    await removeCollaboratorOps(ana.db, id, lea.uid);
    expect((await stored(`itineraries/${id}`))?.collaborators).toEqual({
      pending: [],
      accepted: [],
      removed: { [lea.uid]: expect.any(Timestamp) },
    });
    // Someone else cannot remove people.
    const again = await seedItinerary(ana.uid, { collaborators: { pending: [lea.uid], accepted: [marco.uid] } });
    expect((await caught(removeCollaboratorOps(marco.db, again, lea.uid))).kind).toBe('permission-denied');
  });
});

describe('removal sticks; the creator\u2019s links from any device', () => {
  it('a removed collaborator cannot come back with a link that was live, and can with a new one', async () => {
    const [ana, marco, eve] = await Promise.all([signedInClient('ana'), signedInClient('marco'), signedInClient('eve')]);
    const id = await seedItinerary(ana.uid);
    const itinerary = await getItineraryOps(ana.db, id);
    if (!itinerary) throw new Error('seeded itinerary missing');
    const live = await createInvitationOps(ana.db, itinerary);
    track(`invitations/${live.token}`);
    await firestore.waitForPendingWrites(ana.db);
    expect(await acceptInvitationOps(marco.db, live.token, marco.uid)).toBe(id);

    await removeCollaboratorOps(ana.db, id, marco.uid);
    expect((await stored(`itineraries/${id}`))?.collaborators).toMatchObject({ accepted: [] });
    // Refused; marco can no longer read the trip, so he is told the link no longer works for him.
    const refused = await caught(acceptInvitationOps(marco.db, live.token, marco.uid));
    expect(refused.message).toBe('This invitation link does not work any more. Ask for a new one.');
    expect(await stored(`itineraries/${id}/acceptances/${marco.uid}`)).toBeUndefined();
    expect((await stored(`itineraries/${id}`))?.collaborators).toMatchObject({ accepted: [] });
    // The link still works for other people.
    expect(await acceptInvitationOps(eve.db, live.token, eve.uid)).toBe(id);

    // Invited again: a link made after the removal lets them back in.
    const fresh = await createInvitationOps(ana.db, itinerary);
    track(`invitations/${fresh.token}`);
    await firestore.waitForPendingWrites(ana.db);
    expect(await acceptInvitationOps(marco.db, fresh.token, marco.uid)).toBe(id);
    expect((await stored(`itineraries/${id}`))?.collaborators).toMatchObject({ accepted: [eve.uid, marco.uid] });
  });

  it('lists the creator\u2019s unexpired links from another device, and nobody else\u2019s', async () => {
    const [ana, marco] = await Promise.all([signedInClient('ana'), signedInClient('marco')]);
    const id = await seedItinerary(ana.uid);
    const itinerary = await getItineraryOps(ana.db, id);
    if (!itinerary) throw new Error('seeded itinerary missing');
    const made = await createInvitationOps(ana.db, itinerary);
    track(`invitations/${made.token}`);
    await firestore.waitForPendingWrites(ana.db);
    await seedInvitation(id, ana.uid, new Date(Date.now() - 86_400_000));

    // Another device of ana's: a second client signed in as the same account.
    const otherDevice = await signedInAgain(ana);
    expect((await listLinkInvitationsOps(otherDevice.db, id, ana.uid)).map((i) => i.token)).toEqual([made.token]);
    await revokeInvitationOps(otherDevice.db, made.token);
    expect(await listLinkInvitationsOps(ana.db, id, ana.uid)).toEqual([]);
    expect((await caught(listLinkInvitationsOps(marco.db, id, ana.uid))).kind).toBe('permission-denied');
  });
});

describe('my trips and deleting', () => {
  it('lists created, cloned, collaborating and invited trips, each once, newest first', async () => {
    const [sam, yuki] = await Promise.all([signedInClient('sam'), signedInClient('yuki')]);
    const mine = await createItineraryOps(sam.db, sam.uid, { title: 'New York', destinations: ['New York'], period: null, days: 5 });
    track(`itineraries/${mine}`);
    const kyoto = await seedItinerary(yuki.uid, { public: true, title: 'Kyoto' });
    const copy = await cloneItineraryOps(sam.db, kyoto, sam.uid);
    track(`itineraries/${copy}`);
    await firestore.waitForPendingWrites(sam.db);
    const shared = await seedItinerary(yuki.uid, { title: 'Tokyo together', collaborators: { pending: [], accepted: [sam.uid] } });
    const invited = await seedItinerary(yuki.uid, { title: 'Osaka?', collaborators: { pending: [sam.uid], accepted: [] } });
    await seedItinerary(yuki.uid, { title: 'Not mine' });

    const trips = await listMyTripsOps(sam.db, sam.uid);
    expect(Object.fromEntries(trips.map((t) => [t.id, t.relation]))).toEqual({
      [mine]: 'created',
      [copy]: 'cloned',
      [shared]: 'collaborating',
      [invited]: 'invited',
    });
    expect(trips.slice(0, 2).map((t) => t.id).sort()).toEqual([mine, copy].sort());
    expect(trips.find((t) => t.id === copy)).toMatchObject({ title: 'Kyoto', clonedFrom: kyoto, public: false, creatorId: sam.uid });
  });

  it('lists a trip whose document is damaged, as damaged, with what could be read of it', async () => {
    const lea = await signedInClient('lea');
    const broken = await seedItinerary(lea.uid, { title: 'Broken weekend', days: 'three' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const trips = await listMyTripsOps(lea.db, lea.uid);
      expect(trips.find((t) => t.id === broken)).toMatchObject({ title: 'Broken weekend', relation: 'created', damaged: true, creatorId: lea.uid });
      expect(trips.filter((t) => t.id !== broken).every((t) => !t.damaged)).toBe(true);
    } finally {
      warn.mockRestore();
    }
    // Its creator can still delete it.
    await deleteItineraryOps(lea.db, broken);
    expect(await stored(`itineraries/${broken}`)).toBeUndefined();
  });

  it('deletes an itinerary with its items; nobody else may', async () => {
    const [ana, marco] = await Promise.all([signedInClient('ana'), signedInClient('marco')]);
    const items = Array.from({ length: 5 }, (_, n) => item(`del${String(n).padStart(4, '0')}`, { order: `a${n}` }));
    const id = await seedItinerary(ana.uid, { public: true, collaborators: { pending: [], accepted: [marco.uid] } }, items);

    expect((await caught(deleteItineraryOps(marco.db, id))).kind).toBe('permission-denied');
    expect(await stored(`itineraries/${id}`)).toBeDefined();

    await deleteItineraryOps(ana.db, id);
    expect(await stored(`itineraries/${id}`)).toBeUndefined();
    const left = await adminDb().collection(`itineraries/${id}/items`).count().get();
    expect(left.data().count).toBe(0);
  });
});
