/**
 * The public queries of the shared-profile screen, described once: read by
 * public-reads.ts and started early by public-prefetch.ts.
 */
import type { PublicQuery } from '../rest';

/** The profile whose username is `username` (the rules keep users.username equal to the claim). */
export function profileByUsernameQuery(username: string): PublicQuery {
  return { collectionId: 'users', filters: [{ field: 'username', value: username }], orderByDescending: null, limit: 1 };
}

/** A creator's public itineraries, newest first (index: creatorId, public, createdAt desc). */
export function publicItinerariesQuery(uid: string, limit: number): PublicQuery {
  return {
    collectionId: 'itineraries',
    filters: [
      { field: 'creatorId', value: uid },
      { field: 'public', value: true },
    ],
    orderByDescending: 'createdAt',
    limit,
  };
}
