/** The trips a traveller created, collaborates on or is invited to: My trips. */
import {
  Timestamp,
  collection,
  getDocs,
  getDocsFromCache,
  orderBy,
  query,
  where,
  type DocumentData,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { withAppError } from '../../errors';
import { parseItineraryOrDamaged, type DamagedItinerary, type ItineraryDoc, type TripSummary } from '@/domain/itineraries/schema';

/** My trips' documents: valid ones parsed; damaged ones kept, as what could be read of them, so the list still shows them. */
function parsedOrDamaged(snapshot: QuerySnapshot): Array<{ itinerary: ItineraryDoc } | { damaged: TripSummary }> {
  return snapshot.docs.map((d) => {
    const data = d.data({ serverTimestamps: 'estimate' });
    const read = parseItineraryOrDamaged(data, d.ref.path, d.id);
    return 'damaged' in read ? { damaged: damagedSummary(read, data) } : { itinerary: read };
  });
}

/** A damaged trip as the list shows it: what could be read, the rest empty, `damaged` set. */
function damagedSummary(read: DamagedItinerary, data: DocumentData): TripSummary {
  const createdAt: unknown = data.createdAt;
  const clonedFrom: unknown = data.clonedFrom;
  return {
    id: read.id,
    title: read.title ?? 'Untitled trip',
    destinations: [],
    days: 0,
    period: null,
    public: data.public === true,
    itineraryImageSrc: null,
    creatorId: read.creatorId ?? '',
    clonedFrom: typeof clonedFrom === 'string' ? clonedFrom : null,
    createdAt: createdAt instanceof Timestamp ? createdAt.toDate() : null,
    updatedAt: null,
    relation: 'created',
    damaged: true,
  };
}

function toSummary(it: ItineraryDoc, relation: TripSummary['relation']): TripSummary {
  return {
    id: it.id,
    title: it.title,
    destinations: it.destinations,
    days: it.days,
    period: it.period,
    public: it.public,
    itineraryImageSrc: it.itineraryImageSrc,
    creatorId: it.creatorId,
    clonedFrom: it.clonedFrom,
    createdAt: it.createdAt,
    updatedAt: it.updatedAt,
    relation,
  };
}

/**
 * Trips I created (`cloned` when copied from another), collaborate on
 * (accepted) and am invited to (pending), newest first; each trip once. A
 * trip whose document fails validation is listed too, with `damaged` set and
 * what could be read of it, so it can still be opened or deleted.
 * `source: 'cache'` reads only this device's persistent cache (what an
 * earlier visit read), without waiting for the network.
 */
export function listMyTripsOps(db: Firestore, uid: string, source: 'server' | 'cache' = 'server'): Promise<TripSummary[]> {
  return withAppError(async () => {
    const itineraries = collection(db, 'itineraries');
    const read = source === 'cache' ? getDocsFromCache : getDocs;
    const [created, accepted, pending] = await Promise.all([
      read(query(itineraries, where('creatorId', '==', uid), orderBy('createdAt', 'desc'))),
      read(query(itineraries, where('collaborators.accepted', 'array-contains', uid), orderBy('createdAt', 'desc'))),
      read(query(itineraries, where('collaborators.pending', 'array-contains', uid), orderBy('createdAt', 'desc'))),
    ]);
    const byId = new Map<string, TripSummary>();
    const add = (snapshot: QuerySnapshot, relation: (it: ItineraryDoc) => TripSummary['relation'], damagedRelation: TripSummary['relation']) => {
      for (const read of parsedOrDamaged(snapshot)) {
        const summary =
          'itinerary' in read
            ? toSummary(read.itinerary, relation(read.itinerary))
            : { ...read.damaged, relation: damagedRelation === 'created' && read.damaged.clonedFrom ? 'cloned' : damagedRelation };
        if (!byId.has(summary.id)) byId.set(summary.id, summary);
      }
    };
    add(created, (it) => (it.clonedFrom ? 'cloned' : 'created'), 'created');
    add(accepted, () => 'collaborating', 'collaborating');
    add(pending, () => 'invited', 'invited');
    return [...byId.values()].sort((a, b) => (b.createdAt?.getTime() ?? Infinity) - (a.createdAt?.getTime() ?? Infinity));
  });
}
