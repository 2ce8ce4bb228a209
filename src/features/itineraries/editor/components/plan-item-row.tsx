/**
 * One item of the plan: its handle (editors), number, title, times, what
 * does not fit, notes and alternatives, and its menu of the same moves as the
 * handle (Edit, Move up or down, Move to day…, Add an alternative, Delete).
 */
import { GoogleMapsCredit } from '@/components/place-credits';
import { memo, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { DayProblem } from '@/domain/days/problems';
import type { PlanItem } from '@/domain/itineraries/types';
import { stopLine } from '@/domain/itineraries/stop-view';
import { GOOGLE_ATTRIBUTION } from '@/services/places-search';
import { highlightActions, useIsHighlighted } from '../../hooks/use-highlight';
import { IDEAS } from '../lib/plan-layout';
import { markLabel, type PlanMark } from '../lib/plan-preview';
import { StopProblems } from './day-tools';
import { HandleContext, PlanMarks, useMoveTargets, type PlanBoardActions } from './plan-board-context';

export interface RowProps {
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

export const PlanItemRow = memo(function PlanItemRow(props: RowProps) {
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
  const meta = stopLine(item);
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
                    <span className="plan-item__meta"> · {stopLine(alternative).join(' · ')}</span>
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
