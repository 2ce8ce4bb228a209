import { Link } from 'react-router-dom';
import type { PublicItinerary } from '../types';
import { formatWhen } from './format';

interface ItineraryCardProps {
  itinerary: PublicItinerary;
  username: string;
  selected: boolean;
}

/** One public trip: title (the link), destinations, days or dates, and a "Paid" badge. */
export function ItineraryCard({ itinerary, username, selected }: ItineraryCardProps) {
  return (
    <article className={selected ? 'trip-card trip-card--selected' : 'trip-card'}>
      {itinerary.itineraryImageSrc ? (
        <img
          className="trip-card__image"
          src={itinerary.itineraryImageSrc}
          alt=""
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="trip-card__image trip-card__image--empty" aria-hidden="true">
          {itinerary.destinations[0] ?? ''}
        </div>
      )}
      <div className="trip-card__body">
        <h3 className="trip-card__title">
          <Link
            to={`/${username}/${itinerary.id}`}
            aria-current={selected ? 'page' : undefined}
            preventScrollReset
          >
            {itinerary.title}
          </Link>
        </h3>
        {itinerary.destinations.length > 0 ? (
          <p className="trip-card__destinations">{itinerary.destinations.join(' · ')}</p>
        ) : null}
        <p className="trip-card__when">{formatWhen(itinerary)}</p>
        {itinerary.isPaidItinerary ? <span className="badge">Paid</span> : null}
      </div>
    </article>
  );
}
