/**
 * What a link preview may show, read with the Admin SDK under the same
 * visibility as firestore.rules gives a signed-out visitor: a profile's
 * public document (never users/{uid}/private), an itinerary only while it is
 * public (itineraryAccess, the rules' canReadItinerary), and a plan's items
 * only when anyone may read them (a free public itinerary; never a paid one's
 * days). Every document is checked with the app's domain schemas.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { itineraryAccess } from '@/domain/itineraries/access';
import { parseItems, parseItinerary, type ItineraryDoc } from '@/domain/itineraries/schema';
import { parseProfile, type Profile } from '@/domain/users/schema';
import { getCity } from '@/lib/places/search';
import type { City, Place } from '@/lib/places/types';
import { assistantData } from '../assistant/data';
import { checkStored } from '../stored';

/** The most plan items a trip's preview names (JSON-LD itinerary). */
export const PREVIEW_PLACES = 12;

export async function readProfile(db: Firestore, username: string): Promise<Profile | null> {
  const found = await db.collection('users').where('username', '==', username).limit(1).get();
  const doc = found.docs[0];
  if (!doc) return null;
  const path = doc.ref.path;
  return checkStored(path, () => parseProfile(doc.data(), path, doc.id));
}

export async function readProfileById(db: Firestore, uid: string): Promise<Profile | null> {
  const doc = await db.doc(`users/${uid}`).get();
  if (!doc.exists) return null;
  const path = doc.ref.path;
  return checkStored(path, () => parseProfile(doc.data(), path, doc.id));
}

export interface PublicTrip {
  itinerary: ItineraryDoc;
  creator: Profile | null;
  /** Place names of the plan in day order, when anyone may read the plan; empty for a paid trip. */
  places: string[];
}

/** A public itinerary as a signed-out visitor sees it; null when it does not exist or is not public. */
export async function readPublicTrip(db: Firestore, id: string): Promise<PublicTrip | null> {
  const doc = await db.doc(`itineraries/${id}`).get();
  if (!doc.exists) return null;
  const path = doc.ref.path;
  const itinerary = checkStored(path, () => parseItinerary(doc.data(), path, id));
  // A signed-out visitor: no uid.
  const access = itineraryAccess(itinerary, null);
  if (!access.isUserCanAccess) return null;
  const [creator, places] = await Promise.all([
    readProfileById(db, itinerary.creatorId),
    access.canReadPlan ? readPlaces(db, id) : Promise.resolve([]),
  ]);
  return { itinerary, creator, places };
}

async function readPlaces(db: Firestore, id: string): Promise<string[]> {
  const snapshot = await db.collection(`itineraries/${id}/items`).where('day', '>=', 1).orderBy('day').limit(200).get();
  const items = parseItems(snapshot.docs.map((d) => ({ id: d.id, path: d.ref.path, data: d.data() })));
  items.sort((a, b) => (a.day ?? 0) - (b.day ?? 0) || (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
  const names: string[] = [];
  for (const item of items) {
    const name = item.place?.name ?? null;
    if (name && !names.includes(name)) names.push(name);
    if (names.length === PREVIEW_PLACES) break;
  }
  return names;
}

export interface CityPreview {
  city: City;
  /** Top sights of a curated city, in our data's order. */
  sights: Place[];
}

/** A destination page's city, from the same places data the app loads. */
export function readCity(id: string): CityPreview | null {
  const data = assistantData();
  const city = getCity(data.cityIndex, id);
  if (!city) return null;
  const curated = data.placesData.cityById.get(id);
  const sights = curated ? curated.places.filter((p) => p.category !== 'food' && p.category !== 'daytrip').slice(0, 5) : [];
  return { city, sights };
}
