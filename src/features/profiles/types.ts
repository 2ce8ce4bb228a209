import type { Profile } from '@/domain/users/schema';

/** A public profile as the screen shows it (users/{uid}, validated by the service). */
export type PublicProfile = Profile;

/** One public itinerary as a card shows it. */
export interface PublicItinerary {
  id: string;
  title: string;
  destinations: string[];
  days: number;
  /** ISO dates (yyyy-mm-dd), or null for an undated plan. */
  period: { start: string; end: string } | null;
  itineraryImageSrc: string | null;
  isPaidItinerary: boolean;
}

export type ConnectionKind = 'followers' | 'following';

/** Who is looking at the profile. Until Auth has loaded, the status is 'loading'. */
export interface ProfileViewer {
  status: 'loading' | 'ready';
  uid: string | null;
}
