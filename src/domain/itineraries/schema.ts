/**
 * Itinerary shapes as the app reads and writes them, free of any Firebase SDK
 * (see ../users/schema.ts for why): zod parsers for `itineraries/{id}`,
 * `itineraries/{id}/items/{itemId}` and `invitations/{token}`, and the
 * serializers that turn domain objects into exactly the stored shape that
 * firestore.rules accepts (`isItinerary`, `isItem`: hasOnly, so no unknown
 * key is ever written). Timestamps are added by the operations
 * (serverTimestamp), not here.
 */
import * as z from 'zod/mini';
import { BOOKING_STATUSES, BOOKING_TEXT_LIMITS } from './types';
import type {
  Booking,
  Collaborators,
  DamagedItem,
  DamagedItinerary,
  GeoPoint,
  Invitation,
  ItemFields,
  ItemPlace,
  ItineraryDoc,
  ItineraryPatch,
  Money,
  NewItineraryInput,
  Period,
  PlanItem,
  PlanNotes,
} from './types';
import { isValidDocumentId } from '@/lib/document-id';
import { isHoursPeriods } from '../places/hours';
import { TRAVEL_MODES, type TravelMode } from '@/domain/days/travel';
import {
  dateOf,
  invalid,
  mismatch,
  optionalText,
  optionalTimestamp,
  parseDocument,
  period,
  timestamp,
} from '../stored';

export type * from './types';

/** A public itinerary as a profile or a list shows it (itineraries/{id}). */
export interface PublicItinerarySummary {
  id: string;
  title: string;
  destinations: string[];
  days: number;
  /** yyyy-mm-dd dates, or null for an undated plan. */
  period: { start: string; end: string } | null;
  itineraryImageSrc: string | null;
  isPaidItinerary: boolean;
  createdAt: Date | null;
}

const summaryDoc = z.object({
  title: z.string(),
  destinations: z.array(z.string()),
  days: z.number().check(z.int(), z.minimum(0)),
  period,
  itineraryImageSrc: optionalText,
  isPaidItinerary: z.boolean(),
  createdAt: optionalTimestamp,
});

const copyPeriod = (p: Period | null | undefined): Period | null => (p ? { start: p.start, end: p.end } : null);
const copyGeo = (g: GeoPoint | null | undefined): GeoPoint | null => (g ? { lat: g.lat, lng: g.lng } : null);
const copyMoney = (m: Money | null | undefined): Money | null => (m ? { amount: m.amount, currency: m.currency } : null);

export function parseItinerarySummary(data: unknown, path: string, id: string): PublicItinerarySummary {
  const d = parseDocument(summaryDoc, data, path);
  return {
    id,
    title: d.title,
    destinations: d.destinations,
    days: d.days,
    period: copyPeriod(d.period),
    itineraryImageSrc: d.itineraryImageSrc ?? null,
    isPaidItinerary: d.isPaidItinerary,
    createdAt: dateOf(d.createdAt),
  };
}

// ---------------------------------------------------------------------------
// Reading: itineraries/{id}
// ---------------------------------------------------------------------------

const latLng = z.object({ lat: z.number(), lng: z.number() });
const money = z.object({ amount: z.number().check(z.int()), currency: z.string() });

const collaboratorsDoc = z.looseObject({
  pending: z.array(z.string()),
  accepted: z.array(z.string()),
});

