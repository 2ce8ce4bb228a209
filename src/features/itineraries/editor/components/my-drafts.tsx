import { Link } from 'react-router-dom';
import { useMyTrips } from '../../api/use-my-trips';
import type { TripSummary } from '@/domain/itineraries/types';
import { shortDate } from '../lib/format';
import '../editor.css';
import { ErrorMessage, retry } from '@/components/error-message';

const RELATION_TEXT: Record<TripSummary['relation'], string> = {
  created: 'Yours',
  cloned: 'Your copy',
  collaborating: 'Planning together',
  invited: 'Invited',
};

/** The trips the user can edit, most recently changed first. */
export function editableTrips(trips: readonly TripSummary[]): TripSummary[] {
  const time = (trip: TripSummary) => (trip.updatedAt ?? trip.createdAt)?.getTime() ?? 0;
  return trips.filter((trip) => trip.relation !== 'invited').sort((a, b) => time(b) - time(a));
}

function when(trip: TripSummary): string {
  const days = `${trip.days} ${trip.days === 1 ? 'day' : 'days'}`;
  return trip.period ? `${shortDate(trip.period.start)} – ${shortDate(trip.period.end)} · ${days}` : `${days}, no dates yet`;
}

/** /organize: pick one of my trips to keep planning, or start a new one. */
export function MyDrafts({ uid }: { uid: string }) {
  // The same query as /trips: creating, cloning or deleting a trip refreshes both.
  const query = useMyTrips(uid);
  return (
    <div className="my-drafts">
      <p>
        <Link className="button" to="/plan">
          Plan a new trip
        </Link>
      </p>
      {query.isPending ? (
        <p className="card" role="status">
          Loading your trips…
        </p>
      ) : query.isError ? (
        <ErrorMessage block action={retry(query)}>
          Your trips could not be loaded. Check your connection and try again.
        </ErrorMessage>
      ) : (
        <TripList trips={editableTrips(query.data)} />
      )}
    </div>
  );
}

export function TripList({ trips }: { trips: TripSummary[] }) {
  if (trips.length === 0) {
    return (
      <p className="card">
        You have no trips to organize yet. <Link to="/plan">Plan your first trip</Link>.
      </p>
    );
  }
  return (
    <ul className="card-grid my-drafts__list" aria-label="Your trips">
      {trips.map((trip) => (
        <li key={trip.id} className="my-drafts__trip card">
          <h2 className="my-drafts__title">
            <Link to={`/organize/${trip.id}`}>{trip.title}</Link>
          </h2>
          <p className="my-drafts__meta">
            {[trip.destinations.join(', '), when(trip), RELATION_TEXT[trip.relation], trip.public ? 'Public' : 'Private']
              .filter(Boolean)
              .join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}
