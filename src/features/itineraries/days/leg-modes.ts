/**
 * The means a person chose for a leg ("by car from Gion to Kinkaku-ji"), kept
 * on this device per trip, in local storage under `wayfare:leg-modes:<trip>`
 * as `{ [legKey]: mode }`. Not on the itinerary: items and trips have no field
 * for it, and adding one means a schema and rules change (docs/days.md, "In
 * the plan"). The editor and the trip page read the same choices, so the two
 * agree on this device.
 *
 * The stored text is the source of truth: every read compares it with the
 * copy parsed last, so another tab's choice (the storage event) and a cleared
 * storage show at once.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { TRAVEL_MODES, type TravelMode } from '@/domain/days/travel';

const PREFIX = 'wayfare:leg-modes:';
/** A day has a few dozen legs; past this many choices in a trip the oldest go. */
const MAX_CHOICES = 500;

export type LegModes = ReadonlyMap<string, TravelMode>;

const NONE: LegModes = new Map();
const parsed = new Map<string, { raw: string | null; modes: LegModes }>();
const listeners = new Set<() => void>();

function isMode(value: unknown): value is TravelMode {
  return typeof value === 'string' && (TRAVEL_MODES as readonly string[]).includes(value);
}

function readRaw(tripId: string): string | null {
  try {
    return localStorage.getItem(PREFIX + tripId);
  } catch {
    return null;
  }
}

function parse(raw: string | null): LegModes {
  if (raw === null) return NONE;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return NONE;
    const modes = new Map<string, TravelMode>();
    for (const [key, mode] of Object.entries(data)) if (key.includes('>') && isMode(mode)) modes.set(key, mode);
    return modes;
  } catch {
    return NONE;
  }
}

/** The choices for a trip: the same Map while the stored text is the same. */
function legModesOf(tripId: string | null): LegModes {
  if (!tripId) return NONE;
  const raw = readRaw(tripId);
  const cached = parsed.get(tripId);
  if (cached && cached.raw === raw) return cached.modes;
  const modes = parse(raw);
  parsed.set(tripId, { raw, modes });
  return modes;
}

/**
 * Keeps `mode` for the leg `key` of the trip; null forgets the choice (the
 * leg goes back to its default means). Storage that is full or blocked keeps
 * nothing: the leg shows its default means again.
 */
export function legModeChosen(tripId: string, key: string, mode: TravelMode | null): void {
  const next = new Map(legModesOf(tripId));
  next.delete(key);
  if (mode) next.set(key, mode);
  const entries = [...next].slice(-MAX_CHOICES);
  try {
    if (entries.length === 0) localStorage.removeItem(PREFIX + tripId);
    else localStorage.setItem(PREFIX + tripId, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Nothing kept: the default means stay.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The means chosen for the trip's legs on this device; re-renders when one changes. */
export function useLegModes(tripId: string | null): LegModes {
  const snapshot = useCallback(() => legModesOf(tripId), [tripId]);
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}
