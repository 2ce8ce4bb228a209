/**
 * The agent's itineraries, as options for proposals, and an itinerary's days
 * copied into an option. Reached through the itineraries collection module,
 * loaded on demand (./service.ts).
 */
import { useQuery } from '@tanstack/react-query';
import type { PlanDay } from '@/domain/agents/types';
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

/** The scheduled days of an itinerary with their stops in order (ideas and alternatives left out). */
export async function loadPlanSnapshot(itineraryId: string): Promise<PlanDay[]> {
  const items = await (await itinerariesApi()).listItems(itineraryId);
  const days = new Map<number, PlanDay>();
  for (const item of items) {
    if (item.day === null || item.optionOf) continue;
    const day = days.get(item.day) ?? { day: item.day, stops: [] };
    day.stops.push({ title: item.title, type: item.type, time: item.startTime ?? null, geocode: item.place?.geocode ?? null });
    days.set(item.day, day);
  }
  return [...days.values()].sort((a, b) => a.day - b.day).map((d) => ({ ...d, stops: d.stops.slice(0, 30) }));
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
