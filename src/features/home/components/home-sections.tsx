import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { whenLabel, type HomeTrip } from '../lib/home-model';

export function HomeSection({ id, title, lead, action, children }: { id: string; title: string; lead?: ReactNode; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id}>{title}</h2>
        {action}
      </div>
      {lead ? <p className="home-section__lead">{lead}</p> : null}
      {children}
    </section>
  );
}

function periodText(trip: HomeTrip): string {
  const days = trip.days === 1 ? '1 day' : `${trip.days} days`;
  if (!trip.period) return `${days}, no dates yet`;
  return `${days}, ${trip.period.start} to ${trip.period.end}`;
}

/** A message where the trips would be, with the ways on: `action` first, then Explore. */
export function TripsMessage({ children, action, empty = false }: { children: ReactNode; action: ReactNode; empty?: boolean }) {
  return (
    <div className={empty ? 'explore-message explore-message--empty' : 'explore-message'}>
      <p>{children}</p>
      <div className="explore-message__actions">
        {action}
        <Link className="button button--quiet" to="/explore">
          Explore public trips
        </Link>
      </div>
    </div>
  );
}

/** My upcoming trips, each with a way into the editor and to discovery. */
export function UpcomingTrips({ trips, today }: { trips: HomeTrip[]; today: string }) {
  if (trips.length === 0) {
    return (
      <TripsMessage
        empty
        action={
          <Link className="button" to="/plan">
            Plan a trip
          </Link>
        }
      >
        No upcoming trips. Describe your next one and get a day-by-day plan, or find one to clone on Explore.
      </TripsMessage>
    );
  }
  return (
    <ul className="card-grid">
      {trips.map((trip) => {
        const when = whenLabel(trip.period, today);
        return (
          <li key={trip.id} className="home-trip">
            <h3>
              <Link to={`/trip/${trip.id}`}>{trip.title}</Link>
            </h3>
            <p>
              {trip.destinations.length > 0 ? `${trip.destinations.join(', ')} · ` : ''}
              {periodText(trip)}
            </p>
            {when ? <p className="home-trip__when">{when}</p> : null}
            <div className="home-trip__actions">
              <Link to={`/organize/${trip.id}`}>Edit the plan</Link>
              <Link to={`/discovery/${trip.id}`}>
                Discover places<span className="visually-hidden"> for {trip.title}</span>
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function UpcomingSkeleton() {
  return (
    <div className="card-grid" role="status" aria-label="Loading your trips" aria-busy="true">
      {[0, 1].map((i) => (
        <div key={i} className="home-trip" aria-hidden="true">
          <div className="skeleton skeleton--line skeleton--wide" />
          <div className="skeleton skeleton--line" />
        </div>
      ))}
    </div>
  );
}
