import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicItinerary } from '../types';
import { profileKeys } from './profile-keys';
import { itinerariesApi } from './service';

/** How many public trips the profile shows. */
export const PUBLIC_ITINERARIES_LIMIT = 24;

/** The creator's public itineraries, newest first, as cards show them. */
export async function getPublicItineraries(uid: string, limit = PUBLIC_ITINERARIES_LIMIT): Promise<PublicItinerary[]> {
  const { listPublicItinerariesByCreator } = await itinerariesApi();
  const list = await listPublicItinerariesByCreator(uid, limit);
  return list.map((it) => ({
    id: it.id,
    title: it.title,
    destinations: it.destinations,
    days: it.days,
    period: it.period,
    itineraryImageSrc: it.itineraryImageSrc,
    isPaidItinerary: it.isPaidItinerary,
  }));
}

export function publicItinerariesQueryOptions(uid: string) {
  return queryOptions({
    queryKey: profileKeys.itineraries(uid),
    queryFn: () => getPublicItineraries(uid),
  });
}

/** Waits for the profile: no uid, no query. */
export function usePublicItineraries(uid: string | undefined) {
  return useQuery({ ...publicItinerariesQueryOptions(uid ?? ''), enabled: uid !== undefined });
}
