/**
 * What the plan says about a day's travel and times, in the editor: the day
 * checked (src/domain/days/check-day.ts: legs, times, problems and their
 * fixes), "Shortest route for this day" offered as a change to accept, and a
 * problem shown at its stop with its fixes. Changes go through the editor's
 * plan commands (../hooks/use-plan-commands.ts): a shortest route is previewed,
 * accepted, rejected and undone as the assistant's changes are; a fix is one
 * undoable batch of item writes. Decisions: docs/days.md ("In the plan").
 */
import { createContext, useContext, useId, useMemo, useState } from 'react';
import { applyProposal, previewProposal, type ProposedChange } from '@/domain/assistant/edit/change';
import { checkDay } from '@/domain/days/check-day';
import type { DayCheck, DayFix, DayProblem } from '@/domain/days/problems';
import { firstKnown, matrixRequests, reorderChange, shortestRoute, type ReorderInput } from '@/domain/days/reorder';
import type { TravelMode, TravelPreferences } from '@/domain/days/travel';
import type { Period, PlanItem } from '@/domain/itineraries/types';
import { matrixLookup, type RoutedLegLookup } from '@/domain/days/routes';
import { knownWalksInDay } from '../../days/known-walks';
import type { LegModes } from '../../days/leg-modes';
import { getPlanCommands, useCanWritePlan, usePlanUndoLabel } from '../hooks/use-plan-commands';
import type { PlanMark } from '../lib/plan-preview';

const routesService = () => import('@/services/firebase/collections/routes');

/** What every day of the board checks its travel with (one value for the board, so sections need no extra props). */
export interface DayTravelSettings {
  period: Period | null;
  modes: LegModes;
  preferences: TravelPreferences;
  /** The route service's answers for the trip's legs, once any came. */
  routed?: RoutedLegLookup;
  /** Keeps a person's means for a leg; null when the plan may not be changed here. */
  chooseMode: ((key: string, mode: TravelMode) => void) | null;
}

export const DayTravelContext = createContext<DayTravelSettings | null>(null);

/** The day's legs, times and problems with their fixes; null for the ideas, or while the day is not rendered. */
export function useDayCheck(
  day: number | null,
  dayItems: readonly PlanItem[] | null,
  stays: readonly PlanItem[],
  ideasLastOrder: string | null,
): DayCheck | null {
  const settings = useContext(DayTravelContext);
  return useMemo(() => {
    if (day === null || dayItems === null || !settings) return null;
    return checkDay({
      day,
      dayItems,
      allItems: stays,
      period: settings.period,
      travel: { modes: settings.modes, preferences: settings.preferences, routed: settings.routed },
      ideasLastOrder,
    });
  }, [day, dayItems, stays, ideasLastOrder, settings]);
}

const NO_PROBLEMS: readonly DayProblem[] = [];

/**
 * The day's problems by the stop they concern; a problem at a stop not in the
 * day's list (the walk from the hotel) goes under the id ''. The same arrays
 * as last time when the words are the same, so the rows they go to are left
 * alone.
 */
export function useProblemsByStop(check: DayCheck | null): ReadonlyMap<string, readonly DayProblem[]> {
  const [state, setState] = useState(() => ({ check, byStop: problemsByStop(new Map(), check) }));
  if (state.check !== check) {
    const next = { check, byStop: problemsByStop(state.byStop, check) };
    setState(next);
    return next.byStop;
  }
  return state.byStop;
}

