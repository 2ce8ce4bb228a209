/**
 * The agents' data as the app reads and writes it, free of any Firebase SDK:
 * zod parsers for `agents/{uid}` (the agency card), its private settings,
 * clients and trip requests, `quotes/{id}` and `proposals/{id}`, and the
 * serializers that write exactly the keys firestore.rules accepts
 * (docs/agents.md). Timestamps are added by the operations.
 */
import * as z from 'zod/mini';
import {
  LINE_CATEGORIES,
  QUOTE_STATUSES,
  REQUEST_STATUSES,
  STORED_PROPOSAL_STATUSES,
  type AgencyCard,
  type AgentSettings,
  type Client,
  type ClientInput,
  type Proposal,
  type ProposalEdit,
  type Quote,
  type QuoteInput,
  type TripRequest,
  type TripRequestInput,
} from './types';
import { dateOf, invalid, optionalText, optionalTimestamp, parseDocument, period } from '../stored';

export type * from './types';

const money = z.object({
  amount: z.number().check(z.int(), z.minimum(0)),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code')),
});
const party = z.object({
  adults: z.number().check(z.int(), z.minimum(1)),
  children: z.number().check(z.int(), z.minimum(0)),
});
const colour = z.optional(z.nullable(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'expected #rrggbb'))));

// ---------------------------------------------------------------------------
// agents/{uid}, private/settings
// ---------------------------------------------------------------------------

const cardDoc = z.object({
  name: z.string(),
  logoPath: optionalText,
  contactEmail: z.string(),
  phone: optionalText,
  website: optionalText,
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  terms: z.optional(z.string()),
  brandColor: colour,
  accentColor: colour,
});

export function parseAgencyCard(data: unknown, path: string): AgencyCard {
  const d = parseDocument(cardDoc, data, path);
  return {
    name: d.name,
    logoPath: d.logoPath ?? null,
    contactEmail: d.contactEmail,
    phone: d.phone ?? null,
    website: d.website ?? null,
    currency: d.currency,
    terms: d.terms ?? '',
    brandColor: d.brandColor ?? null,
    accentColor: d.accentColor ?? null,
  };
}

const settingsDoc = z.object({
  defaultMarkupPercent: z.number().check(z.minimum(0), z.maximum(100)),
  defaultTaxPercent: z.optional(z.nullable(z.number().check(z.minimum(0), z.maximum(100)))),
});

export const DEFAULT_SETTINGS: AgentSettings = { defaultMarkupPercent: 10, defaultTaxPercent: 0 };

