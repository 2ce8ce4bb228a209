/**
 * The plan: one section per day, then Ideas. For editors, items move by
 * pointer on their handle (hooks/use-pointer-drag.ts: a copy follows the
 * pointer and the plan opens a gap where it would land) and by keyboard on
 * the same handle (Space or Enter lifts, each arrow press moves one place,
 * across days too, Space or Enter drops, Escape cancels); each item also has a
 * menu with the same moves. The keyboard move walks the plan's own slots
 * (stepMove), so what it announces is exactly where the item is and where it
 * lands.
 * Days far below the fold render their items when they come near (so a long
 * trip opens fast), during a drag too (the window scrolls at its edges,
 * bringing them near); the day holding the lifted item always renders it.
 */
import { GoogleMapsCredit } from '@/components/place-credits';
import {
  createContext,
  memo,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { useIsBlockCollapsed, componentsActions } from '@/stores/use-components-store';
import { useOpenPlan } from '@/stores/use-itinerary-details-store';
import type { DayStop, Leg } from '@/domain/days/legs';
import type { DayProblem } from '@/domain/days/problems';
import type { TravelMode } from '@/domain/days/travel';
import { dayColour } from '@/domain/itineraries/colours';
import type { DamagedItem, Period, PlanItem } from '@/domain/itineraries/types';
import { useLegModes } from '../../days/leg-modes';
import { useRoutedLegs, useTravelPreferences } from '../../days/use-routed-legs';
import { DayTravel, LegRow, legPlaces, type LegPlaces } from '../../days/leg-row';
import { highlightActions, useIsHighlighted, useIsLegHighlighted } from '../../hooks/use-highlight';
import { usePointerDrag } from '../hooks/use-pointer-drag';
import { timeClashes, type TimeClash } from '../lib/day-times';
import { itemMeta } from '../lib/format';
import { GOOGLE_ATTRIBUTION } from '@/services/places-search';
import { stayNight } from '../lib/item-form';
import { PLACEHOLDER_ROW_PX, rowOf } from '../lib/drop-target';
import { findContainer, IDEAS, stepMove, type PlanLayout } from '../lib/plan-layout';
import { markLabel, type PlanMark } from '../lib/plan-preview';
import { DamagedItemRow } from './damaged-item-row';
import { DayTravelContext, ShortestRoute, StopProblems, problemsAt, useDayCheck, useProblemsByStop, type DayTravelSettings } from './day-tools';

export interface PlanBoardActions {
  /** Moves an item to `index` of `container`; `announce: false` when the board has said where it landed. */
  move: (itemId: string, container: string, index: number, options?: { announce?: boolean }) => void;
  step: (itemId: string, direction: 'up' | 'down') => void;
  add: (day: number | null) => void;
  edit: (itemId: string) => void;
  remove: (itemId: string) => void;
  addAlternative: (itemId: string) => void;
  useAlternative: (slotId: string, alternativeId: string) => void;
  /** "Re-time day": the day's times back in its order, each stop keeping its length. */
  retime: (container: string) => void;
  /** The means for a leg (`legKey`), kept on the trip for everyone; null for the default. */
  chooseMode: (key: string, mode: TravelMode | null) => void;
}

interface PlanBoardProps {
  layout: PlanLayout;
  editMode: boolean;
  containerLabel: (container: string) => string;
  actions: PlanBoardActions;
  /** The trip's dates, for the weekday a stop's opening hours are checked against. */
  period?: Period | null;
  /** Items whose stored data fails validation, by container: shown (and counted) in their day or the ideas. */
  damaged?: ReadonlyMap<string, DamagedItem[]>;
  /** Removes a damaged item (editors, in edit mode). */
  onRemoveDamaged?: (item: DamagedItem) => void;
}

const NO_DAMAGED: ReadonlyMap<string, DamagedItem[]> = new Map();

/** The marks of a previewed change (added, moved, removed), by item id; null when no change is previewed. */
export const PlanMarks = createContext<ReadonlyMap<string, PlanMark> | null>(null);

/** Every container with its label, for "Move to day…" (a context, so rows need no extra props). */
const MoveTargets = createContext<{ value: string; label: string }[]>([]);

/** The handles' part: the item lifted by keyboard, the key and pointer handlers, the id of the handles' instructions. */
const HandleContext = createContext<{
  liftedId: string | null;
  onKey: (itemId: string, event: ReactKeyboardEvent) => void;
  onPointerDown: (itemId: string, event: ReactPointerEvent<HTMLElement>) => void;
  instructionsId: string;
} | null>(null);

/** Where an item is in `containers`: its container and 0-based index, or null. */
function positionOf(containers: Record<string, string[]>, itemId: string): { container: string; index: number } | null {
  const container = findContainer(containers, itemId);
  if (!container || container === itemId) return null;
  return { container, index: (containers[container] ?? []).indexOf(itemId) };
}

/** `containers` with the item taken out of its container and put at `index` of `to`. */
function placed(containers: Record<string, string[]>, itemId: string, to: string, index: number): Record<string, string[]> {
  const next: Record<string, string[]> = {};
  for (const [key, ids] of Object.entries(containers)) next[key] = ids.filter((id) => id !== itemId);
  const target = next[to] ?? [];
  next[to] = [...target.slice(0, index), itemId, ...target.slice(index)];
  return next;
}

function copyContainers(containers: Record<string, string[]>): Record<string, string[]> {
  const copy: Record<string, string[]> = {};
  for (const [key, ids] of Object.entries(containers)) copy[key] = [...ids];
  return copy;
}

/** Items rendered at once (whole days, in order); the later days render as they near the viewport. */
const EAGER_ITEMS = 48;
const ROW_HEIGHT = PLACEHOLDER_ROW_PX;

/** The containers, in order, that start before `limit` items have been counted. */
function eagerUntil(order: readonly string[], containers: Record<string, string[]>, limit: number): Set<string> {
  const eager = new Set<string>();
  let count = 0;
  for (const container of order) {
    if (count >= limit) break;
    eager.add(container);
    count += (containers[container] ?? []).length;
  }
  return eager;
}

function useNearViewport(eager: boolean): [(node: HTMLElement | null) => void, boolean] {
  const [near, setNear] = useState(eager || typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = (node: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || near) return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.current?.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.current.observe(node);
  };
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, near];
}

