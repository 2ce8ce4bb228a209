/**
 * Public one-shot reads of profiles through Firestore Lite (no cache, small):
 * the shared-profile screen `/{username}`. Takes the Lite instance as a
 * parameter so Node tests run the same code against the emulator.
 */
import {
  doc,
  getDoc,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type PartialWithFieldValue,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { toAppError } from '../errors';
import { parseProfile, parseUsernameClaim, type Profile } from './users-schema';
import { isValidUsername } from '@/lib/route-params';

export const publicProfileConverter: FirestoreDataConverter<Profile> = {
  toFirestore(profile: PartialWithFieldValue<Profile>): DocumentData {
    const { createdAt: _createdAt, ...fields } = profile;
    return fields;
  },
  fromFirestore(snapshot: QueryDocumentSnapshot): Profile {
    return parseProfile(snapshot.data(), snapshot.ref.path, snapshot.id);
  },
};

/** usernames/{name} -> users/{uid}: two reads; null when the name is free or the profile gone. */
export async function getPublicProfileByUsernameOps(db: Firestore, username: string): Promise<Profile | null> {
  if (!isValidUsername(username)) return null;
  try {
    const claim = await getDoc(doc(db, 'usernames', username));
    if (!claim.exists()) return null;
    const uid = parseUsernameClaim(claim.data(), claim.ref.path);
    const snapshot = await getDoc(doc(db, 'users', uid).withConverter(publicProfileConverter));
    return snapshot.exists() ? snapshot.data() : null;
  } catch (error) {
    throw toAppError(error);
  }
}
