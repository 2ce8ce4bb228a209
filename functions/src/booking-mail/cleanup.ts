/**
 * A deleted trip takes its mail with it: the inbox (whole mails, with names
 * and booking codes), its addresses and its hour's count. The browser deletes
 * a trip's plan and bookings itself, and deleteAccount a creator's trips with
 * their subcollections; this covers the inbox and the addresses either way.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { INBOX, MAIL_USAGE, TRIP_MAIL } from './receive';

export async function forgetTripMail(db: Firestore, itineraryId: string): Promise<void> {
  const addresses = await db.collection(TRIP_MAIL).where('itineraryId', '==', itineraryId).get();
  await Promise.all([
    db.recursiveDelete(db.collection('itineraries').doc(itineraryId).collection(INBOX)),
    ...addresses.docs.map((address) => address.ref.delete()),
    db.collection(MAIL_USAGE).doc(itineraryId).delete(),
  ]);
}