/** A leg between two stops in the editor: highlighted with its path on the map while hovered or focused, and the reverse. */
function EditorLegRow(props: Omit<ComponentProps<typeof LegRow>, 'className' | 'highlighted' | 'onHighlight'>) {
  const highlighted = useIsLegHighlighted(props.leg.key);
  return <LegRow {...props} className="plan-leg" highlighted={highlighted} onHighlight={highlightActions.legHighlighted} />;
}

export function PlanBoard({ layout, editMode, containerLabel, actions, period = null, damaged = NO_DAMAGED, onRemoveDamaged }: PlanBoardProps) {
  // The plan while an item is lifted by keyboard (it moves between lists as the arrows are pressed).
  const [dragContainers, setDragContainers] = useState<Record<string, string[]> | null>(null);
  const containers = dragContainers ?? layout.containers;
  const boardRef = useRef<HTMLDivElement>(null);
  const instructionsId = useId();

  // How each day's travel is worked out: the trip's dates, the means chosen on the trip, the person's unit.
  const open = useOpenPlan();
  const tripId = open?.itinerary.id ?? null;
  const modes = useLegModes(open?.itinerary);
  const preferences = useTravelPreferences();
  const routed = useRoutedLegs(open?.items ?? null, open?.itinerary.days ?? 0, modes, preferences);
  const travel = useMemo<DayTravelSettings>(
    () => ({
      period,
      modes,
      routed,
      preferences,
      chooseMode: editMode && tripId ? actions.chooseMode : null,
    }),
    [period, modes, routed, preferences, editMode, tripId, actions.chooseMode],
  );

  const titleOf = (id: string) => layout.itemsById.get(id)?.title ?? 'the item';
  const describe = (current: Record<string, string[]>, id: string) => {
    const at = positionOf(current, id);
    if (!at) return 'nowhere';
    return `${containerLabel(at.container)}, position ${at.index + 1} of ${(current[at.container] ?? []).length}`;
  };

  // Keyboard moves: one slot per arrow press, in the plan's order of days and ideas.
  const [lifted, setLifted] = useState<{ id: string; start: { container: string; index: number } } | null>(null);
  const [keyboardMessage, setKeyboardMessage] = useState('');
  const focusId = useRef<string | null>(null);
  // The lifted row moves to another list (and is mounted again there): keep the focus on its handle.
  useEffect(() => {
    const id = focusId.current;
    if (!id) return;
    const handle = handleOf(id);
    if (!handle) return;
    if (document.activeElement !== handle) handle.focus();
    if (!lifted) focusId.current = null;
  });

  // Pointer drags: nothing renders until the drop, which is one move.
  const onPointerDown = usePointerDrag(boardRef, {
    countOf: (container, movingId) => (layout.containers[container] ?? []).filter((id) => id !== movingId).length,
    onPickUp: (itemId) => setKeyboardMessage(`Picked up ${titleOf(itemId)}, in ${describe(layout.containers, itemId)}.`),
    onDrop: (itemId, target) => {
      const start = positionOf(layout.containers, itemId);
      if (!target || !start || (target.container === start.container && target.index === start.index)) {
        setKeyboardMessage(`${titleOf(itemId)} was dropped where it was.`);
        // The row stays mounted: give its handle back the focus it had while out of the layout.
        handleOf(itemId)?.focus();
        return;
      }
      // The row is mounted again where it lands: the next render puts the focus on its handle.
      focusId.current = itemId;
      setKeyboardMessage('');
      actions.move(itemId, target.container, target.index);
    },
    onCancel: (itemId) => {
      setKeyboardMessage(`Moving ${titleOf(itemId)} was cancelled. It is back where it was.`);
      handleOf(itemId)?.focus();
    },
  });

  const onKey = (itemId: string, event: ReactKeyboardEvent) => {
    // A row is being moved with the pointer: its Escape is the drag's, and nothing else lifts meanwhile.
    if (boardRef.current?.hasAttribute('data-dragging')) return;
    const lift = event.key === ' ' || event.key === 'Enter';
    if (!lifted) {
      if (!lift) return;
      event.preventDefault();
      const at = positionOf(layout.containers, itemId);
      if (!at) return;
      setLifted({ id: itemId, start: at });
      setDragContainers(copyContainers(layout.containers));
      focusId.current = itemId;
      setKeyboardMessage(
        `Picked up ${titleOf(itemId)}, in ${describe(layout.containers, itemId)}. Arrow keys move it, Space drops it, Escape cancels.`,
      );
      return;
    }
    if (lifted.id !== itemId) return;
    const current = dragContainers ?? layout.containers;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const direction = event.key === 'ArrowDown' ? 'down' : 'up';
      const next = stepMove({ order: layout.order, containers: current }, itemId, direction);
      if (!next) {
        setKeyboardMessage(`${titleOf(itemId)} cannot go further ${direction}: it stays in ${describe(current, itemId)}.`);
        return;
      }
      const moved = placed(current, itemId, next.container, next.index);
      setDragContainers(moved);
      setKeyboardMessage(`${titleOf(itemId)} is now in ${describe(moved, itemId)}.`);
      return;
    }
    if (lift) {
      event.preventDefault();
      const at = positionOf(current, itemId);
      setLifted(null);
      setDragContainers(null);
      focusId.current = itemId;
      if (!at || (at.container === lifted.start.container && at.index === lifted.start.index)) {
        setKeyboardMessage(`${titleOf(itemId)} was dropped where it was, in ${describe(layout.containers, itemId)}.`);
        return;
      }
      setKeyboardMessage(`Dropped ${titleOf(itemId)} in ${describe(current, itemId)}.`);
      actions.move(itemId, at.container, at.index, { announce: false });
      return;
    }
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      setLifted(null);
      setDragContainers(null);
      focusId.current = event.key === 'Escape' ? itemId : null;
      setKeyboardMessage(`Moving ${titleOf(itemId)} was cancelled. It is back in ${describe(layout.containers, itemId)}.`);
    }
  };
  // The rows read the handlers from a context: keep its value the same object while the lifted item is the
  // same, so the board's re-renders (a message, a keyboard step) do not re-render every row.
  const onKeyRef = useRef(onKey);
  const onPointerDownRef = useRef(onPointerDown);
  useLayoutEffect(() => {
    onKeyRef.current = onKey;
    onPointerDownRef.current = onPointerDown;
  });
  const liftedId = lifted?.id ?? null;
  const handleContext = useMemo(
    () => ({
      liftedId,
      onKey: (itemId: string, event: ReactKeyboardEvent) => onKeyRef.current(itemId, event),
      onPointerDown: (itemId: string, event: ReactPointerEvent<HTMLElement>) => {
        if (liftedId === null) onPointerDownRef.current(itemId, event);
      },
      instructionsId,
    }),
    [liftedId, instructionsId],
  );

  const targets = useMemo(
    () => layout.order.map((container) => ({ value: container, label: containerLabel(container) })),
    [layout.order, containerLabel],
  );

  const eagerContainers = eagerUntil(layout.order, containers, EAGER_ITEMS);
  const moving = lifted?.id ?? null;
  const sections = layout.order.map((container) => {
    const holdsMoving = moving !== null && (containers[container] ?? []).includes(moving);
    const eager = eagerContainers.has(container) || holdsMoving;
    return (
      <PlanSection
        key={container}
        container={container}
        label={containerLabel(container)}
        ids={containers[container] ?? []}
        layout={layout}
        editMode={editMode}
        actions={actions}
        eager={eager}
        holdsLifted={lifted !== null && (containers[container] ?? []).includes(lifted.id)}
        damaged={damaged.get(container)}
        onRemoveDamaged={editMode ? onRemoveDamaged : undefined}
      />
    );
  });

  // One tree whether editing or not: switching (a change previewed on the plan) keeps each day mounted, with its state.
  return (
    <MoveTargets.Provider value={targets}>
      <HandleContext.Provider value={editMode ? handleContext : null}>
        <DayTravelContext.Provider value={travel}>
          <div className="plan-board" ref={boardRef}>
            {sections}
          </div>
        </DayTravelContext.Provider>
        {editMode ? (
          <>
            <p id={instructionsId} hidden>
              To move an item, press Space. Use the arrow keys to move it within its day or to another day, Space to drop it
              there, Escape to cancel. With a mouse or a finger, drag it by this handle.
            </p>
            <p className="visually-hidden" role="status" aria-live="assertive" aria-atomic="true">
              {keyboardMessage}
            </p>
          </>
        ) : null}
      </HandleContext.Provider>
    </MoveTargets.Provider>
  );
}

