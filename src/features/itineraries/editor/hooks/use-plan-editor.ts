/**
 * The editor's commands: move, add, edit, delete, swap alternatives, change
 * dates, rename, publish, and undo. Each applies at once to the local view
 * (an overlay over the live snapshot) and writes in the background: a write
 * promise resolves only when the server answers, which offline is never, so
 * nothing here waits for it. Failures take the overlay back and are reported.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ItineraryDoc, ItineraryPatch, PlanItem } from '../../model/types';
import { applyChange, inverseOf, type PlanChange } from '../lib/plan-layout';

/** The data verbs the editor uses (the itineraries collection module; a stand-in in tests). */
export interface EditorApi {
  moveItem(itineraryId: string, itemId: string, day: number | null, order: string): Promise<void>;
  saveItem(itineraryId: string, item: PlanItem): Promise<void>;
  deleteItem(itineraryId: string, itemId: string): Promise<void>;
  applyItemChanges(itineraryId: string, change: { upsert?: PlanItem[]; remove?: string[]; itinerary?: ItineraryPatch }): Promise<void>;
  updateItinerary(id: string, patch: ItineraryPatch): Promise<void>;
}

export type LoadEditorApi = () => Promise<EditorApi>;

export interface UndoEntry {
  label: string;
  inverse: PlanChange;
}

const UNDO_LIMIT = 50;

/** What identifies an item's content, to tell when the snapshot has caught up with a local edit. */
function itemKey(item: PlanItem): string {
  return JSON.stringify([
    item.day,
    item.order,
    item.optionOf,
    item.type,
    item.title,
    item.startTime,
    item.endTime,
    item.timeZone,
    item.endTimeZone,
    item.nights,
    item.notes,
    item.cost?.amount ?? null,
    item.place?.name ?? null,
    item.arrival?.name ?? null,
  ]);
}

function patchMatches(itinerary: ItineraryDoc, patch: ItineraryPatch): boolean {
  return Object.entries(patch).every(
    ([key, value]) => JSON.stringify(itinerary[key as keyof ItineraryDoc]) === JSON.stringify(value),
  );
}

/** The overlay without the entries the live items now agree with (same map when none). */
function settledOverlay(
  overlay: ReadonlyMap<string, PlanItem | null>,
  items: readonly PlanItem[],
): ReadonlyMap<string, PlanItem | null> {
  if (overlay.size === 0) return overlay;
  const byId = new Map(items.map((item) => [item.id, item]));
  let next: Map<string, PlanItem | null> | null = null;
  for (const [id, local] of overlay) {
    const live = byId.get(id);
    if ((local === null && !live) || (local !== null && live && itemKey(live) === itemKey(local))) {
      next ??= new Map(overlay);
      next.delete(id);
    }
  }
  return next ?? overlay;
}

export interface PlanEditor {
  items: PlanItem[];
  itinerary: ItineraryDoc;
  move(itemId: string, day: number | null, order: string): void;
  add(item: PlanItem): void;
  edit(item: PlanItem): void;
  remove(itemId: string): void;
  /** Several item writes (and an itinerary patch) in one batch, undone as one. */
  apply(label: string, change: PlanChange): void;
  updateItinerary(label: string, patch: ItineraryPatch, options?: { undoable?: boolean }): void;
  undo(): void;
  canUndo: boolean;
  undoLabel: string | null;
  /** Local edits not yet seen in the live snapshot. */
  pendingLocal: number;
}

