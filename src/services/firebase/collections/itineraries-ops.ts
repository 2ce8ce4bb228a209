/**
 * The itineraries collection's Firestore operations, each taking the
 * Firestore instance it works on. itineraries.ts calls them with the app's
 * instance (getDb(): full SDK, persistent cache); the integration tests call
 * them with a Node instance signed in as a test user, so the code they check
 * is the code the app runs.
 *
 * Every write follows docs/data-model.md's write recipes (what
 * firestore.rules accepts) and is checked before it is queued, so a write the
 * rules would refuse is refused here, with a sentence, even offline.
 *
 * Writes and the network: the SDK applies a write to the local cache at once
 * (every subscription sees it, with hasPendingWrites) and resolves its promise
 * only when the server acknowledges it. Verbs that return nothing return that
 * acknowledgement; the UI must not wait for it. Verbs that return an id
 * (create, clone, invite) resolve when the server acknowledges or after
 * WRITE_GRACE_MS, whichever comes first: offline, the write stays queued
 * (it survives a reload) and syncs when the connection returns.
 *
 * Loaded on demand by itineraries.ts, never from the entry chunk.
 */
import { TRAVEL_MODES, type TravelMode } from '@/domain/days/travel';
import {
  FieldPath,
  Timestamp,
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  getDocsFromCache,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  waitForPendingWrites,
  where,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type Unsubscribe,
  type WriteBatch,
} from 'firebase/firestore';
import { AppError, toAppError, withAppError } from '../errors';
import { parsingConverter } from './documents';
import {
  checkItem,
  checkItemFields,
  checkItineraryPatch,
  checkMove,
  cloneToStored,
  invitationExpiry,
  itemFieldsToStored,
  itemToStored,
  newInvitationToken,
  newItineraryToStored,
  normaliseUsername,
  isLegKey,
  parseInvitation,
  parseItinerary,
  parseItineraryOrDamaged,
  parsePlan,
  salvageItinerary,
  patchToStored,
  type DamagedItem,
  type DamagedItinerary,
  type ParsedPlan,
  type Invitation,
  type ItemUpdate,
  type ItineraryDoc,
  type ItineraryPatch,
  type ItinerarySnapshot,
  type NewItineraryInput,
  type PlanItem,
  type TripSummary,
} from '@/domain/itineraries/schema';
import { parseUsernameClaim } from '@/domain/users/schema';
import { getSubscriptionOps } from './commerce-ops';
import { isSubscriptionActive } from '@/domain/commerce/schema';
import { itineraryAccess } from '@/domain/itineraries/access';
import { isValidDocumentId } from '@/lib/document-id';
import { isValidToken, isValidUsername } from '@/lib/route-params';
import { inviteWords } from '@/domain/itineraries/invite-words';

/** A batch holds at most 500 writes. */
export const MAX_BATCH_WRITES = 500;
/** How long create, clone and invite wait for the server before handing back their id anyway. */
export const WRITE_GRACE_MS = 2000;

// Converters: fromFirestore parses with zod (see ./documents.ts).

/**
 * Writes go through the serializers of domain/itineraries/schema.ts; this
 * keeps the stored keys only, should anyone write a whole ItineraryDoc.
 */
export const itineraryConverter = parsingConverter(parseItinerary, ['id', 'createdAt', 'updatedAt']);

export const invitationConverter = parsingConverter(parseInvitation, ['token']);

const itineraryRef = (db: Firestore, id: string) => doc(db, 'itineraries', id);
const typedItineraryRef = (db: Firestore, id: string) => itineraryRef(db, id).withConverter(itineraryConverter);
const itemsCol = (db: Firestore, id: string) => collection(db, 'itineraries', id, 'items');
const itemRef = (db: Firestore, itineraryId: string, itemId: string) => doc(db, 'itineraries', itineraryId, 'items', itemId);
const acceptanceRef = (db: Firestore, itineraryId: string, uid: string) =>
  doc(db, 'itineraries', itineraryId, 'acceptances', uid);
const invitationRef = (db: Firestore, token: string) => doc(db, 'invitations', token).withConverter(invitationConverter);
const planQuery = (db: Firestore, id: string) => query(itemsCol(db, id), orderBy('day'), orderBy('order'));