interface PlanSectionProps {
  container: string;
  label: string;
  ids: string[];
  layout: PlanLayout;
  editMode: boolean;
  actions: PlanBoardActions;
  eager: boolean;
  /** The item lifted by keyboard is in this section: show it even when the section is collapsed. */
  holdsLifted: boolean;
  damaged: DamagedItem[] | undefined;
  onRemoveDamaged: ((item: DamagedItem) => void) | undefined;
}

type ContinuingStay = { item: PlanItem; night: number; of: number };
const NO_STAYS: ContinuingStay[] = [];
const staysByLayout = new WeakMap<PlanLayout, Map<number, ContinuingStay[]>>();

/**
 * Stays that started on an earlier day and cover this one ("Night 2 of 3"):
 * worked out for every day in one pass over the plan's items, once per layout
 * (each day's section asking in turn went over all 360 items of a month's
 * trip for each of its 31 sections).
 */
function continuingStays(layout: PlanLayout, day: number): ContinuingStay[] {
  let byDay = staysByLayout.get(layout);
  if (!byDay) {
    byDay = new Map();
    for (const item of layout.itemsById.values()) {
      if (item.type !== 'stay' || item.optionOf !== null || item.day === null) continue;
      for (let later = item.day + 1; ; later += 1) {
        const night = stayNight(item, later);
        if (!night) break;
        const stays = byDay.get(later);
        if (stays) stays.push({ item, ...night });
        else byDay.set(later, [{ item, ...night }]);
      }
    }
    staysByLayout.set(layout, byDay);
  }
  return byDay.get(day) ?? NO_STAYS;
}

