/**
 * The live snapshot hands over a new array of new item objects on every
 * change, even one of metadata only (from the device's copy to the server's,
 * pending writes confirmed). Items whose content did not change keep their
 * previous object, and an unchanged plan keeps its previous array, so the
 * editor's memoized rows and layout are not rebuilt for nothing.
 */
import { useState } from 'react';
import type { PlanItem } from '@/domain/itineraries/types';

interface Stable {
  input: readonly PlanItem[];
  output: PlanItem[];
  byId: Map<string, { json: string; item: PlanItem }>;
}

export function stabilize(previous: Stable | null, items: readonly PlanItem[]): Stable {
  const byId = new Map<string, { json: string; item: PlanItem }>();
  let same = previous !== null && previous.output.length === items.length;
  const output = items.map((item, index) => {
    const json = JSON.stringify(item);
    const known = previous?.byId.get(item.id);
    const kept = known && known.json === json ? known.item : item;
    byId.set(item.id, { json, item: kept });
    if (same && previous?.output[index] !== kept) same = false;
    return kept;
  });
  return { input: items, output: same && previous ? previous.output : output, byId };
}

export function useStableItems(items: readonly PlanItem[]): PlanItem[] {
  const [state, setState] = useState<Stable>(() => stabilize(null, items));
  if (state.input !== items) {
    const next = stabilize(state, items);
    setState(next);
    return next.output;
  }
  return state.output;
}