function problemsByStop(previous: ReadonlyMap<string, readonly DayProblem[]>, check: DayCheck | null): ReadonlyMap<string, readonly DayProblem[]> {
  const next = new Map<string, DayProblem[]>();
  if (check) {
    const inList = new Set(check.legs.stops.filter((stop) => stop.role === 'stop').map((stop) => stop.item.id));
    for (const problem of check.problems) {
      const at = inList.has(problem.itemId) ? problem.itemId : '';
      next.set(at, [...(next.get(at) ?? []), problem]);
    }
  }
  const signature = (problems: readonly DayProblem[]) => JSON.stringify(problems.map((p) => [p.message, p.fixes.map((f) => [f.summary, f.updates])]));
  const stable = new Map<string, readonly DayProblem[]>();
  for (const [id, problems] of next) {
    const before = previous.get(id);
    stable.set(id, before && signature(before) === signature(problems) ? before : problems);
  }
  return stable;
}

export function problemsAt(byStop: ReadonlyMap<string, readonly DayProblem[]>, id: string): readonly DayProblem[] {
  return byStop.get(id) ?? NO_PROBLEMS;
}

/** The fix's writes over the plan as it is now, as one undoable change. */
function applyFix(fix: DayFix, title: string): void {
  const commands = getPlanCommands();
  if (!commands) return;
  const byId = new Map(commands.items.map((item) => [item.id, item]));
  const upsert = fix.updates.flatMap((update) => {
    const item = byId.get(update.id);
    return item ? [{ ...item, ...update.fields }] : [];
  });
  if (upsert.length > 0) commands.apply(`Fixing “${title}”`, { upsert, remove: [] });
}

