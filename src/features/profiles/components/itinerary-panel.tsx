import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { PublicItinerary } from '../types';
import { formatWhen } from './format';

interface ItineraryPanelProps {
  username: string;
  displayName: string;
  itineraryId: string;
  /** The profile's public trips; undefined while they load. */
  itineraries: PublicItinerary[] | undefined;
  /** The trips could not be loaded (the list below offers to try again). */
  failed: boolean;
}

/**
 * `/{username}/{id}`: the chosen trip, opened within the profile. For now its
 * card details and a way into the trip; the itinerary view comes later.
 * Focus moves to the panel when it opens, so a keyboard or screen-reader user
 * lands on what they chose.
 */
export function ItineraryPanel({ username, displayName, itineraryId, itineraries, failed }: ItineraryPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = itineraries !== undefined;
  const itinerary = itineraries?.find((it) => it.id === itineraryId);

  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [itineraryId, loaded]);

  if (failed && !loaded) {
    return (
      <section className="trip-panel card" aria-label="Trip">
        <p>This trip could not be loaded.</p>
      </section>
    );
  }

  if (!loaded) {
    return (
      <section className="trip-panel card" aria-busy="true" aria-label="Trip">
        <div className="skeleton skeleton--line skeleton--wide" />
        <div className="skeleton skeleton--line" />
      </section>
    );
  }

  if (!itinerary) {
    return (
      <section className="trip-panel card" aria-labelledby="trip-panel-title">
        <h2 id="trip-panel-title" ref={headingRef} tabIndex={-1}>
          Trip not found
        </h2>
        <p>This trip is private, or it is no longer on {displayName}&apos;s profile.</p>
        <Link to={`/${username}`}>All of {displayName}&apos;s trips</Link>
      </section>
    );
  }

  return (
    <section className="trip-panel card" aria-labelledby="trip-panel-title">
      {itinerary.itineraryImageSrc ? (
        <img
          className="trip-panel__image"
          src={itinerary.itineraryImageSrc}
          alt=""
          width={640}
          height={320}
          decoding="async"
        />
      ) : null}
      <div className="trip-panel__body">
        <h2 id="trip-panel-title" ref={headingRef} tabIndex={-1}>
          {itinerary.title}
        </h2>
        <dl className="trip-panel__facts">
          {itinerary.destinations.length > 0 ? (
            <div>
              <dt>Destinations</dt>
              <dd>{itinerary.destinations.join(' · ')}</dd>
            </div>
          ) : null}
          <div>
            <dt>When</dt>
            <dd>{formatWhen(itinerary)}</dd>
          </div>
          {itinerary.isPaidItinerary ? (
            <div>
              <dt>Price</dt>
              <dd>
                <span className="badge">Paid</span>
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="trip-panel__actions">
          <Link className="button" to={`/trip/${itinerary.id}`}>
            Open the trip
          </Link>
          <Link className="button button--quiet" to={`/${username}`} preventScrollReset>
            All trips
          </Link>
        </p>
      </div>
    </section>
  );
}
