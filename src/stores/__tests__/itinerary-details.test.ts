import { act, renderHook } from '@testing-library/react';
import { AppError } from '@/services/firebase/errors';
import { aTrip } from '@/testing/builders';
import type { ItineraryDoc, PlanItem } from '@/domain/itineraries/schema';
import {
  applyItineraryUpdate,
  getItineraryDetailsState,
  itineraryDetailsActions,
  openItineraryKey,
  useOpenItinerary,
} from '@/stores/use-itinerary-details-store';
import { getItineraryExtraState, useItineraryAccess } from '@/stores/use-itinerary-extra-store';
import { itinerarySubscriptions, snapshotsOf } from './fake-itineraries';

vi.mock('@/services/firebase/collections/itineraries', async () => (await import('./fake-itineraries')).fakeItinerariesModule);

const lisbon = (overrides: Partial<ItineraryDoc> = {}): ItineraryDoc =>
  aTrip({
    id: 'it1',
    title: 'Lisbon in 3 days',
    days: 3,
    threadId: 'thread-1',
    creatorId: 'ana',
    collaborators: { pending: ['u2'], accepted: ['u3'] },
    ...overrides,
  });

const belem = { id: 'i1', day: 1, order: 'a0', type: 'attraction', title: 'Belém Tower' } as PlanItem;

const snapshot = snapshotsOf(lisbon, [belem]);
const live = () => itinerarySubscriptions.open();
/** The open itinerary's slot, as the store holds it. */
const slot = () => getItineraryDetailsState().openItinerary;

const closes: Array<() => void> = [];
const open = (id: string, uid: string | null) => {
  const close = itineraryDetailsActions.itineraryOpened(id, uid);
  closes.push(close);
  return close;
};

beforeEach(() => {
  itinerarySubscriptions.reset();
});
afterEach(() => {
  closes.splice(0).forEach((close) => close());
});

describe('itinerary details store', () => {
  it('starts with no itinerary open', () => {
    expect(slot()).toMatchObject({ key: null, status: 'loading', data: undefined });
  });

  it('opening subscribes as that user and fills the store and the access flags from each snapshot', async () => {
    open('it1', 'ana');
    expect(slot()).toMatchObject({ key: openItineraryKey('it1', 'ana'), status: 'loading' });
    const sub = await live();
    expect(sub).toMatchObject({ id: 'it1', uid: 'ana' });

    sub.onChange(snapshot({ hasPendingWrites: true }));
    expect(slot()).toMatchObject({
      status: 'ready',
      data: { itinerary: { id: 'it1', title: 'Lisbon in 3 days' }, items: [belem], hasPendingWrites: true },
    });
    expect(getItineraryExtraState()).toMatchObject({ isUserCanAccess: true, isUserCanEdit: true, isCreator: true });
  });

  it('closing unsubscribes and empties the details and the access flags', async () => {
    const close = open('it1', 'ana');
    const sub = await live();
    sub.onChange(snapshot());
    close();
    expect(sub.closed).toBe(true);
    expect(slot()).toMatchObject({ key: null, status: 'loading', data: undefined });
    expect(getItineraryExtraState()).toMatchObject({ isUserCanAccess: false, isUserCanEdit: false });
    // A late snapshot of the closed subscription changes nothing.
    sub.onChange(snapshot());
    expect(slot().data).toBeUndefined();
  });

  it('opening another itinerary or user closes the one before and resubscribes', async () => {
    open('it1', 'ana');
    const first = await live();
    first.onChange(snapshot());
    open('it1', 'u3');
    expect(first.closed).toBe(true);
    expect(slot()).toMatchObject({ key: openItineraryKey('it1', 'u3'), status: 'loading', data: undefined });
    const second = await live();
    expect(second).toMatchObject({ id: 'it1', uid: 'u3' });
    second.onChange(snapshot());
    expect(getItineraryExtraState()).toMatchObject({ isUserCanEdit: true, isCreator: false });

    open('it2', 'u3');
    expect(second.closed).toBe(true);
    expect((await live()).id).toBe('it2');
  });

  it('tells a refusal, an unreadable id, a damaged document and an offline miss apart', async () => {
    open('it1', 'sam');
    let sub = await live();
    sub.onError(new AppError('permission-denied', 'No.'));
    expect(slot()).toMatchObject({ status: 'error', data: undefined, error: { kind: 'permission-denied' } });
    expect(getItineraryExtraState().isUserCanAccess).toBe(false);

    open('gone', 'sam');
    sub = await live();
    sub.onChange(snapshot({ itinerary: null, items: null }));
    expect(slot()).toMatchObject({ status: 'error', error: { kind: 'not-found' } });

    open('broken', 'sam');
    sub = await live();
    sub.onChange(snapshot({ itinerary: null, items: null, damaged: { damaged: true, id: 'broken', title: 'Old', creatorId: 'ana' } }));
    // What could be read is a value: the subscription stays open, and a repaired document shows by itself.
    expect(slot()).toMatchObject({ status: 'ready', data: { itinerary: null, damaged: { title: 'Old' } } });
    sub.onChange(snapshot({ itinerary: lisbon({ id: 'broken', title: 'Repaired' }) }));
    expect(slot()).toMatchObject({ status: 'ready', data: { itinerary: { title: 'Repaired' } } });

    open('far', 'sam');
    sub = await live();
    sub.onChange(snapshot({ itinerary: null, items: null, fromCache: true }));
    expect(slot()).toMatchObject({ status: 'error', error: { kind: 'unavailable' } });
  });

  it('keeps collaborator data it holds beyond pending and accepted when the itinerary is updated', () => {
    const held = lisbon({ collaborators: { pending: ['u2'], accepted: ['u3'], roles: { u3: 'editor' } } });
    const updated = applyItineraryUpdate(held, lisbon({ title: 'Lisbon and Sintra', collaborators: { pending: [], accepted: ['u3', 'u2'] } }));
    expect(updated.title).toBe('Lisbon and Sintra');
    expect(updated.collaborators).toEqual({ pending: [], accepted: ['u3', 'u2'], roles: { u3: 'editor' } });
    // Another itinerary's data is taken as it comes.
    expect(applyItineraryUpdate(held, lisbon({ id: 'it2' })).collaborators).toEqual({ pending: ['u2'], accepted: ['u3'] });
  });

  it('selectors give what the screens show: the trip, its plan and the access flags', async () => {
    const key = openItineraryKey('it1', 'u2');
    const screen = renderHook(() => ({
      trip: useOpenItinerary(key),
      other: useOpenItinerary(openItineraryKey('it9', 'u2')),
      none: useOpenItinerary(null),
      access: useItineraryAccess(),
    }));
    // Not open yet: the screen with an id waits; a screen without one has nothing.
    expect(screen.result.current.trip.status).toBe('loading');
    expect(screen.result.current.none.status).toBe('loading');
    act(() => {
      open('it1', 'u2');
    });
    expect(slot().key).toBe(key);
    const sub = await live();
    act(() => sub.onChange(snapshot({ itinerary: lisbon({ isPaidItinerary: true }), items: null })));
    expect(screen.result.current.trip).toMatchObject({ status: 'ready', data: { itinerary: { title: 'Lisbon in 3 days' }, items: null } });
    expect(screen.result.current.other).toMatchObject({ status: 'loading', data: undefined });
    expect(screen.result.current.access).toMatchObject({ isUserCanAccess: true, isPending: true, isUserCanEdit: false, canReadPlan: false });
  });
});