export function usePlanEditor(options: {
  itinerary: ItineraryDoc;
  items: readonly PlanItem[];
  loadApi: LoadEditorApi;
  onError: (message: string) => void;
}): PlanEditor {
  const { itinerary, items, loadApi, onError } = options;
  const [overlay, setOverlay] = useState<ReadonlyMap<string, PlanItem | null>>(() => new Map());
  const [patchOverlay, setPatchOverlay] = useState<ItineraryPatch | null>(null);
  const [undoStack, setUndoStack] = useState<UndoEntry[]>([]);
  // The stack as commands see it between renders (an updater must not write: StrictMode runs updaters twice).
  const stackRef = useRef<UndoEntry[]>([]);
  const setStack = useCallback((next: UndoEntry[]) => {
    stackRef.current = next;
    setUndoStack(next);
  }, []);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);

  // Drop overlay entries the live snapshot now shows (or shows differently after someone
  // else's edit): adjusted while rendering, when a new snapshot arrives.
  const [seen, setSeen] = useState({ items, itinerary });
  if (seen.items !== items || seen.itinerary !== itinerary) {
    setSeen({ items, itinerary });
    const cleaned = settledOverlay(overlay, items);
    if (cleaned !== overlay) setOverlay(cleaned);
    if (patchOverlay && patchMatches(itinerary, patchOverlay)) setPatchOverlay(null);
  }

  const viewItems = useMemo(() => {
    if (overlay.size === 0) return items as PlanItem[];
    const upsert: PlanItem[] = [];
    const remove: string[] = [];
    for (const [id, item] of overlay) {
      if (item) upsert.push(item);
      else remove.push(id);
    }
    return applyChange(items, { upsert, remove });
  }, [items, overlay]);
  const viewItinerary = useMemo(
    () => (patchOverlay ? { ...itinerary, ...patchOverlay } : itinerary),
    [itinerary, patchOverlay],
  );

  const viewRef = useRef({ items: viewItems, itinerary: viewItinerary });
  useEffect(() => {
    viewRef.current = { items: viewItems, itinerary: viewItinerary };
  }, [viewItems, viewItinerary]);

  const itineraryId = itinerary.id;

  const commit = useCallback(
    (
      label: string,
      change: PlanChange,
      write: (api: EditorApi) => Promise<void>,
      undoable = true,
    ) => {
      const { items: current, itinerary: currentItinerary } = viewRef.current;
      const before = new Map(current.map((item) => [item.id, item]));
      let itineraryBefore: ItineraryPatch | undefined;
      if (change.itinerary) {
        itineraryBefore = {};
        for (const key of Object.keys(change.itinerary) as (keyof ItineraryPatch)[]) {
          (itineraryBefore as Record<string, unknown>)[key] = currentItinerary[key];
        }
      }
      const entries = new Map<string, PlanItem | null>();
      for (const item of change.upsert) entries.set(item.id, item);
      for (const id of change.remove) entries.set(id, null);
      setOverlay((previous) => new Map([...previous, ...entries]));
      const patch = change.itinerary;
      if (patch) setPatchOverlay((previous) => ({ ...previous, ...patch }));
      // Keep the view current for a command issued before the next render.
      viewRef.current = {
        items: applyChange(current, change),
        itinerary: patch ? { ...currentItinerary, ...patch } : currentItinerary,
      };
      let entry: UndoEntry | null = null;
      if (undoable) {
        entry = { label, inverse: inverseOf(change, before, itineraryBefore) };
        setStack([...stackRef.current.slice(-(UNDO_LIMIT - 1)), entry]);
      }
      loadApi()
        .then((api) => write(api))
        .catch(() => {
          setOverlay((previous) => {
            const next = new Map(previous);
            for (const [id, value] of entries) if (next.get(id) === value) next.delete(id);
            return next;
          });
          if (patch) setPatchOverlay(null);
          if (entry) {
            const failed = entry;
            setStack(stackRef.current.filter((candidate) => candidate !== failed));
          }
          onErrorRef.current(`${label} could not be saved. Check that you may still edit this trip, then try again.`);
        });
    },
    [loadApi, setStack],
  );

  const move = useCallback(
    (itemId: string, day: number | null, order: string) => {
      const item = viewRef.current.items.find((candidate) => candidate.id === itemId);
      if (!item || (item.day === day && item.order === order)) return;
      // Exactly one write: day and order of this item.
      commit(`Moving “${item.title}”`, { upsert: [{ ...item, day, order }], remove: [] }, (api) =>
        api.moveItem(itineraryId, itemId, day, order),
      );
    },
    [commit, itineraryId],
  );

  const add = useCallback(
    (item: PlanItem) => commit(`Adding “${item.title}”`, { upsert: [item], remove: [] }, (api) => api.saveItem(itineraryId, item)),
    [commit, itineraryId],
  );

  const edit = useCallback(
    (item: PlanItem) => commit(`Changing “${item.title}”`, { upsert: [item], remove: [] }, (api) => api.saveItem(itineraryId, item)),
    [commit, itineraryId],
  );

  const remove = useCallback(
    (itemId: string) => {
      const current = viewRef.current.items;
      const item = current.find((candidate) => candidate.id === itemId);
      if (!item) return;
      const alternatives = current.filter((candidate) => candidate.optionOf === itemId).map((candidate) => candidate.id);
      const label = `Deleting “${item.title}”`;
      if (alternatives.length === 0) {
        commit(label, { upsert: [], remove: [itemId] }, (api) => api.deleteItem(itineraryId, itemId));
      } else {
        const ids = [itemId, ...alternatives];
        commit(label, { upsert: [], remove: ids }, (api) => api.applyItemChanges(itineraryId, { remove: ids }));
      }
    },
    [commit, itineraryId],
  );

  const apply = useCallback(
    (label: string, change: PlanChange) =>
      commit(label, change, (api) =>
        api.applyItemChanges(itineraryId, {
          upsert: change.upsert,
          remove: change.remove,
          ...(change.itinerary ? { itinerary: change.itinerary } : {}),
        }),
      ),
    [commit, itineraryId],
  );

  const updateItinerary = useCallback(
    (label: string, patch: ItineraryPatch, updateOptions: { undoable?: boolean } = {}) =>
      commit(label, { upsert: [], remove: [], itinerary: patch }, (api) => api.updateItinerary(itineraryId, patch), updateOptions.undoable ?? true),
    [commit, itineraryId],
  );

  const undo = useCallback(() => {
    const stack = stackRef.current;
    const entry = stack[stack.length - 1];
    if (!entry) return;
    setStack(stack.slice(0, -1));
    const { inverse } = entry;
    commit(
      `Undoing ${entry.label.charAt(0).toLowerCase()}${entry.label.slice(1)}`,
      inverse,
      (api) =>
        inverse.upsert.length === 0 && inverse.remove.length === 0 && inverse.itinerary
          ? api.updateItinerary(itineraryId, inverse.itinerary)
          : api.applyItemChanges(itineraryId, {
              upsert: inverse.upsert,
              remove: inverse.remove,
              ...(inverse.itinerary ? { itinerary: inverse.itinerary } : {}),
            }),
      false,
    );
  }, [commit, itineraryId, setStack]);

  const last = undoStack[undoStack.length - 1];
  return {
    items: viewItems,
    itinerary: viewItinerary,
    move,
    add,
    edit,
    remove,
    apply,
    updateItinerary,
    undo,
    canUndo: last !== undefined,
    undoLabel: last?.label ?? null,
    pendingLocal: overlay.size,
  };
}
