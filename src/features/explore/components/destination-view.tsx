import { useQuery } from '@tanstack/react-query';
import { GuidePageLink } from '@/components/place-credits';
import { curatedCredit, priceWords } from '@/lib/places/credits';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Place } from '@/lib/places/types';
import type { Destination } from '../api/destination';
import { exploreFirstPageQueryOptions } from '../api/explore-pages';
import { ExploreCardSkeletons, ExploreCardView } from './explore-card';
import { ErrorMessage, retry } from '@/components/error-message';
import { PLACE_CATEGORY_LABELS } from '@/lib/places/types';

export const DESTINATION_TRIPS = 6;

function PlaceList({ title, places, start }: { title: string; places: Place[]; start: number }) {
  if (places.length === 0) return null;
  return (
    <section className="destination__places" aria-labelledby={`places-${start}`}>
      <h2 id={`places-${start}`}>{title}</h2>
      <ol className="place-list" start={start}>
        {places.map((place) => (
          <li key={place.id} className="place-list__item">
            <span className="place-list__name">{place.name}</span>
            <span className="place-list__category">{[PLACE_CATEGORY_LABELS[place.category], priceWords(place.priceLevel)].filter(Boolean).join(' · ')}</span>
            <span className="place-list__description">
              {place.description}
              <GuidePageLink name={place.name} url={place.sourceUrl} source={place.source} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The public itineraries of one destination: the newest few, and a way to all of them on Explore. */
function DestinationTrips({ destination }: { destination: Destination }) {
  const search = { destination: destination.name, length: null, interest: null, sort: 'newest' as const };
  const trips = useQuery(exploreFirstPageQueryOptions(search, DESTINATION_TRIPS));
  const all = `/explore?destination=${encodeURIComponent(destination.name)}`;
  return (
    <section className="destination__trips" aria-labelledby="destination-trips">
      <h2 id="destination-trips">Public itineraries in {destination.name}</h2>
      {trips.isPending ? (
        <ExploreCardSkeletons count={3} label={`Loading trips in ${destination.name}`} />
      ) : trips.isError ? (
        <ErrorMessage block action={retry(trips)}>
          Trips in {destination.name} could not be loaded. {trips.error.message}
        </ErrorMessage>
      ) : trips.data.cards.length === 0 ? (
        <div className="explore-message explore-message--empty">
          <p>Nobody has shared a trip to {destination.name} yet. Plan one and make it public to be the first.</p>
          <Link className="button" to="/plan">
            Plan a trip to {destination.name}
          </Link>
        </div>
      ) : (
        <>
          <div className="explore-grid">
            {trips.data.cards.map((card) => (
              <ExploreCardView key={card.id} card={card} creator={trips.data.creators[card.creatorId]} headingLevel={3} />
            ))}
          </div>
          {trips.data.next ? (
            <p className="explore-more">
              <Link to={all}>See every trip to {destination.name}</Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

export interface DestinationViewProps {
  destination: Destination;
  /** The map of the destination's places (composed by the route). */
  map: ReactNode;
  /** More places from the live provider, under the curated lists (composed by the route). */
  live?: ReactNode;
}

/** /explore/{id}: a city's map, its top places from our data and the public itineraries there. */
export function DestinationView({ destination, map, live = null }: DestinationViewProps) {
  return (
    <div className="destination">
      <div className="destination__layout">
        <div className="destination__map">{map}</div>
        <div className="destination__lists">
          {destination.curated ? (
            <>
              <PlaceList title="Top sights" places={destination.attractions} start={1} />
              <PlaceList title="Where to eat" places={destination.restaurants} start={destination.attractions.length + 1} />
              <p className="destination__credit">
                Places from {curatedCredit([...destination.attractions, ...destination.restaurants].map((place) => place.source))}.
              </p>
            </>
          ) : (
            <p className="destination__note">
              We have no hand-picked places for {destination.name} yet. The trips below, and the assistant on the Plan page, can
              still help.
            </p>
          )}
          {live}
          <p>
            <Link className="button" to="/plan">
              Plan a trip to {destination.name}
            </Link>
          </p>
        </div>
      </div>
      <DestinationTrips destination={destination} />
    </div>
  );
}
