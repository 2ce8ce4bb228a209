/**
 * A trip's forwarding address (`tripMail/{token}`) and its inbox
 * (`itineraries/{id}/inbox/{mailId}`), each operation taking the Firestore
 * instance it works on (see itineraries/refs.ts). The bookingMail function
 * fills the inbox; the browser reads it and deletes a mail once its bookings
 * are taken. Loaded on demand by booking-mail.ts.
 */
import {
  collection,
  deleteDoc,
  doc,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import { toAppError, type AppError } from '../errors';
import { newMailToken, parseInboxMail, parseTripMail, type InboxMail, type TripMail } from '@/domain/bookings/mail';
import { acknowledgedOrQueued } from './itineraries/writes';

/** The creator's address for the trip, live; null when it has none (only the creator may read it). */
export function subscribeTripMailOps(
  db: Firestore,
  uid: string,
  itineraryId: string,
  onChange: (mail: TripMail | null) => void,
  onError: (error: AppError) => void,
): Unsubscribe {
  const mine = query(collection(db, 'tripMail'), where('creatorId', '==', uid), where('itineraryId', '==', itineraryId));
  return onSnapshot(
    mine,
    (snapshot) => {
      const addresses = snapshot.docs.flatMap((d) => {
        try {
          return [parseTripMail(d.data({ serverTimestamps: 'estimate' }), d.ref.path, d.id)];
        } catch {
          return [];
        }
      });
      onChange(addresses[0] ?? null);
    },
    (error) => onError(toAppError(error)),
  );
}

/** Gives the trip an address (a new random token); resolves with the token once the server has it, or after a moment offline. */
export async function turnOnTripMailOps(db: Firestore, uid: string, itineraryId: string): Promise<string> {
  const token = newMailToken();
  await acknowledgedOrQueued(setDoc(doc(db, 'tripMail', token), { itineraryId, creatorId: uid, createdAt: serverTimestamp() }));
  return token;
}

/** Takes the address away: mail to it is refused from then on. */
export function turnOffTripMailOps(db: Firestore, token: string): Promise<void> {
  return deleteDoc(doc(db, 'tripMail', token));
}

/** The mail received at the trip's address, newest first, live (editors only). A mail that cannot be read is left out. */
export function subscribeInboxOps(
  db: Firestore,
  itineraryId: string,
  onChange: (mails: InboxMail[]) => void,
  onError: (error: AppError) => void,
): Unsubscribe {
  const inbox = query(collection(db, 'itineraries', itineraryId, 'inbox'), orderBy('receivedAt', 'desc'));
  return onSnapshot(
    inbox,
    (snapshot) =>
      onChange(
        snapshot.docs.flatMap((d) => {
          try {
            return [parseInboxMail(d.data({ serverTimestamps: 'estimate' }), d.ref.path, d.id)];
          } catch {
            return [];
          }
        }),
      ),
    (error) => onError(toAppError(error)),
  );
}

/** Removes a mail from the inbox (its bookings were taken, or it was not wanted). */
export function deleteInboxMailOps(db: Firestore, itineraryId: string, mailId: string): Promise<void> {
  return deleteDoc(doc(db, 'itineraries', itineraryId, 'inbox', mailId));
}