const itineraryDoc = z.object({
  title: z.string(),
  description: z.optional(z.string()),
  destinations: z.optional(z.array(z.string())),
  period: z.optional(period),
  days: z.number().check(z.int(), z.minimum(0)),
  context: z.optional(z.string()),
  public: z.boolean(),
  creatorId: z.string(),
  collaborators: z.optional(z.nullable(collaboratorsDoc)),
  clonedFrom: optionalText,
  agentId: optionalText,
  isPaidItinerary: z.optional(z.boolean()),
  price: z.optional(z.nullable(money)),
  isManualCreated: z.optional(z.boolean()),
  isNotFirst: z.optional(z.boolean()),
  threadId: z.optional(z.string()),
  geocode: z.optional(z.nullable(latLng)),
  itineraryImageSrc: optionalText,
  // Checked entry by entry when read (legModesOf): one bad entry loses that choice, not the trip.
  legModes: z.optional(z.unknown()),
  // Checked when read (planNotesOf): words the assistant said, shown as they are.
  planNotes: z.optional(z.unknown()),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/** The most leg choices a trip keeps (the rules' limit). */
export const MAX_LEG_MODES = 500;
const LEG_KEY = /^[A-Za-z0-9_-]{1,128}>[A-Za-z0-9_-]{1,128}$/;

/** The valid entries of a stored `legModes` map; none (undefined) when there are none. */
function legModesOf(value: unknown): Record<string, TravelMode> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const modes: Record<string, TravelMode> = {};
  for (const [key, mode] of Object.entries(value).slice(0, MAX_LEG_MODES)) {
    if (LEG_KEY.test(key) && typeof mode === 'string' && (TRAVEL_MODES as readonly string[]).includes(mode)) modes[key] = mode as TravelMode;
  }
  return Object.keys(modes).length > 0 ? modes : undefined;
}

/** Whether `key` can name a leg in `legModes` (two item ids). */
export function isLegKey(key: string): boolean {
  return LEG_KEY.test(key);
}

/** itineraries/{id}: missing optional fields read as their defaults (null, '', false, []). */
export function parseItinerary(data: unknown, path: string, id: string): ItineraryDoc {
  const d = parseDocument(itineraryDoc, data, path);
  const collaborators: Collaborators = d.collaborators
    ? { ...d.collaborators, pending: [...d.collaborators.pending], accepted: [...d.collaborators.accepted] }
    : { pending: [], accepted: [] };
  return {
    id,
    title: d.title,
    description: d.description ?? '',
    destinations: d.destinations ?? [],
    period: copyPeriod(d.period),
    days: d.days,
    context: d.context ?? '',
    public: d.public,
    creatorId: d.creatorId,
    collaborators,
    clonedFrom: d.clonedFrom ?? null,
    agentId: d.agentId ?? null,
    isPaidItinerary: d.isPaidItinerary ?? false,
    price: copyMoney(d.price),
    isManualCreated: d.isManualCreated ?? false,
    isNotFirst: d.isNotFirst ?? false,
    threadId: d.threadId ?? '',
    geocode: copyGeo(d.geocode),
    itineraryImageSrc: d.itineraryImageSrc ?? null,
    ...optionalLegModes(d.legModes),
    ...optionalPlanNotes(d.planNotes),
    createdAt: dateOf(d.createdAt),
    updatedAt: dateOf(d.updatedAt),
  };
}

/** The most notes of each kind a trip keeps, and their length (the rules' limits). */
export const MAX_PLAN_NOTES = 20;
export const MAX_PLAN_NOTE_LENGTH = 600;

/** A note the rules and the screens take: some text, up to MAX_PLAN_NOTE_LENGTH characters. */
const isPlanNote = (note: unknown): note is string => typeof note === 'string' && note.length > 0 && note.length <= MAX_PLAN_NOTE_LENGTH;

const notesList = (value: unknown): string[] => (Array.isArray(value) ? value.filter(isPlanNote).slice(0, MAX_PLAN_NOTES) : []);

/** A stored `planNotes` as far as it is well formed; none when it holds nothing. */
function optionalPlanNotes(value: unknown): { planNotes?: PlanNotes } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const record = value as Record<string, unknown>;
  const planNotes = { assumed: notesList(record.assumed), worthKnowing: notesList(record.worthKnowing) };
  return planNotes.assumed.length + planNotes.worthKnowing.length > 0 ? { planNotes } : {};
}

function optionalLegModes(value: unknown): { legModes?: Record<string, TravelMode> } {
  const legModes = legModesOf(value);
  return legModes ? { legModes } : {};
}

