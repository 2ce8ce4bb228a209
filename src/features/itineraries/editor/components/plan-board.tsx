/**
 * The plan: one section per day, then Ideas. For editors, items move by
 * pointer on their handle (hooks/use-pointer-drag.ts: a copy follows the
 * pointer and the plan opens a gap where it would land) and by keyboard on
 * the same handle (Space or Enter lifts, each arrow press moves one place,
 * across days too, Space or Enter drops, Escape cancels); each item also has a
 * menu with the same moves (plan-item-row.tsx). The keyboard move
 * (hooks/use-keyboard-move.ts) walks the plan's own slots (stepMove), so what
 * it announces is exactly where the item is and where it lands.
 * Days far below the fold render their items when they come near (so a long
 * trip opens fast), during a drag too (the window scrolls at its edges,
 * bringing them near); the day holding the lifted item always renders it.
 */
import {
  memo,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useIsBlockCollapsed, componentsActions } from '@/stores/use-components-store';
import { useOpenPlan } from '@/stores/use-itinerary-details-store';
import type { DayStop, Leg } from '@/domain/days/legs';
import type { DayProblem } from '@/domain/days/problems';
import { dayColour } from '@/domain/itineraries/colours';
import type { DamagedItem, Period, PlanItem } from '@/domain/itineraries/types';
import { useTripTravel } from '../../days/use-routed-legs';
import { DayTravel, LegRow, legPlaces, type LegPlaces } from '../../days/leg-row';
import { highlightActions, useIsLegHighlighted } from '../../hooks/use-highlight';
import { usePointerDrag } from '../hooks/use-pointer-drag';
import { timeClashes, type TimeClash } from '../lib/day-times';
import { PLACEHOLDER_ROW_PX } from '../lib/drop-target';
import { IDEAS, type PlanLayout } from '../lib/plan-layout';
import { DamagedItemRow } from './damaged-item-row';
import { PlanItemRow } from './plan-item-row';
import { HandleContext, MoveTargets, PlanMarks, type PlanBoardActions } from './plan-board-context';
import { handleOf, positionOf, useKeyboardMove } from '../hooks/use-keyboard-move';
import { useNearViewport } from '../hooks/use-near-viewport';
import { NO_STAYS, continuingStays, staysOf } from '../lib/continuing-stays';
import { DayTravelContext, ShortestRoute, StopProblems, problemsAt, useDayCheck, useProblemsByStop, type DayTravelSettings } from './day-tools';

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

/** A leg between two stops in the editor: highlighted with its path on the map while hovered or focused, and the reverse. */
function EditorLegRow(props: Omit<ComponentProps<typeof LegRow>, 'className' | 'highlighted' | 'onHighlight'>) {
  const highlighted = useIsLegHighlighted(props.leg.key);
  return <LegRow {...props} className="plan-leg" highlighted={highlighted} onHighlight={highlightActions.legHighlighted} />;
}

export function PlanBoard({ layout, editMode, containerLabel, actions, period = null, damaged = NO_DAMAGED, onRemoveDamaged }: PlanBoardProps) {
  const boardRef = useRef<HTMLDivElement>(null);
  const instructionsId = useId();

  // How each day's travel is worked out: the trip's dates, the means chosen on the trip, the person's unit.
  const open = useOpenPlan();
  const tripId = open?.itinerary.id ?? null;
  const { modes, preferences, routed } = useTripTravel(open?.itinerary, open?.items ?? null, open?.itinerary.days ?? 0);
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

  // Keyboard moves (and what both kinds of move announce, and where the focus goes after them).
  const { containers, liftedId, onKey, message, announce, focusAfterRender } = useKeyboardMove({
    layout,
    boardRef,
    titleOf,
    describe,
    move: actions.move,
  });

  // Pointer drags: nothing renders until the drop, which is one move.
  const onPointerDown = usePointerDrag(boardRef, {
    countOf: (container, movingId) => (layout.containers[container] ?? []).filter((id) => id !== movingId).length,
    onPickUp: (itemId) => announce(`Picked up ${titleOf(itemId)}, in ${describe(layout.containers, itemId)}.`),
    onDrop: (itemId, target) => {
      const start = positionOf(layout.containers, itemId);
      if (!target || !start || (target.container === start.container && target.index === start.index)) {
        announce(`${titleOf(itemId)} was dropped where it was.`);
        // The row stays mounted: give its handle back the focus it had while out of the layout.
        handleOf(itemId)?.focus();
        return;
      }
      // The row is mounted again where it lands: the next render puts the focus on its handle.
      focusAfterRender(itemId);
      announce('');
      actions.move(itemId, target.container, target.index);
    },
    onCancel: (itemId) => {
      announce(`Moving ${titleOf(itemId)} was cancelled. It is back where it was.`);
      handleOf(itemId)?.focus();
    },
  });

  // The rows read the handlers from a context: keep its value the same object while the lifted item is the
  // same, so the board's re-renders (a message, a keyboard step) do not re-render every row.
  const onKeyRef = useRef(onKey);
  const onPointerDownRef = useRef(onPointerDown);
  useLayoutEffect(() => {
    onKeyRef.current = onKey;
    onPointerDownRef.current = onPointerDown;
  });
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
  const sections = layout.order.map((container) => {
    const holdsMoving = liftedId !== null && (containers[container] ?? []).includes(liftedId);
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
        holdsLifted={holdsMoving}
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
              {message}
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

