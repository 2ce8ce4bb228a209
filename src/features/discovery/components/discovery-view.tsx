import { useId, useState, type ReactNode } from 'react';
import { GoogleMapsCredit, GuidePageLink } from '@/components/place-credits';
import { curatedCredit, priceWords } from '@/lib/places/credits';
import { Link } from 'react-router-dom';
import { FALLBACK_WORDS } from '@/services/places-search';
import type { DiscoverySource } from '../api/load-discovery';
import type { DiscoverPlace } from '../lib/discover';
import '../discovery.css';
import { ErrorMessage } from '@/components/error-message';
import { MapListsSkeleton } from '@/components/map-lists-skeleton';
import { PlaceMore } from '@/components/place-details/place-details';
import { PLACE_CATEGORY_LABELS } from '@/lib/places/types';

type AddState = { status: 'adding' } | { status: 'added'; dayLabel: string } | { status: 'failed'; message: string };

export interface DiscoveryViewProps {
  tripId: string;
  days: number;
  /** Whether I may add to this trip (an editor). */
  canAdd: boolean;
  attractions: DiscoverPlace[];
  restaurants: DiscoverPlace[];
  /** Whether the live provider's places are among them, or why not. */
  source: DiscoverySource;
  /** Adds one place to a day (null: the ideas); resolves once written (or queued offline). */
  onAdd: (place: DiscoverPlace, day: number | null) => Promise<void>;
  /** The map of the suggestions (composed by the route). */
  map: ReactNode;
  /** Related public itineraries (composed by the route). */
  related: ReactNode;
}

export const dayLabel = (day: number | null) => (day === null ? 'your ideas' : `day ${day}`);

