import type { ReactNode } from 'react';
import type { TripHeadingFacts } from '@/domain/itineraries/first-paint';
import { periodLabel } from '@/domain/itineraries/period-label';
import './trip-view.css';

/**
 * The trip's heading: what it is, its title, its creator, when and where,
 * and its description. Shared by the loaded view and the skeleton, which
 * shows it as soon as the itinerary has arrived (before the rest of the
 * screen's code), so the largest text paints early and nothing moves after.
 */
export function TripHeading({ itinerary, creator }: { itinerary: TripHeadingFacts; creator: ReactNode }) {
  return (
    <div className="trip-header__text">
      <p className="trip-header__eyebrow">
        {itinerary.public ? 'Public trip' : 'Private trip'}
        {itinerary.clonedFrom ? ' · cloned' : ''}
        {itinerary.isPaidItinerary ? ' · paid itinerary' : ''}
      </p>
      <h1 id="trip-title">{itinerary.title}</h1>
      {creator}
      <dl className="trip-facts">
        <div>
          <dt>When</dt>
          <dd>{periodLabel(itinerary.period, itinerary.days)}</dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd>{itinerary.destinations.join(', ') || 'Not set yet'}</dd>
        </div>
      </dl>
      {itinerary.description ? <p className="trip-header__description">{itinerary.description}</p> : null}
    </div>
  );
}

/** The creator's row in grey. */
export function CreatorSkeleton() {
  return (
    <div className="trip-creator" aria-hidden="true">
      <div className="trip-skeleton trip-skeleton--circle" />
      <div className="trip-skeleton trip-skeleton--line" />
    </div>
  );
}

/**
 * The loaded trip's layout in grey: cover, title, creator, facts, days and
 * the map; with the itinerary (when it has arrived first, or the server
 * painted it: functions/src/link-preview/first-paint.ts draws the same
 * markup), its heading is real.
 */
export function TripSkeleton({ itinerary = null }: { itinerary?: TripHeadingFacts | null }) {
  return (
    <section className="screen trip trip--pending" aria-labelledby="trip-title" aria-busy="true">
      <div className="trip-cover">
        {itinerary?.itineraryImageSrc ? (
          <img className="trip-cover__image" src={itinerary.itineraryImageSrc} alt="" fetchPriority="high" />
        ) : itinerary ? (
          <div className="trip-cover__image trip-cover__image--empty" aria-hidden="true" />
        ) : (
          <div className="trip-cover__image trip-skeleton" aria-hidden="true" />
        )}
      </div>
      <header className="trip-header">
        {itinerary ? (
          <TripHeading itinerary={itinerary} creator={<CreatorSkeleton />} />
        ) : (
          <div className="trip-header__text">
            <p className="trip-header__eyebrow" aria-hidden="true">
              &nbsp;
            </p>
            <h1 id="trip-title">
              <span className="visually-hidden">Loading the trip…</span>
              <span className="trip-skeleton trip-skeleton--title" aria-hidden="true" />
            </h1>
            <CreatorSkeleton />
            <div className="trip-facts" aria-hidden="true">
              <div className="trip-skeleton trip-skeleton--line" />
              <div className="trip-skeleton trip-skeleton--line" />
            </div>
          </div>
        )}
        {/* A visitor's actions: Clone and Share, the export row, the line saying to sign in to clone. */}
        <div className="trip-actions trip-actions--pending" aria-hidden="true">
          <div className="trip-skeleton trip-skeleton--button" />
          <div className="trip-skeleton trip-skeleton--button" />
          <ExportStandIn />
          <p className="trip-actions__hint trip-actions__hint--pending">Sign in to clone this trip and make it your own.</p>
        </div>
      </header>
      {/* The plan only once the heading is known: its height decides where the plan starts, and a grey plan
          that moved down when the heading arrived would be a layout shift. Meanwhile the screen keeps the
          page's height, so nothing below it (the footer) is in view. */}
      {itinerary ? (
        <div className="trip-body" aria-hidden="true">
          <div className="trip-body__plan">
            <PlanSkeleton />
          </div>
          <div className="trip-body__map">
            <div className="trip-map trip-skeleton" />
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** The plan's days in grey, while the plan is on its way. */
export function PlanSkeleton() {
  return (
    <div className="trip-plan" aria-hidden="true">
      {[0, 1].map((day) => (
        <div key={day} className="trip-day">
          <div className="trip-skeleton trip-skeleton--line" />
          <div className="trip-skeleton trip-skeleton--item" />
          <div className="trip-skeleton trip-skeleton--item" />
        </div>
      ))}
    </div>
  );
}

/** Until the export menu's code is here: its two buttons, unseen, so the trip's actions keep their size and nothing below moves. */
export function ExportStandIn() {
  return (
    <div className="trip-actions__export-stand-in" aria-hidden="true">
      <div>
        <span className="button button--quiet">Download PDF</span>
        <span className="button button--quiet">Add to calendar (.ics)</span>
      </div>
    </div>
  );
}
