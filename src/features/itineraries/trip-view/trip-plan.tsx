import { memo, useMemo } from 'react';
import { PlanDayTitle, PlanStopCard } from '@/components/plan/plan-stop';
import { stopView } from '@/domain/itineraries/stop-view';
import { formatMoney } from '@/lib/money';
import type { DistanceUnit } from '@/domain/days/format';
import { tripLegs } from '@/domain/days/legs';
import { dayColour } from '@/domain/itineraries/colours';
import { weekHours } from '@/domain/places/hours';
import { PlaceMore } from '@/components/place-details/place-details';
import { groupPlan } from '@/domain/itineraries/plan';
import type { DamagedItem, ItineraryDoc, PlanItem } from '@/domain/itineraries/types';
import { useTripTravel } from '../days/use-routed-legs';
import { DayTravel, LegRow, legPlaces, type LegPlaces } from '../days/leg-row';
import { dateOfDay, longDate } from '../trips/format';

interface TripPlanProps {
  itinerary: ItineraryDoc;
  items: PlanItem[];
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
  /** The leg highlighted on the map (`legKey`), and how a row hovered or focused here highlights its own. */
  highlightedLeg?: string | null;
  onHighlightLeg?: (key: string | null) => void;
  /** Items whose stored data fails validation: shown in their day (or the ideas) as damaged. */
  damagedItems?: readonly DamagedItem[];
}

const NONE: readonly DamagedItem[] = [];

