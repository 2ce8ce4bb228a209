/**
 * /explore: public itineraries by destination, length and interest, newest or
 * most cloned first, in cursor pages. /explore/{id}: a destination (a city id
 * of our places data): map, top places, public itineraries there.
 * The first paint is the heading, the search form and card skeletons; the
 * data modules (REST reads, validators, places data, the map) load after it.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { curatedCityNamesQueryOptions, destinationQueryOptions, type Destination } from '@/features/explore/api/destination';
import { DestinationSkeleton, DestinationView } from '@/features/explore/components/destination-view';
import { ExploreFilters } from '@/features/explore/components/explore-filters';
import { ExploreResults } from '@/features/explore/components/explore-results';
import { destinationSlug } from '@/domain/explore/search-keys';
import { paramsFromSearch, searchFromParams } from '@/features/explore/lib/search-params';
import type { ExploreSearch } from '@/features/explore/api/explore-pages';
import { MapPanel, type MapMarker } from '@/features/itineraries/map/map-panel';
import '@/features/explore/explore.css';

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
  const destination = useQuery(destinationQueryOptions(id));
  if (destination.isPending) {
    return (
      <Screen title="Destination" className="explore">
        <DestinationSkeleton />
      </Screen>
    );
  }
  if (destination.isError || !destination.data) {
    return (
      <Screen
        title="Destination not found"
        lead={destination.isError ? 'This destination could not be loaded. Check your connection and try again.' : 'We know no city with this address.'}
        className="explore"
      >
        <p>
          <a href="/explore">Search every public trip on Explore</a>
        </p>
      </Screen>
    );
  }
  const city = destination.data;
  const markers = destinationMarkers(city);
  return (
    <Screen title={city.name} lead={`Top places and public itineraries in ${city.name}.`} className="explore">
      <DestinationView
        destination={city}
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
