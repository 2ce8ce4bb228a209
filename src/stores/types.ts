/**
 * Client-side shapes held by the entity stores (one store per product entity;
 * docs/architecture.md).
 *
 * Where the spec names an entity but not its fields, the type is an open record
 * (`KeyedRecord` when the entity is matched by id) behind a named alias, so that
 * it can be tightened in one place once the collection modules define it.
 */
import type { ItineraryDoc } from '@/domain/itineraries/schema';
import type { Collaborators, GeoPoint, Period } from '@/domain/itineraries/types';

export type { Collaborators, GeoPoint, Period };

/** An object whose fields are not specified yet. */
export type UnknownRecord = Record<string, unknown>;

/** A record matched by id (items, options, stays, components, places...). */
export interface KeyedRecord {
  id: string;
  [field: string]: unknown;
}

/** An itinerary as listed (e.g. the user's trips): id and title, the rest optional. */
export type ItinerarySummary = Pick<ItineraryDoc, 'id' | 'title'> &
  Partial<Omit<ItineraryDoc, 'id' | 'title'>>;

/** A public profile: following and followers are lists of user ids. */
export interface ProfileUser {
  id: string;
  following: string[];
  followers: string[];
  username?: string;
  displayName?: string;
  photoURL?: string | null;
}

/** The signed-in user. */
export interface User extends ProfileUser {
  stripeCustomerId?: string | null;
}

export type DistanceUnit = 'km' | 'mi';

export interface UserPreferences {
  /** ISO 4217 code. */
  currency: string;
  distanceUnit: DistanceUnit;
  homeCity: string | null;
  travelPersonality: string | null;
}

export function defaultUserPreferences(): UserPreferences {
  return { currency: 'EUR', distanceUnit: 'km', homeCity: null, travelPersonality: null };
}

export type AgentDetails = UnknownRecord;
/** A client trip handled by an agent. */
export type ClientTrip = UnknownRecord;
export type TripProposal = KeyedRecord;
export type ItineraryComponent = KeyedRecord;
export type PointOfInterest = KeyedRecord;
export type FlightItinerary = UnknownRecord;
export type OptionPlace = KeyedRecord;
export type ItineraryOption = KeyedRecord;
export type Stay = KeyedRecord;
export type AssistantMessage = KeyedRecord;
export type AssistantThreadDetails = UnknownRecord;
export type DiscoveryEntry = KeyedRecord;
export type DiscoverPlace = KeyedRecord;
export type RelatedPlaceContext = UnknownRecord;
export type Price = UnknownRecord;
export type SubscriptionData = UnknownRecord;
export type Gift = KeyedRecord;
export type TimeZoneEntry = UnknownRecord;

/** A user as received, whose following or followers lists may be missing. */
export type ProfileUserInput<T extends ProfileUser = ProfileUser> = Omit<T, 'following' | 'followers'> &
  Partial<Pick<T, 'following' | 'followers'>>;

/** Gives a user without following or followers lists empty ones. */
export function withFollowLists<T extends ProfileUser>(user: ProfileUserInput<T>): T {
  return { ...user, following: user.following ?? [], followers: user.followers ?? [] } as T;
}
