import type { PublicItinerarySummary } from '@/services/firebase/collections/itineraries';
import type { Profile } from '@/services/firebase/collections/users';

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
