/**
 * The agent's itineraries, as options for proposals, and an itinerary's days
 * copied into an option. Reached through the itineraries collection module,
 * loaded on demand (./service.ts).
 */
import { useQuery } from '@tanstack/react-query';
import type { PlanDay } from '@/domain/agents/types';
import { planSnapshot } from '@/domain/agents/plan-snapshot';
import { agentKeys } from './queries';
import { itinerariesApi } from './service';

export function useAgentTrips(uid: string | null) {
  return useQuery({
    queryKey: [...agentKeys.all, 'trips', uid ?? ''],
    queryFn: async () => {
      const trips = await (await itinerariesApi()).listMyTrips(uid ?? '');
      return trips.filter((t) => !t.damaged && (t.relation === 'created' || t.relation === 'cloned' || t.relation === 'collaborating')).map((t) => ({ id: t.id, title: t.title, period: t.period, createdAt: t.createdAt, updatedAt: t.updatedAt }));
    },
    enabled: uid !== null,
  });
}

/** The scheduled days of an itinerary with their stops in order, as a sent proposal keeps them. */
export async function loadPlanSnapshot(itineraryId: string): Promise<PlanDay[]> {
  return planSnapshot(await (await itinerariesApi()).listItems(itineraryId));
}

/** A new itinerary for a client, planned by the agent; resolves with its id. */
export async function createTripFor(uid: string, clientName: string): Promise<string> {
  return (await itinerariesApi()).createItinerary(uid, {
    title: `Trip for ${clientName}`.slice(0, 120),
    destinations: [],
    period: null,
    days: 3,
    isManualCreated: true,
  });
}