export function parseAgentSettings(data: unknown, path: string): AgentSettings {
  const d = parseDocument(settingsDoc, data, path);
  return { defaultMarkupPercent: d.defaultMarkupPercent, defaultTaxPercent: d.defaultTaxPercent ?? 0 };
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^\+[0-9]{6,15}$/;
const HEX = /^#[0-9a-fA-F]{6}$/;

/** The card's stored keys (isAgentCard), checked first so a bad value gets a sentence. */
export function cardToStored(card: AgencyCard): Record<string, unknown> {
  const name = card.name.trim();
  if (name.length < 1 || name.length > 120) throw invalid('The agency name must be 1 to 120 characters.');
  if (!EMAIL.test(card.contactEmail)) throw invalid('Enter a contact e-mail such as hello@agency.com.');
  if (card.phone && !PHONE.test(card.phone)) throw invalid('Enter the phone number with its country code, e.g. +442079460321.');
  if (!/^[A-Z]{3}$/.test(card.currency)) throw invalid('Choose a currency.');
  if (card.terms.length > 20000) throw invalid('The terms can be at most 20,000 characters.');
  if (card.logoPath && card.logoPath.length > 2048) throw invalid('The logo address is too long.');
  for (const value of [card.brandColor, card.accentColor]) {
    if (value && !HEX.test(value)) throw invalid('Colours are written #rrggbb.');
  }
  return {
    name,
    logoPath: card.logoPath || null,
    contactEmail: card.contactEmail,
    phone: card.phone || null,
    website: card.website || null,
    currency: card.currency,
    terms: card.terms,
    brandColor: card.brandColor || null,
    accentColor: card.accentColor || null,
  };
}

export function settingsToStored(settings: AgentSettings): Record<string, unknown> {
  for (const value of [settings.defaultMarkupPercent, settings.defaultTaxPercent]) {
    if (!(value >= 0 && value <= 100)) throw invalid('Percentages are between 0 and 100.');
  }
  return { defaultMarkupPercent: settings.defaultMarkupPercent, defaultTaxPercent: settings.defaultTaxPercent };
}

// ---------------------------------------------------------------------------
// agents/{uid}/clients/{id}
// ---------------------------------------------------------------------------

const clientDoc = z.object({
  name: z.string(),
  email: optionalText,
  phone: optionalText,
  notes: z.optional(z.string()),
  archived: z.optional(z.boolean()),
  userId: optionalText,
  createdAt: optionalTimestamp,
});

export function parseClient(data: unknown, path: string, id: string): Client {
  const d = parseDocument(clientDoc, data, path);
  return {
    id,
    name: d.name,
    email: d.email ?? null,
    phone: d.phone ?? null,
    notes: d.notes ?? '',
    archived: d.archived ?? false,
    userId: d.userId ?? null,
    createdAt: dateOf(d.createdAt),
  };
}

export function clientToStored(input: ClientInput): Record<string, unknown> {
  const name = input.name.trim();
  if (name.length < 1 || name.length > 120) throw invalid('A client needs a name of 1 to 120 characters.');
  if (input.email && !EMAIL.test(input.email)) throw invalid('Enter an e-mail such as emma@example.com.');
  if (input.phone && !PHONE.test(input.phone)) throw invalid('Enter the phone number with its country code, e.g. +442079460321.');
  if (input.notes.length > 10000) throw invalid('Notes can be at most 10,000 characters.');
  return { name, email: input.email || null, phone: input.phone || null, notes: input.notes };
}

// ---------------------------------------------------------------------------
// agents/{uid}/requests/{id}
// ---------------------------------------------------------------------------

const requestDoc = z.object({
  requesterId: z.string(),
  name: z.string(),
  email: z.string(),
  destination: z.string(),
  dates: period,
  party,
  budget: z.nullable(money),
  notes: z.optional(z.string()),
  status: z.enum(REQUEST_STATUSES),
  createdAt: optionalTimestamp,
});

export function parseTripRequest(data: unknown, path: string, id: string, agentId: string): TripRequest {
  const d = parseDocument(requestDoc, data, path);
  return { id, agentId, ...d, notes: d.notes ?? '', createdAt: dateOf(d.createdAt) };
}

function checkPartyAndDates(input: { party: { adults: number; children: number }; dates: { start: string; end: string } | null }) {
  const { adults, children } = input.party;
  if (!Number.isInteger(adults) || adults < 1 || adults > 100) throw invalid('At least one adult travels (at most 100).');
  if (!Number.isInteger(children) || children < 0 || children > 100) throw invalid('Children: a whole number from 0 to 100.');
  if (input.dates && input.dates.start > input.dates.end) throw invalid('The trip ends before it starts.');
}

export function tripRequestToStored(requesterId: string, input: TripRequestInput): Record<string, unknown> {
  if (!input.name.trim()) throw invalid('Tell the agent your name.');
  if (!EMAIL.test(input.email)) throw invalid('Enter an e-mail the agent can answer, e.g. you@example.com.');
  if (!input.destination.trim()) throw invalid('Where would you like to go?');
  checkPartyAndDates(input);
  return {
    requesterId,
    name: input.name.trim(),
    email: input.email,
    destination: input.destination.trim(),
    dates: input.dates,
    party: input.party,
    budget: input.budget,
    notes: input.notes,
    status: 'new',
  };
}

// ---------------------------------------------------------------------------
// quotes/{id}
// ---------------------------------------------------------------------------

const lineItemDoc = z.object({
  id: z.string(),
  category: z.enum(LINE_CATEGORIES),
  label: z.string(),
  quantity: z.number().check(z.int(), z.minimum(0)),
  unitCost: money,
  markupPercent: z.number().check(z.minimum(0), z.maximum(100)),
  taxPercent: z.number().check(z.minimum(0), z.maximum(100)),
});

const quoteDoc = z.object({
  agentId: z.string(),
  clientId: z.string(),
  destination: z.string(),
  dates: period,
  party,
  budget: z.nullable(money),
  notes: z.optional(z.string()),
  status: z.enum(QUOTE_STATUSES),
  currency: z.optional(z.nullable(z.string())),
  requestId: optionalText,
  lineItems: z.array(lineItemDoc),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

export function parseQuote(data: unknown, path: string, id: string): Quote {
  const d = parseDocument(quoteDoc, data, path);
  return {
    id,
    agentId: d.agentId,
    clientId: d.clientId,
    destination: d.destination,
    dates: d.dates,
    party: d.party,
    budget: d.budget,
    notes: d.notes ?? '',
    status: d.status,
    currency: d.currency ?? d.budget?.currency ?? d.lineItems[0]?.unitCost.currency ?? 'EUR',
    requestId: d.requestId ?? null,
    lineItems: d.lineItems,
    createdAt: dateOf(d.createdAt),
    updatedAt: dateOf(d.updatedAt),
  };
}

export const MAX_LINE_ITEMS = 100;

export function quoteToStored(agentId: string, input: QuoteInput): Record<string, unknown> {
  if (!input.clientId) throw invalid('Choose the client this quote is for.');
  if (!input.destination.trim()) throw invalid('Enter a destination.');
  checkPartyAndDates(input);
  if (input.lineItems.length > MAX_LINE_ITEMS) throw invalid(`A quote holds at most ${MAX_LINE_ITEMS} lines.`);
  for (const line of input.lineItems) {
    if (!line.label.trim()) throw invalid('Every line needs a description.');
    if (line.unitCost.currency !== input.currency) throw invalid(`Every line is priced in ${input.currency}.`);
  }
  return {
    agentId,
    clientId: input.clientId,
    destination: input.destination.trim(),
    dates: input.dates,
    party: input.party,
    budget: input.budget,
    notes: input.notes,
    status: input.status,
    currency: input.currency,
    requestId: input.requestId,
    lineItems: input.lineItems.map((line) => ({ ...line, label: line.label.trim() })),
  };
}

// ---------------------------------------------------------------------------
// proposals/{id}
// ---------------------------------------------------------------------------

const planStop = z.object({
  title: z.string(),
  type: z.string(),
  time: optionalText,
  geocode: z.optional(z.nullable(z.object({ lat: z.number(), lng: z.number() }))),
});

const optionDoc = z.object({
  id: z.string(),
  itineraryId: z.string(),
  label: z.string(),
  summary: optionalText,
  price: money,
  breakdown: z.optional(z.nullable(z.array(z.object({ label: z.string(), amount: money })))),
  plan: z.optional(z.nullable(z.array(z.object({ day: z.number().check(z.int()), stops: z.array(planStop) })))),
});

const proposalDoc = z.object({
  agentId: z.string(),
  clientId: z.string(),
  quoteId: optionalText,
  title: z.string(),
  message: z.optional(z.string()),
  status: z.enum(STORED_PROPOSAL_STATUSES),
  options: z.array(optionDoc),
  party: z.optional(z.nullable(party)),
  validUntil: optionalTimestamp,
  clientName: optionalText,
  respondedAt: optionalTimestamp,
  acceptedOptionIndex: z.optional(z.nullable(z.number().check(z.int()))),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

export function parseProposal(data: unknown, path: string, id: string): Proposal {
  const d = parseDocument(proposalDoc, data, path);
  return {
    id,
    agentId: d.agentId,
    clientId: d.clientId,
    quoteId: d.quoteId ?? null,
    title: d.title,
    message: d.message ?? '',
    status: d.status,
    options: d.options.map((o) => ({
      id: o.id,
      itineraryId: o.itineraryId,
      label: o.label,
      summary: o.summary ?? null,
      price: o.price,
      breakdown: o.breakdown ?? [],
      plan: (o.plan ?? []).map((day) => ({
        day: day.day,
        stops: day.stops.map((s) => ({ title: s.title, type: s.type, time: s.time ?? null, geocode: s.geocode ?? null })),
      })),
    })),
    party: d.party ?? null,
    validUntil: dateOf(d.validUntil),
    clientName: d.clientName ?? null,
    respondedAt: dateOf(d.respondedAt),
    acceptedOptionIndex: d.acceptedOptionIndex ?? null,
    createdAt: dateOf(d.createdAt),
    updatedAt: dateOf(d.updatedAt),
  };
}

export const MAX_OPTIONS = 5;

/** The editable part of a proposal, checked (isProposal); validUntil stays a Date for the operations to convert. */
export function proposalEditToStored(edit: ProposalEdit): Omit<Record<string, unknown>, 'validUntil'> & { validUntil: Date | null } {
  const title = edit.title.trim();
  if (title.length < 1 || title.length > 120) throw invalid('Give the proposal a title of 1 to 120 characters.');
  if (edit.message.length > 5000) throw invalid('The message can be at most 5,000 characters.');
  if (edit.options.length < 1) throw invalid('Add at least one option.');
  if (edit.options.length > MAX_OPTIONS) throw invalid(`A proposal holds at most ${MAX_OPTIONS} options.`);
  for (const option of edit.options) {
    if (!option.label.trim()) throw invalid('Every option needs a name.');
    if (!option.itineraryId) throw invalid(`Choose the itinerary of "${option.label}".`);
    if (option.plan.length > 90) throw invalid('An option has at most 90 days.');
  }
  return {
    title,
    message: edit.message,
    party: edit.party,
    validUntil: edit.validUntil,
    options: edit.options.map((o) => ({
      id: o.id,
      itineraryId: o.itineraryId,
      label: o.label.trim(),
      summary: o.summary || null,
      price: o.price,
      breakdown: o.breakdown.slice(0, 12),
      plan: o.plan.map((day) => ({
        day: day.day,
        stops: day.stops.map((s) => ({ title: s.title, type: s.type, time: s.time, geocode: s.geocode })),
      })),
    })),
  };
}

/** An unguessable proposal id: 24 URL-safe characters from crypto.getRandomValues (about 143 bits). */
export function newProposalId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `pr_${[...bytes].map((b) => alphabet[b % 64]).join('')}`;
}

export function newDocId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return `${prefix}${[...bytes].map((b) => alphabet[b % 62]).join('')}`;
}