const allStaysByLayout = new WeakMap<PlanLayout, PlanItem[]>();

/** The plan's stays (where each day starts and ends), once per layout. */
function staysOf(layout: PlanLayout): PlanItem[] {
  let stays = allStaysByLayout.get(layout);
  if (!stays) {
    stays = [...layout.itemsById.values()].filter((item) => item.type === 'stay');
    allStaysByLayout.set(layout, stays);
  }
  return stays;
}

/** `items`, or the array given last time when it holds the same items in the same order (so what is worked out from it is kept). */
function useSameItems(items: PlanItem[]): PlanItem[] {
  const [kept, setKept] = useState(items);
  if (kept !== items && (kept.length !== items.length || kept.some((item, i) => item !== items[i]))) {
    setKept(items);
    return items;
  }
  return kept;
}

/** A day's section; memoised, so a drag's move between two days re-renders those two days only. */
const PlanSection = memo(function PlanSection({
  container,
  label,
  ids,
  layout,
  editMode,
  actions,
  eager,
  holdsLifted,
  damaged,
  onRemoveDamaged,
}: PlanSectionProps) {
  const collapsed = useIsBlockCollapsed(container) && !holdsLifted;
  const [ref, near] = useNearViewport(eager);
  const isIdeas = container === IDEAS;
  const day = isIdeas ? null : Number(container.slice(4));
  const colour = dayColour(day);
  const headingId = `${container}-heading`;
  const listId = `${container}-items`;
  const stays = day === null ? NO_STAYS : continuingStays(layout, day);
  // A damaged item is one of the day's items too: counted, and listed with them.
  const count = ids.length + (damaged?.length ?? 0);
  const marks = useContext(PlanMarks);
  // In a previewed change, the day as it would be: what the change removes (still shown, struck through) is not
  // among its stops, its times or its travel.
  const kept = useMemo(() => ids.filter((id) => marks?.get(id)?.kind !== 'removed'), [ids, marks]);
  const clashes = useMemo(() => {
    if (day === null) return new Map<string, TimeClash>();
    return timeClashes(kept.map((id) => layout.itemsById.get(id)).filter((item): item is PlanItem => item !== undefined));
  }, [day, kept, layout]);
  // The day's travel, times and problems (src/domain/days), once the day is near enough to be shown.
  const dayItems = useSameItems(kept.map((id) => layout.itemsById.get(id)).filter((item): item is PlanItem => item !== undefined));
  const allStays = useSameItems(staysOf(layout));
  const ideas = layout.containers[IDEAS] ?? [];
  const ideasLastOrder = layout.itemsById.get(ideas[ideas.length - 1] ?? '')?.order ?? null;
  const check = useDayCheck(day, near || eager ? dayItems : null, allStays, ideasLastOrder);
  const problems = useProblemsByStop(check);
  const places = useMemo(() => (check ? legPlaces(check.legs) : null), [check]);
  const unit = useContext(DayTravelContext)?.preferences.distanceUnit ?? 'km';
  const warningId = `${container}-times`;
  const toggleRef = useRef<HTMLButtonElement>(null);

  return (
    <section className={`plan-section${isIdeas ? ' plan-section--ideas' : ''}`} aria-labelledby={headingId} ref={ref} data-container={container}>
      <header className="plan-section__header" style={{ borderLeftColor: colour }}>
        <h2 id={headingId} className="plan-section__title">
          <button
            type="button"
            ref={toggleRef}
            className="plan-section__toggle"
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={() => componentsActions.blockToggled(container)}
          >
            <span className="plan-section__chevron" aria-hidden="true">
              {collapsed ? '▸' : '▾'}
            </span>
            <span style={isIdeas ? undefined : { color: colour }}>{label}</span>{' '}
            <span className="plan-section__count">
              {count === 0 ? (isIdeas ? 'none yet' : 'nothing planned') : `${count} ${count === 1 ? 'item' : 'items'}`}
            </span>
          </button>
        </h2>
        {editMode ? (
          <button type="button" className="button button--quiet button--small" onClick={() => actions.add(day)}>
            {isIdeas ? 'Add an idea' : `Add to day ${day}`}
          </button>
        ) : null}
      </header>
      {check && day !== null ? (
        <DayTravel day={check.legs} unit={unit}>
          <StopProblems problems={problemsAt(problems, '')} title={label} editMode={editMode} />
          <ShortestRoute day={day} dayLabel={label} dayItems={dayItems} stays={allStays} editMode={editMode} marks={marks} />
        </DayTravel>
      ) : null}
      {clashes.size > 0 ? (
        <div className="plan-section__warning" role="note" id={warningId}>
          <p>
            <span aria-hidden="true">⚠ </span>
            Times out of order: {clashes.size === 1 ? '1 stop starts' : `${clashes.size} stops start`} before a stop above
            {clashes.size === 1 ? ' it' : ' them'}.
          </p>
          {editMode ? (
            <button
              type="button"
              className="button button--small"
              aria-describedby={warningId}
              onClick={() => {
                actions.retime(container);
                // The warning and this button go away: keep the focus on the day.
                toggleRef.current?.focus();
              }}
            >
              Re-time day {day}
            </button>
          ) : null}
        </div>
      ) : null}
      {collapsed ? null : (
        <div id={listId}>
          {stays.length > 0 ? (
            <ul className="plan-section__stays" aria-label={`Staying overnight, ${label}`}>
              {stays.map(({ item, night, of }) => (
                <li key={item.id}>
                  <span aria-hidden="true">🛏 </span>
                  {item.title} · Night {night} of {of}
                </li>
              ))}
            </ul>
          ) : null}
          <ItemList
            container={container}
            ids={ids}
            layout={layout}
            editMode={editMode}
            actions={actions}
            rendered={near || eager}
            label={label}
            clashes={clashes}
            legs={places}
            problems={problems}
            unit={unit}
            damaged={damaged}
            onRemoveDamaged={onRemoveDamaged}
          />
        </div>
      )}
    </section>
  );
});