const field = (data: unknown, key: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** What can still be read of an itinerary document that fails validation. */
export function salvageItinerary(data: unknown, id: string): DamagedItinerary {
  return { damaged: true, id, title: textOrNull(field(data, 'title')), creatorId: textOrNull(field(data, 'creatorId')) };
}

/** A valid itinerary, or what can still be read of a damaged one (see DamagedItinerary). */
export function parseItineraryOrDamaged(data: unknown, path: string, id: string): ItineraryDoc | DamagedItinerary {
  try {
    return parseItinerary(data, path, id);
  } catch (error) {
    console.warn(error instanceof Error ? error.message : String(error));
    return salvageItinerary(data, id);
  }
}

export function isDamagedItinerary(value: ItineraryDoc | DamagedItinerary | null | undefined): value is DamagedItinerary {
  return value !== null && value !== undefined && 'damaged' in value;
}

// ---------------------------------------------------------------------------
// Reading: itineraries/{id}/items/{itemId}
// ---------------------------------------------------------------------------

/** How far ahead of the server's clock a place's fetchedAt may be (the rules allow the same). */
const FETCHED_AT_SKEW_MS = 300_000;

/** A provider's place id (Google Places ids are letters, digits, _ and -). */
const PROVIDER_ID = /^[A-Za-z0-9_-]{1,300}$/;

const ITEM_TYPE_VALUES = ['attraction', 'restaurant', 'stay', 'flight', 'transport', 'activity', 'note'] as const;

const placeDoc = z.object({
  name: z.string(),
  address: optionalText,
  geocode: latLng,
  category: optionalText,
  source: z.string(),
  approximate: z.optional(z.boolean()),
  providerId: optionalText,
  // Hours that do not read as periods are dropped, not the item: they only feed a warning.
  hours: z.optional(z.catch(z.nullable(z.array(z.string()).check(z.refine(isHoursPeriods))), null)),
  fetchedAt: z.optional(z.catch(z.nullable(z.number()), null)),
});

const bookingDoc = z.object({
  code: optionalText,
  provider: optionalText,
  number: optionalText,
  terminal: optionalText,
  seat: optionalText,
  party: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(99)))),
  status: z.enum(BOOKING_STATUSES),
});

/** A booking's own document (itineraries/{id}/bookings/{itemId}). */
const storedBookingDoc = z.extend(bookingDoc, { updatedAt: optionalTimestamp });

const itemDoc = z.object({
  id: z.string(),
  day: z.nullable(z.number().check(z.int(), z.minimum(1))),
  order: z.string().check(z.minLength(1)),
  type: z.enum(ITEM_TYPE_VALUES),
  title: z.string(),
  place: z.optional(z.nullable(placeDoc)),
  startTime: optionalText,
  endTime: optionalText,
  timeZone: optionalText,
  arrival: z.optional(z.nullable(placeDoc)),
  endTimeZone: optionalText,
  nights: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1)))),
  optionOf: optionalText,
  notes: optionalText,
  cost: z.optional(z.nullable(money)),
  fixedTime: z.optional(z.nullable(z.boolean())),
  booking: z.optional(z.nullable(bookingDoc)),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

/** A place with every stored key present (null when empty): as read, and as written. */
function copyPlace(p: ItemPlace): ItemPlace {
  const place: ItemPlace = {
    name: p.name,
    address: p.address ?? null,
    geocode: { lat: p.geocode.lat, lng: p.geocode.lng },
    category: p.category ?? null,
    source: p.source,
  };
  if (p.approximate !== undefined) place.approximate = p.approximate;
  if (p.providerId) place.providerId = p.providerId;
  if (p.hours && p.hours.length > 0) place.hours = [...p.hours];
  if (typeof p.fetchedAt === 'number') place.fetchedAt = p.fetchedAt;
  return place;
}

