import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { TripSummary } from '@/domain/itineraries/types';
import { periodLabel } from '@/domain/itineraries/period-label';
import { TRIP_FILTERS, TRIP_SORTS, sortTrips, type TripFilter, type TripSort } from './trip-order';
import './trips.css';
import { ErrorMessage } from '@/components/error-message';

export interface TripsListProps {
  trips: TripSummary[];
  /** Deletes a trip (creator); the list hides it at once and puts it back if this fails. */
  onDelete: (id: string) => Promise<void>;
  /** Leaves a trip (collaborator) or declines an invitation; same behaviour as delete. */
  onLeave: (id: string) => Promise<void>;
}

const RELATION_LABEL: Record<TripSummary['relation'], string> = {
  created: 'Created by you',
  collaborating: 'Planning together',
  cloned: 'Cloned',
  invited: 'Invitation',
};

type Pending = { kind: 'delete' | 'leave'; trip: TripSummary };

const removalDone = ({ kind, trip }: Pending) => (kind === 'delete' ? `“${trip.title}” was deleted.` : `You left “${trip.title}”.`);

function removalFailure({ kind, trip }: Pending, error: Error): string {
  const reason = error.message ? ` ${error.message}` : '';
  return kind === 'delete' ? `“${trip.title}” could not be deleted.${reason}` : `You could not leave “${trip.title}”.${reason}`;
}

/**
 * The signed-in user's trips: filter by how they relate to each, sort, open,
 * edit, delete (creator) or leave (collaborator), each behind a confirmation.
 */
