/**
 * /explore/{id}: places around the city from the live provider (Google
 * Places, docs/places-provider.md), under the curated lists, for a signed-in
 * traveller (live searches are per account and counted). A city we hold no
 * curated places for gets its sights and places to eat this way; a curated
 * one gets more of them. Each list is one Nearby Search around the city's
 * centre, kept by TanStack Query for the session; places the curated lists
 * already show are left out. Offline, signed out or when the provider fails,
 * the section says so in a line and the curated lists stand alone.
 */
import { GoogleMapsCredit } from '@/components/place-credits';
import { PlaceMore } from '@/components/place-details/place-details';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { priceWords } from '@/lib/places/credits';
import type { LatLng } from '@/lib/places/types';
import type { LiveNearbyKind } from '@/domain/places/live';
import { FALLBACK_WORDS, nearbyLivePlaces, type FoundPlace } from '@/services/places-search';

/** How far around the centre the lists look (a city's walkable core and a bit more). */
export const LIVE_RADIUS_M = 4000;
export const LIVE_LIMIT = 8;

function useNearby(centre: LatLng, kind: LiveNearbyKind, enabled: boolean) {
  return useQuery({
    queryKey: ['places', 'nearby', kind, centre, LIVE_RADIUS_M],
    queryFn: () => nearbyLivePlaces(centre, kind, { radiusM: LIVE_RADIUS_M, limit: LIVE_LIMIT }),
    enabled,
    networkMode: 'always',
    staleTime: (cached) => (cached.state.data?.ok ? 30 * 60_000 : 0),
    retry: false,
  });
}

function LiveList({ title, places }: { title: string; places: FoundPlace[] }) {
  if (places.length === 0) return null;
  return (
    <section className="destination__places" aria-label={`${title} from Google Maps`}>
      <h3>{title}</h3>
      <ul className="place-list">
        {places.map((place) => (
          <li key={place.key} className="place-list__item">
            <span className="place-list__name">{place.name}</span>
            <span className="place-list__category">
              {[place.rating === null ? null : `Rated ${place.rating.toFixed(1)}`, priceWords(place.priceLevel)].filter(Boolean).join(' · ')}
            </span>
            {place.address ? <span className="place-list__description">{place.address}</span> : null}
            {place.providerId ? <PlaceMore providerId={place.providerId} name={place.name} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface LiveDestinationPlacesProps {
  name: string;
  centre: LatLng;
  signedIn: boolean;
  /** Names the curated lists already show (left out here). */
  shown: readonly string[];
  /** Where "Sign in" comes back to. */
  next: string;
}

export function LiveDestinationPlaces({ name, centre, signedIn, shown, next }: LiveDestinationPlacesProps) {
  const sights = useNearby(centre, 'sight', signedIn);
  const food = useNearby(centre, 'food', signedIn);
  if (!signedIn) {
    return (
      <p className="destination__credit">
        <Link to={`/auth?next=${encodeURIComponent(next)}`}>Sign in</Link> to see more places around {name} from Google Maps.
      </p>
    );
  }
  if (sights.isPending || food.isPending) return <p className="destination__credit">Looking for more places around {name} on Google Maps…</p>;
  const known = new Set(shown.map((n) => n.trim().toLowerCase()));
  const fresh = (outcome: typeof sights.data) => (outcome?.ok ? outcome.places.filter((place) => !known.has(place.name.trim().toLowerCase())) : []);
  const failed = [sights.data, food.data].find((outcome) => outcome && !outcome.ok);
  const lists = { sights: fresh(sights.data), food: fresh(food.data) };
  if (lists.sights.length === 0 && lists.food.length === 0) {
    const why = failed && !failed.ok ? (failed.message ?? FALLBACK_WORDS[failed.reason]) : null;
    return (
      <p className="destination__credit">
        {why ? `More places from Google Maps are not available: ${why}` : `Google Maps lists no more places around ${name}.`}
      </p>
    );
  }
  return (
    <section className="destination__live" aria-labelledby="destination-live">
      <h2 id="destination-live">More around {name}</h2>
      <LiveList title="Sights" places={lists.sights} />
      <LiveList title="Places to eat" places={lists.food} />
      <p className="destination__credit">
        From{' '}
        <GoogleMapsCredit />
        .
      </p>
    </section>
  );
}
