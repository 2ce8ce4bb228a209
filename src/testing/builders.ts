/**
 * Test data: one builder per app type, every field present with a plain
 * default (Ana's trip to Lisbon), and overrides for what a test is about.
 * A value a test asserts on is passed as an override in that test, so the
 * test reads on its own; the defaults are what no test should depend on.
 */
import type { AgencyCard, Client, Proposal, ProposalOption } from '@/domain/agents/types';
import type { ThreadMessage } from '@/domain/assistant/schema';
import type { Subscription } from '@/domain/commerce/schema';
import type { Invitation, ItemPlace, ItineraryDoc, PlanItem, TripSummary } from '@/domain/itineraries/types';
import { blankItem } from '@/domain/itineraries/plan';
import type { Profile } from '@/domain/users/schema';

const DAY_MS = 86_400_000;

/** An itinerary document as read: a private, undated one-day trip to Lisbon by `ana`. */
export function aTrip(overrides: Partial<ItineraryDoc> = {}): ItineraryDoc {
  return {
    id: 'lisbon',
    title: 'Lisbon',
    description: '',
    destinations: ['Lisbon'],
    period: null,
    days: 1,
    context: '',
    public: false,
    creatorId: 'ana',
    collaborators: { pending: [], accepted: [] },
    clonedFrom: null,
    agentId: null,
    isPaidItinerary: false,
    price: null,
    isManualCreated: true,
    isNotFirst: false,
    threadId: '',
    geocode: null,
    itineraryImageSrc: null,
    createdAt: null,
    updatedAt: null,
    ...overrides,
  };
}

/** A public, dated two-day trip (14-15 May 2027), "Lisbon: food and fado": what exports and calendars need. */
export function aDatedTrip(overrides: Partial<ItineraryDoc> = {}): ItineraryDoc {
  return aTrip({
    title: 'Lisbon: food and fado',
    description: 'Markets, tarts and fado.',
    period: { start: '2027-05-14', end: '2027-05-15' },
    days: 2,
    public: true,
    ...overrides,
  });
}

/** A place in Lisbon with confirmed coordinates, named `name`. */
export function aPlace(name: string, overrides: Partial<ItemPlace> = {}): ItemPlace {
  return { name, geocode: { lat: 38.7, lng: -9.1 }, source: 'Wikidata (CC0)', ...overrides };
}

/** A plan item: an attraction on day 1 without a place, titled after its id. */
export function anItem(overrides: Partial<PlanItem> = {}): PlanItem {
  const id = overrides.id ?? 'item1';
  return blankItem({ id, day: 1, order: 'a0', type: 'attraction', title: `Item ${id}`, ...overrides });
}

/** A trip as /trips lists it: one `me` created, three undated days in Lisbon. */
export function aTripSummary(overrides: Partial<TripSummary> = {}): TripSummary {
  return {
    id: 'lisbon',
    title: 'Lisbon',
    destinations: ['Lisbon'],
    days: 3,
    period: null,
    public: false,
    itineraryImageSrc: null,
    creatorId: 'me',
    clonedFrom: null,
    createdAt: new Date('2026-01-01'),
    updatedAt: new Date('2026-01-01'),
    relation: 'created',
    ...overrides,
  };
}

/** A public profile: Ana, who follows nobody and has no followers. */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'anaRibeiro01',
    username: 'ana',
    displayName: 'Ana Ribeiro',
    photoURL: null,
    bio: null,
    homeCity: null,
    following: [],
    followers: [],
    isAgent: false,
    createdAt: null,
    ...overrides,
  };
}

/** An invitation to the `lisbon` trip by `ana`, a day old, valid for thirteen more days. */
export function anInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    token: 'tok_abcdefghijklmnopqrstu',
    itineraryId: 'lisbon',
    inviterId: 'ana',
    inviteeId: null,
    itineraryTitle: 'Lisbon',
    createdAt: new Date(Date.now() - DAY_MS),
    expiresAt: new Date(Date.now() + 13 * DAY_MS),
    ...overrides,
  };
}

/** One option of a proposal: a trip priced in euros, with no breakdown and no plan. */
export function aProposalOption(overrides: Partial<ProposalOption> = {}): ProposalOption {
  return {
    id: 'a',
    itineraryId: 'it-a',
    label: 'Lisbon and Porto',
    summary: null,
    price: { amount: 689000, currency: 'EUR' },
    breakdown: [],
    plan: [],
    ...overrides,
  };
}

/**
 * Agent `nora`'s proposal to client `client-emma`: sent, valid for another
 * day, two options (Lisbon and Porto, Lisbon and Sintra) for two adults, not
 * answered yet.
 */
export function aProposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    id: 'pr_Q4nT8wLz2Xc6Vb1Kd9Ms',
    agentId: 'nora',
    clientId: 'client-emma',
    quoteId: null,
    title: 'Your Portugal honeymoon',
    message: 'Two ways to spend the week.',
    status: 'sent',
    options: [
      aProposalOption(),
      aProposalOption({ id: 'b', itineraryId: 'it-b', label: 'Lisbon and Sintra', price: { amount: 642000, currency: 'EUR' } }),
    ],
    party: { adults: 2, children: 0 },
    validUntil: new Date(Date.now() + DAY_MS),
    clientName: null,
    respondedAt: null,
    acceptedOptionIndex: null,
    createdAt: null,
    updatedAt: null,
    ...overrides,
  };
}

/** Agent `nora`'s client Emma, with no contact details and not archived. */
export function aClient(overrides: Partial<Client> = {}): Client {
  return {
    id: 'client-emma',
    name: 'Emma',
    email: null,
    phone: null,
    notes: '',
    archived: false,
    userId: null,
    createdAt: null,
    ...overrides,
  };
}

/** A monthly Wayfare Plus paid by card, active for another 30 days. */
export function aSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan: 'monthly',
    status: 'active',
    source: 'stripe',
    currentPeriodEnd: new Date(Date.now() + 30 * DAY_MS),
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}

/** A turn of an itinerary's assistant thread, stored, without a proposed change; written by `me` when the user's. */
export function aThreadMessage(overrides: Partial<ThreadMessage> & Pick<ThreadMessage, 'id' | 'role' | 'text'>): ThreadMessage {
  return {
    authorId: overrides.role === 'user' ? 'me' : 'assistant',
    createdAt: new Date(),
    proposedChange: null,
    status: null,
    source: null,
    notice: null,
    replyTo: null,
    pending: false,
    ...overrides,
  };
}

/** An agency's card as a client sees it: Northstar Journeys, in euros, no logo, phone or site, short terms. */
export function anAgencyCard(overrides: Partial<AgencyCard> = {}): AgencyCard {
  return {
    name: 'Northstar Journeys',
    logoPath: null,
    contactEmail: 'nora@demo.wayfare.test',
    phone: null,
    website: null,
    currency: 'EUR',
    terms: 'A 20% deposit confirms the booking.',
    brandColor: '#0f5f5c',
    accentColor: '#c8861a',
    ...overrides,
  };
}