/** A booking with every stored key present (null when empty): as read, and as written. */
function copyBooking(b: Booking | z.infer<typeof bookingDoc>): Booking {
  return {
    code: b.code ?? null,
    provider: b.provider ?? null,
    number: b.number ?? null,
    terminal: b.terminal ?? null,
    seat: b.seat ?? null,
    party: b.party ?? null,
    status: b.status,
  };
}

/** An item with exactly the keys of the rules' isItem, each present (null when empty): as read, and as written. */
function copyItem(d: z.infer<typeof itemDoc>): PlanItem {
  return {
    id: d.id,
    day: d.day,
    order: d.order,
    type: d.type,
    title: d.title,
    place: d.place ? copyPlace(d.place) : null,
    startTime: d.startTime ?? null,
    endTime: d.endTime ?? null,
    timeZone: d.timeZone ?? null,
    arrival: d.arrival ? copyPlace(d.arrival) : null,
    endTimeZone: d.endTimeZone ?? null,
    nights: d.nights ?? null,
    optionOf: d.optionOf ?? null,
    notes: d.notes ?? null,
    cost: copyMoney(d.cost),
    // Kept only when set, so an item that never had it reads and writes as before.
    ...(d.fixedTime ? { fixedTime: true } : {}),
    ...(d.booking ? { booking: copyBooking(d.booking) } : {}),
  };
}

/** itineraries/{id}/items/{itemId}: missing optional fields read as null. */
export function parseItem(data: unknown, path: string, id: string): PlanItem {
  const d = parseDocument(itemDoc, data, path);
  if (d.id !== id) throw mismatch(path, 'id', id, d.id);
  return copyItem(d);
}

/** What can still be read of an item that fails validation: its day and title, to show it as damaged. */
export function salvageItem(data: unknown, id: string): DamagedItem {
  const day = field(data, 'day');
  return {
    id,
    day: typeof day === 'number' && Number.isInteger(day) && day >= 1 ? day : null,
    title: textOrNull(field(data, 'title')),
  };
}

/** A plan read from storage: the valid items, and the damaged ones to show as such. */
export interface ParsedPlan {
  items: PlanItem[];
  damaged: DamagedItem[];
}

/**
 * Parses a plan's items one by one. A malformed item is kept apart as damaged
 * (and reported through `warn`, console.warn by default), so one bad document
 * never hides the whole plan, and the screen can show it as damaged.
 */
export function parsePlan(
  docs: readonly { id: string; path: string; data: unknown }[],
  warn: (message: string) => void = (message) => console.warn(message),
): ParsedPlan {
  const items: PlanItem[] = [];
  const damaged: DamagedItem[] = [];
  for (const d of docs) {
    try {
      items.push(parseItem(d.data, d.path, d.id));
    } catch (error) {
      warn(error instanceof Error ? `${error.message} It is shown as damaged.` : String(error));
      damaged.push(salvageItem(d.data, d.id));
    }
  }
  return { items, damaged };
}

/** The valid items of a plan (see parsePlan); the damaged ones are reported through `warn` and left out. */
export function parseItems(
  docs: readonly { id: string; path: string; data: unknown }[],
  warn: (message: string) => void = (message) => console.warn(message),
): PlanItem[] {
  return parsePlan(docs, warn).items;
}

// ---------------------------------------------------------------------------
// Reading: invitations/{token}
// ---------------------------------------------------------------------------

const invitationDoc = z.object({
  itineraryId: z.string(),
  inviterId: z.string(),
  inviteeId: optionalText,
  itineraryTitle: optionalText,
  createdAt: optionalTimestamp,
  expiresAt: timestamp,
});

export function parseInvitation(data: unknown, path: string, token: string): Invitation {
  const d = parseDocument(invitationDoc, data, path);
  return {
    token,
    itineraryId: d.itineraryId,
    inviterId: d.inviterId,
    inviteeId: d.inviteeId ?? null,
    itineraryTitle: d.itineraryTitle ?? null,
    createdAt: dateOf(d.createdAt),
    expiresAt: d.expiresAt.toDate(),
  };
}

