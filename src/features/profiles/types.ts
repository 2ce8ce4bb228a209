import type { PublicItinerarySummary } from '@/domain/itineraries/schema';
import type { Profile } from '@/domain/users/schema';

/** A public profile as the screen shows it (users/{uid}, validated by the service). */
export type PublicProfile = Profile;

/** One public itinerary as a card shows it. */
export type PublicItinerary = Omit<PublicItinerarySummary, 'createdAt'>;

export type ConnectionKind = 'followers' | 'following';

/** Who is looking at the profile. Until Auth has loaded, the status is 'loading'. */
export interface ProfileViewer {
  status: 'loading' | 'ready';
  uid: string | null;
}
