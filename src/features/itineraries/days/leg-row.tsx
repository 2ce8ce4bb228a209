/**
 * A day's travel as the plan shows it, in the editor and on the trip page:
 * a quiet row between two stops ("🚶 14 min · 1.1 km", "(estimate)" beside
 * an estimate, "Way there not known" for a stop without a place), and the
 * day's totals at its head. The figures and words are src/domain/days's
 * (docs/days.md); screen readers get `describeLeg`'s sentence.
 */
import { memo, useId, type ReactNode } from 'react';
import { describeLeg, formatDayTotals, formatLeg, MODE_ICONS, type DistanceUnit } from '@/domain/days/format';
import type { DayLegs, DayStop, Leg } from '@/domain/days/legs';
import { TRAVEL_MODES, type TravelMode } from '@/domain/days/travel';
import './days.css';

/** Where each leg goes in a day's list: before the stop it leads to, or after the last one (back to the stay). */
export interface LegPlaces {
  /** The leg into each stop of the day's list, by item id, with the stop it comes from. */
  into: ReadonlyMap<string, { leg: Leg; from: DayStop }>;
  /** The leg back to where the person sleeps, after the day's last stop. */
  back: { leg: Leg; from: DayStop; to: DayStop } | null;
}

export function legPlaces(day: DayLegs): LegPlaces {
  const into = new Map<string, { leg: Leg; from: DayStop }>();
  let back: LegPlaces['back'] = null;
  day.legs.forEach((leg, i) => {
    const from = day.stops[i]!;
    const to = day.stops[i + 1]!;
    if (to.role === 'end') back = { leg, from, to };
    else into.set(to.item.id, { leg, from });
  });
  return { into, back };
}

const MODE_NAMES: Record<TravelMode, string> = { walk: 'Walk', transit: 'Public transport', car: 'Car or taxi', bike: 'Bike' };

interface LegRowProps {
  leg: Leg;
  fromTitle: string;
  toTitle: string;
  unit: DistanceUnit;
  /** The list's class for its rows (the editor's and the trip page's lists differ). */
  className: string;
  /** Changes the leg's means (the editor); none on the trip page. */
  onModeChange?: ((key: string, mode: TravelMode) => void) | undefined;
  /** Whether the map has this leg highlighted (hovered or focused there, or here). */
  highlighted?: boolean;
  /** Highlights the leg on the map while the row is hovered or has the focus; null when it has neither. */
  onHighlight?: ((key: string | null) => void) | undefined;
}

/**
 * One leg, as a row of the day's list. Memoised: a change elsewhere in the
 * day gives the same leg the same figures, and its row is left alone.
 */
export const LegRow = memo(function LegRow({ leg, fromTitle, toTitle, unit, className, onModeChange, highlighted = false, onHighlight }: LegRowProps) {
  const id = useId();
  const label = formatLeg(leg, unit);
  if (label === null) return null;
  const sentence = describeLeg(leg, unit);
  const estimate = leg.status === 'estimate' && leg.meters !== 0;
  const classes = [
    'day-leg',
    className,
    estimate ? 'day-leg--estimate' : '',
    leg.status === 'unknown' || leg.status === 'unroutable' ? 'day-leg--unknown' : '',
    highlighted ? 'day-leg--highlighted' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const canChoose = onModeChange && leg.status !== 'unknown' && leg.status !== 'covered';
  return (
    <li
      className={classes}
      data-leg-key={leg.key}
      onMouseEnter={onHighlight ? () => onHighlight(leg.key) : undefined}
      onMouseLeave={onHighlight ? () => onHighlight(null) : undefined}
      onFocus={onHighlight ? () => onHighlight(leg.key) : undefined}
      onBlur={onHighlight ? () => onHighlight(null) : undefined}
    >
      <span className="visually-hidden">
        From {fromTitle} to {toTitle}: {sentence ?? label}
      </span>
      <span className="day-leg__label" aria-hidden="true">
        {label}
        {estimate ? <span className="day-leg__estimate"> (estimate)</span> : null}
      </span>
      {canChoose ? (
        <span className="day-leg__mode">
          <label className="visually-hidden" htmlFor={`${id}-mode`}>
            Means of travel from {fromTitle} to {toTitle}
          </label>
          <select id={`${id}-mode`} value={leg.mode} onChange={(event) => onModeChange(leg.key, event.target.value as TravelMode)}>
            {TRAVEL_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {MODE_ICONS[mode]} {MODE_NAMES[mode]}
              </option>
            ))}
          </select>
        </span>
      ) : null}
    </li>
  );
});

/** The day's travel at its head: "Travel 1 h 3 min · 7.4 km: 🚶 38 min · 3.2 km, …", and why its legs are estimates. */
export function DayTravel({ day, unit, className, children }: { day: DayLegs; unit: DistanceUnit; className?: string; children?: ReactNode }) {
  if (day.legs.length === 0) return null;
  return (
    <div className={['day-travel', className].filter(Boolean).join(' ')}>
      <p className="day-travel__totals">
        {formatDayTotals(day.totals, unit)}
        {day.totals.estimated > 0 ? <span className="day-leg__estimate"> (estimate)</span> : null}
      </p>
      {day.notice ? <p className="day-travel__notice">{day.notice}</p> : null}
      {children}
    </div>
  );
}
