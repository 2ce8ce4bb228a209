/**
 * The itinerary editor (/organize/{id}): header, days with their items, Ideas,
 * and the map beside them. Editors get edit controls; anyone else gets none.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { componentsActions } from '@/stores/use-components-store';
import { useEditingActions, useIsEditing } from '@/stores/use-editing-store';
import { useOpenPlan } from '@/stores/use-itinerary-details-store';
import { useItineraryAccess } from '@/stores/use-itinerary-extra-store';
import { useSignedInUid } from '@/stores/use-user-store';
import type { MapMarker, MapPlan } from '../../map/map-panel';
import { orderBetween } from '@/domain/itineraries/order';
import { dayWeekday, groupPlan } from '@/domain/itineraries/plan';
import type { DamagedItem, PlanItem } from '@/domain/itineraries/types';
import { useEditorStores } from '../hooks/use-editor-stores';
import { usePlanEditor, type LoadEditorApi } from '../hooks/use-plan-editor';
import { useStableItems } from '../hooks/use-stable-items';
import { retimeDay, timeClashes } from '../lib/day-times';
import { dayLabel } from '../lib/format';
import { emptyFormValues, newLocalId, valuesFromItem } from '../lib/item-form';
import type { PlanPreview } from '../lib/plan-preview';
import {
  buildLayout,
  containerOf,
  dayOfContainer,
  IDEAS,
  moveTarget,
  stepMove,
  swapAlternative,
  type PlanChange,
  type PlanLayout,
} from '../lib/plan-layout';
import { PlanCommandsBridge } from './plan-commands-bridge';
import { EditorHeader, syncState } from './editor-header';
import { ItemDialog } from './item-dialog';
import { damagedByContainer } from './damaged-item-row';
import { ASSISTANT_ID, EditorSide, MAP_ID } from './editor-side';
import { PlanBoard } from './plan-board';
import { PlanMarks, type PlanBoardActions } from './plan-board-context';
import '../editor.css';
import { ErrorMessage } from '@/components/error-message';
import { lazyPart } from '@/components/lazy-part';

/** The confirmation import, with its readers and the airports list: loaded when it opens. */
const BookingImport = lazyPart(() => import('./booking-import').then((module) => module.BookingImport), {
  what: 'The booking import',
});

export interface ItineraryEditorProps {
  loadApi: LoadEditorApi;
  /** The user's currency for costs (ISO 4217). */
  currency: string;
  /** Rendered below the header (e.g. the collaborators panel). */
  aside?: ReactNode;
  /** Rendered beside the plan, a tab beside the map (the assistant's chat), with what it may do to the plan; null for none. */
  assistant?: (api: EditorAssistantApi) => ReactNode;
}

/** What the assistant's panel gets from the editor. */
export interface EditorAssistantApi {
  /** The plan as shown (local edits included). */
  items: PlanItem[];
  canEdit: boolean;
  /** Shows a change on the plan before it is made (null: the plan as it is). */
  showPreview: (preview: PlanPreview | null) => void;
  /** Makes a change in one batch, undoable as one. */
  apply: (label: string, change: PlanChange) => void;
  /** Undoes the last change (whatever made it); `undoLabel` names it. */
  undo: () => void;
  undoLabel: string | null;
  /** How many times Undo has run here (its button or Ctrl+Z); each hides a change shown on the plan. */
  undos: number;
}

type DialogState =
  | { mode: 'add'; day: number | null }
  /** `original`: the item as it was when the dialog opened, so only what the form changed is saved. */
  | { mode: 'edit'; itemId: string; original: PlanItem }
  | { mode: 'alternative'; slotId: string }
  | { mode: 'import' }
  | null;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

