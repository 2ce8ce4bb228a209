import { act, renderHook } from '@testing-library/react';
import { AppError } from '@/services/firebase/errors';
import { getItineraryDetailsState } from '@/stores/use-itinerary-details-store';
import { getItineraryExtraState } from '@/stores/use-itinerary-extra-store';
import { aTrip, anItem } from '@/testing/builders';
import { itinerarySubscriptions, snapshotsOf } from '@/stores/__tests__/fake-itineraries';
import type { ItineraryDoc, PlanItem } from '@/domain/itineraries/types';
import { useItineraryLive } from '../use-itinerary-live';

vi.mock('@/services/firebase/collections/itineraries', async () => (await import('@/stores/__tests__/fake-itineraries')).fakeItinerariesModule);

function itinerary(overrides: Partial<ItineraryDoc> = {}): ItineraryDoc {
  return aTrip({
    id: 'lisbon01',
    title: 'Three days in Lisbon',
    days: 3,
    collaborators: { pending: ['lea'], accepted: ['marco'] },
    ...overrides,
  });
}

const belem: PlanItem = anItem({ id: 'belem001', title: 'Belém Tower' });

const snapshot = snapshotsOf(itinerary, [belem]);
const opened = () => itinerarySubscriptions.open();
const subscriptions = itinerarySubscriptions.all;
const openSlot = () => getItineraryDetailsState().openItinerary;

beforeEach(() => {
  itinerarySubscriptions.reset();
});

