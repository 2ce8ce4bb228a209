/**
 * The open itinerary's subscription as a pure state machine: what the
 * itinerary document's listener, the plan's listener and the purchase check
 * report goes in as an event; what follows comes out as effects (listen to
 * the plan, stop it, ask whether the plan was bought, send a snapshot, fail,
 * listen to the document again), which `live.ts` carries out with Firestore.
 * No Firebase here, so every path is unit-tested without the emulator.
 *
 * What it decides:
 * - The plan is listened to only once the document says the rules allow it
 *   (`planAccess`), so a visitor of a paid guide never sends a read the rules
 *   refuse; a paid plan waits for the purchase check. Access is decided again
 *   when what it depends on changes (`accessKey`), and an answer to an older
 *   decision is dropped.
 * - A plan refused while the server did not have the document yet (a trip
 *   created a moment ago) is asked for again once the document is confirmed.
 * - A document refused while this device's own writes wait (created or
 *   joined offline) is listened to again once they land, at most three times.
 * - A snapshot goes out once the document is known and, when it has one, the
 *   plan's answer too: a damaged document without its plan; a refused plan as
 *   `items: null`.
 * - The bookings (their own documents, which only editors may read) are
 *   listened to while `uid` edits the trip, and merged into the items: an
 *   editor's snapshot waits for their first answer, so a code never blinks in
 *   after its item; refused bookings are none.
 */
import type { AppError } from '../../errors';
import { itineraryAccess } from '@/domain/itineraries/access';
import type { Booking, DamagedItem, DamagedItinerary, ItineraryDoc, ItinerarySnapshot, PlanItem } from '@/domain/itineraries/types';

type DocState =
  | { status: 'loading' }
  | {
      status: 'ready';
      itinerary: ItineraryDoc | null;
      /** The document exists but fails validation (then `itinerary` is null). */
      damaged: DamagedItinerary | null;
      fromCache: boolean;
      pending: boolean;
    };

type ItemsState =
  | { status: 'loading' }
  | { status: 'denied' }
  | { status: 'ready'; items: PlanItem[]; damaged: DamagedItem[]; fromCache: boolean; pending: boolean };

/** The trip's bookings by item id: not listened to ('off') unless `uid` edits the trip. */
type BookingsState = { status: 'off' } | { status: 'loading' } | { status: 'ready'; byItem: ReadonlyMap<string, Booking> };

export interface LiveItineraryState {
  doc: DocState;
  items: ItemsState;
  bookings: BookingsState;
  /** The access (`accessKey`) the plan was last decided under. */
  decidedKey: string | null;
  /** Counts the decisions, so that an answer to an older one is dropped. */
  decisions: number;
  /** The server refused a plan the document said was readable, before it had that document. */
  refusedUnconfirmed: boolean;
  /** How often the document was listened to again after a refusal while this device's writes waited. */
  docRetries: number;
}

export type LiveItineraryEvent =
  | { type: 'doc'; itinerary: ItineraryDoc | null; damaged: DamagedItinerary | null; fromCache: boolean; pending: boolean }
  | { type: 'doc-refused'; error: AppError }
  | { type: 'items'; items: PlanItem[]; damaged: DamagedItem[]; fromCache: boolean; pending: boolean }
  | { type: 'items-refused'; error: AppError }
  | { type: 'bookings'; byItem: ReadonlyMap<string, Booking> }
  | { type: 'bookings-refused'; error: AppError }
  | { type: 'bought'; decision: number; bought: boolean }
  | { type: 'bought-failed'; decision: number; error: AppError };

export type LiveItineraryEffect =
  /** Stop the plan's listener, if any, and listen to the plan afresh. */
  | { type: 'listen-items' }
  | { type: 'stop-items' }
  | { type: 'listen-bookings' }
  | { type: 'stop-bookings' }
  /** Ask whether `uid` bought the plan; answer with `bought` or `bought-failed` for `decision`. */
  | { type: 'ask-bought'; decision: number; uid: string; isPublic: boolean }
  | { type: 'emit'; snapshot: ItinerarySnapshot }
  /** Stop everything and report the error: nothing follows. */
  | { type: 'fail'; error: AppError }
  /** Once this device's writes have landed, listen to the document again. */
  | { type: 'listen-doc-again' };

const MAX_DOC_RETRIES = 3;

export const initialLiveItinerary = (): LiveItineraryState => ({
  doc: { status: 'loading' },
  items: { status: 'loading' },
  bookings: { status: 'off' },
  decidedKey: null,
  decisions: 0,
  refusedUnconfirmed: false,
  docRetries: 0,
});

/** What decides whether `uid` may read the plan: when it changes, the plan is decided again. */
function accessKey(itinerary: ItineraryDoc, uid: string | null): string {
  const { collaborators } = itinerary;
  return JSON.stringify([
    itinerary.public,
    itinerary.isPaidItinerary,
    itinerary.creatorId === uid,
    itinerary.agentId === uid,
    uid !== null && collaborators.accepted.includes(uid),
    uid !== null && collaborators.pending.includes(uid),
  ]);
}

/**
 * Whether `uid` may read the plan of `itinerary`, as firestore.rules'
 * canReadPlan decides: 'yes' and 'no' from the document alone, 'ask' for a
 * paid itinerary, whose buyers and subscribers only the server knows.
 */
function planAccess(itinerary: ItineraryDoc, uid: string | null): 'yes' | 'no' | 'ask' {
  if (itineraryAccess(itinerary, uid).canReadPlan) return 'yes';
  return itinerary.isPaidItinerary && uid !== null ? 'ask' : 'no';
}

