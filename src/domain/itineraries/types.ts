/**
 * The itinerary domain as the app works with it: plain data, no Firebase types.
 * Stored shapes and the rules that check them: docs/data-model.md.
 */
import type { TravelMode } from '@/domain/days/travel';

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface Period {
  /** ISO date (yyyy-mm-dd). */
  start: string;
  /** ISO date (yyyy-mm-dd). */
  end: string;
}

/** Pending and accepted user ids; any other collaborator data (e.g. `roles`) rides along untouched. */
export interface Collaborators {
  pending: string[];
  accepted: string[];
  [field: string]: unknown;
}

/** Money in integer minor units (cents) with an ISO 4217 currency. */
export interface Money {
  amount: number;
  currency: string;
}

export const ITEM_TYPES = ['attraction', 'restaurant', 'stay', 'flight', 'transport', 'activity', 'note'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** What each kind of item is called, on every screen and in the PDF: the editor, the trip page, the export. */
export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  attraction: 'Attraction',
  restaurant: 'Restaurant',
  stay: 'Stay',
  flight: 'Flight',
  transport: 'Transport',
  activity: 'Activity',
  note: 'Note',
};

/** Whether a booking holds: a cancelled one stays in the plan, marked, until it is deleted. */
export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * What was booked for an item, as people look for it at the counter: the
 * confirmation code, who it is booked with (an airline, a hotel, a rail or bus
 * company, a restaurant), the flight or train number, terminal and seat, and
 * how many people it is for (a table, tickets). Every field but the status
 * may be empty.
 */
export interface Booking {
  code: string | null;
  provider: string | null;
  /** A flight, train, bus or ferry number ("TP 1351"). */
  number: string | null;
  /** Flights: the departure terminal. */
  terminal: string | null;
  seat: string | null;
  /** People on the booking: a table for 4, 2 tickets (1..99). */
  party: number | null;
  status: BookingStatus;
}

/** The most characters of each text field of a booking (the rules' limits). */
export const BOOKING_TEXT_LIMITS = { code: 40, provider: 80, number: 20, terminal: 20, seat: 20 } as const;

/** Where an item happens. No place without coordinates. */
export interface ItemPlace {
  name: string;
  address?: string | null;
  geocode: GeoPoint;
  /** Our places category (sight, museum, food, neighbourhood...), or the airport code for flights. */
  category?: string | null;
  /** Where the place and its coordinates come from, e.g. 'OpenStreetMap contributors (ODbL)'. */
  source: string;
  /** True when the coordinates are not confirmed against our places data (free text, assistant). */
  approximate?: boolean;
  /** The live provider's place id (Google Places), kept so its details can be asked again. */
  providerId?: string | null;
  /** Opening hours where known, as periods "D HH:MM-HH:MM" (domain/places/hours). */
  hours?: string[] | null;
  /**
   * With a providerId: when the provider gave the coordinates and hours (ms
   * since 1970). They are asked again before 30 days (domain/places/live).
   */
  fetchedAt?: number | null;
}

/**
 * One place or event of an itinerary (`itineraries/{id}/items/{itemId}`).
 * `day` null is an unscheduled idea. `order` is a fractional key
 * (fractional-indexing), ascending within a day, so a move is one write.
 */
export interface PlanItem {
  id: string;
  day: number | null;
  order: string;
  type: ItemType;
  title: string;
  place: ItemPlace | null;
  /** 'HH:MM' local to `timeZone`. */
  startTime: string | null;
  endTime: string | null;
  /** IANA zone of the start (for a flight: the departure airport's). */
  timeZone: string | null;
  /** Flights: the arrival airport. */
  arrival: ItemPlace | null;
  /** Flights: IANA zone of `endTime` (the arrival airport's). */
  endTimeZone: string | null;
  /** Stays: how many nights from `day` (1..60). */
  nights: number | null;
  /** An alternative for the slot of another item (Options): that item's id. */
  optionOf: string | null;
  notes: string | null;
  cost: Money | null;
  /**
   * The person said this stop's start time holds (a booked table, a ticket, a
   * tour): the day plans around it, a late arrival is a warning, and the
   * shortest route leaves it where it is. Absent, false or null: the time is a plan.
   */
  fixedTime?: boolean | null;
  /** What was booked for it (a flight, a stay, a table, tickets); absent when nothing is recorded. */
  booking?: Booking | null;
}

/**
 * Some fields of an item (all but its id): what one write changes. A field an
 * item may lack (a fixed time) is written as null to clear it.
 */
export type ItemFields = Partial<Omit<PlanItem, 'id'>>;

/**
 * A change of some fields of one item. Only these fields are written (field
 * paths, not the whole document), so a companion's change to another field of
 * the same item stays. A place (or an arrival) is one field: its name,
 * coordinates and source are chosen together and written together.
 */