describe('useItineraryLive', () => {
  it('loads, then shows the plan and mirrors it into the stores; closing empties them', async () => {
    const { result, unmount } = renderHook(() => useItineraryLive('lisbon01', 'marco'));
    expect(result.current.status).toBe('loading');
    const sub = await opened();
    expect(sub).toMatchObject({ id: 'lisbon01', uid: 'marco' });

    act(() => sub.onChange(snapshot({ hasPendingWrites: true })));
    expect(result.current).toMatchObject({ status: 'ready', error: null, data: { items: [belem], hasPendingWrites: true, fromCache: false } });
    expect(result.current.data?.itinerary?.title).toBe('Three days in Lisbon');
    expect(result.current.access).toMatchObject({ isUserCanAccess: true, isUserCanEdit: true, isCreator: false });
    expect(openSlot()).toMatchObject({ data: { itinerary: { id: 'lisbon01' }, items: [belem] } });
    expect(getItineraryExtraState()).toMatchObject({ isUserCanAccess: true, isUserCanEdit: true });

    // Later snapshots update the store, and the hook reads them from it.
    act(() => sub.onChange(snapshot({ itinerary: itinerary({ title: 'Lisbon and Sintra' }), items: [] })));
    expect(openSlot()).toMatchObject({ data: { itinerary: { title: 'Lisbon and Sintra' }, items: [] } });
    expect(result.current.data?.itinerary?.title).toBe('Lisbon and Sintra');

    unmount();
    expect(sub.closed).toBe(true);
    expect(openSlot()).toMatchObject({ key: null, data: undefined });
    expect(getItineraryExtraState()).toMatchObject({ isUserCanAccess: false, isUserCanEdit: false });
  });

  it('gives a pending collaborator read access without edit, and a paid preview without its plan', async () => {
    const { result } = renderHook(() => useItineraryLive('lisbon01', 'lea'));
    const sub = await opened();
    act(() => sub.onChange(snapshot()));
    expect(result.current.access).toMatchObject({ isUserCanAccess: true, isUserCanEdit: false, isPending: true });
    expect(getItineraryExtraState().isUserCanEdit).toBe(false);

    act(() => sub.onChange(snapshot({ itinerary: itinerary({ public: true, isPaidItinerary: true }), items: null })));
    expect(result.current).toMatchObject({ status: 'ready', data: { items: null } });
  });

  it('says why it failed: refused by the rules, no such trip, anything else, and not on this device when offline', async () => {
    const { result, rerender } = renderHook(({ id }) => useItineraryLive(id, 'sam'), { initialProps: { id: 'private1' } });
    let sub = await opened();
    act(() => sub.onError(new AppError('permission-denied', 'You do not have access to this.')));
    expect(result.current).toMatchObject({ status: 'error', data: undefined, error: { kind: 'permission-denied' } });

    rerender({ id: 'offline1' });
    expect(result.current.status).toBe('loading');
    sub = await opened();
    act(() => sub.onChange(snapshot({ itinerary: null, items: null, fromCache: true })));
    expect(result.current.status).toBe('error');
    expect(result.current.error?.message).toMatch(/not saved on this device/);

    rerender({ id: 'bad' });
    sub = await opened();
    act(() => sub.onChange(snapshot({ itinerary: null, items: null })));
    expect(result.current).toMatchObject({ status: 'error', error: { kind: 'not-found' } });

    rerender({ id: 'broken01' });
    sub = await opened();
    act(() => sub.onError(new AppError('invalid', 'The stored document itineraries/broken01 is malformed (days: expected number).')));
    expect(result.current.status).toBe('error');
  });

  it('closes the old itinerary when the id changes, and opens the new one', async () => {
    const { result, rerender } = renderHook(({ id }) => useItineraryLive(id, 'ana'), { initialProps: { id: 'lisbon01' } });
    const first = await opened();
    act(() => first.onChange(snapshot()));
    expect(openSlot().data?.itinerary?.id).toBe('lisbon01');

    rerender({ id: 'porto001' });
    expect(first.closed).toBe(true);
    expect(openSlot().data).toBeUndefined();
    expect(result.current.status).toBe('loading');
    const second = await opened();
    act(() => second.onChange(snapshot({ itinerary: itinerary({ id: 'porto001', title: 'Porto' }) })));
    expect(openSlot().data?.itinerary).toMatchObject({ id: 'porto001', title: 'Porto' });
    expect(result.current.access.isCreator).toBe(true);
  });

  it('shares one subscription between two screens of the same itinerary; it closes when the last one goes', async () => {
    const trip = renderHook(() => useItineraryLive('lisbon01', 'marco'));
    const chat = renderHook(() => useItineraryLive('lisbon01', 'marco'));
    const sub = await opened();
    act(() => sub.onChange(snapshot()));
    expect(subscriptions).toHaveLength(1);
    expect(chat.result.current.data?.itinerary?.id).toBe('lisbon01');

    trip.unmount();
    expect(sub.closed).toBe(false);
    expect(chat.result.current.status).toBe('ready');
    chat.unmount();
    expect(sub.closed).toBe(true);
    expect(openSlot().data).toBeUndefined();
  });

  it('resubscribes when the user changes, without showing the first user’s access meanwhile', async () => {
    const { result, rerender } = renderHook(({ uid }) => useItineraryLive('lisbon01', uid), { initialProps: { uid: 'marco' } });
    const first = await opened();
    act(() => first.onChange(snapshot()));
    expect(result.current.access.isUserCanEdit).toBe(true);

    rerender({ uid: 'sam' });
    expect(first.closed).toBe(true);
    expect(result.current).toMatchObject({ status: 'loading', data: undefined });
    expect(result.current.access.isUserCanEdit).toBe(false);
    const second = await opened();
    expect(second).toMatchObject({ id: 'lisbon01', uid: 'sam' });
    act(() => second.onChange(snapshot({ itinerary: itinerary({ public: true }) })));
    expect(result.current.access).toMatchObject({ isUserCanAccess: true, isUserCanEdit: false });
  });

  it('waits with no id, and subscribes to nothing', () => {
    const { result } = renderHook(() => useItineraryLive(undefined, 'ana'));
    expect(result.current.status).toBe('loading');
    expect(subscriptions).toHaveLength(0);
  });
});