/** The items with what was booked for each (a booking's own document over one stored in the item by an older version). */
function withBookings(items: PlanItem[], bookings: BookingsState): PlanItem[] {
  if (bookings.status !== 'ready' || bookings.byItem.size === 0) return items;
  return items.map((item) => {
    const booking = bookings.byItem.get(item.id);
    if (!booking) return item;
    // The same item and booking give the same object, so rows that compare their item skip their work.
    const known = mergedItems.get(item);
    if (known?.booking === booking) return known.merged;
    const merged = { ...item, booking };
    mergedItems.set(item, { booking, merged });
    return merged;
  });
}

const mergedItems = new WeakMap<PlanItem, { booking: Booking; merged: PlanItem }>();

/** The snapshot to send, if there is one to send yet. */
function snapshotOf({ doc, items, bookings }: LiveItineraryState): ItinerarySnapshot | null {
  if (doc.status !== 'ready') return null;
  const { itinerary, damaged } = doc;
  if (!itinerary) return { itinerary: null, items: null, damaged, fromCache: doc.fromCache, hasPendingWrites: doc.pending };
  if (items.status === 'loading' || bookings.status === 'loading') return null;
  const plan = items.status === 'ready' ? items : null;
  return {
    itinerary,
    items: plan ? withBookings(plan.items, bookings) : null,
    damagedItems: plan ? plan.damaged : [],
    fromCache: doc.fromCache || (plan?.fromCache ?? false),
    hasPendingWrites: doc.pending || (plan?.pending ?? false),
  };
}

/** The state after `event` for the user `uid`, and what to do, in order. */
export function stepLiveItinerary(
  state: LiveItineraryState,
  event: LiveItineraryEvent,
  uid: string | null,
): { state: LiveItineraryState; effects: LiveItineraryEffect[] } {
  const effects: LiveItineraryEffect[] = [];
  let next: LiveItineraryState = state;
  const listenToItems = () => {
    next = { ...next, items: { status: 'loading' } };
    effects.push({ type: 'listen-items' });
  };
  const emit = () => {
    const snapshot = snapshotOf(next);
    if (snapshot) effects.push({ type: 'emit', snapshot });
  };
  const fail = (error: AppError) => ({ state: next, effects: [{ type: 'fail', error } as const] });

  switch (event.type) {
    case 'doc': {
      const { itinerary, damaged, fromCache, pending } = event;
      next = { ...next, doc: { status: 'ready', itinerary, damaged, fromCache, pending } };
      if (itinerary) {
        const edits = itineraryAccess(itinerary, uid).isUserCanEdit;
        if (edits && next.bookings.status === 'off') {
          next = { ...next, bookings: { status: 'loading' } };
          effects.push({ type: 'listen-bookings' });
        } else if (!edits && next.bookings.status !== 'off') {
          next = { ...next, bookings: { status: 'off' } };
          effects.push({ type: 'stop-bookings' });
        }
        const key = accessKey(itinerary, uid);
        if (key !== next.decidedKey) {
          const decision = next.decisions + 1;
          next = { ...next, decidedKey: key, decisions: decision, refusedUnconfirmed: false };
          const access = planAccess(itinerary, uid);
          if (access === 'yes') listenToItems();
          else {
            next = { ...next, items: { status: 'denied' } };
            effects.push({ type: 'stop-items' });
            if (access === 'ask' && uid !== null) {
              // A paid itinerary: the plan waits until it is known whether `uid` bought it.
              next = { ...next, items: { status: 'loading' } };
              effects.push({ type: 'ask-bought', decision, uid, isPublic: itinerary.public });
            }
          }
        } else if (next.items.status === 'denied' && next.refusedUnconfirmed && !fromCache && !pending) {
          next = { ...next, refusedUnconfirmed: false };
          listenToItems();
        }
      }
      emit();
      break;
    }
    case 'doc-refused': {
      // A trip created or joined on this device, whose write has not reached the server yet, is
      // refused by the server until it lands: listen again once this device's writes are acknowledged.
      const { doc } = next;
      const waiting = doc.status === 'ready' && doc.itinerary !== null && doc.pending;
      if (event.error.kind === 'permission-denied' && waiting && next.docRetries < MAX_DOC_RETRIES) {
        next = { ...next, docRetries: next.docRetries + 1 };
        effects.push({ type: 'listen-doc-again' });
        break;
      }
      return fail(event.error);
    }
    case 'items': {
      const { items, damaged, fromCache, pending } = event;
      next = { ...next, items: { status: 'ready', items, damaged, fromCache, pending } };
      emit();
      break;
    }
    case 'items-refused': {
      if (event.error.kind !== 'permission-denied') return fail(event.error);
      const { doc } = next;
      next = { ...next, items: { status: 'denied' }, refusedUnconfirmed: doc.status !== 'ready' || doc.fromCache || doc.pending };
      emit();
      break;
    }
    case 'bookings': {
      if (next.bookings.status === 'off') break;
      next = { ...next, bookings: { status: 'ready', byItem: event.byItem } };
      emit();
      break;
    }
    case 'bookings-refused': {
      // No bookings rather than no trip: the plan is still the plan (an editor removed a moment ago, say).
      if (next.bookings.status === 'off') break;
      next = { ...next, bookings: { status: 'ready', byItem: new Map() } };
      emit();
      break;
    }
    case 'bought': {
      if (event.decision !== next.decisions) break;
      if (event.bought) listenToItems();
      else {
        next = { ...next, items: { status: 'denied' } };
        emit();
      }
      break;
    }
    case 'bought-failed': {
      if (event.decision !== next.decisions) break;
      return fail(event.error);
    }
  }
  return { state: next, effects };
}
