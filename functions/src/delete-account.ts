/**
 * Deleting an account: everything the user owns and every link to them, then
 * the Auth user. Runs with the Admin SDK (rules do not apply), in batches of
 * at most 500 writes.
 *
 * Idempotent: the profile is deleted last among the documents, because its
 * `following` and `followers` lists are how the other side of every follow
 * link is found (those lists are exempt from indexing, so they cannot be
 * queried). A run that stops half-way leaves the profile in place and a
 * second run finishes the job; a run after a complete one finds nothing and
 * succeeds.
 */
import type { Auth } from 'firebase-admin/auth';
import {
  FieldValue,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type UpdateData,
  type WriteBatch,
} from 'firebase-admin/firestore';

/** Firestore's limit of writes per batch. */
export const MAX_BATCH_WRITES = 500;

/** What a user turn in someone else's assistant thread reads once its author has deleted their account. */
export const DELETED_AUTHOR = 'deleted-account';
export const DELETED_MESSAGE_TEXT = 'This message was removed when its author deleted their account.';

export interface DeleteAccountResult {
  uid: string;
  /** Own itineraries deleted, with their subcollections. */
  itineraries: number;
  /** Other profiles whose followers or following lost the uid. */
  followLinks: number;
  /** Other people's itineraries that no longer name the user as collaborator or agent. */
  collaborations: number;
  /** Documents deleted in all. */
  deletedDocuments: number;
  /** Paid orders kept for tax records with the buyer's personal data removed. */
  ordersAnonymised: number;
  /** Batches committed. */
  batches: number;
  /** False when the Auth user was already gone. */
  authUserDeleted: boolean;
}

/** Queues writes and commits them in batches of at most MAX_BATCH_WRITES. */
export class BatchedWriter {
  private batch: WriteBatch;
  private pending = 0;
  deletes = 0;
  commits = 0;

  constructor(private readonly db: Firestore) {
    this.batch = db.batch();
  }

  async delete(ref: DocumentReference): Promise<void> {
    this.batch.delete(ref);
    this.deletes += 1;
    await this.queued();
  }

  async update(ref: DocumentReference, data: UpdateData<DocumentData>): Promise<void> {
    this.batch.update(ref, data);
    await this.queued();
  }

  async flush(): Promise<void> {
    if (this.pending === 0) return;
    await this.batch.commit();
    this.commits += 1;
    this.batch = this.db.batch();
    this.pending = 0;
  }

  private async queued(): Promise<void> {
    this.pending += 1;
    if (this.pending >= MAX_BATCH_WRITES) await this.flush();
  }
}

function idList(value: unknown, self: string): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter(
    (id): id is string => typeof id === 'string' && id !== '' && id !== self && !id.includes('/'),
  );
  return [...new Set(ids)];
}

/** The documents among `ids` that exist in `users`. */
async function existingUsers(db: Firestore, ids: string[]): Promise<DocumentReference[]> {
  const found: DocumentReference[] = [];
  for (let start = 0; start < ids.length; start += 100) {
    const refs = ids.slice(start, start + 100).map((id) => db.collection('users').doc(id));
    if (refs.length === 0) continue;
    const snapshots = await db.getAll(...refs);
    for (const snapshot of snapshots) if (snapshot.exists) found.push(snapshot.ref);
  }
  return found;
}

/** Deletes every document of a collection (listDocuments also finds documents that only hold subcollections). */
async function deleteCollection(collection: CollectionReference, writer: BatchedWriter): Promise<void> {
  const refs = await collection.listDocuments();
  for (const ref of refs) await writer.delete(ref);
}

/** Deletes a document's subcollections, one level deep, then the document (when it exists). */
async function deleteWithSubcollections(ref: DocumentReference, writer: BatchedWriter, exists: boolean): Promise<void> {
  for (const sub of await ref.listCollections()) await deleteCollection(sub, writer);
  if (exists) await writer.delete(ref);
}

const authErrorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/**
 * Entitlements, the subscription document and the hourly counters (the
 * assistant's, live places', gift codes') are deleted; orders still pending (their checkout was expired at Stripe first)
 * are deleted; paid orders are kept for tax records without the buyer's uid,
 * Stripe customer or gift recipient and message; gifts bought keep working
 * for their recipient without the buyer, recipient e-mail or message; gifts
 * redeemed no longer name the redeemer. Returns the orders anonymised.
 */
async function deletePurchases(db: Firestore, writer: BatchedWriter, uid: string): Promise<number> {
  const [orders, entitlements, bought, redeemed] = await Promise.all([
    db.collection('orders').where('uid', '==', uid).get(),
    db.collection('entitlements').where('uid', '==', uid).get(),
    db.collection('gifts').where('buyerId', '==', uid).get(),
    db.collection('gifts').where('redeemedBy', '==', uid).get(),
  ]);
  let anonymised = 0;
  for (const snapshot of orders.docs) {
    if (snapshot.get('status') !== 'paid') {
      await writer.delete(snapshot.ref);
      continue;
    }
    const hasGift = typeof snapshot.get('gift') === 'object' && snapshot.get('gift') !== null;
    await writer.update(snapshot.ref, {
      uid: null,
      stripeCustomerId: null,
      ...(hasGift ? { 'gift.recipientName': '', 'gift.recipientEmail': null, 'gift.message': '' } : {}),
      anonymisedAt: FieldValue.serverTimestamp(),
    });
    anonymised += 1;
  }
  for (const snapshot of entitlements.docs) await writer.delete(snapshot.ref);
  for (const snapshot of bought.docs) {
    await writer.update(snapshot.ref, { buyerId: null, recipientName: '', recipientEmail: null, message: '', anonymisedAt: FieldValue.serverTimestamp() });
  }
  for (const snapshot of redeemed.docs) await writer.update(snapshot.ref, { redeemedBy: null });
  const subscriptionRef = db.doc(`subscriptions/${uid}`);
  if ((await subscriptionRef.get()).exists) await writer.delete(subscriptionRef);
  // Hourly counters of the assistant, live places and gift codes.
  for (const path of [`assistantUsage/${uid}`, `placesUsage/${uid}`, `redeemAttempts/${uid}`]) {
    const usageRef = db.doc(path);
    await deleteWithSubcollections(usageRef, writer, (await usageRef.get()).exists);
  }
  await writer.flush();
  return anonymised;
}

