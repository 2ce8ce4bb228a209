/**
 * Client-side shapes held by the stores that are not stored documents of
 * their own (docs/architecture.md). Entities come from the domain schemas:
 * the itinerary (`@/domain/itineraries/schema`), the agent's proposals and
 * clients (`@/domain/agents/types`), the subscription
 * (`@/domain/commerce/schema`), the assistant's thread
 * (`@/domain/assistant/schema`) and the user's profile and preferences
 * (`@/domain/users/schema`).
 */
import type { Profile, UserPreferencesDoc } from '@/domain/users/schema';
import { defaultPreferences } from '@/domain/users/preferences';

/** The part of a public profile the session keeps: following and followers are lists of user ids. */
type ProfileUser = Pick<Profile, 'id' | 'following' | 'followers'> &
  Partial<Pick<Profile, 'username' | 'displayName' | 'photoURL'>>;

/** The signed-in user: their profile, and the payment customer id from their private account. */
export interface User extends ProfileUser {
  stripeCustomerId?: string | null;
}

export type UserPreferences = UserPreferencesDoc;

export function defaultUserPreferences(): UserPreferences {
  return defaultPreferences(null);
}

/** A conversation starter: a prompt the user may pick before writing their own. */
export interface AssistantMessage {
  id: string;
  role: 'starter';
  content: string;
}

/** One block of the itinerary view (a day of the plan, or Ideas) and whether it is collapsed. */
export interface ItineraryComponent {
  id: string;
  collapsed: boolean;
}

/** A user as received, whose following or followers lists may be missing. */
export type ProfileUserInput<T extends ProfileUser = ProfileUser> = Omit<T, 'following' | 'followers'> &
  Partial<Pick<T, 'following' | 'followers'>>;

/** Gives a user without following or followers lists empty ones. */
export function withFollowLists<T extends ProfileUser>(user: ProfileUserInput<T>): T {
  return { ...user, following: user.following ?? [], followers: user.followers ?? [] } as T;
}
