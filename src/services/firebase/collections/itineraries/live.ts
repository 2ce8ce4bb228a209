/**
 * The itinerary document and its plan, live, including metadata changes
 * (fromCache, hasPendingWrites), so local edits show at once, offline too.
 * `items` is null when the plan cannot be read (a paid itinerary, or no
 * itinerary). A refused or failed document read goes to `onError`; a
 * document that does not exist arrives as `itinerary: null`. A document that
 * fails validation arrives as `itinerary: null` with `damaged` (what could be
 * read of it), and the listeners stay open, so its repair arrives like any
 * change; damaged items arrive in `damagedItems`.
 *
 * What to listen to, and when to answer, is decided by the pure state machine
 * in `live-machine.ts`; this module only carries out its effects with Firestore.
 */
import { onSnapshot, waitForPendingWrites, type DocumentSnapshot, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { toAppError, type AppError } from '../../errors';
import {
  parseItineraryOrDamaged,
  salvageItinerary,
  type DamagedItinerary,
  type ItineraryDoc,
  type ItinerarySnapshot,
} from '@/domain/itineraries/schema';
import { isValidDocumentId } from '@/lib/document-id';
import { initialLiveItinerary, stepLiveItinerary, type LiveItineraryEffect, type LiveItineraryEvent } from './live-machine';
import { bookingsReader, hasBoughtPlanOps, planReader } from './reads';
import { bookingsCol, itineraryRef, planQuery } from './refs';

/** The document as the machine reads it: parsed, or what could be read of a damaged one; nothing when it does not exist. */
function readDocument(snapshot: DocumentSnapshot, id: string): { itinerary: ItineraryDoc | null; damaged: DamagedItinerary | null } {
  if (!snapshot.exists()) return { itinerary: null, damaged: null };
  let read: ItineraryDoc | DamagedItinerary;
  try {
    read = parseItineraryOrDamaged(snapshot.data({ serverTimestamps: 'estimate' }), snapshot.ref.path, id);
  } catch {
    read = salvageItinerary(null, id);
  }
  return 'damaged' in read ? { itinerary: null, damaged: read } : { itinerary: read, damaged: null };
}

export function subscribeItineraryOps(
  db: Firestore,
  id: string,
  uid: string | null,
  onChange: (snapshot: ItinerarySnapshot) => void,
  onError: (error: AppError) => void,
): Unsubscribe {
  if (!isValidDocumentId(id)) {
    queueMicrotask(() => onChange({ itinerary: null, items: null, fromCache: false, hasPendingWrites: false }));
    return () => {};
  }
  let closed = false;
  let state = initialLiveItinerary();
  let docUnsubscribe: Unsubscribe | undefined;
  let itemsUnsubscribe: Unsubscribe | undefined;
  let bookingsUnsubscribe: Unsubscribe | undefined;

  const stopBookings = () => {
    bookingsUnsubscribe?.();
    bookingsUnsubscribe = undefined;
  };
  const stop = () => {
    docUnsubscribe?.();
    docUnsubscribe = undefined;
    itemsUnsubscribe?.();
    itemsUnsubscribe = undefined;
    stopBookings();
  };

  const dispatch = (event: LiveItineraryEvent) => {
    if (closed) return;
    const step = stepLiveItinerary(state, event, uid);
    state = step.state;
    // A snapshot may close the subscription (the screen goes): nothing after that runs.
    for (const effect of step.effects) {
      if (closed) return;
      perform(effect);
    }
  };

  const listenToItems = () => {
    itemsUnsubscribe?.();
    const readPlan = planReader();
    itemsUnsubscribe = onSnapshot(
      planQuery(db, id),
      { includeMetadataChanges: true },
      (snapshot) => {
        const { items, damaged } = readPlan(snapshot);
        dispatch({ type: 'items', items, damaged, fromCache: snapshot.metadata.fromCache, pending: snapshot.metadata.hasPendingWrites });
      },
      (error) => {
        itemsUnsubscribe = undefined;
        dispatch({ type: 'items-refused', error: toAppError(error) });
      },
    );
  };

  const listenToBookings = () => {
    stopBookings();
    const readBookings = bookingsReader();
    bookingsUnsubscribe = onSnapshot(
      bookingsCol(db, id),
      (snapshot) => dispatch({ type: 'bookings', byItem: readBookings(snapshot) }),
      (error) => {
        bookingsUnsubscribe = undefined;
        dispatch({ type: 'bookings-refused', error: toAppError(error) });
      },
    );
  };

  const listenToDoc = () => {
    docUnsubscribe?.();
    docUnsubscribe = onSnapshot(
      itineraryRef(db, id),
      { includeMetadataChanges: true },
      (snapshot) =>
        dispatch({ type: 'doc', ...readDocument(snapshot, id), fromCache: snapshot.metadata.fromCache, pending: snapshot.metadata.hasPendingWrites }),
      (error) => {
        docUnsubscribe = undefined;
        dispatch({ type: 'doc-refused', error: toAppError(error) });
      },
    );
  };

  const fail = (error: AppError) => {
    closed = true;
    stop();
    onError(error);
  };

  function perform(effect: LiveItineraryEffect) {
    switch (effect.type) {
      case 'listen-items':
        listenToItems();
        break;
      case 'stop-items':
        itemsUnsubscribe?.();
        itemsUnsubscribe = undefined;
        break;
      case 'listen-bookings':
        listenToBookings();
        break;
      case 'stop-bookings':
        stopBookings();
        break;
      case 'ask-bought': {
        const { decision } = effect;
        hasBoughtPlanOps(db, id, effect.uid, effect.isPublic).then(
          (bought) => dispatch({ type: 'bought', decision, bought }),
          (error: unknown) => dispatch({ type: 'bought-failed', decision, error: toAppError(error) }),
        );
        break;
      }
      case 'emit':
        onChange(effect.snapshot);
        break;
      case 'fail':
        fail(effect.error);
        break;
      case 'listen-doc-again':
        waitForPendingWrites(db).then(
          () => {
            if (!closed) listenToDoc();
          },
          (error: unknown) => {
            if (!closed) fail(toAppError(error));
          },
        );
        break;
    }
  }

  listenToDoc();
  return () => {
    if (closed) return;
    closed = true;
    stop();
  };
}
