/**
 * Firestore operations of an agent's workspace: the agency card and private
 * settings (becoming an agent), clients, trip requests and quotes. Each takes
 * the Firestore instance first, so tests/integration/agents.test.ts runs the
 * same code in Node that agents.ts runs in the browser. Every write is
 * checked by the serializers of agents-schema.ts first (a sentence instead
 * of a refusal) and then by firestore.rules.
 *
 * Loaded on demand by agents.ts, never from the entry chunk.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { withAppError } from '../errors';
import { estimate, getDocumentOps } from './documents';
import {
  DEFAULT_SETTINGS,
  cardToStored,
  clientToStored,
  newDocId,
  parseAgencyCard,
  parseAgentSettings,
  parseClient,
  parseQuote,
  parseTripRequest,
  quoteToStored,
  settingsToStored,
  tripRequestToStored,
  type AgencyCard,
  type AgentSettings,
  type Client,
  type ClientInput,
  type Quote,
  type QuoteInput,
  type TripRequest,
  type TripRequestInput,
} from '@/domain/agents/schema';

const mapped = withAppError;

// -- the agency ---------------------------------------------------------------

/** The agency card of `uid`, or null when they have none (not an agent). */
export function getAgencyOps(db: Firestore, uid: string): Promise<AgencyCard | null> {
  return getDocumentOps(doc(db, 'agents', uid), (snapshot) => parseAgencyCard(snapshot.data(estimate), snapshot.ref.path));
}

/** The agent's own settings (markup, tax); defaults when never saved. */
export function getAgentSettingsOps(db: Firestore, uid: string): Promise<AgentSettings> {
  return mapped(async () => {
    const snapshot = await getDoc(doc(db, 'agents', uid, 'private', 'settings'));
    return snapshot.exists() ? parseAgentSettings(snapshot.data(), snapshot.ref.path) : { ...DEFAULT_SETTINGS };
  });
}

/**
 * Becoming an agent, or saving the agency's details: one batch with the
 * profile's `isAgent: true`, the public card and the private settings.
 */
export async function saveAgencyOps(db: Firestore, uid: string, card: AgencyCard, settings: AgentSettings, isNew: boolean): Promise<void> {
  const cardFields = cardToStored(card);
  const settingsFields = settingsToStored(settings);
  return mapped(async () => {
    const batch = writeBatch(db);
    if (isNew) {
      batch.update(doc(db, 'users', uid), { isAgent: true, updatedAt: serverTimestamp() });
      batch.set(doc(db, 'agents', uid), { ...cardFields, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    } else {
      batch.update(doc(db, 'agents', uid), { ...cardFields, updatedAt: serverTimestamp() });
    }
    batch.set(doc(db, 'agents', uid, 'private', 'settings'), { ...settingsFields, updatedAt: serverTimestamp() });
    await batch.commit();
  });
}

// -- clients --------------------------------------------------------------------

/** Every client of the agent (archived too), by name. */
export function listClientsOps(db: Firestore, agentId: string): Promise<Client[]> {
  return mapped(async () => {
    const snapshot = await getDocs(collection(db, 'agents', agentId, 'clients'));
    return snapshot.docs
      .map((d) => parseClient(d.data(estimate), d.ref.path, d.id))
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  });
}

export async function createClientOps(db: Firestore, agentId: string, input: ClientInput, userId: string | null = null): Promise<string> {
  const fields = clientToStored(input);
  return mapped(async () => {
    const ref = doc(collection(db, 'agents', agentId, 'clients'));
    await setDoc(ref, { ...fields, archived: false, userId, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    return ref.id;
  });
}

/** @public Called as `ops.updateClientOps` in agents.ts, through the lazily loaded module. */
export async function updateClientOps(db: Firestore, agentId: string, clientId: string, input: ClientInput): Promise<void> {
  const fields = clientToStored(input);
  return mapped(() => updateDoc(doc(db, 'agents', agentId, 'clients', clientId), { ...fields, updatedAt: serverTimestamp() }));
}

export function setClientArchivedOps(db: Firestore, agentId: string, clientId: string, archived: boolean): Promise<void> {
  return mapped(() => updateDoc(doc(db, 'agents', agentId, 'clients', clientId), { archived, updatedAt: serverTimestamp() }));
}

// -- trip requests ----------------------------------------------------------------

/** A signed-in traveller asks an agent for a trip. Resolves with the request's id. */
export async function sendTripRequestOps(db: Firestore, agentId: string, requesterId: string, input: TripRequestInput): Promise<string> {
  const fields = tripRequestToStored(requesterId, input);
  return mapped(async () => {
    const ref = doc(collection(db, 'agents', agentId, 'requests'));
    await setDoc(ref, { ...fields, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    return ref.id;
  });
}

/** The agent's trip requests, newest first. */
export function listTripRequestsOps(db: Firestore, agentId: string): Promise<TripRequest[]> {
  return mapped(async () => {
    const snapshot = await getDocs(collection(db, 'agents', agentId, 'requests'));
    return snapshot.docs
      .map((d) => parseTripRequest(d.data(estimate), d.ref.path, d.id, agentId))
      .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
  });
}

export function setTripRequestStatusOps(db: Firestore, agentId: string, requestId: string, status: TripRequest['status']): Promise<void> {
  return mapped(() => updateDoc(doc(db, 'agents', agentId, 'requests', requestId), { status, updatedAt: serverTimestamp() }));
}

/**
 * Turns a trip request into a client (the requester, with their account) and
 * a new quote, and marks the request quoted. Resolves with the quote's id.
 */
export async function quoteFromRequestOps(db: Firestore, agentId: string, request: TripRequest, currency: string): Promise<string> {
  const clientId = await createClientOps(
    db,
    agentId,
    { name: request.name, email: request.email, phone: null, notes: request.notes },
    request.requesterId,
  );
  const quoteId = await createQuoteOps(db, agentId, {
    clientId,
    destination: request.destination,
    dates: request.dates,
    party: request.party,
    budget: request.budget,
    notes: request.notes,
    status: 'new',
    currency,
    requestId: request.id,
    lineItems: [],
  });
  await setTripRequestStatusOps(db, agentId, request.id, 'quoted');
  return quoteId;
}

// -- quotes ------------------------------------------------------------------------

export function listQuotesOps(db: Firestore, agentId: string): Promise<Quote[]> {
  return mapped(async () => {
    const snapshot = await getDocs(query(collection(db, 'quotes'), where('agentId', '==', agentId), orderBy('createdAt', 'desc')));
    return snapshot.docs.map((d) => parseQuote(d.data(estimate), d.ref.path, d.id));
  });
}

/** null when it does not exist or is not the agent's. */
export function getQuoteOps(db: Firestore, id: string): Promise<Quote | null> {
  const parse = (snapshot: DocumentSnapshot) => parseQuote(snapshot.data(estimate), snapshot.ref.path, snapshot.id);
  return getDocumentOps(doc(db, 'quotes', id), parse, { deniedAsMissing: true });
}

export async function createQuoteOps(db: Firestore, agentId: string, input: QuoteInput): Promise<string> {
  const fields = quoteToStored(agentId, input);
  return mapped(async () => {
    const ref = doc(db, 'quotes', newDocId('qt_'));
    await setDoc(ref, { ...fields, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    return ref.id;
  });
}

/** Saves the whole quote (request and line items). */
export async function saveQuoteOps(db: Firestore, agentId: string, id: string, input: QuoteInput): Promise<void> {
  const fields = quoteToStored(agentId, input);
  return mapped(() => updateDoc(doc(db, 'quotes', id), { ...fields, updatedAt: serverTimestamp() }));
}