/** Damaged items by the day they show on: a day of the trip, else the ideas (0). */
function damagedByDay(damaged: readonly DamagedItem[], days: number): Map<number, DamagedItem[]> {
  const byDay = new Map<number, DamagedItem[]>();
  for (const item of damaged) {
    const day = item.day !== null && item.day <= days ? item.day : 0;
    byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  return byDay;
}

/** Items that could not be read, said plainly where they belong instead of disappearing. */
export function DamagedItems({ items }: { items: readonly DamagedItem[] | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <ul className="trip-items trip-items--damaged">
      {items.map((item) => (
        <li key={item.id} className="trip-item trip-item--damaged">
          <div className="trip-item__body">
            <p className="trip-item__meta">
              <span className="trip-item__type">Damaged item</span>
            </p>
            <h3 className="trip-item__title">{item.title ?? 'An item without a readable title'}</h3>
            <p className="trip-item__notes">
              Part of this item&rsquo;s data is damaged, so its details cannot be shown. The people planning the trip
              can remove it in the editor and add it again.
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The plan, read-only: each day with its items in order, then the ideas not
 * yet scheduled. Memoised: the screen re-renders for other reasons (the
 * creator's card, a toast) without redrawing every item.
 */
export const TripPlan = memo(function TripPlan({ itinerary, items, highlightedId, onHighlight, highlightedLeg = null, onHighlightLeg, damagedItems = NONE }: TripPlanProps) {
  const plan = useMemo(() => groupPlan(items, itinerary.days), [items, itinerary.days]);
  const damaged = damagedByDay(damagedItems, itinerary.days);
  // Each day's travel, from the night's stay and back, with the means chosen on the trip (docs/days.md).
  const context = useTripTravel(itinerary, items, itinerary.days);
  const unit: DistanceUnit = context.preferences.distanceUnit;
  const travel = useMemo(() => tripLegs(items, itinerary.days, context), [items, itinerary.days, context]);
  return (
    <div className="trip-plan">
      {plan.days.map((dayItems, index) => {
        const day = index + 1;
        const date = dateOfDay(itinerary.period, day);
        const legs = travel[index];
        return (
          <section key={day} className="trip-day" aria-labelledby={`trip-day-${day}`}>
            <PlanDayTitle id={`trip-day-${day}`} label={`Day ${day}`} date={date ? longDate(date) : null} colour={dayColour(day)} />
            {legs && dayItems.length > 0 ? <DayTravel day={legs} unit={unit} className="trip-day__travel" /> : null}
            {dayItems.length === 0 && !damaged.has(day) ? (
              <p className="trip-day__empty">Nothing planned yet.</p>
            ) : dayItems.length > 0 ? (
              <ItemList
                items={dayItems}
                alternatives={plan.alternatives}
                day={day}
                highlightedId={highlightedId}
                onHighlight={onHighlight}
                legs={legs ? legPlaces(legs) : null}
                unit={unit}
                highlightedLeg={highlightedLeg}
                onHighlightLeg={onHighlightLeg}
              />
            ) : null}
            <DamagedItems items={damaged.get(day)} />
          </section>
        );
      })}
      {plan.ideas.length > 0 || damaged.has(0) ? (
        <section className="trip-day trip-day--ideas" aria-labelledby="trip-ideas">
          <PlanDayTitle id="trip-ideas" label="Ideas" date="not on a day yet" colour={dayColour(null)} />
          {plan.ideas.length > 0 ? (
            <ItemList items={plan.ideas} alternatives={plan.alternatives} day={null} highlightedId={highlightedId} onHighlight={onHighlight} />
          ) : null}
          <DamagedItems items={damaged.get(0)} />
        </section>
      ) : null}
    </div>
  );
});

function ItemList({
  items,
  alternatives,
  day,
  highlightedId,
  onHighlight,
  legs = null,
  unit = 'km',
  highlightedLeg = null,
  onHighlightLeg,
}: {
  items: PlanItem[];
  alternatives: Map<string, PlanItem[]>;
  day: number | null;
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
  /** Where the day's legs go between its stops (none for the ideas). */
  legs?: LegPlaces | null;
  highlightedLeg?: string | null;
  onHighlightLeg?: ((key: string | null) => void) | undefined;
  unit?: DistanceUnit;
}) {
  const back = legs?.back;
  return (
    <ol className="trip-items">
      {items.map((item, index) => {
        const into = legs?.into.get(item.id);
        return [
          into ? (
            <LegRow
              key={into.leg.key}
              leg={into.leg}
              fromTitle={into.from.item.title}
              toTitle={item.title}
              unit={unit}
              className="trip-leg"
              highlighted={highlightedLeg === into.leg.key}
              onHighlight={onHighlightLeg}
            />
          ) : null,
          <PlanStopCard
            key={item.id}
            id={`trip-item-${item.id}`}
            stop={stopView(item, alternatives.get(item.id))}
            number={index + 1}
            colour={dayColour(day)}
            highlighted={item.id === highlightedId}
            onPointerEnter={() => onHighlight(item.id)}
            onPointerLeave={() => onHighlight(null)}
            title={
              item.place ? (
                // A focusable title lets keyboard users highlight the item's marker too.
                <button
                  type="button"
                  className="trip-item__focus"
                  aria-pressed={item.id === highlightedId}
                  onFocus={() => onHighlight(item.id)}
                  onBlur={() => onHighlight(null)}
                  onClick={() => onHighlight(item.id)}
                >
                  {item.title}
                </button>
              ) : undefined
            }
          >
            <PlaceFacts item={item} />
          </PlanStopCard>,
        ];
      })}
      {back ? (
        <LegRow
          key={back.leg.key}
          leg={back.leg}
          fromTitle={back.from.item.title}
          toTitle={back.to.item.title}
          unit={unit}
          className="trip-leg"
          highlighted={highlightedLeg === back.leg.key}
          onHighlight={onHighlightLeg}
        />
      ) : null}
    </ol>
  );
}

/**
 * More about a stop's place, on request: a Google place's photo, rating, hours
 * and links ("Photos and details"), or the opening hours our guide gives.
 */
function PlaceFacts({ item }: { item: PlanItem }) {
  const place = item.place;
  if (!place || item.type === 'flight') return null;
  if (place.providerId) return <PlaceMore providerId={place.providerId} name={place.name} />;
  if (!place.hours || place.hours.length === 0) return null;
  return (
    <details className="trip-item__hours">
      <summary>
        Opening hours <span className="visually-hidden">of {place.name}</span>
      </summary>
      <ul>
        {weekHours(place.hours).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </details>
  );
}

/** A paid itinerary's preview: the days are there, their places are not (yet). */
export function LockedPlan({ itinerary }: { itinerary: ItineraryDoc }) {
  const days = Math.max(1, Math.min(itinerary.days, 14));
  return (
    <div className="trip-plan trip-plan--locked">
      <p className="trip-locked" role="note">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
          <path d="M17 9V7a5 5 0 0 0-10 0v2H5v13h14V9h-2zm-8-2a3 3 0 0 1 6 0v2H9V7zm4 10.7V20h-2v-2.3a2 2 0 1 1 2 0z" />
        </svg>
        <span>
          This is a paid itinerary
          {itinerary.price ? ` (${formatMoney(itinerary.price.amount, itinerary.price.currency)})` : ''}. You are seeing a preview: its places, times and notes
          are locked until you buy it.
        </span>
      </p>
      {Array.from({ length: days }, (_, index) => (
        <section key={index} className="trip-day" aria-labelledby={`trip-day-${index + 1}`}>
          <PlanDayTitle id={`trip-day-${index + 1}`} label={`Day ${index + 1}`} />
          <p className="trip-day__empty">Locked</p>
        </section>
      ))}
    </div>
  );
}
