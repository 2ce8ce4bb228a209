/**
 * Shared set-up for the security-rules tests: one test environment per file,
 * typed document builders, and the batch helpers the app itself uses.
 */
import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { Timestamp, serverTimestamp, setLogLevel, type FieldValue, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { PAST_DATE, firestoreEmulator, storedItineraryFields, storedProfileFields } from '../support/emulators';

export const RULES_PROJECT_ID = 'demo-wayfare-rules';

// Denied writes are the point of most tests; keep the SDK from logging each one.
setLogLevel('silent');

export function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), ...firestoreEmulator() },
  });
}

/**
 * The modular Firestore of a test context. rules-unit-testing hands out the
 * compat wrapper; the modular functions unwrap it themselves
 * (`getModularInstance`), so this is the one place that says so to the compiler.
 */
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** The clients a test acts as. */
export interface RulesClients {
  env: () => RulesTestEnvironment;
  /** Firestore as the signed-in user `uid`. */
  as: (uid: string) => Firestore;
  /** Firestore with nobody signed in. */
  signedOut: () => Firestore;
  /** Writes test data with the rules off. */
  arrange: (arrangeWith: (db: Firestore) => Promise<unknown>) => Promise<void>;
}

/**
 * Registers the file's hooks: one environment for the file, an empty
 * Firestore before every test.
 */
export function useRulesEnvironment(): RulesClients {
  let current: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    current = await startRulesEnvironment();
  });
  afterAll(async () => {
    await current?.cleanup();
  });
  beforeEach(async () => {
    await current?.clearFirestore();
  });
  const env = (): RulesTestEnvironment => {
    if (!current) throw new Error('the rules test environment has not started');
    return current;
  };
  return {
    env,
    as: (uid) => firestoreOf(env().authenticatedContext(uid)),
    signedOut: () => firestoreOf(env().unauthenticatedContext()),
    arrange: (arrangeWith) => arrange(env(), arrangeWith),
  };
}

/** Runs `arrange` with the rules off (test set-up only). */
export async function arrange(
  env: RulesTestEnvironment,
  arrangeWith: (db: Firestore) => Promise<unknown>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await arrangeWith(firestoreOf(context));
  });
}

/** A fixed point in the past for stored timestamps. */
export const PAST = Timestamp.fromDate(PAST_DATE);
export const now = (): FieldValue => serverTimestamp();

export const inDays = (days: number): Timestamp => Timestamp.fromMillis(Date.now() + days * 86_400_000);

// ---------------------------------------------------------------------------
// Document builders (the stored shapes; docs/data-model.md)
// ---------------------------------------------------------------------------

export interface ProfileDoc {
  id: string;
  username: string;
  displayName: string;
  photoURL: string | null;
  bio: string | null;
  homeCity: string | null;
  following: string[];
  followers: string[];
  isAgent: boolean;
  createdAt: Timestamp | FieldValue;
  updatedAt: Timestamp | FieldValue;
}

export function profile(uid: string, overrides: Partial<ProfileDoc> = {}): ProfileDoc {
  return {
    ...storedProfileFields({ id: uid, username: uid.toLowerCase(), displayName: `User ${uid}` }, PAST),
    ...overrides,
  };
}

export interface Money {
  amount: number;
  currency: string;
}

export interface ItineraryDoc {
  title: string;
  description: string;
  destinations: string[];
  period: { start: string; end: string } | null;
  days: number;
  context: string;
  public: boolean;
  creatorId: string;
  collaborators: { pending: string[]; accepted: string[] };
  clonedFrom: string | null;
  agentId: string | null;
  isPaidItinerary: boolean;
  price?: Money | null;
  isManualCreated: boolean;
  isNotFirst: boolean;
  threadId: string;
  geocode: { lat: number; lng: number } | null;
  itineraryImageSrc: string | null;
  createdAt: Timestamp | FieldValue;
  updatedAt: Timestamp | FieldValue;
}

export function itinerary(creatorId: string, overrides: Partial<ItineraryDoc> = {}): ItineraryDoc {
  return { ...storedItineraryFields(creatorId, PAST), ...overrides };
}

/** A place as stored (a Google place carries its id, fetch time and hours). */
interface ItemPlaceDoc {
  name: string;
  address?: string | null;
  geocode: { lat: number; lng: number };
  category?: string | null;
  source: string;
  approximate?: boolean;
  providerId?: string;
  fetchedAt?: number;
  hours?: string[];
}

export interface ItemDoc {
  id: string;
  day: number | null;
  order: string;
  type: string;
  title: string;
  place?: ItemPlaceDoc | null;
  arrival?: ItemPlaceDoc | null;
  startTime?: string | null;
  endTime?: string | null;
  timeZone?: string | null;
  endTimeZone?: string | null;
  notes?: string | null;
  cost?: Money | null;
  /** A yes or no in the rules; other values here to try them. */
  fixedTime?: unknown;
  /** Never in an item (bookings/{itemId} holds it); here to try it. */
  booking?: unknown;
}

export function item(id: string, overrides: Partial<ItemDoc> = {}): ItemDoc {
  return {
    id,
    day: 1,
    order: 'a0',
    type: 'attraction',
    title: 'Torre de Belém',
    place: {
      name: 'Torre de Belém',
      address: 'Av. Brasília, 1400-038 Lisboa',
      geocode: { lat: 38.6916, lng: -9.216 },
      category: 'monument',
      source: 'Wikidata (CC0)',
    },
    startTime: '10:00',
    endTime: '11:30',
    timeZone: 'Europe/Lisbon',
    notes: '',
    cost: { amount: 1000, currency: 'EUR' },
    ...overrides,
  };
}