// ---------------------------------------------------------------------------
// Writing: the checks of firestore.rules, as sentences, before the round trip.
// A write the rules would refuse never reaches the queue: offline, a refused
// write would only be undone minutes later, when the connection returns.
// ---------------------------------------------------------------------------

const DATE_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;
const CLOCK_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const ORDER_PATTERN = /^[0-9A-Za-z]{1,64}$/;
const CURRENCY_PATTERN = /^[A-Z]{3}$/;

function checkLength(value: string, min: number, max: number, what: string): void {
  if (value.length < min) throw invalid(`Enter ${what}.`);
  if (value.length > max) throw invalid(`The ${what} is too long: use at most ${max} characters.`);
}

function checkGeo(g: GeoPoint | null | undefined, what: string): void {
  if (g === null || g === undefined) return;
  if (!Number.isFinite(g.lat) || !Number.isFinite(g.lng) || Math.abs(g.lat) > 90 || Math.abs(g.lng) > 180) {
    throw invalid(`The coordinates of ${what} are out of range.`);
  }
}

function checkPeriod(p: Period | null | undefined): void {
  if (p === null || p === undefined) return;
  if (!DATE_PATTERN.test(p.start) || !DATE_PATTERN.test(p.end)) throw invalid('Dates must be real calendar dates.');
  if (p.start > p.end) throw invalid('The trip must end on or after the day it starts.');
}

function checkDays(days: number | undefined): void {
  if (days === undefined) return;
  if (!Number.isInteger(days) || days < 0 || days > 90) throw invalid('A trip has from 0 to 90 days.');
}

function checkMoney(m: Money | null | undefined, what: string): void {
  if (m === null || m === undefined) return;
  if (!Number.isInteger(m.amount) || m.amount < 0 || m.amount > 100_000_000) {
    throw invalid(`The ${what} must be a whole number of cents, from 0 to 1,000,000.00.`);
  }
  if (!CURRENCY_PATTERN.test(m.currency)) throw invalid(`Pick the ${what}'s currency by its three-letter code, such as EUR.`);
}

function checkClock(value: string | null | undefined, what: string): void {
  if (value !== null && value !== undefined && !CLOCK_PATTERN.test(value)) {
    throw invalid(`Write the ${what} as hours and minutes, for example 09:30.`);
  }
}

function checkOptionalText(value: string | null | undefined, max: number, what: string): void {
  if (value !== null && value !== undefined && value.length > max) {
    throw invalid(`The ${what} is too long: use at most ${max} characters.`);
  }
}

function checkPlace(p: ItemPlace | null | undefined, what: string): void {
  if (p === null || p === undefined) return;
  checkLength(p.name, 1, 200, `the name of ${what}`);
  checkOptionalText(p.address, 300, 'address');
  checkGeo(p.geocode, what);
  if (!p.geocode) throw invalid(`A place needs coordinates: ${p.name} has none.`);
  checkOptionalText(p.category, 60, 'category');
  checkLength(p.source, 1, 120, `where the place ${p.name} comes from`);
  if (p.providerId !== null && p.providerId !== undefined && !PROVIDER_ID.test(p.providerId)) {
    throw invalid(`The place id of ${p.name} is not valid.`);
  }
  if (p.hours !== null && p.hours !== undefined && !isHoursPeriods(p.hours)) {
    throw invalid(`The opening hours of ${p.name} are not valid.`);
  }
  // A provider's place says when it was fetched, so it is refreshed in time (the rules insist).
  if (p.providerId && (typeof p.fetchedAt !== 'number' || !Number.isSafeInteger(p.fetchedAt) || p.fetchedAt > Date.now() + FETCHED_AT_SKEW_MS)) {
    throw invalid(`${p.name} from Google Maps needs the time it was found: pick it again.`);
  }
}

