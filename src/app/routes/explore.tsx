/**
 * /explore: public itineraries by destination, length and interest, newest or
 * most cloned first, in cursor pages. /explore/{id}: a destination (a city id
 * of our places data): map, top places, public itineraries there.
 * The first paint is the heading, the search form and card skeletons; the
 * data modules (REST reads, validators, places data, the map) load after it.
 * A destination is read by the route's loader, behind the route's skeleton;
 * an id we know no city for is the route's 404 page.
 */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { Screen } from '@/components/screen';
import {
  curatedCityNamesQueryOptions,
  destinationQueryOptions,
  type Destination,
} from '@/features/explore/api/destination';
import { DestinationView } from '@/features/explore/components/destination-view';
import { LiveDestinationPlaces } from '@/features/explore/components/live-places';
import { ExploreFilters } from '@/features/explore/components/explore-filters';
import { ExploreResults } from '@/features/explore/components/explore-results';
import { destinationSlug } from '@/domain/explore/search-keys';
import { paramsFromSearch, searchFromParams } from '@/features/explore/lib/search-params';
import { explorePagesQueryOptions, type ExploreSearch } from '@/features/explore/api/explore-pages';
import { MapPanel, type MapMarker } from '@/features/itineraries/map/map-panel';
import '@/features/explore/explore.css';
import { notFound } from '../error-status';
import { queryClient } from '../query-client';
import { useProfileStatus, useSessionStatus } from '../session';

/**
 * /explore: the first page of the search in the address starts here, not
 * awaited (the search form and card skeletons paint meanwhile).
 * /explore/{id}: the destination is read before the screen renders; no city
 * by that id is the route's 404.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  if (!params.id) {
    void queryClient.prefetchInfiniteQuery(explorePagesQueryOptions(searchFromParams(new URL(request.url).searchParams)));
    return null;
  }
  const destination = await queryClient.ensureQueryData(destinationQueryOptions(params.id));
  if (!destination) throw notFound({ kind: 'destination', id: params.id });
  return null;
}

function ExploreList() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFromParams(params), [params]);
  const cityNames = useQuery(curatedCityNamesQueryOptions());
  // A destination we hold places for: its page is one click away.
  const wanted = search.destination.trim().toLowerCase();
  const cities = cityNames.data;
  const city = wanted ? cities?.find((c) => c.name.toLowerCase() === wanted || c.id === destinationSlug(wanted)) : undefined;
  const names = useMemo(() => (cities ?? []).map((c) => c.name), [cities]);
  const onSearch = useCallback((next: ExploreSearch) => setParams(paramsFromSearch(next)), [setParams]);
  return (
    <Screen title="Explore" lead="Public itineraries from travellers, by destination, length and interest." className="explore">
      <ExploreFilters search={search} onSearch={onSearch} cityNames={names} />
      {wanted ? (
        // The line is there from the start for a searched destination, so nothing moves when the link arrives.
        <p className="explore-destination-link">
          {city ? <Link to={`/explore/${city.id}`}>{`${city.name}: top places and a map`}</Link> : '\u00a0'}
        </p>
      ) : null}
      <ExploreResults search={search} onClear={() => setParams(new URLSearchParams())} />
    </Screen>
  );
}

function destinationMarkers(destination: Destination): MapMarker[] {
  // Numbered as the lists number them; grey markers without route lines: these are places, not a plan.
  return [...destination.attractions, ...destination.restaurants].map((place, i) => ({
    id: place.id,
    day: null,
    position: place.geocode,
    title: place.name,
    index: i + 1,
  }));
}

function ExploreDestination({ id }: { id: string }) {
  // Read by the route's loader: here from the cache.
  const destination = useSuspenseQuery(destinationQueryOptions(id));
  const profileStatus = useProfileStatus();
  const sessionStatus = useSessionStatus();
  const city = destination.data;
  // No such city: the loader has thrown the 404 before this renders.
  if (!city) return null;
  const markers = destinationMarkers(city);
  return (
    <Screen title={city.name} lead={`Top places and public itineraries in ${city.name}.`} className="explore">
      <DestinationView
        destination={city}
        live={
          sessionStatus === 'loading' ? null : (
          <LiveDestinationPlaces
            name={city.name}
            centre={city.geocode}
            signedIn={profileStatus !== 'signed-out'}
            shown={[...city.attractions, ...city.restaurants].map((place) => place.name)}
            next={`/explore/${city.id}`}
          />
          )
        }
        map={
          markers.length > 0 ? (
            <MapPanel markers={markers} highlightedId={null} onHighlight={() => undefined} label={`Map of ${city.name}`} />
          ) : (
            <p className="destination__note">
              {city.name}, {city.country}: {city.geocode.lat.toFixed(2)}, {city.geocode.lng.toFixed(2)}
            </p>
          )
        }
      />
    </Screen>
  );
}

export default function ExploreScreen() {
  const { id } = useParams();
  return id ? <ExploreDestination key={id} id={id} /> : <ExploreList />;
}