/** Runs a read or write and maps what it throws to an AppError. */
const mapped = withAppError;

/**
 * Waits for a write's acknowledgement, at most `graceMs`. A refusal within
 * that time is thrown (as an AppError); after it, the write stays queued and
 * a later refusal is only reported on the console (the subscriptions show
 * the server's state again).
 */
async function acknowledgedOrQueued(write: Promise<unknown>, graceMs = WRITE_GRACE_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const queued = new Promise<'queued'>((resolve) => {
    timer = setTimeout(() => resolve('queued'), graceMs);
  });
  try {
    const outcome = await Promise.race([write.then(() => 'acknowledged' as const), queued]);
    if (outcome === 'queued') {
      write.catch((error: unknown) => console.warn('A queued itinerary write was refused:', toAppError(error).message));
    }
  } catch (error) {
    throw toAppError(error);
  } finally {
    clearTimeout(timer);
  }
}

function stampedItem(item: PlanItem): DocumentData {
  checkItem(item);
  return { ...itemToStored(item), updatedAt: serverTimestamp() };
}

/** The changed fields of an item as field paths, checked, with updatedAt; null when nothing changes. */
function stampedFields(update: ItemUpdate): DocumentData | null {
  checkItemFields(update.fields, update.id);
  const fields = itemFieldsToStored(update.fields);
  if (Object.keys(fields).length === 0) return null;
  return { ...fields, updatedAt: serverTimestamp() };
}

function itemDocs(docs: readonly QueryDocumentSnapshot[]): ParsedPlan {
  return parsePlan(docs.map((d) => ({ id: d.id, path: d.ref.path, data: d.data({ serverTimestamps: 'estimate' }) })));
}

type ReadItem = { item: PlanItem; damaged?: undefined } | { damaged: DamagedItem; item?: undefined };

/**
 * Reads a listened plan's snapshots, parsing only the documents that changed since the previous
 * one: a snapshot that only moves metadata (a write confirmed) parses nothing, one that changes an
 * item parses that item, and every unchanged item keeps its object, so the screens' rows that
 * compare their item skip their work.
 */
function planReader(): (snapshot: QuerySnapshot) => ParsedPlan {
  let known = new Map<string, ReadItem>();
  return (snapshot) => {
    const changed = new Set(snapshot.docChanges().flatMap((change) => (change.type === 'removed' ? [] : [change.doc.id])));
    const fresh = itemDocs(snapshot.docs.filter((d) => changed.has(d.id) || !known.has(d.id)));
    const read = new Map<string, ReadItem>([
      ...fresh.items.map((item) => [item.id, { item }] as const),
      ...fresh.damaged.map((damaged) => [damaged.id, { damaged }] as const),
    ]);
    const next = new Map<string, ReadItem>();
    const plan: ParsedPlan = { items: [], damaged: [] };
    for (const d of snapshot.docs) {
      const entry = read.get(d.id) ?? known.get(d.id);
      if (!entry) continue;
      next.set(d.id, entry);
      if (entry.item) plan.items.push(entry.item);
      else plan.damaged.push(entry.damaged);
    }
    known = next;
    return plan;
  };
}

// ---------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------

export function getItineraryOps(db: Firestore, id: string): Promise<ItineraryDoc | null> {
  if (!isValidDocumentId(id)) return Promise.resolve(null);
  return mapped(async () => {
    const snapshot = await getDoc(typedItineraryRef(db, id));
    return snapshot.exists() ? snapshot.data() : null;
  });
}

/** The plan, sorted by day (ideas first) then order; malformed items are left out (console.warn). */
export function listItemsOps(db: Firestore, id: string): Promise<PlanItem[]> {
  if (!isValidDocumentId(id)) return Promise.resolve([]);
  return mapped(async () => itemDocs((await getDocs(planQuery(db, id))).docs).items);
}

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

