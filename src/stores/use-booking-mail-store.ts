import { create } from 'zustand';
import type { InboxMail, TripMail } from '@/domain/bookings/mail';
import type * as BookingMailModule from '@/services/firebase/collections/booking-mail';
import { emptySlot, liveSubscription, slotFor, type LiveSlot } from './live-slot';
import { registerStore } from './registry';

/**
 * BookingMail: a trip's forwarding address and the mail it received
 * (docs/bookings.md, "An e-mail address per trip"), live while the booking
 * import is open. The address is the creator's to see (keyed by creator and
 * trip); the inbox is every editor's (keyed by trip). Closing empties them.
 */
interface BookingMailData {
  /** Keyed `${uid}/${itineraryId}`; data null: the trip has no address. */
  address: LiveSlot<TripMail | null>;
  /** Keyed by the trip's id; newest first. */
  inbox: LiveSlot<InboxMail[]>;
}

/** What the store needs of the booking-mail collection module. */
type BookingMailApi = Pick<typeof BookingMailModule, 'subscribeTripMail' | 'subscribeInbox'>;

interface BookingMailState extends BookingMailData {
  actions: {
    /** Opens the creator's address of trip `itineraryId`; returns the close. */
    addressOpened: (uid: string, itineraryId: string, api: () => Promise<BookingMailApi>) => () => void;
    /** Opens the trip's inbox; returns the close. */
    inboxOpened: (itineraryId: string, api: () => Promise<BookingMailApi>) => () => void;
  };
}

const initialBookingMail = (): BookingMailData => ({ address: emptySlot(), inbox: emptySlot() });

const addressKey = (uid: string, itineraryId: string) => `${uid}/${itineraryId}`;

const useBookingMailStore = create<BookingMailState>()((set, get) => {
  const address = liveSubscription<TripMail | null>(
    () => get().address,
    (slot) => set({ address: slot }),
  );
  const inbox = liveSubscription<InboxMail[]>(
    () => get().inbox,
    (slot) => set({ inbox: slot }),
  );
  return {
    ...initialBookingMail(),
    actions: {
      addressOpened: (uid, itineraryId, api) =>
        address.open(addressKey(uid, itineraryId), api, (module, onNext, onError) => module.subscribeTripMail(uid, itineraryId, onNext, onError)),
      inboxOpened: (itineraryId, api) => inbox.open(itineraryId, api, (module, onNext, onError) => module.subscribeInbox(itineraryId, onNext, onError)),
    },
  };
});

registerStore('bookingMail', useBookingMailStore, initialBookingMail);

/** The creator's forwarding address of a trip, live (loading while another, or none, is open). */
export const useTripMailAddress = (uid: string | null, itineraryId: string) =>
  useBookingMailStore((state) => slotFor(state.address, uid ? addressKey(uid, itineraryId) : null));
/** The trip's inbox, live. */
export const useTripInbox = (itineraryId: string) => useBookingMailStore((state) => slotFor(state.inbox, itineraryId));
export const bookingMailActions = useBookingMailStore.getState().actions;
