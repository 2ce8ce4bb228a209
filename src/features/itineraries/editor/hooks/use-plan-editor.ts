/**
 * The editor's commands: move, add, edit, delete, swap alternatives, change
 * dates, rename, publish, and undo. Each applies at once to the local view
 * (an overlay over the live snapshot) and writes in the background: a write
 * promise resolves only when the server answers, which offline is never, so
 * nothing here waits for it. Failures take the overlay back and are reported.
 */
import type { TravelMode } from '@/domain/days/travel';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ItemFields, ItemUpdate, ItineraryDoc, ItineraryPatch, PlanItem } from '@/domain/itineraries/types';
import { patchedItinerary } from '@/domain/itineraries/schema';
import {
  applyWrites,
  changedFields,
  isEmptyWrites,
  planUndo,
  sameValue,
  undoStepOf,
  writesOf,
  type ItemWrites,
  type UndoStep,
} from '../lib/item-changes';
import type { PlanChange } from '../lib/plan-layout';

/** The data verbs the editor uses (the itineraries collection module; a stand-in in tests). */
export interface EditorApi {
  moveItem(itineraryId: string, itemId: string, day: number | null, order: string): Promise<void>;
  saveItem(itineraryId: string, item: PlanItem): Promise<void>;
  updateItem(itineraryId: string, update: ItemUpdate): Promise<void>;
  deleteItem(itineraryId: string, itemId: string): Promise<void>;
  applyItemChanges(
    itineraryId: string,
    change: { upsert?: PlanItem[]; update?: ItemUpdate[]; remove?: string[]; itinerary?: ItineraryPatch },
  ): Promise<void>;
  updateItinerary(id: string, patch: ItineraryPatch): Promise<void>;
  /** The means for one leg of the trip (`fromId>toId`), for everyone who plans it; null for the default. */
  chooseLegMode(id: string, key: string, mode: TravelMode | null): Promise<void>;
}

export type LoadEditorApi = () => Promise<EditorApi>;

export interface UndoEntry {
  label: string;
  step: UndoStep;
}

const UNDO_LIMIT = 50;

/**
 * A local change not yet seen in the live snapshot: the fields written (over
 * the live item, so a companion's change to another field shows at once), the
 * whole item when this device created it, or null when it was deleted.
 */
type OverlayEntry = { fields: ItemFields; created: PlanItem | null } | null;

/** The overlay with some writes added. */
function overlayWith(overlay: ReadonlyMap<string, OverlayEntry>, writes: ItemWrites): Map<string, OverlayEntry> {
  const next = new Map(overlay);
  for (const item of writes.create) {
    const { id: _id, ...fields } = item;
    next.set(item.id, { fields, created: item });
  }
  for (const { id, fields } of writes.update) {
    const previous = next.get(id);
    next.set(id, { fields: { ...previous?.fields, ...fields }, created: previous?.created ?? null });
  }
  for (const id of writes.remove) next.set(id, null);
  return next;
}

function entrySettled(entry: OverlayEntry, live: PlanItem | undefined): boolean {
  if (entry === null) return !live;
  if (!live) return false;
  return Object.entries(entry.fields).every(([key, value]) => sameValue(live[key as keyof PlanItem], value));
}

function patchMatches(itinerary: ItineraryDoc, patch: ItineraryPatch): boolean {
  return Object.entries(patch).every(([key, value]) => sameValue(itinerary[key as keyof ItineraryDoc], value));
}

/** The overlay without the entries the live items now agree with (same map when none). */
function settledOverlay(
  overlay: ReadonlyMap<string, OverlayEntry>,
  items: readonly PlanItem[],
): ReadonlyMap<string, OverlayEntry> {
  if (overlay.size === 0) return overlay;
  const byId = new Map(items.map((item) => [item.id, item]));
  let next: Map<string, OverlayEntry> | null = null;
  for (const [id, entry] of overlay) {
    if (entrySettled(entry, byId.get(id))) {
      next ??= new Map(overlay);
      next.delete(id);
    }
  }
  return next ?? overlay;
}