/** What decides whether `uid` may read the plan: when it changes, a refused plan is asked for again. */
function accessKey(itinerary: ItineraryDoc | null, uid: string | null): string {
  if (!itinerary) return 'none';
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
 * paid itinerary, whose buyers and subscribers only the server knows. The
 * plan is asked for only when the answer may be yes, so that nobody's
 * browser sends a read the rules refuse.
 */
function planAccess(itinerary: ItineraryDoc, uid: string | null): 'yes' | 'no' | 'ask' {
  if (itineraryAccess(itinerary, uid).canReadPlan) return 'yes';
  return itinerary.isPaidItinerary && uid !== null ? 'ask' : 'no';
}

/**
 * The rules' hasBoughtPlan, with reads they allow: an entitlement of `uid`
 * for itinerary `id`, or (when it is public) an active subscription.
 */
export async function hasBoughtPlanOps(db: Firestore, id: string, uid: string, isPublic: boolean): Promise<boolean> {
  const owned = await mapped(() =>
    getDocs(query(collection(db, 'entitlements'), where('uid', '==', uid), where('itineraryId', '==', id), limit(1))),
  );
  if (!owned.empty) return true;
  return isPublic && isSubscriptionActive(await getSubscriptionOps(db, uid));
}

/**
 * The itinerary document and its plan, live, including metadata changes
 * (fromCache, hasPendingWrites), so local edits show at once, offline too.
 * `items` is null when the plan cannot be read (a paid itinerary, or no
 * itinerary). A refused or failed document read goes to `onError`; a
 * document that does not exist arrives as `itinerary: null`. A document that
 * fails validation arrives as `itinerary: null` with `damaged` (what could be
 * read of it), and the listeners stay open, so its repair arrives like any
 * change; damaged items arrive in `damagedItems`. The plan is listened to
 * only once the document says the rules allow it (planAccess), so a visitor
 * of a paid guide never sends a read the rules refuse.
 */
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
  let docState: DocState = { status: 'loading' };
  let itemsState: ItemsState = { status: 'loading' };
  let itemsUnsubscribe: Unsubscribe | undefined;
  // The access (accessKey) the plan was last decided under; it is decided
  // again when that changes (joined, made public, bought nothing new).
  let decidedKey: string | undefined;
  // Counts the decisions, so that an answer to an older one is dropped.
  let decisions = 0;
  // The server refused a plan the document said was readable, while the
  // server did not have that document yet (a trip created a moment ago is
  // refused to its own creator until it lands): asked again once it has.
  let refusedUnconfirmed = false;

  const fail = (error: unknown) => {
    if (closed) return;
    closed = true;
    stop();
    onError(toAppError(error));
  };

  const emit = () => {
    if (closed || docState.status !== 'ready') return;
    const { itinerary, damaged } = docState;
    if (!itinerary) {
      onChange({ itinerary: null, items: null, damaged, fromCache: docState.fromCache, hasPendingWrites: docState.pending });
      return;
    }
    if (itemsState.status === 'loading') return;
    const items = itemsState.status === 'ready' ? itemsState : null;
    onChange({
      itinerary,
      items: items ? items.items : null,
      damagedItems: items ? items.damaged : [],
      fromCache: docState.fromCache || (items?.fromCache ?? false),
      hasPendingWrites: docState.pending || (items?.pending ?? false),
    });
  };

  const listenToItems = () => {
    itemsUnsubscribe?.();
    itemsState = { status: 'loading' };
    const readPlan = planReader();
    itemsUnsubscribe = onSnapshot(
      planQuery(db, id),
      { includeMetadataChanges: true },
      (snapshot) => {
        const plan = readPlan(snapshot);
        itemsState = {
          status: 'ready',
          items: plan.items,
          damaged: plan.damaged,
          fromCache: snapshot.metadata.fromCache,
          pending: snapshot.metadata.hasPendingWrites,
        };
        emit();
      },
      (error) => {
        const appError = toAppError(error);
        if (appError.kind !== 'permission-denied') {
          fail(appError);
          return;
        }
        itemsUnsubscribe = undefined;
        itemsState = { status: 'denied' };
        refusedUnconfirmed = docState.status !== 'ready' || docState.fromCache || docState.pending;
        emit();
      },
    );
  };

  const refusePlan = () => {
    itemsUnsubscribe?.();
    itemsUnsubscribe = undefined;
    itemsState = { status: 'denied' };
  };

  const openPlan = (itinerary: ItineraryDoc) => {
    decisions += 1;
    const decision = decisions;
    refusedUnconfirmed = false;
    const access = planAccess(itinerary, uid);
    if (access === 'yes') {
      listenToItems();
      return;
    }
    refusePlan();
    if (access === 'no' || uid === null) return;
    // A paid itinerary: the plan waits until it is known whether `uid` bought it.
    itemsState = { status: 'loading' };
    hasBoughtPlanOps(db, id, uid, itinerary.public).then(
      (bought) => {
        if (closed || decision !== decisions) return;
        if (bought) listenToItems();
        else {
          itemsState = { status: 'denied' };
          emit();
        }
      },
      (error: unknown) => {
        if (!closed && decision === decisions) fail(error);
      },
    );
  };

  let docUnsubscribe: Unsubscribe | undefined;
  let docRetries = 0;
  const listenToDoc = () => {
    docUnsubscribe?.();
    docUnsubscribe = onSnapshot(
      itineraryRef(db, id),
      { includeMetadataChanges: true },
      (snapshot: DocumentSnapshot) => {
        let itinerary: ItineraryDoc | null = null;
        let damaged: DamagedItinerary | null = null;
        if (snapshot.exists()) {
          let read: ItineraryDoc | DamagedItinerary;
          try {
            read = parseItineraryOrDamaged(snapshot.data({ serverTimestamps: 'estimate' }), snapshot.ref.path, id);
          } catch {
            read = salvageItinerary(null, id);
          }
          if ('damaged' in read) damaged = read;
          else itinerary = read;
        }
        docState = {
          status: 'ready',
          itinerary,
          damaged,
          fromCache: snapshot.metadata.fromCache,
          pending: snapshot.metadata.hasPendingWrites,
        };
        // The plan is decided from the document (and, for a paid one, what
        // `uid` bought), and decided again when access changes.
        if (itinerary) {
          const key = accessKey(itinerary, uid);
          const confirmed = !snapshot.metadata.fromCache && !snapshot.metadata.hasPendingWrites;
          if (key !== decidedKey) {
            decidedKey = key;
            openPlan(itinerary);
          } else if (itemsState.status === 'denied' && refusedUnconfirmed && confirmed) {
            refusedUnconfirmed = false;
            listenToItems();
          }
        }
        emit();
      },
      (error) => {
        // A trip created or joined on this device, whose write has not reached
        // the server yet (offline until now), is refused by the server until it
        // lands: listen again once this device's writes are acknowledged.
        const appError = toAppError(error);
        const waiting = docState.status === 'ready' && docState.itinerary !== null && docState.pending;
        if (appError.kind === 'permission-denied' && waiting && docRetries < 3 && !closed) {
          docRetries += 1;
          docUnsubscribe = undefined;
          waitForPendingWrites(db).then(
            () => {
              if (!closed) listenToDoc();
            },
            fail,
          );
          return;
        }
        fail(appError);
      },
    );
  };
  listenToDoc();

  function stop() {
    docUnsubscribe?.();
    docUnsubscribe = undefined;
    itemsUnsubscribe?.();
    itemsUnsubscribe = undefined;
  }

  return () => {
    if (closed) return;
    closed = true;
    stop();
  };
}