function ItemList({
  container,
  ids,
  layout,
  editMode,
  actions,
  rendered,
  label,
  clashes,
  legs,
  problems,
  unit,
  damaged = [],
  onRemoveDamaged,
}: {
  container: string;
  ids: string[];
  layout: PlanLayout;
  editMode: boolean;
  actions: PlanBoardActions;
  rendered: boolean;
  label: string;
  clashes: ReadonlyMap<string, TimeClash>;
  /** Where the day's legs go between its rows; null while the day's travel is not worked out. */
  legs: LegPlaces | null;
  problems: ReadonlyMap<string, readonly DayProblem[]>;
  unit: 'km' | 'mi';
  damaged?: DamagedItem[] | undefined;
  onRemoveDamaged?: ((item: DamagedItem) => void) | undefined;
}) {
  const day = container === IDEAS ? null : Number(container.slice(4));
  const colour = dayColour(day);
  const chooseMode = useContext(DayTravelContext)?.chooseMode ?? undefined;
  const legRow = (leg: Leg, from: DayStop, to: PlanItem) => (
    <EditorLegRow key={leg.key} leg={leg} fromTitle={from.item.title} toTitle={to.title} unit={unit} onModeChange={chooseMode} />
  );
  const back = rendered ? legs?.back : null;
  const rows = rendered
    ? ids.flatMap((id, index) => {
        const item = layout.itemsById.get(id);
        if (!item) return [];
        const into = legs?.into.get(id);
        return [
          into ? legRow(into.leg, into.from, item) : null,
          <PlanItemRow
            key={id}
            item={item}
            index={index}
            last={index === ids.length - 1}
            colour={colour}
            editMode={editMode}
            alternatives={layout.alternatives.get(id)}
            actions={actions}
            firstContainer={container === 'day-1' || (container === IDEAS && layout.order.length === 1)}
            lastContainer={container === IDEAS}
            clash={clashes.get(id)?.message ?? null}
            problems={problemsAt(problems, id)}
          />,
        ];
      })
    : [<li key="placeholder" className="plan-list__placeholder" style={{ height: ids.length * ROW_HEIGHT }} aria-hidden="true" />];
  const empty = ids.length === 0 && damaged.length === 0 ? (
    <li className="plan-list__empty">{container === IDEAS ? 'Keep places here until they have a day.' : 'Nothing planned yet.'}</li>
  ) : null;

  return (
    <ol className={`plan-list${ids.length === 0 && damaged.length === 0 ? ' plan-list--empty' : ''}`} aria-label={`Items of ${label}`}>
      {rows}
      {back ? legRow(back.leg, back.from, back.to.item) : null}
      {damaged.map((item) => (
        <DamagedItemRow key={item.id} item={item} onRemove={onRemoveDamaged ?? null} />
      ))}
      {empty}
    </ol>
  );
}