export function checkItineraryPatch(patch: ItineraryPatch): void {
  if (patch.title !== undefined) {
    if (patch.title.trim().length === 0) throw invalid('Give the trip a title.');
    checkLength(patch.title, 1, 120, 'title');
  }
  if (patch.description !== undefined) checkOptionalText(patch.description, 5000, 'description');
  if (patch.destinations !== undefined && patch.destinations.length > 20) {
    throw invalid('A trip has at most 20 destinations.');
  }
  checkPeriod(patch.period);
  checkDays(patch.days);
  if (patch.context !== undefined) checkOptionalText(patch.context, 4000, 'brief');
  checkGeo(patch.geocode, 'the trip');
  checkOptionalText(patch.itineraryImageSrc, 2048, 'image address');
  if (patch.threadId !== undefined) checkOptionalText(patch.threadId, 128, 'thread id');
  if (patch.planNotes) {
    const { assumed, worthKnowing } = patch.planNotes;
    const fits = (list: readonly string[]) => list.length <= MAX_PLAN_NOTES && list.every(isPlanNote);
    if (!fits(assumed) || !fits(worthKnowing)) throw invalid(`The assistant's notes hold at most ${MAX_PLAN_NOTES} of each kind, each up to ${MAX_PLAN_NOTE_LENGTH} characters.`);
  }
}

export function checkItem(item: PlanItem): void {
  if (!isValidDocumentId(item.id)) throw invalid('This item has an id that cannot be stored.');
  checkItemFields(item, item.id);
}

/** The checks of checkItem for the fields present (an update of some fields of item `id`). */
export function checkItemFields(fields: ItemFields, id: string): void {
  const has = (key: keyof ItemFields) => Object.prototype.hasOwnProperty.call(fields, key);
  if (has('day') && fields.day !== null && fields.day !== undefined && (!Number.isInteger(fields.day) || fields.day < 1 || fields.day > 90)) {
    throw invalid('An item belongs to a day from 1 to 90, or to the ideas.');
  }
  if (has('order') && !ORDER_PATTERN.test(fields.order ?? '')) throw invalid('This item has a position that cannot be stored.');
  if (has('type') && !(ITEM_TYPE_VALUES as readonly string[]).includes(fields.type ?? '')) throw invalid('Pick what kind of item this is.');
  if (has('title')) {
    const title = fields.title ?? '';
    if (title.trim().length === 0) throw invalid('Give the item a title.');
    checkLength(title, 1, 200, 'title');
  }
  checkPlace(fields.place, 'the place');
  checkPlace(fields.arrival, 'the arrival');
  checkClock(fields.startTime, 'start time');
  checkClock(fields.endTime, 'end time');
  checkOptionalText(fields.timeZone, 64, 'time zone');
  checkOptionalText(fields.endTimeZone, 64, 'time zone');
  const { nights, optionOf } = fields;
  if (nights !== null && nights !== undefined && (!Number.isInteger(nights) || nights < 1 || nights > 60)) {
    throw invalid('A stay lasts from 1 to 60 nights.');
  }
  if (optionOf !== null && optionOf !== undefined && (!isValidDocumentId(optionOf) || optionOf === id)) {
    throw invalid('An alternative must belong to another item.');
  }
  checkOptionalText(fields.notes, 5000, 'notes');
  checkMoney(fields.cost, 'cost');
  if (fields.fixedTime !== undefined && fields.fixedTime !== null && typeof fields.fixedTime !== 'boolean') throw invalid('Say whether the time is fixed.');
  checkBooking(fields.booking);
}

const BOOKING_WORDS: Record<keyof typeof BOOKING_TEXT_LIMITS, string> = {
  code: 'confirmation code',
  provider: 'name of who it is booked with',
  number: 'flight or train number',
  terminal: 'terminal',
  seat: 'seat',
};