/**
 * Deletes the account `uid`: follow links on both sides, collaborator and
 * agent links on other people's itineraries, own itineraries with their items,
 * messages and acceptances, own invitations, agency data (card, settings,
 * clients, quotes, proposals), username claims, private documents, the
 * profile, and finally the Auth user.
 */
export async function deleteAccountData(db: Firestore, auth: Auth, uid: string): Promise<DeleteAccountResult> {
  // 0. The tombstone first: the rules refuse every write by a uid that has
  //    one (`stillHere` in firestore.rules), so an ID token issued before the
  //    deletion, valid up to an hour, cannot bring the profile, the username
  //    or a trip back. It holds the time only, no personal data.
  await db.doc(`deletedUsers/${uid}`).set({ deletedAt: FieldValue.serverTimestamp() }, { merge: true });
  //    Sessions: a token issued before now is refused by every callable
  //    (caller.ts), so an open session cannot call one while or after we delete.
  await auth.revokeRefreshTokens(uid).catch((error: unknown) => {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
  });
  const writer = new BatchedWriter(db);
  const userRef = db.collection('users').doc(uid);
  const profile = await userRef.get();
  const data = profile.data() ?? {};

  // 1. Follow links, both sides: the people I follow lose me from their
  //    followers; the people who follow me lose me from their following.
  const following = await existingUsers(db, idList(data.following, uid));
  const followers = await existingUsers(db, idList(data.followers, uid));
  for (const ref of following) await writer.update(ref, { followers: FieldValue.arrayRemove(uid) });
  for (const ref of followers) await writer.update(ref, { following: FieldValue.arrayRemove(uid) });

  // 2. Other people's itineraries that name me.
  const itineraries = db.collection('itineraries');
  const [accepted, pending, asAgent] = await Promise.all([
    itineraries.where('collaborators.accepted', 'array-contains', uid).get(),
    itineraries.where('collaborators.pending', 'array-contains', uid).get(),
    itineraries.where('agentId', '==', uid).get(),
  ]);
  const collaborations = new Set<string>();
  for (const snapshot of accepted.docs) {
    if (snapshot.get('creatorId') === uid) continue;
    await writer.update(snapshot.ref, { 'collaborators.accepted': FieldValue.arrayRemove(uid) });
    collaborations.add(snapshot.id);
  }
  for (const snapshot of pending.docs) {
    if (snapshot.get('creatorId') === uid) continue;
    await writer.update(snapshot.ref, { 'collaborators.pending': FieldValue.arrayRemove(uid) });
    collaborations.add(snapshot.id);
  }
  for (const snapshot of asAgent.docs) {
    if (snapshot.get('creatorId') === uid) continue;
    await writer.update(snapshot.ref, { agentId: null });
    collaborations.add(snapshot.id);
  }
  await writer.flush();

  // 3. Own itineraries with their subcollections (items, messages, acceptances).
  const own = await itineraries.where('creatorId', '==', uid).get();
  for (const snapshot of own.docs) await deleteWithSubcollections(snapshot.ref, writer, true);

  // 4. Invitations I sent, and agency data.
  const [invitations, quotes, proposals] = await Promise.all([
    db.collection('invitations').where('inviterId', '==', uid).get(),
    db.collection('quotes').where('agentId', '==', uid).get(),
    db.collection('proposals').where('agentId', '==', uid).get(),
  ]);
  for (const snapshot of [...invitations.docs, ...quotes.docs, ...proposals.docs]) await writer.delete(snapshot.ref);
  const agentRef = db.collection('agents').doc(uid);
  await deleteWithSubcollections(agentRef, writer, (await agentRef.get()).exists);
  await writer.flush();

  // 5. Purchases, the plan and the assistant's usage (docs/accounts.md, "What deletion removes").
  const ordersAnonymised = await deletePurchases(db, writer, uid);

  // 6. My turns in other people's assistant threads (my own threads went with
  //    my itineraries): kept so the thread still reads, without my words or uid.
  const myMessages = await db.collectionGroup('messages').where('authorId', '==', uid).get();
  for (const snapshot of myMessages.docs) {
    if (snapshot.ref.parent.parent?.parent.id !== 'itineraries') continue;
    await writer.update(snapshot.ref, { authorId: DELETED_AUTHOR, text: DELETED_MESSAGE_TEXT });
  }
  await writer.flush();

  // 7. Username claims, private documents, and the profile last.
  const claims = await db.collection('usernames').where('uid', '==', uid).get();
  for (const snapshot of claims.docs) await writer.delete(snapshot.ref);
  await deleteWithSubcollections(userRef, writer, profile.exists);
  await writer.flush();

  // 8. The Auth user.
  let authUserDeleted = true;
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
    authUserDeleted = false;
  }

  return {
    uid,
    itineraries: own.size,
    followLinks: following.length + followers.length,
    collaborations: collaborations.size,
    ordersAnonymised,
    deletedDocuments: writer.deletes,
    batches: writer.commits,
    authUserDeleted,
  };
}
