/**
 * /discovery: pick one of my trips. /discovery/{id}: attractions and
 * restaurants of our places data near the trip's places, and related public
 * itineraries, on a map; each place added to a chosen day in one click (one
 * item write, the editor's own item shape). Composes the itineraries feature
 * (the trip, its items, saving an item, order keys, the map) with Discovery
 * and Explore's cards.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { discoveryQueryOptions, type DiscoveryData } from '@/features/discovery/api/load-discovery';
import { DiscoverySkeleton, DiscoveryView, TripPicker } from '@/features/discovery/components/discovery-view';
import { canEdit, itemForPlace, lastOrderOfDay, type DiscoverPlace } from '@/features/discovery/lib/discover';
import { ExploreCardView } from '@/features/explore/components/explore-card';
import { itinerariesApi } from '@/features/itineraries/api/service';
import { itineraryKeys, useMyTrips } from '@/features/itineraries/api/use-my-trips';
import { MapPanel, type MapMarker } from '@/features/itineraries/map/map-panel';
import { ordersAfter } from '@/domain/itineraries/order';
import type { PlanItem } from '@/domain/itineraries/types';
import { useSessionStatus, useSignedInUser } from '../session';
import '@/features/explore/explore.css';
import { ErrorMessage } from '@/components/error-message';

function SignInFirst({ next }: { next: string }) {
  return (
    <div className="discovery__message">
      <p>Sign in to find places near your trips and add them in one click.</p>
      <Link className="button" to={`/auth?next=${encodeURIComponent(next)}`}>
        Sign in
      </Link>
    </div>
  );
}

function PickTrip({ uid }: { uid: string }) {
  const trips = useMyTrips(uid);
  if (trips.isPending) return <DiscoverySkeleton />;
  if (trips.isError) {
    return (
      <ErrorMessage block>
        <p>Your trips could not be loaded. {trips.error.message}</p>
        <button type="button" className="button" onClick={() => void trips.refetch()}>
          Try again
        </button>
      </ErrorMessage>
    );
  }
  // An invitation is not a trip of mine until I accept it.
  return <TripPicker trips={trips.data.filter((trip) => trip.relation !== 'invited')} />;
}

function tripQueryOptions(id: string) {
  return {
    queryKey: ['discovery', 'source', id] as const,
    queryFn: async () => {
      const api = await itinerariesApi();
      const [itinerary, items] = await Promise.all([api.getItinerary(id), api.listItems(id).catch(() => [] as PlanItem[])]);
      return itinerary ? { itinerary, items } : null;
    },
  };
}

function markersOf(data: DiscoveryData): MapMarker[] {
  // Numbered as the lists number them; grey markers without route lines: suggestions, not the plan.
  return [...data.attractions, ...data.restaurants].map((place, i) => ({
    id: place.id,
    day: null,
    position: place.geocode,
    title: place.name,
    index: i + 1,
  }));
}

function DiscoverTrip({ id, uid }: { id: string; uid: string }) {
  const queryClient = useQueryClient();
  const source = useQuery(tripQueryOptions(id));
  const trip = source.data?.itinerary ?? null;
  const items = source.data?.items ?? [];
  const discovery = useQuery({
    ...discoveryQueryOptions(
      { id, title: trip?.title ?? '', destinations: trip?.destinations ?? [], days: trip?.days ?? 0, geocode: trip?.geocode ?? null },
      items,
    ),
    enabled: trip !== null,
  });

  if (source.isPending) {
    return (
      <Screen title="Discover" className="discovery-screen">
        <DiscoverySkeleton />
      </Screen>
    );
  }
  if (source.isError || !trip) {
    return (
      <Screen title="Trip not found" lead="This trip is private, was deleted, or the link is wrong." className="discovery-screen">
        <p>
          <Link to="/discovery">Pick one of your trips</Link>
        </p>
      </Screen>
    );
  }

  const onAdd = async (place: DiscoverPlace, day: number | null) => {
    const api = await itinerariesApi();
    // The newest plan, so two adds to one day, or a companion's change, never share a key.
    const current = queryClient.getQueryData<{ items: PlanItem[] }>(tripQueryOptions(id).queryKey)?.items ?? items;
    const [order] = ordersAfter(lastOrderOfDay(current, day), 1);
    if (!order) throw new Error('No place left in that day.');
    const item = itemForPlace(place, day, api.newItemId(), order);
    await api.saveItem(id, item);
    queryClient.setQueryData(tripQueryOptions(id).queryKey, (old: { itinerary: typeof trip; items: PlanItem[] } | null | undefined) =>
      old ? { ...old, items: [...old.items, item] } : old,
    );
    void queryClient.invalidateQueries({ queryKey: itineraryKeys.all });
  };

  return (
    <Screen
      title={`Discover: ${trip.title}`}
      lead={
        <>
          Places near this trip's places, and trips others have shared there. <Link to={`/organize/${id}`}>Open the plan</Link>
        </>
      }
      className="discovery-screen"
    >
      {discovery.isPending ? (
        <DiscoverySkeleton />
      ) : discovery.isError ? (
        <ErrorMessage block>
          <p>Suggestions could not be loaded. {discovery.error.message}</p>
          <button type="button" className="button" onClick={() => void discovery.refetch()}>
            Try again
          </button>
        </ErrorMessage>
      ) : (
        <DiscoveryView
          tripId={id}
          days={trip.days}
          canAdd={canEdit(trip, uid)}
          attractions={discovery.data.attractions}
          restaurants={discovery.data.restaurants}
          source={discovery.data.source}
          onAdd={onAdd}
          map={
            markersOf(discovery.data).length > 0 ? (
              <MapPanel markers={markersOf(discovery.data)} highlightedId={null} onHighlight={() => undefined} label={`Map of places near ${trip.title}`} />
            ) : null
          }
          related={
            discovery.data.related.length === 0 ? (
              <p className="discovery__hint">
                No public trips share this trip's destinations yet. <Link to="/explore">Browse every public trip</Link>
              </p>
            ) : (
              <div className="explore-grid">
                {discovery.data.related.map((card) => (
                  <ExploreCardView key={card.id} card={card} creator={discovery.data.relatedCreators[card.creatorId]} headingLevel={3} />
                ))}
              </div>
            )
          }
        />
      )}
    </Screen>
  );
}

export default function DiscoveryScreen() {
  const { id } = useParams();
  const status = useSessionStatus();
  const me = useSignedInUser();
  if (id && me) return <DiscoverTrip key={id} id={id} uid={me.uid} />;
  return (
    <Screen title="Discover" lead="Pick one of your trips to find attractions, restaurants and itineraries near its places.">
      {me ? <PickTrip uid={me.uid} /> : status === 'loading' ? <DiscoverySkeleton /> : <SignInFirst next={id ? `/discovery/${id}` : '/discovery'} />}
    </Screen>
  );
}