function checkBooking(b: Booking | null | undefined): void {
  if (b === null || b === undefined) return;
  for (const [key, max] of Object.entries(BOOKING_TEXT_LIMITS) as [keyof typeof BOOKING_TEXT_LIMITS, number][]) {
    checkOptionalText(b[key], max, BOOKING_WORDS[key]);
  }
  if (b.party !== null && (!Number.isInteger(b.party) || b.party < 1 || b.party > 99)) throw invalid('A booking is for 1 to 99 people.');
  if (!(BOOKING_STATUSES as readonly string[]).includes(b.status)) throw invalid('Say whether the booking holds or was cancelled.');
}

export function checkMove(day: number | null, order: string): void {
  if (day !== null && (!Number.isInteger(day) || day < 1 || day > 90)) {
    throw invalid('An item belongs to a day from 1 to 90, or to the ideas.');
  }
  if (!ORDER_PATTERN.test(order)) throw invalid('This item has a position that cannot be stored.');
}

// ---------------------------------------------------------------------------
// Serializing: exactly the stored keys (timestamps are added by the writer)
// ---------------------------------------------------------------------------

/**
 * An item as stored, every key of the rules' isItem present (null when empty),
 * no timestamps. Without its booking: that is kept in a document of its own,
 * which only the trip's editors read (`bookingToStored`, docs/bookings.md).
 */
export function itemToStored(item: PlanItem): Record<string, unknown> {
  const stored: Record<string, unknown> = { ...copyItem(item) };
  delete stored.booking;
  return stored;
}

/** itineraries/{id}/bookings/{itemId}: what was booked for that item, every key present (null when empty). No timestamp. */
export function bookingToStored(booking: Booking): Record<string, unknown> {
  return { ...copyBooking(booking) };
}

/** A stored booking, validated (its `updatedAt` aside). */
export function parseBooking(data: unknown, path: string): Booking {
  return copyBooking(parseDocument(storedBookingDoc, data, path));
}

/**
 * Some fields of an item as stored: only the keys present, each whole (a
 * place is written as one value), null when empty. No timestamps.
 */
export function itemFieldsToStored(fields: ItemFields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields) as [keyof ItemFields, unknown][]) {
    if (value === undefined) continue;
    if (key === 'place' || key === 'arrival') out[key] = fields[key] ? copyPlace(fields[key]) : null;
    else if (key === 'cost') out[key] = copyMoney(fields.cost);
    // A booking is written to its own document (bookingToStored), never into the item.
    else if (key === 'booking') continue;
    else out[key] = value ?? null;
  }
  return out;
}

/** The itinerary as it reads once `patch` is written (a null `planNotes`: none). */
export function patchedItinerary(doc: ItineraryDoc, patch: ItineraryPatch): ItineraryDoc {
  const { planNotes, ...rest } = patch;
  const { planNotes: before, ...next } = { ...doc, ...rest };
  const notes = planNotes === undefined ? before : (planNotes ?? undefined);
  return notes ? { ...next, planNotes: notes } : next;
}

/** The content fields of a patch as stored (only keys present in the patch). */
export function patchToStored(patch: ItineraryPatch): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (patch.title !== undefined) out.title = patch.title;
  if (patch.description !== undefined) out.description = patch.description;
  if (patch.destinations !== undefined) out.destinations = [...patch.destinations];
  if (patch.period !== undefined) out.period = copyPeriod(patch.period);
  if (patch.days !== undefined) out.days = patch.days;
  if (patch.context !== undefined) out.context = patch.context;
  if (patch.public !== undefined) out.public = patch.public;
  if (patch.geocode !== undefined) out.geocode = copyGeo(patch.geocode);
  if (patch.itineraryImageSrc !== undefined) out.itineraryImageSrc = patch.itineraryImageSrc;
  if (patch.threadId !== undefined) out.threadId = patch.threadId;
  if (patch.isNotFirst !== undefined) out.isNotFirst = patch.isNotFirst;
  if (patch.planNotes !== undefined) {
    out.planNotes = patch.planNotes && { assumed: [...patch.planNotes.assumed], worthKnowing: [...patch.planNotes.worthKnowing] };
  }
  return out;
}