export interface ItemUpdate {
  id: string;
  fields: ItemFields;
}

/** `itineraries/{id}` as read (validated), without client-only state. */
export interface ItineraryDoc {
  id: string;
  title: string;
  description: string;
  destinations: string[];
  period: Period | null;
  days: number;
  context: string;
  public: boolean;
  creatorId: string;
  collaborators: Collaborators;
  clonedFrom: string | null;
  agentId: string | null;
  isPaidItinerary: boolean;
  price: Money | null;
  isManualCreated: boolean;
  isNotFirst: boolean;
  threadId: string;
  geocode: GeoPoint | null;
  itineraryImageSrc: string | null;
  /**
   * The means someone chose for a leg of the plan (`fromId>toId`: "by car
   * from Gion to Kinkaku-ji"), shared by everyone who plans the trip. Absent:
   * every leg has its default means.
   */
  legModes?: Readonly<Record<string, TravelMode>>;
  /** What the assistant said when it planned the trip: what it assumed and what is worth knowing (a wish it could not meet). */
  planNotes?: PlanNotes;
  createdAt: Date | null;
  updatedAt: Date | null;
}

export interface PlanNotes {
  assumed: string[];
  worthKnowing: string[];
}

/** What /plan collects to create an itinerary. */
export interface NewItineraryInput {
  title: string;
  destinations: string[];
  /** Dates, or null for an undated plan of `days` days. */
  period: Period | null;
  days: number;
  description?: string;
  context?: string;
  geocode?: GeoPoint | null;
  /** Usernames or free names of who is going, kept in the description by /plan if wanted. */
  isManualCreated?: boolean;
  planNotes?: PlanNotes;
}

/** Fields an editor may change on the itinerary document (creator-only ones are checked by the rules). */
export type ItineraryPatch = Partial<
  Pick<
    ItineraryDoc,
    | 'title'
    | 'description'
    | 'destinations'
    | 'period'
    | 'days'
    | 'context'
    | 'public'
    | 'geocode'
    | 'itineraryImageSrc'
    | 'threadId'
    | 'isNotFirst'
  > & {
    /** The assistant's notes of a trip planned again; null: none (an undo to a trip that had none). */
    planNotes: PlanNotes | null;
  }
>;

/**
 * A stored itinerary that fails validation (written by an older version, by
 * hand, or cut short): what could still be read of it, so a screen can say
 * what can still be done with it. Never shown as the trip itself.
 */
export interface DamagedItinerary {
  damaged: true;
  id: string;
  /** The title, when it could be read. */
  title: string | null;
  /** The creator, when it could be read: who may still delete it. */
  creatorId: string | null;
}

/** A stored item that fails validation: shown in its day (or the ideas) as damaged, never left out silently. */
export interface DamagedItem {
  id: string;
  /** Its day when it could be read; null for the ideas or an unreadable day. */
  day: number | null;
  /** Its title, when it could be read. */
  title: string | null;
}

/** A live view of an opened itinerary. `items` is null when the user may see the document but not the plan (paid). */
export interface ItinerarySnapshot {
  itinerary: ItineraryDoc | null;
  items: PlanItem[] | null;
  /** Set when the itinerary document exists but fails validation (then `itinerary` is null). */
  damaged?: DamagedItinerary | null;
  /** Items of the plan that fail validation (not in `items`). */
  damagedItems?: DamagedItem[];
  /** True while some of what is shown is the device's cache only. */
  fromCache: boolean;
  /** True while local edits wait for the server (offline or in flight). */
  hasPendingWrites: boolean;
}

/** How the signed-in user relates to an itinerary (display only: the rules decide). */
export interface ItineraryAccess {
  /** May open the itinerary document. */
  isUserCanAccess: boolean;
  /** May read the items (the plan). */
  canReadPlan: boolean;
  /** May change the plan and the content fields. */
  isUserCanEdit: boolean;
  /** May publish, price, manage collaborators, delete. */
  isCreator: boolean;
  /** Invited, not yet accepted (read-only). */
  isPending: boolean;
}

/** A trip as /trips lists it. */
export interface TripSummary {
  id: string;
  title: string;
  destinations: string[];
  days: number;
  period: Period | null;
  public: boolean;
  itineraryImageSrc: string | null;
  creatorId: string;
  clonedFrom: string | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  /** created: mine; collaborating: I accepted; invited: pending; cloned: mine with clonedFrom. */
  relation: 'created' | 'collaborating' | 'invited' | 'cloned';
  /** The stored document fails validation: listed so it can be opened or deleted, with what could be read. */
  damaged?: boolean;
}

/** invitations/{token} as read. `inviteeId` is set when invited by username. */
export interface Invitation {
  token: string;
  itineraryId: string;
  inviterId: string;
  inviteeId: string | null;
  itineraryTitle: string | null;
  createdAt: Date | null;
  expiresAt: Date;
}
