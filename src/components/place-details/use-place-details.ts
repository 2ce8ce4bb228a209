/**
 * A live place's details and first photo (docs/places-provider.md), as
 * TanStack Query one-shot reads: the item dialog asks for the details when a
 * Google place is picked (for its opening hours) and its details card reads
 * the same cached answer, so a pick costs one details request and, when the
 * place has a photo, one photo request.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { livePhotoOf, liveDetailsOf } from '@/services/places-search';

/** Photos are asked at this width (the card shows them at half of it, for sharp screens). */
export const PHOTO_WIDTH_PX = 640;

export function placeDetailsQuery(providerId: string) {
  return queryOptions({
    queryKey: ['places', 'details', providerId],
    queryFn: () => liveDetailsOf(providerId),
    networkMode: 'always',
    // A failure is not kept: the next look asks again.
    staleTime: (cached) => (cached.state.data?.ok ? 30 * 60_000 : 0),
    retry: false,
  });
}

export function usePlaceDetails(providerId: string | null) {
  return useQuery({ ...placeDetailsQuery(providerId ?? ''), enabled: providerId !== null });
}

export function usePlacePhoto(photoName: string | null) {
  return useQuery({
    queryKey: ['places', 'photo', photoName],
    queryFn: () => livePhotoOf(photoName ?? '', PHOTO_WIDTH_PX),
    enabled: photoName !== null,
    networkMode: 'always',
    // The address Google gives is short-lived: kept for a few minutes only.
    staleTime: (cached) => (cached.state.data?.ok ? 5 * 60_000 : 0),
    gcTime: 10 * 60_000,
    retry: false,
  });
}