function markersOf(layout: PlanLayout): MapMarker[] {
  const markers: MapMarker[] = [];
  for (const container of layout.order) {
    const day = dayOfContainer(container);
    (layout.containers[container] ?? []).forEach((id, index) => {
      const item = layout.itemsById.get(id);
      if (item?.place) markers.push({ id, day, position: item.place.geocode, title: item.title, index: index + 1 });
    });
  }
  return markers;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The editor of the open itinerary (the ItineraryDetails store's), once its plan is there. */
export function ItineraryEditor(props: ItineraryEditorProps) {
  const open = useOpenPlan();
  return open ? <OpenPlanEditor {...props} {...open} /> : null;
}

function OpenPlanEditor(props: ItineraryEditorProps & NonNullable<ReturnType<typeof useOpenPlan>>) {
  const { fromCache, hasPendingWrites, loadApi, currency } = props;
  // What this user may do with the open itinerary: decided once per snapshot, in the store.
  const access = useItineraryAccess();
  const canEdit = access.isUserCanEdit;
  const liveItems = useStableItems(props.items);
  useEditorStores(canEdit);
  const isEditing = useIsEditing();
  const { editingSet } = useEditingActions();
  const editMode = canEdit && isEditing;
  const [messages, setMessages] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dialog, setDialog] = useState<DialogState>(null);
  const online = useOnline();
  const uid = useSignedInUid();

  const onError = useCallback((message: string) => setMessages((current) => [...current.slice(-2), message]), []);
  const editor = usePlanEditor({ itinerary: props.itinerary, items: liveItems, loadApi, onError });
  const { itinerary, items } = editor;
  const [preview, setPreview] = useState<PlanPreview | null>(null);
  const shownItems = preview ? preview.items : items;
  const shownDays = preview?.days ? Math.max(preview.days, itinerary.days) : itinerary.days;
  const boardEditMode = editMode && !preview;

  useEffect(() => {
    document.title = `${itinerary.title} · Wayfare`;
  }, [itinerary.title]);

  const grouped = useMemo(() => groupPlan(shownItems, shownDays), [shownItems, shownDays]);
  const layout = useMemo(() => buildLayout(grouped, grouped.days.length, shownItems), [grouped, shownItems]);
  const markers = useMemo(
    () => markersOf(layout).filter((marker) => preview?.marks.get(marker.id)?.kind !== 'removed'),
    [layout, preview],
  );
  // The map's chosen day is drawn leg by leg from the same plan (a proposal's removals left out, as from the markers).
  const mapPlan = useMemo<MapPlan>(
    () => ({ items: preview ? shownItems.filter((entry) => preview.marks.get(entry.id)?.kind !== 'removed') : shownItems, days: shownDays }),
    [preview, shownItems, shownDays],
  );

  const damaged = useMemo(() => damagedByContainer(props.damagedItems, shownDays), [props.damagedItems, shownDays]);
  const itineraryId = itinerary.id;
  // A damaged item is not in the plan the editor changes (nothing of it can be read): it is deleted as it is stored.
  const removeDamaged = useCallback(
    (item: DamagedItem) => {
      loadApi()
        .then((api) => api.deleteItem(itineraryId, item.id))
        .catch((error: unknown) => {
          const reason = error instanceof Error ? ` ${error.message}` : '';
          onError(`${item.title ? `“${item.title}”` : 'The damaged item'} could not be removed.${reason}`);
        });
    },
    [loadApi, itineraryId, onError],
  );

  const containerLabel = useCallback(
    (container: string) => (container === IDEAS ? 'Ideas' : dayLabel(itinerary.period, Number(container.slice(4)))),
    [itinerary.period],
  );

  // Actions read the current layout through a ref, so they stay the same object and
  // the memoized rows do not all render again when one item changes.
  const layoutRef = useRef(layout);
  useEffect(() => {
    layoutRef.current = layout;
  }, [layout]);
  const labelRef = useRef(containerLabel);
  useEffect(() => {
    labelRef.current = containerLabel;
  }, [containerLabel]);

  const { move: moveItem, remove: removeItem, apply: applyChange } = editor;
  const actions = useMemo<PlanBoardActions>(() => {
    // Said after a move that leaves a stop of the target day starting before the one above it.
    const timeWarning = (current: PlanLayout, item: PlanItem, container: string, index: number) => {
      if (container === IDEAS) return '';
      const others = (current.containers[container] ?? []).filter((id) => id !== item.id);
      const ids = [...others.slice(0, index), item.id, ...others.slice(index)];
      const dayItems = ids.map((id) => (id === item.id ? item : current.itemsById.get(id))).filter((entry): entry is PlanItem => entry !== undefined);
      const clashes = timeClashes(dayItems);
      if (clashes.size === 0) return '';
      return `Times on ${labelRef.current(container)} are now out of order: Re-time day ${container.slice(4)} puts them in order.`;
    };
    const describe = (container: string, index: number) => {
      const count = (layoutRef.current.containers[container] ?? []).length;
      return `${labelRef.current(container)}, position ${Math.min(index, count) + 1}`;
    };
    return {
      move: (itemId, container, index, options) => {
        const current = layoutRef.current;
        const item = current.itemsById.get(itemId);
        if (!item) return;
        const others = (current.containers[container] ?? []).filter((id) => id !== itemId);
        const at = Math.max(0, Math.min(index, others.length));
        const target = moveTarget(current, itemId, container, at);
        moveItem(itemId, target.day, target.order);
        const landed = options?.announce === false ? '' : `Moved ${item.title} to ${describe(container, at)}. `;
        setAnnouncement(`${landed}${timeWarning(current, item, container, at)}`.trim());
      },
      step: (itemId, direction) => {
        const current = layoutRef.current;
        const next = stepMove(current, itemId, direction);
        const item = current.itemsById.get(itemId);
        if (!next || !item) return;
        const target = moveTarget(current, itemId, next.container, next.index);
        moveItem(itemId, target.day, target.order);
        setAnnouncement(`Moved ${item.title} to ${describe(next.container, next.index)}. ${timeWarning(current, item, next.container, next.index)}`.trim());
      },
      chooseMode: (key, mode) => {
        loadApi()
          .then((api) => api.chooseLegMode(itineraryId, key, mode))
          .catch((error: unknown) => onError(`That means of travel could not be kept.${error instanceof Error ? ` ${error.message}` : ''}`));
      },
      retime: (container) => {
        const current = layoutRef.current;
        const dayItems = (current.containers[container] ?? [])
          .map((id) => current.itemsById.get(id))
          .filter((entry): entry is PlanItem => entry !== undefined);
        const changed = retimeDay(dayItems);
        const label = labelRef.current(container);
        if (changed.length === 0) {
          setAnnouncement(`The times of ${label} are already in order.`);
          return;
        }
        applyChange(`Re-timing ${label}`, { upsert: changed, remove: [] });
        setAnnouncement(
          `Re-timed ${label}: ${changed.length === 1 ? '1 stop has' : `${changed.length} stops have`} new times, each keeping its length. Undo puts them back.`,
        );
      },
      add: (day) => setDialog({ mode: 'add', day }),
      edit: (itemId) => {
        const original = layoutRef.current.itemsById.get(itemId);
        if (original) setDialog({ mode: 'edit', itemId, original });
      },
      remove: (itemId) => {
        const item = layoutRef.current.itemsById.get(itemId);
        removeItem(itemId);
        if (item) setAnnouncement(`Deleted ${item.title}. Undo brings it back.`);
      },
      addAlternative: (itemId) => setDialog({ mode: 'alternative', slotId: itemId }),
      useAlternative: (slotId, alternativeId) => {
        const current = layoutRef.current;
        const slot = current.itemsById.get(slotId);
        const alternatives = current.alternatives.get(slotId) ?? [];
        const chosen = alternatives.find((item) => item.id === alternativeId);
        if (!slot || !chosen) return;
        applyChange(`Using “${chosen.title}”`, swapAlternative(slot, chosen, alternatives));
        setAnnouncement(`${chosen.title} now takes the place of ${slot.title}.`);
      },
    };
  }, [moveItem, removeItem, applyChange, loadApi, itineraryId, onError]);

  // Undo says plainly what it left because someone else changed it since (visible and announced).
  const { undo: undoLast, canUndo } = editor;
  const [undos, setUndos] = useState(0);
  const undo = useCallback(() => {
    // After an Undo the plan shows what is stored: a proposal shown on it is hidden (the chat can show it again).
    setPreview(null);
    setUndos((count) => count + 1);
    const result = undoLast();
    if (!result) return;
    if (result.kept.length === 0) {
      setAnnouncement('Undone.');
      return;
    }
    const message = `Undone in part. ${result.kept.join(' ')}`;
    setAnnouncement(message);
    setMessages((current) => [...current.slice(-2), message]);
  }, [undoLast]);

  // Ctrl+Z / Cmd+Z undoes the last change (not while typing in a field, where it undoes the typing).
  useEffect(() => {
    if (!editMode) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
      if (isTyping(event.target) || dialog) return;
      event.preventDefault();
      if (canUndo) undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editMode, undo, canUndo, dialog]);

  const dialogView = (() => {
    if (!dialog || !editMode) return null;
    const common = {
      days: grouped.days.length,
      dayLabel: (day: number) => dayLabel(itinerary.period, day),
      weekdayOf: (day: number) => dayWeekday(itinerary.period, day),
      currency,
      destinations: itinerary.destinations,
      publicTrip: itinerary.public,
      onCancel: () => setDialog(null),
    };
    const endOrder = (container: string, itemId: string) => moveTarget(layout, itemId, container, Number.MAX_SAFE_INTEGER).order;
    if (dialog.mode === 'add') {
      const id = newLocalId();
      return (
        <ItemDialog
          key="add"
          {...common}
          heading={dialog.day === null ? 'Add an idea' : `Add to ${dayLabel(itinerary.period, dialog.day)}`}
          submitLabel="Add"
          initial={emptyFormValues(dialog.day)}
          base={{ id, order: '', optionOf: null }}
          onSubmit={(item) => {
            const order = endOrder(containerOf(item.day), item.id);
            editor.add({ ...item, order });
            setDialog(null);
            setAnnouncement(`Added ${item.title} to ${containerLabel(containerOf(item.day))}.`);
          }}
        />
      );
    }
    if (dialog.mode === 'edit') {
      const { original } = dialog;
      if (!items.some((candidate) => candidate.id === dialog.itemId)) return null;
      return (
        <ItemDialog
          key={`edit-${original.id}`}
          {...common}
          heading={`Edit “${original.title}”`}
          submitLabel="Save"
          initial={valuesFromItem(original, currency)}
          base={{ id: original.id, order: original.order, optionOf: original.optionOf }}
          existingCost={original.cost}
          fixedDay={original.optionOf !== null}
          draftKey={`item:${itinerary.id}:${original.id}`}
          draftOwner={uid}
          onSubmit={(next) => {
            // Compared with the item as the form got it: a field a companion changed meanwhile and the
            // form did not touch (a move, a note) is not written back.
            const moved = next.day !== original.day && next.optionOf === null;
            const after = moved ? { ...next, order: endOrder(containerOf(next.day), next.id) } : { ...next, day: next.optionOf ? original.day : next.day };
            editor.edit(after, original);
            setDialog(null);
          }}
        />
      );
    }
    if (dialog.mode === 'import') {
      return (
        <BookingImport
          itinerary={itinerary}
          items={items}
          uid={uid}
          isCreator={access.isCreator}
          onCancel={() => setDialog(null)}
          onApply={(change, said) => {
            editor.apply('Adding bookings from a confirmation', change);
            setDialog(null);
            setAnnouncement(said);
          }}
        />
      );
    }
    const slot = items.find((candidate) => candidate.id === dialog.slotId);
    if (!slot) return null;
    return (
      <ItemDialog
        key={`alternative-${slot.id}`}
        {...common}
        heading={`Add an alternative to “${slot.title}”`}
        submitLabel="Add alternative"
        initial={{ ...emptyFormValues(slot.day, slot.type), startTime: slot.startTime ?? '', endTime: slot.endTime ?? '', timeZone: slot.timeZone ?? '' }}
        base={{ id: newLocalId(), order: slot.order, optionOf: slot.id }}
        fixedDay
        onSubmit={(item) => {
          const last = (layout.alternatives.get(slot.id) ?? []).at(-1);
          editor.add({ ...item, day: slot.day, order: orderBetween(last ? last.order : slot.order, null) });
          setDialog(null);
          setAnnouncement(`Added ${item.title} as an alternative to ${slot.title}.`);
        }}
      />
    );
  })();

  const dayIds = layout.order.filter((container) => container !== IDEAS);
  const { apply: applyToPlan, undoLabel } = editor;
  const assistantApi = useMemo<EditorAssistantApi>(
    () => ({ items, canEdit, showPreview: setPreview, apply: applyToPlan, undo, undoLabel, undos }),
    [items, canEdit, applyToPlan, undo, undoLabel, undos],
  );
  const assistant = props.assistant?.(assistantApi) ?? null;
  const planRef = useRef<HTMLDivElement>(null);

  return (
    <div className="itinerary-editor">
      {/* The day tools in the plan (shortest route, fixes) use the same commands as the assistant. */}
      <PlanCommandsBridge api={assistantApi} />
      <EditorHeader
        itinerary={itinerary}
        items={items}
        access={access}
        canEdit={canEdit}
        editMode={editMode}
        onEditModeChange={editingSet}
        sync={syncState(online, fromCache, hasPendingWrites || editor.pendingLocal > 0)}
        onRename={(title) => editor.updateItinerary('Renaming the trip', { title })}
        onImportBookings={() => setDialog({ mode: 'import' })}
        onChangeDates={(change) => {
          editor.apply('Changing the dates', change);
          setAnnouncement(
            change.upsert.length > 0
              ? `Dates changed. ${change.upsert.length} items moved to Ideas.`
              : 'Dates changed. Every item kept its day.',
          );
        }}
        onPublicChange={(value) => editor.updateItinerary(value ? 'Making the trip public' : 'Making the trip private', { public: value }, { undoable: false })}
        canUndo={editor.canUndo}
        undoLabel={editor.undoLabel}
        onUndo={undo}
      />
      {access.isPending ? (
        <p className="editor-banner" role="note">
          You are invited to this trip. Accept the invitation to edit.
        </p>
      ) : null}
      {!canEdit && !access.isPending ? (
        <p className="editor-banner" role="note">
          You can look at this plan, but only its creator and companions can change it.
        </p>
      ) : null}
      {messages.length > 0 ? (
        <ErrorMessage block>
          {messages.map((message, index) => (
            <p key={index}>{message}</p>
          ))}
          <button type="button" className="button button--quiet button--small" onClick={() => setMessages([])}>
            Dismiss
          </button>
        </ErrorMessage>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {props.aside}
      <div className="itinerary-editor__columns">
        <div className="itinerary-editor__plan" ref={planRef}>
          <nav className="itinerary-editor__jump" aria-label="Beside the plan">
            {assistant !== null ? (
              <button type="button" className="button button--quiet button--small" onClick={() => jumpTo(ASSISTANT_ID)}>
                Assistant
              </button>
            ) : null}
            <button type="button" className="button button--quiet button--small" onClick={() => jumpTo(MAP_ID)}>
              Map
            </button>
          </nav>
          {dayIds.length > 3 ? (
            <div className="itinerary-editor__tools">
              <button type="button" className="button button--quiet button--small" onClick={() => collapseAll(dayIds, true)}>
                Collapse all days
              </button>
              <button type="button" className="button button--quiet button--small" onClick={() => collapseAll(dayIds, false)}>
                Expand all days
              </button>
            </div>
          ) : null}
          {preview ? (
            <p className="editor-preview-banner" role="note">
              {preview.dayOrder === undefined ? (
                <>
                  You are looking at the assistant&rsquo;s proposed change: what it adds, moves and removes is marked. Accept or
                  reject it beside the plan.
                </>
              ) : (
                <>
                  You are looking at a shorter order for day {preview.dayOrder}: the stops it moves are marked. Accept or reject
                  it at the head of the day.
                </>
              )}
            </p>
          ) : null}
          <PlanMarks.Provider value={preview?.marks ?? null}>
            <PlanBoard
              layout={layout}
              editMode={boardEditMode}
              containerLabel={containerLabel}
              actions={actions}
              period={itinerary.period}
              damaged={damaged}
              onRemoveDamaged={removeDamaged}
            />
          </PlanMarks.Provider>
        </div>
        <EditorSide
          assistant={assistant}
          markers={markers}
          plan={mapPlan}
          legModes={itinerary.legModes}
          centre={itinerary.geocode}
          title={itinerary.title}
          planRef={planRef}
        />
      </div>
      {dialogView}
    </div>
  );
}

/** The phone's jump bar: to the assistant or the map below the plan, with focus there for a keyboard or a screen reader. */
function jumpTo(id: string) {
  const target = document.getElementById(id);
  target?.scrollIntoView({ block: 'start' });
  target?.focus({ preventScroll: true });
}

function collapseAll(ids: string[], collapsed: boolean) {
  componentsActions.blocksSetCollapsed(ids, collapsed);
}
