import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { aPlace, aTrip, anItem } from '@/testing/builders';
import { itineraryDetailsActions, type ItinerariesApi } from '@/stores/use-itinerary-details-store';
import type { DamagedItem, ItineraryAccess, ItineraryDoc, ItineraryPatch, PlanItem } from '@/domain/itineraries/types';
import { patchedItinerary } from '@/domain/itineraries/schema';
import { ItineraryEditor, type ItineraryEditorProps } from '../components/itinerary-editor';
import type { EditorApi } from '../hooks/use-plan-editor';
import { applyChange } from '../lib/plan-layout';

export function item(id: string, day: number | null, order: string, fields: Partial<PlanItem> = {}): PlanItem {
  return anItem({ id, day, order, title: id, place: aPlace(id, { category: 'sight' }), ...fields });
}

export function itinerary(fields: Partial<ItineraryDoc> = {}): ItineraryDoc {
  return aTrip({
    id: 'trip-1',
    title: 'Lisbon weekend',
    period: { start: '2026-06-01', end: '2026-06-03' },
    days: 3,
    ...fields,
  });
}

export const CREATOR: ItineraryAccess = { isUserCanAccess: true, canReadPlan: true, isUserCanEdit: true, isCreator: true, isPending: false };
export const VIEWER: ItineraryAccess = { isUserCanAccess: true, canReadPlan: true, isUserCanEdit: false, isCreator: false, isPending: false };
export const PENDING: ItineraryAccess = { ...VIEWER, isPending: true };

export interface Call {
  verb: keyof EditorApi;
  args: unknown[];
}

/**
 * An in-memory stand-in for the itineraries module: records every call and,
 * like the live snapshot, hands the changed plan back to the screen.
 */
export function memoryApi(initial: PlanItem[], initialItinerary: ItineraryDoc, initialDamaged: DamagedItem[] = []) {
  const calls: Call[] = [];
  let items = initial;
  // Stored items that fail validation: the snapshot names them apart from the plan.
  let damaged = initialDamaged;
  let doc = initialItinerary;
  const listeners = new Set<(items: PlanItem[], doc: ItineraryDoc) => void>();
  const emit = () => listeners.forEach((listener) => listener(items, doc));
  let fail = false;
  const write = (verb: keyof EditorApi, args: unknown[], change: () => void) => {
    calls.push({ verb, args });
    if (fail) return Promise.reject(new Error('permission-denied'));
    change();
    emit();
    return Promise.resolve();
  };
  const api: EditorApi = {
    moveItem: (itineraryId, itemId, day, order) =>
      write('moveItem', [itineraryId, itemId, day, order], () => {
        items = items.map((entry) => (entry.id === itemId ? { ...entry, day, order } : entry));
      }),
    saveItem: (itineraryId, next) =>
      write('saveItem', [itineraryId, next], () => {
        items = applyChange(items, { upsert: [next], remove: [] });
      }),
    updateItem: (itineraryId, update) =>
      write('updateItem', [itineraryId, update], () => {
        items = items.map((entry) => (entry.id === update.id ? { ...entry, ...update.fields } : entry));
      }),
    deleteItem: (itineraryId, itemId) =>
      write('deleteItem', [itineraryId, itemId], () => {
        items = items.filter((entry) => entry.id !== itemId);
        damaged = damaged.filter((entry) => entry.id !== itemId);
      }),
    applyItemChanges: (itineraryId, change) =>
      write('applyItemChanges', [itineraryId, change], () => {
        items = applyChange(items, { upsert: change.upsert ?? [], remove: change.remove ?? [] });
        const updates = new Map((change.update ?? []).map((update) => [update.id, update.fields]));
        items = items.map((entry) => ({ ...entry, ...updates.get(entry.id) }));
        if (change.itinerary) doc = patchedItinerary(doc, change.itinerary);
      }),
    updateItinerary: (id, patch: ItineraryPatch) =>
      write('updateItinerary', [id, patch], () => {
        doc = patchedItinerary(doc, patch);
      }),
    chooseLegMode: (id, key, mode) =>
      write('chooseLegMode', [id, key, mode], () => {
        const legModes = { ...doc.legModes };
        delete legModes[key];
        if (mode) legModes[key] = mode;
        doc = { ...doc, legModes };
      }),
  };
  return {
    api,
    calls,
    get items() {
      return items;
    },
    get itinerary() {
      return doc;
    },
    get damaged() {
      return damaged;
    },
    /** Someone else's change arriving through the live snapshot (not a call of this editor). */
    companion(change: (items: PlanItem[]) => PlanItem[]) {
      items = change(items);
      emit();
    },
    failWrites(value: boolean) {
      fail = value;
    },
    subscribe(listener: (items: PlanItem[], doc: ItineraryDoc) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type MemoryApi = ReturnType<typeof memoryApi>;

/**
 * Who opens the trip for each access the tests name, and the trip as they
 * see it: the creator; an invitee; anyone else reading it (a public trip).
 */
function viewerOf(access: ItineraryAccess, doc: ItineraryDoc): { uid: string; doc: ItineraryDoc } {
  if (access.isUserCanEdit) return { uid: doc.creatorId, doc };
  if (access.isPending) {
    return { uid: 'guest', doc: { ...doc, collaborators: { ...doc.collaborators, pending: [...doc.collaborators.pending, 'guest'] } } };
  }
  return { uid: 'guest', doc: { ...doc, public: true } };
}

/**
 * The editor of the open itinerary, opened in the ItineraryDetails store as
 * the route opens it, with the in-memory stand-in as the live snapshot (the
 * store decides the access flags from it).
 */
export function EditorHarness({
  memory,
  access,
  assistant,
}: {
  memory: MemoryApi;
  access: ItineraryAccess;
  /** The panel beside the plan (the route puts the assistant's chat there). */
  assistant?: ItineraryEditorProps['assistant'];
}) {
  useEffect(() => {
    const subscribeItinerary: ItinerariesApi['subscribeItinerary'] = (_id, _uid, onChange) => {
      const emit = (items: PlanItem[], doc: ItineraryDoc) =>
        onChange({ itinerary: viewerOf(access, doc).doc, items, damagedItems: memory.damaged, fromCache: false, hasPendingWrites: false });
      emit(memory.items, memory.itinerary);
      return memory.subscribe(emit);
    };
    const { uid } = viewerOf(access, memory.itinerary);
    return itineraryDetailsActions.itineraryOpened(memory.itinerary.id, uid, () => Promise.resolve({ subscribeItinerary }));
  }, [memory, access]);
  // The app's screens have TanStack Query's client (src/app/provider.tsx); the item dialog asks it for a picked place's details.
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ItineraryEditor loadApi={() => Promise.resolve(memory.api)} currency="EUR" {...(assistant ? { assistant } : {})} />
      </MemoryRouter>
    </QueryClientProvider>
  );
}
