/**
 * Integration tests run the data layer's Firestore operations in Node against
 * the real emulators (Auth, Firestore with the security rules, Functions), as
 * real signed-in users of the Auth emulator. The demo seed may live in the
 * same project: every test makes its own uids and usernames and cleans up
 * what it wrote, and nothing here clears the emulators.
 *
 *   node scripts/with-emulators.mjs --only auth,firestore,functions -- npx vitest run --config vitest.integration.config.ts
 */
import { randomBytes } from 'node:crypto';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App as AdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import {
  Timestamp,
  getFirestore as getAdminFirestore,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore';
import {
  connectFirestoreEmulator as connectLiteEmulator,
  getFirestore as getLiteFirestore,
  type Firestore as LiteFirestore,
} from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { afterAll } from 'vitest';
import { createProfileOps } from '@/services/firebase/collections/users-ops';
import type { FollowEnv, NewProfile } from '@/domain/users/schema';
import { emulatorDatabase, type RestDatabase } from '@/services/firebase/rest';
import { PAST_DATE, firestoreEmulator, storedItineraryFields, storedProfileFields } from '../support/emulators';

// Defaults for a run against emulators started by hand; scripts/with-emulators.mjs sets them.
process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ||= '127.0.0.1:9099';
process.env.METADATA_SERVER_DETECTION ||= 'none';

export const PROJECT_ID = process.env.GCLOUD_PROJECT || 'demo-wayfare';
const { host: FIRESTORE_HOST, port: FIRESTORE_PORT } = firestoreEmulator();
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const [FUNCTIONS_HOST = '127.0.0.1', FUNCTIONS_PORT = '5001'] = (process.env.FUNCTIONS_EMULATOR_HOST || '127.0.0.1:5001').split(':');

if (!PROJECT_ID.startsWith('demo-')) throw new Error(`integration tests run against demo-* projects only (got ${PROJECT_ID})`);

// Refused writes are the point of some tests; keep the SDK from logging each one.
setLogLevel('silent');

/** The emulator's database over REST, with no credentials: what a signed-out visitor reads. */
export function restDatabase(): RestDatabase {
  return emulatorDatabase(FIRESTORE_HOST, PROJECT_ID, Number(FIRESTORE_PORT));
}

/** A short id no other test (or the demo seed) uses: lower-case letters and digits. */
export function unique(prefix = ''): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

/** A username nobody has: 3..30 of a-z 0-9. */
export function uniqueUsername(prefix = 'it'): string {
  return unique(prefix).slice(0, 30);
}

export interface Client {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  /** Firestore Lite on the same app (the public-read path). */
  lite: LiteFirestore;
  functions: Functions;
}

export interface UserClient extends Client {
  uid: string;
  email: string;
}

const openApps: FirebaseApp[] = [];
let admin: AdminApp | undefined;

function newClient(): Client {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID, authDomain: `${PROJECT_ID}.firebaseapp.com` }, unique('app-'));
  openApps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, FIRESTORE_HOST, FIRESTORE_PORT);
  const lite = getLiteFirestore(app);
  connectLiteEmulator(lite, FIRESTORE_HOST, FIRESTORE_PORT);
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, FUNCTIONS_HOST, Number(FUNCTIONS_PORT));
  return { app, auth, db, lite, functions };
}

/** A client with nobody signed in. */
export function signedOutClient(): Client {
  return newClient();
}

/** A new Auth-emulator account, signed in on its own app. */
export async function signedInClient(label = 'user'): Promise<UserClient> {
  const client = newClient();
  const email = `${unique(label)}@it.wayfare.test`;
  const credential = await createUserWithEmailAndPassword(client.auth, email, 'it-secret-pass-1');
  return { ...client, uid: credential.user.uid, email };
}

/** The same account signed in on another app: another device of the same person. */
export async function signedInAgain(user: UserClient): Promise<UserClient> {
  const client = newClient();
  const credential = await signInWithEmailAndPassword(client.auth, user.email, 'it-secret-pass-1');
  return { ...client, uid: credential.user.uid, email: user.email };
}

/** Follow settings for sign-ups in tests: no accounts are followed by default. */
export const TESTING: FollowEnv = { stage: 'testing', defaultFollowUids: [] };

/** The sign-up `user` sends: display name "Traveller <username>", home city Lisbon, unless overridden. */
export function newProfile(user: UserClient, username = uniqueUsername(), overrides: Partial<NewProfile> = {}): NewProfile {
  return {
    uid: user.uid,
    username,
    displayName: `Traveller ${username}`,
    photoURL: null,
    homeCity: 'Lisbon',
    bio: null,
    email: user.email,
    phone: null,
    ...overrides,
  };
}

/** A new Auth-emulator account, signed in, that has signed up (made its profile). */
export async function signedUpClient(
  label = 'member',
  overrides: Partial<NewProfile> = {},
): Promise<UserClient & { username: string }> {
  const user = await signedInClient(label);
  const username = uniqueUsername();
  await createProfileOps(user.db, newProfile(user, username, overrides), TESTING);
  return { ...user, username };
}

/** Firebase Admin against the emulators (rules off), for set-up and for checking results. */
export function adminApp(): AdminApp {
  admin ??= initializeAdminApp({ projectId: PROJECT_ID }, unique('admin-'));
  return admin;
}

export const adminDb = (): AdminFirestore => getAdminFirestore(adminApp());
export const adminAuth = () => getAdminAuth(adminApp());

export const PAST = Timestamp.fromDate(PAST_DATE);

/** A stored profile as firestore.rules accepts it. */
export function profileDoc(uid: string, username: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...storedProfileFields({ id: uid, username, displayName: `Test ${username}` }, PAST),
    ...overrides,
  };
}

/** A stored itinerary as firestore.rules accepts it. */
export function itineraryDoc(creatorId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...storedItineraryFields(creatorId, PAST), context: '', ...overrides };
}

/** Writes documents with the Admin SDK, 500 per batch. */
export async function adminWrite(docs: { path: string; data: Record<string, unknown> }[]): Promise<void> {
  const db = adminDb();
  for (let start = 0; start < docs.length; start += 500) {
    const batch = db.batch();
    for (const { path, data } of docs.slice(start, start + 500)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

/** Deletes documents with the Admin SDK, 500 per batch. */
export async function adminDelete(paths: string[]): Promise<void> {
  const db = adminDb();
  for (let start = 0; start < paths.length; start += 500) {
    const batch = db.batch();
    for (const path of paths.slice(start, start + 500)) batch.delete(db.doc(path));
    await batch.commit();
  }
}

/** Stored data of a document, or undefined when it does not exist. */
export async function stored(path: string): Promise<Record<string, unknown> | undefined> {
  return (await adminDb().doc(path).get()).data();
}

/** Closes every app this file opened, so the test process can exit. */
export function closeClientsAfterAll(): void {
  afterAll(async () => {
    await Promise.all(openApps.splice(0).map((app) => deleteApp(app)));
    if (admin) {
      await deleteAdminApp(admin);
      admin = undefined;
    }
  });
}

/** Deletes documents and everything under them (subcollections) with the Admin SDK. */
export async function adminDeleteTrees(paths: string[]): Promise<void> {
  const db = adminDb();
  await Promise.all(paths.map((path) => db.recursiveDelete(db.doc(path))));
}
