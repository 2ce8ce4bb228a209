import { useEffect } from 'react';
import { itineraryDetailsActions, openItineraryKey, useOpenItinerary } from '@/stores/use-itinerary-details-store';
import { useItineraryAccess } from '@/stores/use-itinerary-extra-store';
import { NO_ACCESS } from '@/domain/itineraries/access';
import type { ItineraryAccess, ItinerarySnapshot } from '@/domain/itineraries/types';
import type { LiveState } from '@/lib/use-live';

/**
 * The open itinerary as a screen reads it: the ItineraryDetails store's slot
 * (`loading`, `ready` with the snapshot, `error` whose kind says why; see the
 * store) and the access flags it gives the user who opened it.
 */
export type ItineraryLive = LiveState<ItinerarySnapshot> & { access: ItineraryAccess };

/**
 * Opens itinerary `id` for `uid` in the ItineraryDetails store while the
 * calling screen is shown (closing on unmount, another id or another user)
 * and reads it back with selectors. No id reads as loading.
 */
export function useItineraryLive(id: string | undefined, uid: string | null): ItineraryLive {
  const key = id === undefined ? null : openItineraryKey(id, uid);
  useEffect(() => {
    if (id === undefined) return undefined;
    return itineraryDetailsActions.itineraryOpened(id, uid);
  }, [id, uid]);
  const open = useOpenItinerary(key);
  const access = useItineraryAccess();
  // Flags of another itinerary (or of none) never show while this one is on its way.
  return { ...open, access: open.status === 'ready' ? access : NO_ACCESS };
}