export function TripsList({ trips, onDelete, onLeave }: TripsListProps) {
  const [filter, setFilter] = useState<TripFilter>('all');
  const [sort, setSort] = useState<TripSort>('newest');
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  // The list changes at once; the write reaches the server when it can, and the trip comes back if it fails.
  const removal = useMutation({
    mutationFn: ({ kind, trip }: Pending) => (kind === 'delete' ? onDelete : onLeave)(trip.id),
    onMutate: ({ trip }) => setHidden((ids) => new Set(ids).add(trip.id)),
    onError: (_error, { trip }) =>
      setHidden((ids) => {
        const next = new Set(ids);
        next.delete(trip.id);
        return next;
      }),
  });

  const visible = useMemo(() => trips.filter((trip) => !hidden.has(trip.id)), [trips, hidden]);
  const shown = useMemo(() => sortTrips(visible, sort, filter), [visible, sort, filter]);
  const counts = useMemo(() => {
    const byRelation = new Map<TripFilter, number>([['all', visible.length]]);
    for (const trip of visible) byRelation.set(trip.relation, (byRelation.get(trip.relation) ?? 0) + 1);
    return byRelation;
  }, [visible]);

  const confirm = () => {
    if (!pending) return;
    setPending(null);
    removal.mutate(pending);
  };

  return (
    <div className="trips">
      <div className="trips__controls">
        <fieldset className="trips__filters">
          <legend className="visually-hidden">Show</legend>
          {TRIP_FILTERS.map(({ value, label }) => {
            const count = counts.get(value) ?? 0;
            if (value !== 'all' && count === 0 && filter !== value) return null;
            return (
              <label key={value} className={filter === value ? 'trips__filter trips__filter--on' : 'trips__filter'}>
                <input
                  type="radio"
                  name="trip-filter"
                  value={value}
                  checked={filter === value}
                  onChange={() => setFilter(value)}
                  className="visually-hidden"
                />
                {label} <span className="trips__count">({count})</span>
              </label>
            );
          })}
        </fieldset>
        <label className="trips__sort">
          Sort by
          <select value={sort} onChange={(event) => setSort(event.target.value as TripSort)}>
            {TRIP_SORTS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div role="status" className="trips__status">
        {removal.variables && !removal.isError ? removalDone(removal.variables) : ''}
      </div>
      <ErrorMessage>{removal.variables && removal.error ? removalFailure(removal.variables, removal.error) : null}</ErrorMessage>

      {shown.length === 0 ? (
        <p className="trips__empty">
          {visible.length === 0 ? (
            <>
              No trips yet. <Link to="/plan">Plan a trip</Link> to start one.
            </>
          ) : (
            'No trips of this kind.'
          )}
        </p>
      ) : (
        <ul className="card-grid trips__grid" aria-label="Trips">
          {shown.map((trip) => (
            <li key={trip.id}>
              <TripCard trip={trip} onAsk={(kind) => setPending({ kind, trip })} />
            </li>
          ))}
        </ul>
      )}

      {pending ? (
        <ConfirmDialog
          title={pending.kind === 'delete' ? `Delete “${pending.trip.title}”?` : `Leave “${pending.trip.title}”?`}
          confirmLabel={pending.kind === 'delete' ? 'Delete trip' : pending.trip.relation === 'invited' ? 'Decline' : 'Leave trip'}
          danger
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p>
            {pending.kind === 'delete'
              ? 'The trip and every place in it are deleted for you and everyone you planned it with. This cannot be undone.'
              : 'You will no longer see or edit this trip. Its creator can invite you again.'}
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

type CardProps = { trip: TripSummary; onAsk: (kind: 'delete' | 'leave') => void };

/**
 * A trip whose stored data fails validation: still listed, said plainly, with
 * what can be done: open it (the page shows the trip again once it is
 * repaired) and, for its creator, delete it.
 */
function DamagedTripCard({ trip, onAsk }: CardProps) {
  const isCreator = trip.relation === 'created' || trip.relation === 'cloned';
  return (
    <article className="trips-card trips-card--damaged" aria-labelledby={`trip-${trip.id}-title`} aria-describedby={`trip-${trip.id}-damage`}>
      <div className="trips-card__image trips-card__image--empty" aria-hidden="true">
        !
      </div>
      <div className="trips-card__body">
        <h2 id={`trip-${trip.id}-title`} className="trips-card__title">
          <Link to={`/trip/${trip.id}`}>{trip.title}</Link>
        </h2>
        <p id={`trip-${trip.id}-damage`} className="trips-card__meta">
          Part of this trip&rsquo;s data is damaged, so it cannot be shown or edited until it is repaired.{' '}
          {isCreator ? 'You can open it or delete it.' : 'You can open it; its creator can delete it.'}
        </p>
        <p className="trips-card__tags">
          <span className="trips-card__tag trips-card__tag--damaged">Damaged</span>
          <span className="trips-card__tag trips-card__tag--plain">{RELATION_LABEL[trip.relation]}</span>
        </p>
        <div className="trips-card__actions">
          <Link className="button button--small button--quiet" to={`/trip/${trip.id}`} aria-label={`Open ${trip.title}`}>
            Open
          </Link>
          {isCreator ? (
            <DeleteButton trip={trip} onAsk={onAsk} />
          ) : null}
        </div>
      </div>
    </article>
  );
}

function DeleteButton({ trip, onAsk }: CardProps) {
  return (
    <button
      type="button"
      className="button button--small button--quiet trips-card__danger"
      aria-label={`Delete ${trip.title}`}
      onClick={() => onAsk('delete')}
    >
      Delete
    </button>
  );
}

function TripCard({ trip, onAsk }: CardProps) {
  if (trip.damaged) return <DamagedTripCard trip={trip} onAsk={onAsk} />;
  const isCreator = trip.relation === 'created' || trip.relation === 'cloned';
  const canEdit = trip.relation !== 'invited';
  return (
    <article className="trips-card" aria-labelledby={`trip-${trip.id}-title`}>
      {trip.itineraryImageSrc ? (
        <img className="trips-card__image" src={trip.itineraryImageSrc} alt="" loading="lazy" width={320} height={160} />
      ) : (
        <div className="trips-card__image trips-card__image--empty" aria-hidden="true">
          {trip.destinations[0]?.slice(0, 1) ?? '·'}
        </div>
      )}
      <div className="trips-card__body">
        <h2 id={`trip-${trip.id}-title`} className="trips-card__title">
          <Link to={`/trip/${trip.id}`}>{trip.title}</Link>
        </h2>
        <p className="trips-card__meta">{trip.destinations.join(', ') || 'No destination yet'}</p>
        <p className="trips-card__meta">{periodLabel(trip.period, trip.days)}</p>
        <p className="trips-card__tags">
          <span className="trips-card__tag">{RELATION_LABEL[trip.relation]}</span>
          <span className="trips-card__tag trips-card__tag--plain">{trip.public ? 'Public' : 'Private'}</span>
        </p>
        <div className="trips-card__actions">
          {canEdit ? (
            <Link className="button button--small button--quiet" to={`/organize/${trip.id}`} aria-label={`Edit ${trip.title}`}>
              Edit
            </Link>
          ) : null}
          {isCreator ? (
            <DeleteButton trip={trip} onAsk={onAsk} />
          ) : (
            <button
              type="button"
              className="button button--small button--quiet"
              aria-label={`${trip.relation === 'invited' ? 'Decline' : 'Leave'} ${trip.title}`}
              onClick={() => onAsk('leave')}
            >
              {trip.relation === 'invited' ? 'Decline' : 'Leave'}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
