/**
 * A stand-in for the itineraries collection module's live subscription, for
 * the tests of the open itinerary. A test file mocks the module with it:
 *
 *   vi.mock('@/services/firebase/collections/itineraries', async () => (await import('./fake-itineraries')).fakeItinerariesModule);
 *
 * and calls `itinerarySubscriptions.reset()` before each test.
 */
import { waitFor } from '@testing-library/react';
import type { AppError } from '@/services/firebase/errors';
import type { ItineraryDoc, ItinerarySnapshot, PlanItem } from '@/domain/itineraries/schema';

export interface FakeItinerarySubscription {
  id: string;
  uid: string | null;
  onChange: (snapshot: ItinerarySnapshot) => void;
  onError: (error: AppError) => void;
  closed: boolean;
}

const started: FakeItinerarySubscription[] = [];

export const itinerarySubscriptions = {
  /** Every subscription started since the last reset, closed ones too. */
  all: started,
  reset: () => {
    started.length = 0;
  },
  /** The one subscription open now, once it has started. */
  async open(): Promise<FakeItinerarySubscription> {
    await waitFor(() => expect(started.filter((s) => !s.closed)).toHaveLength(1));
    const open = started.find((s) => !s.closed);
    if (!open) throw new Error('no subscription');
    return open;
  },
};

export const fakeItinerariesModule = {
  subscribeItinerary: (
    id: string,
    uid: string | null,
    onChange: FakeItinerarySubscription['onChange'],
    onError: FakeItinerarySubscription['onError'],
  ) => {
    const subscription: FakeItinerarySubscription = { id, uid, onChange, onError, closed: false };
    started.push(subscription);
    return () => {
      subscription.closed = true;
    };
  },
};

/** Snapshots of `itinerary` and its plan `items`, read from the server, unless `overrides` say otherwise. */
export const snapshotsOf =
  (itinerary: () => ItineraryDoc, items: PlanItem[]) =>
  (overrides: Partial<ItinerarySnapshot> = {}): ItinerarySnapshot => ({
    itinerary: itinerary(),
    items,
    fromCache: false,
    hasPendingWrites: false,
    ...overrides,
  });