/** The live items with the local overlay on top. */
function overlaid(items: readonly PlanItem[], overlay: ReadonlyMap<string, OverlayEntry>): PlanItem[] {
  if (overlay.size === 0) return items as PlanItem[];
  const next: PlanItem[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    seen.add(item.id);
    const entry = overlay.get(item.id);
    if (entry === null) continue;
    next.push(entry ? { ...item, ...entry.fields } : item);
  }
  // Created here and not in the snapshot yet; an item someone else deleted is not brought back by an edit.
  for (const [id, entry] of overlay) {
    if (!seen.has(id) && entry?.created) next.push({ ...entry.created, ...entry.fields });
  }
  return next;
}

/** Sends writes with the fewest calls: one verb for one write, else one batch. */
function send(api: EditorApi, itineraryId: string, writes: ItemWrites): Promise<void> {
  const { create, update, remove, itinerary } = writes;
  const count = create.length + update.length + remove.length;
  if (count === 0) return itinerary ? api.updateItinerary(itineraryId, itinerary) : Promise.resolve();
  if (!itinerary && count === 1) {
    const [created] = create;
    const [updated] = update;
    const [removed] = remove;
    if (created) return api.saveItem(itineraryId, created);
    if (updated) return api.updateItem(itineraryId, updated);
    if (removed !== undefined) return api.deleteItem(itineraryId, removed);
  }
  return api.applyItemChanges(itineraryId, { upsert: create, update, remove, ...(itinerary ? { itinerary } : {}) });
}

export interface PlanEditor {
  items: PlanItem[];
  itinerary: ItineraryDoc;
  move: (itemId: string, day: number | null, order: string) => void;
  add: (item: PlanItem) => void;
  /**
   * Writes only the fields of `item` that differ from `original` (the copy the
   * edit started from; the item as shown when omitted), over the item as it is now.
   */
  edit: (item: PlanItem, original?: PlanItem) => void;
  remove: (itemId: string) => void;
  /** Several item writes (and an itinerary patch) in one batch, undone as one. */
  apply: (label: string, change: PlanChange) => void;
  updateItinerary: (label: string, patch: ItineraryPatch, options?: { undoable?: boolean }) => void;
  /**
   * Undoes this person's last change, field by field. Resolves at once with
   * what it did: `kept` lists what it left because someone else changed it
   * since (empty when everything went back).
   */
  undo: () => { label: string; kept: string[] } | null;
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
  const [overlay, setOverlay] = useState<ReadonlyMap<string, OverlayEntry>>(() => new Map());
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

  // Drop overlay entries the live snapshot now shows: adjusted while rendering, when a new snapshot arrives.
  const [seen, setSeen] = useState({ items, itinerary });
  if (seen.items !== items || seen.itinerary !== itinerary) {
    setSeen({ items, itinerary });
    const cleaned = settledOverlay(overlay, items);
    if (cleaned !== overlay) setOverlay(cleaned);
    if (patchOverlay && patchMatches(itinerary, patchOverlay)) setPatchOverlay(null);
  }

  const viewItems = useMemo(() => overlaid(items, overlay), [items, overlay]);
  const viewItinerary = useMemo(
    () => (patchOverlay ? patchedItinerary(itinerary, patchOverlay) : itinerary),
    [itinerary, patchOverlay],
  );

  const viewRef = useRef({ items: viewItems, itinerary: viewItinerary });
  useEffect(() => {
    viewRef.current = { items: viewItems, itinerary: viewItinerary };
  }, [viewItems, viewItinerary]);

  const itineraryId = itinerary.id;

