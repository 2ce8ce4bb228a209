/**
 * Where the itineraries collection's documents live, and their converters
 * (fromFirestore parses with zod, see ../documents.ts). Every module of this
 * folder takes the Firestore instance it works on: the app's (getDb()) through
 * ../itineraries.ts, or the integration tests' signed-in Node instance, so the
 * code they check is the code the app runs.
 */
import { collection, doc, orderBy, query, type Firestore } from 'firebase/firestore';
import { parsingConverter } from '../documents';
import { parseInvitation, parseItinerary } from '@/domain/itineraries/schema';

/**
 * Writes go through the serializers of domain/itineraries/schema.ts; this
 * keeps the stored keys only, should anyone write a whole ItineraryDoc.
 */
export const itineraryConverter = parsingConverter(parseItinerary, ['id', 'createdAt', 'updatedAt']);

export const invitationConverter = parsingConverter(parseInvitation, ['token']);

export const itineraryRef = (db: Firestore, id: string) => doc(db, 'itineraries', id);
export const typedItineraryRef = (db: Firestore, id: string) => itineraryRef(db, id).withConverter(itineraryConverter);
export const itemsCol = (db: Firestore, id: string) => collection(db, 'itineraries', id, 'items');
export const itemRef = (db: Firestore, itineraryId: string, itemId: string) => doc(db, 'itineraries', itineraryId, 'items', itemId);
/** What was booked for an item: a document of its own, keyed by the item's id, which only the trip's editors read. */
export const bookingsCol = (db: Firestore, itineraryId: string) => collection(db, 'itineraries', itineraryId, 'bookings');
export const bookingRef = (db: Firestore, itineraryId: string, itemId: string) => doc(db, 'itineraries', itineraryId, 'bookings', itemId);
export const acceptanceRef = (db: Firestore, itineraryId: string, uid: string) =>
  doc(db, 'itineraries', itineraryId, 'acceptances', uid);
export const invitationRef = (db: Firestore, token: string) => doc(db, 'invitations', token).withConverter(invitationConverter);
export const planQuery = (db: Firestore, id: string) => query(itemsCol(db, id), orderBy('day'), orderBy('order'));
