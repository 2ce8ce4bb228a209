/**
 * The means someone chose for a leg ("by car from Gion to Kinkaku-ji"), kept
 * on the trip (`itineraries/{id}.legModes`, `{ [legKey]: mode }`), so every
 * companion, device and page (the editor, the trip page, the PDF and the
 * calendar file) sees the same choice. The editor chooses through its data
 * verbs (`EditorApi.chooseLegMode`: one field of that map, so companions
 * choosing for other legs at the same time keep theirs), and the trip's live
 * subscription brings each choice back to every open page.
 */
import { useMemo } from 'react';
import type { TravelMode } from '@/domain/days/travel';
import type { ItineraryDoc } from '@/domain/itineraries/types';

export type LegModes = ReadonlyMap<string, TravelMode>;

const NONE: LegModes = new Map();
const cache = new WeakMap<object, LegModes>();

/** The trip's choices as a lookup by leg key: the same Map for the same stored map. */
export function legModesOf(itinerary: Pick<ItineraryDoc, 'legModes'> | null | undefined): LegModes {
  const stored = itinerary?.legModes;
  if (!stored) return NONE;
  let modes = cache.get(stored);
  if (!modes) {
    modes = new Map(Object.entries(stored));
    cache.set(stored, modes);
  }
  return modes;
}

/**
 * The means chosen for the trip's legs, stable while the choices are the
 * same (a trip re-read for another field keeps the same Map, so the legs
 * are not worked out again).
 */
export function useLegModes(itinerary: Pick<ItineraryDoc, 'legModes'> | null | undefined): LegModes {
  const modes = legModesOf(itinerary);
  const key = [...modes].map(([leg, mode]) => `${leg}=${mode}`).join(';');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => modes, [key]);
}