/** What a new itinerary starts with: its content, and where it comes from. */
type StartedItinerary = Pick<ItineraryDoc, 'title' | 'description' | 'destinations' | 'period' | 'days' | 'context'> &
  Pick<ItineraryDoc, 'clonedFrom' | 'isManualCreated' | 'geocode' | 'itineraryImageSrc'>;

/** The stored fields (no timestamps) of an itinerary `uid` starts: private, no collaborators, not paid. */
function ownItineraryToStored(uid: string, content: StartedItinerary): Record<string, unknown> {
  return {
    title: content.title,
    description: content.description,
    destinations: [...content.destinations],
    period: copyPeriod(content.period),
    days: content.days,
    context: content.context,
    public: false,
    creatorId: uid,
    collaborators: { pending: [], accepted: [] },
    clonedFrom: content.clonedFrom,
    agentId: null,
    isPaidItinerary: false,
    isManualCreated: content.isManualCreated,
    isNotFirst: false,
    threadId: '',
    geocode: copyGeo(content.geocode),
    itineraryImageSrc: content.itineraryImageSrc,
  };
}

/** A new itinerary's stored fields (no timestamps): private, no collaborators, not paid. */
export function newItineraryToStored(uid: string, input: NewItineraryInput): Record<string, unknown> {
  const content = {
    title: input.title.trim(),
    description: input.description ?? '',
    destinations: input.destinations,
    period: input.period,
    days: input.days,
    context: input.context ?? '',
    geocode: input.geocode ?? null,
  };
  checkItineraryPatch(content);
  for (const destination of input.destinations) checkLength(destination, 1, 200, 'destination');
  const stored = ownItineraryToStored(uid, {
    ...content,
    clonedFrom: null,
    isManualCreated: input.isManualCreated ?? true,
    itineraryImageSrc: null,
  });
  const notes = input.planNotes ? optionalPlanNotes(input.planNotes).planNotes : undefined;
  return notes ? { ...stored, planNotes: notes } : stored;
}

/** A clone's stored fields (no timestamps): mine, private, unpaid, no collaborators, `clonedFrom` the source. */
export function cloneToStored(source: ItineraryDoc, uid: string): Record<string, unknown> {
  return ownItineraryToStored(uid, { ...source, clonedFrom: source.id });
}

// ---------------------------------------------------------------------------
// Ids and tokens
// ---------------------------------------------------------------------------

const AUTO_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const TOKEN_ALPHABET = `${AUTO_ID_ALPHABET}_-`;

/** A random string over an alphabet, unbiased (rejection sampling), from crypto.getRandomValues. */
function randomString(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/** A Firestore-style auto id (20 letters and digits), without loading the SDK. */
export function newAutoId(): string {
  return randomString(AUTO_ID_ALPHABET, 20);
}

export const INVITATION_TOKEN_LENGTH = 32;
export const INVITATION_DEFAULT_DAYS = 14;
export const INVITATION_MAX_DAYS = 30;

/** An invitation token: 32 characters over [A-Za-z0-9_-] (192 bits). */
export function newInvitationToken(): string {
  return randomString(TOKEN_ALPHABET, INVITATION_TOKEN_LENGTH);
}

/**
 * When an invitation made now for `days` days (1..30, default 14) expires. The
 * 30-day maximum keeps a minute in hand, since the rules compare with the
 * server's clock.
 */
export function invitationExpiry(now: Date, days: number = INVITATION_DEFAULT_DAYS): Date {
  const wanted = Number.isFinite(days) ? Math.min(Math.max(days, 1), INVITATION_MAX_DAYS) : INVITATION_DEFAULT_DAYS;
  const dayMs = 24 * 60 * 60 * 1000;
  const max = now.getTime() + INVITATION_MAX_DAYS * dayMs - 60_000;
  return new Date(Math.min(now.getTime() + wanted * dayMs, max));
}

/** `@Name ` -> `name`: how people type a username. */
export function normaliseUsername(input: string): string {
  return input.trim().replace(/^@/, '').toLowerCase();
}
