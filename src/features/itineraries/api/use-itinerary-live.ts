import { useEffect } from 'react';
import {
  itineraryDetailsActions,
  openItineraryKey,
  useOpenItinerary,
  type OpenItinerary,
} from '@/stores/use-itinerary-details-store';
import { useItineraryAccess } from '@/stores/use-itinerary-extra-store';
import { NO_ACCESS } from '@/domain/itineraries/access';
import type { ItineraryAccess } from '@/domain/itineraries/types';

/**
 * The open itinerary as a screen reads it: `items` sorted by day (ideas
 * first), then order, null when the plan may not be read (paid) or nothing is
 * open; `damaged` (status 'damaged') is what could be read of a stored
 * document that fails validation; `damagedItems` the items that fail it;
 * `fromCache` some of it comes from this device only; `hasPendingWrites`
 * local edits wait for the server.
 */
export interface ItineraryLive extends OpenItinerary {
  access: ItineraryAccess;
}

/**
 * Opens itinerary `id` for `uid` in the ItineraryDetails store while the
 * calling screen is shown (closing on unmount, another id or another user)
 * and reads it back with selectors.
 *
 * `denied` covers both a private itinerary and one that no longer exists:
 * the rules cannot tell them apart for someone who may not read it.
 * `missing` is an id that cannot name an itinerary (or none). `damaged` is
 * a stored document that fails validation; the subscription stays open, so
 * the screen recovers by itself once the document is repaired.
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
  return { ...open, access: open.itinerary ? access : NO_ACCESS };
}
