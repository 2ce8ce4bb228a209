/**
 * The agents feature's domain types (docs/agents.md): the agency card and its
 * private settings, clients, trip requests, quotes with priced line items,
 * and proposals with their options. Money is always integer minor units with
 * an ISO 4217 currency.
 */

export interface Money {
  amount: number;
  currency: string;
}

export interface Period {
  start: string;
  end: string;
}

export interface Party {
  adults: number;
  children: number;
}

/** agents/{uid}: the agency's public card, shown on proposals and the agent's profile. */
export interface AgencyCard {
  name: string;
  logoPath: string | null;
  contactEmail: string;
  phone: string | null;
  website: string | null;
  currency: string;
  terms: string;
  /** '#rrggbb': headings and buttons on proposals. */
  brandColor: string | null;
  /** '#rrggbb': highlights (the chosen option, totals). */
  accentColor: string | null;
}

/** agents/{uid}/private/settings: what clients never see. */
export interface AgentSettings {
  defaultMarkupPercent: number;
  defaultTaxPercent: number;
}

export interface Client {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  notes: string;
  archived: boolean;
  userId: string | null;
  createdAt: Date | null;
}

export type ClientInput = Pick<Client, 'name' | 'email' | 'phone' | 'notes'>;

export const REQUEST_STATUSES = ['new', 'quoted', 'dismissed'] as const;
export type TripRequestStatus = (typeof REQUEST_STATUSES)[number];

/** agents/{uid}/requests/{id}: a trip request a traveller sent from the agent's profile. */
export interface TripRequest {
  id: string;
  agentId: string;
  requesterId: string;
  name: string;
  email: string;
  destination: string;
  dates: Period | null;
  party: Party;
  budget: Money | null;
  notes: string;
  status: TripRequestStatus;
  createdAt: Date | null;
}

export type TripRequestInput = Pick<TripRequest, 'name' | 'email' | 'destination' | 'dates' | 'party' | 'budget' | 'notes'>;

export const LINE_CATEGORIES = ['flight', 'stay', 'activity', 'transfer', 'fee'] as const;
export type LineCategory = (typeof LINE_CATEGORIES)[number];

export const LINE_CATEGORY_LABELS: Record<LineCategory, string> = {
  flight: 'Flights',
  stay: 'Stays',
  activity: 'Activities',
  transfer: 'Transfers',
  fee: 'Fees',
};

/** One priced line of a quote: what it costs the agent, their markup, the taxes on the sell price. */
export interface LineItem {
  id: string;
  category: LineCategory;
  label: string;
  quantity: number;
  unitCost: Money;
  /** Percent, up to two decimals (12.5 = 12.5 %). */
  markupPercent: number;
  taxPercent: number;
}

export const QUOTE_STATUSES = ['new', 'in-progress', 'proposed', 'won', 'lost'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** quotes/{id}: a trip request the agent prices. */
export interface Quote {
  id: string;
  agentId: string;
  clientId: string;
  destination: string;
  dates: Period | null;
  party: Party;
  budget: Money | null;
  notes: string;
  status: QuoteStatus;
  currency: string;
  requestId: string | null;
  lineItems: LineItem[];
  createdAt: Date | null;
  updatedAt: Date | null;
}

export type QuoteInput = Omit<Quote, 'id' | 'agentId' | 'createdAt' | 'updatedAt'>;

/** Stored statuses; `expired` is derived from validUntil (see status.ts). */
export const STORED_PROPOSAL_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'declined'] as const;
export type StoredProposalStatus = (typeof STORED_PROPOSAL_STATUSES)[number];
export type ProposalStatus = StoredProposalStatus | 'expired';

/** One stop of an option's plan as the client sees it. */
export interface PlanStop {
  title: string;
  type: string;
  time: string | null;
  geocode: { lat: number; lng: number } | null;
}

export interface PlanDay {
  day: number;
  stops: PlanStop[];
}

export interface BreakdownLine {
  label: string;
  amount: Money;
}

export interface ProposalOption {
  id: string;
  itineraryId: string;
  label: string;
  summary: string | null;
  /** What the client pays for this option, taxes included. */
  price: Money;
  /** The price by category and taxes, as the client sees it (never cost or markup). */
  breakdown: BreakdownLine[];
  /** The option's days and stops, copied from its itinerary when it was added. */
  plan: PlanDay[];
}

export interface Proposal {
  id: string;
  agentId: string;
  clientId: string;
  quoteId: string | null;
  title: string;
  message: string;
  status: StoredProposalStatus;
  options: ProposalOption[];
  party: Party | null;
  validUntil: Date | null;
  clientName: string | null;
  respondedAt: Date | null;
  acceptedOptionIndex: number | null;
  createdAt: Date | null;
  updatedAt: Date | null;
}

export type ProposalEdit = Pick<Proposal, 'title' | 'message' | 'options' | 'party' | 'validUntil'>;