function PlaceRow({
  place,
  number,
  target,
  canAdd,
  state,
  onAdd,
  tripId,
}: {
  place: DiscoverPlace;
  number: number;
  target: number | null;
  canAdd: boolean;
  state: AddState | undefined;
  onAdd: () => void;
  tripId: string;
}) {
  const where = place.nearestTo ? `${place.distanceKm} km from ${place.nearestTo}` : `${place.distanceKm} km from the centre`;
  return (
    <li className="discover-place">
      <span className="discover-place__number" aria-hidden="true">
        {number}
      </span>
      <div className="discover-place__text">
        <h3 className="discover-place__name">{place.name}</h3>
        <p className="discover-place__meta">
          {[PLACE_CATEGORY_LABELS[place.category], priceWords(place.priceLevel), where].filter(Boolean).join(' · ')}
          {place.live ? (
            <>
              {' · '}
              <GoogleMapsCredit />
            </>
          ) : null}
        </p>
        <p className="discover-place__description">
          {place.description}
          <GuidePageLink name={place.name} url={place.sourceUrl} source={place.source} />
        </p>
        {place.providerId ? <PlaceMore providerId={place.providerId} name={place.name} /> : null}
      </div>
      {canAdd ? (
        <div className="discover-place__action">
          {state?.status === 'added' ? (
            <p className="discover-place__added" role="status">
              Added to {state.dayLabel}. <Link to={`/organize/${tripId}`}>See it in the plan</Link>
            </p>
          ) : (
            <button
              type="button"
              className="button button--small"
              aria-label={`Add ${place.name} to ${dayLabel(target)}`}
              aria-disabled={state?.status === 'adding' || undefined}
              onClick={() => {
                if (state?.status !== 'adding') onAdd();
              }}
            >
              {state?.status === 'adding' ? 'Adding…' : `Add to ${dayLabel(target)}`}
            </button>
          )}
          {state?.status === 'failed' ? (
            <ErrorMessage>
              {state.message}
            </ErrorMessage>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** /discovery/{id}: places near the trip's places and related trips, on a map, each place addable to a day in one click. */
/** Under the lists: where the places come from, and why live places are missing when they are. */
function SourceNote({ source, places }: { source: DiscoverySource; places: readonly DiscoverPlace[] }) {
  const live = places.some((place) => place.live);
  const why = source.live ? null : (source.message ?? FALLBACK_WORDS[source.reason]);
  const credit = curatedCredit(places.filter((place) => !place.live).map((place) => place.source));
  return (
    <p className="discovery__credit">
      {live ? (
        <>
          Places from{' '}
          <GoogleMapsCredit />{' '}
          and Wayfare’s curated guide ({credit}).
        </>
      ) : (
        <>
          Places from Wayfare’s curated guide ({credit}).{why ? ` ${why}` : ''}
        </>
      )}
    </p>
  );
}

export function DiscoveryView({ tripId, days, canAdd, attractions, restaurants, source, onAdd, map, related }: DiscoveryViewProps) {
  const id = useId();
  const [target, setTarget] = useState<number | null>(days > 0 ? 1 : null);
  const [states, setStates] = useState<Record<string, AddState>>({});

  const add = (place: DiscoverPlace) => {
    const day = target;
    setStates((s) => ({ ...s, [place.id]: { status: 'adding' } }));
    onAdd(place, day).then(
      () => setStates((s) => ({ ...s, [place.id]: { status: 'added', dayLabel: dayLabel(day) } })),
      (error: unknown) =>
        setStates((s) => ({
          ...s,
          [place.id]: { status: 'failed', message: `${place.name} could not be added. ${error instanceof Error ? error.message : ''}`.trim() },
        })),
    );
  };

  const row = (place: DiscoverPlace, number: number) => (
    <PlaceRow
      key={place.id}
      place={place}
      number={number}
      target={target}
      canAdd={canAdd}
      state={states[place.id]}
      onAdd={() => add(place)}
      tripId={tripId}
    />
  );

  return (
    <div className="discovery">
      {canAdd ? (
        <div className="discovery__target">
          <label htmlFor={`${id}-day`}>Add places to</label>
          <select
            id={`${id}-day`}
            value={target === null ? 'ideas' : String(target)}
            onChange={(event) => setTarget(event.target.value === 'ideas' ? null : Number(event.target.value))}
          >
            {Array.from({ length: days }, (_, i) => (
              <option key={i + 1} value={String(i + 1)}>
                Day {i + 1}
              </option>
            ))}
            <option value="ideas">Ideas (no day yet)</option>
          </select>
          <span className="discovery__hint">Then one click on a place adds it.</span>
        </div>
      ) : (
        <p className="discovery__hint">Only the people planning this trip can add places to it.</p>
      )}
      <div className="discovery__layout">
        <div className="discovery__map">{map}</div>
        <div className="discovery__lists">
          <section aria-labelledby={`${id}-attractions`}>
            <h2 id={`${id}-attractions`}>Attractions nearby</h2>
            {attractions.length === 0 ? (
              <p className="discovery__empty">No attractions near this trip's places. Try adding a place in the plan first.</p>
            ) : (
              <ol className="discover-places">{attractions.map((p, i) => row(p, i + 1))}</ol>
            )}
          </section>
          <section aria-labelledby={`${id}-restaurants`}>
            <h2 id={`${id}-restaurants`}>Restaurants nearby</h2>
            {restaurants.length === 0 ? (
              <p className="discovery__empty">No restaurants near this trip's places yet.</p>
            ) : (
              <ol className="discover-places">{restaurants.map((p, i) => row(p, attractions.length + i + 1))}</ol>
            )}
          </section>
          <SourceNote source={source} places={[...attractions, ...restaurants]} />
        </div>
      </div>
      <section aria-labelledby={`${id}-related`} className="discovery__related">
        <h2 id={`${id}-related`}>Related public itineraries</h2>
        {related}
      </section>
    </div>
  );
}

export function DiscoverySkeleton() {
  return (
    <MapListsSkeleton block="discovery" label="Finding places near this trip" mapClassName="discovery-skel" rowClassName="discovery-skel discovery-skel--row" />
  );
}

export interface TripChoice {
  id: string;
  title: string;
  destinations: string[];
  days: number;
}

/** /discovery: pick one of my trips. */
export function TripPicker({ trips }: { trips: TripChoice[] }) {
  if (trips.length === 0) {
    return (
      <div className="discovery__message">
        <p>You have no trips yet. Plan one, then come back to find places near it.</p>
        <Link className="button" to="/plan">
          Plan a trip
        </Link>
      </div>
    );
  }
  return (
    <ul className="discovery-trips">
      {trips.map((trip) => (
        <li key={trip.id} className="discovery-trips__item">
          <Link to={`/discovery/${trip.id}`} className="discovery-trips__link">
            {trip.title}
          </Link>
          <span className="discovery-trips__meta">
            {trip.destinations.join(', ') || 'No destination yet'} · {trip.days === 1 ? '1 day' : `${trip.days} days`}
          </span>
        </li>
      ))}
    </ul>
  );
}