  /**
   * Shows `writes` at once, remembers how to undo them (unless `undoable` is
   * false) and sends them in the background; `write` replaces the default
   * verb choice (a move is the moveItem verb).
   */
  const commit = useCallback(
    (label: string, writes: ItemWrites, options: { undoable?: boolean; write?: (api: EditorApi) => Promise<void> } = {}) => {
      if (isEmptyWrites(writes)) return;
      const { items: current, itinerary: currentItinerary } = viewRef.current;
      const before = new Map(current.map((item) => [item.id, item]));
      const entries = overlayWith(new Map(), writes);
      setOverlay((previous) => overlayWith(previous, writes));
      const patch = writes.itinerary;
      if (patch) setPatchOverlay((previous) => ({ ...previous, ...patch }));
      // Keep the view current for a command issued before the next render.
      viewRef.current = {
        items: applyWrites(current, writes),
        itinerary: patch ? patchedItinerary(currentItinerary, patch) : currentItinerary,
      };
      let entry: UndoEntry | null = null;
      if (options.undoable ?? true) {
        entry = { label, step: undoStepOf(writes, before, currentItinerary) };
        setStack([...stackRef.current.slice(-(UNDO_LIMIT - 1)), entry]);
      }
      const dropEntries = (previous: ReadonlyMap<string, OverlayEntry>) => {
        const next = new Map(previous);
        for (const [id, value] of entries) {
          if (sameValue(next.get(id), value)) next.delete(id);
        }
        return next;
      };
      loadApi()
        .then((api) => (options.write ? options.write(api) : send(api, itineraryId, writes)))
        .then(
          // Acknowledged: the live snapshot has it (and any later change by someone else).
          () => setOverlay(dropEntries),
          () => {
            setOverlay(dropEntries);
            if (patch) setPatchOverlay(null);
            if (entry) {
              const failed = entry;
              setStack(stackRef.current.filter((candidate) => candidate !== failed));
            }
            onErrorRef.current(`${label} could not be saved. Check that you may still edit this trip, then try again.`);
          },
        );
    },
    [loadApi, setStack, itineraryId],
  );

  const change = useCallback(
    (label: string, planChange: PlanChange, options: { undoable?: boolean; write?: (api: EditorApi) => Promise<void> } = {}) => {
      const before = new Map(viewRef.current.items.map((item) => [item.id, item]));
      commit(label, writesOf(planChange, before), options);
    },
    [commit],
  );

  const move = useCallback(
    (itemId: string, day: number | null, order: string) => {
      const item = viewRef.current.items.find((candidate) => candidate.id === itemId);
      if (!item || (item.day === day && item.order === order)) return;
      // Exactly one write: day and order of this item.
      change(`Moving “${item.title}”`, { upsert: [{ ...item, day, order }], remove: [] }, {
        write: (api) => api.moveItem(itineraryId, itemId, day, order),
      });
    },
    [change, itineraryId],
  );

  const add = useCallback(
    (item: PlanItem) => change(`Adding “${item.title}”`, { upsert: [item], remove: [] }),
    [change],
  );

  const edit = useCallback(
    (item: PlanItem, original?: PlanItem) => {
      const label = `Changing “${item.title}”`;
      if (!original) {
        change(label, { upsert: [item], remove: [] });
        return;
      }
      const fields = changedFields(original, item);
      commit(label, { create: [], update: Object.keys(fields).length > 0 ? [{ id: item.id, fields }] : [], remove: [] });
    },
    [change, commit],
  );

  const remove = useCallback(
    (itemId: string) => {
      const current = viewRef.current.items;
      const item = current.find((candidate) => candidate.id === itemId);
      if (!item) return;
      const alternatives = current.filter((candidate) => candidate.optionOf === itemId).map((candidate) => candidate.id);
      change(`Deleting “${item.title}”`, { upsert: [], remove: [itemId, ...alternatives] });
    },
    [change],
  );

  const apply = useCallback((label: string, planChange: PlanChange) => change(label, planChange), [change]);

  const updateItinerary = useCallback(
    (label: string, patch: ItineraryPatch, updateOptions: { undoable?: boolean } = {}) =>
      commit(label, { create: [], update: [], remove: [], itinerary: patch }, { undoable: updateOptions.undoable ?? true }),
    [commit],
  );

  const undo = useCallback(() => {
    const stack = stackRef.current;
    const entry = stack[stack.length - 1];
    if (!entry) return null;
    setStack(stack.slice(0, -1));
    const { items: current, itinerary: currentItinerary } = viewRef.current;
    const plan = planUndo(entry.step, new Map(current.map((item) => [item.id, item])), currentItinerary);
    commit(`Undoing ${entry.label.charAt(0).toLowerCase()}${entry.label.slice(1)}`, plan.writes, { undoable: false });
    return { label: entry.label, kept: plan.kept };
  }, [commit, setStack]);

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