/** A stop's problems, said at the stop, each with its fixes as buttons for the people who may edit (in edit mode). */
export function StopProblems({ problems, title, editMode }: { problems: readonly DayProblem[]; title: string; editMode: boolean }) {
  const canWrite = useCanWritePlan() && editMode;
  const id = useId();
  if (problems.length === 0) return null;
  return (
    <>
      {problems.map((problem, index) => (
        <div key={`${problem.kind}-${problem.measure ?? ''}`} className="day-problem" role="note">
          <p id={`${id}-${index}`}>
            <span aria-hidden="true">⚠ </span>
            {problem.message}
          </p>
          {canWrite && problem.fixes.length > 0 ? (
            <ul className="day-problem__fixes" aria-label={`Ways to fix it at ${title}`}>
              {problem.fixes.map((fix) => (
                <li key={fix.summary}>
                  <button
                    type="button"
                    className="button button--quiet button--small"
                    aria-describedby={`${id}-${index}`}
                    onClick={() => applyFix(fix, title)}
                  >
                    {fix.summary}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </>
  );
}

type Proposal = { change: ProposedChange; label: string; marks: ReadonlyMap<string, PlanMark> | null; status: 'proposed' | 'accepted' };

/**
 * "Shortest route for this day" and the change it proposes: shown on the
 * plan, accepted (one batch, undoable in one step) or rejected, as the
 * assistant's changes are. `marks` are those of the change shown on the plan
 * now (another change shown there, or an Undo, hides this one).
 */
export function ShortestRoute({
  day,
  dayLabel,
  dayItems,
  stays,
  editMode,
  marks,
}: {
  day: number;
  dayLabel: string;
  dayItems: readonly PlanItem[];
  stays: readonly PlanItem[];
  editMode: boolean;
  marks: ReadonlyMap<string, PlanMark> | null;
}) {
  const settings = useContext(DayTravelContext);
  const canWrite = useCanWritePlan();
  const undoLabel = usePlanUndoLabel();
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [message, setMessage] = useState('');
  const [weighing, setWeighing] = useState(false);
  const unit = settings?.preferences.distanceUnit ?? 'km';
  const places = dayItems.filter((item) => item.place !== null && item.type !== 'note').length;

  const show = (change: ProposedChange, label: string) => {
    const commands = getPlanCommands();
    if (!commands) return;
    const preview = { ...previewProposal(commands.items, change), dayOrder: day };
    commands.showPreview(preview);
    setProposal({ change, label, marks: preview.marks, status: 'proposed' });
  };

  const propose = async () => {
    if (!settings || weighing) return;
    const input: ReorderInput = { day, dayItems, allItems: stays, travel: { modes: settings.modes, preferences: settings.preferences, routed: settings.routed } };
    // Every stop to every other from the route service (one call, kept a while), so the order weighs real streets
    // (estimates when it cannot answer); and the known walks among the stops, kept whole and in their order.
    const requests = matrixRequests(input);
    setWeighing(true);
    setMessage('Weighing the way between this day’s stops…');
    const [answers, walks] = await Promise.all([
      requests.length > 0 ? routesService().then((service) => service.askMatrices(requests)) : Promise.resolve([]),
      knownWalksInDay(dayItems).catch(() => []),
    ]);
    setWeighing(false);
    const matrix = requests.length > 0 ? matrixLookup(requests, answers) : undefined;
    const result = shortestRoute({ ...input, walks, travel: { ...input.travel, routed: firstKnown(settings.routed, matrix) } });
    const change = reorderChange(result, dayItems, day, unit);
    if (!change) {
      setProposal(null);
      setMessage('This day is already in its shortest order.');
      return;
    }
    setMessage('');
    show(change, `Re-ordering ${dayLabel} for the shortest route`);
  };

  const accept = (current: Proposal) => {
    const commands = getPlanCommands();
    if (!commands) return;
    const writes = applyProposal(commands.items, current.change);
    commands.showPreview(null);
    commands.apply(current.label, { upsert: writes.upsert, remove: writes.remove });
    setProposal({ ...current, marks: null, status: 'accepted' });
    const skipped = writes.skipped > 0 ? ` ${writes.skipped === 1 ? '1 stop was' : `${writes.skipped} stops were`} left out: the plan has changed there since.` : '';
    setMessage(`Change applied. Undo takes it back.${skipped}`);
  };

  const reject = () => {
    const commands = getPlanCommands();
    if (proposal?.marks && marks === proposal.marks) commands?.showPreview(null);
    setProposal(null);
    setMessage('Change rejected. The plan is as it was.');
  };

  const shown = proposal !== null && proposal.marks !== null && marks === proposal.marks;
  const accepted = proposal?.status === 'accepted' && undoLabel === proposal.label ? proposal : null;
  const offered = proposal?.status === 'proposed' ? proposal : null;

  return (
    <>
      {offered && canWrite ? (
        <div className="day-proposal" role="group" aria-label={`Proposed change to ${dayLabel}`}>
          <p>{offered.change.summary}</p>
          <div className="day-travel__actions">
            <button type="button" className="button button--small" onClick={() => accept(offered)}>
              Accept change
            </button>
            <button type="button" className="button button--quiet button--small" onClick={reject}>
              Reject
            </button>
            <button
              type="button"
              className="button button--quiet button--small"
              aria-pressed={shown}
              onClick={() => {
                if (shown) {
                  getPlanCommands()?.showPreview(null);
                  setProposal({ ...offered, marks: null });
                } else show(offered.change, offered.label);
              }}
            >
              {shown ? 'Hide from the plan' : 'Show on the plan'}
            </button>
          </div>
        </div>
      ) : null}
      {accepted ? (
        <p className="day-proposal">
          Accepted: the plan has this change.{' '}
          <button
            type="button"
            className="button button--quiet button--small"
            onClick={() => {
              getPlanCommands()?.undo();
              setProposal(null);
              setMessage('The change was undone. The day is as it was before it.');
            }}
          >
            Undo this change
          </button>
        </p>
      ) : null}
      {editMode && canWrite && places >= 2 && !offered ? (
        <div className="day-travel__actions">
          <button type="button" className="button button--quiet button--small" aria-label={`Shortest route for this day (${dayLabel})`}
            disabled={weighing}
            onClick={() => void propose()}
          >
            Shortest route for this day
          </button>
        </div>
      ) : null}
      {canWrite ? (
        <p className="day-travel__message" role="status">
          {message}
        </p>
      ) : null}
    </>
  );
}
