import './trips-skeleton.css';

/**
 * /trips while the list loads: a visible "Loading your trips…" and three grey
 * cards where the trips will be. Its styles come with it, not with the list's
 * lazy chunk, so it shows even before that chunk has arrived.
 */
export function TripsSkeleton() {
  return (
    <div className="trips-loading" role="status" aria-label="Loading your trips" aria-busy="true">
      <p className="trips-loading__text">Loading your trips…</p>
      <ul className="card-grid trips-loading__grid" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="trips-skeleton" />
        ))}
      </ul>
    </div>
  );
}