// ---------------------------------------------------------------------------
// Writes: itinerary and items
// ---------------------------------------------------------------------------

/** A new private itinerary of `uid`, no collaborators; resolves with its id. */
export async function createItineraryOps(db: Firestore, uid: string, input: NewItineraryInput): Promise<string> {
  const fields = newItineraryToStored(uid, input);
  const ref = doc(collection(db, 'itineraries'));
  await acknowledgedOrQueued(setDoc(ref, { ...fields, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
  return ref.id;
}

/** Changes content fields (and, for the creator, `public`); stamps updatedAt. */
export function updateItineraryOps(db: Firestore, id: string, patch: ItineraryPatch): Promise<void> {
  checkItineraryPatch(patch);
  return mapped(() => updateDoc(itineraryRef(db, id), { ...patchToStored(patch), updatedAt: serverTimestamp() }));
}

/**
 * The means chosen for one leg (`fromId>toId`), or null to go back to the
 * default: one field of the trip's `legModes` map, so companions choosing for
 * other legs at the same time keep their choices.
 */
export function chooseLegModeOps(db: Firestore, id: string, key: string, mode: TravelMode | null): Promise<void> {
  if (!isLegKey(key)) return Promise.reject(new AppError('invalid', 'This leg cannot be stored.'));
  if (mode !== null && !(TRAVEL_MODES as readonly string[]).includes(mode)) return Promise.reject(new AppError('invalid', 'Pick walking, public transport, driving or cycling.'));
  return mapped(() => updateDoc(itineraryRef(db, id), new FieldPath('legModes', key), mode ?? deleteField(), 'updatedAt', serverTimestamp()));
}

/**
 * Changes only the given fields of an item (one updateDoc with those field
 * paths): a companion's change to any other field of the same item stays.
 * The item must exist.
 */
export function updateItemOps(db: Firestore, itineraryId: string, update: ItemUpdate): Promise<void> {
  const data = stampedFields(update);
  if (!data) return Promise.resolve();
  return mapped(() => updateDoc(itemRef(db, itineraryId, update.id), data));
}

/** Creates or replaces one item: one write. Editing an existing item goes through updateItemOps. */
export function saveItemOps(db: Firestore, itineraryId: string, item: PlanItem): Promise<void> {
  const data = stampedItem(item);
  return mapped(() => setDoc(itemRef(db, itineraryId, item.id), data));
}

/** Moves an item to a day (null: the ideas) at a fractional position: exactly one write. */
export function moveItemOps(db: Firestore, itineraryId: string, itemId: string, day: number | null, order: string): Promise<void> {
  checkMove(day, order);
  return mapped(() => updateDoc(itemRef(db, itineraryId, itemId), { day, order, updatedAt: serverTimestamp() }));
}

export function deleteItemOps(db: Firestore, itineraryId: string, itemId: string): Promise<void> {
  return mapped(() => deleteDoc(itemRef(db, itineraryId, itemId)));
}

/** Fills batches of at most MAX_BATCH_WRITES writes, in order, and commits them in order. */
function commitInBatches(db: Firestore, writes: readonly ((batch: WriteBatch) => void)[]): Promise<void[]> {
  const commits: Promise<void>[] = [];
  for (let start = 0; start < writes.length; start += MAX_BATCH_WRITES) {
    const batch = writeBatch(db);
    for (const write of writes.slice(start, start + MAX_BATCH_WRITES)) write(batch);
    commits.push(batch.commit());
  }
  return Promise.all(commits);
}

/**
 * Several item changes (undo, date changes, the assistant's plan) in batches
 * of at most 500 writes; the itinerary's patch, if any, is the first write.
 * `upsert` writes whole items (new ones, or ones brought back); `update`
 * writes only the given fields of existing items.
 */
export function applyItemChangesOps(
  db: Firestore,
  itineraryId: string,
  change: { upsert?: PlanItem[]; update?: ItemUpdate[]; remove?: string[]; itinerary?: ItineraryPatch },
): Promise<void> {
  const writes: ((batch: WriteBatch) => void)[] = [];
  if (change.itinerary && Object.keys(change.itinerary).length > 0) {
    checkItineraryPatch(change.itinerary);
    const fields = { ...patchToStored(change.itinerary), updatedAt: serverTimestamp() };
    writes.push((batch) => batch.update(itineraryRef(db, itineraryId), fields));
  }
  for (const item of change.upsert ?? []) {
    const data = stampedItem(item);
    writes.push((batch) => batch.set(itemRef(db, itineraryId, item.id), data));
  }
  for (const update of change.update ?? []) {
    const data = stampedFields(update);
    if (data) writes.push((batch) => batch.update(itemRef(db, itineraryId, update.id), data));
  }
  for (const itemId of change.remove ?? []) {
    writes.push((batch) => batch.delete(itemRef(db, itineraryId, itemId)));
  }
  if (writes.length === 0) return Promise.resolve();
  return mapped(async () => {
    await commitInBatches(db, writes);
  });
}

const CANNOT_CLONE = 'You cannot copy this itinerary: it is private, or its plan is not free to copy.';

/**
 * A copy of `sourceId` owned by `uid`: private, no collaborators, not paid,
 * `clonedFrom` the source, every item copied with its id (alternatives keep
 * pointing at their slot). The first batch holds the itinerary and up to 499
 * items, each later batch up to 500 items. The original is only read.
 */
export async function cloneItineraryOps(db: Firestore, sourceId: string, uid: string): Promise<string> {
  const denied = (error: unknown) => {
    const appError = toAppError(error);
    return appError.kind === 'permission-denied' ? new AppError('permission-denied', CANNOT_CLONE, appError.code) : appError;
  };
  let source: ItineraryDoc | null;
  let items: PlanItem[];
  try {
    source = await getItineraryOps(db, sourceId);
    if (!source) throw new AppError('not-found', 'This itinerary no longer exists, so it cannot be copied.');
    items = await listItemsOps(db, sourceId);
  } catch (error) {
    throw denied(error);
  }
  const ref = doc(collection(db, 'itineraries'));
  const fields = { ...cloneToStored(source, uid), createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
  const writes: ((batch: WriteBatch) => void)[] = [(batch) => batch.set(ref, fields)];
  for (const item of items) {
    const data = stampedItem(item);
    writes.push((batch) => batch.set(itemRef(db, ref.id, item.id), data));
  }
  try {
    await acknowledgedOrQueued(commitInBatches(db, writes));
  } catch (error) {
    throw denied(error);
  }
  return ref.id;
}

/**
 * Deletes an itinerary (the creator): its items and acceptances in batches of
 * 500, the document itself as the last write of the last batch. The rules
 * check item deletes against the itinerary as it was before the batch.
 */
export function deleteItineraryOps(db: Firestore, id: string): Promise<void> {
  return mapped(async () => {
    const [items, acceptances] = await Promise.all([
      getDocs(itemsCol(db, id)),
      getDocs(collection(db, 'itineraries', id, 'acceptances')),
    ]);
    const refs: DocumentReference[] = [...items.docs.map((d) => d.ref), ...acceptances.docs.map((d) => d.ref)];
    const writes: ((batch: WriteBatch) => void)[] = refs.map((ref) => (batch) => batch.delete(ref));
    writes.push((batch) => batch.delete(itineraryRef(db, id)));
    await acknowledgedOrQueued(commitInBatches(db, writes));
  });
}

// ---------------------------------------------------------------------------
// My trips
// ---------------------------------------------------------------------------

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
  return mapped(async () => {
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

// ---------------------------------------------------------------------------
// Invitations and collaborators
// ---------------------------------------------------------------------------

function invitationFields(itinerary: ItineraryDoc, expiresAt: Date, inviteeId: string | null): DocumentData {
  return {
    itineraryId: itinerary.id,
    inviterId: itinerary.creatorId,
    ...(inviteeId ? { inviteeId } : {}),
    itineraryTitle: itinerary.title.slice(0, 120),
    createdAt: serverTimestamp(),
    expiresAt: Timestamp.fromDate(expiresAt),
  };
}

/**
 * The creator's invitation link: a token of 32 characters from
 * crypto.getRandomValues, expiring after `days` (default 14, at most 30).
 * The link is /invitation/{token}.
 */
export async function createInvitationOps(
  db: Firestore,
  itinerary: ItineraryDoc,
  options: { inviteeId?: string; days?: number } = {},
): Promise<Invitation> {
  const token = newInvitationToken();
  const now = new Date();
  const expiresAt = invitationExpiry(now, options.days);
  const inviteeId = options.inviteeId ?? null;
  await acknowledgedOrQueued(setDoc(doc(db, 'invitations', token), invitationFields(itinerary, expiresAt, inviteeId)));
  return {
    token,
    itineraryId: itinerary.id,
    inviterId: itinerary.creatorId,
    inviteeId,
    itineraryTitle: itinerary.title.slice(0, 120),
    createdAt: now,
    expiresAt,
  };
}

/**
 * Invites a traveller by username: adds them to `collaborators.pending` (they
 * can then read the trip) and creates an invitation addressed to them, in one
 * batch. Clear errors for an unknown name, oneself and someone already in.
 */
export async function inviteByUsernameOps(db: Firestore, itinerary: ItineraryDoc, username: string): Promise<Invitation> {
  const name = normaliseUsername(username);
  if (name === '') throw new AppError('invalid', 'Enter the username of the traveller to invite.', 'invalid-argument');
  const notFound = new AppError('not-found', `No traveller is called @${name}. Check the spelling.`, 'not-found');
  if (!isValidUsername(name)) throw notFound;
  const claim = await mapped(() => getDoc(doc(db, 'usernames', name)));
  if (!claim.exists()) throw notFound;
  const uid = parseUsernameClaim(claim.data(), claim.ref.path);
  // Only the creator invites: their own name is "you".
  if (uid === itinerary.creatorId) throw new AppError('invalid', inviteWords.yourself, 'invalid-argument');
  if (itinerary.collaborators.accepted.includes(uid)) throw new AppError('invalid', inviteWords.collaborator(name), 'already-exists');
  if (itinerary.collaborators.pending.includes(uid)) throw new AppError('invalid', inviteWords.pending(name), 'already-exists');
  const token = newInvitationToken();
  const now = new Date();
  const expiresAt = invitationExpiry(now);
  const batch = writeBatch(db);
  batch.update(itineraryRef(db, itinerary.id), { 'collaborators.pending': arrayUnion(uid), updatedAt: serverTimestamp() });
  batch.set(doc(db, 'invitations', token), invitationFields(itinerary, expiresAt, uid));
  await acknowledgedOrQueued(batch.commit());
  return {
    token,
    itineraryId: itinerary.id,
    inviterId: itinerary.creatorId,
    inviteeId: uid,
    itineraryTitle: itinerary.title.slice(0, 120),
    createdAt: now,
    expiresAt,
  };
}

/** invitations/{token}; null for a token that is malformed or does not exist. */
export function getInvitationOps(db: Firestore, token: string): Promise<Invitation | null> {
  if (!isValidToken(token)) return Promise.resolve(null);
  return mapped(async () => {
    const snapshot = await getDoc(invitationRef(db, token));
    return snapshot.exists() ? snapshot.data() : null;
  });
}

/**
 * Unexpired invitations addressed to me (by username) to trips where I am
 * still pending: once I accept, decline or am removed, the invitation is no
 * longer listed.
 */
export function listMyInvitationsOps(db: Firestore, uid: string, now: Date = new Date()): Promise<Invitation[]> {
  return mapped(async () => {
    const snapshot = await getDocs(query(collection(db, 'invitations'), where('inviteeId', '==', uid)).withConverter(invitationConverter));
    const unexpired: Invitation[] = [];
    for (const d of snapshot.docs) {
      try {
        const invitation = d.data();
        if (invitation.expiresAt.getTime() > now.getTime()) unexpired.push(invitation);
      } catch (error) {
        console.warn(error instanceof Error ? error.message : String(error));
      }
    }
    const stillPending = await Promise.all(
      unexpired.map(async (invitation) => {
        const itinerary = await getItineraryOps(db, invitation.itineraryId).catch(() => null);
        return itinerary?.collaborators.pending.includes(uid) ? invitation : null;
      }),
    );
    return stillPending
      .filter((invitation): invitation is Invitation => invitation !== null)
      .sort((a, b) => b.expiresAt.getTime() - a.expiresAt.getTime());
  });
}

/**
 * The unexpired invitation links (no invitee) that `inviterId` made for the
 * trip, oldest first: the creator sees and revokes them from any device.
 */
export function listLinkInvitationsOps(
  db: Firestore,
  itineraryId: string,
  inviterId: string,
  now: Date = new Date(),
): Promise<Invitation[]> {
  return mapped(async () => {
    const snapshot = await getDocs(
      query(collection(db, 'invitations'), where('itineraryId', '==', itineraryId), where('inviterId', '==', inviterId)).withConverter(
        invitationConverter,
      ),
    );
    const links: Invitation[] = [];
    for (const d of snapshot.docs) {
      try {
        const invitation = d.data();
        if (invitation.inviteeId === null && invitation.expiresAt.getTime() > now.getTime()) links.push(invitation);
      } catch (error) {
        console.warn(error instanceof Error ? error.message : String(error));
      }
    }
    return links.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
  });
}

const INVITATION_GONE = 'This invitation link does not work any more. Ask for a new one.';
const INVITATION_EXPIRED = 'This invitation has expired. Ask the trip’s creator for a new link.';
const INVITATION_FOR_SOMEONE_ELSE = 'This invitation is for another traveller. Ask the trip’s creator to invite you.';

/**
 * Joins the invitation's itinerary as an editor (the recipe in
 * docs/data-model.md): one batch writes acceptances/{uid} with the token and
 * moves `uid` from `pending` to `accepted`. Joining a trip one already edits
 * (or created) just returns its id. Resolves with the itinerary id.
 */
export async function acceptInvitationOps(db: Firestore, token: string, uid: string, now: Date = new Date()): Promise<string> {
  const invitation = await getInvitationOps(db, token);
  if (!invitation) throw new AppError('not-found', INVITATION_GONE, 'not-found');
  if (invitation.expiresAt.getTime() <= now.getTime()) throw new AppError('invalid', INVITATION_EXPIRED, 'invitation-expired');
  if (invitation.inviteeId !== null && invitation.inviteeId !== uid) {
    throw new AppError('permission-denied', INVITATION_FOR_SOMEONE_ELSE, 'invitation-for-someone-else');
  }
  const { itineraryId } = invitation;
  const batch = writeBatch(db);
  batch.set(acceptanceRef(db, itineraryId, uid), { token, acceptedAt: serverTimestamp() });
  batch.update(itineraryRef(db, itineraryId), {
    'collaborators.accepted': arrayUnion(uid),
    'collaborators.pending': arrayRemove(uid),
    updatedAt: serverTimestamp(),
  });
  try {
    await batch.commit();
  } catch (error) {
    const appError = toAppError(error);
    if (appError.kind === 'permission-denied') {
      // Already in (the creator, or accepted before)? Then there is nothing to join.
      const itinerary = await getItineraryOps(db, itineraryId).catch(() => null);
      if (itinerary && (itinerary.creatorId === uid || itinerary.collaborators.accepted.includes(uid))) return itineraryId;
      if (!itinerary) throw new AppError('not-found', INVITATION_GONE, appError.code);
    }
    throw appError;
  }
  return itineraryId;
}

/** A collaborator leaves (accepted) or declines (pending): only their own uid goes, with their acceptance. */
export function leaveItineraryOps(db: Firestore, itineraryId: string, uid: string): Promise<void> {
  const batch = writeBatch(db);
  batch.update(itineraryRef(db, itineraryId), {
    'collaborators.accepted': arrayRemove(uid),
    'collaborators.pending': arrayRemove(uid),
    updatedAt: serverTimestamp(),
  });
  batch.delete(acceptanceRef(db, itineraryId, uid));
  return mapped(() => batch.commit());
}

/**
 * The creator removes someone from `pending` or `accepted` (and their
 * acceptance), recording when in `collaborators.removed.{uid}`: invitations
 * created before then no longer let them join; a new one does.
 */
export function removeCollaboratorOps(db: Firestore, itineraryId: string, uid: string): Promise<void> {
  const batch = writeBatch(db);
  batch.update(
    itineraryRef(db, itineraryId),
    new FieldPath('collaborators', 'accepted'),
    arrayRemove(uid),
    new FieldPath('collaborators', 'pending'),
    arrayRemove(uid),
    new FieldPath('collaborators', 'removed', uid),
    serverTimestamp(),
    'updatedAt',
    serverTimestamp(),
  );
  batch.delete(acceptanceRef(db, itineraryId, uid));
  return mapped(() => batch.commit());
}

/** The inviter or the creator deletes an invitation: its link stops working. */
export function revokeInvitationOps(db: Firestore, token: string): Promise<void> {
  if (!isValidToken(token)) return Promise.resolve();
  return mapped(() => deleteDoc(doc(db, 'invitations', token)));
}