interface RowProps {
  item: PlanItem;
  index: number;
  last: boolean;
  colour: string;
  editMode: boolean;
  alternatives: PlanItem[] | undefined;
  actions: PlanBoardActions;
  firstContainer: boolean;
  lastContainer: boolean;
  /** Why this stop's time is out of order, or null. */
  clash: string | null;
  /** What does not fit at this stop (late, closed, past the pace), with its fixes. */
  problems: readonly DayProblem[];
}

const PlanItemRow = memo(function PlanItemRow(props: RowProps) {
  return props.editMode ? <EditableRow {...props} /> : <ItemRowView {...props} />;
});

function EditableRow(props: RowProps) {
  const handles = useContext(HandleContext);
  const lifted = handles?.liftedId === props.item.id;
  const { id, title } = props.item;
  return (
    <ItemRowView
      {...props}
      dragging={lifted}
      handle={
        <button
          type="button"
          className="plan-item__handle"
          aria-pressed={lifted}
          aria-describedby={handles?.instructionsId}
          onKeyDown={(event) => handles?.onKey(id, event)}
          onPointerDown={(event) => handles?.onPointerDown(id, event)}
          aria-label={`Drag to move ${title}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      }
    />
  );
}

function ItemRowView({
  item,
  index,
  last,
  colour,
  editMode,
  alternatives,
  actions,
  firstContainer,
  lastContainer,
  clash,
  problems,
  dragging,
  handle,
}: RowProps & {
  dragging?: boolean;
  handle?: ReactNode;
}) {
  const highlighted = useIsHighlighted(item.id);
  const mark = useContext(PlanMarks)?.get(item.id);
  const className = ['plan-item', highlighted ? 'plan-item--highlighted' : '', dragging ? 'plan-item--dragging' : '', mark ? `plan-item--${mark.kind}` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={className}
      data-item-id={item.id}
      // While a row is dragged, the rows the pointer passes are not highlighted (nor their markers).
      onMouseOver={(event) => {
        if (!event.currentTarget.closest('[data-dragging]')) highlightActions.highlighted(item.id);
      }}
      onMouseOut={() => highlightActions.highlighted(null)}
      onFocus={() => highlightActions.highlighted(item.id)}
      onBlur={() => highlightActions.highlighted(null)}
    >
      {handle}
      <RowContent
        item={item}
        index={index}
        colour={colour}
        editMode={editMode}
        alternatives={alternatives}
        actions={actions}
        canUp={!(index === 0 && firstContainer)}
        canDown={!(last && lastContainer)}
        clash={clash}
        problems={problems}
        mark={mark}
      />
    </li>
  );
}

interface RowContentProps {
  item: PlanItem;
  index: number;
  colour: string;
  editMode: boolean;
  alternatives: PlanItem[] | undefined;
  actions: PlanBoardActions;
  canUp: boolean;
  canDown: boolean;
  clash: string | null;
  problems: readonly DayProblem[];
  mark: PlanMark | undefined;
}

/** What a row shows besides its handle: the same props render the same content, so a drag's moves skip it. */
const RowContent = memo(function RowContent(props: RowContentProps) {
  const { item, index, colour, editMode, alternatives, actions, canUp, canDown, clash, problems, mark } = props;
  const meta = itemMeta(item);
  const night = item.type === 'stay' && item.day !== null && (item.nights ?? 1) > 1 ? ` · Night 1 of ${item.nights}` : '';
  return (
    <>
      <span className="plan-item__number" style={{ backgroundColor: colour }} aria-hidden="true">
        {index + 1}
      </span>
      <div className="plan-item__body">
        {mark ? <p className={`plan-item__mark plan-item__mark--${mark.kind}`}>{markLabel(mark, item.day)}</p> : null}
        <p className="plan-item__title">{item.title}</p>
        <p className="plan-item__meta">
          {meta.join(' · ')}
          {night}
          {item.place?.source === GOOGLE_ATTRIBUTION ? (
            <>
              {' · '}
              <GoogleMapsCredit />
            </>
          ) : null}
        </p>
        {clash ? (
          <p className="plan-item__warning">
            <span aria-hidden="true">⚠ </span>
            Time out of order. {clash}
          </p>
        ) : null}
        <StopProblems problems={problems} title={item.title} editMode={editMode} />
        {item.notes ? <p className="plan-item__notes">{item.notes}</p> : null}
        {alternatives && alternatives.length > 0 ? (
          <div className="plan-item__alternatives">
            <p className="plan-item__alternatives-title">Alternatives</p>
            <ul aria-label={`Alternatives to ${item.title}`}>
              {alternatives.map((alternative) => (
                <li key={alternative.id} className="plan-item__alternative">
                  <span>
                    {alternative.title}
                    <span className="plan-item__meta"> · {itemMeta(alternative).join(' · ')}</span>
                  </span>
                  {editMode ? (
                    <span className="plan-item__alternative-actions">
                      <button
                        type="button"
                        className="button button--quiet button--small"
                        onClick={() => actions.useAlternative(item.id, alternative.id)}
                        aria-label={`Use ${alternative.title} instead of ${item.title}`}
                      >
                        Use this one
                      </button>
                      <button
                        type="button"
                        className="button button--quiet button--small"
                        onClick={() => actions.remove(alternative.id)}
                        aria-label={`Delete the alternative ${alternative.title}`}
                      >
                        Delete
                      </button>
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {editMode ? <ItemMenu item={item} actions={actions} canUp={canUp} canDown={canDown} /> : null}
    </>
  );
});

function ItemMenu({
  item,
  actions,
  canUp,
  canDown,
}: {
  item: PlanItem;
  actions: PlanBoardActions;
  canUp: boolean;
  canDown: boolean;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = `actions-${item.id}`;

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const run = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    // Escape closes the open menu from any of its buttons.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="plan-item__menu"
      ref={ref}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className="button button--quiet button--small"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Actions for ${item.title}`}
        onClick={() => setOpen((value) => !value)}
      >
        Actions
      </button>
      {open ? (
        <div id={panelId} className="plan-item__menu-panel" role="group" aria-label={`Actions for ${item.title}`}>
          <button type="button" onClick={run(() => actions.edit(item.id))}>
            Edit
          </button>
          <button type="button" disabled={!canUp} onClick={run(() => actions.step(item.id, 'up'))}>
            Move up
          </button>
          <button type="button" disabled={!canDown} onClick={run(() => actions.step(item.id, 'down'))}>
            Move down
          </button>
          <MoveToDay item={item} actions={actions} onDone={() => setOpen(false)} />
          <button type="button" onClick={run(() => actions.addAlternative(item.id))}>
            Add an alternative
          </button>
          <button type="button" className="plan-item__danger" onClick={run(() => actions.remove(item.id))}>
            Delete
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** "Move to day…": pick a day (or Ideas), then Move: the item goes to the end of it. */
function MoveToDay({ item, actions, onDone }: { item: PlanItem; actions: PlanBoardActions; onDone: () => void }) {
  const options = useMoveTargets();
  const current = item.day === null ? IDEAS : `day-${item.day}`;
  const [target, setTarget] = useState(current);
  const id = `move-${item.id}`;
  return (
    <div className="plan-item__move">
      <label htmlFor={id}>Move to day…</label>
      <span className="plan-item__move-row">
        <select id={id} value={target} onChange={(event) => setTarget(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--small"
          disabled={target === current}
          onClick={() => {
            onDone();
            actions.move(item.id, target, Number.MAX_SAFE_INTEGER);
          }}
        >
          Move
        </button>
      </span>
    </div>
  );
}

/** The drag handle of an item's row, if it is on the page. */
function handleOf(itemId: string): HTMLElement | null {
  return rowOf(document, itemId)?.querySelector<HTMLElement>('.plan-item__handle') ?? null;
}

function useMoveTargets() {
  return useContext(MoveTargets);
}
